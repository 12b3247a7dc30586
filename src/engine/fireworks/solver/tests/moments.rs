//! The moment a hand-made game loses its best score, and why.

use super::super::super::actions::{Clue, FireworksAction};
use super::super::super::cards::Colour;
use super::super::bounds::Limit;
use super::super::moment::losses;
use super::{plenty, record, yellow_end};
use crate::engine::agent::FrozenClock;
use crate::engine::fireworks::Card;

#[test]
fn discarding_the_last_yellow_4_is_the_moment_the_perfect_score_goes() {
    let preset = yellow_end(3, ["W1 Y4 W1 R1 R1", "Y5 B1 B1 G1 G1"], "W2 R2");
    let game = record(
        preset,
        &[
            FireworksAction::Discard(0),
            FireworksAction::Discard(1),
            FireworksAction::Discard(1),
        ],
    );
    let rounds = losses(&game, plenty(), &FrozenClock).expect("a legal record");
    assert_eq!(rounds.len(), 1);
    let round = &rounds[0];
    assert_eq!((round.best, round.settled), (25, true));
    assert_eq!(round.drops.len(), 1, "{round:?}");
    let drop = &round.drops[0];
    let yellow_4 = Card::new(Colour::Yellow, 4);
    assert_eq!((drop.step, drop.seat, drop.card), (2, 0, Some(yellow_4)));
    assert_eq!((drop.before, drop.after, drop.exact), (25, 23, true));
    assert!(!drop.mistake);
    assert_eq!(drop.limits, vec![Limit::DeadCard { card: yellow_4 }]);
}

#[test]
fn the_fatal_mistake_is_the_moment_and_the_round_scores_nothing() {
    let mut preset = yellow_end(3, ["W1 Y4 W1 R1 R1", "Y5 B1 B1 G1 G1"], "W2 R2");
    preset.mistakes = vec![2];
    let game = record(preset, &[FireworksAction::Play(0)]);
    let rounds = losses(&game, plenty(), &FrozenClock).expect("a legal record");
    let drop = &rounds[0].drops[0];
    assert_eq!((drop.step, drop.before, drop.after), (0, 25, 0));
    assert!(drop.mistake);
    assert_eq!(drop.limits, vec![Limit::RoundOver { lost: true }]);
}

#[test]
fn a_hint_in_the_final_turns_leaves_too_few_turns() {
    // Player 0 plays yellow 3 and draws the last card; player 1 must
    // play yellow 4 now and player 0 yellow 5 after: a hint instead
    // loses the perfect score.
    let mut preset = yellow_end(2, ["Y3 Y5 W1 W1 R1", "Y4 B1 B1 G1 G1"], "R1");
    preset.tokens = None;
    let hint = FireworksAction::Hint {
        to: 0,
        clue: Clue::Colour(Colour::Yellow),
    };
    let game = record(preset, &[FireworksAction::Play(0), hint]);
    let rounds = losses(&game, plenty(), &FrozenClock).expect("a legal record");
    assert_eq!(rounds[0].best, 25);
    let drop = &rounds[0].drops[0];
    assert_eq!((drop.step, drop.before, drop.after), (1, 25, 23));
    assert_eq!(drop.card, None);
    assert!(
        matches!(drop.limits[..], [Limit::TooFewTurns { plays_left: 1, .. }]),
        "{:?}",
        drop.limits
    );
}
