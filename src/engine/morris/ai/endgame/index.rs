//! Numbering the endgame positions: a position is a [`Duel`] (the stones of
//! the side to move and of the other side), reduced by the board's 16
//! symmetries to one representative, and numbered densely within its
//! material (3 stones against `k`).
//!
//! A number is `(half * classes + class) * C(21, k) + rank`: `half` says
//! whether the 3-stone side is to move (0) or the `k`-stone side (1, only
//! when `k > 3`), `class` is the symmetry class of the 3-stone set, and
//! `rank` numbers the `k`-stone set among the 21 fields the representative
//! leaves free. A slot whose set is not the smallest of its orbit is never
//! used.

use crate::engine::morris::board::{Bits, FIELD_COUNT};
use crate::engine::morris::symmetry::{map_bits, SYMMETRY_COUNT};

/// An endgame position: both sides have placed all their stones, one of
/// them has exactly 3 (and flies).
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

/// The tables that turn positions into numbers and back.
#[derive(Clone, Debug)]
pub struct Indexer {
    /// `bytes[s][j][v]`: the image under symmetry `s` of byte `j` = `v`.
    bytes: Vec<[[u32; 256]; 3]>,
    /// The class of each 3-stone set, by colex rank.
    class_of: Vec<u16>,
    /// The symmetries taking each 3-stone set (by colex rank) to its class's
    /// representative, as a bit mask.
    to_rep: Vec<u16>,
    /// Each class's representative: the smallest set of its orbit.
    reps: Vec<u32>,
}

impl Default for Indexer {
    fn default() -> Self {
        Indexer::new()
    }
}

impl Indexer {
    /// Builds the tables (a few milliseconds).
    pub fn new() -> Indexer {
        let bytes = (0..SYMMETRY_COUNT)
            .map(|s| {
                std::array::from_fn(|j| std::array::from_fn(|v| map_bits(s, (v as u32) << (8 * j))))
            })
            .collect();
        let sets = BINOMIAL[FIELD_COUNT][3] as usize;
        let mut indexer = Indexer {
            bytes,
            class_of: vec![0; sets],
            to_rep: vec![0; sets],
            reps: Vec::new(),
        };
        let mut canon = Vec::with_capacity(sets);
        for rank in 0..sets {
            let set = colex_unrank(rank as u32, 3);
            let images: Vec<u32> = (0..SYMMETRY_COUNT).map(|s| indexer.map(s, set)).collect();
            let least = *images.iter().min().expect("16 images");
            canon.push(least);
            indexer.to_rep[rank] = (0..SYMMETRY_COUNT)
                .filter(|&s| images[s] == least)
                .fold(0, |m, s| m | 1 << s);
        }
        let mut reps = canon.clone();
        reps.sort_unstable();
        reps.dedup();
        for (class, set) in indexer.class_of.iter_mut().zip(&canon) {
            *class = reps.binary_search(set).expect("a class") as u16;
        }
        indexer.reps = reps;
        indexer
    }

    /// `bits` under symmetry `s`, by byte lookups.
    #[inline]
    pub fn map(&self, s: usize, bits: u32) -> u32 {
        let t = &self.bytes[s];
        t[0][(bits & 255) as usize] | t[1][(bits >> 8 & 255) as usize] | t[2][(bits >> 16) as usize]
    }

    /// How many symmetry classes of 3-stone sets there are.
    pub fn classes(&self) -> usize {
        self.reps.len()
    }

    /// How many slots the table of 3 stones against `k` has.
    pub fn len(&self, k: usize) -> usize {
        halves(k) * self.classes() * BINOMIAL[FIELD_COUNT - 3][k] as usize
    }

    /// The number of `duel` in the table of 3 stones against `k` (one side
    /// must have 3 stones, the other `k`).
    pub fn index(&self, k: usize, duel: Duel) -> usize {
        let (half, three, rest) = if duel.mover.count_ones() == 3 {
            (0, duel.mover, duel.other)
        } else {
            (1, duel.other, duel.mover)
        };
        let rank = colex_rank(three) as usize;
        let class = self.class_of[rank] as usize;
        let rep = self.reps[class];
        let rest = Bits(u32::from(self.to_rep[rank]))
            .map(|s| self.map(s, rest))
            .min()
            .expect("a symmetry reaches the representative");
        let slot = colex_rank(squeeze(rest, rep)) as usize;
        (half * self.classes() + class) * BINOMIAL[FIELD_COUNT - 3][k] as usize + slot
    }

    /// The position a slot stands for (its representative, if the slot is
    /// used: check with [`Indexer::index`]).
    pub fn duel(&self, k: usize, index: usize) -> Duel {
        let per_class = BINOMIAL[FIELD_COUNT - 3][k] as usize;
        let slot = index % per_class;
        let class = index / per_class % self.classes();
        let half = index / per_class / self.classes();
        let three = self.reps[class];
        let rest = spread(colex_unrank(slot as u32, k), three);
        if half == 0 {
            Duel {
                mover: three,
                other: rest,
            }
        } else {
            Duel {
                mover: rest,
                other: three,
            }
        }
    }
}

/// 1 table half for 3 against 3 (the side to move is the first set), 2
/// otherwise.
pub fn halves(k: usize) -> usize {
    if k == 3 {
        1
    } else {
        2
    }
}
