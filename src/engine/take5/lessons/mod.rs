//! The built-in lessons: each is a fixed one-round deal plus scripted
//! first actions, stepped through with the engine's explanations, after
//! which the person plays on from seat 0 against medium AIs.

use super::cards::{Card, SEATS};
use super::example::{worked_example_options, EXAMPLE_PICK, EXAMPLE_PLAYS, SETUP_PLAYS};
use super::{Deal, Take5, Take5Action, Take5Options};
use crate::engine::game::Seat;
use crate::engine::lesson::{HasLessons, Lesson};
use crate::engine::small_sort::sort_small;

/// Number of built-in lessons.
pub const LESSON_COUNT: u8 = 6;

/// The seed of every lesson (the deals are preset; the AIs' choices after
/// the script derive from it).
const SEED: u64 = 1;

/// A lesson of 6 nimmt! with the fields every lesson shares filled in.
#[allow(clippy::too_many_arguments)]
fn lesson_of(
    number: u8,
    title: &'static str,
    intro: &'static str,
    outro: &'static str,
    options: Take5Options,
    script: Vec<(Seat, Take5Action)>,
    focus_step: usize,
    names: Vec<Option<&'static str>>,
) -> Lesson<Take5> {
    Lesson {
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

fn worked_example() -> Lesson<Take5> {
    let mut script = plays(&SETUP_PLAYS);
    let focus_step = script.len();
    script.extend(plays(&[EXAMPLE_PLAYS]));
    script.push((2, Take5Action::Pick(EXAMPLE_PICK)));
    lesson_of(
        1,
        "The worked example",
        "The rows are 9 12 21, 19 24, 33 42 50 57 and 69 72 81. Alice, Bob, Celia and David play 23, 88, 7 and 64. Step through to see where each card goes.",
        "Every card went after the highest row end below it: 88 was the sixth card of its row, so Bob took five cards, and Celia's 7 was lower than every row, so she took one. Start lesson 2, or a new game, to play these rules yourself.",
        worked_example_options(),
        script,
        focus_step,
        vec![Some("Alice"), Some("Bob"), Some("Celia"), Some("David")],
    )
}

fn sixth_card() -> Lesson<Take5> {
    let turns = [[3, 4, 5, 6], [33, 7, 52, 85]];
    lesson_of(
        2,
        "The sixth card",
        "The first row already holds five cards. Watch what happens to Ben's 7, which belongs on that row.",
        "Ben's 7 would have been the sixth card of the first row, so he took its five cards and 7 starts the row again. Play on: keep your cards away from rows that already hold five.",
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

fn too_low() -> Lesson<Take5> {
    let turns = [[22, 55, 63, 99], [8, 40, 70, 100]];
    lesson_of(
        3,
        "A card lower than every row",
        "Your 8 is lower than the last card of every row, so you must take a whole row. Compare what each row costs and take the cheapest.",
        "Whichever row you take, its cards and their cows become yours and your 8 starts that row; the cheapest row costs the fewest cows. Then play on through the round.",
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

fn card_cows() -> Lesson<Take5> {
    let turns = [[60, 15, 45, 77], [16, 3, 48, 88]];
    let mut script = plays(&turns);
    script.push((1, Take5Action::Pick(1)));
    lesson_of(
        4,
        "Counting cows",
        "Cards carry cow heads: 55 has 7; other multiples of 11 have 5; multiples of 10 have 3; other multiples of 5 have 2; every other card has 1. Ben's 3 is too low, so he takes the row that costs the fewest cows.",
        "Ben took row 2, whose 10 and 15 carry 3 + 2 = 5 cows, the fewest of any row. Every cow you take counts against you at the end: play on and keep your total low.",
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
fn the_66_cow_end() -> Lesson<Take5> {
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
        "The end at 66 cows",
        "With the rules in the box a game has no fixed number of rounds: it ends after the round in which someone has 66 cows or more, and the fewest cows wins. This table is late in a game: Ben has 58 cows, Dev 62. Step through to see where Ben's 56 goes.",
        "Ben's 56 was the sixth card of row 3, so he took 50 51 52 53 55, 13 cows, and has 71: the game ends with this round. Play your last two cards; then the cows are added up and the fewest wins.",
        options,
        plays(&turns),
        SEATS,
        Vec::new(),
    )
}

/// Known cards with four players: the cards 1 to 44, every one dealt. Row
/// 1 holds 1 2 3 4 and takes the cards 5 to 11; the learner holds all of
/// them but 9, so 9 is the only other card that can land there.
fn known_cards() -> Lesson<Take5> {
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
        "Known cards",
        "With known cards four players use only the cards 1 to 44, and all of them are dealt: every card you do not see is in another player's hand, so you can count exactly. Turn on the card counter (a display choice above the table) to see the list. Step through the first turn.",
        "Row 1 now holds 1 2 3 4 and takes the cards 5 to 11. You hold all of them but 9, so 9 is the only other card that can land there: play 5, 6, 7 or 8 and yours is its fifth card, and 9, if it comes this turn, would be the sixth. Counting works like this for every row, all game long; play on to 66 cows.",
        options,
        plays(&turns),
        0,
        Vec::new(),
    )
}

impl HasLessons for Take5 {
    fn lessons() -> Vec<Lesson<Take5>> {
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
