//! The built-in lessons (issue 10): each is a prepared round (a preset
//! deal, CodinGame rules, one round) with scripted turns that show one
//! rule happening, explained by the engine's events; then the learner
//! plays on against medium AIs.
//!
//! Seats: Dana (seat 0) sits the round out; the learner (seat 1) acts
//! first, then Bob (seat 2) and Celia (seat 3). Hands are listed in that
//! order, slots A..E.

use super::actions::{Clue, FireworksAction, Slot};
use super::cards::{Card, Colour};
use super::options::{FireworksOptions, Preset, Rest, Rules};
use super::state::Fireworks;
use crate::engine::game::Seat;
use crate::engine::lesson::{BuiltinLesson, HasLessons};
use crate::text::{t, Msg};

/// Number of built-in lessons (8 on the CodinGame round, then 2 at the
/// standard table: [`super::lessons_table`]).
pub const LESSON_COUNT: u8 = 10;

/// The learner's seat (round id 0, acts first).
pub const LEARNER: Seat = 1;
/// Bob's seat (round id 1).
const BOB: Seat = 2;
/// Celia's seat (round id 2).
const CELIA: Seat = 3;

/// The seed of every lesson (the deals are preset; the rest of the deck
/// and the AIs' choices after the script derive from it).
const SEED: u64 = 1;

/// Cards from short names, `R1 W3 B2`; the lessons use valid names only,
/// which the tests check by building every lesson.
fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|name| {
            let colour = match name.as_bytes()[0] {
                b'W' => Colour::White,
                b'R' => Colour::Red,
                b'B' => Colour::Blue,
                b'G' => Colour::Green,
                b'Y' => Colour::Yellow,
                _ => panic!("`{name}` is not a card"),
            };
            Card::new(colour, name[1..].parse().expect("a level"))
        })
        .collect()
}

