//! Rules 4–10: play, phases, the take rule, the end of the game and the
//! order of the legal command list.

use super::{legal_text, play_all, preset_game, preset_options};
use crate::engine::game::{Explain, Game};
use crate::engine::morris::events::{EndReason, GameResult, MorrisEvent, TakeReason};
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::position::Phase;
use crate::engine::morris::state::{Morris, MorrisError};

fn mv(text: &str) -> Move {
    Move::parse(text).unwrap()
}

#[test]
fn rule_4_seat_0_starts_seats_alternate_and_each_has_9_stones() {
    let (mut game, events) = Morris::new(&MorrisOptions::default(), 7);
    assert_eq!(
        events,
        vec![MorrisEvent::Started {
            to_move: 0,
            preset: false
        }]
    );
    assert_eq!(game.to_act(), vec![0]);
    assert_eq!(game.view(0).in_hand, [9, 9]);
    assert!(game.legal_actions(1).is_empty());
    assert_eq!(
        game.apply(1, &mv("PLACE;A1")),
        Err(MorrisError::NotYourTurn { to_move: 0 })
    );
    play_all(&mut game, &["PLACE;A1"]);
    assert_eq!(game.to_act(), vec![1]);
    play_all(&mut game, &["PLACE;D2"]);
    assert_eq!(game.to_act(), vec![0]);
}

#[test]
fn rule_5_placing_lists_every_empty_field_and_captures_give_no_stone_back() {
    let game = Morris::new(&MorrisOptions::default(), 0).0;
    let expected: Vec<String> = super::naive::canonical()
        .iter()
        .map(|f| format!("PLACE;{f}"))
        .collect();
    assert_eq!(legal_text(&game), expected);
    // Seat 0 closes A1-D1-G1 during placement and takes B2.
    let mut game = Morris::new(&MorrisOptions::default(), 0).0;
    play_all(&mut game, &["PLACE;A1", "PLACE;B2", "PLACE;D1", "PLACE;B4"]);
    let events = game.apply(0, &mv("PLACE&TAKE;G1;B2")).unwrap();
    let view = game.view(0);
    assert_eq!(view.in_hand, [6, 7], "the taken stone does not return");
    assert_eq!(view.taken, [1, 0]);
    assert!(events.contains(&MorrisEvent::MillClosed {
        seat: 0,
        mill: "A1-D1-G1".into(),
        second: false
    }));
    assert!(!legal_text(&game).contains(&"PLACE;B2".to_string()) || view.board[3].is_none());
}

#[test]
fn rule_6_phases_moving_after_9_placements_and_flying_only_at_exactly_3() {
    // Seat 1 places its 9th stone: it now moves.
    let mut game = preset_game(
        "A1 D1 B2 D2 C3 D3 C4 E4 B6",
        "G1 F2 E3 A4 B4 C5 D5 F6",
        [0, 1],
        [0, 0],
        1,
        17,
    );
    let events = game.apply(1, &mv("PLACE;A7")).unwrap();
    assert!(events.contains(&MorrisEvent::PhaseChanged {
        seat: 1,
        phase: Phase::Moving
    }));
    assert_eq!(game.view(0).phases, [Phase::Moving, Phase::Moving]);
    // 4 stones: neighbours only. 3 stones: any empty field.
    let four = preset_game("A1 D2 F4 G7", "B4 C5 E3 D7", [0, 0], [5, 5], 0, 60);
    let from_a1: Vec<String> = legal_text(&four)
        .into_iter()
        .filter(|c| c.starts_with("MOVE;A1;"))
        .collect();
    assert_eq!(from_a1, vec!["MOVE;A1;A4", "MOVE;A1;D1"]);
    let three = preset_game("A1 D2 F4", "B4 C5 E3 D7", [0, 0], [5, 6], 0, 60);
    assert_eq!(three.view(0).phases[0], Phase::Flying);
    let from_a1: Vec<String> = legal_text(&three)
        .into_iter()
        .filter(|c| c.starts_with("MOVE;A1;"))
        .collect();
    assert_eq!(from_a1.len(), 24 - 7, "A1 can fly to every empty field");
    // 3 stones on the board while still placing: that seat places.
    let placing = preset_game("A1 D2 F4", "B4 C5", [2, 3], [4, 4], 0, 30);
    assert_eq!(placing.view(0).phases[0], Phase::Placing);
    assert!(legal_text(&placing).iter().all(|c| c.starts_with("PLACE")));
}

