//! The Morris set-up editor's model, natively: the table a chapter
//! starts from, each edit of the form (cycling a point and the counts it
//! keeps, the numbers, the side to move), the words of its controls, the
//! grid, the mark selectors, and that every refusal the form can meet
//! has a place beside one of its controls.

use crate::engine::game::Game;
use crate::engine::lesson::HasLessons;
use crate::engine::morris::{Field, Morris, MorrisOptions, Preset};
use crate::engine::study::setup::Studio;

use super::setup_form::{
    apply, cell, editable, form_parts, mark_selector, next_owner, owner, parse_count, parse_moves,
    point_label, preset_of, reading_order, start_preset, towards, ColourCount, Edit,
};

fn f(name: &str) -> Field {
    Field::parse(name).unwrap()
}

fn fields(names: &str) -> Vec<Field> {
    names.split_whitespace().map(f).collect()
}

/// The parts of the problems of `options`, in order.
fn parts(options: &MorrisOptions) -> Vec<String> {
    Morris::setup_problems(options)
        .into_iter()
        .map(|p| p.part)
        .collect()
}

/// Options after each edit of `edits`, from the empty board.
fn edited(edits: &[Edit]) -> MorrisOptions {
    edits
        .iter()
        .fold(editable(&MorrisOptions::default()), |o, &e| apply(&o, e))
}

/// Whether two games stand the same: position, seats to act, legal moves.
fn assert_same_game(a: &Morris, b: &Morris) {
    assert_eq!(a.position(), b.position());
    assert_eq!(a.to_act(), b.to_act());
    for seat in 0..2 {
        assert_eq!(a.legal_actions(seat), b.legal_actions(seat));
    }
}

#[test]
fn a_new_chapter_starts_from_the_empty_board_written_out() {
    let options = editable(&MorrisOptions::default());
    assert_eq!(options.preset, Some(start_preset()));
    assert_eq!(options.max_moves, 200);
    assert_eq!(Morris::setup_problems(&options), Vec::new());
    let short = MorrisOptions {
        max_moves: 40,
        preset: None,
    };
    assert_eq!(editable(&short).max_moves, 40);
}

#[test]
fn an_editable_table_replays_the_same_game() {
    for seed in [0, 7, 123_456_789] {
        let plain = MorrisOptions::default();
        let (mut a, _) = Morris::new(&plain, seed);
        let (mut b, _) = Morris::new(&editable(&plain), seed);
        assert_same_game(&a, &b);
        // The same moves stay legal and lead to the same positions.
        for ply in 0..24 {
            let seat = a.to_act()[0];
            let moves = a.legal_actions(seat);
            let mv = moves[(ply * 5 + seed as usize) % moves.len()];
            a.apply(seat, &mv).unwrap();
            b.apply(seat, &mv).unwrap();
            assert_same_game(&a, &b);
        }
    }
}

#[test]
fn a_table_with_a_preset_keeps_it() {
    for lesson in Morris::lessons() {
        assert_eq!(editable(&lesson.options), lesson.options);
    }
    // Also a faulty one: the editor shows its problems, nothing is lost.
    let mut faulty = start_preset();
    faulty.in_hand = [12, 9];
    let options = MorrisOptions {
        preset: Some(faulty),
        ..MorrisOptions::default()
    };
    assert_eq!(editable(&options), options);
}

#[test]
fn a_point_cycles_empty_white_black_empty() {
    assert_eq!(next_owner(None), Some(0));
    assert_eq!(next_owner(Some(0)), Some(1));
    assert_eq!(next_owner(Some(1)), None);
    let d5 = f("D5");
    let white = edited(&[Edit::Cycle(d5)]);
    let p = preset_of(&white);
    assert_eq!(owner(&p, d5), Some(0));
    assert_eq!((p.stones[0].clone(), p.in_hand), (vec![d5], [8, 9]));
    let black = apply(&white, Edit::Cycle(d5));
    let p = preset_of(&black);
    assert_eq!(owner(&p, d5), Some(1));
    assert_eq!(p.stones, [vec![], vec![d5]]);
    assert_eq!(p.in_hand, [9, 8]);
    let empty = apply(&black, Edit::Cycle(d5));
    assert_eq!(empty.preset, Some(start_preset()));
    for options in [white, black] {
        assert_eq!(Morris::setup_problems(&options), Vec::new());
    }
}

