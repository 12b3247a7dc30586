//! The 50 cards (rule 1): five colours, levels 1,1,1,2,2,3,3,4,4,5 each,
//! and the boxed game's sixth colour, MULTICOLOR (rule 25: 60 cards).
//!
//! Three names for a card, each for its own job:
//! - [`Card`]: what a card shows (colour and level), as people read it;
//! - [`CardId`]: one physical card of the 50 (`0..50`), so the two Red 2s
//!   are told apart (the secrets the conformance suite checks);
//! - a kind index `0..25` (`colour * 5 + level - 1`, see [`Card::kind`]),
//!   with [`KindSet`] sets of kinds for card knowledge and the AIs.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::text::{t, Msg};

/// Number of colours, MULTICOLOR included (a five-colour game leaves it
/// out of its deck: [`super::options::Deck`]).
pub const COLOURS: usize = 6;
/// Number of levels (1..=5).
pub const LEVELS: usize = 5;
/// Number of card kinds (colour × level).
pub const KINDS: usize = COLOURS * LEVELS;
/// Number of physical cards of every colour (60; the five-colour deck of
/// rule 1 is the first 50).
pub const DECK_SIZE: usize = 60;
/// Cards per colour.
const PER_COLOUR: usize = 10;
/// The level of each of a colour's ten physical cards, in id order.
const LEVEL_OF_INDEX: [u8; PER_COLOUR] = [1, 1, 1, 2, 2, 3, 3, 4, 4, 5];

/// One of the colours, in the order the rules list them (MULTICOLOR, the
/// sixth, only in the boxed game's decks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// `WHITE` in the protocol.
    White,
    /// `RED` in the protocol.
    Red,
    /// `BLUE` in the protocol.
    Blue,
    /// `GREEN` in the protocol.
    Green,
    /// `YELLOW` in the protocol.
    Yellow,
    /// `MULTICOLOR` in the protocol: the boxed game's sixth colour.
    Multicolor,
}

impl Colour {
    /// All colours in rule-1 order, MULTICOLOR last (also the order of
    /// hints and fireworks); a deck's own list is
    /// [`super::options::Deck::colours`].
    pub const ALL: [Colour; COLOURS] = [
        Colour::White,
        Colour::Red,
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Multicolor,
    ];

    /// Position in [`Colour::ALL`], `0..6`.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour at position `index` of [`Colour::ALL`].
    ///
    /// # Panics
    /// Panics if `index >= 6`.
    pub fn from_index(index: usize) -> Colour {
        Colour::ALL[index]
    }

    /// The protocol word (`RED`).
    pub fn word(self) -> &'static str {
        ["WHITE", "RED", "BLUE", "GREEN", "YELLOW", "MULTICOLOR"][self.index()]
    }

    /// The colour named by a protocol word, exactly as written (`RED`).
    pub fn from_word(word: &str) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.word() == word)
    }

    /// The lower-case English name (`red`): the English texts that are not
    /// translated yet, and the key that picks the colour in its messages
    /// ([`Colour::name_msg`]).
    pub fn name(self) -> &'static str {
        ["white", "red", "blue", "green", "yellow", "multicolour"][self.index()]
    }

    /// The capitalised name (`Red`), for card names.
    pub fn title(self) -> &'static str {
        ["White", "Red", "Blue", "Green", "Yellow", "Multicolour"][self.index()]
    }

    /// The colour on its own in an explanation, in the reader's language:
    /// a firework in a list of heights (`red 5`).
    pub fn name_msg(self) -> Msg {
        t::fireworks_colour(self.name())
    }

    /// The colour describing a firework (`the red firework`), in the
    /// reader's language.
    pub fn firework_msg(self) -> Msg {
        t::fireworks_colour_firework(self.name())
    }

    /// The colour said of one card (`card B is red`), or of several
    /// (`cards B and D are red`), in the reader's language.
    pub fn card_msg(self, several: bool) -> Msg {
        if several {
            t::fireworks_colour_cards(self.name())
        } else {
            t::fireworks_colour_card(self.name())
        }
    }

    /// The letter every card of this colour shows (`R`), so colour is
    /// never the only cue.
    pub fn letter(self) -> char {
        ['W', 'R', 'B', 'G', 'Y', 'M'][self.index()]
    }
}

/// What a card shows: a colour and a level 1..=5. Saved as its short form
/// (`R3`), which keeps presets small and their reader small in the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    /// Its colour.
    pub colour: Colour,
    /// Its level, 1..=5.
    pub level: u8,
}

