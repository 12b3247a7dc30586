//! Solved endgames: positions where both sides have placed all their
//! stones, with their exact result and distance to the end, computed by
//! retrograde analysis ([`retro`]) and numbered modulo the board's
//! symmetries ([`index`]).
//!
//! Two sets of tables share that work. The shipped file holds 3 stones
//! against 3 to [`MAX_STONES`] (the side with 3 flies), a byte a slot:
//! `cargo run --release --example morris_endgame` writes it ([`codec`]),
//! the app loads it ([`shipped`]) and the search asks [`Endgame::probe`]
//! at every node. [`tables::Tables`] holds any material from 3 v 3 to 5 v 5,
//! 16 bits a slot, one file a material ([`table_file`]); `referee solve
//! morris` builds them into a cache folder and answers from them
//! (`docs/morris.md`).

pub mod codec;
pub mod index;
pub mod material;
pub mod moves;
pub mod parallel;
pub mod retro;
pub mod sampled;
pub mod shipped;
pub mod solve;
pub mod table_file;
pub mod tables;
pub mod verify;

#[cfg(test)]
mod tables_tests;
#[cfg(test)]
mod tests;

use index::{Duel, Indexer};

use crate::engine::morris::position::{Position, STONES};

/// The most stones the stronger side may have in a solved position.
pub const MAX_STONES: usize = 5;

/// The solved result of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solved {
    /// Neither side can force a win.
    Draw,
    /// The side to move wins; its winning move is this many plies away.
    Win(u16),
    /// The side to move loses; the opponent's winning move is this many
    /// plies away (0: it is blocked now).
    Loss(u16),
}

impl Solved {
    /// Reads a table slot (0 = draw, else distance + 1).
    pub fn from_slot(slot: u8) -> Solved {
        Solved::from_wide_slot(u16::from(slot))
    }

    /// Reads a slot of the tables up to five stones a side (0 = draw, else
    /// distance + 1).
    pub fn from_wide_slot(slot: u16) -> Solved {
        match slot {
            0 => Solved::Draw,
            v if (v - 1) % 2 == 1 => Solved::Win(v - 1),
            v => Solved::Loss(v - 1),
        }
    }
}

/// The solved tables of 3 stones against 3, 4, … stones.
#[derive(Clone)]
pub struct Endgame {
    indexer: Indexer,
    /// `tables[k - 3]`: the table of 3 against `k`.
    tables: Vec<Vec<u8>>,
}

impl Endgame {
    /// Solves 3 against 3 up to 3 against `max_stones` (a minute or so for
    /// 5, natively in release).
    pub fn solve(max_stones: usize) -> Endgame {
        let indexer = Indexer::new();
        let mut tables: Vec<Vec<u8>> = Vec::new();
        for k in 3..=max_stones {
            let table = solve::solve(&indexer, k, tables.last().map_or(&[], |t| t));
            tables.push(table);
        }
        Endgame { indexer, tables }
    }

    /// Builds the tables from solved slots (`tables[k - 3]` for 3 against
    /// `k`); `None` when a table has the wrong length.
    pub fn from_tables(tables: Vec<Vec<u8>>) -> Option<Endgame> {
        let indexer = Indexer::new();
        let fits = tables
            .iter()
            .enumerate()
            .all(|(i, t)| t.len() == indexer.len(i + 3));
        fits.then_some(Endgame { indexer, tables })
    }

    /// The solved slots, `[k - 3]` for 3 against `k`.
    pub fn tables(&self) -> &[Vec<u8>] {
        &self.tables
    }

    /// The numbering these tables use.
    pub fn indexer(&self) -> &Indexer {
        &self.indexer
    }

    /// The endgame file's name in the built app (copied from
    /// `assets/morris-endgame.bin`).
    pub const FILE_NAME: &str = "morris-endgame.bin";

    /// The most stones the stronger side may have in a position these
    /// tables solve.
    pub fn max_stones(&self) -> usize {
        self.tables.len() + 2
    }

    /// The result of `duel` if the tables hold it.
    pub fn probe_duel(&self, duel: Duel) -> Option<Solved> {
        let a = duel.mover.count_ones() as usize;
        let b = duel.other.count_ones() as usize;
        let k = a.max(b);
        if a.min(b) != 3 || k > self.max_stones() {
            return None;
        }
        let table = &self.tables[k - 3];
        Some(Solved::from_slot(table[self.indexer.index(k, duel)]))
    }

    /// The result of `pos` for its side to move, if the tables hold it
    /// (all stones placed, one side with 3, the other with at most
    /// [`Endgame::max_stones`]). The move limit is not applied: a result
    /// further away than the moves left is a draw in play.
    pub fn probe(&self, pos: &Position) -> Option<Solved> {
        if pos.placed != [STONES, STONES] {
            return None;
        }
        let s = pos.side();
        self.probe_duel(Duel {
            mover: pos.stones[s],
            other: pos.stones[1 - s],
        })
    }
}

impl std::fmt::Debug for Endgame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Endgame(3 against 3..={})", self.max_stones())
    }
}
