//! What every player of a hat team knows about the table and each card:
//! the board (fireworks, discards, counters) and, for every card in every
//! hand, the kinds still publicly possible after the hints and the hat
//! code (Cox et al., "How to make the perfect fireworks display").
//!
//! A card's weights are the copies of each possible kind not yet seen on
//! the fireworks or in the discards, the same for every card; the public
//! state of a card is therefore just its set of possible kinds.

use super::super::super::actions::{Clue, HAND_SIZE};
use super::super::super::cards::{Card, Colour, KindCounts, KindSet, COLOURS, KINDS};
use super::super::super::options::Rules;
use super::super::table::MAX_PLAYERS;

/// A hand's public possibilities, slot by slot (`None`: an empty slot).
pub type HandSets = [Option<KindSet>; HAND_SIZE];

/// The table as the hat team sees it, with the public possibilities.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The rules' numbers.
    pub rules: Rules,
    /// Players in the round.
    pub n: usize,
    /// Cards a hand holds at the deal (5, or 4 at a table of 4 or 5).
    pub hand_size: usize,
    /// The copies of every kind in the deck in play.
    pub full: KindCounts,
    /// Whether colour hints also touch MULTICOLOR (rule 25).
    pub rainbow: bool,
    /// Whether discarding is allowed with an empty deck (a standard
    /// table, rule 21).
    pub discard_when_empty: bool,
    /// The colours a hint may name.
    pub nameable: &'static [Colour],
    /// Firework heights.
    pub fireworks: [u8; COLOURS],
    /// Discarded copies per kind.
    pub discards: KindCounts,
    /// Cards in the discard pile.
    pub discard_count: u32,
    /// Tokens on the table.
    pub tokens: u8,
    /// Mistakes still allowed before the fatal one.
    pub mistakes_left: u8,
    /// Cards left in the deck.
    pub deck: u8,
    /// Each round id's public possibilities (the first `n`).
    pub sets: [HandSets; MAX_PLAYERS],
}

impl Board {
    /// Every clue a hint may give, in the legal list's order.
    pub fn clues(&self) -> impl Iterator<Item = Clue> + '_ {
        self.nameable
            .iter()
            .copied()
            .map(Clue::Colour)
            .chain((1..=5).map(Clue::Level))
    }

    /// Copies of each kind neither on the fireworks nor discarded.
    pub fn remaining(&self) -> KindCounts {
        let mut left = self.full;
        for (copies, &gone) in left.iter_mut().zip(&self.discards) {
            *copies = copies.saturating_sub(gone);
        }
        for (c, &h) in self.fireworks.iter().enumerate() {
            for level in 0..usize::from(h) {
                left[c * 5 + level] = left[c * 5 + level].saturating_sub(1);
            }
        }
        left
    }

    /// The kinds that fit now.
    pub fn playable(&self) -> KindSet {
        let mut bits = 0;
        for (c, &h) in self.fireworks.iter().enumerate() {
            if h < 5 {
                bits |= 1 << (c * 5 + usize::from(h));
            }
        }
        KindSet(bits)
    }

    /// The kinds that can never be played: already played, or above a
    /// level whose copies are all discarded.
    pub fn dead(&self) -> KindSet {
        let full = self.full;
        let mut bits = 0u32;
        for (c, &h) in self.fireworks.iter().enumerate() {
            let mut blocked = false;
            for level in 1..=5u8 {
                let kind = c * 5 + usize::from(level) - 1;
                if level <= h || blocked {
                    bits |= 1 << kind;
                } else if self.discards[kind] >= full[kind] {
                    blocked = true;
                    bits |= 1 << kind;
                }
            }
        }
        KindSet(bits)
    }

    /// The kinds of which one copy only is left to play (the rest gone).
    pub fn critical(&self) -> KindSet {
        let full = self.full;
        let dead = self.dead();
        let mut bits = 0u32;
        for (kind, &copies) in full.iter().enumerate() {
            if !dead.has_kind(kind) && self.discards[kind] + 1 >= copies {
                bits |= 1 << kind;
            }
        }
        KindSet(bits)
    }

    /// The public possibilities of a newly drawn card.
    pub fn fresh(&self) -> KindSet {
        let left = self.remaining();
        KindSet(
            (0..KINDS)
                .filter(|&k| left[k] > 0)
                .fold(0, |b, k| b | (1 << k)),
        )
    }

    /// Records a card leaving a hand for the fireworks (`played`) or the
    /// discards, and the new card drawn into its slot, if any.
    pub fn reveal(&mut self, id: usize, slot: usize, card: Card, played: bool, drew: bool) {
        if played {
            self.fireworks[card.colour.index()] = card.level;
            if card.level == 5 && self.tokens < self.rules.max_tokens {
                self.tokens += 1;
            }
        } else {
            self.discards[card.kind()] += 1;
            self.discard_count += 1;
        }
        let left = self.remaining();
        let gone = KindSet(
            (0..KINDS)
                .filter(|&k| left[k] == 0)
                .fold(0, |b, k| b | (1 << k)),
        );
        for hand in self.sets.iter_mut().take(self.n) {
            for set in hand.iter_mut().flatten() {
                let narrowed = set.minus(gone);
                // A card is never left with nothing (only a broken code
                // could do that); keep what it had then.
                if !narrowed.is_empty() {
                    *set = narrowed;
                }
            }
        }
        self.sets[id][slot] = if drew {
            self.deck = self.deck.saturating_sub(1);
            Some(self.fresh())
        } else {
            None
        };
    }
}

/// Sums of weights of a set of kinds for probabilities.
#[derive(Clone, Copy, Debug)]
pub struct Weights<'a> {
    /// The copies of each kind a card may be.
    pub left: &'a KindCounts,
}

impl Weights<'_> {
    /// The total weight of `set`.
    pub fn total(&self, set: KindSet) -> u32 {
        // The set's bits one by one (the same sum as over every kind).
        let mut bits = set.0 & ((1 << KINDS) - 1);
        let mut sum = 0;
        while bits != 0 {
            sum += u32::from(self.left[bits.trailing_zeros() as usize]);
            bits &= bits - 1;
        }
        sum
    }

    /// The chance a card with possibilities `set` is in `target`.
    pub fn chance(&self, set: KindSet, target: KindSet) -> f64 {
        let all = self.total(set);
        if all == 0 {
            return 0.0;
        }
        f64::from(self.total(set.and(target))) / f64::from(all)
    }
}
