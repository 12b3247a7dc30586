//! What one player knows of a table: the identities still possible for
//! each of their own cards (hints, conventions, every card they see), and
//! what every player can tell about a teammate's card from public facts.

use super::super::actions::HAND_SIZE;
use super::super::cards::{KindCounts, KindSet, KINDS};
use super::super::knowledge::refine;
use super::table::{TCard, Table};

/// One player's knowledge of their own hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mind {
    /// The identities possible for each own card (empty for an empty
    /// slot).
    pub sets: [KindSet; HAND_SIZE],
    /// The copies of each kind the player does not see (own hand and
    /// deck).
    pub left: KindCounts,
}

/// The kinds with a copy in `left`.
pub fn available(left: &KindCounts) -> KindSet {
    KindSet(
        (0..KINDS)
            .filter(|&k| left[k] > 0)
            .fold(0, |b, k| b | (1 << k)),
    )
}

/// What a card's holder may take it to be by its hints and the
/// conventions (the conventions only when they agree with the hints).
pub fn believed(card: &TCard) -> KindSet {
    let hinted = card.hints.possible();
    let both = hinted.and(card.conv);
    if both.is_empty() {
        hinted
    } else {
        both
    }
}

impl Mind {
    /// What round id `me` knows of their own cards on `table`.
    pub fn of(table: &Table, me: usize) -> Mind {
        let full = table.full;
        let seen = table.seen_by(me);
        let left: KindCounts = std::array::from_fn(|k| full[k].saturating_sub(seen[k]));
        let mut sets = [KindSet::EMPTY; HAND_SIZE];
        let mut slots = [0usize; HAND_SIZE];
        let mut count = 0;
        for (slot, card) in table.hands[me].iter().enumerate() {
            if let Some(card) = card {
                sets[count] = believed(card);
                slots[count] = slot;
                count += 1;
            }
        }
        let mut narrowed = sets;
        refine(&mut narrowed[..count], &left);
        // Conventions can be wrong (a hint that followed other rules):
        // fall back to the hints alone where they leave nothing.
        for i in 0..count {
            if narrowed[i].is_empty() {
                if let Some(card) = &table.hands[me][slots[i]] {
                    narrowed[i] = card.hints.possible().and(available(&left));
                }
            }
        }
        let mut out = [KindSet::EMPTY; HAND_SIZE];
        for i in 0..count {
            out[slots[i]] = narrowed[i];
        }
        Mind { sets: out, left }
    }

    /// The chance that the card in `slot` is in `target`, weighting each
    /// possible kind by its unseen copies.
    pub fn chance(&self, slot: usize, target: KindSet) -> f64 {
        let set = self.sets[slot];
        let mut all = 0u32;
        let mut hit = 0u32;
        for kind in 0..KINDS {
            if set.has_kind(kind) {
                let w = u32::from(self.left[kind].max(1));
                all += w;
                if target.has_kind(kind) {
                    hit += w;
                }
            }
        }
        if all == 0 {
            0.0
        } else {
            f64::from(hit) / f64::from(all)
        }
    }
}

/// What every player can tell about a card from public facts alone: its
/// hints, the conventions, and the copies not on the fireworks or in the
/// discards.
pub fn public_set(table: &Table, card: &TCard) -> KindSet {
    let full = table.full;
    let seen = table.public_counts();
    let left = KindSet(
        (0..KINDS)
            .filter(|&k| seen[k] < full[k])
            .fold(0, |b, k| b | (1 << k)),
    );
    public_set_with(left, card)
}

/// [`public_set`] given `left`, the kinds with a copy neither played nor
/// discarded.
pub fn public_set_with(left: KindSet, card: &TCard) -> KindSet {
    let set = believed(card).and(left);
    if set.is_empty() {
        card.hints.possible().and(left)
    } else {
        set
    }
}
