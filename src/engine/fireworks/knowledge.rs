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
use super::cards::{Card, Colour, KindCounts, KindSet, KINDS};

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
        colours: 0x3f,
        levels: 0x1f,
        named_colour: None,
        named_level: None,
    };

    /// A card of a deck of `colours` colours that no hint has mentioned.
    pub fn fresh(colours: usize) -> HintKnowledge {
        HintKnowledge {
            colours: ((1u16 << colours) - 1) as u8,
            ..HintKnowledge::NOTHING
        }
    }

    /// Learns from a hint: `touched` says whether this card matched it
    /// (positive information) or not (negative information). Under
    /// `rainbow` a colour hint also touches MULTICOLOR (rule 25): a
    /// touched card is that colour or MULTICOLOR, an untouched one is
    /// neither, and once hints naming two different colours touched it,
    /// `named_colour` is MULTICOLOR (rule 26).
    pub fn learn(&mut self, clue: Clue, touched: bool, rainbow: bool) {
        let multi = 1 << Colour::Multicolor.index();
        match (clue, touched) {
            (Clue::Colour(colour), true) if rainbow => {
                self.colours &= (1 << colour.index()) | multi;
                self.named_colour = match self.named_colour {
                    Some(before) if before != colour => Some(Colour::Multicolor),
                    _ => Some(colour),
                };
            }
            (Clue::Colour(colour), false) if rainbow => {
                self.colours &= !((1 << colour.index()) | multi);
            }
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

    /// The colour a player is shown of their own card (rule 26): the
    /// colour a hint named, except under rainbow, where only MULTICOLOR
    /// is shown (once hints naming two different colours touched it).
    pub fn shown_colour(self, rainbow: bool) -> Option<Colour> {
        match self.named_colour {
            Some(Colour::Multicolor) => Some(Colour::Multicolor),
            Some(_) if rainbow => None,
            named => named,
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
/// the deck's `full` counts (never below zero).
pub fn unseen(full: &KindCounts, seen: &KindCounts) -> KindCounts {
    std::array::from_fn(|k| full[k].saturating_sub(seen[k]))
}

/// The identities a holder can still give each of their own cards: the
/// kinds the card's hints allow with a copy not seen elsewhere (`seen`
/// counts every card the holder sees: fireworks, discards and the other
/// hands), refined until stable by the holder's own fully known cards
/// (a copy one own card is known to be cannot also be another own card).
pub fn empathy(hints: &[HintKnowledge], full: &KindCounts, seen: &KindCounts) -> Vec<KindSet> {
    let mut sets: Vec<KindSet> = hints.iter().map(|h| h.possible()).collect();
    refine(&mut sets, &unseen(full, seen));
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
    use super::super::cards::full_counts;
    use super::*;

    #[test]
    fn positive_and_negative_information() {
        let mut red = HintKnowledge::fresh(5);
        red.learn(Clue::Colour(Colour::Red), true, false);
        let mut other = HintKnowledge::fresh(5);
        other.learn(Clue::Colour(Colour::Red), false, false);
        assert_eq!(red.colour(), Some(Colour::Red));
        assert_eq!(red.named_colour, Some(Colour::Red));
        assert!(!other.allows(Card::new(Colour::Red, 1)));
        assert!(other.allows(Card::new(Colour::Blue, 1)));
        assert!(!other.touched());
        other.learn(Clue::Level(3), true, false);
        assert_eq!(other.possible().len(), 4);
        assert_eq!(other.level(), Some(3));
    }

    #[test]
    fn empathy_removes_kinds_whose_copies_are_all_seen_and_chains() {
        // Both Red 4s are seen elsewhere and the first card is known to be
        // the only Red 5, so the second card (red, 3 to 5) is a Red 3.
        let mut seen = [0u8; KINDS];
        seen[Card::new(Colour::Red, 4).kind()] = 2;
        let mut five = HintKnowledge::fresh(5);
        five.learn(Clue::Colour(Colour::Red), true, false);
        five.learn(Clue::Level(5), true, false);
        let mut high = HintKnowledge::fresh(5);
        high.learn(Clue::Colour(Colour::Red), true, false);
        high.levels = 0b11100; // 3, 4 or 5
        let sets = empathy(&[five, high], &full_counts(), &seen);
        assert_eq!(sets[0].single(), Some(Card::new(Colour::Red, 5)));
        assert_eq!(sets[1].single(), Some(Card::new(Colour::Red, 3)));
    }

    #[test]
    fn rainbow_hints_leave_the_colour_or_multicolour_and_two_colours_make_it_multicolour() {
        let mut card = HintKnowledge::fresh(6);
        card.learn(Clue::Colour(Colour::Red), true, true);
        assert_eq!(card.colours, 0b10_0010);
        assert_eq!(card.shown_colour(true), None);
        card.learn(Clue::Colour(Colour::Red), true, true);
        assert_eq!(card.shown_colour(true), None, "the same colour twice");
        card.learn(Clue::Colour(Colour::Blue), true, true);
        assert_eq!(card.colour(), Some(Colour::Multicolor));
        assert_eq!(card.shown_colour(true), Some(Colour::Multicolor));
        let mut other = HintKnowledge::fresh(6);
        other.learn(Clue::Colour(Colour::Red), false, true);
        assert_eq!(other.colours, 0b01_1101, "neither red nor multicolour");
        let mut six = HintKnowledge::fresh(6);
        six.learn(Clue::Colour(Colour::Red), true, false);
        assert_eq!(six.shown_colour(false), Some(Colour::Red));
    }
}
