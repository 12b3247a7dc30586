//! `referee perft`: counts the positions reachable in exactly `depth`
//! moves from the start, to check a move generator against known numbers.

use std::io::Write;
use std::time::Instant;

use serde::Serialize;

use crate::engine::tools::PerftFn;

/// Result of a perft run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PerftReport {
    /// The game's id.
    pub game: String,
    /// Moves searched.
    pub depth: u32,
    /// Leaf positions counted.
    pub nodes: u64,
    /// Wall-clock time, in seconds.
    pub elapsed_s: f64,
}

/// Runs `count(depth)` and times it.
pub fn run_perft(game: &str, depth: u32, count: PerftFn) -> PerftReport {
    let start = Instant::now();
    let nodes = count(depth);
    PerftReport {
        game: game.to_string(),
        depth,
        nodes,
        elapsed_s: start.elapsed().as_secs_f64(),
    }
}

/// Writes `report` as one readable line.
pub fn write_perft(report: &PerftReport, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{} perft({}) = {} in {:.3} s",
        report.game, report.depth, report.nodes, report.elapsed_s
    )
}
