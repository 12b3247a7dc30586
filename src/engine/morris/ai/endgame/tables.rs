//! The endgame tables of every material up to six stones a side (3 v 3 to
//! 6 v 6, both sides to move), as far as they have been solved or read:
//! their slots (0 draw, else distance + 1, see [`super::retro`]) and the
//! lookup of a position's result.

use std::collections::BTreeMap;

use super::index::{Duel, Indexer};
use super::material::Material;
use super::parallel::map_ranges;
use super::retro::solve_material;
use super::{Endgame, Solved};

/// Counts of a solved material, for reports and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MaterialSummary {
    /// Positions (up to symmetry) the side to move wins.
    pub wins: u64,
    /// Positions the side to move loses.
    pub losses: u64,
    /// Drawn positions.
    pub draws: u64,
    /// The longest distance to the end, in plies.
    pub longest: u16,
}

impl MaterialSummary {
    /// Positions counted (up to symmetry).
    pub fn positions(&self) -> u64 {
        self.wins + self.losses + self.draws
    }

    /// Counts one used slot (0 a draw, else the distance plus one).
    fn count(&mut self, slot: u16) {
        match slot.checked_sub(1) {
            None => self.draws += 1,
            Some(d) => {
                self.longest = self.longest.max(d);
                if d % 2 == 1 {
                    self.wins += 1;
                } else {
                    self.losses += 1;
                }
            }
        }
    }

    /// The counts of two parts of a material together.
    fn merged(self, other: MaterialSummary) -> MaterialSummary {
        MaterialSummary {
            wins: self.wins + other.wins,
            losses: self.losses + other.losses,
            draws: self.draws + other.draws,
            longest: self.longest.max(other.longest),
        }
    }
}

/// Solved materials and the numbering they share.
#[derive(Clone, Debug, Default)]
pub struct Tables {
    indexer: Indexer,
    solved: BTreeMap<Material, Vec<u16>>,
}

impl Tables {
    /// No material solved yet; materials up to 5 stones on the side with
    /// fewer can be held (and any with 6 on the other side).
    pub fn new() -> Tables {
        Tables::default()
    }

    /// No material solved yet; materials up to `most` stones a side can be
    /// held (6 v 6 needs `most = 6`, which classifies the 6-stone sets).
    pub fn up_to(most: usize) -> Tables {
        Tables {
            indexer: Indexer::up_to(most),
            solved: BTreeMap::new(),
        }
    }

    /// Whether the numbering covers `material` (see [`Tables::up_to`]).
    pub fn numbers(&self, material: Material) -> bool {
        material.fewer <= self.indexer.most_pivot()
    }

    /// An error unless the numbering covers `material`.
    fn covers(&self, material: Material) -> Result<(), String> {
        if self.numbers(material) {
            Ok(())
        } else {
            Err(format!(
                "these tables number materials with up to {} stones on the side with fewer, \
                 not {material}",
                self.indexer.most_pivot()
            ))
        }
    }

    /// The numbering the tables use.
    pub fn indexer(&self) -> &Indexer {
        &self.indexer
    }

    /// How many slots `material`'s table has (used or not); panics if the
    /// numbering does not cover it ([`Tables::numbers`]).
    pub fn len_of(&self, material: Material) -> usize {
        self.indexer.pair_len(material.fewer, material.more)
    }

    /// Adds solved slots for `material`; an error if the table has the
    /// wrong length or the numbering does not cover the material.
    pub fn insert(&mut self, material: Material, slots: Vec<u16>) -> Result<(), String> {
        self.covers(material)?;
        let want = self.len_of(material);
        if slots.len() != want {
            return Err(format!(
                "the {material} table has {} slots, not {want}",
                slots.len()
            ));
        }
        self.solved.insert(material, slots);
        Ok(())
    }

    /// The slots of `material`, if solved.
    pub fn slots(&self, material: Material) -> Option<&[u16]> {
        self.solved.get(&material).map(Vec::as_slice)
    }

    /// The materials held, smallest first.
    pub fn materials(&self) -> impl Iterator<Item = Material> + '_ {
        self.solved.keys().copied()
    }

    /// Solves `material` by retrograde analysis and keeps it; the
    /// materials its takes lead into must be held already. Returns its
    /// slots.
    pub fn solve(&mut self, material: Material) -> Result<&[u16], String> {
        self.covers(material)?;
        if let Some(missing) = material
            .after_takes()
            .into_iter()
            .find(|m| !self.solved.contains_key(m))
        {
            return Err(format!("{material} needs {missing} solved first"));
        }
        let taken = |duel: Duel| self.slot(duel).expect("a take's material is held");
        let slots = solve_material(&self.indexer, material, &taken);
        self.solved.insert(material, slots);
        Ok(&self.solved[&material])
    }

    /// The slot of `duel`, if its material is held.
    #[inline]
    pub fn slot(&self, duel: Duel) -> Option<u16> {
        let m = Material::of(duel)?;
        let table = self.solved.get(&m)?;
        Some(table[self.indexer.pair_index(m.fewer, m.more, duel)])
    }

    /// The result of `duel` for its side to move, if its material is held.
    pub fn probe_duel(&self, duel: Duel) -> Option<Solved> {
        self.slot(duel).map(Solved::from_wide_slot)
    }

    /// Whether slot `index` of `material` stands for a position (is the
    /// representative of its symmetry class).
    pub fn is_used(&self, material: Material, index: usize) -> bool {
        let (p, q) = (material.fewer, material.more);
        self.indexer
            .pair_index(p, q, self.indexer.pair_duel(p, q, index))
            == index
    }

    /// The shipped form of these tables, a byte a slot ([`Endgame`]); an
    /// error if a material up to 5 v 5 is missing or a distance does not
    /// fit a byte.
    pub fn to_shipped(&self) -> Result<Endgame, String> {
        let mut slots = Vec::with_capacity(Endgame::total_len(&self.indexer));
        for material in Endgame::materials() {
            let wide = self
                .slots(material)
                .ok_or_else(|| format!("{material} is not solved"))?;
            for &v in wide {
                slots.push(
                    u8::try_from(v)
                        .map_err(|_| format!("{material} has a distance of {} plies", v - 1))?,
                );
            }
        }
        Endgame::from_slots(slots).ok_or_else(|| "the tables have the wrong size".into())
    }

    /// Counts the wins, losses and draws of `material`'s used slots (on
    /// every core).
    pub fn summarize(&self, material: Material) -> Option<MaterialSummary> {
        let table = self.solved.get(&material)?;
        let pieces = map_ranges(table.len(), |range| {
            let mut summary = MaterialSummary::default();
            for index in range.filter(|&i| self.is_used(material, i)) {
                summary.count(table[index]);
            }
            summary
        });
        Some(
            pieces
                .into_iter()
                .fold(MaterialSummary::default(), MaterialSummary::merged),
        )
    }
}
