//! Rules options, actions and rule errors.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::cards::{is_card, Card, HAND_SIZE, ROWS, SEATS};
use crate::engine::game::Seat;

/// A fixed first deal, so lessons and tests can start from a known table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The card that starts each row 0..3.
    pub rows: [Card; ROWS],
    /// Each seat's hand; all hands hold the same number of cards, 1..=10.
    pub hands: [Vec<Card>; SEATS],
}

impl Deal {
    /// Checks that the deal uses real, distinct cards and equal hands of
    /// 1..=10 cards; the error says what is wrong.
    pub fn validate(&self) -> Result<(), String> {
        let mut seen = [false; 256];
        let all = self.rows.iter().chain(self.hands.iter().flatten());
        for &card in all {
            if !is_card(card) {
                return Err(format!("{card} is not a card (cards are 1 to 104)"));
            }
            if seen[card as usize] {
                return Err(format!("card {card} is dealt twice"));
            }
            seen[card as usize] = true;
        }
        let size = self.hands[0].len();
        if size == 0 || size > HAND_SIZE {
            return Err(format!("hands must hold 1 to 10 cards, not {size}"));
        }
        if self.hands.iter().any(|h| h.len() != size) {
            return Err("every hand must hold the same number of cards".to_string());
        }
        Ok(())
    }
}

/// Rules options; the default is the standard game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Take5Options {
    /// Rounds in a game (rule 2: 5); 0 plays one round.
    pub rounds: u8,
    /// A fixed deal for round 1 instead of a shuffle.
    pub preset: Option<Deal>,
}

impl Default for Take5Options {
    fn default() -> Self {
        Take5Options {
            rounds: 5,
            preset: None,
        }
    }
}

/// One decision of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Take5Action {
    /// Play this card from the hand this turn (rule 4).
    Play(Card),
    /// Take this row (0..3) because the played card is too low (rule 8).
    Pick(usize),
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Take5Error {
    /// The game has ended.
    GameOver,
    /// The seat does not exist.
    NoSuchSeat(Seat),
    /// The seat was disqualified.
    Disqualified(Seat),
    /// The seat has nothing to do now (already chose, or another seat is
    /// picking a row).
    NotYourTurn(Seat),
    /// A card was played while a row must be picked, or a row picked while
    /// cards are being chosen.
    WrongPhase {
        /// What the game waits for now.
        expected: &'static str,
    },
    /// The card is not in the seat's hand.
    NotInHand(Card),
    /// The row index is not 0..3.
    NoSuchRow(usize),
}

impl fmt::Display for Take5Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Take5Error::GameOver => write!(f, "the game is over"),
            Take5Error::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            Take5Error::Disqualified(s) => write!(f, "seat {s} is disqualified"),
            Take5Error::NotYourTurn(s) => write!(f, "seat {s} has nothing to do now"),
            Take5Error::WrongPhase { expected } => write!(f, "the game waits for {expected}"),
            Take5Error::NotInHand(c) => write!(f, "card {c} is not in the hand"),
            Take5Error::NoSuchRow(r) => write!(f, "there is no row {r}; rows are 0 to 3"),
        }
    }
}
