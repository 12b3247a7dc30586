//! The `referee` binary on Nine Men's Morris: external bots, AIs, perft.

use parlour::engine::game::Game;
use parlour::engine::morris::Morris;
use parlour::engine::record::{replay, GameRecord};
use serde_json::Value;
use std::process::Command;

fn referee(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn a_bot_that_plays_legal_moves_then_an_illegal_one_loses() {
    let bot = "cmd:python3 tests/bots/morris_plays_then_illegal.py 2";
    let (code, out, err) = referee(&[
        "play",
        "morris",
        "--seed",
        "4",
        "--seat",
        bot,
        "--seat",
        "ai:medium",
    ]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    let reason = report["disqualified"][0].as_str().unwrap();
    assert!(
        reason.contains("not in the list of legal commands"),
        "{reason}"
    );
    assert!(report["disqualified"][1].is_null());
    assert_eq!(report["ranks"], serde_json::json!([2, 1]));
    // Two legal placements by each seat, then the illegal answer.
    assert_eq!(report["turns"], 5);
    assert!(err.contains("[seat 0] morris bot: I am seat 0"), "{err}");

    let record: GameRecord<Morris> = serde_json::from_value(report["record"].clone()).unwrap();
    let end = replay::<Morris>(&record).unwrap();
    assert_eq!(end.outcome().unwrap().ranks, vec![2, 1]);
}

#[test]
fn ai_games_are_reproducible_from_their_seed() {
    let args = [
        "play",
        "morris",
        "--seed",
        "9",
        "--seat",
        "ai:medium",
        "--seat",
        "ai:easy",
    ];
    let (code, first, err) = referee(&args);
    assert_eq!(code, 0, "{err}");
    let (_, second, _) = referee(&args);
    assert_eq!(first, second);
    let report: Value = serde_json::from_str(&first).unwrap();
    assert_eq!(report["game"], "morris");
    assert!(report["turns"].as_u64().unwrap() >= 13);
}

#[test]
fn perft_counts_the_start_position() {
    let (code, out, err) = referee(&["perft", "morris", "4"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("morris perft(4) = 255024 in "), "{out}");
}

#[test]
fn usage_errors_exit_with_two() {
    let (code, _, err) = referee(&["play", "chess", "--seed", "1", "--seat", "ai:easy"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown game `chess`"), "{err}");
    let (code, _, err) = referee(&[
        "play",
        "morris",
        "--seed",
        "1",
        "--seat",
        "ai:easy",
        "--seat",
        "ai:genius",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown level `genius`"), "{err}");
}
