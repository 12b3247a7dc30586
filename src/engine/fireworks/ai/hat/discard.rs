//! The hat's discard: a coded one among cards everyone knows are
//! useless, else a card the player knows is useless, else the card likeliest
//! to be spare, seen elsewhere and low.

use super::super::super::actions::HAND_SIZE;
use super::super::super::cards::{KindSet, KINDS};
use super::super::reason::Why;
use super::board::{Board, Weights};
use super::choice::{own, Choice};
use super::guard;
use super::replay::{nobody_needed_a_hint, public_useless, sum_of_others, Faces};

/// How much a discard avoids losing the last copy of a card, against
/// throwing a copy a teammate also holds, against a low level.
const DISCARD_WEIGHTS: (f64, f64, f64) = (100.0, 10.0, 1.0);

/// A coded discard among publicly useless cards, else a privately useless
/// card, else the card that is likeliest seen elsewhere, spare and low.
pub(super) fn discard(
    board: &mut Board,
    faces: &Faces,
    left: &[u8; KINDS],
    me: usize,
    private_useless: &[usize],
) -> (Choice, Why) {
    if board.tokens > 0 {
        // Everyone will infer this from the discard; the code below is
        // read on the board after it.
        nobody_needed_a_hint(board, me);
    }
    let public = public_useless(board, me);
    if public.len() > 1 {
        let at = sum_of_others(board, faces, me, None, public.len() as u32);
        let slot = public[at as usize];
        return (
            Choice::Discard(slot),
            Why::HatDiscard {
                slot,
                useless: true,
            },
        );
    }
    if let Some(&slot) = private_useless.first() {
        return (
            Choice::Discard(slot),
            Why::HatDiscard {
                slot,
                useless: true,
            },
        );
    }
    let mut seen_elsewhere = KindSet::EMPTY;
    for (id, hand) in faces.iter().enumerate() {
        if id != me {
            for card in hand.iter().flatten() {
                seen_elsewhere = KindSet(seen_elsewhere.0 | KindSet::only(*card).0);
            }
        }
    }
    let spare = guard::spare_kinds(board);
    let value = |slot: usize| -> f64 {
        let Some(set) = board.sets[me][slot] else {
            return f64::MIN;
        };
        let set = own(set, left);
        let weights = Weights { left };
        let total = f64::from(weights.total(set).max(1));
        let level: f64 = set
            .cards()
            .map(|c| f64::from(c.level) * f64::from(left[c.kind()]))
            .sum::<f64>()
            / total;
        let (spare_weight, seen_weight, level_weight) = DISCARD_WEIGHTS;
        spare_weight * weights.chance(set, spare)
            + seen_weight * weights.chance(set, seen_elsewhere)
            + level_weight * level
    };
    let slot = (0..HAND_SIZE)
        .filter(|&s| board.sets[me][s].is_some())
        .max_by(|&a, &b| {
            value(a)
                .partial_cmp(&value(b))
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(b.cmp(&a))
        })
        .unwrap_or(0);
    (
        Choice::Discard(slot),
        Why::HatDiscard {
            slot,
            useless: false,
        },
    )
}
