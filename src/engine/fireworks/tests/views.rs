//! What a player sees: every hand but their own, what each holder knows,
//! the round's public history.

use super::{act, cards, game, hint, preset, HANDS};
use crate::engine::fireworks::actions::{Clue, FireworksAction};
use crate::engine::fireworks::cards::{Colour, KindSet};
use crate::engine::fireworks::history::TurnResult;
use crate::engine::game::Game;

#[test]
fn a_player_sees_every_hand_but_their_own() {
    let game = game(preset(HANDS, ""));
    let view = game.view(2); // Celia, round id 1.
    assert_eq!(view.me, Some(1));
    for (id, hand) in view.hands.iter().enumerate() {
        for (slot, seen) in hand.iter().enumerate() {
            let seen = seen.expect("five cards each");
            if id == 1 {
                assert_eq!(seen.card, None);
            } else {
                assert_eq!(seen.card, Some(cards(HANDS[id])[slot]));
            }
        }
    }
    let out = game.view(0); // Alice sits round 0 out.
    assert_eq!(out.me, None);
    assert!(out
        .hands
        .iter()
        .flatten()
        .flatten()
        .all(|c| c.card.is_some()));
}

#[test]
fn own_cards_are_known_by_hints_and_by_the_cards_seen() {
    let mut game = game(preset(HANDS, ""));
    act(&mut game, hint(2, Clue::Level(5))); // Bob tells Celia: E is a 5.
    let view = game.view(2);
    let five = view.hands[1][4].unwrap();
    assert_eq!(five.hints.named_level, Some(5));
    // Celia sees David's Green 5, so hers is one of the four others.
    assert_eq!(five.possible.len(), 4);
    assert!(!five.possible.contains(cards("G5")[0]));
    assert!(five.possible.contains(cards("R5")[0]));
    // What Bob sees of the same card: the hints and the public cards only.
    let bobs = game.view(1).hands[1][4].unwrap();
    assert_eq!(bobs.card, Some(cards("R5")[0]));
    assert_eq!(bobs.possible.len(), 5);
    let other = view.hands[1][0].unwrap();
    assert!(
        !other.possible.contains(cards("W5")[0]),
        "negative information"
    );
}

#[test]
fn the_view_holds_the_rounds_public_history() {
    let mut game = game(preset(HANDS, "Y3"));
    act(&mut game, FireworksAction::Play(0));
    act(&mut game, hint(1, Clue::Colour(Colour::White)));
    let view = game.view(3);
    assert_eq!(view.history.len(), 2);
    assert_eq!(
        view.history[0].result,
        TurnResult::Played {
            card: cards("R1")[0],
            success: true,
            drew: true
        }
    );
    assert_eq!(
        view.history[1].result,
        TurnResult::Hint { touched: 0b00010 }
    );
    assert_eq!(view.opening.tokens, 12);
    assert_eq!(view.hands[0][0].unwrap().drawn, 1);
    assert_eq!(view.to_act, Some(3));
    assert!(view
        .hands
        .iter()
        .flatten()
        .flatten()
        .all(|c| !c.possible.is_empty() && c.possible.minus(KindSet::ALL).is_empty()));
}
