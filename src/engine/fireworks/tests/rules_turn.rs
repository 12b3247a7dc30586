//! Rules 3–7: the deal, the counters, the three actions, completed
//! fireworks and drawing.

use super::{act, cards, game, hint, preset, short_deck, HANDS};
use crate::engine::fireworks::actions::{Clue, FireworksAction};
use crate::engine::fireworks::cards::{CardId, Colour};
use crate::engine::fireworks::error::FireworksError;
use crate::engine::fireworks::events::FireworksEvent;
use crate::engine::fireworks::options::{FireworksOptions, Preset};
use crate::engine::fireworks::round::Layout;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;

const BOB: usize = 1;
const CELIA: usize = 2;
const DAVID: usize = 3;

fn usual() -> Fireworks {
    game(preset(HANDS, "W5 Y3"))
}

/// Checks that `action` by the seat to act is refused with `error` and
/// leaves the game as it was.
fn refused(game: &Fireworks, action: FireworksAction, error: FireworksError) {
    let seat = game.to_act()[0];
    assert_eq!(game.refusal(seat, action), Some(error.clone()));
    let mut trial = game.clone();
    assert_eq!(trial.apply(seat, &action), Err(error));
    assert_eq!(&trial, game, "a refused action changes nothing");
    assert!(!game.legal_actions(seat).contains(&action));
}

#[test]
fn rule_3_each_player_gets_five_cards_and_thirty_five_stay_in_the_deck() {
    for seed in 0..20 {
        let (game, _) = Fireworks::new(&FireworksOptions::default(), seed);
        let round = game.round();
        for hand in &round.hands {
            assert!(hand.iter().all(Option::is_some), "slots A..E are filled");
        }
        assert_eq!(round.deck.len(), 35);
        let mut all: Vec<CardId> = round.all_cards();
        all.sort_unstable();
        assert_eq!(
            all,
            CardId::first(50).collect::<Vec<_>>(),
            "a fresh shuffle of the 50 cards"
        );
    }
}

#[test]
fn rule_4_a_round_starts_with_twelve_tokens_and_three_mistakes_allowed() {
    let (game, _) = Fireworks::new(&FireworksOptions::default(), 1);
    assert_eq!(game.round().tokens, 12);
    assert_eq!(game.round().mistakes_left, 3);
    let (standard, _) = Fireworks::new(&FireworksOptions::preset("standard").unwrap(), 1);
    assert_eq!(standard.round().tokens, 8);
    assert_eq!(standard.round().mistakes_left, 2);
}

#[test]
fn rule_5_a_hint_costs_a_token_and_tells_every_matching_card() {
    let mut game = usual();
    let events = act(&mut game, hint(CELIA, Clue::Colour(Colour::Red)));
    assert_eq!(game.round().tokens, 11);
    assert_eq!(
        events,
        vec![FireworksEvent::Hinted {
            round: 0,
            by: BOB,
            to: CELIA,
            clue: Clue::Colour(Colour::Red),
            touched: vec![0, 2, 4],
            untouched: vec![1, 3],
            tokens: 11,
        }]
    );
    let celia = &game.round().hands[1];
    for (slot, card) in celia.iter().enumerate() {
        let hints = card.unwrap().hints;
        if [0, 2, 4].contains(&slot) {
            assert_eq!(
                hints.named_colour,
                Some(Colour::Red),
                "positive information"
            );
            assert_eq!(hints.colour(), Some(Colour::Red));
        } else {
            assert_eq!(hints.named_colour, None);
            assert!(
                !hints.allows(crate::engine::fireworks::Card::new(Colour::Red, 4)),
                "negative information"
            );
        }
    }
    assert_eq!(game.to_act(), vec![CELIA], "the turn passes on");
}

#[test]
fn rule_5_no_hint_without_a_token() {
    let mut tokens = preset(HANDS, "");
    tokens.tokens = Some(0);
    let game = game(tokens);
    refused(&game, hint(CELIA, Clue::Level(2)), FireworksError::NoToken);
}

#[test]
fn rule_5_a_hint_must_touch_a_card_and_go_to_another_player_of_the_round() {
    let game = usual();
    refused(
        &game,
        hint(CELIA, Clue::Colour(Colour::Green)),
        FireworksError::TouchesNothing(Clue::Colour(Colour::Green)),
    );
    refused(&game, hint(BOB, Clue::Level(1)), FireworksError::SelfHint);
    refused(
        &game,
        hint(0, Clue::Level(1)),
        FireworksError::NotInRound(0),
    );
    refused(
        &game,
        hint(CELIA, Clue::Level(9)),
        FireworksError::NoSuchLevel(9),
    );
    let legal = game.legal_actions(BOB);
    assert!(legal.contains(&hint(DAVID, Clue::Level(5))));
    assert!(!legal
        .iter()
        .any(|a| matches!(a, FireworksAction::Hint { to: BOB | 0, .. })));
}

#[test]
fn rule_5_a_discard_wins_a_token_back_but_not_past_twelve() {
    let mut game = usual();
    refused(
        &game,
        FireworksAction::Discard(0),
        FireworksError::TokensFull(12),
    );
    act(&mut game, hint(CELIA, Clue::Level(2)));
    assert_eq!(game.round().tokens, 11);
    let events = act(&mut game, FireworksAction::Discard(1));
    assert_eq!(game.round().tokens, 12);
    assert!(matches!(
        events[0],
        FireworksEvent::Discarded {
            seat: CELIA,
            slot: 1,
            tokens: 12,
            ..
        }
    ));
    assert_eq!(game.round().discards.last().unwrap().card(), cards("W3")[0]);
}

