//! The placement book of the `hard` AI (issue 12): placing-phase positions
//! with the move a long offline search chose for them: every position near
//! the start that a game following the book can reach ([`generate`], its
//! own file, which imports this one: this file re-exports nothing of it),
//! then
//! the positions of hard's games against itself up to the last placement
//! ([`lines`]).
//!
//! A position is stored once per symmetry class (the board has 16
//! symmetries, [`crate::engine::morris::symmetry`]): its key is the
//! symmetry image whose stones sort first, with the number of moves played
//! (the ply). In the placing phase the ply fixes each seat's placements
//! and the side to move, and with the stones on the board it fixes the
//! stones each seat lost. A lookup maps the position to its key, finds it
//! by binary search and maps the stored move back with the inverse
//! symmetry.
//!
//! The file (`book/morris_book.bin`, made by `examples/morris_book.rs` with
//! [`generate::generate`]) is little-endian: the magic `NMMB`, a `u16` version, a
//! `u16` count of ply sections `P`, the `u32` entry count, then for each
//! ply from 0 its `u32` entry count and the `u32` node cap of its
//! searches. Then the entries, ply by ply, each section sorted by board code, 6 bytes
//! each: bits 0–38 the board code (field `i` counts `3^i` times 0 when
//! empty, 1 for seat 0, 2 for seat 1), bits 39–43 the destination field and
//! bits 44–47 the victim: 0 for none, `k` for the `k`-th stone (in field
//! order) of the seat not to move.

pub mod generate;
pub mod lines;
#[cfg(test)]
mod tests;

use crate::engine::morris::board::{Bits, Field, ALL_FIELDS, FIELD_COUNT};
use crate::engine::morris::moves::Move;
use crate::engine::morris::position::{Phase, Position, DEFAULT_MAX_MOVES, STONES};
use crate::engine::morris::symmetry::{canonical_pair, map_move, INVERSE};

/// The book the AI uses, embedded in the binaries that search (the
/// referee and the browser's AI worker; the page never calls the AI).
static SHIPPED: &[u8] = include_bytes!("book/morris_book.bin");

/// The first four bytes of a book file.
pub const MAGIC: [u8; 4] = *b"NMMB";
/// The format version this code reads and writes.
pub const VERSION: u16 = 1;
/// Bytes of one entry: the board code and the move.
pub const ENTRY_BYTES: usize = 6;
/// Bytes of the header before the per-ply records.
const FIXED_HEADER: usize = 12;
/// Bytes of one ply's record in the header: entry count and node cap.
const PLY_RECORD: usize = 8;
/// Bits of the board code.
const CODE_BITS: u32 = 39;
/// `3^24`, one more than the largest board code.
const CODES: u64 = 282_429_536_481;
/// Placing plies: the last placement is move 18, so ply 17 is the last
/// position with a placement to make.
const PLACING_PLIES: usize = 2 * STONES as usize;

/// A placing position up to symmetry: the ply (moves played) and the
/// stones of seat 0 and seat 1 in their canonical symmetry image.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key {
    /// Moves played; seat 0 has placed `(ply + 1) / 2` stones, seat 1
    /// `ply / 2`, and `ply % 2` is the seat to move.
    pub ply: u8,
    /// Each seat's stones, the image that sorts first over all symmetries.
    pub stones: [u32; 2],
}

