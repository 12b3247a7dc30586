//! The built-in lessons: valid set-ups, legal scripts, and each lesson shows
//! the events it is about.

use crate::engine::game::{Explain, Game};
use crate::engine::lesson::HasLessons;
use crate::engine::morris::board::{stones_in_mills, Field};
use crate::engine::morris::events::{EndReason, GameResult, MorrisEvent, TakeReason};
use crate::engine::morris::lessons::{MorrisLesson, LESSON_COUNT};
use crate::engine::morris::movegen::legal_moves;
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::{MorrisOptions, Preset};
use crate::engine::morris::position::{Phase, Position};
use crate::engine::morris::state::Morris;

/// One scripted move with the events it caused and the victim's stones in
/// mills just before it (0 when nothing was taken).
struct Step {
    events: Vec<MorrisEvent>,
    victim_in_mills: u32,
}

/// Plays a lesson's script from its set-up, panicking on a refused move.
fn play(lesson: &MorrisLesson) -> (Morris, Vec<MorrisEvent>, Vec<Step>) {
    let (mut game, start) = Morris::new(&lesson.options, 0);
    let mut steps = Vec::new();
    for (i, (scripted, mv)) in lesson.script.iter().enumerate() {
        let seat = game.position().side();
        assert_eq!(*scripted, seat, "lesson {} move {i}", lesson.number);
        let victim_in_mills = stones_in_mills(game.position().stones[1 - seat]);
        let events = game
            .apply(seat, mv)
            .unwrap_or_else(|e| panic!("lesson {} move {i} ({mv}) refused: {e}", lesson.number));
        steps.push(Step {
            events,
            victim_in_mills,
        });
    }
    (game, start, steps)
}

fn lesson(number: u8) -> Option<MorrisLesson> {
    Morris::lesson(number)
}

fn lessons() -> Vec<MorrisLesson> {
    Morris::lessons()
}

fn all_events(steps: &[Step]) -> Vec<MorrisEvent> {
    steps.iter().flat_map(|s| s.events.clone()).collect()
}

fn the(number: u8) -> MorrisLesson {
    lesson(number).unwrap_or_else(|| panic!("lesson {number} is missing"))
}

#[test]
fn lessons_are_numbered_1_to_lesson_count_in_order() {
    let all = lessons();
    assert_eq!(all.len(), usize::from(LESSON_COUNT));
    assert!(all.len() >= 5, "at least five lessons");
    for (i, l) in all.iter().enumerate() {
        assert_eq!(usize::from(l.number), i + 1);
        assert_eq!(lesson(l.number).as_ref(), Some(l));
    }
    assert_eq!(lesson(0), None);
    assert_eq!(lesson(LESSON_COUNT + 1), None);
    assert_eq!(lesson(6), None);
}

#[test]
fn every_lesson_has_valid_options_texts_and_focus_step() {
    for l in lessons() {
        assert_eq!(l.options.validate(), Ok(()), "lesson {}", l.number);
        assert!(
            l.options.preset.is_some(),
            "lesson {} starts from a set-up",
            l.number
        );
        assert!(!l.script.is_empty(), "lesson {}", l.number);
        assert!(l.focus_step <= l.script.len(), "lesson {}", l.number);
        assert!(l.learner < 2, "lesson {}", l.number);
        for text in [&l.title, &l.intro, &l.outro].map(|m| m.to_string()) {
            assert!(!text.trim().is_empty(), "lesson {}", l.number);
            assert!(
                !text.to_lowercase().contains("seat"),
                "lesson {} names a seat: {text}",
                l.number
            );
        }
    }
}

#[test]
fn every_scripted_move_is_legal_in_order() {
    for l in lessons() {
        let (mut game, _) = Morris::new(&l.options, 0);
        let preset = l.options.preset.as_ref().unwrap();
        assert_eq!(game.to_act(), vec![preset.to_move], "lesson {}", l.number);
        for (i, (scripted, mv)) in l.script.iter().enumerate() {
            let seat = game.position().side();
            assert_eq!(*scripted, seat, "lesson {} move {i}", l.number);
            assert!(
                game.legal_actions(seat).contains(mv),
                "lesson {} move {i} ({mv}) is not in the legal list",
                l.number
            );
            assert!(game.apply(seat, mv).is_ok(), "lesson {} move {i}", l.number);
        }
    }
}

#[test]
fn every_explanation_is_plain_and_names_no_seat_number() {
    let names = ["You".to_string(), "Ada".to_string()];
    for l in lessons() {
        let (_, start, steps) = play(&l);
        let events = start.into_iter().chain(all_events(&steps));
        for event in events {
            let text = event.explain(&names);
            assert!(!text.trim().is_empty(), "lesson {}: {event:?}", l.number);
            assert!(
                !text.to_lowercase().contains("seat"),
                "lesson {} names a seat: {text}",
                l.number
            );
            assert!(
                text.contains("You") || text.contains("Ada") || text.contains("draw"),
                "lesson {} explanation names nobody: {text}",
                l.number
            );
        }
    }
}