#[test]
fn rule_5_a_card_that_fits_extends_its_firework() {
    let mut game = usual();
    let events = act(&mut game, FireworksAction::Play(0));
    assert_eq!(game.round().fireworks, [0, 1, 0, 0, 0, 0]);
    assert!(matches!(
        events[0],
        FireworksEvent::Played {
            seat: BOB,
            slot: 0,
            height: 1,
            ..
        }
    ));
    assert_eq!(game.round().mistakes_left, 3);
}

#[test]
fn rule_5_a_card_that_does_not_fit_is_a_personal_mistake() {
    let mut game = usual();
    act(&mut game, FireworksAction::Play(0)); // Bob: Red 1 fits.
    let events = act(&mut game, FireworksAction::Play(1)); // Celia: White 3 does not.
    let round = game.round();
    assert_eq!(round.mistakes_left, 2);
    assert_eq!(round.mistakes, [0, 1, 0]);
    assert_eq!(round.fireworks, [0, 1, 0, 0, 0, 0]);
    assert_eq!(
        round.discards.last().unwrap().card(),
        cards("W3")[0],
        "the card goes to the discards"
    );
    assert!(matches!(
        events[0],
        FireworksEvent::Mistake {
            seat: CELIA,
            height: 0,
            mistakes_left: 2,
            ends_round: false,
            personal: 1,
            ..
        }
    ));
}

#[test]
fn rule_6_a_completed_firework_brings_a_token_back_unless_at_twelve() {
    let mut red_at_four = preset(["R5 W1 B1 G1 Y1", "R1 W3 R3 B4 W5", "G2 Y2 B2 W2 G5"], "");
    red_at_four.fireworks = vec![0, 4, 0, 0, 0];
    let mut full = game(red_at_four.clone());
    let events = act(&mut full, FireworksAction::Play(0));
    assert_eq!(full.round().tokens, 12);
    assert!(events.contains(&FireworksEvent::FireworkCompleted {
        round: 0,
        colour: Colour::Red,
        token: false,
        tokens: 12,
        max_tokens: 12,
    }));
    red_at_four.tokens = Some(10);
    let mut short = game(red_at_four);
    let events = act(&mut short, FireworksAction::Play(0));
    assert_eq!(short.round().tokens, 11);
    assert!(events.iter().any(|e| matches!(
        e,
        FireworksEvent::FireworkCompleted {
            token: true,
            tokens: 11,
            ..
        }
    )));
}

#[test]
fn rule_7_a_new_card_goes_into_the_emptied_slot() {
    let mut game = usual();
    act(&mut game, FireworksAction::Play(2)); // Bob plays Blue 1 from C.
    let drawn = game.round().hands[0][2].unwrap();
    assert_eq!(drawn.card(), cards("W5")[0], "the top of the deck");
    assert_eq!(drawn.drawn, 1);
    assert_eq!(
        game.round().hands[0][3].unwrap().card(),
        cards("G1")[0],
        "other slots keep their cards"
    );
}

#[test]
fn rule_7_once_the_deck_is_empty_an_emptied_slot_stays_empty_and_cannot_be_named() {
    let mut game = game(short_deck(HANDS, "W4", [0; 5]));
    act(&mut game, FireworksAction::Play(0)); // Bob: Red 1, draws the last card.
    assert!(game.round().deck.is_empty());
    refused(
        &game,
        FireworksAction::Discard(0),
        FireworksError::DeckEmpty,
    );
    act(&mut game, FireworksAction::Play(0)); // Celia: Red 2, no card comes.
    let celia = &game.round().hands[1];
    assert!(celia[0].is_none());
    assert_eq!(
        celia[1].unwrap().card(),
        cards("W3")[0],
        "B keeps its letter"
    );
    act(&mut game, FireworksAction::Play(4)); // David: Green 5, a mistake.
    act(&mut game, FireworksAction::Play(1)); // Bob: White 1.
    refused(
        &game,
        FireworksAction::Play(0),
        FireworksError::EmptySlot(0),
    );
    refused(
        &game,
        hint(BOB, Clue::Level(3)),
        FireworksError::TouchesNothing(Clue::Level(3)),
    );
    assert!(!game
        .legal_actions(CELIA)
        .contains(&FireworksAction::Play(0)));
    assert!(game
        .legal_actions(CELIA)
        .contains(&FireworksAction::Play(1)));
}

#[test]
fn a_preset_that_uses_a_card_too_often_is_refused_with_the_reason() {
    let wrong = Preset {
        hands: vec![
            cards("R5 R5 B1 G1 Y1"),
            cards("R2 W3 R3 B4 W5"),
            cards("G2 Y2 B2 W2 G5"),
        ],
        ..Preset::default()
    };
    let error = wrong
        .validate(Default::default(), Layout::default())
        .unwrap_err();
    assert!(error.contains("Red 5 is used more often"), "{error}");
    let short = Preset {
        hands: vec![
            cards("R1"),
            cards("R2 W3 R3 B4 W5"),
            cards("G2 Y2 B2 W2 G5"),
        ],
        ..Preset::default()
    };
    assert!(short
        .validate(Default::default(), Layout::default())
        .unwrap_err()
        .contains("5 cards"));
}
