//! Team figures of a cooperative game (Fireworks): every seat scores with
//! the team, so beside the seat scores the arena reports how the rounds
//! went — points with a 95 % interval, height, perfect rounds, mistakes,
//! rounds lost to the fatal mistake — and the decision times per level.
//! The rounds themselves ([`TeamRound`]) come from the game
//! ([`crate::engine::team::Cooperative`]).

use std::io::Write;

use serde::Serialize;

use crate::engine::team::TeamRound;

use super::seat_spec::SeatSpec;
use super::stats::{ci95_half_width, mean, percentile};

/// Decision times of one level (an `ai:` or `cmd:` spec), all seats with
/// that spec together.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelTimes {
    /// The spec, as on the command line.
    pub seat: String,
    /// Decisions timed.
    pub decisions: usize,
    /// Median decision time in ms.
    pub p50_ms: Option<f64>,
    /// 99th percentile decision time in ms.
    pub p99_ms: Option<f64>,
    /// The longest decision in ms.
    pub max_ms: Option<f64>,
}

/// The team figures of an arena or a `coop` run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamReport {
    /// Rounds played.
    pub rounds: usize,
    /// Mean points per player and round.
    pub mean_points: Option<f64>,
    /// Half-width of the 95 % interval of the mean points.
    pub points_ci95: Option<f64>,
    /// The most points a player can score in a round.
    pub max_points: f64,
    /// Mean height.
    pub mean_height: Option<f64>,
    /// Half-width of the 95 % interval of the mean height.
    pub height_ci95: Option<f64>,
    /// The greatest height.
    pub max_height: u32,
    /// Share of rounds at the greatest height, in %.
    pub complete_pct: Option<f64>,
    /// Share of rounds where every player scored the most points (the
    /// greatest height without a mistake), in %.
    pub perfect_pct: Option<f64>,
    /// Mean mistakes per round.
    pub mistakes_per_round: Option<f64>,
    /// Share of rounds ended by the fatal mistake, in %.
    pub fatal_pct: Option<f64>,
    /// Rounds ended by a forfeit.
    pub forfeits: usize,
    /// Decision times per level, in `--seat` order of first appearance.
    pub levels: Vec<LevelTimes>,
}

fn pct(count: usize, of: usize) -> Option<f64> {
    (of > 0).then(|| count as f64 * 100.0 / of as f64)
}

/// The team figures of `rounds`; `times` holds each seat's decision times
/// by spec.
pub fn team_report(rounds: &[TeamRound], times: &[(SeatSpec, Vec<f64>)]) -> TeamReport {
    let points: Vec<f64> = rounds.iter().map(|r| r.points).collect();
    let heights: Vec<f64> = rounds.iter().map(|r| f64::from(r.height)).collect();
    let mistakes: Vec<f64> = rounds.iter().map(|r| f64::from(r.mistakes)).collect();
    let mut levels: Vec<(String, Vec<f64>)> = Vec::new();
    for (spec, ms) in times {
        let name = spec.to_string();
        match levels.iter_mut().find(|(n, _)| *n == name) {
            Some((_, all)) => all.extend(ms),
            None => levels.push((name, ms.clone())),
        }
    }
    TeamReport {
        rounds: rounds.len(),
        mean_points: mean(&points),
        points_ci95: ci95_half_width(&points),
        max_points: rounds.first().map_or(0.0, |r| r.max_points),
        mean_height: mean(&heights),
        height_ci95: ci95_half_width(&heights),
        max_height: rounds.first().map_or(0, |r| r.max_height),
        complete_pct: pct(rounds.iter().filter(|r| r.complete()).count(), rounds.len()),
        perfect_pct: pct(rounds.iter().filter(|r| r.perfect()).count(), rounds.len()),
        mistakes_per_round: mean(&mistakes),
        fatal_pct: pct(rounds.iter().filter(|r| r.fatal).count(), rounds.len()),
        forfeits: rounds.iter().filter(|r| r.forfeit).count(),
        levels: levels
            .into_iter()
            .map(|(seat, ms)| LevelTimes {
                seat,
                decisions: ms.len(),
                p50_ms: percentile(&ms, 50.0),
                p99_ms: percentile(&ms, 99.0),
                max_ms: ms.iter().copied().reduce(f64::max),
            })
            .collect(),
    }
}

/// Writes the team figures as readable lines.
pub fn write_team(team: &TeamReport, out: &mut dyn Write) -> std::io::Result<()> {
    let num =
        |v: Option<f64>, digits: usize| v.map_or("-".to_string(), |v| format!("{v:.digits$}"));
    writeln!(
        out,
        "team over {} rounds: points {} ± {} /{}, height {} ± {} /{}, complete {}%, perfect {}%, mistakes/round {}, fatal mistake {}%, forfeits {}",
        team.rounds,
        num(team.mean_points, 3),
        num(team.points_ci95, 3),
        team.max_points,
        num(team.mean_height, 3),
        num(team.height_ci95, 3),
        team.max_height,
        num(team.complete_pct, 2),
        num(team.perfect_pct, 2),
        num(team.mistakes_per_round, 3),
        num(team.fatal_pct, 2),
        team.forfeits
    )?;
    for level in &team.levels {
        writeln!(
            out,
            "  {}: {} decisions, p50 {} ms, p99 {} ms, max {} ms",
            level.seat,
            level.decisions,
            num(level.p50_ms, 3),
            num(level.p99_ms, 3),
            num(level.max_ms, 3)
        )?;
    }
    Ok(())
}
