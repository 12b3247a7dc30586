//! The round's public history: every action with what everyone saw, so a
//! view holds everything a convention or a hat code needs to be decoded
//! (an agent lives for one decision and remembers nothing).

use serde::{Deserialize, Serialize};

use super::actions::{FireworksAction, Slot};
use super::cards::Card;
use crate::engine::game::Seat;

/// What everyone saw of one turn's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TurnResult {
    /// A hint: the slots of the told player's hand it touched (bit `s`
    /// for slot `s`).
    Hint {
        /// Touched slots as a bit mask.
        touched: u8,
    },
    /// A play: the card shown, whether it fitted, whether a card was drawn
    /// into its slot.
    Played {
        /// The card played.
        card: Card,
        /// True when it extended its firework; false for a mistake.
        success: bool,
        /// Whether a new card was drawn into the slot.
        drew: bool,
    },
    /// A discard: the card shown and whether a card was drawn.
    Discarded {
        /// The card discarded.
        card: Card,
        /// Whether a new card was drawn into the slot.
        drew: bool,
    },
}

/// One turn of a round, as everyone saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Who acted (global seat).
    pub seat: Seat,
    /// What they did.
    pub action: FireworksAction,
    /// What everyone saw happen.
    pub result: TurnResult,
}

impl Turn {
    /// The slot a play or discard emptied, and the card revealed.
    pub fn revealed(&self) -> Option<(Slot, Card)> {
        match (self.action, self.result) {
            (FireworksAction::Play(slot), TurnResult::Played { card, .. })
            | (FireworksAction::Discard(slot), TurnResult::Discarded { card, .. }) => {
                Some((slot, card))
            }
            _ => None,
        }
    }

    /// Whether a card was drawn after this turn.
    pub fn drew(&self) -> bool {
        matches!(
            self.result,
            TurnResult::Played { drew: true, .. } | TurnResult::Discarded { drew: true, .. }
        )
    }
}
