//! `referee league`'s file: a run killed while games are in flight keeps
//! every game that had ended, whole, and the next run goes on to the
//! total asked for; while a run holds the file, another run or an `add`
//! is refused at once and `show` still reads it; a file that is not a
//! league (text, another SQLite database, a newer schema, a damaged
//! file) is refused by every subcommand in one line with exit code 1 and
//! left byte for byte as it was; bad arguments are one line and exit
//! code 2, the file unchanged.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use parlour::engine::game::Game;
use parlour::engine::record::replay_states;
use parlour::engine::record_file::read_game_file;
use parlour::engine::take5::Take5;
use rusqlite::Connection;
use serde_json::Value;

const REFEREE: &str = env!("CARGO_BIN_EXE_referee");

fn referee(args: &[&str]) -> Output {
    Command::new(REFEREE)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs")
}

/// Runs the referee and checks it succeeded.
fn ok(args: &[&str]) -> String {
    let output = referee(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// A fresh directory for one test's files.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlour-league-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// The games a league file holds, as `show --json` says.
fn games_in(file: &Path) -> u64 {
    let shown: Value =
        serde_json::from_str(&ok(&["league", "show", text(file), "--json"])).unwrap();
    shown["games"].as_u64().unwrap()
}

/// Waits for `child` to end, at most `limit`; kills it and fails if it
/// does not.
fn wait_at_most(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() > limit {
            child.kill().unwrap();
            panic!("still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Checks every game of the take5 league `file` is whole: its seats are
/// all there, its game file reads back and replays to the end, and the
/// seats' ranks are the replayed game's.
fn check_every_game_whole(file: &Path, dir: &Path) -> Vec<i64> {
    let db = Connection::open(file).unwrap();
    let games: Vec<(i64, i64)> = db
        .prepare("SELECT id, players FROM games ORDER BY id")
        .unwrap()
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    for &(id, players) in &games {
        let ranks: Vec<u32> = db
            .prepare("SELECT rank FROM seats WHERE game = ?1 ORDER BY seat")
            .unwrap()
            .query_map([id], |row| row.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(ranks.len() as i64, players, "game {id}'s seats");
        let out = dir.join(format!("game{id}.json"));
        ok(&[
            "league",
            "game",
            text(file),
            &id.to_string(),
            "--record",
            text(&out),
        ]);
        let shared = read_game_file::<Take5>(&std::fs::read_to_string(&out).unwrap())
            .unwrap_or_else(|e| panic!("game {id}: {e}"));
        let states = replay_states::<Take5>(&shared.record).unwrap();
        let last = states.last().unwrap();
        assert!(last.is_over(), "game {id} is whole");
        assert_eq!(last.outcome().unwrap().ranks, ranks, "game {id}'s ranks");
    }
    games.iter().map(|&(id, _)| id).collect()
}

#[test]
fn a_killed_run_keeps_every_finished_game_and_the_next_run_goes_on() {
    let dir = temp_dir("killed");
    let file = dir.join("league.db");
    let f = text(&file);
    ok(&["league", "new", f, "--game", "take5", "--players", "2..3"]);
    // Bots that wait 10 ms before each answer: a game lasts about a second.
    let slow = "cmd:python3 tests/bots/simple.py take5 0.01";
    for name in ["slow-1", "slow-2"] {
        ok(&["league", "add", f, name, slow, "--time-scale", "10"]);
    }
    ok(&["league", "add", f, "easy", "ai:easy"]);
    let run = [
        "league",
        "run",
        f,
        "--until",
        "8",
        "--jobs",
        "2",
        "--time-scale",
        "10",
    ];
    let mut child = Command::new(REFEREE)
        .args(run)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while games_in(&file) < 2 {
        assert!(start.elapsed() < Duration::from_secs(300), "the run plays");
        std::thread::sleep(Duration::from_millis(50));
    }

    // While it runs: another run and an add are refused at once, in one
    // line, and show reads the file.
    for args in [
        vec!["league", "run", f, "--games", "1"],
        vec!["league", "add", f, "other", "ai:easy"],
        vec!["league", "remove", f, "easy"],
    ] {
        let mut second = Command::new(REFEREE)
            .args(&args)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let status = wait_at_most(&mut second, Duration::from_secs(30));
        let output = second.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
        assert!(stderr.contains("in use by another"), "{stderr}");
    }

    // Killed while a game is in flight (two run at a time, 8 asked).
    child.kill().unwrap();
    child.wait().unwrap();
    // The referee reads it first (rolling back a journal the kill left).
    let shown = games_in(&file);
    let kept = check_every_game_whole(&file, &dir);
    assert_eq!(shown, kept.len() as u64);
    assert!((2..8).contains(&kept.len()), "{kept:?}");
    assert_eq!(kept, (1..=kept.len() as i64).collect::<Vec<_>>());

    // The same command again ends at the total asked for.
    ok(&run);
    let all = check_every_game_whole(&file, &dir);
    assert_eq!(all, (1..=8).collect::<Vec<i64>>());
    let db = Connection::open(&file).unwrap();
    let seeds: i64 = db
        .query_row("SELECT COUNT(DISTINCT seed) FROM games", [], |row| {
            row.get(0)
        })
        .unwrap();
    assert_eq!(seeds, 8, "no seed is played twice");
    let counts: Vec<i64> = db
        .prepare("SELECT DISTINCT players FROM games ORDER BY players")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(counts, [2, 3], "every seat count the league allows");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A small morris league of two easy AIs with three games.
fn small_league(dir: &Path) -> PathBuf {
    let file = dir.join("league.db");
    let f = text(&file);
    ok(&["league", "new", f, "--game", "morris"]);
    ok(&["league", "add", f, "a", "ai:easy"]);
    ok(&["league", "add", f, "b", "ai:easy"]);
    ok(&["league", "run", f, "--games", "3"]);
    file
}

/// Every subcommand on `file`: exit code 1, one line naming the problem,
/// the file byte for byte as it was.
fn refused_by_all(file: &Path, problem: &str) {
    let before = std::fs::read(file).unwrap();
    let f = text(file);
    let out = file.with_extension("out.json");
    let o = text(&out);
    let commands: Vec<Vec<&str>> = vec![
        vec!["league", "show", f],
        vec!["league", "show", f, "--json"],
        vec!["league", "run", f, "--games", "1"],
        vec!["league", "add", f, "c", "ai:easy"],
        vec!["league", "remove", f, "a"],
        vec!["league", "game", f, "1", "--record", o],
        vec!["league", "review", f, "a"],
        vec!["league", "new", f, "--game", "morris"],
    ];
    for args in commands {
        let output = referee(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        let named = args[1] == "new" && stderr.contains("already exists");
        assert!(named || stderr.contains(problem), "{args:?}: {stderr}");
        assert!(
            std::fs::read(file).unwrap() == before,
            "{args:?} changed the file"
        );
        assert!(!out.exists(), "{args:?} wrote a game file");
    }
}

#[test]
fn files_that_are_not_leagues_are_refused_and_left_as_they_were() {
    let dir = temp_dir("refused");
    let league = small_league(&dir);
    let bytes = std::fs::read(&league).unwrap();

    let plain = dir.join("notes.txt");
    std::fs::write(&plain, "not a league\n").unwrap();
    refused_by_all(&plain, "not an SQLite database");

    let foreign = dir.join("foreign.db");
    Connection::open(&foreign)
        .unwrap()
        .execute_batch("CREATE TABLE bots (name TEXT); INSERT INTO bots VALUES ('x');")
        .unwrap();
    refused_by_all(&foreign, "not a league file");

    let newer = dir.join("newer.db");
    std::fs::write(&newer, &bytes).unwrap();
    Connection::open(&newer)
        .unwrap()
        .pragma_update(None, "user_version", 2)
        .unwrap();
    refused_by_all(&newer, "newer referee");

    let truncated = dir.join("truncated.db");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    refused_by_all(&truncated, "damaged");

    // The header of the tables' pages overwritten.
    let garbled = dir.join("garbled.db");
    let page = 4096;
    let mut damaged = bytes.clone();
    for n in 1..damaged.len() / page {
        damaged[n * page..n * page + 12].fill(0x5a);
    }
    std::fs::write(&garbled, &damaged).unwrap();
    refused_by_all(&garbled, "damaged");

    // The league itself still reads.
    assert_eq!(games_in(&league), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_arguments_are_one_line_and_exit_code_2_the_file_unchanged() {
    let dir = temp_dir("arguments");
    let league = small_league(&dir);
    let f = text(&league);
    let before = std::fs::read(&league).unwrap();
    let fresh = dir.join("fresh.db");
    let n = text(&fresh);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["league", "new", n, "--game", "chess"],
            "unknown game `chess`",
        ),
        (
            vec![
                "league",
                "new",
                n,
                "--game",
                "fireworks",
                "--preset",
                "huge",
            ],
            "unknown preset `huge`",
        ),
        (
            vec!["league", "new", n, "--game", "take5", "--players", "2..12"],
            "2 to 10 players",
        ),
        (
            vec!["league", "new", n, "--game", "morris", "--players", "3"],
            "2 players",
        ),
        (
            vec!["league", "new", n, "--game", "take5", "--players", "5..2"],
            "empty range",
        ),
        (
            vec!["league", "new", n, "--game", "take5", "--rating", "elo"],
            "weng-lin or trueskill",
        ),
        (vec!["league", "add", f, "c"], "<SPEC>"),
        (
            vec!["league", "add", f, "c", "cmd:"],
            "needs a shell command",
        ),
        (vec!["league", "add", f, "c", "human"], "ai:<level>"),
        (
            vec!["league", "add", f, "c", "ai:superb"],
            "unknown level `superb`",
        ),
        (
            vec!["league", "add", f, "a", "ai:easy"],
            "already has a bot called `a`",
        ),
        (vec!["league", "add", f, " ", "ai:easy"], "not a bot name"),
        (
            vec!["league", "remove", f, "zed"],
            "no bot `zed`; its bots: a, b",
        ),
        (vec!["league", "review", f, "zed"], "no bot `zed`"),
        (
            vec!["league", "game", f, "99", "--record", n],
            "no game 99 (its games are 1 to 3)",
        ),
        (
            vec!["league", "run", f, "--games", "1", "--until", "5"],
            "cannot be used",
        ),
        (vec!["league", "run", f, "--jobs", "0"], "--jobs"),
        (vec!["league", "show"], "<FILE>"),
    ];
    for (args, expected) in cases {
        let output = referee(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(std::fs::read(&league).unwrap() == before, "{args:?}");
        assert!(!fresh.exists(), "{args:?} made a file");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bot_that_cannot_play_one_game_is_refused_with_its_stderr() {
    let dir = temp_dir("crash");
    let league = small_league(&dir);
    let f = text(&league);
    let before = std::fs::read(&league).unwrap();
    let cases = [
        ("cmd:no-such-bot-here", "not found", "exit status: 127"),
        (
            "cmd:echo my stderr line >&2; echo NONSENSE",
            "my stderr line",
            "invalid answer `NONSENSE`",
        ),
        ("cmd:sleep 5", "", "timeout"),
    ];
    for (spec, stderr_line, reason) in cases {
        let output = referee(&["league", "add", f, "new", spec]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{spec}: {stderr}");
        assert!(stderr.contains(stderr_line), "{spec}: {stderr}");
        let last = stderr.trim_end().lines().last().unwrap();
        assert!(last.contains("cannot play a game of morris"), "{last}");
        assert!(last.contains(reason), "{spec}: {last}");
        assert!(std::fs::read(&league).unwrap() == before, "{spec}");
    }
    // A bot that plays is added; a removed one is no longer matched.
    ok(&[
        "league",
        "add",
        f,
        "simple",
        "cmd:python3 tests/bots/simple.py morris",
    ]);
    ok(&["league", "remove", f, "a"]);
    ok(&["league", "run", f, "--games", "4"]);
    let shown: Value = serde_json::from_str(&ok(&["league", "show", f, "--json"])).unwrap();
    let games = |name: &str| {
        let bots = shown["bots"].as_array().unwrap();
        let bot = bots.iter().find(|b| b["name"] == name).unwrap();
        (
            bot["games"].as_u64().unwrap(),
            bot["removed"].as_bool().unwrap(),
        )
    };
    assert_eq!(games("a"), (3, true), "a removed bot plays no more");
    assert_eq!(games("b"), (7, false));
    assert_eq!(games("simple"), (4, false));
    let _ = std::fs::remove_dir_all(&dir);
}
