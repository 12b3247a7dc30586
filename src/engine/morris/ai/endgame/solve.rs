//! The shipped file's tables: every position of 3 stones against `k`,
//! given the solved table of 3 against `k - 1`, solved by
//! [`super::retro`] and kept in a byte a slot.
//!
//! A slot's value is 0 for a draw, else `d + 1` where `d` is the number of
//! plies to the end with best play (the winner hurries, the loser delays):
//! odd `d` wins for the side to move, even `d` loses.

use super::index::{Duel, Indexer};
use super::material::Material;
use super::moves::{for_each_next, Next};
use super::retro::solve_material;

/// The longest distance a slot can hold.
pub const MAX_DISTANCE: usize = 254;

/// Whether slot `index` of table `k` is a used (representative) slot.
pub fn is_used(indexer: &Indexer, k: usize, index: usize) -> bool {
    indexer.index(k, indexer.duel(k, index)) == index
}

/// Solves 3 stones against `k` (3 ≤ k) for the shipped file. `smaller`
/// must be the solved table of 3 against `k - 1` (ignored when `k == 3`).
/// The walk is [`solve_material`]'s; a distance beyond [`MAX_DISTANCE`]
/// (none up to 3 against 5) does not fit the file's byte.
pub fn solve(indexer: &Indexer, k: usize, smaller: &[u8]) -> Vec<u8> {
    let material = Material::new(3, k).expect("3 against 3 to 5");
    let taken = |duel: Duel| u16::from(smaller[indexer.index(k - 1, duel)]);
    solve_material(indexer, material, &taken)
        .into_iter()
        .map(|v| {
            assert!(
                usize::from(v) <= MAX_DISTANCE + 1,
                "a distance beyond {MAX_DISTANCE}"
            );
            v as u8
        })
        .collect()
}

/// A slot's value by looking one move ahead in the solved tables: what the
/// solver's result must agree with everywhere (used by the tests).
pub fn one_ply_value(indexer: &Indexer, k: usize, table: &[u8], smaller: &[u8], duel: Duel) -> u8 {
    let mut best_win: Option<u8> = None;
    let mut longest_loss: u8 = 0;
    let mut draw = false;
    let mut any = false;
    for_each_next(duel, |next| {
        any = true;
        let v = match next {
            Next::Win => 1,
            Next::Same(d) => table[indexer.index(k, d)],
            Next::Smaller(d) => smaller[indexer.index(k - 1, d)],
        };
        match v {
            0 => draw = true,
            v => {
                let d = v - 1;
                if d % 2 == 0 {
                    best_win = Some(best_win.map_or(d + 1, |w| w.min(d + 1)));
                } else {
                    longest_loss = longest_loss.max(d + 1);
                }
            }
        }
    });
    match (any, best_win, draw) {
        (false, _, _) => 1,
        (_, Some(w), _) => w + 1,
        (_, None, true) => 0,
        (_, None, false) => longest_loss + 1,
    }
}
