//! The built-in lessons: each is a fixed one-round deal plus scripted
//! first actions, stepped through with the engine's explanations, after
//! which the person plays on from seat 0 against medium AIs.

use super::cards::{Card, SEATS};
use super::example::{worked_example_options, EXAMPLE_PICK, EXAMPLE_PLAYS, SETUP_PLAYS};
use super::{Deal, Take5, Take5Action, Take5Options};
use crate::engine::game::Seat;
use crate::engine::lesson::{BuiltinLesson, HasLessons};
use crate::engine::small_sort::sort_small;
use crate::text::{t, Msg};

/// Number of built-in lessons.
pub const LESSON_COUNT: u8 = 6;

/// The seed of every lesson (the deals are preset; the AIs' choices after
/// the script derive from it).
const SEED: u64 = 1;

/// A lesson of 6 nimmt! with the fields every lesson shares filled in.
#[allow(clippy::too_many_arguments)]
fn lesson_of(
    number: u8,
    title: Msg,
    intro: Msg,
    outro: Msg,
    options: Take5Options,
    script: Vec<(Seat, Take5Action)>,
    focus_step: usize,
    names: Vec<Option<&'static str>>,
) -> BuiltinLesson<Take5> {
    BuiltinLesson {
        number,
        title,
        intro,
        outro,
        options,
        seed: SEED,
        script,
        focus_step,
        learner: 0,
        names,
        ai_level: "medium",
    }
}

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
    let hands = (0..SEATS)
        .map(|seat| {
            let mut hand: Vec<Card> = turns.iter().map(|turn| turn[seat]).collect();
            hand.extend_from_slice(&extra[seat]);
            sort_small(&mut hand);
            hand
        })
        .collect();
    Take5Options {
        rounds: 1,
        preset: Some(Deal {
            rows,
            hands,
            cows: Vec::new(),
            laid: Vec::new(),
        }),
        ..Take5Options::default()
    }
}

fn worked_example() -> BuiltinLesson<Take5> {
    let mut script = plays(&SETUP_PLAYS);
    let focus_step = script.len();
    script.extend(plays(&[EXAMPLE_PLAYS]));
    script.push((2, Take5Action::Pick(EXAMPLE_PICK)));
    lesson_of(
        1,
        t::take5_lesson_1_title(),
        t::take5_lesson_1_intro(),
        t::take5_lesson_1_outro(),
        worked_example_options(),
        script,
        focus_step,
        vec![Some("Alice"), Some("Bob"), Some("Celia"), Some("David")],
    )
}

fn sixth_card() -> BuiltinLesson<Take5> {
    let turns = [[3, 4, 5, 6], [33, 7, 52, 85]];
    lesson_of(
        2,
        t::take5_lesson_2_title(),
        t::take5_lesson_2_intro(),
        t::take5_lesson_2_outro(),
        deal(
            [2, 30, 50, 80],
            &turns,
            [
                [12, 19, 27, 41, 58, 66, 73, 94],
                [14, 21, 36, 47, 61, 69, 88, 99],
                [9, 17, 25, 39, 55, 64, 77, 91],
                [11, 23, 44, 57, 68, 75, 96, 103],
            ],
        ),
        plays(&turns),
        SEATS,
        Vec::new(),
    )
}

fn too_low() -> BuiltinLesson<Take5> {
    let turns = [[22, 55, 63, 99], [8, 40, 70, 100]];
    lesson_of(
        3,
        t::take5_lesson_3_title(),
        t::take5_lesson_3_intro(),
        t::take5_lesson_3_outro(),
        deal(
            [20, 35, 61, 90],
            &turns,
            [
                [12, 19, 27, 41, 58, 66, 73, 94],
                [14, 21, 36, 47, 62, 69, 88, 102],
                [9, 17, 25, 39, 56, 64, 77, 91],
                [11, 23, 44, 57, 68, 75, 96, 103],
            ],
        ),
        plays(&turns),
        SEATS,
        Vec::new(),
    )
}

fn card_cows() -> BuiltinLesson<Take5> {
    let turns = [[60, 15, 45, 77], [16, 3, 48, 88]];
    let mut script = plays(&turns);
    script.push((1, Take5Action::Pick(1)));
    lesson_of(
        4,
        t::take5_lesson_4_title(),
        t::take5_lesson_4_intro(),
        t::take5_lesson_4_outro(),
        deal(
            [55, 10, 44, 70],
            &turns,
            [
                [12, 19, 27, 41, 58, 66, 73, 94],
                [14, 21, 36, 47, 62, 69, 89, 99],
                [9, 17, 25, 39, 56, 64, 78, 91],
                [11, 22, 33, 57, 68, 75, 96, 103],
            ],
        ),
        script,
        SEATS,
        Vec::new(),
    )
}

/// Hands made of each seat's scripted cards (one per turn) plus `extra`.
fn hands_of(turns: &[[Card; SEATS]], extra: &[&[Card]; SEATS]) -> Vec<Vec<Card>> {
    (0..SEATS)
        .map(|seat| {
            let mut hand: Vec<Card> = turns.iter().map(|turn| turn[seat]).collect();
            hand.extend_from_slice(extra[seat]);
            sort_small(&mut hand);
            hand
        })
        .collect()
}

/// The rules to 66 cows, late in a game: Ben has 58 cows and fills a row
/// with 55 in it; his 56 takes it, and the game ends with the round.
fn the_66_cow_end() -> BuiltinLesson<Take5> {
    let turns = [[51, 52, 53, 55], [31, 56, 81, 11]];
    let rules = Take5Options::preset("to-66").expect("a preset");
    let options = Take5Options {
        preset: Some(Deal {
            rows: [10, 30, 50, 80],
            hands: hands_of(&turns, &[&[33, 90], &[57, 95], &[35, 84], &[14, 99]]),
            cows: vec![41, 58, 47, 62],
            laid: Vec::new(),
        }),
        ..rules
    };
    lesson_of(
        5,
        t::take5_lesson_5_title(),
        t::take5_lesson_5_intro(),
        t::take5_lesson_5_outro(),
        options,
        plays(&turns),
        SEATS,
        Vec::new(),
    )
}

/// Known cards with four players: the cards 1 to 44, every one dealt. Row
/// 1 holds 1 2 3 4 and takes the cards 5 to 11; the learner holds all of
/// them but 9, so 9 is the only other card that can land there.
fn known_cards() -> BuiltinLesson<Take5> {
    let turns = [[24, 2, 3, 4]];
    let rules = Take5Options::preset("known-cards").expect("a preset");
    let options = Take5Options {
        preset: Some(Deal {
            rows: [1, 12, 23, 34],
            hands: hands_of(
                &turns,
                &[
                    &[5, 6, 7, 8, 10, 11, 40, 41, 44],
                    &[9, 13, 16, 19, 25, 28, 31, 36, 42],
                    &[14, 17, 20, 26, 29, 32, 37, 39, 43],
                    &[15, 18, 21, 22, 27, 30, 33, 35, 38],
                ],
            ),
            cows: Vec::new(),
            laid: Vec::new(),
        }),
        ..rules
    };
    lesson_of(
        6,
        t::take5_lesson_6_title(),
        t::take5_lesson_6_intro(),
        t::take5_lesson_6_outro(),
        options,
        plays(&turns),
        0,
        Vec::new(),
    )
}

impl HasLessons for Take5 {
    fn lessons() -> Vec<BuiltinLesson<Take5>> {
        vec![
            worked_example(),
            sixth_card(),
            too_low(),
            card_cows(),
            the_66_cow_end(),
            known_cards(),
        ]
    }
}
