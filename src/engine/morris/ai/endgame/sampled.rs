//! Solved tables against a plain search on the engine's own rules
//! (`Position`, `legal_moves`, `status`: none of the solver's move code):
//! a sample of a material's positions, each searched a few plies deep.

use super::index::Duel;
use super::material::Material;
use super::tables::Tables;
use super::Solved;
use crate::engine::morris::movegen::legal_moves;
use crate::engine::morris::position::{Position, STONES};
use crate::engine::morris::status::{status, Status};
use crate::engine::rng::Pcg32;

/// The engine's position for `duel`, seat 0 to move, all stones placed, no
/// move limit.
pub fn position_of(duel: Duel) -> Position {
    let mut pos = Position::start(u16::MAX);
    pos.stones = [duel.mover, duel.other];
    pos.placed = [STONES, STONES];
    pos.taken = [
        STONES - duel.other.count_ones() as u8,
        STONES - duel.mover.count_ones() as u8,
    ];
    pos
}

/// Whether the side to move of `pos` can force a win within `plies`.
fn wins_within(pos: &Position, plies: u16) -> bool {
    plies >= 1
        && legal_moves(pos).into_iter().any(|mv| {
            let next = pos.after(mv);
            matches!(status(&next), Status::TookSeven | Status::Blocked)
                || loses_within(&next, plies - 1)
        })
}

/// Whether the side to move of `pos` loses by force within `plies`
/// (blocked now, or every move reaches a position won within the rest).
fn loses_within(pos: &Position, plies: u16) -> bool {
    legal_moves(pos).into_iter().all(|mv| {
        let next = pos.after(mv);
        status(&next) == Status::Ongoing && wins_within(&next, plies.saturating_sub(1))
    })
}

/// The exact result of `pos` for its side to move if it is decided within
/// `plies`, by plain search; `None` if it needs more (or is a draw).
pub fn plain_search(pos: &Position, plies: u16) -> Option<Solved> {
    (0..=plies).find_map(|d| {
        if d % 2 == 1 {
            wins_within(pos, d).then_some(Solved::Win(d))
        } else {
            loses_within(pos, d).then_some(Solved::Loss(d))
        }
    })
}

/// How a sample went: positions decided within the search's depth (won,
/// lost) and the others, all agreeing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SampleCounts {
    /// Wins within the depth.
    pub wins: u64,
    /// Losses within the depth.
    pub losses: u64,
    /// Positions further from the end than the depth, or drawn.
    pub beyond: u64,
}

/// Compares `count` positions of `material` with a plain search of
/// `plies`: half drawn from the decided positions (most are draws), half
/// from all (either side to move). The counts, or the first position that
/// disagrees.
pub fn check_samples(
    tables: &Tables,
    material: Material,
    count: usize,
    plies: u16,
    rng: &mut Pcg32,
) -> Result<SampleCounts, String> {
    let slots = tables
        .slots(material)
        .ok_or_else(|| format!("{material} is not held"))?;
    let (p, q) = (material.fewer, material.more);
    let decided: Vec<usize> = (0..slots.len())
        .filter(|&i| slots[i] != 0 && tables.is_used(material, i))
        .collect();
    let mut counts = SampleCounts::default();
    for n in 0..count {
        let duel = if n % 2 == 0 && !decided.is_empty() {
            tables
                .indexer()
                .pair_duel(p, q, decided[rng.below(decided.len() as u32) as usize])
        } else {
            let mut fields: Vec<usize> = (0..24).collect();
            rng.shuffle(&mut fields);
            let set = |f: &[usize]| f.iter().fold(0u32, |m, &i| m | 1 << i);
            let (a, b) = if n % 4 == 1 { (p, q) } else { (q, p) };
            Duel {
                mover: set(&fields[..a]),
                other: set(&fields[a..a + b]),
            }
        };
        let solved = tables.probe_duel(duel).expect("the material is held");
        let within = match solved {
            Solved::Win(d) | Solved::Loss(d) if d <= plies => Some(solved),
            _ => None,
        };
        let searched = plain_search(&position_of(duel), plies);
        if searched != within {
            return Err(format!(
                "{material} {duel:?}: the tables say {solved:?}, a {plies}-ply search {searched:?}"
            ));
        }
        match within {
            Some(Solved::Win(_)) => counts.wins += 1,
            Some(_) => counts.losses += 1,
            None => counts.beyond += 1,
        }
    }
    Ok(counts)
}
