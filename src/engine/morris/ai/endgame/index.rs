//! Numbering the endgame positions: a position is a [`Duel`] (the stones of
//! the side to move and of the other side), reduced by the board's 16
//! symmetries to one representative, and numbered densely within its
//! material (`p` stones against `q`, `3 ≤ p ≤ q ≤ 6`; both sides to move
//! share one numbering). [`Indexer::new`] numbers the pivots up to 5
//! stones (the shipped tables and the app); [`Indexer::up_to`]`(6)` adds
//! the 6-stone pivots, which only 6 v 6 needs.
//!
//! A number is `(half * classes(p) + class) * C(24 - p, q) + rank`: `half`
//! says whether the `p`-stone side is to move (0) or the `q`-stone side (1,
//! only when `q > p`), `class` is the symmetry class of the `p`-stone set
//! (the pivot), and `rank` numbers the `q`-stone set among the `24 - p`
//! fields the pivot's representative leaves free, after the symmetries
//! that fix the pivot have made it as small as they can. A slot whose
//! position is not that smallest image is never used. For `p = 3` this is
//! the numbering of the shipped file (3 stones against `k`).

use crate::engine::morris::board::{Bits, FIELD_COUNT};
use crate::engine::morris::symmetry::{map_bits, SYMMETRY_COUNT};

/// An endgame position: both sides have placed all their stones (a side
/// with exactly 3 flies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Duel {
    /// The stones of the side to move.
    pub mover: u32,
    /// The stones of the side that just moved.
    pub other: u32,
}

/// Binomial coefficients `C(n, r)` for `n, r ≤ 24`.
const fn binomials() -> [[u32; 25]; 25] {
    let mut c = [[0u32; 25]; 25];
    let mut n = 0;
    while n < 25 {
        c[n][0] = 1;
        let mut r = 1;
        while r <= n {
            c[n][r] = c[n - 1][r - 1] + if r < n { c[n - 1][r] } else { 0 };
            r += 1;
        }
        n += 1;
    }
    c
}

/// `BINOMIAL[n][r]` is `C(n, r)`.
pub const BINOMIAL: [[u32; 25]; 25] = binomials();

/// The colex rank of a set of fields (its `i`-th lowest bit at `p` adds
/// `C(p, i + 1)`).
fn colex_rank(bits: u32) -> u32 {
    Bits(bits)
        .enumerate()
        .map(|(i, p)| BINOMIAL[p][i + 1])
        .sum()
}

/// The `count`-element set with colex rank `rank`.
fn colex_unrank(mut rank: u32, count: usize) -> u32 {
    let mut bits = 0;
    for i in (1..=count).rev() {
        let mut p = i - 1;
        while BINOMIAL[p + 1][i] <= rank {
            p += 1;
        }
        rank -= BINOMIAL[p][i];
        bits |= 1 << p;
    }
    bits
}

/// Drops the fields of `gaps` from `bits`, closing up the numbering.
fn squeeze(bits: u32, gaps: u32) -> u32 {
    Bits(bits).fold(0, |acc, p| {
        acc | 1 << (p - (gaps & ((1 << p) - 1)).count_ones() as usize)
    })
}

/// Undoes [`squeeze`].
fn spread(bits: u32, gaps: u32) -> u32 {
    let free: Vec<usize> = Bits(!gaps & ((1 << FIELD_COUNT) - 1)).collect();
    Bits(bits).fold(0, |acc, q| acc | 1 << free[q])
}

/// The symmetry classes of the sets of one size.
#[derive(Clone, Debug)]
struct SetClasses {
    /// The class of each set, by colex rank.
    class_of: Vec<u16>,
    /// The symmetries taking each set (by colex rank) to its class's
    /// representative, as a bit mask.
    to_rep: Vec<u16>,
    /// Each class's representative: the smallest set of its orbit.
    reps: Vec<u32>,
}

/// The smallest pivot size numbered.
pub const LEAST_PIVOT: usize = 3;
/// The largest pivot size any numbering has (the most stones a side has
/// in the referee's tables).
pub const MOST_PIVOT: usize = 6;
/// The largest pivot size [`Indexer::new`] numbers (the most stones a side
/// has in the shipped tables): the 6-stone sets, three times as many as
/// the 5-stone ones, are classified only when asked for.
pub const USUAL_PIVOT: usize = 5;

/// The tables that turn positions into numbers and back.
#[derive(Clone, Debug)]
pub struct Indexer {
    /// `bytes[s][j][v]`: the image under symmetry `s` of byte `j` = `v`.
    bytes: Vec<[[u32; 256]; 3]>,
    /// `pivots[p - 3]`: the classes of the `p`-stone sets.
    pivots: Vec<SetClasses>,
}

impl Default for Indexer {
    fn default() -> Self {
        Indexer::new()
    }
}

impl Indexer {
    /// Builds the tables for pivots up to [`USUAL_PIVOT`] stones (a few
    /// milliseconds).
    pub fn new() -> Indexer {
        Indexer::up_to(USUAL_PIVOT)
    }

    /// Builds the tables for pivots up to `most` stones (clamped to
    /// [`LEAST_PIVOT`]`..=`[`MOST_PIVOT`]): materials whose fewer side has
    /// at most `most` stones are numbered.
    pub fn up_to(most: usize) -> Indexer {
        let most = most.clamp(LEAST_PIVOT, MOST_PIVOT);
        let bytes = (0..SYMMETRY_COUNT)
            .map(|s| {
                std::array::from_fn(|j| std::array::from_fn(|v| map_bits(s, (v as u32) << (8 * j))))
            })
            .collect();
        let mut indexer = Indexer {
            bytes,
            pivots: Vec::new(),
        };
        indexer.pivots = (LEAST_PIVOT..=most)
            .map(|size| indexer.classes_of_size(size))
            .collect();
        indexer
    }

