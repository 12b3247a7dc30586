//! The built-in lessons: each starts from a small set-up position, steps
//! through a scripted sequence of moves that shows one rule happening
//! (every event comes with the engine's explanation), and then lets the
//! learner play on against the computer where the game is not yet over.
//!
//! Seat 0 is drawn as White and moves first; seat 1 is Black. The texts
//! below name the colours, never seat numbers.

use super::board::Field;
use super::moves::Move;
use super::options::{MorrisOptions, Preset};
use super::position::DEFAULT_MAX_MOVES;
use super::state::Morris;
use crate::engine::game::Seat;
use crate::engine::lesson::{BuiltinLesson, HasLessons};
use crate::text::t;

/// A Morris lesson: both sides' moves alternate from the set-up's side to
/// move, and the learner plays on against the medium AI.
pub type MorrisLesson = BuiltinLesson<Morris>;

/// Number of built-in lessons.
pub const LESSON_COUNT: u8 = 5;

/// The seat drawn as White (moves first).
const WHITE: Seat = 0;
/// The seat drawn as Black.
const BLACK: Seat = 1;

/// Fields from a space-separated list of names; the lessons only use valid
/// names, which the tests check by building every lesson.
fn fields(names: &str) -> Vec<Field> {
    names
        .split_whitespace()
        .map(|name| Field::parse(name).unwrap_or_else(|| panic!("`{name}` is not a field")))
        .collect()
}

/// Moves from command texts such as `PLACE&TAKE;A7;G1`, played in turn
/// from `first` (every Morris turn is one command, takes included).
fn script(first: Seat, commands: &[&str]) -> Vec<(Seat, Move)> {
    commands
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let mv = Move::parse(text).unwrap_or_else(|e| panic!("bad lesson command: {e}"));
            ((first + i) % 2, mv)
        })
        .collect()
}

/// A set-up position with the standard move limit.
struct Setup {
    white: &'static str,
    black: &'static str,
    in_hand: [u8; 2],
    taken: [u8; 2],
    to_move: Seat,
    moves: u16,
}

impl Setup {
    fn options(&self) -> MorrisOptions {
        MorrisOptions {
            max_moves: DEFAULT_MAX_MOVES,
            preset: Some(Preset {
                stones: [fields(self.white), fields(self.black)],
                in_hand: self.in_hand,
                taken: self.taken,
                to_move: self.to_move,
                moves: self.moves,
            }),
        }
    }
}

/// Lesson 1: one stone starts two rows at once; Black can block only one,
/// and White closes the other and takes.
fn forming_a_mill() -> MorrisLesson {
    BuiltinLesson {
        number: 1,
        title: t::morris_lesson_1_title(),
        intro: t::morris_lesson_1_intro(),
        options: Setup {
            white: "D1 A4 D6",
            black: "D2 F4 B6",
            in_hand: [6, 6],
            taken: [0, 0],
            to_move: WHITE,
            moves: 6,
        }
        .options(),
        script: script(
            WHITE,
            &["PLACE;A1", "PLACE;G1", "PLACE&TAKE;A7;G1", "PLACE;G1"],
        ),
        focus_step: 0,
        learner: WHITE,
        outro: t::morris_lesson_1_outro(),
        seed: 1,
        names: Vec::new(),
        ai_level: "medium",
    }
}

/// Lesson 2: a double mill takes the only unprotected stone; Black's own
/// mill then takes from a side whose stones all stand in mills.
fn protected_stones() -> MorrisLesson {
    BuiltinLesson {
        number: 2,
        title: t::morris_lesson_2_title(),
        intro: t::morris_lesson_2_intro(),
        options: Setup {
            white: "D1 D2 C3 E3 C4 C5",
            black: "A7 D7 G7 B6 D6 F6 G4",
            in_hand: [1, 1],
            taken: [1, 2],
            to_move: WHITE,
            moves: 16,
        }
        .options(),
        script: script(WHITE, &["PLACE&TAKE;D3;G4", "PLACE&TAKE;D5;E3"]),
        focus_step: 0,
        learner: WHITE,
        outro: t::morris_lesson_2_outro(),
        seed: 2,
        names: Vec::new(),
        ai_level: "medium",
    }
}

/// Lesson 3: White is taken down to 3 stones and flies across the board to
/// block a mill.
fn flying() -> MorrisLesson {
    BuiltinLesson {
        number: 3,
        title: t::morris_lesson_3_title(),
        intro: t::morris_lesson_3_intro(),
        options: Setup {
            white: "C3 E3 D6 E5",
            black: "B4 B6 D2 A7 D7 G4 F6",
            in_hand: [0, 0],
            taken: [2, 5],
            to_move: BLACK,
            moves: 43,
        }
        .options(),
        script: script(BLACK, &["MOVE&TAKE;D2;B2;E5", "MOVE;C3;G7", "MOVE;B2;D2"]),
        focus_step: 0,
        learner: WHITE,
        outro: t::morris_lesson_3_outro(),
        seed: 3,
        names: Vec::new(),
        ai_level: "medium",
    }
}

/// Lesson 4: White takes away Black's last free points until Black cannot
/// move at all.
fn winning_by_blocking() -> MorrisLesson {
    BuiltinLesson {
        number: 4,
        title: t::morris_lesson_4_title(),
        intro: t::morris_lesson_4_intro(),
        options: Setup {
            white: "A4 B4 C4 D3 F4 G4 D6",
            black: "A1 D1 G1 D2",
            in_hand: [0, 0],
            taken: [5, 2],
            to_move: WHITE,
            moves: 58,
        }
        .options(),
        script: script(WHITE, &["MOVE;F4;F2", "MOVE;D2;B2", "MOVE;D3;D2"]),
        focus_step: 0,
        learner: WHITE,
        outro: t::morris_lesson_4_outro(),
        seed: 4,
        names: Vec::new(),
        ai_level: "medium",
    }
}

/// Lesson 5: the 200th move ends the game in a draw, even though it closes
/// a mill and takes a stone.
fn move_limit_draw() -> MorrisLesson {
    BuiltinLesson {
        number: 5,
        title: t::morris_lesson_5_title(),
        intro: t::morris_lesson_5_intro(),
        options: Setup {
            white: "A1 D1 B4 D5 D7",
            black: "F2 F6 G7 C3 B6",
            in_hand: [0, 0],
            taken: [4, 4],
            to_move: BLACK,
            moves: 197,
        }
        .options(),
        script: script(BLACK, &["MOVE;G7;G4", "MOVE;B4;A4", "MOVE&TAKE;G4;F4;A4"]),
        focus_step: 0,
        learner: WHITE,
        outro: t::morris_lesson_5_outro(),
        seed: 5,
        names: Vec::new(),
        ai_level: "medium",
    }
}

impl HasLessons for Morris {
    fn lessons() -> Vec<MorrisLesson> {
        vec![
            forming_a_mill(),
            protected_stones(),
            flying(),
            winning_by_blocking(),
            move_limit_draw(),
        ]
    }
}
