//! Where the move generator writes: a growable `Vec<Move>` (searches,
//! tools) or a [`MoveList`], a fixed-size array reused from move to move
//! (random playouts), which appends without branching on whether a
//! candidate step is legal.

use super::board::Field;
use super::moves::Move;

/// A bound on the legal moves of any position: at most 63 (from, to)
/// pairs (24 placements, 32 steps, since the board has 32 lines between
/// neighbours, or 3 × 21 flights), and a pair closing a mill gives one
/// move per opponent stone (at most 9).
pub const MAX_MOVES: usize = 63 * 9;

/// What [`super::movegen::generate_into`] appends to.
pub trait MoveSink {
    /// Appends `mv`.
    fn push(&mut self, mv: Move);

    /// Appends `mv` if `keep`: for a candidate whose legality the
    /// generator has just tested, so a sink may write it without a branch.
    fn push_if(&mut self, mv: Move, keep: bool);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn push(&mut self, mv: Move) {
        Vec::push(self, mv);
    }

    /// Pushes `mv` and takes it back unless `keep`, so the legality test
    /// decides no branch.
    #[inline]
    fn push_if(&mut self, mv: Move, keep: bool) {
        Vec::push(self, mv);
        self.truncate(self.len() - usize::from(!keep));
    }
}

/// A list of at most [`MAX_MOVES`] moves in a fixed array: made once,
/// cleared and refilled for every position of a playout.
#[derive(Clone, Debug)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::place(Field(0)); MAX_MOVES],
            len: 0,
        }
    }

    /// Empties the list (the array is kept).
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves appended since the last [`MoveList::clear`], in order.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Writes `mv` in the next free slot either way and counts it only if
    /// `keep`: the slot is free, so a dropped candidate is overwritten.
    #[inline]
    fn push_if(&mut self, mv: Move, keep: bool) {
        self.moves[self.len] = mv;
        self.len += usize::from(keep);
    }
}