#[test]
fn stones_are_kept_in_canonical_order() {
    let options = edited(&[
        Edit::Cycle(f("G7")),
        Edit::Cycle(f("A1")),
        Edit::Cycle(f("D5")),
    ]);
    assert_eq!(preset_of(&options).stones[0], fields("A1 D5 G7"));
}

#[test]
fn a_stone_without_one_in_hand_is_a_tenth_stone() {
    let mut edits = vec![Edit::InHand(0, 0), Edit::Taken(1, 9)];
    edits.push(Edit::Cycle(f("A1")));
    let options = edited(&edits);
    let p = preset_of(&options);
    assert_eq!(p.in_hand[0], 0);
    assert_eq!(ColourCount::of(&p, 0).total(), 10);
    assert_eq!(parts(&options), ["white stones"]);
    // Taken off again, it goes back into the hand (up to 9).
    let back = apply(&options, Edit::Cycle(f("A1")));
    assert_eq!(preset_of(&back).in_hand[0], 1);
    let full = apply(&edited(&[Edit::Cycle(f("A1"))]), Edit::InHand(0, 9));
    assert_eq!(
        preset_of(&apply(&full, Edit::Cycle(f("A1")))).in_hand,
        [9, 8]
    );
}

#[test]
fn a_press_mends_a_point_given_to_both_colours() {
    let mut both = start_preset();
    both.stones = [fields("A1"), fields("A1 B2")];
    both.in_hand = [8, 7];
    let options = MorrisOptions {
        preset: Some(both),
        ..MorrisOptions::default()
    };
    assert_eq!(owner(options.preset.as_ref().unwrap(), f("A1")), Some(0));
    assert!(parts(&options).contains(&"point A1".to_owned()));
    let mended = apply(&options, Edit::Cycle(f("A1")));
    let p = preset_of(&mended);
    assert_eq!(p.stones, [vec![], fields("A1 B2")]);
}

#[test]
fn the_numbers_and_the_side_to_move_are_set_as_typed() {
    let options = edited(&[
        Edit::InHand(0, 4),
        Edit::InHand(1, 12),
        Edit::Taken(0, 3),
        Edit::Taken(1, 5),
        Edit::ToMove(1),
        Edit::Moves(17),
    ]);
    let p = preset_of(&options);
    assert_eq!(p.in_hand, [4, 12]);
    assert_eq!(p.taken, [3, 5]);
    assert_eq!((p.to_move, p.moves), (1, 17));
    assert_eq!(apply(&options, Edit::Clear).preset, Some(start_preset()));
    assert_eq!(parse_count(" 7 "), Some(7));
    assert_eq!(parse_count(""), None);
    assert_eq!(parse_count("-1"), None);
    assert_eq!(parse_count("300"), None);
    assert_eq!(parse_moves("150"), Some(150));
}

#[test]
fn a_colour_count_adds_board_hand_and_lost() {
    let p = Preset {
        stones: [fields("A1 D1 A1"), fields("B6")],
        in_hand: [2, 2],
        taken: [6, 5],
        to_move: 0,
        moves: 14,
    };
    let white = ColourCount::of(&p, 0);
    assert_eq!((white.on_board, white.in_hand, white.lost), (2, 2, 5));
    assert_eq!(
        white.sentence(),
        "2 on the board + 2 in hand + 5 lost = 9 of 9"
    );
    assert_eq!(ColourCount::of(&p, 1).total(), 9);
}

