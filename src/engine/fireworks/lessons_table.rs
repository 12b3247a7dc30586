//! The lessons at the standard Hanabi table (RULES.md §4.2), appended
//! after the eight CodinGame lessons: the table of two, and the rainbow
//! colour. The learner is player 0 and acts first; Bob, a medium AI, is
//! player 1.

use super::actions::{Clue, FireworksAction, Slot};
use super::cards::{Card, Colour};
use super::options::{Deck, FireworksOptions, Preset};
use super::state::Fireworks;
use crate::engine::game::Seat;
use crate::engine::lesson::BuiltinLesson;
use crate::text::{t, Msg};

/// The seed of these lessons (as the CodinGame lessons': the deals are
/// preset; the rest of the deck and the AIs' choices derive from it).
const SEED: u64 = 1;

/// Cards from short names, `R1 M3`; the tests build every lesson.
fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|name| Card::parse_short(name).expect("a card name"))
        .collect()
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

/// The learner's seat at the table of two (acts first).
pub const TABLE_LEARNER: usize = 0;
/// Bob's seat at the table of two.
const BOB: usize = 1;

/// The options of a table of two with `deck` and the hands (learner, Bob).
fn table_of_two(deck: Deck, hands: [&str; 2]) -> FireworksOptions {
    let mut options = FireworksOptions::preset("standard").expect("a preset");
    options.players = Some(2);
    options.deck = deck;
    options.preset = Some(Preset {
        hands: hands.map(cards).to_vec(),
        ..Preset::default()
    });
    options
}

/// A lesson at the table of two.
fn lesson(
    number: u8,
    title: Msg,
    intro: Msg,
    outro: Msg,
    options: FireworksOptions,
    script: Vec<(Seat, FireworksAction)>,
    focus_step: usize,
) -> BuiltinLesson<Fireworks> {
    BuiltinLesson {
        number,
        title,
        intro,
        outro,
        options,
        seed: SEED,
        script,
        focus_step,
        learner: TABLE_LEARNER,
        names: vec![None, Some("Bob")],
        ai_level: "medium",
    }
}

/// Lesson 9: the most common table, two players under the standard
/// rules: hands of five, 8 tokens, the third mistake ends the game with
/// 0, one more turn each after the last card, the height as the score.
pub fn the_standard_table_of_two() -> BuiltinLesson<Fireworks> {
    lesson(
        9,
        t::fireworks_lesson_9_title(),
        t::fireworks_lesson_9_intro(),
        t::fireworks_lesson_9_outro(),
        table_of_two(Deck::FiveColours, ["R1 G3 B4 Y2 W5", "W1 Y3 R4 G2 B2"]),
        vec![
            tell(TABLE_LEARNER, BOB, Clue::Level(1)),
            tell(BOB, TABLE_LEARNER, Clue::Colour(Colour::Red)),
            discard(TABLE_LEARNER, 3),
            play(BOB, 0),
        ],
        0,
    )
}

/// Lesson 10: the rainbow colour: colour hints touch every multicolour
/// card, no hint names multicolour, and two different colours on one
/// card make it multicolour.
pub fn the_rainbow_colour() -> BuiltinLesson<Fireworks> {
    lesson(
        10,
        t::fireworks_lesson_10_title(),
        t::fireworks_lesson_10_intro(),
        t::fireworks_lesson_10_outro(),
        table_of_two(Deck::Rainbow, ["M1 W2 B3 G4 Y2", "R3 B1 G2 Y4 W3"]),
        vec![
            tell(TABLE_LEARNER, BOB, Clue::Level(1)),
            tell(BOB, TABLE_LEARNER, Clue::Colour(Colour::White)),
            tell(TABLE_LEARNER, BOB, Clue::Level(3)),
            tell(BOB, TABLE_LEARNER, Clue::Colour(Colour::Red)),
            tell(TABLE_LEARNER, BOB, Clue::Colour(Colour::Green)),
            tell(BOB, TABLE_LEARNER, Clue::Level(1)),
            play(TABLE_LEARNER, 0),
        ],
        1,
    )
}
