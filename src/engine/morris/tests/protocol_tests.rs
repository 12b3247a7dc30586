//! Rules 9 and 11–13: the bot protocol.

use super::{play_all, preset_game};
use crate::engine::game::Game;
use crate::engine::morris::events::{EndReason, GameResult};
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;
use crate::engine::protocol::Protocol;

const NEIGHBOUR_LINES: &str = "A1:A4;D1
A4:A1;A7;B4
A7:A4;D7
B2:B4;D2
B4:A4;B2;B6;C4
B6:B4;D6
C3:C4;D3
C4:B4;C3;C5
C5:C4;D5
D1:A1;D2;G1
D2:B2;D1;D3;F2
D3:C3;D2;E3
D5:C5;D6;E5
D6:B6;D5;D7;F6
D7:A7;D6;G7
E3:D3;E4
E4:E3;E5;F4
E5:D5;E4
F2:D2;F4
F4:E4;F2;F6;G4
F6:D6;F4
G1:D1;G4
G4:F4;G1;G7
G7:D7;G4";

#[test]
fn rule_11_initial_input_is_seat_24_and_sorted_neighbour_lines() {
    let game = Morris::new(&MorrisOptions::default(), 0).0;
    for seat in 0..2 {
        let mut expected = vec![seat.to_string(), "24".to_string()];
        expected.extend(NEIGHBOUR_LINES.lines().map(str::to_string));
        assert_eq!(game.initial_input(seat), expected);
    }
}

#[test]
fn rule_12_turn_input_for_the_first_turns() {
    let mut game = Morris::new(&MorrisOptions::default(), 0).0;
    let input = game.turn_input(0);
    assert_eq!(input[0], "-");
    assert_eq!(
        input[1],
        "A1:2;D1:2;G1:2;B2:2;D2:2;F2:2;C3:2;D3:2;E3:2;A4:2;B4:2;C4:2;E4:2;F4:2;G4:2;C5:2;D5:2;E5:2;B6:2;D6:2;F6:2;A7:2;D7:2;G7:2"
    );
    assert_eq!(input[2], "24");
    assert_eq!(input[3], "PLACE;A1");
    assert_eq!(input[26], "PLACE;G7");
    assert_eq!(input.len(), 27);
    play_all(&mut game, &["PLACE;D2"]);
    let input = game.turn_input(1);
    assert_eq!(input[0], "PLACE;D2");
    assert_eq!(
        input[1],
        "A1:2;D1:2;G1:2;B2:2;D2:0;F2:2;C3:2;D3:2;E3:2;A4:2;B4:2;C4:2;E4:2;F4:2;G4:2;C5:2;D5:2;E5:2;B6:2;D6:2;F6:2;A7:2;D7:2;G7:2"
    );
    assert_eq!(input[2], "23");
    assert_eq!(&input[3..6], &["PLACE;A1", "PLACE;D1", "PLACE;G1"]);
    assert_eq!(input[6], "PLACE;B2");
    play_all(&mut game, &["PLACE;G7"]);
    let input = game.turn_input(0);
    assert_eq!(input[0], "PLACE;G7");
    assert!(input[1].ends_with("D7:2;G7:1"));
    assert!(input[1].contains("D2:0"));
}

#[test]
fn rule_9_and_12_every_listed_command_parses_back_and_renders_identically() {
    let game = preset_game("A1 D1 B6", "A7 B4", [6, 7], [0, 0], 0, 5);
    let input = game.turn_input(0);
    let count: usize = input[2].parse().unwrap();
    assert_eq!(count, input.len() - 3);
    for line in &input[3..] {
        let mv = game.parse_answer(0, line).unwrap();
        assert_eq!(&game.render_action(0, &mv), line);
    }
    assert!(input.contains(&"PLACE&TAKE;G1;B4".to_string()));
}

fn error(game: &Morris, line: &str) -> String {
    let seat = game.position().side();
    game.parse_answer(seat, line).unwrap_err()
}

#[test]
fn rule_13_answers_are_checked_with_clear_errors() {
    let game = preset_game("A1 D1 B6 A4", "A7 D7 G7 B4 D2", [5, 4], [0, 0], 0, 9);
    assert!(error(&game, "JUMP;A1").contains("unknown command `JUMP`"));
    assert!(error(&game, "").contains("empty"));
    assert!(error(&game, "PLACE;H9").contains("`H9` is not a field name"));
    assert!(error(&game, "PLACE;A1;D1;G1").contains("PLACE needs 1 field"));
    assert!(error(&game, "MOVE;A1").contains("MOVE needs 2 fields"));
    assert!(error(&game, "MOVE;A1;D1").contains("still have 5 stone(s) to place"));
    assert!(error(&game, "PLACE;D2").contains("D2 is not empty"));
    assert!(error(&game, "PLACE;G1").contains("this move closes a mill: use PLACE&TAKE"));
    assert!(error(&game, "PLACE&TAKE;G1;D7").contains("D7 is in a mill and cannot be taken"));
    assert!(error(&game, "PLACE&TAKE;G1;A1").contains("A1 holds no opponent stone"));
    assert!(error(&game, "PLACE&TAKE;C3;B4").contains("closes no mill"));
    assert_eq!(
        game.parse_answer(0, "PLACE&TAKE;G1;B4 \n"),
        Ok(Move::parse("PLACE&TAKE;G1;B4").unwrap())
    );
    assert!(game
        .parse_answer(1, "PLACE;C3")
        .unwrap_err()
        .contains("not seat 1's turn"));

    let moving = preset_game("A1 D2 F4 G7", "B4 C5 E3 D7", [0, 0], [5, 5], 0, 60);
    assert!(error(&moving, "MOVE;A1;D3").contains("D3 is not adjacent to A1"));
    assert!(error(&moving, "MOVE;B4;B2").contains("B4 holds no stone of yours"));
    assert!(error(&moving, "PLACE;C3").contains("placed all 9 stones"));
}

#[test]
fn rule_13_a_forfeiting_seat_loses() {
    let mut game = Morris::new(&MorrisOptions::default(), 0).0;
    play_all(&mut game, &["PLACE;A1"]);
    let events = game.forfeit(1, "timeout");
    assert_eq!(events.len(), 2);
    assert_eq!(
        game.result(),
        Some(GameResult::Win {
            winner: 0,
            reason: EndReason::Forfeit
        })
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.ranks, vec![1, 2]);
    assert_eq!(outcome.scores, vec![1, 0]);
    assert!(game.to_act().is_empty());
}
