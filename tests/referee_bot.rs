//! `referee bot <game> <level>`: the built-in AIs as CodinGame bots. Under
//! `referee play` they play whole games of every listed game, at several
//! player counts and rule sets, beside the AIs, without a
//! disqualification; under `referee arena` the hard bot beats easy as
//! `ai:hard` does.

use serde_json::Value;
use std::process::Command;

const REFEREE: &str = env!("CARGO_BIN_EXE_referee");

fn referee(args: &[String]) -> Value {
    let out = Command::new(REFEREE)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The seat spec of `referee bot` (under `preset`, if any).
fn bot(game: &str, level: &str, preset: Option<&str>) -> String {
    let preset = preset.map_or(String::new(), |p| format!(" --preset {p}"));
    format!("cmd:{REFEREE} bot {game} {level}{preset}")
}

/// `referee <command> <game> [--preset P] --seat …` with generous time
/// limits (a debug build, a busy machine).
fn args(command: &str, game: &str, preset: Option<&str>, seats: &[String]) -> Vec<String> {
    let mut args = vec![
        command.into(),
        game.into(),
        "--time-scale".into(),
        "10".into(),
    ];
    if let Some(preset) = preset {
        args.extend(["--preset".into(), preset.into()]);
    }
    for seat in seats {
        args.extend(["--seat".into(), seat.clone()]);
    }
    args
}

#[test]
fn the_bots_play_whole_games_beside_the_ais() {
    let tables: Vec<(&str, Option<&str>, Vec<String>)> = vec![
        (
            "take5",
            None,
            vec![bot("take5", "hard", None), "ai:hard".into()],
        ),
        (
            "take5",
            Some("to-66"),
            vec![
                bot("take5", "hard", Some("to-66")),
                bot("take5", "medium", Some("to-66")),
                "ai:hard".into(),
                "ai:easy".into(),
                bot("take5", "easy", Some("to-66")),
            ],
        ),
        (
            "morris",
            None,
            vec![bot("morris", "hard", None), "ai:hard".into()],
        ),
        (
            "fireworks",
            None,
            vec![
                bot("fireworks", "hard", None),
                "ai:hard".into(),
                bot("fireworks", "hat", None),
                bot("fireworks", "medium", None),
            ],
        ),
        (
            "fireworks",
            Some("standard-6-colours"),
            vec![
                bot("fireworks", "hat", Some("standard-6-colours")),
                "ai:hat".into(),
                bot("fireworks", "easy", Some("standard-6-colours")),
            ],
        ),
    ];
    for (game, preset, seats) in tables {
        let mut args = args("play", game, preset, &seats);
        args.extend(["--seed".into(), "4".into()]);
        let report = referee(&args);
        let out: Vec<&Value> = report["disqualified"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|reason| !reason.is_null())
            .collect();
        assert!(out.is_empty(), "{game} {preset:?}: {out:?}");
        assert!(
            report["turns"].as_u64().unwrap() > 10,
            "{game}: a whole game"
        );
    }
}

/// `referee arena` of `seats` over 4 games: each seat's mean score.
fn arena_scores(game: &str, seats: &[String]) -> Vec<f64> {
    let mut args = args("arena", game, None, seats);
    args.extend(["--games", "4", "--seed", "20", "--json"].map(String::from));
    let report = referee(&args);
    report["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            assert_eq!(p["disqualifications"], 0, "{p}");
            p["mean_score"].as_f64().unwrap()
        })
        .collect()
}

#[test]
fn the_hard_bot_beats_easy_as_the_hard_ai_does() {
    for (game, better) in [
        ("take5", f64::lt as fn(&f64, &f64) -> bool),
        ("morris", f64::gt),
    ] {
        let as_bot = arena_scores(game, &[bot(game, "hard", None), "ai:easy".into()]);
        let as_ai = arena_scores(game, &["ai:hard".into(), "ai:easy".into()]);
        println!("{game}: hard bot {as_bot:?}, hard AI {as_ai:?} (hard first, then easy)");
        assert!(better(&as_ai[0], &as_ai[1]), "{game}: ai:hard {as_ai:?}");
        assert!(
            better(&as_bot[0], &as_bot[1]),
            "{game}: the hard bot {as_bot:?}"
        );
    }
}
