//! `referee bench`: uniformly random playouts on the engine alone (no
//! processes, no agents), to measure raw rule-engine speed. The loop itself
//! is [`crate::engine::bench`], shared with the wasm benchmark.

use std::io::Write;
use std::time::Instant;

use serde::Serialize;

use crate::engine::bench;
use crate::engine::game::Game;
use crate::engine::tools::CorePlayoutsFn;

use super::error::RefereeError;

/// Result of a benchmark run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BenchReport {
    /// The game's id.
    pub game: String,
    /// Seats at each table.
    pub players: usize,
    /// Games played to the end.
    pub games: u64,
    /// Actions applied, over all games.
    pub moves: u64,
    /// Wall-clock time, in seconds.
    pub elapsed_s: f64,
    /// Games per second.
    pub games_per_s: f64,
    /// Actions per second.
    pub moves_per_s: f64,
}

/// Plays one game from `seed` to the end, each acting seat choosing
/// uniformly among its legal actions; returns the number of actions
/// ([`engine::bench::random_playout`](crate::engine::bench::random_playout)
/// with the referee's error type).
pub fn random_playout<G: Game>(seed: u64) -> Result<u64, RefereeError> {
    bench::random_playout::<G>(seed).map_err(|e| RefereeError::Runtime(e.to_string()))
}

/// Plays `games` random games with seeds `seed, seed + 1, …`.
pub fn run_bench<G: Game>(games: u64, seed: u64) -> Result<BenchReport, RefereeError> {
    run_bench_with::<G>(&G::Options::default(), games, seed)
}

/// [`run_bench`] under the rules `options` (a preset, a player count).
pub fn run_bench_with<G: Game>(
    options: &G::Options,
    games: u64,
    seed: u64,
) -> Result<BenchReport, RefereeError> {
    let start = Instant::now();
    let moves = bench::random_playouts_with::<G>(options, games, seed)
        .map_err(|e| RefereeError::Runtime(e.to_string()))?;
    let elapsed_s = start.elapsed().as_secs_f64();
    let rate = |count: u64| {
        if elapsed_s > 0.0 {
            count as f64 / elapsed_s
        } else {
            0.0
        }
    };
    let (state, _) = G::new(options, seed);
    Ok(BenchReport {
        game: G::ID.to_string(),
        players: state.seat_count(),
        games,
        moves,
        elapsed_s,
        games_per_s: rate(games),
        moves_per_s: rate(moves),
    })
}

/// Plays `games` random games of `G` (its default rules) on its position
/// core with `playouts` ([`crate::engine::tools::GameTools::CORE_PLAYOUTS`]),
/// seeds `seed, seed + 1, …`, timed as [`run_bench`] times the game
/// interface.
pub fn run_core_bench<G: Game>(playouts: CorePlayoutsFn, games: u64, seed: u64) -> BenchReport {
    let start = Instant::now();
    let moves = playouts(games, seed);
    let elapsed_s = start.elapsed().as_secs_f64();
    let rate = |count: u64| match elapsed_s > 0.0 {
        true => count as f64 / elapsed_s,
        false => 0.0,
    };
    BenchReport {
        game: G::ID.to_string(),
        players: G::new(&G::Options::default(), seed).0.seat_count(),
        games,
        moves,
        elapsed_s,
        games_per_s: rate(games),
        moves_per_s: rate(moves),
    }
}

/// Writes `report` as one readable line.
pub fn write_bench(report: &BenchReport, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{} ({} players): {} games, {} moves in {:.3} s: {:.0} games/s, {:.0} moves/s",
        report.game,
        report.players,
        report.games,
        report.moves,
        report.elapsed_s,
        report.games_per_s,
        report.moves_per_s
    )
}
