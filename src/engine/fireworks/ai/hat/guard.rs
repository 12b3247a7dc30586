//! At a table of two, guarding the partner's chop: the hat code carries
//! little with one other player, and most of the points a team of two
//! loses are last copies thrown away. The partner sees which card its
//! teammate is about to discard; this layer estimates that card from the
//! public possibilities and, when it is the last copy of a card still
//! needed, hints rather than discards so that the partner need not discard yet.

use super::super::super::actions::HAND_SIZE;
use super::super::super::cards::{Card, KindSet, KINDS};
use super::board::{Board, HandSets, Weights};
use super::replay::{public_useless, Faces};

/// The kinds whose loss costs nothing: dead, or not the last copy left.
pub fn spare_kinds(board: &Board) -> KindSet {
    let remaining = board.remaining();
    let dead = board.dead();
    KindSet(
        (0..KINDS)
            .filter(|&k| dead.has_kind(k) || remaining[k] > 1)
            .fold(0, |b, k| b | (1 << k)),
    )
}

/// Kinds whose every other copy is gone: losing the card loses points.
pub fn critical_kinds(board: &Board) -> KindSet {
    let remaining = board.remaining();
    let dead = board.dead();
    KindSet(
        (0..KINDS)
            .filter(|&k| !dead.has_kind(k) && remaining[k] == 1)
            .fold(0, |b, k| b | (1 << k)),
    )
}

/// How much discarding a card of possible kinds `set` is worth (higher:
/// safer), given the unseen copies `left` and the kinds seen in another
/// hand.
pub fn discard_value(board: &Board, set: KindSet, left: &[u8; KINDS], seen: KindSet) -> f64 {
    let weights = Weights { left };
    let total = f64::from(weights.total(set).max(1));
    let level: f64 = set
        .cards()
        .map(|c| f64::from(c.level) * f64::from(left[c.kind()]))
        .sum::<f64>()
        / total;
    let spare = KindSet::ALL.minus(critical_kinds(board));
    100.0 * weights.chance(set, spare) + 10.0 * weights.chance(set, seen) + level
}

/// The slot a player holding public possibilities `sets` would likely
/// discard, as a teammate estimates it (public knowledge only).
pub fn likely_discard(board: &Board, sets: &HandSets) -> Option<usize> {
    let left = board.remaining();
    (0..HAND_SIZE)
        .filter(|&s| sets[s].is_some())
        .max_by(|&a, &b| {
            let va = discard_value(
                board,
                sets[a].unwrap_or(KindSet::ALL),
                &left,
                KindSet::EMPTY,
            );
            let vb = discard_value(
                board,
                sets[b].unwrap_or(KindSet::ALL),
                &left,
                KindSet::EMPTY,
            );
            va.partial_cmp(&vb)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(b.cmp(&a))
        })
}

/// Whether `partner`'s likely discard is a card the team cannot lose,
/// with no playable card and no publicly useless card to turn to: then a
/// player with a token hints rather than discards, which keeps the
/// partner from discarding at once (measured on 20,000 games of seeds
/// 100000 on at a table of two: 22.989 → 23.034; only with two tokens or
/// more, 23.021).
pub fn endangered(board: &Board, faces: &Faces, partner: usize) -> bool {
    let sets = &board.sets[partner];
    let playable = board.playable();
    let hand = &faces[partner];
    if hand.iter().flatten().any(|c| playable.contains(*c)) {
        return false;
    }
    if !public_useless(board, partner).is_empty() {
        return false;
    }
    let critical = critical_kinds(board);
    likely_discard(board, sets)
        .and_then(|slot| hand[slot])
        .is_some_and(|card: Card| critical.contains(card))
}