#[test]
fn points_are_named_for_their_buttons() {
    assert_eq!(point_label(f("D5"), None), "Point D5: empty");
    assert_eq!(point_label(f("D5"), Some(0)), "Point D5: white");
    assert_eq!(point_label(f("A1"), Some(1)), "Point A1: black");
}

#[test]
fn the_grid_reads_from_the_top_row() {
    assert_eq!(cell(f("A7")), (1, 1));
    assert_eq!(cell(f("G1")), (7, 7));
    assert_eq!(cell(f("D5")), (4, 3));
    let order = reading_order();
    assert_eq!(order.len(), 24);
    assert_eq!(&order[..3], fields("A7 D7 G7").as_slice());
    assert_eq!(order[9..15], fields("A4 B4 C4 E4 F4 G4"));
    assert_eq!(order[23], f("G1"));
    assert_eq!(towards(f("D5"), 0, 1), Some(f("D6")));
    assert_eq!(towards(f("C4"), 1, 0), Some(f("E4")));
    assert_eq!(towards(f("A1"), -1, 0), None);
    assert_eq!(towards(f("A1"), 0, -1), None);
    assert_eq!(towards(f("A1"), 0, 1), Some(f("A4")));
}

#[test]
fn marks_are_drawn_on_the_boards_points() {
    assert_eq!(
        mark_selector("point D5").as_deref(),
        Some(".mm-board .mm-point[data-field=\"D5\"]")
    );
    assert_eq!(mark_selector("point d5"), mark_selector("point D5"));
    let (game, _) = Morris::new(&MorrisOptions::default(), 0);
    for target in game.mark_targets() {
        assert!(mark_selector(&target).is_some(), "{target}");
    }
    assert_eq!(mark_selector("point D4"), None);
    assert_eq!(mark_selector("row 2"), None);
    assert_eq!(mark_selector("D5"), None);
}

#[test]
fn every_refusal_the_form_can_meet_has_a_control() {
    let all = form_parts();
    assert_eq!(all.len(), 1 + 24 + 6 + 2);
    let at_limit = MorrisOptions {
        max_moves: 10,
        ..edited(&[Edit::Moves(10)])
    };
    let mut faulty = start_preset();
    faulty.stones = [fields("A1 A1"), fields("A1")];
    faulty.to_move = 2;
    let blocked = Preset {
        stones: [fields("A1 G1 A7 G7"), fields("A4 D1 G4 D7")],
        in_hand: [0, 0],
        taken: [5, 5],
        to_move: 0,
        moves: 30,
    };
    let beaten = Preset {
        stones: [fields("A1 G7"), fields("B2 D2 F2 C3 D3 E3 B6 D6 F6")],
        in_hand: [0, 0],
        taken: [0, 7],
        to_move: 0,
        moves: 40,
    };
    let cases = [
        (
            edited(&[Edit::InHand(0, 10)]),
            vec!["white in hand", "white stones"],
        ),
        (
            edited(&[Edit::Taken(1, 10)]),
            vec!["black taken", "white stones"],
        ),
        (edited(&[Edit::InHand(1, 3)]), vec!["black stones"]),
        (at_limit, vec!["moves"]),
        (
            MorrisOptions {
                max_moves: 0,
                preset: None,
            },
            vec![""],
        ),
        (
            MorrisOptions {
                preset: Some(faulty),
                ..MorrisOptions::default()
            },
            vec![
                "to move",
                "point A1",
                "point A1",
                "white stones",
                "black stones",
            ],
        ),
        (
            MorrisOptions {
                preset: Some(blocked),
                ..MorrisOptions::default()
            },
            vec!["to move"],
        ),
        (
            MorrisOptions {
                preset: Some(beaten),
                ..MorrisOptions::default()
            },
            vec!["white stones"],
        ),
    ];
    for (options, expected) in cases {
        let found = parts(&options);
        assert_eq!(found, expected, "{options:?}");
        for part in found {
            assert!(all.contains(&part), "{part} has no place in the form");
        }
    }
}
