//! A hat decision in round ids ([`Choice`]) and a card's private set
//! ([`own`]): what the decision (`mod.rs`) and the discard's choice
//! (`discard.rs`) share.

use super::super::super::actions::Clue;
use super::super::super::cards::{KindSet, KINDS};

/// A decision in round ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Play the card in this slot.
    Play(usize),
    /// Discard the card in this slot.
    Discard(usize),
    /// Tell this round id about this clue.
    Hint(usize, Clue),
}

/// A card's private set: the public one without kinds the holder sees
/// every remaining copy of.
pub(super) fn own(set: KindSet, left: &[u8; KINDS]) -> KindSet {
    let private = KindSet(
        (0..KINDS)
            .filter(|&k| left[k] > 0)
            .fold(0, |b, k| b | (1 << k)),
    );
    let narrowed = set.and(private);
    if narrowed.is_empty() {
        set
    } else {
        narrowed
    }
}
