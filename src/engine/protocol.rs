//! The CodinGame bot protocol of a game: the lines a bot reads, the line it
//! answers, and the time it has to answer.

use super::game::{Game, Seat};

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
}
