//! The command line: parsing, dispatch through the registry, errors.

use clap::Parser;
use serde_json::Value;

use super::{ai, Captured};
use crate::referee::cli::{run, Cli};
use crate::referee::error::RefereeError;

/// Parses and runs `referee <args>`; returns what it printed.
fn referee(args: &[&str]) -> Result<String, RefereeError> {
    let cli = Cli::try_parse_from(std::iter::once("referee").chain(args.iter().copied()))
        .expect("the arguments parse");
    let mut out = Vec::new();
    run(cli, &mut out, Captured::default().sink())?;
    Ok(String::from_utf8(out).unwrap())
}

/// The exit code clap gives `referee <args>`.
fn clap_exit_code(args: &[&str]) -> i32 {
    Cli::try_parse_from(std::iter::once("referee").chain(args.iter().copied()))
        .unwrap_err()
        .exit_code()
}

#[test]
fn play_prints_one_json_object() {
    let out = referee(&[
        "play",
        "nim",
        "--seed",
        "12",
        "--seat",
        "ai:easy",
        "--seat",
        "ai:perfect",
    ])
    .unwrap();
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        report["seats"],
        serde_json::json!(["ai:easy", "ai:perfect"])
    );
    assert_eq!(report["seed"], 12);
}

#[test]
fn unknown_games_list_the_available_ones() {
    let error = referee(&["play", "chess", "--seed", "1", "--seat", "ai:easy"]).unwrap_err();
    let RefereeError::Usage(message) = &error else {
        panic!("not a usage error: {error:?}");
    };
    assert!(message.starts_with("unknown game `chess`; available: "));
    assert!(
        message.contains("morris") && message.contains("nim"),
        "{message}"
    );
    assert_eq!(error.exit_code(), 2);
    let error = referee(&["bench", "chess", "--games", "1"]).unwrap_err();
    assert!(error.to_string().starts_with("unknown game `chess`"));
}

#[test]
fn the_number_of_seats_must_match_the_game() {
    let error = referee(&["play", "nim", "--seed", "1", "--seat", "ai:easy"]).unwrap_err();
    assert_eq!(
        error,
        RefereeError::Usage("nim is played by 2 seats, so give 2 --seat flags (got 1)".to_string())
    );
    let error = referee(&[
        "arena", "nim", "--games", "2", "--seat", "ai:easy", "--seat", "ai:easy", "--seat",
        "ai:easy",
    ])
    .unwrap_err();
    assert_eq!(error.exit_code(), 2);
}

#[test]
fn unknown_ai_levels_are_usage_errors() {
    let error = referee(&[
        "play",
        "nim",
        "--seed",
        "1",
        "--seat",
        "ai:easy",
        "--seat",
        "ai:godlike",
    ])
    .unwrap_err();
    assert_eq!(
        error,
        RefereeError::Usage(
            "AI level `godlike` for nim: unknown level `godlike`; try easy or perfect".to_string()
        )
    );
}

#[test]
fn malformed_arguments_are_clap_usage_errors() {
    assert_eq!(
        clap_exit_code(&["play", "nim", "--seed", "1", "--seat", "human"]),
        2
    );
    assert_eq!(clap_exit_code(&["play", "nim", "--seat", "ai:easy"]), 2);
    assert_eq!(
        clap_exit_code(&[
            "play",
            "nim",
            "--seed",
            "1",
            "--seat",
            "ai:easy",
            "--time-scale",
            "0",
        ]),
        2
    );
    assert_eq!(clap_exit_code(&["perft", "nim", "deep"]), 2);
    assert_eq!(clap_exit_code(&["arena", "nim", "--seat", "ai:easy"]), 2);
}