#[test]
fn rule_6_losing_the_sixth_stone_makes_a_seat_fly() {
    let mut game = preset_game("A1 D1 G4 B6", "A4 B4 E3 D7", [0, 0], [5, 5], 0, 80);
    let events = game.apply(0, &mv("MOVE&TAKE;G4;G1;E3")).unwrap();
    assert!(events.contains(&MorrisEvent::PhaseChanged {
        seat: 1,
        phase: Phase::Flying
    }));
    let text: Vec<String> = events.iter().map(|e| e.explain(&[])).collect();
    assert!(text.iter().any(|t| t.contains("may now fly")), "{text:?}");
}

#[test]
fn rule_7_the_vacated_field_does_not_count_for_a_mill() {
    // D1 and G1 are seat 0's; D1 moving to A1 leaves D1 empty: no mill.
    let game = preset_game("D1 G1 B6 F6", "A4 D2 G4 B4", [0, 0], [5, 5], 0, 80);
    let legal = legal_text(&game);
    assert!(legal.contains(&"MOVE;D1;A1".to_string()), "{legal:?}");
    assert!(!legal.iter().any(|c| c.starts_with("MOVE&TAKE;D1;A1")));
}

#[test]
fn rule_7_moving_out_and_back_closes_the_mill_again() {
    let mut game = preset_game("A1 D1 G1 B6", "A4 D2 B4 D7", [0, 0], [5, 5], 0, 80);
    play_all(&mut game, &["MOVE;G1;G4", "MOVE;D7;G7"]);
    let legal = legal_text(&game);
    assert!(
        legal.contains(&"MOVE&TAKE;G4;G1;A4".to_string()),
        "{legal:?}"
    );
}

#[test]
fn rule_7_a_double_mill_takes_exactly_one_stone() {
    let mut game = preset_game("A1 D1 G4 G7", "B2 B4 E3 D5", [5, 5], [0, 0], 0, 8);
    let legal = legal_text(&game);
    let g1: Vec<&String> = legal.iter().filter(|c| c.contains(";G1")).collect();
    assert_eq!(
        g1,
        vec![
            "PLACE&TAKE;G1;B2",
            "PLACE&TAKE;G1;E3",
            "PLACE&TAKE;G1;B4",
            "PLACE&TAKE;G1;D5"
        ]
    );
    let events = game.apply(0, &mv("PLACE&TAKE;G1;E3")).unwrap();
    let mills: Vec<&MorrisEvent> = events
        .iter()
        .filter(|e| matches!(e, MorrisEvent::MillClosed { .. }))
        .collect();
    assert_eq!(mills.len(), 2);
    assert!(mills[1].explain(&[]).contains("only one stone"));
    assert_eq!(game.view(0).taken, [1, 0]);
    assert_eq!(game.position().on_board(1), 3);
}

#[test]
fn rule_7_stones_in_mills_are_protected_unless_all_are_in_mills() {
    // Seat 1: A7-D7-G7 is a mill, B4 is free: only B4 may be taken.
    let game = preset_game("A1 D1 B6", "A7 D7 G7 B4", [6, 5], [0, 0], 0, 7);
    let takes: Vec<String> = legal_text(&game)
        .into_iter()
        .filter(|c| c.starts_with("PLACE&TAKE;G1"))
        .collect();
    assert_eq!(takes, vec!["PLACE&TAKE;G1;B4"]);
    assert!(game
        .clone()
        .apply(0, &mv("PLACE&TAKE;G1;D7"))
        .unwrap_err()
        .to_string()
        .contains("D7 is in a mill"));
    // Every seat 1 stone is in a mill: any may be taken.
    let mut game = preset_game("A1 D1 B6", "A7 D7 G7", [6, 6], [0, 0], 0, 6);
    let takes: Vec<String> = legal_text(&game)
        .into_iter()
        .filter(|c| c.starts_with("PLACE&TAKE;G1"))
        .collect();
    assert_eq!(
        takes,
        vec!["PLACE&TAKE;G1;A7", "PLACE&TAKE;G1;D7", "PLACE&TAKE;G1;G7"]
    );
    let events = game.apply(0, &mv("PLACE&TAKE;G1;D7")).unwrap();
    assert!(events.contains(&MorrisEvent::Taken {
        seat: 0,
        victim: 1,
        field: super::fields("D7")[0],
        reason: TakeReason::AllInMills
    }));
}

