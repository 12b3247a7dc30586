//! Retrograde analysis: solves every position of 3 stones against `k`,
//! given the solved table of 3 against `k - 1`.
//!
//! A slot's value is 0 for a draw, else `d + 1` where `d` is the number of
//! plies to the end with best play (the winner hurries, the loser delays):
//! odd `d` wins for the side to move, even `d` loses. The solver works
//! outward from the ends, one distance at a time, so every distance is the
//! shortest win or the longest loss.

use super::index::{Duel, Indexer};
use super::moves::{for_each_next, for_each_previous, Next};

/// The longest distance a slot can hold.
pub const MAX_DISTANCE: usize = 254;

/// Counts of a solved table, for reports and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Positions the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest distance to the end.
    pub longest: usize,
}

/// Whether slot `index` of table `k` is a used (representative) slot.
pub fn is_used(indexer: &Indexer, k: usize, index: usize) -> bool {
    indexer.index(k, indexer.duel(k, index)) == index
}

/// What the moves into smaller tables (and immediate wins) give a position.
#[derive(Clone, Copy)]
struct Outside {
    /// Shortest win through a take, as a distance.
    win: Option<u8>,
    /// Longest loss through a take.
    loss: u8,
    /// A take reaches a draw.
    escape: bool,
}

/// Solves 3 stones against `k` (3 ≤ k). `smaller` must be the solved table
/// of 3 against `k - 1` (ignored when `k == 3`).
pub fn solve(indexer: &Indexer, k: usize, smaller: &[u8]) -> Vec<u8> {
    let len = indexer.len(k);
    let mut value = vec![0u8; len];
    let mut pending = vec![0u8; len];
    let mut outside = vec![
        Outside {
            win: None,
            loss: 0,
            escape: false,
        };
        len
    ];
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); MAX_DISTANCE + 1];
    let mut same = Vec::with_capacity(64);
    for index in 0..len {
        let duel = indexer.duel(k, index);
        if indexer.index(k, duel) != index {
            continue;
        }
        let mut out = Outside {
            win: None,
            loss: 0,
            escape: false,
        };
        let mut any = false;
        same.clear();
        for_each_next(duel, |next| {
            any = true;
            match next {
                Next::Win => out.win = Some(1),
                Next::Same(d) => same.push(indexer.index(k, d) as u32),
                Next::Smaller(d) => match smaller[indexer.index(k - 1, d)] {
                    0 => out.escape = true,
                    v => {
                        let d = v - 1;
                        if d % 2 == 0 {
                            out.win = Some(out.win.map_or(d + 1, |w| w.min(d + 1)));
                        } else {
                            out.loss = out.loss.max(d + 1);
                        }
                    }
                },
            }
        });
        same.sort_unstable();
        same.dedup();
        pending[index] = same.len() as u8;
        outside[index] = out;
        if !any {
            buckets[0].push(index as u32);
        } else if let Some(w) = out.win {
            buckets[w as usize].push(index as u32);
        } else if same.is_empty() && !out.escape {
            buckets[out.loss as usize].push(index as u32);
        }
    }
    let mut previous = Vec::with_capacity(128);
    for d in 0..=MAX_DISTANCE {
        let bucket = std::mem::take(&mut buckets[d]);
        for &index in &bucket {
            let index = index as usize;
            if value[index] != 0 {
                continue;
            }
            value[index] = d as u8 + 1;
            previous.clear();
            for_each_previous(indexer.duel(k, index), |p| {
                previous.push(indexer.index(k, p) as u32)
            });
            previous.sort_unstable();
            previous.dedup();
            for &q in &previous {
                let q = q as usize;
                if value[q] != 0 {
                    continue;
                }
                if d % 2 == 0 {
                    assert!(d < MAX_DISTANCE, "a distance beyond {MAX_DISTANCE}");
                    buckets[d + 1].push(q as u32);
                } else {
                    pending[q] -= 1;
                    let out = outside[q];
                    if pending[q] == 0 && !out.escape && out.win.is_none() {
                        let at = (d + 1).max(out.loss as usize);
                        assert!(at <= MAX_DISTANCE, "a distance beyond {MAX_DISTANCE}");
                        buckets[at].push(q as u32);
                    }
                }
            }
        }
    }
    value
}

/// Counts the wins, losses and draws of a solved table's used slots.
pub fn summarize(indexer: &Indexer, k: usize, table: &[u8]) -> Summary {
    let mut summary = Summary::default();
    for (index, &v) in table.iter().enumerate() {
        if !is_used(indexer, k, index) {
            continue;
        }
        match v {
            0 => summary.draws += 1,
            v => {
                let d = usize::from(v - 1);
                summary.longest = summary.longest.max(d);
                if d % 2 == 1 {
                    summary.wins += 1;
                } else {
                    summary.losses += 1;
                }
            }
        }
    }
    summary
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