#[test]
fn arena_json_has_one_entry_per_seat() {
    let out = referee(&[
        "arena",
        "nim",
        "--games",
        "4",
        "--seat",
        "ai:perfect",
        "--seat",
        "ai:easy",
        "--duplicate",
        "--seed",
        "7",
        "--json",
    ])
    .unwrap();
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["games"], 8);
    assert_eq!(report["duplicate"], true);
    assert_eq!(report["seed"], 7);
    assert!(report["games_per_s"].is_f64());
    let players = report["players"].as_array().unwrap();
    assert_eq!(players.len(), 2);
    assert_eq!(players[1]["seat"], "ai:easy");
    for key in [
        "games",
        "mean_score",
        "score_ci95",
        "wins",
        "win_rate",
        "disqualifications",
        "decision_p50_ms",
        "decision_p99_ms",
    ] {
        assert!(!players[0][key].is_null(), "{key}");
    }
}

#[test]
fn bench_and_perft_run_through_the_registry() {
    let out = referee(&["bench", "nim", "--games", "20", "--json"]).unwrap();
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["games"], 20);
    assert!(report["moves"].as_u64().unwrap() >= 20 * 4);
    let line = referee(&["bench", "nim", "--games", "3", "--seed", "5"]).unwrap();
    assert!(line.starts_with("nim (2 players): 3 games, "), "{line}");

    let out = referee(&["bench", "morris", "--core", "--games", "30", "--json"]).unwrap();
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (report["game"].as_str(), report["players"].as_u64()),
        (Some("morris"), Some(2))
    );
    assert!(report["moves"].as_u64().unwrap() >= 30 * 9);
    let error = referee(&["bench", "nim", "--core", "--games", "3"]).unwrap_err();
    assert_eq!(
        error,
        RefereeError::Usage(
            "no position core benchmark for game `nim`; available: morris".to_string()
        )
    );

    let line = referee(&["perft", "nim", "2"]).unwrap();
    assert!(line.starts_with("nim perft(2) = 9 in "), "{line}");
    let error = referee(&["perft", "chess", "2"]).unwrap_err();
    assert_eq!(
        error,
        RefereeError::Usage("no perft for game `chess`; available: morris, nim".to_string())
    );
}

#[test]
fn seat_specs_are_reported_as_given() {
    let seats = [ai("easy").to_string(), "cmd:sh -c 'exit 0'".to_string()];
    let out = referee(&[
        "play", "nim", "--seed", "3", "--seat", &seats[0], "--seat", &seats[1],
    ])
    .unwrap();
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["seats"], serde_json::json!(seats));
    assert!(report["disqualified"][1].is_string());
}

#[test]
fn failing_to_create_the_log_is_a_runtime_error() {
    let error = referee(&[
        "play",
        "nim",
        "--seed",
        "1",
        "--seat",
        "ai:easy",
        "--seat",
        "ai:easy",
        "--log",
        "/nonexistent-referee-dir/game.log",
    ])
    .unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("cannot create the log /nonexistent-referee-dir/game.log: "),
        "{error}"
    );
    assert_eq!(error.exit_code(), 1);
}

#[test]
fn search_runs_for_morris_only() {
    let out = referee(&[
        "search",
        "morris",
        "--games",
        "1",
        "--time-ms",
        "1",
        "--opponent",
        "easy",
        "--json",
    ])
    .unwrap();
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["games"], 1);
    assert_eq!(report["opponent"], "easy");
    let phases: Vec<&str> = report["phases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["phase"].as_str().unwrap())
        .collect();
    assert_eq!(phases, ["placing", "moving", "flying", "all"]);

    let error = referee(&["search", "nim", "--games", "1"]).unwrap_err();
    assert_eq!(
        error,
        RefereeError::Usage("no search statistics for game `nim`; available: morris".to_string())
    );
    let error = referee(&["search", "morris", "--games", "1", "--opponent", "wizard"]).unwrap_err();
    assert_eq!(error.exit_code(), 2);
    assert_eq!(clap_exit_code(&["search", "morris", "--games", "0"]), 2);
    assert_eq!(
        clap_exit_code(&["search", "morris", "--games", "1", "--time-ms", "0"]),
        2
    );
}
