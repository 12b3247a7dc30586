//! Why the rules refuse an action.

use std::fmt;

use super::actions::{slot_letter, Clue, Slot};
use super::cards::Colour;
use crate::engine::game::Seat;
use crate::text::t;

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
        let message = match self {
            FireworksError::GameOver => t::fireworks_error_game_over(),
            FireworksError::NotYourTurn(seat) => t::fireworks_error_not_your_turn(*seat),
            FireworksError::NoSuchSlot(slot) => t::fireworks_error_no_such_slot(*slot),
            FireworksError::EmptySlot(slot) => {
                t::fireworks_error_empty_slot(slot_letter(*slot).to_string())
            }
            FireworksError::NoToken => t::fireworks_error_no_token(),
            FireworksError::TokensFull(max) => t::fireworks_error_tokens_full(*max),
            FireworksError::DeckEmpty => t::fireworks_error_deck_empty(),
            FireworksError::SelfHint => t::fireworks_error_self_hint(),
            FireworksError::NotInRound(seat) => t::fireworks_error_not_in_round(*seat),
            FireworksError::TouchesNothing(Clue::Colour(colour)) => {
                t::fireworks_error_touches_no_colour(colour.card_msg(false))
            }
            FireworksError::TouchesNothing(Clue::Level(level)) => {
                t::fireworks_error_touches_no_level(*level)
            }
            FireworksError::NoSuchLevel(level) => t::fireworks_error_no_such_level(*level),
            FireworksError::NoSuchColour(colour) => {
                t::fireworks_error_no_such_colour(colour.name_msg())
            }
            FireworksError::OutsideHand(slot) => {
                t::fireworks_error_outside_hand(slot_letter(*slot).to_string())
            }
        };
        write!(f, "{message}")
    }
}
