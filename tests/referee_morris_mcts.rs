//! The Monte Carlo tree search bot (`examples/morris_mcts.rs`) through the
//! referee: whole games against the random `easy` AI from both seats.
//!
//! `cargo test` builds the examples next to the test binaries
//! (`target/<profile>/examples/`); when this test runs alone
//! (`cargo test --test referee_morris_mcts`) and the bot is missing there,
//! it is built first with the same profile.

use parlour::engine::game::Game;
use parlour::engine::morris::{EndReason, GameResult, Morris};
use parlour::engine::record::{replay, GameRecord};
use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

/// The bot's binary, built by cargo in this test's profile directory.
fn mcts_binary() -> PathBuf {
    let exe = std::env::current_exe().expect("the test knows its path");
    // target/<profile>/deps/referee_morris_mcts-<hash>
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the test binary lies in target/<profile>/deps");
    let bin = profile_dir
        .join("examples")
        .join(format!("morris_mcts{}", std::env::consts::EXE_SUFFIX));
    if !bin.exists() {
        let mut build = Command::new(env!("CARGO"));
        build.args(["build", "--example", "morris_mcts", "--quiet"]);
        if profile_dir
            .file_name()
            .is_some_and(|name| name == "release")
        {
            build.arg("--release");
        }
        let status = build
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cannot build the morris_mcts example");
    }
    assert!(bin.exists(), "no bot at {}", bin.display());
    bin
}

fn referee(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the referee runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Plays one game with the bot in `mcts_seat` and `ai:easy` in the other,
/// checks that it was finished by the rules (no forfeit, the record
/// replays to the same end) and returns the report.
fn play_against_easy(mcts_seat: usize, seed: &str) -> Value {
    let bot = format!(
        "cmd:{} --sims 200 --seed 11",
        mcts_binary().to_str().expect("a UTF-8 path")
    );
    let mut seats = ["ai:easy".to_string(), "ai:easy".to_string()];
    seats[mcts_seat] = bot;
    // An unoptimised build may need more than 50 ms for 200 simulations.
    let (code, out, err) = referee(&[
        "play",
        "morris",
        "--seed",
        seed,
        "--seat",
        &seats[0],
        "--seat",
        &seats[1],
        "--time-scale",
        "20",
    ]);
    assert_eq!(code, 0, "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        report["disqualified"],
        serde_json::json!([null, null]),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "[seat {mcts_seat}] morris_mcts: seat {mcts_seat}, 200 simulations per move"
        )),
        "{err}"
    );
    let record: GameRecord<Morris> = serde_json::from_value(report["record"].clone()).unwrap();
    let end = replay::<Morris>(&record).unwrap();
    assert!(end.is_over());
    let result = end.result().expect("the game has a result");
    assert!(
        !matches!(
            result,
            GameResult::Win {
                reason: EndReason::Forfeit,
                ..
            }
        ),
        "{result:?}"
    );
    assert_eq!(
        serde_json::to_value(end.outcome().unwrap().ranks).unwrap(),
        report["ranks"]
    );
    report
}

#[test]
fn the_mcts_bot_finishes_games_against_easy_from_both_seats() {
    for (mcts_seat, seed) in [(0, "3"), (1, "4")] {
        let report = play_against_easy(mcts_seat, seed);
        // 200 simulations per move beat random play: a bot that scored
        // its rollouts for the wrong seat would lose these games.
        let mut ranks = [2, 2];
        ranks[mcts_seat] = 1;
        assert_eq!(report["ranks"], serde_json::json!(ranks), "{report}");
        assert!(report["turns"].as_u64().unwrap() >= 13);
    }
}
