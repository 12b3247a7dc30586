//! Solved endgames: positions where both sides have placed all their
//! stones, with their exact result and distance to the end, computed by
//! retrograde analysis ([`retro`]) and numbered modulo the board's
//! symmetries ([`index`]).
//!
//! Two forms share that work. [`tables::Tables`] holds any material from
//! 3 v 3 to 6 v 6, 16 bits a slot, one file a material ([`table_file`]);
//! `referee solve morris` builds them into a cache folder and answers from
//! them (`docs/morris.md`). The shipped file holds the same materials, a
//! byte a slot (every distance is at most 57 plies): `cargo run --release
//! --example morris_endgame` writes it ([`codec`]), the app loads it
//! ([`shipped`]) and the search and the coach ask [`Endgame::probe`].

pub mod codec;
pub mod index;
pub mod material;
pub mod moves;
pub mod parallel;
pub mod retro;
pub mod sampled;
pub mod shipped;
pub mod slots;
pub mod solve;
pub mod table_file;
pub mod tables;
pub mod verify;

#[cfg(test)]
mod tables_tests;
#[cfg(test)]
mod tests;

use index::{Duel, Indexer};
use material::Material;
use slots::Slots;

use crate::engine::morris::position::{Position, STONES};

/// The most stones a side may have in a position of the shipped tables.
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

    /// Reads a slot of the referee's tables, 16 bits (0 = draw, else
    /// distance + 1).
    pub fn from_wide_slot(slot: u16) -> Solved {
        match slot {
            0 => Solved::Draw,
            v if (v - 1) % 2 == 1 => Solved::Win(v - 1),
            v => Solved::Loss(v - 1),
        }
    }
}

/// The solved tables of every material from 3 stones against 3 to
/// [`MAX_STONES`] against [`MAX_STONES`], a byte a slot as the shipped file
/// holds them (the materials where nearly everything is drawn kept
/// sparse, [`Slots`]).
#[derive(Clone)]
pub struct Endgame {
    indexer: Indexer,
    /// Each material's slots, in the order of
    /// [`Material::up_to`]`(MAX_STONES)`.
    tables: Vec<(Material, Slots)>,
}

impl Endgame {
    /// The materials the tables hold, in the order of their slots.
    pub fn materials() -> Vec<Material> {
        Material::up_to(MAX_STONES)
    }

    /// How many slots all the materials take together.
    pub fn total_len(indexer: &Indexer) -> usize {
        Endgame::materials()
            .iter()
            .map(|m| indexer.pair_len(m.fewer, m.more))
            .sum()
    }

    /// Builds the tables from every material's slots laid end to end (in
    /// the order of [`Endgame::materials`]); `None` when the length is
    /// wrong.
    pub fn from_slots(slots: Vec<u8>) -> Option<Endgame> {
        let indexer = Indexer::new();
        if slots.len() != Endgame::total_len(&indexer) {
            return None;
        }
        let mut tables = Vec::new();
        let mut at = 0;
        for material in Endgame::materials() {
            let len = indexer.pair_len(material.fewer, material.more);
            tables.push((material, Slots::new(slots[at..at + len].to_vec())));
            at += len;
        }
        Some(Endgame { indexer, tables })
    }

    /// Builds the tables from each material's slots, in the order of
    /// [`Endgame::materials`]; `None` when a material is missing or has
    /// the wrong length.
    pub fn from_tables(tables: Vec<Slots>) -> Option<Endgame> {
        let indexer = Indexer::new();
        let materials = Endgame::materials();
        let fits = tables.len() == materials.len()
            && materials
                .iter()
                .zip(&tables)
                .all(|(m, t)| t.len() == indexer.pair_len(m.fewer, m.more));
        fits.then(|| Endgame {
            indexer,
            tables: materials.into_iter().zip(tables).collect(),
        })
    }

    /// Every material's slots laid end to end (what the file compresses).
    pub fn all_slots(&self) -> Vec<u8> {
        self.tables.iter().flat_map(|(_, t)| t.to_vec()).collect()
    }

    /// Every slot of `material` (0 draw, else distance + 1), written out.
    pub fn table(&self, material: Material) -> Option<Vec<u8>> {
        self.slots(material).map(Slots::to_vec)
    }

    /// How `material`'s slots are kept.
    pub fn slots(&self, material: Material) -> Option<&Slots> {
        self.tables
            .iter()
            .find(|(m, _)| *m == material)
            .map(|(_, t)| t)
    }

    /// The numbering these tables use.
    pub fn indexer(&self) -> &Indexer {
        &self.indexer
    }

    /// The endgame file's name in the built app (copied from
    /// `assets/morris-endgame.bin`).
    pub const FILE_NAME: &str = "morris-endgame.bin";

    /// The most stones a side may have in a position these tables solve.
    pub fn max_stones(&self) -> usize {
        MAX_STONES
    }

    /// The result of `duel` if the tables hold it (3 to [`MAX_STONES`]
    /// stones a side).
    #[inline]
    pub fn probe_duel(&self, duel: Duel) -> Option<Solved> {
        // A 6-stone side (most middle-game nodes of the search) leaves
        // here, before the search through the materials held.
        let material = Material::of(duel).filter(|m| m.more <= MAX_STONES)?;
        let slots = self.slots(material)?;
        let index = self.indexer.pair_index(material.fewer, material.more, duel);
        Some(Solved::from_slot(slots.get(index)))
    }

    /// The result of `pos` for its side to move, if the tables hold it
    /// (all stones placed, 3 to [`MAX_STONES`] a side). The move limit is
    /// not applied: a result further away than the moves left is a draw
    /// in play.
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
        write!(f, "Endgame(3 v 3 to {0} v {0})", self.max_stones())
    }
}
