//! The bot's side of the CodinGame protocol: a seat's view rebuilt from
//! the lines the referee sends it, and nothing else, so a built-in AI can
//! play as an external bot (`referee bot`) under any referee that speaks
//! the protocol of `/work/shared/RULES.md`.
//!
//! Each game reads its own lines (`<game>/protocol_reader.rs`) into the
//! view its AIs decide on; what a seat must remember between turns (the
//! cards shown this round, the round's history) is its
//! [`ProtocolReader::Memory`]. Whatever the protocol does not carry is
//! said in each game's reader; `tests/protocol_readers.rs` compares the
//! rebuilt views with the referee's own over whole games.

use std::str::FromStr;

use super::game::{Game, Seat};
use super::protocol::Protocol;
use super::remote::seat_state::SeatState;

/// Why a bot got no view out of its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The input ended before a turn began: the game is over.
    Closed,
    /// The input is not what the protocol says; the text says why.
    Bad(String),
}

/// One turn's input, read: the rules (with the seat count the input
/// gave), the reader's seat and its view.
#[derive(Clone, Debug)]
pub struct TurnRead<G: Game> {
    /// The game's rules options, for the seat count read.
    pub options: G::Options,
    /// The reading seat.
    pub seat: Seat,
    /// What the seat may see now.
    pub view: G::View,
}

impl<G: SeatState> TurnRead<G> {
    /// A state that agrees with the real one on everything this seat may
    /// see and do ([`SeatState`]): what the seat's AI decides on.
    pub fn state(&self) -> G {
        G::seat_state(&self.options, self.seat, &self.view)
    }
}

/// A game whose seat's view a bot rebuilds from the protocol's input.
pub trait ProtocolReader: Protocol + SeatState {
    /// What a seat remembers between its turns.
    type Memory;

    /// The memory of a seat that has read nothing yet, playing under
    /// `rules` (a named rule set; the input gives the seat count). An
    /// error names rules whose views the protocol cannot rebuild.
    fn memory(rules: &Self::Options) -> Result<Self::Memory, String>;

    /// Reads one turn's input (and, before the first, the initial
    /// input). [`ReadError::Closed`] when the input ends between turns.
    fn read_turn(
        memory: &mut Self::Memory,
        input: &mut Input<'_>,
    ) -> Result<TurnRead<Self>, ReadError>;
}

/// The lines a bot reads, one at a time.
pub struct Input<'a> {
    lines: &'a mut dyn Iterator<Item = String>,
}

impl<'a> Input<'a> {
    /// Reads from `lines` (each without its line ending).
    pub fn new(lines: &'a mut dyn Iterator<Item = String>) -> Input<'a> {
        Input { lines }
    }

    /// The first line of a turn: [`ReadError::Closed`] at the end.
    pub fn first(&mut self) -> Result<String, ReadError> {
        self.lines.next().ok_or(ReadError::Closed)
    }

    /// A line inside a turn (`what` names it for the error).
    pub fn line(&mut self, what: &str) -> Result<String, ReadError> {
        self.lines
            .next()
            .ok_or_else(|| ReadError::Bad(format!("the input ended before {what}")))
    }

    /// A line holding one number.
    pub fn number<T: FromStr>(&mut self, what: &str) -> Result<T, ReadError> {
        let line = self.line(what)?;
        parse_number(&line, what)
    }

    /// A line of numbers separated by spaces.
    pub fn numbers<T: FromStr>(&mut self, what: &str) -> Result<Vec<T>, ReadError> {
        let line = self.line(what)?;
        parse_numbers(&line, what)
    }
}

/// `text` as one number (`what` names it for the error).
pub fn parse_number<T: FromStr>(text: &str, what: &str) -> Result<T, ReadError> {
    text.trim()
        .parse()
        .map_err(|_| bad(format!("`{text}` is not a number ({what})")))
}

/// `text` as numbers separated by spaces.
pub fn parse_numbers<T: FromStr>(text: &str, what: &str) -> Result<Vec<T>, ReadError> {
    text.split_whitespace()
        .map(|word| parse_number(word, what))
        .collect()
}

/// A [`ReadError::Bad`] saying `why`.
pub fn bad(why: impl Into<String>) -> ReadError {
    ReadError::Bad(why.into())
}
