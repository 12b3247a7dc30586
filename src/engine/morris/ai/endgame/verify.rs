//! Checks of solved tables one move ahead: a position won in `d` plies has
//! a move to a position lost in `d - 1` and none to one lost sooner; a
//! position lost in `d` has only moves to won positions, the slowest won
//! in `d - 1`; a draw has a move to a draw and none to a loss.

use super::index::Duel;
use super::material::Material;
use super::moves::{for_each_next, Next};
use super::parallel::map_ranges;
use super::tables::Tables;

/// A slot's value (0 draw, else distance + 1) from its moves as the
/// tables value them; `None` if a move leads out of the tables held.
pub fn one_ply_slot(tables: &Tables, duel: Duel) -> Option<u16> {
    let mut best_win: Option<u16> = None;
    let mut longest_loss: u16 = 0;
    let mut draw = false;
    let mut any = false;
    let mut held = true;
    for_each_next(duel, |next| {
        any = true;
        let slot = match next {
            Next::Win => 1,
            Next::Same(d) | Next::Smaller(d) => match tables.slot(d) {
                Some(v) => v,
                None => {
                    held = false;
                    return;
                }
            },
        };
        match slot.checked_sub(1) {
            None => draw = true,
            Some(d) if d % 2 == 0 => best_win = Some(best_win.map_or(d + 1, |w| w.min(d + 1))),
            Some(d) => longest_loss = longest_loss.max(d + 1),
        }
    });
    held.then_some(match (any, best_win, draw) {
        (false, _, _) => 1,
        (_, Some(w), _) => w + 1,
        (_, None, true) => 0,
        (_, None, false) => longest_loss + 1,
    })
}

/// Checks every `step`-th used slot of `material` (from `first`) one move
/// ahead, on every core; the number checked, or the first slot that
/// disagrees.
pub fn check_material(
    tables: &Tables,
    material: Material,
    first: usize,
    step: usize,
) -> Result<u64, String> {
    let slots = tables
        .slots(material)
        .ok_or_else(|| format!("{material} is not held"))?;
    let step = step.max(1);
    let (p, q) = (material.fewer, material.more);
    // Piece `k` checks the `k`-th run of numbers `first + i * step`.
    let count = slots.len().saturating_sub(first).div_ceil(step);
    let pieces = map_ranges(count, |range| {
        let mut checked = 0;
        for index in range.map(|i| first + i * step) {
            if !tables.is_used(material, index) {
                continue;
            }
            let duel = tables.indexer().pair_duel(p, q, index);
            let expected = one_ply_slot(tables, duel);
            if expected != Some(slots[index]) {
                return Err(format!(
                    "{material} slot {index} ({duel:?}) holds {}, its moves give {expected:?}",
                    slots[index]
                ));
            }
            checked += 1;
        }
        Ok(checked)
    });
    pieces.into_iter().sum()
}
