//! Games the AIs play against each other, as records: what the coach's
//! tests, its benchmark and its puzzle miner review.

use crate::engine::agent::{agent_seed, decide, FrozenClock, HasAgents};
use crate::engine::record::{GameRecord, Record, Step};

/// The record of a game under `options` dealt from `seed`, seat `s`
/// played by the level `levels[s % levels.len()]` (each decision a fresh
/// agent seeded as the referee seeds it, stopped by `max_work`), until
/// the game ends or `max_steps` steps are made.
pub fn ai_game<G: HasAgents>(
    options: &G::Options,
    seed: u64,
    levels: &[&str],
    max_work: Option<u64>,
    max_steps: usize,
) -> Result<GameRecord<G>, String> {
    let (mut state, _) = G::new(options, seed);
    let mut record = Record::new(G::ID, options.clone(), seed);
    while !state.is_over() && record.steps.len() < max_steps {
        let seat = state.to_act()[0];
        let level = levels[seat % levels.len()];
        let step = record.steps.len();
        let action = decide(
            &state,
            seat,
            level,
            agent_seed(seed, step, seat),
            max_work,
            &FrozenClock,
        )?;
        state.apply(seat, &action).map_err(|e| e.to_string())?;
        record.steps.push(Step::Act { seat, action });
    }
    Ok(record)
}
