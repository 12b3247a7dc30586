//! Card knowledge as data (after Hanabi-Live's `CardState`).
//!
//! - [`HintKnowledge`]: the colours and levels a card can still have from
//!   the hints alone, positive ("these are red") and negative ("the others
//!   are not red"), and which colour or level a hint named outright. Every
//!   player knows this about every card.
//! - [`empathy`]: the identities a holder can still give their own cards,
//!   given the hints and every card the holder sees (fireworks, discards,
//!   teammates' hands), refined by the holder's own cards that are fully
//!   known (Hanabi-Live's "empathy").
//!
//! Invariant (tested over thousands of rounds): a card's true identity is
//! always among its possibilities, because each step only removes kinds
//! whose every copy is accounted for elsewhere.

use serde::{Deserialize, Serialize};

use super::actions::Clue;
use super::cards::{full_counts, Card, Colour, KindCounts, KindSet, KINDS};

/// What the hints have said about one card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HintKnowledge {
    /// Colours still possible (bit `c` for colour index `c`).
    pub colours: u8,
    /// Levels still possible (bit `l - 1` for level `l`).
    pub levels: u8,
    /// The colour a hint named for this card, if one did.
    pub named_colour: Option<Colour>,
    /// The level a hint named for this card, if one did.
    pub named_level: Option<u8>,
}

impl Default for HintKnowledge {
    fn default() -> Self {
        HintKnowledge::NOTHING
    }
}

impl HintKnowledge {
    /// A card no hint has mentioned: every colour and level possible.
    pub const NOTHING: HintKnowledge = HintKnowledge {
        colours: 0x1f,
        levels: 0x1f,
        named_colour: None,
        named_level: None,
    };

    /// Learns from a hint: `touched` says whether this card matched it
    /// (positive information) or not (negative information).
    pub fn learn(&mut self, clue: Clue, touched: bool) {
        match (clue, touched) {
            (Clue::Colour(colour), true) => {
                self.colours = 1 << colour.index();
                self.named_colour = Some(colour);
            }
            (Clue::Colour(colour), false) => self.colours &= !(1 << colour.index()),
            (Clue::Level(level), true) => {
                self.levels = 1 << (level - 1);
                self.named_level = Some(level);
            }
            (Clue::Level(level), false) => self.levels &= !(1 << (level - 1)),
        }
    }

    /// The identities the hints leave possible.
    pub fn possible(self) -> KindSet {
        KindSet::from_masks(self.colours, self.levels)
    }

    /// Whether any hint has touched this card.
    pub fn touched(self) -> bool {
        self.named_colour.is_some() || self.named_level.is_some()
    }

    /// The colour the hints leave, if only one.
    pub fn colour(self) -> Option<Colour> {
        (self.colours.count_ones() == 1)
            .then(|| Colour::from_index(self.colours.trailing_zeros() as usize))
    }

    /// The level the hints leave, if only one.
    pub fn level(self) -> Option<u8> {
        (self.levels.count_ones() == 1).then(|| self.levels.trailing_zeros() as u8 + 1)
    }

    /// Whether `card` agrees with everything the hints said.
    pub fn allows(self, card: Card) -> bool {
        self.colours & (1 << card.colour.index()) != 0 && self.levels & (1 << (card.level - 1)) != 0
    }
}

/// The copies of each kind left once the `seen` counts are taken out of
/// the full deck (never below zero).
pub fn unseen(seen: &KindCounts) -> KindCounts {
    let full = full_counts();
    std::array::from_fn(|k| full[k].saturating_sub(seen[k]))
}

/// The identities a holder can still give each of their own cards: the
/// kinds the card's hints allow with a copy not seen elsewhere (`seen`
/// counts every card the holder sees: fireworks, discards and the other
/// hands), refined until stable by the holder's own fully known cards
/// (a copy one own card is known to be cannot also be another own card).
pub fn empathy(hints: &[HintKnowledge], seen: &KindCounts) -> Vec<KindSet> {
    let mut sets: Vec<KindSet> = hints.iter().map(|h| h.possible()).collect();
    refine(&mut sets, &unseen(seen));
    sets
}

/// Narrows the possible identities of one holder's cards in place: a kind
/// stays possible for a card only while `left` (the copies the holder
/// does not see elsewhere) holds a copy that none of the holder's other,
/// fully known cards accounts for. Repeated until nothing changes.
pub fn refine(sets: &mut [KindSet], left: &KindCounts) {
    let mut available = 0u32;
    for (kind, &count) in left.iter().enumerate() {
        if count > 0 {
            available |= 1 << kind;
        }
    }
    for set in sets.iter_mut() {
        set.0 &= available;
    }
    loop {
        let mut known = [0u8; KINDS];
        let mut known_mask = 0u32;
        for set in sets.iter() {
            if set.len() == 1 {
                let kind = set.0.trailing_zeros() as usize;
                known[kind] += 1;
                known_mask |= 1 << kind;
            }
        }
        if known_mask == 0 {
            return;
        }
        let mut changed = false;
        for set in sets.iter_mut() {
            let own = (set.len() == 1).then(|| set.0.trailing_zeros() as usize);
            let mut bits = set.0 & known_mask;
            while bits != 0 {
                let kind = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let others = known[kind] - u8::from(own == Some(kind));
                if others >= left[kind] {
                    set.0 &= !(1 << kind);
                    changed = true;
                }
            }
        }
        if !changed {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positive_and_negative_information() {
        let mut red = HintKnowledge::NOTHING;
        red.learn(Clue::Colour(Colour::Red), true);
        let mut other = HintKnowledge::NOTHING;
        other.learn(Clue::Colour(Colour::Red), false);
        assert_eq!(red.colour(), Some(Colour::Red));
        assert_eq!(red.named_colour, Some(Colour::Red));
        assert!(!other.allows(Card::new(Colour::Red, 1)));
        assert!(other.allows(Card::new(Colour::Blue, 1)));
        assert!(!other.touched());
        other.learn(Clue::Level(3), true);
        assert_eq!(other.possible().len(), 4);
        assert_eq!(other.level(), Some(3));
    }

    #[test]
    fn empathy_removes_kinds_whose_copies_are_all_seen_and_chains() {
        // Both Red 4s are seen elsewhere and the first card is known to be
        // the only Red 5, so the second card (red, 3 to 5) is a Red 3.
        let mut seen = [0u8; KINDS];
        seen[Card::new(Colour::Red, 4).kind()] = 2;
        let mut five = HintKnowledge::NOTHING;
        five.learn(Clue::Colour(Colour::Red), true);
        five.learn(Clue::Level(5), true);
        let mut high = HintKnowledge::NOTHING;
        high.learn(Clue::Colour(Colour::Red), true);
        high.levels = 0b11100; // 3, 4 or 5
        let sets = empathy(&[five, high], &seen);
        assert_eq!(sets[0].single(), Some(Card::new(Colour::Red, 5)));
        assert_eq!(sets[1].single(), Some(Card::new(Colour::Red, 3)));
    }
}
