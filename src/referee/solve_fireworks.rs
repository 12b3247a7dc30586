//! `referee solve fireworks`: the best score the deal of a seed allows,
//! per round, as the solver that sees every card finds it
//! ([`crate::engine::fireworks::solver`]). The deal is the one `referee
//! play` and the app deal with the same preset, players and seed.

use std::io::Write;

use clap::Args;
use serde::Serialize;

use crate::engine::agent::{Budget, SystemClock};
use crate::engine::fireworks::solver::{best_of_deal, Limit, RoundBest};
use crate::engine::fireworks::{Fireworks, FireworksOptions};
use crate::engine::game::Game;

use super::error::RefereeError;

/// The command line of `referee solve fireworks`.
#[derive(Debug, Args)]
pub struct SolveFireworksArgs {
    /// A named rule set: codingame (the default), standard,
    /// standard-6-colours, standard-rainbow.
    #[arg(long, value_name = "P")]
    pub preset: Option<String>,
    /// Players at the table (2 to 5 under a standard preset; the
    /// CodinGame game has 4).
    #[arg(long, value_name = "N")]
    pub players: Option<usize>,
    /// The seed of the deal (as in `referee play --seed`).
    #[arg(long, value_name = "S")]
    pub seed: u64,
    /// The most positions the search visits per round.
    #[arg(long, value_name = "NODES", default_value_t = 2_000_000)]
    pub budget: u64,
    /// The most time the search takes per round, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 10_000.0)]
    pub time_ms: f64,
    /// Print one JSON object instead of lines of text.
    #[arg(long)]
    pub json: bool,
}

/// The JSON report of `referee solve fireworks`.
#[derive(Debug, Serialize)]
struct SolveReport<'a> {
    game: &'static str,
    preset: &'a str,
    players: usize,
    seed: u64,
    /// Whether the rounds are scored as a standard table (height) or in
    /// CodinGame level points.
    standard: bool,
    /// The sum of the rounds' best scores.
    best: u32,
    /// The sum of the rounds' perfect scores.
    perfect: u32,
    /// Whether every round's best is exact.
    exact: bool,
    time_ms: f64,
    rounds: &'a [RoundBest],
}

/// The options of the command line's preset and players, or a usage
/// error naming what the rules allow.
pub fn solve_options(args: &SolveFireworksArgs) -> Result<FireworksOptions, RefereeError> {
    let name = args.preset.as_deref().unwrap_or("codingame");
    let options = FireworksOptions::preset(name).map_err(RefereeError::Usage)?;
    let seats = Fireworks::seat_counts(&options);
    let players = args.players.unwrap_or(match options.players {
        Some(n) => usize::from(n),
        None => *seats.start(),
    });
    if !seats.contains(&players) {
        return Err(RefereeError::Usage(format!(
            "fireworks under preset `{name}` is played by {} to {} players (got {players})",
            seats.start(),
            seats.end()
        )));
    }
    Fireworks::with_seat_count(&options, players).map_err(RefereeError::Usage)
}

/// Runs `referee solve fireworks`, writing the report to `out`.
pub fn run_solve_fireworks(
    args: &SolveFireworksArgs,
    out: &mut dyn Write,
) -> Result<(), RefereeError> {
    if !(args.time_ms.is_finite() && args.time_ms > 0.0) {
        return Err(RefereeError::Usage(format!(
            "--time-ms must be a positive number (got {})",
            args.time_ms
        )));
    }
    let options = solve_options(args)?;
    let budget = Budget {
        time_ms: args.time_ms,
        max_work: Some(args.budget),
    };
    let clock = SystemClock::default();
    let rounds = best_of_deal(&options, args.seed, budget, &clock);
    let standard = options.table().is_some();
    let report = SolveReport {
        game: "fireworks",
        preset: args.preset.as_deref().unwrap_or("codingame"),
        players: options.table().unwrap_or(4),
        seed: args.seed,
        standard,
        best: rounds.iter().map(|r| r.solution.score).sum(),
        perfect: rounds.iter().map(|r| r.perfect).sum(),
        exact: rounds.iter().all(|r| r.solution.exact),
        time_ms: rounds.iter().map(|r| r.time_ms).sum(),
        rounds: &rounds,
    };
    let written = if args.json {
        let json = serde_json::to_string(&report).expect("reports always serialize");
        writeln!(out, "{json}")
    } else {
        write_text(&report, out)
    };
    written.map_err(|e| RefereeError::io("cannot write", e))
}

/// The report as lines of text: one per round, then the game's total.
fn write_text(report: &SolveReport, out: &mut dyn Write) -> std::io::Result<()> {
    let unit = if report.standard {
        "height"
    } else {
        "level points"
    };
    writeln!(
        out,
        "fireworks, preset {}, {} players, seed {}",
        report.preset, report.players, report.seed
    )?;
    for round in report.rounds {
        let solution = &round.solution;
        let seats: Vec<String> = round.players.iter().map(|s| s.to_string()).collect();
        let judged = if solution.exact {
            "exact".to_string()
        } else {
            format!("not exact: at most {}", solution.bound.score)
        };
        writeln!(
            out,
            "round {} (seats {}): best {} of {} {unit}, {judged}, {:.0} ms, {} nodes",
            round.round + 1,
            seats.join(" "),
            solution.score,
            round.perfect,
            round.time_ms,
            solution.nodes
        )?;
        for limit in &solution.bound.limits {
            writeln!(out, "  why: {}", limit_text(limit))?;
        }
    }
    writeln!(
        out,
        "game: best {} of {} {unit}, {}, {:.0} ms",
        report.best,
        report.perfect,
        if report.exact { "exact" } else { "not exact" },
        report.time_ms
    )
}

/// A reason in English for the terminal (the app words them itself).
fn limit_text(limit: &Limit) -> String {
    match *limit {
        Limit::DeadCard { card } => format!(
            "every {} is lost: {} stops at {}",
            card.short(),
            card.colour.name(),
            card.level - 1
        ),
        Limit::BuriedTooDeep {
            card,
            depth,
            plays_after,
            stops_at,
        } => format!(
            "the first {} to come is card {depth} of the deck: at most {plays_after} plays after it, so {} stops at {stops_at}",
            card.short(),
            card.colour.name()
        ),
        Limit::TooFewTurns { plays_left, needed } => {
            format!("at most {plays_left} plays left for the {needed} the fireworks need")
        }
        Limit::OwnHands { each } => format!(
            "from the last drawing turn on each player plays only their own cards ({each} final turn(s) each): the cards needed are not in the right hands in time"
        ),
        Limit::RoundOver { lost } => {
            if lost {
                "the round ended with the fatal mistake".to_string()
            } else {
                "the round is over".to_string()
            }
        }
        Limit::NoLine => "the search tried every line: none scores more".to_string(),
    }
}