#[test]
fn rule_7_a_mill_closing_move_is_unavailable_when_the_opponent_has_no_stone_on_board() {
    // Seat 1 has lost 3 stones and has none on the board, 6 in hand.
    let game = preset_game("A1 D1 B2 B4", "", [2, 6], [3, 3], 0, 6);
    let legal = legal_text(&game);
    assert!(!legal.iter().any(|c| c.contains(";G1")), "{legal:?}");
    assert!(
        !legal.iter().any(|c| c.contains("B6")),
        "B2-B4-B6 would close"
    );
    assert_eq!(legal.len(), 24 - 4 - 2);
    let err = game
        .clone()
        .apply(0, &mv("PLACE;G1"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("no stone on the board"), "{err}");
}

#[test]
fn rule_8_the_200th_move_is_a_draw() {
    let mut game = preset_game("A1 D2 F4 G7", "B4 C5 E3 D7", [0, 0], [5, 5], 0, 199);
    let events = game.apply(0, &mv("MOVE;A1;D1")).unwrap();
    assert_eq!(game.result(), Some(GameResult::Draw));
    assert!(events.contains(&MorrisEvent::MoveLimit { moves: 200 }));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores, vec![0, 0]);
    assert_eq!(outcome.ranks, vec![1, 1]);
    assert!(game.to_act().is_empty());
    assert!(game.legal_actions(1).is_empty());
}

#[test]
fn rule_8_the_move_limit_is_an_option() {
    let mut options = preset_options("A1 D2 F4 G7", "B4 C5 E3 D7", [0, 0], [5, 5], 0, 40);
    options.max_moves = 42;
    let mut game = Morris::new(&options, 0).0;
    play_all(&mut game, &["MOVE;A1;D1"]);
    assert!(!game.is_over());
    play_all(&mut game, &["MOVE;D7;A7"]);
    assert_eq!(game.result(), Some(GameResult::Draw));
}

#[test]
fn rule_8_taking_the_7th_stone_wins_even_during_placement() {
    let mut game = preset_game("A1 D1", "B6", [2, 2], [6, 5], 0, 14);
    let events = game.apply(0, &mv("PLACE&TAKE;G1;B6")).unwrap();
    let result = GameResult::Win {
        winner: 0,
        reason: EndReason::TookSeven,
    };
    assert_eq!(game.result(), Some(result));
    assert_eq!(events.last(), Some(&MorrisEvent::GameOver { result }));
    assert_eq!(game.outcome().unwrap().ranks, vec![1, 2]);
}

#[test]
fn rule_8_a_blocked_opponent_loses() {
    let mut game = preset_game("A4 D1 G4 D6", "A1 G1 A7 G7", [0, 0], [5, 5], 0, 50);
    let events = game.apply(0, &mv("MOVE;D6;D7")).unwrap();
    assert!(events.contains(&MorrisEvent::Blocked { seat: 1 }));
    assert_eq!(
        game.result(),
        Some(GameResult::Win {
            winner: 0,
            reason: EndReason::Blocked
        })
    );
    assert_eq!(game.outcome().unwrap().scores, vec![1, 0]);
}