impl Key {
    /// The key of `pos` and the symmetry that maps `pos` onto it, when
    /// `pos` is a standard-rules placing position whose counters agree with
    /// its ply (a placing seat to move, `moves` equal to the placements,
    /// losses matching the stones on the board); `None` otherwise.
    pub fn of(pos: &Position) -> Option<(Key, usize)> {
        let ply = usize::from(pos.placed[0]) + usize::from(pos.placed[1]);
        let side = pos.side();
        let counters_fit = pos.max_moves == DEFAULT_MAX_MOVES
            && ply < PLACING_PLIES
            && usize::from(pos.moves) == ply
            && side == ply % 2
            && usize::from(pos.placed[0]) == ply.div_ceil(2)
            && pos.phase(side) == Phase::Placing
            && pos.stones[0] & pos.stones[1] == 0
            && (pos.stones[0] | pos.stones[1]) & !ALL_FIELDS == 0;
        if !counters_fit {
            return None;
        }
        for seat in 0..2 {
            let lost = pos.placed[seat].checked_sub(pos.on_board(seat))?;
            if pos.lost(seat) != lost {
                return None;
            }
        }
        let ((a, b), s) = canonical_pair(pos.stones[0], pos.stones[1]);
        let key = Key {
            ply: ply as u8,
            stones: [a, b],
        };
        Some((key, s))
    }

    /// The position this key stands for (standard move limit).
    pub fn position(&self) -> Position {
        let ply = self.ply;
        let placed = [ply.div_ceil(2), ply / 2];
        let on_board = [
            self.stones[0].count_ones() as u8,
            self.stones[1].count_ones() as u8,
        ];
        Position {
            stones: self.stones,
            placed,
            taken: [
                placed[1].saturating_sub(on_board[1]),
                placed[0].saturating_sub(on_board[0]),
            ],
            to_move: ply % 2,
            moves: u16::from(ply),
            max_moves: DEFAULT_MAX_MOVES,
        }
    }

    /// The board as a base-3 number (field `i` weighs `3^i`; 1 for a stone
    /// of seat 0, 2 for seat 1).
    pub fn code(&self) -> u64 {
        (0..FIELD_COUNT).rev().fold(0, |code, i| {
            let digit = if self.stones[0] >> i & 1 != 0 {
                1
            } else if self.stones[1] >> i & 1 != 0 {
                2
            } else {
                0
            };
            code * 3 + digit
        })
    }

    /// The key of `ply` whose board code is `code`, if `code` stands for a
    /// board in canonical form that fits a placing position of that ply.
    pub fn from_code(ply: u8, code: u64) -> Option<Key> {
        if code >= CODES {
            return None;
        }
        let mut stones = [0u32; 2];
        let mut rest = code;
        for i in 0..FIELD_COUNT {
            match rest % 3 {
                1 => stones[0] |= 1 << i,
                2 => stones[1] |= 1 << i,
                _ => {}
            }
            rest /= 3;
        }
        let key = Key { ply, stones };
        let pos = key.position();
        if pos.check().is_err() {
            return None;
        }
        match Key::of(&pos) {
            Some((canonical, _)) if canonical == key => Some(key),
            _ => None,
        }
    }
}

/// One book entry: a position (as its key) and its move, in the key's
/// frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The position.
    pub key: Key,
    /// The move the book plays there.
    pub mv: Move,
}

impl Entry {
    /// The 6 stored bytes, or why the move cannot be stored (not a
    /// placement, or a victim that is not a stone of the seat not to move).
    fn pack(&self) -> Result<[u8; ENTRY_BYTES], String> {
        if self.mv.from.is_some() {
            return Err(format!("{}: the book stores placements only", self.mv));
        }
        let victims = self.key.stones[1 - usize::from(self.key.ply % 2)];
        let victim = match self.mv.take {
            None => 0,
            Some(f) if victims & f.bit() != 0 => (victims & (f.bit() - 1)).count_ones() + 1,
            Some(f) => return Err(format!("{}: {f} is not a stone to take", self.mv)),
        };
        let word = self.key.code()
            | u64::from(self.mv.to.0) << CODE_BITS
            | u64::from(victim) << (CODE_BITS + 5);
        let mut bytes = [0; ENTRY_BYTES];
        bytes.copy_from_slice(&word.to_le_bytes()[..ENTRY_BYTES]);
        Ok(bytes)
    }

