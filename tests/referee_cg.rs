//! `referee cg <game>`: the CodinGame SDK runner's command line. Bad input
//! is one line and exit code 2; a game prints one score per player then
//! its parameters (what cg-brutaltester reads), and `-l` writes the JSON
//! log psyleague's and CG Arena's wrapper scripts read (`scores` keyed
//! "0", "1", …, `errors` per frame), with a failed bot's score negative
//! and its `failCause`, and parlour's own fields under `parlour`.

use parlour::engine::record_file::read_game_file;
use parlour::engine::take5::Take5;
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

const REFEREE: &str = env!("CARGO_BIN_EXE_referee");

fn referee(args: &[&str]) -> Output {
    Command::new(REFEREE)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs")
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("parlour-cg-{name}-{}", std::process::id()))
}

/// `referee bot <game> <level>` as a command line.
fn bot(game: &str, level: &str) -> String {
    format!("{REFEREE} bot {game} {level}")
}

#[test]
fn every_bad_command_line_is_one_line_and_exit_code_2() {
    let easy = bot("take5", "easy");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["cg", "chess", "-p1", "x", "-p2", "y"],
            "unknown game `chess`",
        ),
        (vec!["cg", "take5"], "no player"),
        (vec!["cg", "take5", "-p1", &easy], "2 to 10 players"),
        (
            vec!["cg", "take5", "-p1", &easy, "-p3", &easy],
            "-p2 is missing",
        ),
        (
            vec!["cg", "fireworks", "-p1", "a", "-p2", "b", "-p3", "c"],
            "played by 4 players",
        ),
        (
            vec!["cg", "take5", "-p1", &easy, "-p2", &easy, "-s"],
            "server mode",
        ),
        (
            vec!["cg", "take5", "-p1", &easy, "-p2", &easy, "-x"],
            "unknown option `-x`",
        ),
        (
            vec!["cg", "take5", "-p1", &easy, "-p2", &easy, "-seed"],
            "`-seed` needs",
        ),
        (
            vec!["cg", "take5", "-p1", &easy, "-p2", &easy, "-seed", "x"],
            "not a seed",
        ),
        (
            vec!["cg", "take5", "-p1", &easy, "-p2", &easy, "-d", "seed"],
            "key=value",
        ),
        (
            vec![
                "cg",
                "take5",
                "-p1",
                &easy,
                "-p2",
                &easy,
                "-d",
                "colour=red",
            ],
            "colour",
        ),
        (
            vec![
                "cg",
                "take5",
                "-p1",
                &easy,
                "-p2",
                &easy,
                "-d",
                "preset=nope",
            ],
            "preset `nope`",
        ),
        (
            vec![
                "cg",
                "take5",
                "-p1",
                &easy,
                "-p2",
                &easy,
                "-d",
                "time-scale=0",
            ],
            "positive number",
        ),
        (
            vec!["cg", "take5", "-p1", " ", "-p2", &easy],
            "empty command line",
        ),
        (vec!["bot", "take5", "genius"], "unknown level"),
        (
            vec!["bot", "fireworks", "easy", "--preset", "standard-rainbow"],
            "colour hint",
        ),
    ];
    for (args, expected) in cases {
        let out = referee(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_is_printed_with_exit_code_0() {
    let out = referee(&["cg", "take5", "-h"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("-p1") && text.contains("-seed") && text.contains("-l"));
}

/// Plays take5 between `players` with `-l` and extra `args`: stdout's
/// lines and the log.
fn cg_game(name: &str, players: &[String], args: &[&str]) -> (Vec<String>, Value) {
    let log = temp(&format!("{name}.json"));
    let mut all: Vec<String> = vec!["cg".into(), "take5".into()];
    for (index, player) in players.iter().enumerate() {
        all.extend([format!("-p{}", index + 1), player.clone()]);
    }
    all.extend(["-l".into(), log.to_str().unwrap().into()]);
    all.extend(args.iter().map(|a| a.to_string()));
    let all: Vec<&str> = all.iter().map(String::as_str).collect();
    let out = referee(&all);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "the referee writes nothing to stderr"
    );
    let lines = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(String::from)
        .collect();
    let log_text = std::fs::read_to_string(&log).unwrap();
    std::fs::remove_file(&log).unwrap();
    (lines, serde_json::from_str(&log_text).unwrap())
}

#[test]
fn a_game_prints_the_scores_then_its_parameters_and_logs_every_frame() {
    let record = temp("record.json");
    let players = [
        bot("take5", "medium"),
        bot("take5", "easy"),
        bot("take5", "easy"),
    ];
    let record_arg = format!("record={}", record.display());
    let (lines, log) = cg_game(
        "fields",
        &players,
        &[
            "-d",
            "seed=7",
            "-d",
            "preset=codingame",
            "-d",
            &record_arg,
            "-d",
            "time-scale=20",
        ],
    );
    let scores: Vec<i64> = lines[..3].iter().map(|l| l.parse().unwrap()).collect();
    assert_eq!(lines[3..], ["seed=7", "preset=codingame"]);
    for (seat, score) in scores.iter().enumerate() {
        assert_eq!(log["scores"][seat.to_string()], *score);
    }
    // Fewer cows is a higher score: the margin to the most cows.
    let cows: Vec<i64> = serde_json::from_value(log["parlour"]["scores"].clone()).unwrap();
    let worst = *cows.iter().max().unwrap();
    let margins: Vec<i64> = cows.iter().map(|c| worst - c).collect();
    assert_eq!(scores, margins);
    assert!(scores.iter().all(|&s| s >= 0) && scores.contains(&0));
    assert!(log.get("failCause").is_none());
    // One frame to start, then one per answer: every list has each frame.
    let frames = log["summaries"].as_array().unwrap().len();
    let answers = log["parlour"]["turns"].as_u64().unwrap() as usize;
    assert_eq!(frames, answers + 1);
    assert_eq!(log["views"].as_array().unwrap().len(), frames);
    for key in ["0", "1", "2", "referee"] {
        assert_eq!(
            log["errors"][key].as_array().unwrap().len(),
            frames,
            "{key}"
        );
        assert_eq!(
            log["outputs"][key].as_array().unwrap().len(),
            frames,
            "{key}"
        );
    }
    let said: Vec<&str> = log["outputs"]["1"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(said
        .iter()
        .all(|line| line.starts_with("PLAY ") || line.starts_with("PICK ")));
    assert_eq!(
        log["uinput"],
        serde_json::json!(["seed=7", "preset=codingame"])
    );
    assert_eq!(log["agents"][2]["name"], "Player 2");
    assert_eq!(log["ids"]["1"], 1);
    // parlour's fields: the record the app opens, here and in the file.
    let shared = read_game_file::<Take5>(&log["parlour"]["record"].to_string()).unwrap();
    assert_eq!(shared.record.seed, 7);
    let file = std::fs::read_to_string(&record).unwrap();
    assert!(read_game_file::<Take5>(&file).is_ok());
    std::fs::remove_file(&record).unwrap();
}

#[test]
fn seed_and_d_seed_play_the_same_game() {
    let players = [bot("take5", "easy"), bot("take5", "easy")];
    let (a, log_a) = cg_game("seed-a", &players, &["-seed", "11", "-d", "time-scale=20"]);
    let (b, log_b) = cg_game(
        "seed-b",
        &players,
        &["-d", "seed=11", "-d", "time-scale=20"],
    );
    assert_eq!(a, b);
    assert_eq!(log_a["parlour"]["record"], log_b["parlour"]["record"]);
}

#[test]
fn a_failing_bot_scores_negative_with_its_fail_cause_and_stderr() {
    let players = [
        "python3 tests/bots/take5_plays_then_garbage.py 2".to_string(),
        bot("take5", "easy"),
        bot("take5", "medium"),
    ];
    let (lines, log) = cg_game("fail", &players, &["-seed", "3", "-d", "time-scale=20"]);
    assert_eq!(lines[0], "-1");
    assert!(lines[1].parse::<i64>().unwrap() >= 0 && lines[2].parse::<i64>().unwrap() >= 0);
    assert_eq!(log["scores"]["0"], -1);
    let cause = log["failCause"].as_str().unwrap();
    assert!(cause.starts_with("player 0: invalid answer"), "{cause}");
    assert!(cause.contains("I like turtles"), "{cause}");
    let stderr: String = log["errors"]["0"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(stderr.contains("take5 bot"), "{stderr}");
    assert!(log["parlour"]["disqualified"][0].is_string());
}

#[test]
fn community_spellings_are_read_and_an_unwritable_log_fails_before_the_game() {
    let players = [bot("take5", "easy"), bot("take5", "easy")];
    let (_, log) = cg_game(
        "community",
        &players,
        &[
            "-p1name",
            "Ann",
            "-lvl",
            "3",
            "-seed",
            "2",
            "-d",
            "time-scale=20",
        ],
    );
    assert_eq!(log["agents"][0]["name"], "Ann");
    // A log that cannot be written: exit 1 at once, before any bot ran
    // (a bot that would leave a mark never starts).
    let mark = temp("never-started");
    let _ = std::fs::remove_file(&mark);
    let out = referee(&[
        "cg",
        "take5",
        "-p1",
        &format!("touch {}", mark.display()),
        "-p2",
        &players[1],
        "-l",
        "/nonexistent-dir/log.json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
    assert!(!mark.exists(), "no game was started");
}
