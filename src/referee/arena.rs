//! `referee arena`: many games between the same players, with statistics
//! per player (a `--seat` spec, whatever position it sits in).
//!
//! Without `--duplicate`, game `i` (0-based) uses seed `S + i` and the
//! seats in the given order: `N` games. With `--duplicate`, each deal
//! `d` (seed `S + d`) is played once per rotation of the seats, so every
//! player sits in every position of every deal: `N × seat count` games.
//! Games run on `jobs` worker threads; results are ordered by game index so
//! the statistics do not depend on scheduling.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::engine::agent::HasAgents;
use crate::engine::protocol::Protocol;
use crate::engine::team::TeamRound;

use super::bot_process::LineSink;
use super::error::RefereeError;
use super::match_runner::{check_seats, run_match_with, MatchOptions};
use super::seat_spec::SeatSpec;
use super::stats::{ci95_half_width, mean, percentile, win_shares};
use super::team::{team_report, write_team, TeamReport};

/// What `referee arena` needs besides the game.
#[derive(Clone, Debug)]
pub struct ArenaRequest<'a> {
    /// The players, one per seat, in their starting order.
    pub seats: &'a [SeatSpec],
    /// Games (or deals, with `duplicate`).
    pub games: u64,
    /// Seed of the first game or deal.
    pub seed: u64,
    /// Replay each deal with the seats rotated through all positions.
    pub duplicate: bool,
    /// Factor applied to the protocol's time limits.
    pub time_scale: f64,
    /// Worker threads.
    pub jobs: usize,
    /// Show a progress bar on stderr (only if it is a terminal).
    pub progress: bool,
    /// A named rules preset of the game (`--preset`), or its default rules.
    pub preset: Option<String>,
}

/// The game-specific side of an arena: the rules options, how to read the
/// team's rounds (cooperative games) and the seats that never act.
pub struct ArenaRules<G: HasAgents> {
    /// The rules options every game is played with.
    pub options: G::Options,
    /// The team's rounds of a finished game, for a cooperative game.
    pub team: Option<fn(&G) -> Vec<TeamRound>>,
    /// Seats that sit every game out (`referee coop`), left out of the
    /// report.
    pub idle: Vec<usize>,
}

impl<G: HasAgents> Default for ArenaRules<G> {
    fn default() -> Self {
        ArenaRules {
            options: G::Options::default(),
            team: None,
            idle: Vec::new(),
        }
    }
}

/// One game of the arena.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePlan {
    /// 0-based game index; results are ordered by it.
    pub index: usize,
    /// The game's seed.
    pub seed: u64,
    /// `players[position]` = index of the player (spec) sitting there.
    pub players: Vec<usize>,
}

/// The games of an arena, in order (see the module documentation).
pub fn plan(games: u64, seat_count: usize, seed: u64, duplicate: bool) -> Vec<GamePlan> {
    let rotations = if duplicate { seat_count } else { 1 };
    let mut plans = Vec::new();
    for deal in 0..games {
        for rotation in 0..rotations {
            plans.push(GamePlan {
                index: plans.len(),
                seed: seed.wrapping_add(deal),
                players: (0..seat_count)
                    .map(|p| (p + rotation) % seat_count)
                    .collect(),
            });
        }
    }
    plans
}

/// One finished game, indexed by player (not by position).
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    /// Score of each player.
    pub scores: Vec<i64>,
    /// Rank of each player.
    pub ranks: Vec<u32>,
    /// Whether each player was disqualified.
    pub disqualified: Vec<bool>,
    /// Decision times of each player, in milliseconds.
    pub decision_ms: Vec<Vec<f64>>,
    /// The team's rounds, for a cooperative game.
    pub team: Vec<TeamRound>,
}

/// Statistics of one player over the arena.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The player's `--seat` spec.
    pub seat: String,
    /// Games played.
    pub games: usize,
    /// Mean score per game.
    pub mean_score: Option<f64>,
    /// Half-width of the 95 % interval of the mean score (normal
    /// approximation, `1.96 · sd / √n`); `None` below two games.
    pub score_ci95: Option<f64>,
    /// Wins, a win shared by `k` seats ranked 1 counting `1/k`.
    pub wins: f64,
    /// `wins / games`.
    pub win_rate: Option<f64>,
    /// Games in which the player was disqualified.
    pub disqualifications: usize,
    /// Median decision time in ms (AI thinking time; for a bot, input sent
    /// to answer received).
    pub decision_p50_ms: Option<f64>,
    /// 99th percentile decision time in ms.
    pub decision_p99_ms: Option<f64>,
}

