//! `referee review`: the coach's review of a game the referee played,
//! read from the game file `play --record` writes, from the `play` report
//! or from a bare record; a file it cannot read is refused in one line.
//! Run in-process (`referee::cli::run`) on a short Morris game.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use clap::Parser;
use parlour::engine::morris::Morris;
use parlour::engine::record_file::read_game_file;
use parlour::referee::cli::{run, Cli};
use parlour::referee::RefereeError;
use serde_json::Value;

/// The referee's output for `args`, or its error.
fn referee(args: &[&str]) -> Result<String, RefereeError> {
    let cli = Cli::try_parse_from(std::iter::once("referee").chain(args.iter().copied()))
        .expect("the arguments parse");
    let mut out = Vec::new();
    run(cli, &mut out, Arc::new(|_: &str| {}))?;
    Ok(String::from_utf8(out).unwrap())
}

/// A fresh path in the temporary directory for this test's `name`.
fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlour-referee-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Plays the short Morris game of seed 5 (two easy AIs) with `--record
/// file`; its report.
fn play_recorded(file: &Path) -> Value {
    let path = file.to_str().unwrap();
    let report = referee(&[
        "play", "morris", "--seed", "5", "--seat", "ai:easy", "--seat", "ai:easy", "--record", path,
    ])
    .expect("the game is played");
    serde_json::from_str(&report).unwrap()
}

/// The decision lines of a text review (`step N, seat S: …`).
fn decision_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("step ")).collect()
}

#[test]
fn a_recorded_game_reviews_as_text_and_as_json() {
    let file = temp("recorded.json");
    let report = play_recorded(&file);
    let written = std::fs::read_to_string(&file).unwrap();
    let opened = read_game_file::<Morris>(&written).expect("the app opens the game file");
    let steps = opened.record.steps.len();
    assert_eq!(
        serde_json::to_value(&opened.record).unwrap(),
        report["record"]
    );
    assert_eq!(opened.shown.steps, steps, "the file shows the end");

    let path = file.to_str().unwrap();
    let text = referee(&["review", "morris", path]).expect("reviewed");
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("Nine Men's Morris: "), "{first}");
    assert!(first.contains(&format!("of {steps} steps reviewed for a spectator")));
    let lines = decision_lines(&text);
    assert_eq!(lines.len(), steps, "every step was a decision:\n{text}");
    assert!(lines[0].starts_with("step 1, seat 0: "), "{}", lines[0]);
    assert!(
        lines[1].contains(" of expected score), played "),
        "{}",
        lines[1]
    );
    assert!(text.contains("\nSummary:\nseat 0: accuracy "), "{text}");
    assert!(text.contains("\nseat 1: accuracy "), "{text}");

    let json = referee(&["review", "morris", path, "--json"]).expect("reviewed");
    let review: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(review["loss_unit"], "of expected score");
    let decisions = review["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), steps);
    assert_eq!(review["seats"].as_array().unwrap().len(), 2);
    // The text and the JSON are the same review (the search draws nothing
    // at random and stops on its work cap).
    for (line, decision) in lines.iter().zip(decisions) {
        let mark = decision["mark"]
            .as_str()
            .unwrap()
            .replace("forced", "only move");
        assert!(line.contains(&format!(": {mark}")), "{line} / {decision}");
    }
}

#[test]
fn the_play_report_and_a_bare_record_review_too() {
    let file = temp("played.json");
    let mut report = play_recorded(&file);
    // The first eight placements are enough to read and review.
    report["record"]["steps"]
        .as_array_mut()
        .unwrap()
        .truncate(8);
    let from_report = temp("report.json");
    std::fs::write(&from_report, report.to_string()).unwrap();
    let bare = temp("bare.json");
    std::fs::write(&bare, report["record"].to_string()).unwrap();
    let text = referee(&[
        "review",
        "morris",
        from_report.to_str().unwrap(),
        "--viewer",
        "1",
    ])
    .expect("the report is reviewed");
    assert!(text.starts_with("Nine Men's Morris: 8 decisions of 8 steps reviewed for seat 1"));
    assert_eq!(decision_lines(&text).len(), 8, "{text}");
    let again = referee(&["review", "morris", bare.to_str().unwrap(), "--viewer", "1"]);
    assert_eq!(again.expect("the bare record is reviewed"), text);
}

#[test]
fn a_file_it_cannot_read_is_one_runtime_error() {
    let file = temp("broken-source.json");
    let report = play_recorded(&file);
    let refused = |name: &str, text: Option<&str>, game: &str| {
        let path = temp(name);
        if let Some(text) = text {
            std::fs::write(&path, text).unwrap();
        }
        let error = referee(&["review", game, path.to_str().unwrap()]).unwrap_err();
        assert_eq!(error.exit_code(), 1, "{error}");
        let message = error.to_string();
        assert!(!message.contains('\n'), "{message}");
        message
    };
    let missing = refused("missing.json", None, "morris");
    assert!(missing.starts_with("cannot read "), "{missing}");
    let garbage = refused("garbage.json", Some("not json at all"), "morris");
    assert!(garbage.contains("is not a parlour game file"), "{garbage}");
    let record = report["record"].to_string();
    let other = refused("other.json", Some(&record), "take5");
    assert!(
        other.contains("it holds a game of morris, not of 6 nimmt!"),
        "{other}"
    );
    let mut illegal = report["record"].clone();
    illegal["steps"][3] = illegal["steps"][2].clone();
    let illegal = refused("illegal.json", Some(&illegal.to_string()), "morris");
    assert!(
        illegal.contains("step 4 of the record is not legal"),
        "{illegal}"
    );

    // A seat the game does not have and an unknown game are usage errors.
    let path = file.to_str().unwrap();
    let viewer = referee(&["review", "morris", path, "--viewer", "2"]).unwrap_err();
    assert_eq!(
        (viewer.exit_code(), viewer.to_string().as_str()),
        (2, "--viewer 2: this game has seats 0 to 1")
    );
    let unknown = referee(&["review", "chess", path]).unwrap_err();
    assert_eq!(unknown.exit_code(), 2, "{unknown}");
}

#[test]
fn a_game_file_that_cannot_be_written_is_an_error() {
    let error = referee(&[
        "play",
        "morris",
        "--seed",
        "5",
        "--seat",
        "ai:easy",
        "--seat",
        "ai:easy",
        "--record",
        "/nonexistent-referee-dir/game.json",
    ])
    .unwrap_err();
    assert_eq!(error.exit_code(), 1);
    let message = error.to_string();
    assert!(
        message.starts_with("cannot create the game file /nonexistent-referee-dir/game.json: "),
        "{message}"
    );
}
