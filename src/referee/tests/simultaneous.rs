//! Simultaneous turns (several seats in `to_act`) and seats that the
//! rules ask again after a forfeit.

use serde_json::Value;

use super::duel::{Duel, ROUNDS};
use super::{ai, bot, reasons, Captured};
use crate::engine::game::Game;
use crate::engine::record::{replay, GameRecord, Step};
use crate::referee::play_report::{play, PlayRequest};
use crate::referee::seat_spec::SeatSpec;

/// Plays Duel with a log; returns the report and the log's lines.
fn play_logged(seats: &[SeatSpec], tag: &str) -> (Value, Vec<String>) {
    let path = std::env::temp_dir().join(format!("referee-{tag}-{}.log", std::process::id()));
    let mut out = Vec::new();
    let request = PlayRequest {
        seats,
        seed: 1,
        time_scale: 10.0,
        log: Some(&path),
        record: None,
        preset: None,
    };
    play::<Duel>(&request, &mut out, Captured::default().sink()).unwrap();
    let log = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let report = serde_json::from_slice(&out).unwrap();
    (report, log.lines().map(str::to_string).collect())
}

#[test]
fn every_acting_bot_gets_its_input_before_any_answer_is_awaited() {
    let seats = [bot("sh", "duel_good.sh", ""), bot("sh", "duel_good.sh", "")];
    let (report, log) = play_logged(&seats, "duel-both");
    assert_eq!(reasons(&report), vec![None, None]);
    assert_eq!(report["scores"], serde_json::json!([9, 9]));
    assert_eq!(report["ranks"], serde_json::json!([1, 1]));
    let mut expected = Vec::new();
    for round in 0..ROUNDS {
        for seat in 0..2 {
            if round == 0 {
                expected.push(format!("seat {seat} < 2 {seat}"));
            }
            expected.push(format!("seat {seat} < round {round}"));
        }
        for seat in 0..2 {
            expected.push(format!("seat {seat} > PICK 3"));
        }
    }
    assert_eq!(log, expected);
    let record: GameRecord<Duel> = serde_json::from_value(report["record"].clone()).unwrap();
    let seats_in_order: Vec<usize> = record
        .steps
        .iter()
        .map(|s| match s {
            Step::Act { seat, .. } => *seat,
            Step::Forfeit { .. } => panic!("nobody forfeits"),
        })
        .collect();
    assert_eq!(seats_in_order, [0, 1, 0, 1, 0, 1]);
}

#[test]
fn a_seat_asked_again_after_its_disqualification_forfeits_at_once() {
    let seats = [ai("easy"), bot("sh", "nim_garbage.sh", "")];
    let (report, log) = play_logged(&seats, "duel-garbage");
    let reason = "invalid answer `HELLO WORLD`: expected `PICK <n>`, got `HELLO WORLD`";
    assert_eq!(reasons(&report), vec![None, Some(reason.to_string())]);
    let record: GameRecord<Duel> = serde_json::from_value(report["record"].clone()).unwrap();
    let forfeits: Vec<&Step<u32>> = record
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Forfeit { seat: 1, .. }))
        .collect();
    assert_eq!(forfeits.len(), ROUNDS as usize);
    for step in forfeits {
        assert_eq!(
            *step,
            Step::Forfeit {
                seat: 1,
                reason: reason.to_string()
            }
        );
    }
    // The bot itself was only contacted in the first round.
    assert_eq!(log.iter().filter(|l| l.starts_with("seat 1 > ")).count(), 1);
    assert_eq!(log.iter().filter(|l| l.starts_with("seat 1 < ")).count(), 2);
    assert_eq!(
        log.iter()
            .filter(|l| l.starts_with("seat 1 still disqualified: "))
            .count(),
        ROUNDS as usize - 1
    );
    let final_state = replay::<Duel>(&record).unwrap();
    assert_eq!(final_state.outcome().unwrap().ranks, vec![1, 2]);
}
