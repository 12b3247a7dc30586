//! Pins the first deal of a known seed: a game is `rules + seed +
//! actions`, so the shuffle must never change.

use crate::engine::fireworks::options::{FireworksOptions, Rules};
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;
use crate::engine::protocol::Protocol;

#[test]
fn seed_2026_deals_the_same_first_round_forever() {
    let (game, _) = Fireworks::new(&FireworksOptions::default(), 2026);
    let hands: Vec<String> = game
        .round()
        .hands
        .iter()
        .map(|hand| {
            hand.iter()
                .map(|c| c.unwrap().card().short())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let top: Vec<String> = game
        .round()
        .deck
        .iter()
        .rev()
        .take(5)
        .map(|id| id.card().short())
        .collect();
    assert_eq!(hands, PINNED_HANDS);
    assert_eq!(top, PINNED_TOP);
    // The same round is round 0 of the standard numbers and of one round.
    let standard_numbers = FireworksOptions {
        rules: Rules::STANDARD,
        ..FireworksOptions::default()
    };
    let (one, _) = Fireworks::new(&standard_numbers.one_round(), 2026);
    assert_eq!(one.round().hands, game.round().hands);
    // A standard table of two shuffles the same 50 cards the same way:
    // its hands are the first two hands of the CodinGame round.
    let (two, _) = Fireworks::new(&FireworksOptions::preset("standard").unwrap(), 2026);
    assert_eq!(two.round().hands[..], game.round().hands[..2]);
    assert_eq!(two.round().deck.len(), 40);
    assert_eq!(game.turn_input(1)[2], "0:NEWGAME");
}

#[test]
fn different_seeds_and_rounds_deal_differently() {
    let (a, _) = Fireworks::new(&FireworksOptions::default(), 1);
    let (b, _) = Fireworks::new(&FireworksOptions::default(), 2);
    assert_ne!(a.round().hands, b.round().hands);
}

const PINNED_HANDS: [&str; 3] = ["R3 B3 W1 W3 W3", "Y1 G5 R2 Y4 G4", "R4 Y5 R2 W4 R3"];
const PINNED_TOP: [&str; 5] = ["R4", "R5", "B4", "B1", "R1"];
