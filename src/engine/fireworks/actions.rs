//! One decision of the player to act (rule 5): a hint, a discard or a
//! play, and the slots A..E they name.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::cards::{Card, Colour};
use crate::engine::game::Seat;

/// Cards in a hand (slots A..E).
pub const HAND_SIZE: usize = 5;

/// A hand position, `0..5`, shown as the letters A..E (rule 3).
pub type Slot = usize;

/// The letter of `slot` (`0` → `A`).
pub fn slot_letter(slot: Slot) -> char {
    match u8::try_from(slot) {
        Ok(s) if s < 26 => (b'A' + s) as char,
        _ => '?',
    }
}

/// The slot of a letter `A`..`E`.
pub fn slot_of_letter(letter: &str) -> Option<Slot> {
    match letter.as_bytes() {
        [b @ b'A'..=b'E'] => Some(usize::from(b - b'A')),
        _ => None,
    }
}

/// What a hint names: one colour or one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Clue {
    /// Every card of this colour.
    Colour(Colour),
    /// Every card of this level (1..=5).
    Level(u8),
}

impl Clue {
    /// Whether `card` matches the clue (is touched by it).
    pub fn touches(self, card: Card) -> bool {
        match self {
            Clue::Colour(colour) => card.colour == colour,
            Clue::Level(level) => card.level == level,
        }
    }

    /// Every clue, colours first (rule-1 order), then levels 1..5: the
    /// order of hints in the legal list.
    pub fn all() -> impl Iterator<Item = Clue> {
        Colour::ALL
            .into_iter()
            .map(Clue::Colour)
            .chain((1..=5).map(Clue::Level))
    }

    /// The value as the protocol writes it (`RED`, `3`).
    pub fn word(self) -> String {
        match self {
            Clue::Colour(colour) => colour.word().to_string(),
            Clue::Level(level) => level.to_string(),
        }
    }

    /// How an explanation names a card that matches (`red`, `a 3`), and
    /// the plural (`red`, `3s`).
    pub fn describe(self, plural: bool) -> String {
        match (self, plural) {
            (Clue::Colour(colour), _) => colour.name().to_string(),
            (Clue::Level(level), false) => format!("a {level}"),
            (Clue::Level(level), true) => format!("{level}s"),
        }
    }
}

impl fmt::Display for Clue {
    /// `red` or `3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Clue::Colour(colour) => f.write_str(colour.name()),
            Clue::Level(level) => write!(f, "{level}"),
        }
    }
}

/// One decision of the player to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FireworksAction {
    /// Play the card in this slot (rule 5 `PLAY`).
    Play(Slot),
    /// Discard the card in this slot for a token (rule 5 `DISCARD`).
    Discard(Slot),
    /// Tell a teammate (a global seat) which of their cards match `clue`,
    /// for a token (rule 5 `SAY`).
    Hint {
        /// The teammate told, as a global seat (0..3).
        to: Seat,
        /// The colour or level named.
        clue: Clue,
    },
}

impl FireworksAction {
    /// The slot a play or discard names.
    pub fn slot(self) -> Option<Slot> {
        match self {
            FireworksAction::Play(slot) | FireworksAction::Discard(slot) => Some(slot),
            FireworksAction::Hint { .. } => None,
        }
    }
}
