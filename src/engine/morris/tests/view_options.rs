//! The view, the options and the explanations of every kind of event.

use super::{fields, play_all, preset_game};
use crate::engine::game::{Explain, Game};
use crate::engine::morris::events::{EndReason, GameResult, MorrisEvent, TakeReason};
use crate::engine::morris::options::{MorrisOptions, Preset};
use crate::engine::morris::position::Phase;
use crate::engine::morris::state::Morris;
use crate::engine::morris::view::MorrisView;

#[test]
fn the_view_shows_everything_and_rebuilds_the_position() {
    let mut game = Morris::new(&MorrisOptions::default(), 0).0;
    play_all(&mut game, &["PLACE;A1", "PLACE;B2", "PLACE;D1", "PLACE;B4"]);
    play_all(&mut game, &["PLACE&TAKE;G1;B2"]);
    let view = game.view(1);
    assert_eq!(view.seat, 1);
    assert_eq!(view.board[0], Some(0));
    assert_eq!(view.board[3], None);
    assert_eq!(view.board[10], Some(1));
    assert_eq!(view.in_hand, [6, 7]);
    assert_eq!(view.taken, [1, 0]);
    assert_eq!(view.phases, [Phase::Placing, Phase::Placing]);
    assert_eq!(view.side_to_move, 1);
    assert_eq!(view.moves, 5);
    assert_eq!(view.mills.len(), 1);
    assert_eq!(view.mills[0].name, "A1-D1-G1");
    assert_eq!(view.mills[0].fields.to_vec(), fields("A1 D1 G1"));
    assert_eq!(view.last.unwrap().to_string(), "PLACE&TAKE;G1;B2");
    assert_eq!(view.result, None);
    assert_eq!(view.position(), *game.position());
    let json = serde_json::to_string(&view).unwrap();
    let back: MorrisView = serde_json::from_str(&json).unwrap();
    assert_eq!(back, view);
}

#[test]
fn options_default_to_the_standard_game_and_read_partial_json() {
    let options: MorrisOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(options, MorrisOptions::default());
    assert_eq!(options.max_moves, 200);
    assert!(options.preset.is_none());
    let json = r#"{"preset":{"stones":[["A1","D1"],["B6"]],"in_hand":[2,2],"taken":[6,5],"to_move":0,"moves":14}}"#;
    let options: MorrisOptions = serde_json::from_str(json).unwrap();
    assert!(options.validate().is_ok());
    let (game, events) = Morris::new(&options, 3);
    assert_eq!(game.position().stones[1], fields("B6")[0].bit());
    assert_eq!(
        events,
        vec![MorrisEvent::Started {
            to_move: 0,
            preset: true
        }]
    );
    assert_eq!(game.seed(), 3);
}

#[test]
fn invalid_presets_are_refused_with_a_reason() {
    let preset = |s0: &str, s1: &str, in_hand, taken| MorrisOptions {
        preset: Some(Preset {
            stones: [fields(s0), fields(s1)],
            in_hand,
            taken,
            to_move: 0,
            moves: 10,
        }),
        ..MorrisOptions::default()
    };
    let err = preset("A1", "B2", [9, 9], [0, 0]).validate().unwrap_err();
    assert!(err.contains("not 9"), "{err}");
    let err = preset("A1 B2", "B2", [7, 8], [0, 0])
        .validate()
        .unwrap_err();
    assert!(err.contains("both seats"), "{err}");
    // Seat 0 to move is blocked: the game would already be over.
    let err = preset("A1 G1 A7 G7", "A4 D1 G4 D7", [0, 0], [5, 5])
        .validate()
        .unwrap_err();
    assert!(err.contains("already over"), "{err}");
    let zero = MorrisOptions {
        max_moves: 0,
        preset: None,
    };
    assert!(zero.validate().is_err());
    // An invalid preset falls back to the empty board.
    let game = Morris::new(&preset("A1", "B2", [9, 9], [0, 0]), 0).0;
    assert_eq!(game.position().stones, [0, 0]);
}

#[test]
fn every_event_explains_itself_in_a_sentence() {
    let names = vec!["Ann".to_string(), "Bob".to_string()];
    let events = vec![
        MorrisEvent::Started {
            to_move: 0,
            preset: true,
        },
        MorrisEvent::Moved {
            seat: 0,
            from: fields("A1")[0],
            to: fields("A4")[0],
        },
        MorrisEvent::Flew {
            seat: 1,
            from: fields("A1")[0],
            to: fields("G7")[0],
        },
        MorrisEvent::Taken {
            seat: 0,
            victim: 1,
            field: fields("D7")[0],
            reason: TakeReason::AllInMills,
        },
        MorrisEvent::PhaseChanged {
            seat: 1,
            phase: Phase::Moving,
        },
        MorrisEvent::Blocked { seat: 1 },
        MorrisEvent::MoveLimit { moves: 200 },
        MorrisEvent::GameOver {
            result: GameResult::Draw,
        },
        MorrisEvent::GameOver {
            result: GameResult::Win {
                winner: 0,
                reason: EndReason::Blocked,
            },
        },
        MorrisEvent::Forfeited {
            seat: 1,
            reason: "no answer in time".into(),
        },
    ];
    let text: Vec<String> = events.iter().map(|e| e.explain(&names)).collect();
    assert_eq!(
        text,
        vec![
            "The game starts from a set-up position; Ann moves first.",
            "Ann moves a stone from A1 to the neighbouring field A4.",
            "Bob has only 3 stones, so the stone on A1 may fly: it jumps to G7.",
            "Ann takes Bob's stone on D7; every one of Bob's stones stood in a mill, so any of them could be taken.",
            "Bob has placed all 9 stones and from now on moves a stone to a neighbouring empty field.",
            "Bob has no legal move: every stone is blocked in.",
            "That was move 200, the last one allowed, and nobody has won: the game is a draw.",
            "The game ends in a draw.",
            "Ann wins because Bob cannot move.",
            "Bob is out (no answer in time) and loses the game.",
        ]
    );
}

#[test]
fn a_flight_is_reported_as_flying() {
    let mut game = preset_game("G7 A1 D2", "A4 B4 D1 D3 G1 G4", [0, 0], [3, 6], 0, 90);
    let events = game
        .apply(
            0,
            &crate::engine::morris::moves::Move::parse("MOVE;A1;E5").unwrap(),
        )
        .unwrap();
    assert!(matches!(events[0], MorrisEvent::Flew { .. }));
}
