//! Matches that go well: correct bots, AIs, the JSON report, the log and
//! stderr passthrough.

use serde_json::Value;

use super::{ai, bot, play_json, reasons, Captured};
use crate::engine::game::Game;
use crate::engine::protocol::Protocol;
use crate::engine::record::{replay, GameRecord, Step};
use crate::engine::testgame::Nim;
use crate::referee::play_report::{play, PlayRequest};

/// Replays the report's record and checks it ends with the reported
/// scores and ranks.
fn assert_record_replays(report: &Value) {
    let record: GameRecord<Nim> = serde_json::from_value(report["record"].clone()).unwrap();
    assert_eq!(record.seed, report["seed"].as_u64().unwrap());
    let outcome = replay::<Nim>(&record).unwrap().outcome().unwrap();
    let scores: Vec<i64> = serde_json::from_value(report["scores"].clone()).unwrap();
    let ranks: Vec<u32> = serde_json::from_value(report["ranks"].clone()).unwrap();
    assert_eq!(outcome.scores, scores);
    assert_eq!(outcome.ranks, ranks);
    assert_eq!(report["turns"].as_u64().unwrap(), record.steps.len() as u64);
}

#[test]
fn a_correct_bot_plays_a_whole_game_against_an_ai() {
    let seats = [bot("sh", "nim_good.sh", ""), ai("perfect")];
    let (report, stderr) = play_json::<Nim>(&seats, 5, 10.0);
    assert_eq!(reasons(&report), vec![None, None]);
    assert_record_replays(&report);
    // Seed 5 deals a pile that is not a multiple of four, so the bot (a
    // perfect player moving first) must win.
    let pile = Nim::new(&(), 5).0.turn_input(0)[0].parse::<u32>().unwrap();
    assert_ne!(pile % 4, 0);
    assert_eq!(report["ranks"], serde_json::json!([1, 2]));
    // Its stderr came through with the seat prefix, once per turn.
    assert!(!stderr.is_empty());
    assert!(stderr[0].starts_with(&format!("[seat 0] seat 0 of 2 sees a pile of {pile}")));
    assert!(stderr.iter().all(|l| l.starts_with("[seat 0] ")));
}

#[test]
fn the_report_has_every_field_with_its_type() {
    let seats = [bot("sh", "nim_good.sh", ""), ai("easy")];
    let (report, _) = play_json::<Nim>(&seats, 8, 10.0);
    let object = report.as_object().unwrap();
    let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "disqualified",
            "game",
            "ranks",
            "record",
            "scores",
            "seats",
            "seed",
            "turns"
        ]
    );
    assert_eq!(report["game"], "nim");
    assert_eq!(report["seed"].as_u64(), Some(8));
    let spec = seats[0].to_string();
    assert_eq!(report["seats"], serde_json::json!([spec, "ai:easy"]));
    for field in ["scores", "ranks", "disqualified"] {
        assert_eq!(report[field].as_array().unwrap().len(), 2, "{field}");
    }
    assert!(report["scores"]
        .as_array()
        .unwrap()
        .iter()
        .all(Value::is_i64));
    assert!(report["ranks"]
        .as_array()
        .unwrap()
        .iter()
        .all(Value::is_u64));
    assert!(report["turns"].is_u64());
    assert!(report["record"]["steps"].is_array());
    assert_record_replays(&report);
}

#[test]
fn two_bots_in_different_languages_play_each_other() {
    let seats = [
        bot("python3", "nim_good.py", ""),
        bot("sh", "nim_good.sh", ""),
    ];
    let (report, stderr) = play_json::<Nim>(&seats, 2, 10.0);
    assert_eq!(reasons(&report), vec![None, None]);
    assert_record_replays(&report);
    assert!(stderr
        .iter()
        .any(|l| l.starts_with("[seat 0] python seat 0 sees")));
    assert!(stderr
        .iter()
        .any(|l| l.starts_with("[seat 1] seat 1 of 2 sees")));
    // The Python bot always takes one token.
    let record: GameRecord<Nim> = serde_json::from_value(report["record"].clone()).unwrap();
    for step in &record.steps {
        if let Step::Act { seat: 0, action } = step {
            assert_eq!(*action, 1);
        }
    }
}

#[test]
fn ai_games_are_reproducible_from_their_seed() {
    let seats = [ai("easy"), ai("easy")];
    let first = play_json::<Nim>(&seats, 11, 1.0).0;
    assert_eq!(first, play_json::<Nim>(&seats, 11, 1.0).0);
    assert_record_replays(&first);
    let records: Vec<Value> = (0..6)
        .map(|seed| play_json::<Nim>(&seats, seed, 1.0).0["record"]["steps"].clone())
        .collect();
    assert!(records.iter().any(|r| *r != records[0]));
}

#[test]
fn the_log_holds_every_exchanged_line() {
    let path = std::env::temp_dir().join(format!("referee-log-{}.txt", std::process::id()));
    let seats = [bot("sh", "nim_good.sh", ""), ai("perfect")];
    let mut out = Vec::new();
    let request = PlayRequest {
        seats: &seats,
        seed: 4,
        time_scale: 10.0,
        log: Some(&path),
        record: None,
        preset: None,
    };
    play::<Nim>(&request, &mut out, Captured::default().sink()).unwrap();
    let report: Value = serde_json::from_slice(&out).unwrap();
    let record: GameRecord<Nim> = serde_json::from_value(report["record"].clone()).unwrap();
    let log = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();

    let mut nim = Nim::new(&(), 4).0;
    // The initial input comes once, just before seat 0's first turn input.
    let mut expected = vec!["seat 0 < 2 0".to_string()];
    for step in &record.steps {
        let Step::Act { seat, action } = step else {
            panic!("nobody forfeits here")
        };
        if *seat == 0 {
            expected.push(format!("seat 0 < {}", nim.turn_input(0)[0]));
            expected.push(format!("seat 0 > TAKE {action}"));
        } else {
            expected.push(format!("seat 1 ai TAKE {action}"));
        }
        nim.apply(*seat, action).unwrap();
    }
    assert_eq!(log.lines().collect::<Vec<_>>(), expected);
}
