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
