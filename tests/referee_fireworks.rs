//! The `referee` binary on Fireworks: a scripted external bot beside AIs,
//! the byte-exact first input, `coop` with team figures, `--preset`, and
//! the standard Hanabi table of 2 to 5 (RULES.md §4.2).

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

/// The referee's exit code and its stderr, for usage errors.
fn refused(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn a_standard_game_of_two_scores_the_height_for_both_with_a_height_field() {
    for seed in 0..4 {
        let seed = seed.to_string();
        let report = referee(&[
            "play",
            "fireworks",
            "--preset",
            "standard",
            "--seed",
            &seed,
            "--seat",
            "ai:hat",
            "--seat",
            "ai:medium",
        ]);
        assert_eq!(report["preset"], "standard");
        let record: GameRecord<Fireworks> =
            serde_json::from_value(report["record"].clone()).unwrap();
        assert_eq!(record.options.players, Some(2));
        let end = replay::<Fireworks>(&record).unwrap();
        assert_eq!(end.seat_count(), 2);
        let height = report["height"].as_u64().unwrap();
        assert_eq!(height, u64::from(end.round().height()));
        let scores = report["scores"].as_array().unwrap();
        assert_eq!(scores.len(), 2);
        assert_eq!(scores[0], scores[1], "the team's score for both");
        let score = scores[0].as_u64().unwrap();
        assert!(score == height || score == 0, "{score} of {height}");
        assert_eq!(report["ranks"], serde_json::json!([1, 1]));
    }
}

#[test]
fn every_preset_name_plays_and_a_wrong_count_names_the_range() {
    for (name, seats, max) in [
        ("codingame", 4, 25),
        ("standard", 3, 25),
        ("standard-6-colours", 4, 30),
        ("standard-rainbow", 5, 30),
    ] {
        let mut args = vec!["play", "fireworks", "--preset", name, "--seed", "1"];
        for _ in 0..seats {
            args.extend(["--seat", "ai:easy"]);
        }
        let report = referee(&args);
        assert_eq!(report["scores"].as_array().unwrap().len(), seats, "{name}");
        let record: GameRecord<Fireworks> =
            serde_json::from_value(report["record"].clone()).unwrap();
        let end = replay::<Fireworks>(&record).unwrap();
        assert_eq!(u32::from(end.layout().deck.max_height()), max, "{name}");
    }
    let mut six = vec!["play", "fireworks", "--preset", "standard", "--seed", "1"];
    for _ in 0..6 {
        six.extend(["--seat", "ai:easy"]);
    }
    let (code, stderr) = refused(&six);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("2 to 5"), "{stderr}");
    let (code, stderr) = refused(&[
        "coop",
        "fireworks",
        "--rounds",
        "1",
        "--preset",
        "standard",
        "--seat",
        "ai:easy",
    ]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("2 to 5"), "{stderr}");
}

#[test]
fn coop_plays_whole_standard_games_with_every_seat_given() {
    for n in 2..=5 {
        let mut args = vec![
            "coop",
            "fireworks",
            "--rounds",
            "12",
            "--preset",
            "standard-rainbow",
            "--json",
        ];
        for _ in 0..n {
            args.extend(["--seat", "ai:hat"]);
        }
        let report = referee(&args);
        assert_eq!(report["players"].as_array().unwrap().len(), n);
        let team = &report["team"];
        assert_eq!(team["rounds"], 12);
        assert_eq!(team["max_height"], 30);
        let points = team["mean_points"].as_f64().unwrap();
        let height = team["mean_height"].as_f64().unwrap();
        assert!(points <= height, "a score counts strike-outs as 0");
        assert!(height > 10.0, "{n} hat players: {height}");
    }
}

#[test]
fn a_bot_that_answers_garbage_at_a_standard_table_zeroes_the_team_and_ranks_last() {
    let log = temp_log("fireworks-standard-garbage");
    let report = referee(&[
        "play",
        "fireworks",
        "--preset",
        "standard",
        "--seed",
        "2026",
        "--log",
        log.to_str().unwrap(),
        "--seat",
        "ai:easy",
        "--seat",
        "cmd:yes garbage",
        "--seat",
        "ai:easy",
    ]);
    assert!(report["disqualified"][1].is_string());
    assert_eq!(report["scores"], serde_json::json!([0, 0, 0]));
    assert_eq!(report["ranks"], serde_json::json!([1, 3, 1]));
    // Rule 28: the bot's first input, ids 0..2 and five cards each.
    let text = std::fs::read_to_string(&log).unwrap();
    let sent: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("seat 1 < "))
        .collect();
    assert_eq!(sent[0].split(' ').next_back(), Some("7"), "one hint given");
    assert_eq!(sent[1], "17");
    assert_eq!(sent[2], "1:NEWGAME");
    assert!(sent[3].starts_with("0:"), "then player 0's action");
    assert!(sent[4].starts_with("0:CARD:A:"), "{}", sent[4]);
    assert_eq!(sent.iter().filter(|l| l.contains(":CARD:")).count(), 15);
    let _ = std::fs::remove_file(log);
}
