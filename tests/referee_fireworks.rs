//! The `referee` binary on Fireworks: a scripted external bot beside AIs,
//! the byte-exact first input, `coop` with team figures, `--preset`.

use parlour::engine::fireworks::Fireworks;
use parlour::engine::game::Game;
use parlour::engine::record::{replay, GameRecord};
use serde_json::Value;
use std::process::Command;

const BOT: &str = "cmd:python3 tests/bots/fireworks_plays_then_garbage.py";

fn referee(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn temp_log(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("parlour-{name}-{}.log", std::process::id()))
}

#[test]
fn a_bot_that_plays_then_answers_garbage_loses_its_rounds_and_the_game_still_ends() {
    let log = temp_log("fireworks-garbage");
    let bot = format!("{BOT} 3");
    let report = referee(&[
        "play",
        "fireworks",
        "--seed",
        "5",
        "--time-scale",
        "10",
        "--log",
        log.to_str().unwrap(),
        "--seat",
        "ai:medium",
        "--seat",
        &bot,
        "--seat",
        "ai:easy",
        "--seat",
        "ai:hat",
    ]);
    let reason = report["disqualified"][1].as_str().unwrap();
    assert!(reason.contains("I like turtles"), "{reason}");
    assert!(report["disqualified"][0].is_null());

    let record: GameRecord<Fireworks> = serde_json::from_value(report["record"].clone()).unwrap();
    let end = replay::<Fireworks>(&record).unwrap();
    assert!(end.is_over(), "the game still ends");
    let outcome = end.outcome().unwrap();
    assert_eq!(serde_json::json!(outcome.scores), report["scores"]);
    // Rule 13: the bot scores 0 in each round it plays (its process is
    // gone, so it forfeits rounds 2 and 3 at its first turn); round 1,
    // which it sits out, is played normally.
    assert_eq!(outcome.scores[1], 0);
    let results = end.results();
    assert_eq!(results.len(), 4);
    assert!(results[1].turns > 20, "round 1 goes on without the bot");
    for round in [0, 2, 3] {
        let id = results[round].players.iter().position(|&p| p == 1).unwrap();
        assert_eq!(results[round].points[id], 0);
    }
    // The bot answered three times before the garbage.
    let text = std::fs::read_to_string(&log).unwrap();
    let answers: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("seat 1 > "))
        .collect();
    assert_eq!(answers.len(), 4, "{answers:?}");
    assert!(answers[0].starts_with("seat 1 > SAY:1:"));
    let _ = std::fs::remove_file(log);
}

#[test]
fn the_first_input_is_the_statement_format() {
    let log = temp_log("fireworks-first");
    let bot = format!("{BOT} 1");
    referee(&[
        "play",
        "fireworks",
        "--seed",
        "2026",
        "--time-scale",
        "10",
        "--log",
        log.to_str().unwrap(),
        "--seat",
        "ai:easy",
        "--seat",
        &bot,
        "--seat",
        "ai:easy",
        "--seat",
        "ai:easy",
    ]);
    let text = std::fs::read_to_string(&log).unwrap();
    let sent: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("seat 1 < "))
        .take(18)
        .collect();
    // Seed 2026 deals R4 Y5 R2 W4 R3 to round id 2 (player 3), and the bot
    // (player 1, round id 0) acts first in round 1.
    assert_eq!(&sent[..3], ["3 12", "16", "0:NEWGAME"]);
    assert_eq!(sent[3], "0:CARD:A:?-?");
    assert_eq!(sent[8], "1:CARD:A:YELLOW-1");
    assert_eq!(sent[13], "2:CARD:A:RED-4");
    assert_eq!(sent[17], "2:CARD:E:RED-3");
    let _ = std::fs::remove_file(log);
}

#[test]
fn coop_plays_single_rounds_and_reports_the_team() {
    let report = referee(&[
        "coop",
        "fireworks",
        "--rounds",
        "30",
        "--preset",
        "standard",
        "--json",
        "--seat",
        "ai:medium",
        "--seat",
        "ai:medium",
        "--seat",
        "ai:easy",
    ]);
    assert_eq!(report["games"], 30);
    assert_eq!(report["preset"], "standard");
    let players = report["players"].as_array().unwrap();
    assert_eq!(players.len(), 3, "the idle seat is left out");
    let team = &report["team"];
    assert_eq!(team["rounds"], 30);
    assert_eq!(team["max_height"], 25);
    let height = team["mean_height"].as_f64().unwrap();
    assert!((5.0..=25.0).contains(&height), "{height}");
    let levels = team["levels"].as_array().unwrap();
    assert_eq!(levels.len(), 2, "medium and easy");
    assert!(levels[0]["decisions"].as_u64().unwrap() > 0);
}

#[test]
fn an_unknown_preset_is_a_usage_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(["coop", "fireworks", "--rounds", "1", "--preset", "tiny"])
        .args([
            "--seat", "ai:easy", "--seat", "ai:easy", "--seat", "ai:easy",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown preset `tiny`"));
}
