//! Bots that misbehave are disqualified with a reason, and never hang the
//! referee or outlive it.

use std::path::Path;
use std::time::{Duration, Instant};

use super::big_nim::BigNim;
use super::{ai, bot, play_json, reasons, Captured};
use crate::engine::testgame::Nim;
use crate::referee::play_report::{play, PlayRequest};
use crate::referee::seat_spec::SeatSpec;

/// Far below the bots' 30 s sleeps: a referee that waited for a bot would
/// take longer than this.
const PROMPT: Duration = Duration::from_secs(10);

/// Whether process `pid` is gone (or a zombie, i.e. already dead), giving
/// the kernel up to five seconds to deliver the referee's SIGKILL.
fn dies(pid: &str) -> bool {
    let dead = || match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    };
    for _ in 0..500 {
        if dead() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    false
}

fn pid_file(tag: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("referee-{tag}-{}.pid", std::process::id()))
}

fn read_pid(path: &Path) -> String {
    let pid = std::fs::read_to_string(path).expect("the bot wrote its child's pid");
    std::fs::remove_file(path).unwrap();
    pid.trim().to_string()
}

#[test]
fn a_silent_bot_times_out_and_its_children_are_killed() {
    let pids = pid_file("silent");
    let seats = [
        bot("sh", "nim_sleep.sh", &format!("'{}'", pids.display())),
        ai("easy"),
    ];
    let start = Instant::now();
    // First answer: 1000 ms × 0.5.
    let (report, _) = play_json::<Nim>(&seats, 1, 0.5);
    assert!(start.elapsed() < PROMPT);
    assert_eq!(
        reasons(&report),
        vec![Some("timeout: no answer within 500 ms".to_string()), None]
    );
    assert_eq!(report["ranks"], serde_json::json!([2, 1]));
    assert_eq!(report["record"]["steps"][0]["kind"], "forfeit");
    assert!(dies(&read_pid(&pids)), "the bot's sleep was killed");
}

#[test]
fn a_bot_that_never_reads_a_huge_input_cannot_block_the_referee() {
    let pids = pid_file("deaf");
    let seats = [
        bot("sh", "nim_sleep.sh", &format!("'{}'", pids.display())),
        ai("easy"),
    ];
    let start = Instant::now();
    let (report, _) = play_json::<BigNim>(&seats, 1, 0.5);
    assert!(start.elapsed() < PROMPT);
    assert_eq!(
        reasons(&report)[0].as_deref(),
        Some("timeout: no answer within 500 ms")
    );
    assert!(dies(&read_pid(&pids)));
}

#[test]
fn later_answers_have_the_shorter_limit() {
    let seats = [bot("sh", "nim_slow.sh", ""), ai("easy")];
    let start = Instant::now();
    // Later answers: 100 ms × 0.5.
    let (report, _) = play_json::<Nim>(&seats, 3, 0.5);
    assert!(start.elapsed() < PROMPT);
    assert_eq!(
        reasons(&report),
        vec![Some("timeout: no answer within 50 ms".to_string()), None]
    );
    let steps = report["record"]["steps"].as_array().unwrap();
    assert_eq!(steps[0]["kind"], "act");
    assert_eq!(steps.last().unwrap()["kind"], "forfeit");
}

#[test]
fn a_garbage_answer_disqualifies_and_is_logged() {
    let path = std::env::temp_dir().join(format!("referee-garbage-{}.log", std::process::id()));
    let seats = [ai("easy"), bot("sh", "nim_garbage.sh", "")];
    let mut out = Vec::new();
    let request = PlayRequest {
        seats: &seats,
        seed: 6,
        time_scale: 10.0,
        log: Some(&path),
        record: None,
        preset: None,
    };
    play::<Nim>(&request, &mut out, Captured::default().sink()).unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let log = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let reason = reasons(&report)[1].clone().unwrap();
    assert_eq!(
        reason,
        "invalid answer `HELLO WORLD`: expected `TAKE <n>`, got `HELLO WORLD`"
    );
    assert_eq!(report["ranks"], serde_json::json!([1, 2]));
    let lines: Vec<&str> = log.lines().collect();
    assert!(lines[0].starts_with("seat 0 ai TAKE "));
    assert_eq!(lines[1], "seat 1 < 2 1");
    assert_eq!(lines[3], "seat 1 > HELLO WORLD");
    assert_eq!(lines[4], format!("seat 1 disqualified: {reason}"));
    assert_eq!(lines.len(), 5);
}

#[test]
fn an_illegal_move_disqualifies() {
    let seats = [bot("sh", "nim_illegal.sh", ""), ai("easy")];
    let (report, _) = play_json::<Nim>(&seats, 6, 10.0);
    let reason = reasons(&report)[0].clone().unwrap();
    assert!(
        reason.starts_with("invalid answer `TAKE 5`: cannot take 5"),
        "{reason}"
    );
}

#[test]
fn a_bot_that_exits_early_is_disqualified_with_its_status() {
    let seats = [bot("sh", "nim_exit.sh", ""), ai("easy")];
    let (report, _) = play_json::<Nim>(&seats, 6, 10.0);
    assert_eq!(
        reasons(&report)[0].as_deref(),
        Some("the bot ended (exit status: 3) before answering")
    );
}

#[test]
fn a_command_that_does_not_exist_is_disqualified() {
    let seats = [
        ai("easy"),
        SeatSpec::Cmd("/nonexistent/referee-bot".to_string()),
    ];
    let (report, stderr) = play_json::<Nim>(&seats, 6, 10.0);
    assert_eq!(
        reasons(&report)[1].as_deref(),
        Some("the bot ended (exit status: 127) before answering")
    );
    // The shell's complaint is passed through with the seat prefix.
    assert!(stderr.iter().any(|l| l.starts_with("[seat 1] ")));
}

#[test]
fn a_flooding_bot_that_never_reads_does_not_hang_the_referee() {
    let seats = [bot("sh", "nim_flood.sh", ""), ai("easy")];
    let start = Instant::now();
    let (report, _) = play_json::<BigNim>(&seats, 9, 10.0);
    assert!(start.elapsed() < PROMPT);
    // Its flood is a stream of legal `TAKE 1` answers.
    assert_eq!(reasons(&report), vec![None, None]);
    let steps = report["record"]["steps"].as_array().unwrap();
    assert!(steps
        .iter()
        .filter(|s| s["seat"] == 0)
        .all(|s| s["action"] == 1));
}

#[test]
fn a_bot_that_closes_its_input_is_disqualified_for_the_broken_pipe() {
    // `exec`, so that no waiting shell keeps the pipe open.
    let seats = [bot("exec sh", "nim_closed.sh", ""), ai("easy")];
    let start = Instant::now();
    let (report, _) = play_json::<Nim>(&seats, 4, 0.5);
    assert!(start.elapsed() < PROMPT);
    assert_eq!(
        reasons(&report)[0].as_deref(),
        Some("the bot closed its input (broken pipe)")
    );
    // Its blind first answer still counted.
    assert_eq!(report["record"]["steps"][0]["kind"], "act");
}

#[test]
fn an_endless_answer_line_is_cut_off_and_disqualifies() {
    let seats = [bot("sh", "nim_long_line.sh", ""), ai("easy")];
    let start = Instant::now();
    let (report, _) = play_json::<Nim>(&seats, 4, 2.0);
    assert!(start.elapsed() < PROMPT);
    assert_eq!(
        reasons(&report)[0].as_deref(),
        Some("the answer line is longer than 1048576 bytes")
    );
}
