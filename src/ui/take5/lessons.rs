//! The built-in lessons: each is a fixed first deal plus scripted first
//! actions, stepped through with the engine's explanations, after which
//! the person plays on from seat 0 against AIs.

use crate::engine::game::Seat;
use crate::engine::take5::example::{
    worked_example_options, EXAMPLE_PICK, EXAMPLE_PLAYS, SETUP_PLAYS,
};
use crate::engine::take5::{Card, Deal, Take5Action, Take5Options};

use super::setup::{Mode, SeatKind, SeatSetup, Setup, SEATS};

/// One lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// Its number in the list, from 1.
    pub number: u8,
    /// A short title.
    pub title: &'static str,
    /// What to watch for, shown above the table.
    pub intro: &'static str,
    /// The rules options (a one-round game with a preset deal).
    pub options: Take5Options,
    /// Fixed seat names; `None` seats take the person's name (seat 0) or
    /// an AI name.
    pub names: [Option<&'static str>; SEATS],
    /// The scripted actions, in order.
    pub script: Vec<(Seat, Take5Action)>,
    /// The first scripted step the lesson steps through; the steps before
    /// it only build the table and are shown already done.
    pub focus_step: usize,
}

/// Number of built-in lessons.
pub const LESSON_COUNT: u8 = 4;

const AI_LEVEL: &str = "medium";
const LESSON_AI_NAMES: [&str; SEATS] = ["", "Ben", "Cleo", "Dev"];

fn plays(turns: &[[Card; SEATS]]) -> Vec<(Seat, Take5Action)> {
    turns
        .iter()
        .flat_map(|turn| {
            turn.iter()
                .enumerate()
                .map(|(seat, &card)| (seat, Take5Action::Play(card)))
        })
        .collect()
}

/// A one-round preset: `rows`, and hands made of each seat's scripted cards
/// (one per turn) plus `extra` cards.
fn deal(rows: [Card; 4], turns: &[[Card; SEATS]], extra: [[Card; 8]; SEATS]) -> Take5Options {
    let hands = std::array::from_fn(|seat| {
        let mut hand: Vec<Card> = turns.iter().map(|turn| turn[seat]).collect();
        hand.extend_from_slice(&extra[seat]);
        hand.sort_unstable();
        hand
    });
    Take5Options {
        rounds: 1,
        preset: Some(Deal { rows, hands }),
    }
}

fn worked_example() -> Lesson {
    let mut script = plays(&SETUP_PLAYS);
    let focus_step = script.len();
    script.extend(plays(&[EXAMPLE_PLAYS]));
    script.push((2, Take5Action::Pick(EXAMPLE_PICK)));
    Lesson {
        number: 1,
        title: "The worked example",
        intro: "The rows are 9 12 21, 19 24, 33 42 50 57 and 69 72 81. Alice, Bob, Celia and David play 23, 88, 7 and 64. Step through to see where each card goes.",
        options: worked_example_options(),
        names: [Some("Alice"), Some("Bob"), Some("Celia"), Some("David")],
        script,
        focus_step,
    }
}

fn sixth_card() -> Lesson {
    let turns = [[3, 4, 5, 6], [33, 7, 52, 85]];
    Lesson {
        number: 2,
        title: "The sixth card",
        intro: "The first row already holds five cards. Watch what happens to Ben's 7, which belongs on that row.",
        options: deal(
            [2, 30, 50, 80],
            &turns,
            [
                [12, 19, 27, 41, 58, 66, 73, 94],
                [14, 21, 36, 47, 61, 69, 88, 99],
                [9, 17, 25, 39, 55, 64, 77, 91],
                [11, 23, 44, 57, 68, 75, 96, 103],
            ],
        ),
        names: [None; SEATS],
        script: plays(&turns),
        focus_step: SEATS,
    }
}

fn too_low() -> Lesson {
    let turns = [[22, 55, 63, 99], [8, 40, 70, 100]];
    Lesson {
        number: 3,
        title: "A card lower than every row",
        intro: "Your 8 is lower than the last card of every row, so you must take a whole row. Compare what each row costs and take the cheapest.",
        options: deal(
            [20, 35, 61, 90],
            &turns,
            [
                [12, 19, 27, 41, 58, 66, 73, 94],
                [14, 21, 36, 47, 62, 69, 88, 102],
                [9, 17, 25, 39, 56, 64, 77, 91],
                [11, 23, 44, 57, 68, 75, 96, 103],
            ],
        ),
        names: [None; SEATS],
        script: plays(&turns),
        focus_step: SEATS,
    }
}

fn card_cows() -> Lesson {
    let turns = [[60, 15, 45, 77], [16, 3, 48, 88]];
    let mut script = plays(&turns);
    script.push((1, Take5Action::Pick(1)));
    Lesson {
        number: 4,
        title: "Counting cows",
        intro: "Cards carry cow heads: 55 has 7; other multiples of 11 have 5; multiples of 10 have 3; other multiples of 5 have 2; every other card has 1. Ben's 3 is too low, so he takes the row that costs the fewest cows.",
        options: deal(
            [55, 10, 44, 70],
            &turns,
            [
                [12, 19, 27, 41, 58, 66, 73, 94],
                [14, 21, 36, 47, 62, 69, 89, 99],
                [9, 17, 25, 39, 56, 64, 78, 91],
                [11, 22, 33, 57, 68, 75, 96, 103],
            ],
        ),
        names: [None; SEATS],
        script,
        focus_step: SEATS,
    }
}

/// Lesson `number` (1..=[`LESSON_COUNT`]).
pub fn lesson(number: u8) -> Option<Lesson> {
    match number {
        1 => Some(worked_example()),
        2 => Some(sixth_card()),
        3 => Some(too_low()),
        4 => Some(card_cows()),
        _ => None,
    }
}

/// Every lesson, in order.
pub fn all_lessons() -> Vec<Lesson> {
    (1..=LESSON_COUNT).filter_map(lesson).collect()
}

impl Lesson {
    /// The table of this lesson with `player` in seat 0 and AIs elsewhere.
    pub fn setup(&self, player: &str) -> Setup {
        let seats = (0..SEATS)
            .map(|seat| {
                let fallback = if seat == 0 {
                    player
                } else {
                    LESSON_AI_NAMES[seat]
                };
                SeatSetup {
                    name: self.names[seat].unwrap_or(fallback).to_owned(),
                    kind: if seat == 0 {
                        SeatKind::Human
                    } else {
                        SeatKind::Ai {
                            level: AI_LEVEL.to_owned(),
                        }
                    },
                }
            })
            .collect();
        Setup {
            mode: Mode::Lesson(self.number),
            seats,
        }
    }
}
