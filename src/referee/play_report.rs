//! `referee play`: one game, reported as one JSON object.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;

use serde_json::{json, Value};

use crate::engine::agent::HasAgents;
use crate::engine::protocol::Protocol;
use crate::engine::record_file::game_file;
use crate::engine::session::Moment;
use crate::engine::team::TeamRound;

use super::bot_process::LineSink;
use super::error::RefereeError;
use super::match_runner::{run_match_with, MatchOptions, MatchResult};
use super::seat_spec::SeatSpec;

/// What `referee play` needs besides the game.
pub struct PlayRequest<'a> {
    /// One spec per seat, in seat order.
    pub seats: &'a [SeatSpec],
    /// The game's seed.
    pub seed: u64,
    /// Factor applied to the protocol's time limits.
    pub time_scale: f64,
    /// File to write the exchanged lines to.
    pub log: Option<&'a Path>,
    /// File to write the game file to (what the app's "Open game file"
    /// reads), showing the end of the game.
    pub record: Option<&'a Path>,
    /// A named rules preset of the game (`--preset`), or its default rules.
    pub preset: Option<&'a str>,
}

/// Plays one game with the default rules and writes its JSON report as
/// one line to `out`.
pub fn play<G: Protocol + HasAgents>(
    request: &PlayRequest<'_>,
    out: &mut dyn Write,
    stderr_sink: LineSink,
) -> Result<(), RefereeError> {
    play_with::<G>(request, &G::Options::default(), None, out, stderr_sink)
}

/// Plays one game with the rules options `rules` and writes its JSON
/// report as one line to `out`. For a cooperative game (`team`, its
/// [`crate::engine::team::Cooperative::team_rounds`]) the report adds
/// `height`: the fireworks' height summed over the game's rounds (the
/// height of the one game at a standard Hanabi table, whatever the score).
pub fn play_with<G: Protocol + HasAgents>(
    request: &PlayRequest<'_>,
    rules: &G::Options,
    team: Option<fn(&G) -> Vec<TeamRound>>,
    out: &mut dyn Write,
    stderr_sink: LineSink,
) -> Result<(), RefereeError> {
    let mut log_file = match request.log {
        Some(path) => Some(BufWriter::new(File::create(path).map_err(|e| {
            RefereeError::io(&format!("cannot create the log {}", path.display()), e)
        })?)),
        None => None,
    };
    // Created before the game, so a path that cannot be written is said
    // at once rather than after a long game.
    let record_file = match request.record {
        Some(path) => Some((path, create_record_file(path)?)),
        None => None,
    };
    let options = MatchOptions {
        observer: None,
        time_scale: request.time_scale,
        log: log_file.as_mut().map(|file| file as &mut dyn Write),
        stderr_sink,
        stderr_label: String::new(),
    };
    let result = run_match_with::<G>(request.seats, request.seed, rules, options)?;
    if let Some((path, file)) = record_file {
        write_record_file::<G>(path, file, &result)?;
    }
    let mut report = report(request.seats, request.seed, &result);
    if let Some(preset) = request.preset {
        report["preset"] = json!(preset);
    }
    if let Some(team) = team {
        let height: u32 = team(result.session.state()).iter().map(|r| r.height).sum();
        report["height"] = json!(height);
    }
    writeln!(out, "{report}").map_err(|e| RefereeError::io("cannot write the report", e))
}

/// The report of a finished match: `game`, `seed`, `seats` (the specs as
/// given), `scores`, `ranks` (1 = best, ties share), `disqualified`
/// (reason or null per seat), `turns` (the number of record steps: every
/// action and every forfeit) and `record` (the replayable record).
pub fn report<G: Protocol + HasAgents>(
    seats: &[SeatSpec],
    seed: u64,
    result: &MatchResult<G>,
) -> Value {
    let record = result.session.record();
    json!({
        "game": G::ID,
        "seed": seed,
        "seats": seats.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "scores": result.outcome.scores,
        "ranks": result.outcome.ranks,
        "disqualified": result.disqualified,
        "turns": record.steps.len(),
        "record": serde_json::to_value(record).expect("records always serialize"),
    })
}

/// Creates the game file at `path` (before the game, so a path that
/// cannot be written is said at once).
pub(super) fn create_record_file(path: &Path) -> Result<File, RefereeError> {
    File::create(path).map_err(|e| {
        RefereeError::io(
            &format!("cannot create the game file {}", path.display()),
            e,
        )
    })
}

/// Writes the game file of a finished match to `file` (at `path`): the
/// record showing its last step's last event, as the app opens it.
pub(super) fn write_record_file<G: Protocol + HasAgents>(
    path: &Path,
    mut file: File,
    result: &MatchResult<G>,
) -> Result<(), RefereeError> {
    let record = result.session.record();
    let end = Moment {
        steps: record.steps.len(),
        event: None,
    };
    let text = game_file::<G>(record, end);
    writeln!(file, "{text}")
        .and_then(|()| file.flush())
        .map_err(|e| RefereeError::io(&format!("cannot write the game file {}", path.display()), e))
}