impl Card {
    /// The card of `colour` and `level` (1..=5).
    pub fn new(colour: Colour, level: u8) -> Card {
        debug_assert!((1..=5).contains(&level), "levels are 1 to 5");
        Card { colour, level }
    }

    /// Its kind index, `colour * 5 + level - 1` (`0..25`).
    pub fn kind(self) -> usize {
        self.colour.index() * LEVELS + usize::from(self.level) - 1
    }

    /// The card of kind index `kind` (`0..25`).
    pub fn from_kind(kind: usize) -> Card {
        Card {
            colour: Colour::from_index(kind / LEVELS),
            level: (kind % LEVELS) as u8 + 1,
        }
    }

    /// How many copies of this card the deck holds: three 1s, one 5, two
    /// of every other level.
    pub fn copies(self) -> u8 {
        copies_of_level(self.level)
    }

    /// The name people read (`Red 3`) in the reader's language, for
    /// explanations.
    pub fn msg(self) -> Msg {
        t::fireworks_card(self.colour.name(), self.level)
    }

    /// The protocol form, `RED-3`.
    pub fn protocol(self) -> String {
        format!("{}-{}", self.colour.word(), self.level)
    }

    /// The short form with the colour's letter, `R3`.
    pub fn short(self) -> String {
        format!("{}{}", self.colour.letter(), self.level)
    }

    /// Parses the short form `R3`.
    pub fn parse_short(text: &str) -> Option<Card> {
        let mut chars = text.chars();
        let letter = chars.next()?;
        let colour = Colour::ALL.into_iter().find(|c| c.letter() == letter)?;
        let level = chars
            .as_str()
            .parse::<u8>()
            .ok()
            .filter(|l| (1..=5).contains(l))?;
        Some(Card::new(colour, level))
    }

    /// Parses the protocol form `RED-3`.
    pub fn parse(text: &str) -> Option<Card> {
        let (colour, level) = text.split_once('-')?;
        let colour = Colour::from_word(colour)?;
        let level: u8 = level.parse().ok().filter(|l| (1..=5).contains(l))?;
        Some(Card::new(colour, level))
    }
}

impl fmt::Display for Card {
    /// The name people read, `Red 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.colour.title(), self.level)
    }
}

/// How many copies of a card of `level` the deck holds.
pub fn copies_of_level(level: u8) -> u8 {
    match level {
        1 => 3,
        5 => 1,
        _ => 2,
    }
}

/// One physical card, `0..60` (`0..50` in the five-colour deck): colour `id / 10`, level by its
/// position in the colour (1,1,1,2,2,3,3,4,4,5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

impl CardId {
    /// What this physical card shows.
    pub fn card(self) -> Card {
        let id = usize::from(self.0);
        Card::new(
            Colour::from_index(id / PER_COLOUR),
            LEVEL_OF_INDEX[id % PER_COLOUR],
        )
    }

    /// Every physical card of every colour (60), in id order.
    pub fn all() -> impl Iterator<Item = CardId> {
        CardId::first(DECK_SIZE)
    }

    /// The first `size` physical cards (a deck of 50 or 60), in id order.
    pub fn first(size: usize) -> impl Iterator<Item = CardId> {
        (0..size.min(DECK_SIZE) as u8).map(CardId)
    }
}

/// A set of card kinds (bit `kind` set when that kind is in the set).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct KindSet(pub u32);

impl KindSet {
    /// Every one of the 30 kinds (25 without MULTICOLOR).
    pub const ALL: KindSet = KindSet((1 << KINDS) - 1);
    /// No kind.
    pub const EMPTY: KindSet = KindSet(0);

    /// The kinds whose colour is in `colours` and whose level is in
    /// `levels` (bit masks: bit `c` for colour index `c`, bit `l - 1` for
    /// level `l`).
    pub fn from_masks(colours: u8, levels: u8) -> KindSet {
        let mut bits = 0u32;
        for c in 0..COLOURS {
            if colours & (1 << c) != 0 {
                bits |= u32::from(levels & 0x1f) << (c * LEVELS);
            }
        }
        KindSet(bits)
    }

    /// The set holding only `card`.
    pub fn only(card: Card) -> KindSet {
        KindSet(1 << card.kind())
    }

