//! Rules 8 and 9: how a round ends and how it is scored.

use super::{act, cards, game, game_with, preset, short_deck, HANDS};
use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::cards::Colour;
use crate::engine::fireworks::events::{FireworksEvent, RoundEnd};
use crate::engine::fireworks::options::Rules;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;

#[test]
fn rule_8_the_fourth_mistake_ends_the_round_at_once() {
    let mut three_made = preset(HANDS, "W5");
    three_made.mistakes = vec![2, 1, 0];
    let mut game = game(three_made);
    assert_eq!(game.round().mistakes_left, 0);
    let deck = game.round().deck.len();
    let events = act(&mut game, FireworksAction::Play(4)); // Bob: Yellow 1 fits.
    assert!(!game.is_over());
    let events_after = act(&mut game, FireworksAction::Play(1)); // Celia: White 3.
    assert!(events
        .iter()
        .all(|e| !matches!(e, FireworksEvent::RoundOver { .. })));
    assert!(matches!(
        events_after[0],
        FireworksEvent::Mistake {
            ends_round: true,
            fatal: 4,
            ..
        }
    ));
    assert!(
        !events_after
            .iter()
            .any(|e| matches!(e, FireworksEvent::Drew { .. })),
        "no card is drawn after the fatal mistake"
    );
    assert!(game.is_over(), "a one-round game ends with its round");
    assert_eq!(game.round().deck.len(), deck - 1);
    let result = game.results()[0].clone();
    assert_eq!(result.end, RoundEnd::FatalMistake);
    // Rule 9, no special case: 10 + the levels played − own mistakes.
    assert_eq!(result.points, [10 + 1 - 2, 10 + 1 - 2, 10 + 1]);
}

#[test]
fn rule_8_the_round_ends_when_all_five_fireworks_are_complete() {
    let mut almost = preset(["Y5 W1 B1 G1 Y1", "R1 W1 R2 B2 G2", "W2 Y2 B3 R3 Y4"], "");
    almost.fireworks = vec![5, 5, 5, 5, 4];
    let mut game = game(almost);
    let events = act(&mut game, FireworksAction::Play(0));
    assert!(game.is_over());
    assert!(events.iter().any(|e| matches!(
        e,
        FireworksEvent::RoundOver {
            end: RoundEnd::AllComplete,
            points,
            ..
        } if points == &[85, 85, 85]
    )));
}

/// Gives hints until the round ends; returns how many turns it took.
fn hint_until_over(game: &mut Fireworks) -> usize {
    let mut turns = 0;
    while !game.is_over() {
        let seat = game.to_act()[0];
        let any_hint = *game
            .legal_actions(seat)
            .iter()
            .find(|a| matches!(a, FireworksAction::Hint { .. }))
            .expect("tokens are left");
        act(game, any_hint);
        turns += 1;
    }
    turns
}

#[test]
fn rule_8_after_the_last_card_every_player_takes_three_more_turns() {
    let mut game = game(short_deck(HANDS, "W4", [0; 5]));
    let events = act(&mut game, FireworksAction::Play(0)); // Bob draws the last card.
    assert!(events.contains(&FireworksEvent::LastCardDrawn {
        round: 0,
        seat: 1,
        each: 3,
        total: 9,
        next: 2,
        table: false,
    }));
    assert_eq!(hint_until_over(&mut game), 9, "nine turns in normal order");
    assert_eq!(game.results()[0].end, RoundEnd::FinalTurnsDone);
    assert_eq!(game.results()[0].turns, 10);
}

#[test]
fn the_standard_rules_give_one_more_turn_each_and_end_on_the_third_mistake() {
    let mut game = game_with(Rules::STANDARD, short_deck(HANDS, "W4", [0; 5]));
    act(&mut game, FireworksAction::Play(0));
    assert_eq!(hint_until_over(&mut game), 3);
    let mut two_made = preset(HANDS, "");
    two_made.mistakes = vec![1, 1, 0];
    let mut game = game_with(Rules::STANDARD, two_made);
    let events = act(&mut game, FireworksAction::Play(1)); // Bob: White 1 fits.
    assert!(!game.is_over(), "{events:?}");
    let events = act(&mut game, FireworksAction::Play(1)); // Celia: White 3.
    assert!(matches!(
        events[0],
        FireworksEvent::Mistake {
            ends_round: true,
            fatal: 3,
            ..
        }
    ));
    assert!(game.is_over());
}

#[test]
fn rule_9_points_are_ten_plus_the_levels_played_minus_your_own_mistakes() {
    let mut game = game(preset(HANDS, "W2 Y3 W3"));
    act(&mut game, FireworksAction::Play(0)); // Bob: Red 1.
    act(&mut game, FireworksAction::Play(0)); // Celia: Red 2.
    act(&mut game, FireworksAction::Play(0)); // David: Green 2, a mistake.
    act(&mut game, FireworksAction::Play(1)); // Bob: White 1.
    act(&mut game, FireworksAction::Play(2)); // Celia: Red 3.
    assert_eq!(game.round().fireworks, [1, 3, 0, 0, 0, 0]);
    // 1 + (1 + 2 + 3) = 7 level points.
    assert_eq!(game.round().points(), [17, 17, 16]);
    assert_eq!(cards("R3")[0].colour, Colour::Red);
}
