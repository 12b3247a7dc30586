//! `referee bot <game> <level>`: a built-in AI as a CodinGame bot on
//! stdin/stdout. Each turn it reads the lines the referee sends, rebuilds
//! its seat's view from them alone ([`ProtocolReader`]), lets the AI of
//! that level decide on it as `referee play` lets `ai:<level>` decide,
//! and writes the command; it ends when its input ends.

use std::io::{BufRead, Write};

use crate::engine::agent::{agent_seed, decide, HasAgents, SystemClock};
use crate::engine::protocol_reader::{Input, ProtocolReader, ReadError};

use super::error::RefereeError;

/// What `referee bot` needs besides the game and its rules.
#[derive(Clone, Debug)]
pub struct BotRequest<'a> {
    /// The AI's level, as in `ai:<level>` (`hard@MS` sets hard's time).
    pub level: &'a str,
    /// A named rule set of the game (`--preset`), or its default rules.
    pub preset: Option<&'a str>,
    /// Mixed into every decision's seed, so two bots of one level differ.
    pub seed: u64,
}

/// Plays `G` under `rules` as a bot: reads `input`, writes one command a
/// turn to `output`. A level the game lacks or rules the protocol cannot
/// rebuild are usage errors; input the protocol does not allow is a
/// runtime error naming it.
pub fn run_bot<G: ProtocolReader + HasAgents>(
    rules: &G::Options,
    request: &BotRequest<'_>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Result<(), RefereeError> {
    let level = request.level;
    G::agent(level, 0, None)
        .map_err(|why| RefereeError::Usage(format!("AI level `{level}` for {}: {why}", G::ID)))?;
    let mut memory = G::memory(rules).map_err(RefereeError::Usage)?;
    let mut lines = input.lines().map_while(Result::ok);
    let clock = SystemClock::default();
    for turn in 0.. {
        let read = match G::read_turn(&mut memory, &mut Input::new(&mut lines)) {
            Ok(read) => read,
            Err(ReadError::Closed) => return Ok(()),
            Err(ReadError::Bad(why)) => {
                return Err(RefereeError::Runtime(format!(
                    "the {} input of turn {}: {why}",
                    G::ID,
                    turn + 1
                )))
            }
        };
        let state = read.state();
        let seed = agent_seed(request.seed, turn, read.seat);
        let action = decide(&state, read.seat, level, seed, None, &clock)
            .map_err(|why| RefereeError::Runtime(format!("the {level} AI: {why}")))?;
        writeln!(output, "{}", state.render_action(read.seat, &action))
            .and_then(|()| output.flush())
            .map_err(|e| RefereeError::io("cannot write the answer", e))?;
    }
    Ok(())
}
