//! `referee review`: the coach's review of a recorded game
//! ([`crate::engine::coach`]), read from a game file, a `referee play`
//! report or a bare record, and printed as text or as one JSON object.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::engine::agent::SystemClock;
use crate::engine::coach::{review, Coach};
use crate::engine::game::{Game, Seat};
use crate::engine::record::GameRecord;
use crate::engine::record_file::read_game_file;

use super::error::RefereeError;
use super::review_text::{seat_label, write_review, ReviewHeading};

/// The arguments of `referee review`.
#[derive(Debug, clap::Args)]
pub struct ReviewArgs {
    /// Game id.
    pub game: String,
    /// The game to review: a game file (the app's "Download game"), the
    /// JSON report of `referee play` or a bare record.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Print the whole review as one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    /// Seed of the ratings' sampling (default: the game's own seed).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Review for this seat (counted from 0, as in the record): only the
    /// decisions it may see, in its words (default: a spectator, every
    /// decision).
    #[arg(long, value_name = "SEAT")]
    pub viewer: Option<Seat>,
}

/// `referee review` for one game: reads the file, reviews it and writes
/// the review to `out`.
pub type ReviewFn = fn(&ReviewArgs, &mut dyn Write) -> Result<(), RefereeError>;

/// The record of game `G` in `text`: a game file (read as the app reads
/// one, [`read_game_file`]), a bare record (a game file without its shown
/// step) or a `referee play` report (its `record` field). The error says
/// what is wrong, as the app's notice does.
pub fn read_record<G: Game>(text: &str) -> Result<GameRecord<G>, String> {
    let report = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(mut fields)) => match fields.remove("record") {
            Some(record @ Value::Object(_)) => Some(record.to_string()),
            _ => None,
        },
        _ => None,
    };
    let text = report.as_deref().unwrap_or(text);
    read_game_file::<G>(text).map(|shared| shared.record)
}

/// Reads the record of `path`; a file that cannot be read or holds no
/// playable record of `G` is a runtime error naming the file.
pub fn read_record_file<G: Game>(path: &Path) -> Result<GameRecord<G>, RefereeError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| RefereeError::io(&format!("cannot read {}", path.display()), e))?;
    read_record::<G>(&text).map_err(|reason| {
        RefereeError::Runtime(format!("cannot review {}: {reason}", path.display()))
    })
}

/// `referee review` of a game of `G`: reviews every decision of the
/// record in `args.file` with the game's review budget
/// ([`Coach::REVIEW_BUDGET`]) and writes the text or JSON to `out`.
pub fn review_file<G: Coach>(args: &ReviewArgs, out: &mut dyn Write) -> Result<(), RefereeError> {
    let record = read_record_file::<G>(&args.file)?;
    let seats = G::new(&record.options, record.seed).0.seat_count();
    if let Some(viewer) = args.viewer.filter(|&seat| seat >= seats) {
        return Err(RefereeError::Usage(format!(
            "--viewer {viewer}: this game has seats 0 to {}",
            seats - 1
        )));
    }
    let names: Vec<String> = (0..seats).map(seat_label).collect();
    let seed = args.seed.unwrap_or(record.seed);
    let clock = SystemClock::default();
    let reviewed = review::<G>(
        &record,
        args.viewer,
        seed,
        G::REVIEW_BUDGET,
        &clock,
        &names,
        &mut |_, _| true,
    )
    .map_err(|e| RefereeError::Runtime(format!("cannot review {}: {e}", args.file.display())))?;
    let written = if args.json {
        let json = serde_json::to_string(&reviewed).expect("reviews always serialize");
        writeln!(out, "{json}")
    } else {
        let heading = ReviewHeading {
            title: G::TITLE,
            seed,
            steps: record.steps.len(),
            viewer: args.viewer,
        };
        write_review(&heading, &reviewed, out)
    };
    written.map_err(|e| RefereeError::io("cannot write the review", e))
}
