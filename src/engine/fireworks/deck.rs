//! Which cards are in play: the 50 cards of rule 1, or 60 with the boxed
//! game's sixth colour, MULTICOLOR, as an ordinary colour or as rainbow
//! (RULES.md rule 25).

use serde::{Deserialize, Serialize};

use super::cards::{full_counts, Card, Colour, KindCounts, KindSet};

/// Which cards are in the deck (RULES.md rule 25).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// The 50 cards of rule 1.
    #[default]
    FiveColours,
    /// 60 cards: MULTICOLOR is an ordinary sixth colour that hints may
    /// name (preset `standard-6-colours`).
    SixColours,
    /// 60 cards: MULTICOLOR is rainbow: every colour hint touches it and
    /// no hint names it (preset `standard-rainbow`).
    Rainbow,
}

impl Deck {
    /// Whether this is the five-colour deck (left out of saved options).
    pub fn is_default(&self) -> bool {
        *self == Deck::FiveColours
    }

    /// The colours in play, in rule-1 order (MULTICOLOR last).
    pub fn colours(self) -> &'static [Colour] {
        match self {
            Deck::FiveColours => &Colour::ALL[..5],
            Deck::SixColours | Deck::Rainbow => &Colour::ALL,
        }
    }

    /// The number of colours in play.
    pub fn colour_count(self) -> usize {
        self.colours().len()
    }

    /// The cards in the deck (50 or 60).
    pub fn size(self) -> usize {
        self.colour_count() * 10
    }

    /// The colours a hint may name (rainbow: not MULTICOLOR).
    pub fn nameable(self) -> &'static [Colour] {
        match self {
            Deck::Rainbow => &Colour::ALL[..5],
            other => other.colours(),
        }
    }

    /// Whether MULTICOLOR is rainbow (touched by every colour hint).
    pub fn rainbow(self) -> bool {
        self == Deck::Rainbow
    }

    /// The greatest total height of the fireworks (25 or 30).
    pub fn max_height(self) -> u8 {
        self.colour_count() as u8 * 5
    }

    /// The copies of every kind in this deck (MULTICOLOR kinds 0 in the
    /// five-colour deck).
    pub fn counts(self) -> KindCounts {
        let mut counts = full_counts();
        if self == Deck::FiveColours {
            for level in 1..=5 {
                counts[Card::new(Colour::Multicolor, level).kind()] = 0;
            }
        }
        counts
    }

    /// Every kind of this deck.
    pub fn kinds(self) -> KindSet {
        KindSet::from_masks(((1u16 << self.colour_count()) - 1) as u8, 0x1f)
    }
}