    /// Whether `card`'s kind is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.kind()) != 0
    }

    /// Whether kind index `kind` is in the set.
    pub fn has_kind(self, kind: usize) -> bool {
        self.0 & (1 << kind) != 0
    }

    /// The number of kinds in the set.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only card of a one-kind set.
    pub fn single(self) -> Option<Card> {
        (self.len() == 1).then(|| Card::from_kind(self.0.trailing_zeros() as usize))
    }

    /// The kinds in both sets.
    pub fn and(self, other: KindSet) -> KindSet {
        KindSet(self.0 & other.0)
    }

    /// The kinds in this set but not in `other`.
    pub fn minus(self, other: KindSet) -> KindSet {
        KindSet(self.0 & !other.0)
    }

    /// The cards of the set, in kind order.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        let bits = self.0;
        (0..KINDS)
            .filter(move |k| bits & (1 << k) != 0)
            .map(Card::from_kind)
    }

    /// Bit mask of the colours present (bit `c` for colour index `c`).
    pub fn colour_mask(self) -> u8 {
        let mut mask = 0;
        for c in 0..COLOURS {
            if (self.0 >> (c * LEVELS)) & 0x1f != 0 {
                mask |= 1 << c;
            }
        }
        mask
    }

    /// Bit mask of the levels present (bit `l - 1` for level `l`).
    pub fn level_mask(self) -> u8 {
        let mut mask = 0u32;
        for c in 0..COLOURS {
            mask |= (self.0 >> (c * LEVELS)) & 0x1f;
        }
        mask as u8
    }
}

/// Counts per card kind (e.g. copies seen, copies left).
pub type KindCounts = [u8; KINDS];

/// The copies of every kind in the 60-card deck, kind order (three 1s,
/// two 2s, 3s and 4s, one 5 per colour); the five-colour deck has none of
/// the MULTICOLOR kinds ([`super::options::Deck::counts`]).
pub const FULL_COUNTS: KindCounts = [
    3, 2, 2, 2, 1, 3, 2, 2, 2, 1, 3, 2, 2, 2, 1, 3, 2, 2, 2, 1, 3, 2, 2, 2, 1, 3, 2, 2, 2, 1,
];

/// The copies of every kind in a full deck.
pub fn full_counts() -> KindCounts {
    FULL_COUNTS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_sixty_cards_with_the_rule_one_levels() {
        let mut counts = [0u8; KINDS];
        for id in CardId::all() {
            counts[id.card().kind()] += 1;
        }
        assert_eq!(counts, full_counts());
        assert_eq!(counts.iter().map(|&c| usize::from(c)).sum::<usize>(), 60);
        assert!(CardId::all()
            .take(50)
            .all(|id| id.card().colour != Colour::Multicolor));
        for colour in Colour::ALL {
            let levels: Vec<u8> = CardId::all()
                .map(CardId::card)
                .filter(|c| c.colour == colour)
                .map(|c| c.level)
                .collect();
            assert_eq!(levels, vec![1, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
        }
    }

    #[test]
    fn kinds_masks_and_words_round_trip() {
        for kind in 0..KINDS {
            let card = Card::from_kind(kind);
            assert_eq!(card.kind(), kind);
            assert_eq!(Card::parse(&card.protocol()), Some(card));
            assert_eq!(KindSet::only(card).single(), Some(card));
        }
        let set = KindSet::from_masks(0b00010, 0b00100);
        assert_eq!(set.single(), Some(Card::new(Colour::Red, 3)));
        assert_eq!(KindSet::ALL.len(), 30);
        assert_eq!(KindSet::ALL.colour_mask(), 0x3f);
        assert_eq!(
            Card::parse("MULTICOLOR-2"),
            Some(Card::new(Colour::Multicolor, 2))
        );
        assert_eq!(set.level_mask(), 0b100);
        assert_eq!(Card::parse("RED-6"), None);
        assert_eq!(Card::parse("red-1"), None);
        assert_eq!(Card::new(Colour::Yellow, 5).to_string(), "Yellow 5");
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.short())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Card::parse_short(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("`{text}` is not a card (W1 … Y5, M1 … M5)"))
        })
    }
}

#[cfg(test)]
mod serde_tests {
    use super::*;

    #[test]
    fn cards_are_saved_by_their_short_form() {
        for kind in 0..KINDS {
            let card = Card::from_kind(kind);
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(json, format!("\"{}\"", card.short()));
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
        }
        for bad in [
            "\"R6\"",
            "\"X1\"",
            "\"R\"",
            "\"\"",
            "{\"colour\":\"red\",\"level\":3}",
        ] {
            assert!(serde_json::from_str::<Card>(bad).is_err(), "{bad}");
        }
    }
}
