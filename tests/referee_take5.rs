//! The `referee` binary on 6 nimmt!: scripted external bots beside AIs.

use parlour::engine::game::Game;
use parlour::engine::record::{replay, GameRecord};
use parlour::engine::take5::Take5;
use serde_json::Value;
use std::process::Command;

const BOT: &str = "cmd:python3 tests/bots/take5_plays_then_garbage.py";

fn play(seed: &str, seats: &[String], log: &std::path::Path) -> Value {
    let mut args = vec![
        "play",
        "take5",
        "--seed",
        seed,
        "--log",
        log.to_str().unwrap(),
    ];
    for seat in seats {
        args.extend(["--seat", seat.as_str()]);
    }
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(&args)
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
fn a_bot_that_plays_then_answers_garbage_is_disqualified_and_the_game_goes_on() {
    let log = temp_log("take5-garbage");
    let seats = [
        format!("{BOT} 3"),
        format!("{BOT} 1000"),
        "ai:medium".into(),
        "ai:easy".into(),
    ];
    let report = play("5", &seats, &log);

    let reason = report["disqualified"][0].as_str().unwrap();
    assert!(reason.contains("I like turtles"), "{reason}");
    assert!(report["disqualified"][1].is_null());
    assert_eq!(report["scores"][0], -999);
    assert_eq!(report["ranks"][0], 4);
    // The game went on to the end without seat 0: 5 rounds of 10 turns.
    assert!(report["turns"].as_u64().unwrap() > 150);

    let record: GameRecord<Take5> = serde_json::from_value(report["record"].clone()).unwrap();
    let end = replay::<Take5>(&record).unwrap();
    let outcome = end.outcome().unwrap();
    assert_eq!(serde_json::json!(outcome.ranks), report["ranks"]);
    assert_eq!(serde_json::json!(outcome.scores), report["scores"]);

    // Row picks go only to the seat that must pick, which answers PICK.
    let lines: Vec<String> = std::fs::read_to_string(&log)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let mut picks = 0;
    for (i, line) in lines.iter().enumerate() {
        if let Some(seat) = line.strip_suffix(" < CHOOSE_LINE_TO_PICK") {
            let answer = lines[i..]
                .iter()
                .find(|l| l.contains(" > "))
                .expect("an answer follows");
            assert!(answer.starts_with(&format!("{seat} > ")), "{answer}");
            picks += 1;
        }
    }
    assert!(picks > 0, "seed 5 makes a bot pick a row");
    let _ = std::fs::remove_file(log);
}

#[test]
fn the_first_input_follows_the_statement_order() {
    let log = temp_log("take5-first");
    let seats = [
        format!("{BOT} 0"),
        "ai:easy".into(),
        "ai:easy".into(),
        "ai:easy".into(),
    ];
    play("2026", &seats, &log);
    let text = std::fs::read_to_string(&log).unwrap();
    let sent: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("seat 0 < "))
        .take(14)
        .collect();
    // Seed 2026 deals rows 83 / 98 / 51 / 75 and this hand to seat 0.
    let expected = [
        "4 0",
        "CHOOSE_CARD_TO_PLAY",
        "-1 -1 -1 -1",
        "1",
        "83",
        "1",
        "98",
        "1",
        "51",
        "1",
        "75",
        "0 0 0 0",
        "10",
        "20 23 27 31 45 47 55 56 86 96",
    ];
    assert_eq!(sent, expected);
    let _ = std::fs::remove_file(log);
}