#[test]
fn lessons_1_to_3_leave_an_ongoing_game_with_the_learner_to_move() {
    for number in 1..=3 {
        let l = the(number);
        let (game, _, _) = play(&l);
        assert!(!game.is_over(), "lesson {number}");
        assert_eq!(game.to_act(), vec![l.learner], "lesson {number}");
        assert!(!game.legal_actions(l.learner).is_empty(), "lesson {number}");
    }
}

#[test]
fn lessons_4_and_5_end_the_game() {
    for number in [4, 5] {
        let (game, _, _) = play(&the(number));
        assert!(game.is_over(), "lesson {number}");
        assert!(game.to_act().is_empty(), "lesson {number}");
    }
}

#[test]
fn lesson_1_closes_a_mill_while_placing_and_takes_a_stone() {
    let l = the(1);
    let (game, _, steps) = play(&l);
    let closing = steps
        .iter()
        .position(|s| {
            s.events
                .iter()
                .any(|e| matches!(e, MorrisEvent::MillClosed { .. }))
        })
        .expect("a mill is closed");
    let events = &steps[closing].events;
    assert!(
        matches!(events[0], MorrisEvent::Placed { .. }),
        "closed by a placement"
    );
    assert!(events.contains(&MorrisEvent::MillClosed {
        seat: 0,
        mill: "A1-A4-A7".into(),
        second: false
    }));
    assert!(events.iter().any(|e| matches!(
        e,
        MorrisEvent::Taken {
            seat: 0,
            victim: 1,
            ..
        }
    )));
    assert_eq!(l.script[closing].1.word(), "PLACE&TAKE");
    assert_eq!(game.position().taken, [1, 0]);
    // Still placing afterwards.
    assert_eq!(game.position().phase(l.learner), Phase::Placing);
}

#[test]
fn lesson_2_takes_outside_mills_first_then_from_all_in_mills() {
    let (_, _, steps) = play(&the(2));
    let takes: Vec<(TakeReason, u32, Field)> = steps
        .iter()
        .flat_map(|s| {
            s.events.iter().filter_map(move |e| match e {
                MorrisEvent::Taken { reason, field, .. } => {
                    Some((*reason, s.victim_in_mills, *field))
                }
                _ => None,
            })
        })
        .collect();
    let protected = takes
        .iter()
        .position(|(reason, in_mills, field)| {
            *reason == TakeReason::OutsideMills && *in_mills != 0 && in_mills & field.bit() == 0
        })
        .expect("a take while some victim stones were protected");
    let all_in = takes
        .iter()
        .position(|(reason, _, _)| *reason == TakeReason::AllInMills)
        .expect("a take under the all-in-mills exception");
    assert!(protected < all_in, "the protected take comes first");
    // The all-in-mills take removed a stone that stood in a mill.
    let (_, in_mills, field) = takes[all_in];
    assert_ne!(in_mills & field.bit(), 0);
}

#[test]
fn lesson_2_protected_take_had_exactly_one_candidate() {
    let l = the(2);
    let game = Morris::new(&l.options, 0).0;
    let first = l.script[0].1;
    let candidates: Vec<Move> = game
        .legal_actions(0)
        .into_iter()
        .filter(|m| m.from == first.from && m.to == first.to)
        .collect();
    assert_eq!(
        candidates,
        vec![first],
        "only G4 stands outside Black's mills"
    );
}

#[test]
fn lesson_3_goes_down_to_three_stones_and_flies_to_a_non_neighbour() {
    let l = the(3);
    let (game, _, steps) = play(&l);
    let events = all_events(&steps);
    let flying_from = events
        .iter()
        .position(|e| {
            matches!(
                e,
                MorrisEvent::PhaseChanged {
                    phase: Phase::Flying,
                    ..
                }
            )
        })
        .expect("a seat starts flying");
    let MorrisEvent::PhaseChanged { seat: flier, .. } = events[flying_from] else {
        unreachable!()
    };
    let flight = events[flying_from..]
        .iter()
        .find_map(|e| match e {
            MorrisEvent::Flew { seat, from, to } if *seat == flier => Some((*from, *to)),
            _ => None,
        })
        .expect("the flying seat flies");
    assert!(
        !flight.0.is_adjacent(flight.1),
        "{} to {} is a real flight",
        flight.0,
        flight.1
    );
    assert_eq!(game.position().on_board(flier), 3);
    assert_eq!(
        flier, l.learner,
        "the learner plays on with the flying stones"
    );
    assert_eq!(game.position().phase(l.learner), Phase::Flying);
}

