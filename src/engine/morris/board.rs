//! The board: the 24 fields, their names, canonical order, neighbours and
//! the 16 mills (RULES.md §3.1, rules 1–3), with precomputed bit masks.
//!
//! Field index `i` is the position of the field in the canonical order of
//! rule 1, and bit `i` of a bitboard stands for that field.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Number of fields on the board.
pub const FIELD_COUNT: usize = 24;

/// Every field's bit set.
pub const ALL_FIELDS: u32 = (1 << FIELD_COUNT) - 1;

/// Field names in canonical order (rule 1).
pub const FIELD_NAMES: [&str; FIELD_COUNT] = [
    "A1", "D1", "G1", "B2", "D2", "F2", "C3", "D3", "E3", "A4", "B4", "C4", "E4", "F4", "G4", "C5",
    "D5", "E5", "B6", "D6", "F6", "A7", "D7", "G7",
];

/// Neighbours of each field, each list in the exact order of rule 2.
pub const NEIGHBOURS: [&[u8]; FIELD_COUNT] = [
    &[9, 1],           // A1: A4 D1
    &[4, 0, 2],        // D1: D2 A1 G1
    &[14, 1],          // G1: G4 D1
    &[10, 4],          // B2: B4 D2
    &[1, 7, 3, 5],     // D2: D1 D3 B2 F2
    &[13, 4],          // F2: F4 D2
    &[11, 7],          // C3: C4 D3
    &[4, 6, 8],        // D3: D2 C3 E3
    &[12, 7],          // E3: E4 D3
    &[0, 21, 10],      // A4: A1 A7 B4
    &[3, 18, 9, 11],   // B4: B2 B6 A4 C4
    &[6, 15, 10],      // C4: C3 C5 B4
    &[8, 17, 13],      // E4: E3 E5 F4
    &[5, 20, 12, 14],  // F4: F2 F6 E4 G4
    &[2, 23, 13],      // G4: G1 G7 F4
    &[11, 16],         // C5: C4 D5
    &[19, 15, 17],     // D5: D6 C5 E5
    &[12, 16],         // E5: E4 D5
    &[10, 19],         // B6: B4 D6
    &[16, 22, 18, 20], // D6: D5 D7 B6 F6
    &[19, 13],         // F6: D6 F4
    &[9, 22],          // A7: A4 D7
    &[19, 21, 23],     // D7: D6 A7 G7
    &[14, 22],         // G7: G4 D7
];

/// The 16 mills in the order of rule 3 (rows, then columns).
pub const MILLS: [[u8; 3]; 16] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, 10, 11],
    [12, 13, 14],
    [15, 16, 17],
    [18, 19, 20],
    [21, 22, 23],
    [0, 9, 21],
    [3, 10, 18],
    [6, 11, 15],
    [1, 4, 7],
    [16, 19, 22],
    [8, 12, 17],
    [5, 13, 20],
    [2, 14, 23],
];

const fn bit(index: u8) -> u32 {
    1 << index
}

const fn neighbour_masks() -> [u32; FIELD_COUNT] {
    let mut masks = [0; FIELD_COUNT];
    let mut field = 0;
    while field < FIELD_COUNT {
        let list = NEIGHBOURS[field];
        let mut k = 0;
        while k < list.len() {
            masks[field] |= bit(list[k]);
            k += 1;
        }
        field += 1;
    }
    masks
}

const fn mill_masks() -> [u32; 16] {
    let mut masks = [0; 16];
    let mut m = 0;
    while m < 16 {
        masks[m] = bit(MILLS[m][0]) | bit(MILLS[m][1]) | bit(MILLS[m][2]);
        m += 1;
    }
    masks
}

const fn mills_of_fields() -> [[u8; 2]; FIELD_COUNT] {
    let mut of = [[0; 2]; FIELD_COUNT];
    let mut count = [0usize; FIELD_COUNT];
    let mut m = 0;
    while m < 16 {
        let mut k = 0;
        while k < 3 {
            let f = MILLS[m][k] as usize;
            of[f][count[f]] = m as u8;
            count[f] += 1;
            k += 1;
        }
        m += 1;
    }
    of
}

/// Bit mask of each field's neighbours.
pub const NEIGHBOUR_MASK: [u32; FIELD_COUNT] = neighbour_masks();

/// Bit mask of each mill, indexed like [`MILLS`].
pub const MILL_MASK: [u32; 16] = mill_masks();

/// The two mills (one row, one column) through each field, as indices into
/// [`MILLS`].
pub const MILLS_OF: [[u8; 2]; FIELD_COUNT] = mills_of_fields();

/// Bit masks of the two mills through each field.
pub const FIELD_MILL_MASKS: [[u32; 2]; FIELD_COUNT] = {
    let mut masks = [[0; 2]; FIELD_COUNT];
    let mut f = 0;
    while f < FIELD_COUNT {
        masks[f][0] = MILL_MASK[MILLS_OF[f][0] as usize];
        masks[f][1] = MILL_MASK[MILLS_OF[f][1] as usize];
        f += 1;
    }
    masks
};

