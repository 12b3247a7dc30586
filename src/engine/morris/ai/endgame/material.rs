//! A material of the endgame tables: how many stones each side has, both
//! sides to move in one table (`fewer` against `more`, `3 ≤ fewer ≤ more ≤
//! 6`; the shipped tables stop at 5).

use std::fmt;

use super::index::{Duel, LEAST_PIVOT, MOST_PIVOT};

/// The stones of the two sides, whichever is to move: `fewer ≤ more`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Stones of the side with fewer (or as many).
    pub fewer: usize,
    /// Stones of the side with more (or as many).
    pub more: usize,
}

impl Material {
    /// The material of `a` stones against `b`, in either order; `None`
    /// outside 3 to 6 stones a side.
    pub fn new(a: usize, b: usize) -> Option<Material> {
        let sides = LEAST_PIVOT..=MOST_PIVOT;
        (sides.contains(&a) && sides.contains(&b)).then_some(Material {
            fewer: a.min(b),
            more: a.max(b),
        })
    }

    /// The material of `duel`, if the tables number it.
    pub fn of(duel: Duel) -> Option<Material> {
        Material::new(
            duel.mover.count_ones() as usize,
            duel.other.count_ones() as usize,
        )
    }

    /// Every material with at most `most` stones a side, in the order they
    /// are solved: fewer stones in all first, so a take always leads into
    /// a material solved before.
    pub fn up_to(most: usize) -> Vec<Material> {
        let mut all: Vec<Material> = (LEAST_PIVOT..=most.min(MOST_PIVOT))
            .flat_map(|fewer| {
                (fewer..=most.min(MOST_PIVOT)).map(move |more| Material { fewer, more })
            })
            .collect();
        all.sort_by_key(|m| (m.fewer + m.more, m.fewer));
        all
    }

    /// The materials a take from this one leads into (one stone fewer for
    /// either side, when it keeps 3 or more).
    pub fn after_takes(self) -> Vec<Material> {
        let mut next = Vec::new();
        if let Some(m) = Material::new(self.fewer, self.more - 1) {
            next.push(m);
        }
        if let Some(m) = Material::new(self.fewer - 1, self.more) {
            if !next.contains(&m) {
                next.push(m);
            }
        }
        next
    }

    /// The material's short name, `4v5`.
    pub fn name(self) -> String {
        format!("{}v{}", self.fewer, self.more)
    }
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} v {}", self.fewer, self.more)
    }
}
