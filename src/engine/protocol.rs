//! The CodinGame bot protocol of a game: the lines a bot reads, the line it
//! answers, and the time it has to answer.

use super::game::{Game, Seat};
use super::record::Step;

/// A game that external bots can play over stdin/stdout.
pub trait Protocol: Game {
    /// Time for a seat's first answer, in milliseconds.
    const FIRST_ANSWER_MS: u64;
    /// Time for every later answer, in milliseconds.
    const ANSWER_MS: u64;

    /// Lines sent once, just before `seat`'s first turn input.
    fn initial_input(&self, seat: Seat) -> Vec<String>;

    /// Lines sent when `seat` must act now.
    fn turn_input(&self, seat: Seat) -> Vec<String>;

    /// Reads `seat`'s answer. An error explains what is wrong with it: an
    /// unknown word, a bad field, or an action the rules forbid now.
    fn parse_answer(&self, seat: Seat, line: &str) -> Result<Self::Action, String>;

    /// The output line a bot would have written for `action`.
    fn render_action(&self, seat: Seat, action: &Self::Action) -> String;

    /// Whether `viewer` may know, in this state, the command `by` sent for
    /// `action` (the protocol panel shows the last one it may: a card
    /// still face down stays secret). Every command is public by default;
    /// the conformance suite checks that a known command names nothing the
    /// viewer's view hides ([`crate::engine::game::Secrets::named_by_command`]).
    fn command_seen_by(&self, viewer: Seat, by: Seat, action: &Self::Action) -> bool {
        let _ = (viewer, by, action);
        true
    }
}

/// The last command `viewer` may know about in `state`, reached by `steps`
/// (a record's steps): the index of its step, the seat that sent it and
/// its line ([`Protocol::render_action`]). The protocol panel shows it;
/// the conformance suite checks it names nothing the viewer's view hides.
pub fn last_command_seen<G: Protocol>(
    state: &G,
    steps: &[Step<G::Action>],
    viewer: Seat,
) -> Option<(usize, Seat, String)> {
    steps
        .iter()
        .enumerate()
        .rev()
        .find_map(|(index, step)| match step {
            Step::Act { seat: by, action } if state.command_seen_by(viewer, *by, action) => {
                Some((index, *by, state.render_action(*by, action)))
            }
            _ => None,
        })
}