/// The whole arena result.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaReport {
    /// The game's id.
    pub game: String,
    /// Seed of the first game or deal.
    pub seed: u64,
    /// Whether deals were replayed with rotated seats.
    pub duplicate: bool,
    /// Games played.
    pub games: usize,
    /// Wall-clock time, in seconds.
    pub elapsed_s: f64,
    /// Games per second.
    pub games_per_s: f64,
    /// The rules preset, when one was named.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    /// One entry per player, in `--seat` order.
    pub players: Vec<PlayerStats>,
    /// The team figures of a cooperative game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team: Option<TeamReport>,
}

/// Statistics per player from the games' summaries.
pub fn summarize(seats: &[SeatSpec], games: &[GameSummary]) -> Vec<PlayerStats> {
    seats
        .iter()
        .enumerate()
        .map(|(player, spec)| {
            let scores: Vec<f64> = games.iter().map(|g| g.scores[player] as f64).collect();
            let wins: f64 = games.iter().map(|g| win_shares(&g.ranks)[player]).sum();
            let times: Vec<f64> = games
                .iter()
                .flat_map(|g| g.decision_ms[player].iter().copied())
                .collect();
            PlayerStats {
                seat: spec.to_string(),
                games: games.len(),
                mean_score: mean(&scores),
                score_ci95: ci95_half_width(&scores),
                wins,
                win_rate: (!games.is_empty()).then(|| wins / games.len() as f64),
                disqualifications: games.iter().filter(|g| g.disqualified[player]).count(),
                decision_p50_ms: percentile(&times, 50.0),
                decision_p99_ms: percentile(&times, 99.0),
            }
        })
        .collect()
}

/// Plays one planned game and turns its result around to player order.
fn play_planned<G: Protocol + HasAgents>(
    plan: &GamePlan,
    seats: &[SeatSpec],
    rules: &ArenaRules<G>,
    time_scale: f64,
    stderr_sink: LineSink,
) -> Result<GameSummary, RefereeError> {
    let specs: Vec<SeatSpec> = plan.players.iter().map(|&p| seats[p].clone()).collect();
    let options = MatchOptions {
        observer: None,
        time_scale,
        log: None,
        stderr_sink,
        stderr_label: format!("game {} ", plan.index),
    };
    let result = run_match_with::<G>(&specs, plan.seed, &rules.options, options)?;
    let n = seats.len();
    let mut summary = GameSummary {
        scores: vec![0; n],
        ranks: vec![0; n],
        disqualified: vec![false; n],
        decision_ms: vec![Vec::new(); n],
        team: rules
            .team
            .map_or_else(Vec::new, |team| team(result.session.state())),
    };
    for (position, &player) in plan.players.iter().enumerate() {
        summary.scores[player] = result.outcome.scores[position];
        summary.ranks[player] = result.outcome.ranks[position];
        summary.disqualified[player] = result.disqualified[position].is_some();
        summary.decision_ms[player] = result.decision_ms[position].clone();
    }
    Ok(summary)
}

/// Runs the arena with the game's default rules and returns its report.
pub fn run_arena<G: Protocol + HasAgents>(
    request: &ArenaRequest<'_>,
    stderr_sink: LineSink,
) -> Result<ArenaReport, RefereeError> {
    run_arena_with::<G>(request, &ArenaRules::default(), stderr_sink)
}

