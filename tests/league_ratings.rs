//! `referee league`'s matchmaking and ratings on real games: a Morris
//! league of the easy, medium and hard AIs ends ordered hard, medium,
//! easy (by μ and by μ − 3σ), with the coach finding the easy AI's
//! blunders; a 6 nimmt! league of ten copies of one AI at ten seats, full
//! many with tied ranks, converges under both rating systems: every σ shrinks
//! from game to game and the ratings stay together.

use std::path::{Path, PathBuf};
use std::process::Command;

use rusqlite::Connection;
use serde_json::Value;

const REFEREE: &str = env!("CARGO_BIN_EXE_referee");

/// Runs the referee and checks it succeeded.
fn ok(args: &[&str]) -> String {
    let output = Command::new(REFEREE)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs");
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

fn temp_file(name: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("parlour-ratings-{name}-{}.db", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// `league show --json`'s bots, best first.
fn standings(file: &Path) -> Vec<Value> {
    let shown: Value =
        serde_json::from_str(&ok(&["league", "show", file.to_str().unwrap(), "--json"])).unwrap();
    shown["bots"].as_array().unwrap().clone()
}

#[test]
fn easy_medium_and_hard_end_in_that_order() {
    let file = temp_file("levels");
    let f = file.to_str().unwrap();
    ok(&["league", "new", f, "--game", "morris"]);
    for level in ["easy", "medium", "hard"] {
        ok(&["league", "add", f, level, &format!("ai:{level}")]);
    }
    ok(&["league", "run", f, "--games", "30", "--jobs", "2"]);
    let bots = standings(&file);
    let names: Vec<&str> = bots.iter().map(|b| b["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["hard", "medium", "easy"], "{bots:?}");
    let mu: Vec<f64> = bots.iter().map(|b| b["mu"].as_f64().unwrap()).collect();
    assert!(mu[0] > mu[1] && mu[1] > mu[2], "{mu:?}");
    for bot in &bots {
        assert_eq!(bot["errors"], 0, "{bot}");
        assert!(bot["games"].as_u64().unwrap() >= 10, "{bot}");
        assert!(bot["decision_p99_ms"].as_f64().is_some(), "{bot}");
    }
    // The coach finds what the random player throws away.
    let review = ok(&[
        "league", "review", f, "easy", "--games", "2", "--work", "3000",
    ]);
    assert!(review.contains("In all: accuracy"), "{review}");
    assert!(review.contains("blunder ??"), "{review}");
    assert!(review.contains("better: "), "{review}");
    let _ = std::fs::remove_file(&file);
}

/// Each bot's σ in the league file, by name.
fn sigmas(file: &Path) -> Vec<(String, f64)> {
    let mut bots: Vec<(String, f64)> = standings(file)
        .iter()
        .map(|b| {
            (
                b["name"].as_str().unwrap().to_string(),
                b["sigma"].as_f64().unwrap(),
            )
        })
        .collect();
    bots.sort_by(|a, b| a.0.cmp(&b.0));
    bots
}

#[test]
fn ten_copies_of_one_ai_at_ten_seats_converge() {
    for system in ["weng-lin", "trueskill"] {
        let file = temp_file(system);
        let f = file.to_str().unwrap();
        ok(&[
            "league",
            "new",
            f,
            "--game",
            "take5",
            "--players",
            "10",
            "--rating",
            system,
        ]);
        for n in 0..10 {
            ok(&["league", "add", f, &format!("easy-{n}"), "ai:easy"]);
        }
        let start = sigmas(&file);
        ok(&["league", "run", f, "--games", "15", "--jobs", "2"]);
        let middle = sigmas(&file);
        ok(&["league", "run", f, "--games", "15", "--jobs", "2"]);
        let end = sigmas(&file);
        for ((a, b), c) in start.iter().zip(&middle).zip(&end) {
            assert!(
                a.1 > b.1 && b.1 > c.1,
                "{system}: σ of {} {a:?} {b:?} {c:?}",
                a.0
            );
            assert!(c.1 < a.1 / 3.0, "{system}: {c:?}");
        }
        let bots = standings(&file);
        let mean = bots.iter().map(|b| b["mu"].as_f64().unwrap()).sum::<f64>() / 10.0;
        for bot in &bots {
            let (mu, sigma) = (bot["mu"].as_f64().unwrap(), bot["sigma"].as_f64().unwrap());
            assert!(
                (mu - mean).abs() < 3.0 * sigma,
                "{system}: {bot} against {mean}"
            );
            assert_eq!(bot["games"], 30, "{system}: {bot}");
        }
        // Ties are common (12 of 30 games when this was written).
        let db = Connection::open(&file).unwrap();
        let tied: i64 = db
            .query_row(
                "SELECT COUNT(*) FROM (SELECT game FROM seats GROUP BY game \
                 HAVING COUNT(DISTINCT rank) < COUNT(*))",
                [],
                |row| row.get(0),
            )
            .unwrap();
        assert!(tied >= 6, "{system}: {tied} of 30 games had a tie");
        let _ = std::fs::remove_file(&file);
    }
}