/// Runs the referee with `args`; returns its exit code, stdout and stderr.
fn referee(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `play take5` with `seats` and `extra` arguments: the JSON report.
fn play_with(seats: &[&str], extra: &[&str]) -> Value {
    let mut args = vec!["play", "take5"];
    args.extend_from_slice(extra);
    for seat in seats {
        args.extend(["--seat", seat]);
    }
    let (code, out, err) = referee(&args);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn six_seats_make_a_six_player_game_with_bots_and_ais() {
    let log = temp_log("take5-six");
    let seats = [
        format!("{BOT} 2"),
        "ai:hard".into(),
        format!("{BOT} 1000"),
        "ai:medium".into(),
        "ai:easy".into(),
        "ai:highest".into(),
    ];
    let report = play("8", &seats, &log);
    assert_eq!(report["scores"].as_array().unwrap().len(), 6);
    assert_eq!(
        report["ranks"][0], 6,
        "the bot that answered garbage ranks last"
    );
    assert_eq!(report["scores"][0], -999);
    assert!(report["disqualified"][2].is_null(), "{report}");
    let record: GameRecord<Take5> = serde_json::from_value(report["record"].clone()).unwrap();
    assert_eq!(record.options.seats, 6);
    let end = replay::<Take5>(&record).unwrap();
    assert_eq!(end.seat_count(), 6);
    assert_eq!(end.round(), 5);
    assert_eq!(
        serde_json::json!(end.outcome().unwrap().scores),
        report["scores"]
    );
    // The bots read the protocol at six seats (rule 19).
    let text = std::fs::read_to_string(&log).unwrap();
    let sent: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("seat 2 < "))
        .take(3)
        .collect();
    assert_eq!(sent[..2], ["6 2", "CHOOSE_CARD_TO_PLAY"]);
    assert_eq!(sent[2], "-1 -1 -1 -1 -1 -1");
    assert!(text.contains("seat 2 > PLAY"), "the six-seat bot answered");
    let _ = std::fs::remove_file(log);
}

#[test]
fn a_seat_count_outside_2_to_10_is_a_usage_error_naming_the_range() {
    for count in [1, 11] {
        let mut args = vec!["play", "take5", "--seed", "1"];
        for _ in 0..count {
            args.extend(["--seat", "ai:easy"]);
        }
        let (code, _, err) = referee(&args);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("2 to 10"), "{err}");
        args[0] = "arena";
        args[2] = "--games";
        let (code, _, err) = referee(&args);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("2 to 10"), "{err}");
    }
    let (code, _, err) = referee(&[
        "play", "take5", "--seed", "1", "--preset", "boxed", "--seat", "ai:easy", "--seat",
        "ai:easy",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("codingame, to-66, known-cards"), "{err}");
}

#[test]
fn each_preset_plays_its_rules() {
    let three = ["ai:medium", "ai:easy", "ai:highest"];
    // codingame: five rounds, the default options (the record says so).
    let report = play_with(&three, &["--seed", "3", "--preset", "codingame"]);
    let record: GameRecord<Take5> = serde_json::from_value(report["record"].clone()).unwrap();
    assert_eq!(record.options.rule_set(), "codingame");
    assert_eq!(record.options.seats, 3);
    assert_eq!(replay::<Take5>(&record).unwrap().round(), 5);
    // to-66 and known-cards: rounds until someone has 66 cows.
    for preset in ["to-66", "known-cards"] {
        let report = play_with(&three, &["--seed", "3", "--preset", preset]);
        let record: GameRecord<Take5> = serde_json::from_value(report["record"].clone()).unwrap();
        assert_eq!(record.options.rule_set(), preset);
        let end = replay::<Take5>(&record).unwrap();
        assert!(end.is_over());
        let scores: Vec<i64> = report["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_i64().unwrap())
            .collect();
        assert!(scores.iter().any(|&s| s >= 66), "{preset}: {scores:?}");
        assert_eq!(
            end.deck_top(),
            if preset == "known-cards" { 34 } else { 104 }
        );
    }
    // The arena takes the presets too.
    let (code, out, err) = referee(&[
        "arena",
        "take5",
        "--games",
        "2",
        "--jobs",
        "1",
        "--preset",
        "known-cards",
        "--seat",
        "ai:medium",
        "--seat",
        "ai:easy",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("preset known-cards"), "{out}");
}
