//! Tests of the 6 nimmt! engine, one file per topic.

mod agents;
mod boxed;
mod coach;
mod conformance;
mod example;
mod forfeit;
mod lessons;
mod property;
mod protocol;
mod rating;
mod rules;
mod studio;

use super::cards::Card;
use super::options::{Take5Action, Take5Options};
use super::{Take5, Take5Event};
use crate::engine::game::{Game, Seat};

/// A one-round game whose table is set by hand: `rows` as given, `hands`
/// as given, every other card unused.
pub(super) fn table(rows: [Vec<Card>; 4], hands: [Vec<Card>; 4]) -> Take5 {
    let options = Take5Options {
        rounds: 1,
        preset: None,
        ..Take5Options::default()
    };
    table_with(&options, rows, hands.to_vec())
}

/// A game under `options` (with one seat per hand) whose first round's
/// table is set by hand: `rows` as given, `hands` as given, every other
/// card of the deck unused.
pub(super) fn table_with(
    options: &Take5Options,
    rows: [Vec<Card>; 4],
    hands: Vec<Vec<Card>>,
) -> Take5 {
    let options = Take5Options {
        seats: hands.len() as u8,
        ..options.clone()
    };
    let (mut game, _) = Take5::new(&options, 1);
    game.turns_in_round = hands[0].len() as u8;
    game.seen = rows.iter().flatten().copied().collect();
    game.rows = rows;
    game.hands = hands
        .into_iter()
        .map(|mut h| {
            h.sort_unstable();
            h
        })
        .collect();
    game.unused = (1..=game.deck_top())
        .filter(|c| {
            !game.rows.iter().flatten().any(|x| x == c)
                && !game.hands.iter().flatten().any(|x| x == c)
        })
        .collect();
    game
}

/// Plays one card per seat (seat order), returning all events.
pub(super) fn play_turn(game: &mut Take5, cards: impl AsRef<[Card]>) -> Vec<Take5Event> {
    let mut events = Vec::new();
    for (seat, &card) in cards.as_ref().iter().enumerate() {
        events.extend(game.apply(seat, &Take5Action::Play(card)).unwrap());
    }
    events
}

/// Plays the given seats' cards (in that order), returning all events.
pub(super) fn play_turn_of(game: &mut Take5, plays: &[(Seat, Card)]) -> Vec<Take5Event> {
    let mut events = Vec::new();
    for &(seat, card) in plays {
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
