//! `referee bench`: uniformly random playouts on the engine alone (no
//! processes, no agents), to measure raw rule-engine speed.

use std::io::Write;
use std::time::Instant;

use serde::Serialize;

use crate::engine::game::Game;
use crate::engine::rng::Pcg32;

use super::error::RefereeError;

/// Stream of the benchmark's generator (seeded with the game's seed).
const BENCH_STREAM: u64 = 0xbe7c;

/// Result of a benchmark run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BenchReport {
    /// The game's id.
    pub game: String,
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
/// uniformly among its legal actions; returns the number of actions.
pub fn random_playout<G: Game>(seed: u64) -> Result<u64, RefereeError> {
    let (mut state, _) = G::new(&G::Options::default(), seed);
    let mut rng = Pcg32::with_stream(seed, BENCH_STREAM);
    let mut moves = 0;
    while !state.is_over() {
        let acting = state.to_act();
        if acting.is_empty() {
            return Err(RefereeError::Runtime(format!(
                "the {} game is not over but no seat must act",
                G::ID
            )));
        }
        for seat in acting {
            if state.is_over() || !state.to_act().contains(&seat) {
                continue;
            }
            let legal = state.legal_actions(seat);
            let action = rng.choose(&legal).ok_or_else(|| {
                RefereeError::Runtime(format!(
                    "the {} rules ask seat {seat} to act but give it no legal action",
                    G::ID
                ))
            })?;
            state.apply(seat, action).map_err(|e| {
                RefereeError::Runtime(format!(
                    "the {} rules refuse their own legal action: {e}",
                    G::ID
                ))
            })?;
            moves += 1;
        }
    }
    Ok(moves)
}

/// Plays `games` random games with seeds `seed, seed + 1, …`.
pub fn run_bench<G: Game>(games: u64, seed: u64) -> Result<BenchReport, RefereeError> {
    let start = Instant::now();
    let mut moves = 0;
    for i in 0..games {
        moves += random_playout::<G>(seed.wrapping_add(i))?;
    }
    let elapsed_s = start.elapsed().as_secs_f64();
    let rate = |count: u64| {
        if elapsed_s > 0.0 {
            count as f64 / elapsed_s
        } else {
            0.0
        }
    };
    Ok(BenchReport {
        game: G::ID.to_string(),
        games,
        moves,
        elapsed_s,
        games_per_s: rate(games),
        moves_per_s: rate(moves),
    })
}

/// Writes `report` as one readable line.
pub fn write_bench(report: &BenchReport, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{}: {} games, {} moves in {:.3} s: {:.0} games/s, {:.0} moves/s",
        report.game,
        report.games,
        report.moves,
        report.elapsed_s,
        report.games_per_s,
        report.moves_per_s
    )
}