#[test]
fn lesson_4_ends_with_the_opponent_blocked() {
    let l = the(4);
    let (game, _, steps) = play(&l);
    let last = &steps.last().unwrap().events;
    assert!(last.contains(&MorrisEvent::Blocked { seat: 1 }));
    assert!(last.contains(&MorrisEvent::GameOver {
        result: GameResult::Win {
            winner: 0,
            reason: EndReason::Blocked
        }
    }));
    for step in &steps[..steps.len() - 1] {
        assert!(!step
            .events
            .iter()
            .any(|e| matches!(e, MorrisEvent::GameOver { .. })));
    }
    // Blocked, not flying: the loser still had more than 3 stones.
    assert!(game.position().on_board(1) > 3);
}

#[test]
fn lesson_5_reaches_the_move_limit_and_draws() {
    let l = the(5);
    let preset = l.options.preset.as_ref().unwrap();
    assert_eq!(
        usize::from(preset.moves) + l.script.len(),
        usize::from(l.options.max_moves),
        "the script ends on the last allowed move"
    );
    let (game, _, steps) = play(&l);
    let last = &steps.last().unwrap().events;
    assert!(last.contains(&MorrisEvent::MoveLimit {
        moves: l.options.max_moves
    }));
    assert!(last.contains(&MorrisEvent::GameOver {
        result: GameResult::Draw
    }));
    // The last move even closed a mill and took a stone.
    assert!(last.iter().any(|e| matches!(e, MorrisEvent::Taken { .. })));
    assert_eq!(game.result(), Some(GameResult::Draw));
}

/// A copy of `options` whose preset has played `moves` moves.
fn with_moves(options: &MorrisOptions, moves: u16) -> MorrisOptions {
    let mut options = options.clone();
    options.preset.as_mut().unwrap().moves = moves;
    options
}

#[test]
fn a_block_on_the_last_allowed_move_beats_the_draw() {
    // Lesson 4 played so that its blocking move is the 200th.
    let l = the(4);
    let options = with_moves(&l.options, l.options.max_moves - l.script.len() as u16);
    let variant = MorrisLesson { options, ..l };
    let (game, _, steps) = play(&variant);
    let last = &steps.last().unwrap().events;
    assert_eq!(game.position().moves, variant.options.max_moves);
    assert!(!last
        .iter()
        .any(|e| matches!(e, MorrisEvent::MoveLimit { .. })));
    assert_eq!(
        game.result(),
        Some(GameResult::Win {
            winner: 0,
            reason: EndReason::Blocked
        })
    );
}

#[test]
fn a_seventh_take_on_the_last_allowed_move_beats_the_draw() {
    // Lesson 5's last move, but White is already down to 3 stones.
    let options = MorrisOptions {
        preset: Some(Preset {
            stones: [
                vec![f("A1"), f("D1"), f("A4")],
                vec![f("F2"), f("F6"), f("G4"), f("C3"), f("B6")],
            ],
            in_hand: [0, 0],
            taken: [4, 6],
            to_move: 1,
            moves: 199,
        }),
        ..MorrisOptions::default()
    };
    let (mut game, _) = Morris::new(&options, 0);
    let events = game
        .apply(1, &Move::parse("MOVE&TAKE;G4;F4;A4").unwrap())
        .unwrap();
    assert_eq!(game.position().moves, 200);
    assert!(!events
        .iter()
        .any(|e| matches!(e, MorrisEvent::MoveLimit { .. })));
    assert_eq!(
        game.result(),
        Some(GameResult::Win {
            winner: 1,
            reason: EndReason::TookSeven
        })
    );
}

/// The moves `seat` would have in `pos` if it were its turn.
fn moves_if_to_move(pos: &Position, seat: usize) -> Vec<Move> {
    let mut pos = *pos;
    pos.to_move = seat as u8;
    legal_moves(&pos)
}

#[test]
fn lesson_3_outro_black_threatens_only_b2() {
    let (game, _, _) = play(&the(3));
    let closing: Vec<String> = moves_if_to_move(game.position(), 1)
        .iter()
        .filter(|m| m.take.is_some())
        .map(|m| format!("{};{}", m.from.unwrap(), m.to))
        .collect();
    assert!(!closing.is_empty());
    assert!(closing.iter().all(|m| m == "D2;B2"), "{closing:?}");
}

#[test]
fn lesson_4_intro_only_the_stone_on_d2_can_move() {
    let l = the(4);
    let start = Morris::new(&l.options, 0).0;
    let black = moves_if_to_move(start.position(), 1);
    assert!(!black.is_empty());
    assert!(black.iter().all(|m| m.from == Some(f("D2"))), "{black:?}");
    // After White's first move Black's reply is forced.
    let mut game = start;
    game.apply(0, &l.script[0].1).unwrap();
    assert_eq!(game.legal_actions(1), vec![l.script[1].1]);
}

fn f(name: &str) -> Field {
    Field::parse(name).unwrap()
}
