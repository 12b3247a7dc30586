//! Tests of the 6 nimmt! engine, one file per topic.

mod agents;
mod conformance;
mod example;
mod forfeit;
mod lessons;
mod property;
mod protocol;
mod rules;

use super::cards::{Card, DECK_SIZE};
use super::options::{Take5Action, Take5Options};
use super::{Take5, Take5Event};
use crate::engine::game::{Game, Seat};

/// A one-round game whose table is set by hand: `rows` as given, `hands`
/// as given, every other card unused.
pub(super) fn table(rows: [Vec<Card>; 4], hands: [Vec<Card>; 4]) -> Take5 {
    let options = Take5Options {
        rounds: 1,
        preset: None,
    };
    let (mut game, _) = Take5::new(&options, 1);
    game.turns_in_round = hands[0].len() as u8;
    game.seen = rows.iter().flatten().copied().collect();
    game.rows = rows;
    game.hands = hands.map(|mut h| {
        h.sort_unstable();
        h
    });
    game.unused = (1..=DECK_SIZE)
        .filter(|c| {
            !game.rows.iter().flatten().any(|x| x == c)
                && !game.hands.iter().flatten().any(|x| x == c)
        })
        .collect();
    game
}

/// Plays one card per seat (seat order), returning all events.
pub(super) fn play_turn(game: &mut Take5, cards: [Card; 4]) -> Vec<Take5Event> {
    let mut events = Vec::new();
    for (seat, &card) in cards.iter().enumerate() {
        events.extend(game.apply(seat, &Take5Action::Play(card)).unwrap());
    }
    events
}

/// The seats and cards of the `Placed` events, in order.
pub(super) fn placements(events: &[Take5Event]) -> Vec<(Seat, Card, usize)> {
    events
        .iter()
        .filter_map(|e| match e {
            Take5Event::Placed {
                seat, card, row, ..
            } => Some((*seat, *card, *row)),
            _ => None,
        })
        .collect()
}

/// Names used in explanation tests.
pub(super) fn names() -> Vec<String> {
    ["Alice", "Bob", "Celia", "David"]
        .iter()
        .map(|s| s.to_string())
        .collect()
}