/// A prepared round: hands (learner, Bob, Celia), the top of the deck,
/// and the counters that differ from a fresh round.
struct Table {
    hands: [&'static str; 3],
    deck: &'static str,
    rest: Rest,
    fireworks: [u8; 5],
    tokens: Option<u8>,
    mistakes: [u8; 3],
}

impl Table {
    fn new(hands: [&'static str; 3]) -> Table {
        Table {
            hands,
            deck: "",
            rest: Rest::Shuffled,
            fireworks: [0; 5],
            tokens: None,
            mistakes: [0; 3],
        }
    }

    fn options(&self) -> FireworksOptions {
        FireworksOptions {
            rules: Rules::CODINGAME,
            rounds: 1,
            preset: Some(Preset {
                hands: self.hands.map(cards).to_vec(),
                deck: cards(self.deck),
                rest: self.rest,
                fireworks: self.fireworks.to_vec(),
                discards: Vec::new(),
                tokens: self.tokens,
                mistakes: self.mistakes.to_vec(),
                first: 0,
                known: Vec::new(),
            }),
            ..FireworksOptions::default()
        }
    }
}

fn play(seat: Seat, slot: Slot) -> (Seat, FireworksAction) {
    (seat, FireworksAction::Play(slot))
}

fn discard(seat: Seat, slot: Slot) -> (Seat, FireworksAction) {
    (seat, FireworksAction::Discard(slot))
}

fn tell(seat: Seat, to: Seat, clue: Clue) -> (Seat, FireworksAction) {
    (seat, FireworksAction::Hint { to, clue })
}

/// A lesson with the fields every lesson shares.
fn lesson(
    number: u8,
    title: Msg,
    intro: Msg,
    outro: Msg,
    table: Table,
    script: Vec<(Seat, FireworksAction)>,
    focus_step: usize,
) -> BuiltinLesson<Fireworks> {
    BuiltinLesson {
        number,
        title,
        intro,
        outro,
        options: table.options(),
        seed: SEED,
        script,
        focus_step,
        learner: LEARNER,
        names: vec![Some("Dana"), None, Some("Bob"), Some("Celia")],
        ai_level: "medium",
    }
}

fn what_a_hint_rules_out() -> BuiltinLesson<Fireworks> {
    lesson(
        1,
        t::fireworks_lesson_1_title(),
        t::fireworks_lesson_1_intro(),
        t::fireworks_lesson_1_outro(),
        Table::new(["W1 G3 B1 Y4 R2", "R3 G2 R1 B4 Y2", "W3 Y1 G1 B2 W4"]),
        vec![
            tell(LEARNER, BOB, Clue::Colour(Colour::Red)),
            tell(BOB, LEARNER, Clue::Level(1)),
        ],
        0,
    )
}

fn playing_a_hinted_card() -> BuiltinLesson<Fireworks> {
    lesson(
        2,
        t::fireworks_lesson_2_title(),
        t::fireworks_lesson_2_intro(),
        t::fireworks_lesson_2_outro(),
        Table {
            fireworks: [1; 5],
            ..Table::new(["Y3 W4 R2 G4 B3", "G1 Y1 B4 W2 R3", "R1 B2 W5 G3 Y4"])
        },
        vec![
            tell(LEARNER, CELIA, Clue::Level(2)),
            tell(BOB, LEARNER, Clue::Level(2)),
            play(CELIA, 1),
            play(LEARNER, 2),
        ],
        1,
    )
}

fn discarding_for_a_token() -> BuiltinLesson<Fireworks> {
    lesson(
        3,
        t::fireworks_lesson_3_title(),
        t::fireworks_lesson_3_intro(),
        t::fireworks_lesson_3_outro(),
        Table {
            tokens: Some(1),
            ..Table::new(["W1 R1 B2 G3 Y4", "W3 R4 B1 Y1 G2", "R2 W2 Y3 B4 G1"])
        },
        vec![
            tell(LEARNER, BOB, Clue::Level(1)),
            play(BOB, 2),
            discard(CELIA, 0),
        ],
        2,
    )
}

fn mistakes_end_the_round() -> BuiltinLesson<Fireworks> {
    lesson(
        4,
        t::fireworks_lesson_4_title(),
        t::fireworks_lesson_4_intro(),
        t::fireworks_lesson_4_outro(),
        Table {
            fireworks: [2, 2, 1, 1, 0],
            mistakes: [1, 1, 0],
            ..Table::new(["W1 R1 B1 G1 Y1", "R4 W4 B3 G5 Y2", "G4 Y3 W3 R4 B4"])
        },
        vec![
            tell(LEARNER, BOB, Clue::Level(5)),
            play(BOB, 0),
            play(CELIA, 0),
        ],
        1,
    )
}

fn completing_a_firework() -> BuiltinLesson<Fireworks> {
    lesson(
        5,
        t::fireworks_lesson_5_title(),
        t::fireworks_lesson_5_intro(),
        t::fireworks_lesson_5_outro(),
        Table {
            fireworks: [4, 4, 0, 0, 0],
            ..Table::new(["B1 G1 Y1 B2 G2", "R5 Y2 B3 G3 Y3", "W5 B4 G4 Y4 R1"])
        },
        vec![
            tell(LEARNER, BOB, Clue::Level(5)),
            tell(BOB, CELIA, Clue::Level(5)),
            play(CELIA, 0),
            discard(LEARNER, 4),
            play(BOB, 0),
        ],
        2,
    )
}

fn the_final_turns() -> BuiltinLesson<Fireworks> {
    lesson(
        6,
        t::fireworks_lesson_6_title(),
        t::fireworks_lesson_6_intro(),
        t::fireworks_lesson_6_outro(),
        Table {
            fireworks: [4, 4, 4, 4, 3],
            tokens: Some(8),
            deck: "Y4 R3",
            rest: Rest::Discarded,
            ..Table::new(["W5 Y4 R1 B2 G3", "R5 B5 W1 R2 Y1", "G5 Y5 B1 G2 W3"])
        },
        vec![
            discard(LEARNER, 3),
            discard(BOB, 4),
            tell(CELIA, LEARNER, Clue::Level(5)),
        ],
        1,
    )
}

fn scoring() -> BuiltinLesson<Fireworks> {
    lesson(
        7,
        t::fireworks_lesson_7_title(),
        t::fireworks_lesson_7_intro(),
        t::fireworks_lesson_7_outro(),
        Table {
            fireworks: [0, 0, 4, 0, 0],
            tokens: Some(11),
            ..Table::new(["W3 R1 G1 Y1 W1", "B5 R2 G2 Y2 W2", "R3 G3 Y3 W4 R4"])
        },
        vec![play(LEARNER, 0), discard(BOB, 0)],
        0,
    )
}

fn how_the_ais_read_hints() -> BuiltinLesson<Fireworks> {
    lesson(
        8,
        t::fireworks_lesson_8_title(),
        t::fireworks_lesson_8_intro(),
        t::fireworks_lesson_8_outro(),
        Table::new(["W1 B2 G1 R2 Y2", "G4 R3 W2 Y3 R1", "B1 W3 G2 B4 Y5"]),
        vec![tell(LEARNER, BOB, Clue::Colour(Colour::Red)), play(BOB, 4)],
        0,
    )
}

impl HasLessons for Fireworks {
    fn lessons() -> Vec<BuiltinLesson<Fireworks>> {
        vec![
            what_a_hint_rules_out(),
            playing_a_hinted_card(),
            discarding_for_a_token(),
            mistakes_end_the_round(),
            completing_a_firework(),
            the_final_turns(),
            scoring(),
            how_the_ais_read_hints(),
            super::lessons_table::the_standard_table_of_two(),
            super::lessons_table::the_rainbow_colour(),
        ]
    }
}