#[test]
fn rule_8_a_win_on_the_200th_move_beats_the_draw() {
    let mut blocked = preset_game("A4 D1 G4 D6", "A1 G1 A7 G7", [0, 0], [5, 5], 0, 199);
    let events = blocked.apply(0, &mv("MOVE;D6;D7")).unwrap();
    assert_eq!(
        blocked.result(),
        Some(GameResult::Win {
            winner: 0,
            reason: EndReason::Blocked
        })
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, MorrisEvent::MoveLimit { .. })));
    let mut seventh = preset_game("A1 D1 G4 B6", "A4 B4 E3", [0, 0], [6, 5], 0, 199);
    seventh.apply(0, &mv("MOVE&TAKE;G4;G1;E3")).unwrap();
    assert_eq!(
        seventh.result(),
        Some(GameResult::Win {
            winner: 0,
            reason: EndReason::TookSeven
        })
    );
}

#[test]
fn rule_9_a_mill_closing_move_exists_only_in_its_take_form() {
    let game = preset_game("A1 D1 B6", "A7 B4", [6, 7], [0, 0], 0, 5);
    let legal = legal_text(&game);
    assert!(!legal.contains(&"PLACE;G1".to_string()));
    let err = game
        .clone()
        .apply(0, &mv("PLACE;G1"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("use PLACE&TAKE"), "{err}");
    let err = game
        .clone()
        .apply(0, &mv("PLACE&TAKE;G4;A7"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("closes no mill"), "{err}");
}

#[test]
fn rule_10_placing_list_puts_each_victim_in_canonical_order_at_its_field() {
    let game = preset_game("A1 D1", "B4 A7", [7, 7], [0, 0], 0, 4);
    let legal = legal_text(&game);
    let expected: Vec<String> = super::naive::canonical()
        .iter()
        .filter(|f| !["A1", "D1", "B4", "A7"].contains(&f.as_str()))
        .flat_map(|f| {
            if f == "G1" {
                vec![
                    "PLACE&TAKE;G1;B4".to_string(),
                    "PLACE&TAKE;G1;A7".to_string(),
                ]
            } else {
                vec![format!("PLACE;{f}")]
            }
        })
        .collect();
    assert_eq!(legal, expected);
}

#[test]
fn rule_10_moving_list_is_own_stones_canonical_times_neighbours_in_rule_2_order() {
    // D2 has neighbours D1 D3 B2 F2; B4 has B2 B6 A4 C4.
    let game = preset_game("D2 B4 G7 A1", "D1 C4 F4 G4", [0, 0], [5, 5], 0, 40);
    assert_eq!(
        legal_text(&game),
        vec![
            "MOVE;A1;A4",
            "MOVE;D2;D3",
            "MOVE;D2;B2",
            "MOVE;D2;F2",
            "MOVE;B4;B2",
            "MOVE;B4;B6",
            "MOVE;B4;A4",
            "MOVE;G7;D7",
        ]
    );
}

#[test]
fn rule_10_flying_list_is_own_stones_canonical_times_empty_fields_canonical() {
    let game = preset_game("G7 A1 D2", "A4 B4 D1 D3 G1 G4", [0, 0], [3, 6], 0, 90);
    let legal = legal_text(&game);
    let empties: Vec<String> = super::naive::canonical()
        .into_iter()
        .filter(|f| !["G7", "A1", "D2", "A4", "B4", "D1", "D3", "G1", "G4"].contains(&f.as_str()))
        .collect();
    let mut expected = Vec::new();
    for from in ["A1", "D2", "G7"] {
        for to in &empties {
            expected.push(format!("MOVE;{from};{to}"));
        }
    }
    assert_eq!(legal, expected);
}

#[test]
fn events_explain_moves_mills_and_takes_in_plain_language() {
    let mut game = Morris::new(&MorrisOptions::default(), 0).0;
    play_all(&mut game, &["PLACE;A1", "PLACE;B2", "PLACE;D1", "PLACE;B4"]);
    let events = game.apply(0, &mv("PLACE&TAKE;G1;B2")).unwrap();
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let text: Vec<String> = events.iter().map(|e| e.explain(&names)).collect();
    assert_eq!(
        text,
        vec![
            "Ann places a stone on G1 (6 left in hand).",
            "Ann closes the mill A1-D1-G1: three stones in a row, so one opponent stone is taken.",
            "Ann takes Bob's stone on B2; it was not part of a closed mill, so it could be taken.",
        ]
    );
}