/// Each field's neighbours in rule-2 order, padded to four entries with
/// the field itself: a fixed-size copy of [`NEIGHBOURS`] for the move
/// generator. The padding never yields a step, since a stone stands on
/// the field it would step from, so the field is never empty.
pub const NEIGHBOUR_LIST: [[u8; 4]; FIELD_COUNT] = {
    let mut lists = [[0; 4]; FIELD_COUNT];
    let mut f = 0;
    while f < FIELD_COUNT {
        let list = NEIGHBOURS[f];
        let mut k = 0;
        while k < 4 {
            lists[f][k] = if k < list.len() { list[k] } else { f as u8 };
            k += 1;
        }
        f += 1;
    }
    lists
};

/// For each byte of a bitboard (fields 0–7, 8–15, 16–23) and each value of
/// that byte, the union of the neighbour masks of the fields it holds.
const ADJACENT_BY_BYTE: [[u32; 256]; 3] = {
    let mut table = [[0; 256]; 3];
    let mut byte = 0;
    while byte < 3 {
        let mut value = 0;
        while value < 256 {
            let mut union = 0;
            let mut k = 0;
            while k < 8 {
                if value & (1 << k) != 0 {
                    union |= NEIGHBOUR_MASK[byte * 8 + k];
                }
                k += 1;
            }
            table[byte][value] = union;
            value += 1;
        }
        byte += 1;
    }
    table
};

/// The fields next to at least one field of `set` (the union of their
/// neighbour masks), by three table lookups. Adjacency is symmetric, so
/// `own & adjacent(empty)` is the set of own stones that can step.
#[inline]
pub fn adjacent(set: u32) -> u32 {
    ADJACENT_BY_BYTE[0][(set & 0xff) as usize]
        | ADJACENT_BY_BYTE[1][((set >> 8) & 0xff) as usize]
        | ADJACENT_BY_BYTE[2][((set >> 16) & 0xff) as usize]
}

/// The fields that would complete a mill for `own`: the missing field of
/// every mill holding exactly two of `own`'s stones. A stone arriving on a
/// field outside `own` closes a mill exactly when the field is in this set.
#[inline]
pub fn closing_fields(own: u32) -> u32 {
    let mut closing = 0;
    for &mask in &MILL_MASK {
        let missing = mask & !own;
        if missing != 0 && missing & (missing - 1) == 0 {
            closing |= missing;
        }
    }
    closing
}

/// One of the 24 fields, by canonical index. Serialized as its name (`"D2"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(pub u8);

impl Field {
    /// The field called `name` (`"A1"` … `"G7"`), if there is one.
    pub fn parse(name: &str) -> Option<Field> {
        FIELD_NAMES
            .iter()
            .position(|&n| n == name)
            .map(|i| Field(i as u8))
    }

    /// The field's name, e.g. `"D2"`.
    pub fn name(self) -> &'static str {
        FIELD_NAMES[self.0 as usize]
    }

    /// Canonical index, `0..24`.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The field's bit in a bitboard.
    pub fn bit(self) -> u32 {
        1 << self.0
    }

    /// Whether `other` is a neighbour of this field (rule 2).
    pub fn is_adjacent(self, other: Field) -> bool {
        NEIGHBOUR_MASK[self.index()] & other.bit() != 0
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Field {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Field {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        Field::parse(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("`{name}` is not a field name")))
    }
}

/// The names of the 16 mills, indexed like [`MILLS`] (their three fields'
/// names joined by `-`).
pub const MILL_NAMES: [&str; 16] = [
    "A1-D1-G1", "B2-D2-F2", "C3-D3-E3", "A4-B4-C4", "E4-F4-G4", "C5-D5-E5", "B6-D6-F6", "A7-D7-G7",
    "A1-A4-A7", "B2-B4-B6", "C3-C4-C5", "D1-D2-D3", "D5-D6-D7", "E3-E4-E5", "F2-F4-F6", "G1-G4-G7",
];

/// The name of mill `index`, e.g. `"A1-D1-G1"`.
pub fn mill_name(index: usize) -> String {
    MILL_NAMES[index].to_string()
}

/// The fields of `mask`, in canonical order.
pub fn fields_of(mask: u32) -> impl Iterator<Item = Field> {
    Bits(mask).map(|i| Field(i as u8))
}

/// Iterates over the set bits of a mask, lowest (first canonical) first.
#[derive(Clone, Copy, Debug)]
pub struct Bits(pub u32);

impl Iterator for Bits {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(i)
        }
    }
}

/// The union of the mills fully covered by `stones`.
#[inline]
pub fn stones_in_mills(stones: u32) -> u32 {
    let mut covered = 0;
    for &mask in &MILL_MASK {
        if stones & mask == mask {
            covered |= mask;
        }
    }
    covered
}

/// Indices of the mills fully covered by `stones`, in rule-3 order.
pub fn complete_mills(stones: u32) -> Vec<usize> {
    (0..16)
        .filter(|&m| stones & MILL_MASK[m] == MILL_MASK[m])
        .collect()
}

/// Whether a stone arriving on `to` closes a mill for `own` (the mover's
/// stones after the move, so a vacated field does not count).
#[inline]
pub fn closes_mill(own: u32, to: usize) -> bool {
    let [a, b] = FIELD_MILL_MASKS[to];
    own & a == a || own & b == b
}
