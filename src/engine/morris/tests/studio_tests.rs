//! The studio's set-up problems of a Morris position (one test per
//! refusal, each naming its part) and what a teacher can mark.

use super::fields;
use crate::engine::game::Game;
use crate::engine::lesson::HasLessons;
use crate::engine::morris::options::{MorrisOptions, Preset};
use crate::engine::morris::state::Morris;
use crate::engine::study::setup::{SetupProblem, Studio};

/// A valid position: White A1 D1 with 2 in hand and 5 lost, Black B6
/// with 2 in hand and 6 lost, White to move after 14 moves.
fn preset() -> Preset {
    Preset {
        stones: [fields("A1 D1"), fields("B6")],
        in_hand: [2, 2],
        taken: [6, 5],
        to_move: 0,
        moves: 14,
    }
}

fn options(preset: Preset) -> MorrisOptions {
    MorrisOptions {
        preset: Some(preset),
        ..MorrisOptions::default()
    }
}

fn problems(preset: Preset) -> Vec<SetupProblem> {
    Morris::setup_problems(&options(preset))
}

/// The parts of `preset`'s problems, in order.
fn parts(preset: Preset) -> Vec<String> {
    problems(preset).into_iter().map(|p| p.part).collect()
}

#[test]
fn a_valid_position_and_the_empty_board_have_no_problems() {
    assert_eq!(problems(preset()), Vec::new());
    assert_eq!(
        Morris::setup_problems(&MorrisOptions::default()),
        Vec::new()
    );
}

#[test]
fn every_lesson_position_has_no_problems() {
    for lesson in Morris::lessons() {
        assert!(lesson.options.preset.is_some(), "lesson {}", lesson.number);
        assert_eq!(
            Morris::setup_problems(&lesson.options),
            Vec::new(),
            "lesson {}",
            lesson.number
        );
    }
}

#[test]
fn a_point_listed_twice_for_one_colour() {
    let mut twice = preset();
    twice.stones[0] = fields("A1 D1 A1");
    let found = problems(twice);
    assert_eq!(found[0].part, "point A1");
    assert_eq!(found[0].message, "A1 is listed twice for White");
}

#[test]
fn a_point_given_to_both_colours() {
    let mut both = preset();
    both.stones[1] = fields("A1");
    let found = problems(both);
    assert_eq!(
        found,
        vec![SetupProblem::new(
            "point A1",
            "A1 is given to both seats, White and Black"
        )]
    );
}

#[test]
fn more_than_nine_in_hand() {
    let mut many = preset();
    many.in_hand[1] = 10;
    let found = problems(many);
    assert_eq!(found[0].part, "black in hand");
    assert!(found[0].message.contains("more than 9 stones in hand"));
    // The count no longer adds up either.
    assert_eq!(found[1].part, "black stones");
}

#[test]
fn more_than_nine_taken() {
    let mut many = preset();
    many.taken[0] = 10;
    assert_eq!(parts(many), ["white taken", "black stones"]);
}

#[test]
fn a_colour_whose_stones_do_not_add_up_to_nine() {
    let mut short = preset();
    short.stones[0] = fields("A1");
    assert_eq!(
        problems(short),
        vec![SetupProblem::new(
            "white stones",
            "White has 1 on the board, 2 in hand and 5 lost: that makes 8, not 9"
        )]
    );
}

#[test]
fn the_side_to_move_is_white_or_black() {
    let mut nobody = preset();
    nobody.to_move = 2;
    assert_eq!(parts(nobody), ["to move"]);
}

#[test]
fn a_position_at_the_move_limit() {
    let mut late = preset();
    late.moves = 200;
    assert_eq!(parts(late), ["moves"]);
    let zero = MorrisOptions {
        max_moves: 0,
        preset: None,
    };
    assert_eq!(
        Morris::setup_problems(&zero),
        vec![SetupProblem::new("", "the move limit must be at least 1")]
    );
}

#[test]
fn a_blocked_side_to_move_is_a_game_already_over() {
    let blocked = Preset {
        stones: [fields("A1 G1 A7 G7"), fields("A4 D1 G4 D7")],
        in_hand: [0, 0],
        taken: [5, 5],
        to_move: 0,
        moves: 30,
    };
    let found = problems(blocked);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].part, "to move");
    assert!(found[0].message.contains("no legal move"), "{found:?}");
    assert!(found[0].message.contains("already over"), "{found:?}");
}

#[test]
fn a_colour_down_to_two_stones_is_a_game_already_over() {
    let beaten = Preset {
        stones: [fields("A1 G7"), fields("B2 D2 F2 C3 D3 E3 B6 D6 F6")],
        in_hand: [0, 0],
        taken: [0, 7],
        to_move: 0,
        moves: 40,
    };
    assert_eq!(
        problems(beaten),
        vec![SetupProblem::new(
            "white stones",
            "White has only 2 stones left: the game is already over"
        )]
    );
}

#[test]
fn every_problem_is_reported_and_validate_gives_the_first() {
    let bad = Preset {
        stones: [fields("A1 A1"), fields("A1")],
        in_hand: [9, 12],
        taken: [0, 0],
        to_move: 3,
        moves: 0,
    };
    assert_eq!(
        parts(bad.clone()),
        [
            "to move",
            "point A1",
            "point A1",
            "black in hand",
            "white stones",
            "black stones"
        ]
    );
    assert_eq!(
        options(bad).validate(),
        Err("the side to move must be seat 0 (White) or seat 1 (Black)".to_string())
    );
}

#[test]
fn the_marks_are_the_24_points_in_canonical_order() {
    let (game, _) = Morris::new(&MorrisOptions::default(), 0);
    let marks = game.mark_targets();
    assert_eq!(marks.len(), 24);
    assert_eq!(marks[0], "point A1");
    assert_eq!(marks[1], "point D1");
    assert_eq!(marks[23], "point G7");
}

#[test]
fn default_options_serialize_as_before() {
    assert_eq!(
        serde_json::to_string(&MorrisOptions::default()).unwrap(),
        r#"{"max_moves":200,"preset":null}"#
    );
}