    /// The entry stored as `bytes` in the section of `ply`.
    fn unpack(ply: u8, bytes: &[u8]) -> Result<Entry, String> {
        let word = read_word(bytes);
        let code = word & ((1 << CODE_BITS) - 1);
        let key = Key::from_code(ply, code)
            .ok_or_else(|| format!("ply {ply}: code {code} is not a canonical placing board"))?;
        let mv = unpack_move(&key, word >> CODE_BITS)
            .ok_or_else(|| format!("ply {ply}: code {code} has a bad move"))?;
        Ok(Entry { key, mv })
    }
}

/// The 6 bytes at the start of `bytes` as a number.
fn read_word(bytes: &[u8]) -> u64 {
    let mut word = [0u8; 8];
    word[..ENTRY_BYTES].copy_from_slice(&bytes[..ENTRY_BYTES]);
    u64::from_le_bytes(word)
}

/// The move of the stored bits `packed` (destination and victim index) in
/// the frame of `key`; the victim index counts the stones of the seat not
/// to move.
fn unpack_move(key: &Key, packed: u64) -> Option<Move> {
    let to = (packed & 31) as usize;
    let victim = (packed >> 5) as usize;
    if to >= FIELD_COUNT {
        return None;
    }
    let mv = Move::place(Field(to as u8));
    if victim == 0 {
        return Some(mv);
    }
    let victims = key.stones[1 - usize::from(key.ply % 2)];
    Bits(victims)
        .nth(victim - 1)
        .map(|f| mv.taking(Field(f as u8)))
}

/// A parsed book over borrowed bytes (the header is checked; entries are
/// decoded when read).
#[derive(Clone, Copy, Debug)]
pub struct Book<'a> {
    bytes: &'a [u8],
    plies: usize,
    len: usize,
}