    /// The symmetry classes of the `size`-stone sets.
    fn classes_of_size(&self, size: usize) -> SetClasses {
        let sets = BINOMIAL[FIELD_COUNT][size] as usize;
        let mut to_rep = vec![0; sets];
        let mut canon = Vec::with_capacity(sets);
        for (rank, mask) in to_rep.iter_mut().enumerate() {
            let set = colex_unrank(rank as u32, size);
            let images: Vec<u32> = (0..SYMMETRY_COUNT).map(|s| self.map(s, set)).collect();
            let least = *images.iter().min().expect("16 images");
            canon.push(least);
            *mask = (0..SYMMETRY_COUNT)
                .filter(|&s| images[s] == least)
                .fold(0, |m, s| m | 1 << s);
        }
        let mut reps = canon.clone();
        reps.sort_unstable();
        reps.dedup();
        let class_of = canon
            .iter()
            .map(|set| reps.binary_search(set).expect("a class") as u16)
            .collect();
        SetClasses {
            class_of,
            to_rep,
            reps,
        }
    }

    /// The largest pivot this numbering covers: a material `p` against `q`
    /// is numbered when `p` is at most this.
    pub fn most_pivot(&self) -> usize {
        LEAST_PIVOT + self.pivots.len() - 1
    }

    /// `bits` under symmetry `s`, by byte lookups.
    #[inline]
    pub fn map(&self, s: usize, bits: u32) -> u32 {
        let t = &self.bytes[s];
        t[0][(bits & 255) as usize] | t[1][(bits >> 8 & 255) as usize] | t[2][(bits >> 16) as usize]
    }

    /// How many symmetry classes of 3-stone sets there are.
    pub fn classes(&self) -> usize {
        self.pivot_classes(3)
    }

    /// How many symmetry classes of `p`-stone sets there are (`3 ≤ p ≤`
    /// [`Indexer::most_pivot`]; panics beyond).
    pub fn pivot_classes(&self, p: usize) -> usize {
        self.pivots[p - LEAST_PIVOT].reps.len()
    }

    /// How many slots the table of 3 stones against `k` has.
    pub fn len(&self, k: usize) -> usize {
        self.pair_len(3, k)
    }

    /// How many slots the table of `p` stones against `q` has (`p ≤ q`),
    /// both sides to move.
    pub fn pair_len(&self, p: usize, q: usize) -> usize {
        pair_halves(p, q) * self.pivot_classes(p) * BINOMIAL[FIELD_COUNT - p][q] as usize
    }

    /// The number of `duel` in the table of 3 stones against `k` (one side
    /// must have 3 stones, the other `k`).
    pub fn index(&self, k: usize, duel: Duel) -> usize {
        self.pair_index(3, k, duel)
    }

    /// The number of `duel` in the table of `p` stones against `q` (`p ≤
    /// q`; one side must have `p` stones, the other `q`).
    #[inline]
    pub fn pair_index(&self, p: usize, q: usize, duel: Duel) -> usize {
        let (half, pivot, rest) = if duel.mover.count_ones() as usize == p {
            (0, duel.mover, duel.other)
        } else {
            (1, duel.other, duel.mover)
        };
        let sets = &self.pivots[p - LEAST_PIVOT];
        let rank = colex_rank(pivot) as usize;
        let class = sets.class_of[rank] as usize;
        let rep = sets.reps[class];
        let rest = Bits(u32::from(sets.to_rep[rank]))
            .map(|s| self.map(s, rest))
            .min()
            .expect("a symmetry reaches the representative");
        let slot = colex_rank(squeeze(rest, rep)) as usize;
        (half * sets.reps.len() + class) * BINOMIAL[FIELD_COUNT - p][q] as usize + slot
    }

    /// The position a slot of the table of 3 against `k` stands for.
    pub fn duel(&self, k: usize, index: usize) -> Duel {
        self.pair_duel(3, k, index)
    }

    /// The position a slot of the table of `p` against `q` stands for (its
    /// representative, if the slot is used: check with
    /// [`Indexer::pair_index`]).
    pub fn pair_duel(&self, p: usize, q: usize, index: usize) -> Duel {
        let sets = &self.pivots[p - LEAST_PIVOT];
        let per_class = BINOMIAL[FIELD_COUNT - p][q] as usize;
        let slot = index % per_class;
        let class = index / per_class % sets.reps.len();
        let half = index / per_class / sets.reps.len();
        let pivot = sets.reps[class];
        let rest = spread(colex_unrank(slot as u32, q), pivot);
        if half == 0 {
            Duel {
                mover: pivot,
                other: rest,
            }
        } else {
            Duel {
                mover: rest,
                other: pivot,
            }
        }
    }
}

/// 1 table half for 3 against 3 (the side to move is the first set), 2
/// otherwise.
pub fn halves(k: usize) -> usize {
    pair_halves(3, k)
}

/// 1 table half when both sides have as many stones (the side to move
/// holds the pivot), 2 otherwise.
pub fn pair_halves(p: usize, q: usize) -> usize {
    if p == q {
        1
    } else {
        2
    }
}