/// Runs the arena with `rules` and returns its report.
pub fn run_arena_with<G: Protocol + HasAgents>(
    request: &ArenaRequest<'_>,
    rules: &ArenaRules<G>,
    stderr_sink: LineSink,
) -> Result<ArenaReport, RefereeError> {
    check_seats::<G>(request.seats, &rules.options)?;
    let plans = plan(
        request.games,
        request.seats.len(),
        request.seed,
        request.duplicate,
    );
    let bar = if request.progress && std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(plans.len() as u64);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let sink: LineSink = {
        let bar = bar.clone();
        Arc::new(move |line: &str| bar.suspend(|| stderr_sink(line)))
    };
    let results: Vec<Mutex<Option<Result<GameSummary, RefereeError>>>> =
        plans.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..request.jobs.clamp(1, plans.len().max(1)) {
            scope.spawn(|| {
                while !failed.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(plan) = plans.get(index) else {
                        break;
                    };
                    let result = play_planned::<G>(
                        plan,
                        request.seats,
                        rules,
                        request.time_scale,
                        sink.clone(),
                    );
                    if result.is_err() {
                        failed.store(true, Ordering::Relaxed);
                    }
                    *results[index].lock().expect("no worker panics holding it") = Some(result);
                    bar.inc(1);
                }
            });
        }
    });
    let elapsed_s = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let mut summaries = Vec::with_capacity(plans.len());
    for slot in results {
        match slot.into_inner().expect("no worker panics holding it") {
            Some(Ok(summary)) => summaries.push(summary),
            Some(Err(error)) => return Err(error),
            None => {}
        }
    }
    let team = rules.team.map(|_| {
        let rounds: Vec<TeamRound> = summaries.iter().flat_map(|g| g.team.clone()).collect();
        let times: Vec<(SeatSpec, Vec<f64>)> = (0..request.seats.len())
            .filter(|p| !rules.idle.contains(p))
            .map(|p| {
                let ms = summaries.iter().flat_map(|g| g.decision_ms[p].clone());
                (request.seats[p].clone(), ms.collect())
            })
            .collect();
        team_report(&rounds, &times)
    });
    let players = summarize(request.seats, &summaries)
        .into_iter()
        .enumerate()
        .filter(|(p, _)| !rules.idle.contains(p))
        .map(|(_, stats)| stats)
        .collect();
    Ok(ArenaReport {
        game: G::ID.to_string(),
        seed: request.seed,
        duplicate: request.duplicate,
        games: summaries.len(),
        elapsed_s,
        games_per_s: if elapsed_s > 0.0 {
            summaries.len() as f64 / elapsed_s
        } else {
            0.0
        },
        preset: request.preset.clone(),
        players,
        team,
    })
}

/// Writes `report` as a readable table.
pub fn write_table(report: &ArenaReport, out: &mut dyn Write) -> std::io::Result<()> {
    let mode = if report.duplicate {
        "duplicate deals, seats rotated"
    } else {
        "seats in the given order"
    };
    let preset = report
        .preset
        .as_ref()
        .map_or(String::new(), |p| format!(", preset {p}"));
    writeln!(
        out,
        "{}: {} games ({mode}{preset}), first seed {}, {:.2} s, {:.1} games/s",
        report.game, report.games, report.seed, report.elapsed_s, report.games_per_s
    )?;
    let width = report
        .players
        .iter()
        .map(|p| p.seat.chars().count())
        .max()
        .unwrap_or(0)
        .max("seat".len());
    writeln!(
        out,
        "{:<width$}  {:>6}  {:>18}  {:>8}  {:>5}  {:>9}  {:>9}",
        "seat", "games", "mean score ± 95%", "win rate", "disq", "p50 ms", "p99 ms"
    )?;
    for p in &report.players {
        let score = match (p.mean_score, p.score_ci95) {
            (Some(m), Some(ci)) => format!("{m:.3} ± {ci:.3}"),
            (Some(m), None) => format!("{m:.3}"),
            _ => "-".to_string(),
        };
        let rate = p
            .win_rate
            .map_or("-".to_string(), |r| format!("{:.1}%", r * 100.0));
        let ms = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.3}"));
        writeln!(
            out,
            "{:<width$}  {:>6}  {:>18}  {:>8}  {:>5}  {:>9}  {:>9}",
            p.seat,
            p.games,
            score,
            rate,
            p.disqualifications,
            ms(p.decision_p50_ms),
            ms(p.decision_p99_ms)
        )?;
    }
    if let Some(team) = &report.team {
        write_team(team, out)?;
    }
    Ok(())
}
