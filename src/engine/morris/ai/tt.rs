//! The transposition table: one entry per slot, replaced when the slot
//! belongs to an older search or holds a shallower result.

use crate::engine::morris::moves::Move;

/// What a stored score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// At least this value (the search failed high).
    Lower,
    /// At most this value (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The full position key.
    pub key: u64,
    /// The best move found, if any.
    pub best: Option<Move>,
    /// The score, with mate distances relative to this node.
    pub score: i32,
    /// Remaining depth of the search that produced it.
    pub depth: i32,
    /// What `score` means.
    pub bound: Bound,
    /// The search (decision) that wrote it.
    generation: u32,
}

/// A fixed-size table indexed by the low bits of the key.
#[derive(Clone, Debug)]
pub struct Table {
    slots: Vec<Option<Entry>>,
    mask: usize,
    generation: u32,
}

impl Table {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: vec![None; 1 << bits],
            mask: (1 << bits) - 1,
            generation: 0,
        }
    }

    /// Starts a new decision: older entries count as empty.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The entry for `key` written by the current search, if any.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[key as usize & self.mask]
            .filter(|e| e.key == key && e.generation == self.generation)
    }

    /// Stores a result, keeping a deeper one of the same search.
    #[inline]
    pub fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let slot = &mut self.slots[key as usize & self.mask];
        if let Some(old) = slot {
            if old.generation == self.generation && old.key != key && old.depth > depth {
                return;
            }
        }
        *slot = Some(Entry {
            key,
            best,
            score,
            depth,
            bound,
            generation: self.generation,
        });
    }
}
