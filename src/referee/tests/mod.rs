//! Tests of the referee machinery with the test-only Nim game and the bot
//! scripts of `tests/bots/`.

mod arena_tests;
mod big_nim;
mod bot_failures;
mod bots_and_ais;
mod broken;
mod cli_tests;
mod contract_breaches;
mod duel;
mod engine_tools;
mod simultaneous;

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use serde_json::Value;

use super::bot_process::LineSink;
use super::play_report::{play, PlayRequest};
use super::seat_spec::SeatSpec;
use crate::engine::agent::HasAgents;
use crate::engine::protocol::Protocol;

/// The path of a bot script in `tests/bots/`.
fn bot_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bots")
        .join(name)
}

/// A `cmd:` seat running `interpreter tests/bots/<name> <args>`.
fn bot(interpreter: &str, name: &str, args: &str) -> SeatSpec {
    SeatSpec::Cmd(format!(
        "{interpreter} '{}' {args}",
        bot_path(name).display()
    ))
}

/// An `ai:` seat.
fn ai(level: &str) -> SeatSpec {
    SeatSpec::Ai(level.to_string())
}

/// Collects the lines given to a [`LineSink`].
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<String>>>);

impl Captured {
    fn sink(&self) -> LineSink {
        let lines = Arc::clone(&self.0);
        Arc::new(move |line: &str| lines.lock().unwrap().push(line.to_string()))
    }

    fn lines(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }
}

/// Runs `referee play` for `G` and returns the parsed JSON report and the
/// bots' stderr lines.
fn play_json<G: Protocol + HasAgents>(
    seats: &[SeatSpec],
    seed: u64,
    time_scale: f64,
) -> (Value, Vec<String>) {
    let captured = Captured::default();
    let mut out = Vec::new();
    let request = PlayRequest {
        seats,
        seed,
        time_scale,
        log: None,
        record: None,
        preset: None,
    };
    play::<G>(&request, &mut out, captured.sink()).expect("the match runs");
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text.lines().count(), 1, "one JSON object on one line");
    (serde_json::from_str(&text).unwrap(), captured.lines())
}

/// The disqualification reasons of a report.
fn reasons(report: &Value) -> Vec<Option<String>> {
    report["disqualified"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().map(str::to_string))
        .collect()
}
