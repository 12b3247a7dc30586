//! Rule 13: an invalid answer or a timeout scores 0 for that round and
//! ends it; the player's other rounds are played normally.

use super::{act, game, preset, HANDS};
use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::events::{FireworksEvent, RoundEnd};
use crate::engine::fireworks::options::FireworksOptions;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;

#[test]
fn rule_13_the_player_scores_zero_for_the_round_and_it_ends_at_once() {
    let mut game = game(preset(HANDS, ""));
    act(&mut game, FireworksAction::Play(0)); // Bob: Red 1.
    let events = game.forfeit(2, "timed out");
    assert_eq!(
        events[0],
        FireworksEvent::Forfeited {
            round: 0,
            seat: 2,
            reason: "timed out".to_string(),
            table: false,
        }
    );
    assert!(matches!(
        events[1],
        FireworksEvent::RoundOver {
            end: RoundEnd::Forfeit,
            ref points,
            forfeited: Some(2),
            ..
        } if points == &[11, 0, 11]
    ));
    assert!(game.is_over());
    assert_eq!(game.outcome().unwrap().scores, vec![0, 11, 0, 11]);
}

#[test]
fn rule_13_the_other_rounds_are_played_normally() {
    let (mut game, _) = Fireworks::new(&FireworksOptions::default(), 9);
    assert_eq!(game.to_act(), vec![1]);
    let events = game.forfeit(1, "invalid answer `PASS`");
    assert!(events
        .iter()
        .any(|e| matches!(e, FireworksEvent::RoundStarted { round: 1, .. })));
    assert_eq!(game.results()[0].points, [0, 10, 10]);
    // Round 1 is played by 0, 2 and 3; round 2 by 0, 1 and 3: player 1
    // is back.
    game.forfeit(0, "timed out");
    assert_eq!(game.round().players, [0, 1, 3]);
    assert_eq!(game.to_act(), vec![0]);
    let legal = game.legal_actions(0);
    act(&mut game, legal[0]);
    assert_eq!(game.to_act(), vec![1], "player 1 acts again");
    assert!(!game.legal_actions(1).is_empty());
}

#[test]
fn a_forfeit_by_a_player_not_in_the_round_or_after_the_end_changes_nothing() {
    let mut game = game(preset(HANDS, ""));
    let before = game.clone();
    assert!(game.forfeit(0, "sits out").is_empty());
    assert_eq!(game, before);
    game.forfeit(1, "crashed");
    let over = game.clone();
    assert!(game.forfeit(2, "late").is_empty());
    assert_eq!(game, over);
}
