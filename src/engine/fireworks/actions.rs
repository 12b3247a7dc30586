//! One decision of the player to act (rule 5): a hint, a discard or a
//! play, and the slots A..E they name.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::cards::{Card, Colour};
use super::deck::Deck;
use crate::engine::game::Seat;

/// The most cards in a hand (slots A..E; hands of four use A..D).
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
    /// Whether `card` matches the clue (is touched by it). Under
    /// `rainbow` (rule 25) every colour clue also touches MULTICOLOR.
    pub fn touches(self, card: Card, rainbow: bool) -> bool {
        match self {
            Clue::Colour(colour) => {
                card.colour == colour || (rainbow && card.colour == Colour::Multicolor)
            }
            Clue::Level(level) => card.level == level,
        }
    }

    /// Every clue a hint may give with `deck`, colours first (rule-1
    /// order, MULTICOLOR only when it may be named), then levels 1..5:
    /// the order of hints in the legal list.
    pub fn all(deck: Deck) -> impl Iterator<Item = Clue> {
        deck.nameable()
            .iter()
            .copied()
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

/// One decision of the player to act. Saved in records as a short text
/// (`play A`, `discard C`, `hint 2 red`, `hint 3 4`; the teammate as a
/// global seat), which keeps records small and their reader small in the
/// page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

impl fmt::Display for FireworksAction {
    /// `play A`, `discard C`, `hint 2 red`, `hint 3 4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FireworksAction::Play(slot) => write!(f, "play {}", slot_letter(*slot)),
            FireworksAction::Discard(slot) => write!(f, "discard {}", slot_letter(*slot)),
            FireworksAction::Hint { to, clue } => write!(f, "hint {to} {clue}"),
        }
    }
}

impl FireworksAction {
    /// Reads the text [`FireworksAction`]'s `Display` writes.
    pub fn parse(text: &str) -> Option<FireworksAction> {
        let mut words = text.split(' ');
        let action = match (words.next()?, words.next()?) {
            ("play", slot) => FireworksAction::Play(slot_of_letter(slot)?),
            ("discard", slot) => FireworksAction::Discard(slot_of_letter(slot)?),
            ("hint", to) => {
                let to: Seat = to.parse().ok()?;
                let word = words.next()?;
                let clue = match word.parse::<u8>() {
                    Ok(level) => Clue::Level(level),
                    Err(_) => Clue::Colour(Colour::ALL.into_iter().find(|c| c.name() == word)?),
                };
                FireworksAction::Hint { to, clue }
            }
            _ => return None,
        };
        words.next().is_none().then_some(action)
    }
}

impl Serialize for FireworksAction {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for FireworksAction {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        FireworksAction::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "`{text}` is not a Fireworks action (play A, discard C, hint 2 red, hint 3 4)"
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_are_saved_as_short_texts_and_read_back() {
        let mut all = Vec::new();
        for slot in 0..HAND_SIZE {
            all.push(FireworksAction::Play(slot));
            all.push(FireworksAction::Discard(slot));
        }
        for to in 0..4 {
            all.extend(Clue::all(Deck::SixColours).map(|clue| FireworksAction::Hint { to, clue }));
        }
        for action in all {
            let json = serde_json::to_string(&action).unwrap();
            assert_eq!(
                serde_json::from_str::<FireworksAction>(&json).unwrap(),
                action
            );
        }
        assert_eq!(
            serde_json::to_string(&FireworksAction::Hint {
                to: 2,
                clue: Clue::Colour(Colour::Red)
            })
            .unwrap(),
            "\"hint 2 red\""
        );
        assert_eq!(
            FireworksAction::parse("hint 4 multicolour"),
            Some(FireworksAction::Hint {
                to: 4,
                clue: Clue::Colour(Colour::Multicolor)
            })
        );
        for bad in [
            "\"play F\"",
            "\"hint x red\"",
            "\"hint 2 pink\"",
            "\"play A B\"",
            "\"jump\"",
            "{\"play\":0}",
        ] {
            assert!(
                serde_json::from_str::<FireworksAction>(bad).is_err(),
                "{bad}"
            );
        }
    }
}
