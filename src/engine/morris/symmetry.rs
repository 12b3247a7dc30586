//! The 16 symmetries of the board: the 8 turns and reflections of the
//! square, each with or without swapping the outer and the inner ring.
//! Every one maps fields to fields, neighbours to neighbours and mills to
//! mills, so two positions one symmetry apart have the same value; the
//! placement book and the endgame tables store only one of them.

use super::board::{Bits, Field, FIELD_COUNT};
use super::moves::Move;

/// How many symmetries the board has.
pub const SYMMETRY_COUNT: usize = 16;

/// Column (0 = A) and row (0 = row 1) of each field in canonical order.
const COORDS: [(u8, u8); FIELD_COUNT] = [
    (0, 0),
    (3, 0),
    (6, 0),
    (1, 1),
    (3, 1),
    (5, 1),
    (2, 2),
    (3, 2),
    (4, 2),
    (0, 3),
    (1, 3),
    (2, 3),
    (4, 3),
    (5, 3),
    (6, 3),
    (2, 4),
    (3, 4),
    (4, 4),
    (1, 5),
    (3, 5),
    (5, 5),
    (0, 6),
    (3, 6),
    (6, 6),
];

const fn field_at(x: u8, y: u8) -> u8 {
    let mut i = 0;
    while i < FIELD_COUNT {
        if COORDS[i].0 == x && COORDS[i].1 == y {
            return i as u8;
        }
        i += 1;
    }
    panic!("no field at these coordinates");
}

/// The ring of a coordinate pair: 0 outer, 1 middle, 2 inner.
const fn ring(x: u8, y: u8) -> u8 {
    let dx = if x > 3 { 6 - x } else { x };
    let dy = if y > 3 { 6 - y } else { y };
    if dx < dy {
        dx
    } else {
        dy
    }
}

/// Moves a coordinate from ring `r` to ring `2 - r`, keeping its side.
const fn swap_ring_coord(c: u8, r: u8) -> u8 {
    if c == 3 {
        3
    } else if c < 3 {
        2 - r
    } else {
        4 + r
    }
}

const fn build() -> [[u8; FIELD_COUNT]; SYMMETRY_COUNT] {
    let mut table = [[0u8; FIELD_COUNT]; SYMMETRY_COUNT];
    let mut s = 0;
    while s < SYMMETRY_COUNT {
        let mut i = 0;
        while i < FIELD_COUNT {
            let (mut x, mut y) = COORDS[i];
            if s >= 8 {
                let r = ring(x, y);
                x = swap_ring_coord(x, r);
                y = swap_ring_coord(y, r);
            }
            let d = s % 8;
            if d >= 4 {
                x = 6 - x;
            }
            let mut turns = d % 4;
            while turns > 0 {
                let nx = y;
                let ny = 6 - x;
                x = nx;
                y = ny;
                turns -= 1;
            }
            table[s][i] = field_at(x, y);
            i += 1;
        }
        s += 1;
    }
    table
}

/// `FIELD_MAP[s][i]` is where symmetry `s` takes field `i` (0 = identity).
pub const FIELD_MAP: [[u8; FIELD_COUNT]; SYMMETRY_COUNT] = build();

const fn inverses() -> [usize; SYMMETRY_COUNT] {
    let mut inv = [0; SYMMETRY_COUNT];
    let mut s = 0;
    while s < SYMMETRY_COUNT {
        let mut t = 0;
        while t < SYMMETRY_COUNT {
            let mut i = 0;
            let mut identity = true;
            while i < FIELD_COUNT {
                if FIELD_MAP[t][FIELD_MAP[s][i] as usize] as usize != i {
                    identity = false;
                }
                i += 1;
            }
            if identity {
                inv[s] = t;
            }
            t += 1;
        }
        s += 1;
    }
    inv
}

/// `INVERSE[s]` undoes symmetry `s`.
pub const INVERSE: [usize; SYMMETRY_COUNT] = inverses();

/// The bitboard `bits` under symmetry `s`.
#[inline]
pub fn map_bits(s: usize, bits: u32) -> u32 {
    let map = &FIELD_MAP[s];
    Bits(bits).fold(0, |acc, i| acc | 1 << map[i])
}

/// A field under symmetry `s`.
#[inline]
pub fn map_field(s: usize, field: Field) -> Field {
    Field(FIELD_MAP[s][field.index()])
}

/// A move under symmetry `s`.
pub fn map_move(s: usize, mv: Move) -> Move {
    Move {
        from: mv.from.map(|f| map_field(s, f)),
        to: map_field(s, mv.to),
        take: mv.take.map(|f| map_field(s, f)),
    }
}

/// The symmetry image of a pair of bitboards that sorts first (compared as
/// `(a, b)`), with the symmetry that gives it.
pub fn canonical_pair(a: u32, b: u32) -> ((u32, u32), usize) {
    let mut best = ((a, b), 0);
    for s in 1..SYMMETRY_COUNT {
        let image = (map_bits(s, a), map_bits(s, b));
        if image < best.0 {
            best = (image, s);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::morris::board::{MILL_MASK, NEIGHBOUR_MASK};

    #[test]
    fn every_symmetry_is_a_distinct_permutation_keeping_mills_and_neighbours() {
        let mut seen = std::collections::HashSet::new();
        for s in 0..SYMMETRY_COUNT {
            let map = FIELD_MAP[s];
            assert!(seen.insert(map), "symmetry {s} repeats another");
            let mut sorted = map;
            sorted.sort_unstable();
            assert_eq!(sorted.to_vec(), (0..24).collect::<Vec<u8>>());
            for &mill in &MILL_MASK {
                assert!(MILL_MASK.contains(&map_bits(s, mill)), "symmetry {s}");
            }
            for i in 0..FIELD_COUNT {
                let image = map_bits(s, NEIGHBOUR_MASK[i]);
                assert_eq!(image, NEIGHBOUR_MASK[map[i] as usize], "symmetry {s}");
            }
            assert_eq!(map_bits(INVERSE[s], map_bits(s, 0xabcdef)), 0xabcdef);
        }
        assert_eq!(FIELD_MAP[0], std::array::from_fn(|i| i as u8));
    }

    #[test]
    fn the_ring_swap_takes_the_outer_corner_to_the_inner_corner() {
        let a1 = Field::parse("A1").unwrap();
        let c3 = Field::parse("C3").unwrap();
        let b4 = Field::parse("B4").unwrap();
        assert_eq!(map_field(8, a1), c3);
        assert_eq!(map_field(8, b4), b4);
    }

    #[test]
    fn canonical_pairs_agree_across_a_whole_orbit() {
        let (a, b) = (0b1011_0000_0000_0100_0001, 0b0100_0000_1000_0010_0000_0000);
        let (canon, s) = canonical_pair(a, b);
        assert_eq!(canon, (map_bits(s, a), map_bits(s, b)));
        for t in 0..SYMMETRY_COUNT {
            assert_eq!(canonical_pair(map_bits(t, a), map_bits(t, b)).0, canon);
        }
    }
}
