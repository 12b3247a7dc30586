//! Retrograde analysis of one material (`p` stones against `q`, both sides
//! to move), given the solved materials its takes lead into.
//!
//! A slot's value is 0 for a draw, else `d + 1` where `d` is the number of
//! plies to the end with best play (the winner hurries, the loser delays):
//! odd `d` wins for the side to move, even `d` loses (0: it is blocked
//! now). The solver works outward from the ends, one distance at a time,
//! so every distance is the shortest win or the longest loss. Distances
//! are exact; no move limit is applied (see `docs/morris.md`).
//!
//! The first pass (every position's moves: how many lead to distinct
//! positions of the material, and what its takes and immediate wins give)
//! runs on every core the machine has; the walk outward runs on one.

use super::index::{Duel, Indexer};
use super::material::Material;
use super::moves::{for_each_next, for_each_previous, Next};
use super::parallel::threads;

/// What a position's moves out of its material give it.
#[derive(Clone, Copy, Default)]
struct Outside {
    /// Shortest win through a take or an immediate win, as a distance (0:
    /// none).
    win: u16,
    /// Longest loss through a take, as a distance.
    loss: u16,
    /// A take reaches a draw.
    escape: bool,
}

/// The first pass's findings on one position.
#[derive(Clone, Copy, Default)]
struct Start {
    /// Distinct positions of the material one move away.
    pending: u8,
    outside: Outside,
}

/// A slot value as a distance and whether the side to move wins.
fn decode(slot: u16) -> Option<(u16, bool)> {
    slot.checked_sub(1).map(|d| (d, d % 2 == 1))
}

/// The first pass on one position: its start, and the distance at which
/// it is decided before the walk reaches it (blocked, a winning take, or
/// only takes that lose).
fn first_look(
    indexer: &Indexer,
    material: Material,
    taken: &(dyn Fn(Duel) -> u16 + Sync),
    duel: Duel,
    same: &mut Vec<u32>,
) -> (Start, Option<u16>) {
    let (p, q) = (material.fewer, material.more);
    let mut out = Outside::default();
    let mut any = false;
    same.clear();
    for_each_next(duel, |next| {
        any = true;
        match next {
            Next::Win => out.win = 1,
            Next::Same(d) => same.push(indexer.pair_index(p, q, d) as u32),
            Next::Smaller(d) => match decode(taken(d)) {
                None => out.escape = true,
                Some((d, false)) => {
                    if out.win == 0 || d + 1 < out.win {
                        out.win = d + 1;
                    }
                }
                Some((d, true)) => out.loss = out.loss.max(d + 1),
            },
        }
    });
    same.sort_unstable();
    same.dedup();
    let start = Start {
        pending: same.len() as u8,
        outside: out,
    };
    let seed = if !any {
        Some(0)
    } else if out.win != 0 {
        Some(out.win)
    } else if same.is_empty() && !out.escape {
        Some(out.loss)
    } else {
        None
    };
    (start, seed)
}

/// The first pass over `starts` (slots `offset..`): fills them and returns
/// the seeds (slot, distance).
fn first_pass(
    indexer: &Indexer,
    material: Material,
    taken: &(dyn Fn(Duel) -> u16 + Sync),
    offset: usize,
    starts: &mut [Start],
) -> Vec<(u32, u16)> {
    let (p, q) = (material.fewer, material.more);
    let mut seeds = Vec::new();
    let mut same = Vec::with_capacity(64);
    for (i, start) in starts.iter_mut().enumerate() {
        let index = offset + i;
        let duel = indexer.pair_duel(p, q, index);
        if indexer.pair_index(p, q, duel) != index {
            continue;
        }
        let (found, seed) = first_look(indexer, material, taken, duel, &mut same);
        *start = found;
        if let Some(d) = seed {
            seeds.push((index as u32, d));
        }
    }
    seeds
}

/// Solves `material`: `taken` gives the slot of any position a take leads
/// to (one stone fewer, the other side to move), from the materials
/// solved before.
pub fn solve_material(
    indexer: &Indexer,
    material: Material,
    taken: &(dyn Fn(Duel) -> u16 + Sync),
) -> Vec<u16> {
    let (p, q) = (material.fewer, material.more);
    let len = indexer.pair_len(p, q);
    let mut starts = vec![Start::default(); len];
    let threads = threads();
    let chunk = len.div_ceil(threads * 16).max(1);
    let mut buckets: Vec<Vec<u32>> = Vec::new();
    let mut seed = |(index, d): (u32, u16)| {
        let d = usize::from(d);
        if buckets.len() <= d {
            buckets.resize_with(d + 1, Vec::new);
        }
        buckets[d].push(index);
    };
    if threads == 1 {
        first_pass(indexer, material, taken, 0, &mut starts)
            .into_iter()
            .for_each(&mut seed);
    } else {
        let chunks: Vec<(usize, &mut [Start])> = starts
            .chunks_mut(chunk)
            .enumerate()
            .map(|(i, c)| (i * chunk, c))
            .collect();
        let next = std::sync::Mutex::new(chunks.into_iter());
        let found: Vec<Vec<(u32, u16)>> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut seeds = Vec::new();
                        loop {
                            let job = next.lock().expect("no worker panics").next();
                            let Some((offset, part)) = job else { break };
                            seeds.extend(first_pass(indexer, material, taken, offset, part));
                        }
                        seeds
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("no worker panics"))
                .collect()
        });
        found.into_iter().flatten().for_each(&mut seed);
    }
    walk(indexer, material, &mut starts, buckets)
}

/// The walk outward from the seeds, one distance at a time.
fn walk(
    indexer: &Indexer,
    material: Material,
    starts: &mut [Start],
    mut buckets: Vec<Vec<u32>>,
) -> Vec<u16> {
    let (p, q) = (material.fewer, material.more);
    let mut value = vec![0u16; starts.len()];
    let mut queued = vec![false; starts.len()];
    let mut previous = Vec::with_capacity(128);
    let mut d = 0;
    while d < buckets.len() {
        let bucket = std::mem::take(&mut buckets[d]);
        let distance = u16::try_from(d).expect("distances fit 16 bits");
        for &index in &bucket {
            let index = index as usize;
            if value[index] != 0 {
                continue;
            }
            value[index] = distance + 1;
            previous.clear();
            for_each_previous(indexer.pair_duel(p, q, index), |prev| {
                previous.push(indexer.pair_index(p, q, prev) as u32)
            });
            previous.sort_unstable();
            previous.dedup();
            for &before in &previous {
                let before = before as usize;
                if value[before] != 0 {
                    continue;
                }
                let at = if d % 2 == 0 {
                    // Lost here: a win for the side that moves into it.
                    if std::mem::replace(&mut queued[before], true) {
                        continue;
                    }
                    d + 1
                } else {
                    let start = &mut starts[before];
                    start.pending -= 1;
                    let out = start.outside;
                    if start.pending != 0 || out.escape || out.win != 0 {
                        continue;
                    }
                    (d + 1).max(usize::from(out.loss))
                };
                if buckets.len() <= at {
                    buckets.resize_with(at + 1, Vec::new);
                }
                buckets[at].push(before as u32);
            }
        }
        d += 1;
    }
    value
}
