//! `referee solve fireworks` through the built binary: the text and the
//! JSON report of a deal, and bad input as one line with exit code 2.

use serde_json::Value;
use std::process::{Command, Output};

fn referee(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs")
}

#[test]
fn a_standard_deal_is_solved_as_one_json_object() {
    let out = referee(&[
        "solve",
        "fireworks",
        "--preset",
        "standard",
        "--players",
        "3",
        "--seed",
        "7",
        "--json",
        "--budget",
        "20000",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(report["players"], 3);
    assert_eq!(report["perfect"], 25);
    let rounds = report["rounds"].as_array().expect("rounds");
    assert_eq!(rounds.len(), 1);
    let solution = &rounds[0]["solution"];
    let best = solution["score"].as_u64().unwrap();
    assert!(best <= solution["bound"]["score"].as_u64().unwrap());
    assert_eq!(report["best"].as_u64(), Some(best));
    assert!(!solution["line"].as_array().unwrap().is_empty());
}

#[test]
fn the_codingame_game_prints_its_four_rounds_and_the_total() {
    let out = referee(&["solve", "fireworks", "--seed", "3", "--budget", "20000"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let rounds: Vec<&str> = text.lines().filter(|l| l.starts_with("round ")).collect();
    assert_eq!(rounds.len(), 4, "{text}");
    assert!(rounds[0].contains("(seats 1 2 3)"), "{text}");
    assert!(rounds[0].contains("of 75 level points"), "{text}");
    assert!(
        text.lines().last().unwrap().starts_with("game: best "),
        "{text}"
    );
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    for args in [
        &["solve", "fireworks", "--seed", "1", "--preset", "chess"][..],
        &[
            "solve",
            "fireworks",
            "--seed",
            "1",
            "--preset",
            "standard",
            "--players",
            "6",
        ],
        &["solve", "fireworks", "--seed", "1", "--players", "3"],
        &["solve", "fireworks", "--seed", "one"],
    ] {
        let out = referee(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("referee: error: "), "{err}");
    }
}