impl<'a> Book<'a> {
    /// Checks the header of `bytes` (magic, version, counts that add up to
    /// the entry count and the file length).
    pub fn parse(bytes: &'a [u8]) -> Result<Book<'a>, String> {
        if bytes.len() < FIXED_HEADER || bytes[..4] != MAGIC {
            return Err("not a Morris placement book (no NMMB header)".into());
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let version = u16_at(4);
        if version != VERSION {
            return Err(format!(
                "book version {version}; this build reads {VERSION}"
            ));
        }
        let plies = usize::from(u16_at(6));
        if plies > PLACING_PLIES {
            return Err(format!("{plies} ply sections; placing has {PLACING_PLIES}"));
        }
        let header = FIXED_HEADER + PLY_RECORD * plies;
        if bytes.len() < header {
            return Err("the header is cut short".into());
        }
        let len = u32_at(8) as usize;
        let sum: usize = (0..plies)
            .map(|p| u32_at(FIXED_HEADER + PLY_RECORD * p) as usize)
            .sum();
        if sum != len {
            return Err(format!(
                "the plies hold {sum} entries, the header says {len}"
            ));
        }
        if bytes.len() != header + ENTRY_BYTES * len {
            return Err(format!(
                "{} bytes for {len} entries; expected {}",
                bytes.len(),
                header + ENTRY_BYTES * len
            ));
        }
        Ok(Book { bytes, plies, len })
    }

    /// Writes `entries` (any order, one per key) as a book file whose
    /// searches at ply `p` had `nodes(p)` nodes each.
    pub fn encode(entries: &[Entry], nodes: impl Fn(u8) -> u32) -> Result<Vec<u8>, String> {
        let mut sorted: Vec<(u8, u64, Entry)> = entries
            .iter()
            .map(|e| (e.key.ply, e.key.code(), *e))
            .collect();
        sorted.sort_by_key(|&(ply, code, _)| (ply, code));
        if let Some(w) = sorted
            .windows(2)
            .find(|w| w[0].0 == w[1].0 && w[0].1 == w[1].1)
        {
            return Err(format!("two entries for {:?}", w[0].2.key));
        }
        let plies = sorted.last().map_or(0, |&(ply, _, _)| usize::from(ply) + 1);
        if plies > PLACING_PLIES {
            return Err(format!("ply {} is not a placing ply", plies - 1));
        }
        let mut out =
            Vec::with_capacity(FIXED_HEADER + PLY_RECORD * plies + ENTRY_BYTES * sorted.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(plies as u16).to_le_bytes());
        out.extend_from_slice(&(sorted.len() as u32).to_le_bytes());
        for ply in 0..plies as u8 {
            let count = sorted.iter().filter(|e| e.0 == ply).count();
            out.extend_from_slice(&(count as u32).to_le_bytes());
            out.extend_from_slice(&nodes(ply).to_le_bytes());
        }
        for (_, _, entry) in &sorted {
            out.extend_from_slice(&entry.pack()?);
        }
        Ok(out)
    }

    /// Entries in the book.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the book has no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Ply sections: positions with up to `plies() - 1` moves played.
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// The node cap of the searches that made the entries of `ply` (0
    /// past the last section).
    pub fn nodes_at(&self, ply: usize) -> u64 {
        if ply < self.plies {
            u64::from(self.header_u32(FIXED_HEADER + PLY_RECORD * ply + 4))
        } else {
            0
        }
    }

    /// Entries of `ply` (0 past the last section).
    pub fn count_at(&self, ply: usize) -> usize {
        if ply < self.plies {
            self.count_field(ply)
        } else {
            0
        }
    }

    fn header_u32(&self, i: usize) -> u32 {
        u32::from_le_bytes([
            self.bytes[i],
            self.bytes[i + 1],
            self.bytes[i + 2],
            self.bytes[i + 3],
        ])
    }

    fn count_field(&self, ply: usize) -> usize {
        self.header_u32(FIXED_HEADER + PLY_RECORD * ply) as usize
    }

    /// The stored bytes of the entries of `ply`.
    fn section(&self, ply: usize) -> &'a [u8] {
        let before: usize = (0..ply).map(|p| self.count_field(p)).sum();
        let start = FIXED_HEADER + PLY_RECORD * self.plies + ENTRY_BYTES * before;
        &self.bytes[start..start + ENTRY_BYTES * self.count_field(ply)]
    }

    /// Every entry in file order, or the first one that does not decode
    /// or breaks the order (each section strictly increasing by code).
    pub fn entries(&self) -> Result<Vec<Entry>, String> {
        let mut out = Vec::with_capacity(self.len);
        for ply in 0..self.plies {
            let mut last = None;
            for bytes in self.section(ply).chunks_exact(ENTRY_BYTES) {
                let entry = Entry::unpack(ply as u8, bytes)?;
                let code = entry.key.code();
                if last.is_some_and(|l| l >= code) {
                    return Err(format!("ply {ply}: code {code} is out of order"));
                }
                last = Some(code);
                out.push(entry);
            }
        }
        Ok(out)
    }

    /// The book's move for `pos`, in `pos`'s own frame, when the book has
    /// its symmetry class (see [`Key::of`] for the positions it can hold).
    pub fn lookup(&self, pos: &Position) -> Option<Move> {
        let (key, s) = Key::of(pos)?;
        let ply = usize::from(key.ply);
        if ply >= self.plies {
            return None;
        }
        let section = self.section(ply);
        let code = key.code();
        let (mut lo, mut hi) = (0, section.len() / ENTRY_BYTES);
        while lo < hi {
            let mid = (lo + hi) / 2;
            let word = read_word(&section[mid * ENTRY_BYTES..]);
            let here = word & ((1 << CODE_BITS) - 1);
            if here == code {
                let mv = unpack_move(&key, word >> CODE_BITS)?;
                return Some(map_move(INVERSE[s], mv));
            }
            if here < code {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        None
    }
}

/// The book shipped with this build, or `None` if its header is broken
/// (the tests check it is not).
pub fn shipped() -> Option<Book<'static>> {
    Book::parse(SHIPPED).ok()
}
