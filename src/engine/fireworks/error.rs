//! Why the rules refuse an action.

use std::fmt;

use super::actions::{slot_letter, Clue, Slot};
use super::cards::Colour;
use crate::engine::game::Seat;

/// Why an action was refused; the state is left unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FireworksError {
    /// The game is over.
    GameOver,
    /// It is another player's turn (or the seat sits this round out).
    NotYourTurn(Seat),
    /// The slot is not A..E.
    NoSuchSlot(Slot),
    /// The slot is empty: the deck ran out after it was played or
    /// discarded (rule 7).
    EmptySlot(Slot),
    /// A hint needs a token and none is left (rule 5).
    NoToken,
    /// Discarding is not allowed with every token on the table (rule 5).
    TokensFull(u8),
    /// Discarding is not allowed once the deck is empty (rule 5).
    DeckEmpty,
    /// A player cannot inform themselves (rule 5).
    SelfHint,
    /// The hinted seat does not play this round.
    NotInRound(Seat),
    /// A hint must match at least one card (rule 5).
    TouchesNothing(Clue),
    /// A level outside 1..=5 was named.
    NoSuchLevel(u8),
    /// A colour no hint may name in this game: MULTICOLOR outside the
    /// six-colour deck (rules 25 and 28).
    NoSuchColour(Colour),
    /// A slot past the end of a hand of four (slots A to D, rule 20).
    OutsideHand(Slot),
}

impl fmt::Display for FireworksError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FireworksError::GameOver => write!(f, "the game is over"),
            FireworksError::NotYourTurn(seat) => {
                write!(f, "it is not player {seat}'s turn")
            }
            FireworksError::NoSuchSlot(slot) => {
                write!(f, "there is no slot {slot}; slots are A to E")
            }
            FireworksError::EmptySlot(slot) => write!(
                f,
                "slot {} is empty: the deck ran out, so no card came to replace it",
                slot_letter(*slot)
            ),
            FireworksError::NoToken => {
                write!(f, "no information token is left, so no hint can be given")
            }
            FireworksError::TokensFull(max) => write!(
                f,
                "all {max} information tokens are on the table, so discarding is not allowed"
            ),
            FireworksError::DeckEmpty => {
                write!(f, "the deck is empty, so discarding is not allowed")
            }
            FireworksError::SelfHint => write!(f, "a player cannot give a hint to themselves"),
            FireworksError::NotInRound(seat) => {
                write!(f, "player {seat} does not play this round")
            }
            FireworksError::TouchesNothing(clue) => write!(
                f,
                "a hint must match at least one card, and no card of that hand is {}",
                clue.describe(false)
            ),
            FireworksError::NoSuchLevel(level) => {
                write!(f, "there is no level {level}; levels are 1 to 5")
            }
            FireworksError::NoSuchColour(colour) => {
                write!(f, "no hint may name {} in this game", colour.name())
            }
            FireworksError::OutsideHand(slot) => write!(
                f,
                "hands hold four cards (A to D) at this table, so there is no card {}",
                slot_letter(*slot)
            ),
        }
    }
}
