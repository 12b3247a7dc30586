//! `referee cg <game>`: one game between the bots of a CodinGame runner's
//! command line ([`super::cg_args`]), played by the match runner as
//! `referee play` plays it (the same time limits, disqualifications and
//! reaping), reported as the SDK's runner reports it: each player's score
//! on its own line, then the game parameters, on stdout; the JSON log
//! ([`super::cg_log`]) with `-l`.

use std::io::Write;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{json, Value};

use crate::engine::agent::HasAgents;
use crate::engine::protocol::Protocol;
use crate::engine::record_file::game_file;
use crate::engine::session::Moment;

use super::cg_args::CgArgs;
use super::cg_log::{cg_log, cg_scores, CgEnd, Frames};
use super::error::RefereeError;
use super::match_runner::{run_match_with, Exchange, MatchOptions};
use super::play_report::{create_record_file, write_record_file};
use super::seat_spec::SeatSpec;

/// Plays the game of `args` under `rules` (its rule set, for as many
/// players as `-pN` were given) and writes what the runner writes.
pub fn run_cg<G: Protocol + HasAgents>(
    args: &CgArgs,
    rules: &G::Options,
    out: &mut dyn Write,
) -> Result<(), RefereeError> {
    let seed = args.seed.unwrap_or_else(time_seed);
    let seats: Vec<SeatSpec> = args.players.iter().cloned().map(SeatSpec::Cmd).collect();
    let record_file = match &args.record {
        Some(path) => Some((path, create_record_file(path)?)),
        None => None,
    };
    // The log's file too is made before the game: a path that cannot be
    // written fails at once, not after the game.
    let log_file = match &args.log {
        Some(path) => Some((
            path,
            std::fs::File::create(path).map_err(|e| {
                RefereeError::io(&format!("cannot write the log {}", path.display()), e)
            })?,
        )),
        None => None,
    };
    let mut frames = Frames::new(seats.len());
    let stderr_sink = frames.stderr_sink();
    let result = {
        let mut observer = |exchange: &Exchange<'_>| frames.note(exchange);
        let options = MatchOptions {
            time_scale: args.time_scale,
            log: None,
            observer: Some(&mut observer),
            stderr_sink,
            stderr_label: String::new(),
        };
        run_match_with::<G>(&seats, seed, rules, options)?
    };
    if let Some((path, file)) = record_file {
        write_record_file::<G>(path, file, &result)?;
    }
    let out_of_game: Vec<bool> = result.disqualified.iter().map(Option::is_some).collect();
    let scores = cg_scores(&result.outcome, G::KIND.score_order, &out_of_game);
    let mut parameters = vec![format!("seed={seed}")];
    if let Some(preset) = &args.preset {
        parameters.push(format!("preset={preset}"));
    }
    if let Some((path, mut log)) = log_file {
        let record = result.session.record();
        let end = Moment {
            steps: record.steps.len(),
            event: None,
        };
        let game_file: Value =
            serde_json::from_str(&game_file::<G>(record, end)).expect("game files are JSON");
        let names: Vec<String> = (0..seats.len())
            .map(|seat| match args.nicknames.get(seat) {
                Some(Some(name)) => name.clone(),
                _ => format!("Player {seat}"),
            })
            .collect();
        let end = CgEnd {
            scores: &scores,
            parameters: &parameters,
            names: &names,
            disqualified: &result.disqualified,
            parlour: json!({
                "game": G::ID,
                "seed": seed,
                "preset": args.preset,
                "players": args.players,
                "scores": result.outcome.scores,
                "ranks": result.outcome.ranks,
                "disqualified": result.disqualified,
                "turns": record.steps.len(),
                "record": game_file,
            }),
        };
        let text = cg_log(frames, &end).to_string();
        log.write_all(text.as_bytes()).map_err(|e| {
            RefereeError::io(&format!("cannot write the log {}", path.display()), e)
        })?;
    }
    let mut lines: Vec<String> = scores.iter().map(i64::to_string).collect();
    lines.extend(parameters);
    writeln!(out, "{}", lines.join("\n"))
        .map_err(|e| RefereeError::io("cannot write the scores", e))
}

/// A seed from the clock, as the SDK's runner takes one when none is
/// given.
fn time_seed() -> u64 {
    // Nanoseconds and the process id: two games started in the same
    // millisecond (a tool's parallel threads) still differ. Kept below
    // 2^53, a number every tool's JSON reader holds exactly.
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64);
    (nanos ^ u64::from(std::process::id()).rotate_left(32)) & ((1 << 53) - 1)
}
