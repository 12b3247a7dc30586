//! Move ratings ([`RatesMoves`]): one per legal card or row, in the legal
//! order, reproducible, and agreeing with the `hard` AI.

use super::{play_turn, table};
use crate::engine::agent::{decide, Budget, FrozenClock};
use crate::engine::game::Game;
use crate::engine::rating::{near_best, Rated, RatesMoves};
use crate::engine::take5::{Take5, Take5Action, Take5Options};

/// A budget that stops on `playouts` alone.
fn capped(playouts: u64) -> Budget {
    Budget {
        time_ms: 60_000.0,
        max_work: Some(playouts),
    }
}

/// The value of `action` among `rated`.
fn value_of(rated: &[Rated<Take5Action>], action: Take5Action) -> f64 {
    rated.iter().find(|r| r.action == action).unwrap().value
}

/// The best value among `rated`.
fn best(rated: &[Rated<Take5Action>]) -> f64 {
    rated
        .iter()
        .map(|r| r.value)
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Row 0 is full (12 cows): 16 would be its sixth card; 61 is safe.
fn trap() -> Take5 {
    table(
        [vec![10, 11, 12, 13, 15], vec![40], vec![60], vec![80]],
        [vec![16, 61], vec![41, 42], vec![81, 82], vec![90, 91]],
    )
}

#[test]
fn every_legal_card_is_rated_once_in_the_legal_order_and_reproducibly() {
    let (game, _) = Take5::new(&Take5Options::default(), 31);
    let legal = game.legal_actions(0);
    let rated = game.rate_moves(0, 5, capped(400), &FrozenClock);
    let actions: Vec<Take5Action> = rated.iter().map(|r| r.action).collect();
    assert_eq!(actions, legal);
    assert!(rated.iter().all(|r| r.value <= 0.0 && r.value.is_finite()));
    assert_eq!(rated, game.rate_moves(0, 5, capped(400), &FrozenClock));
    assert_eq!(Take5::RATING_UNIT, "cows");
}

#[test]
fn a_seat_with_nothing_to_do_has_no_ratings() {
    let mut game = trap();
    game.apply(0, &Take5Action::Play(61)).unwrap();
    assert!(game.rate_moves(0, 1, capped(100), &FrozenClock).is_empty());
}

#[test]
fn the_sixth_card_of_a_full_row_rates_far_below_a_safe_card() {
    let rated = trap().rate_moves(0, 1, capped(400), &FrozenClock);
    let sixth = value_of(&rated, Take5Action::Play(16));
    let safe = value_of(&rated, Take5Action::Play(61));
    // Playing 16 now takes the 12 cows for sure.
    assert!(sixth <= -12.0, "{rated:?}");
    assert!(safe > sixth + 3.0, "{rated:?}");
    assert!(near_best(&rated, &Take5Action::Play(61), 0.0));
    assert!(!near_best(&rated, &Take5Action::Play(16), 3.0));
}

#[test]
fn the_rows_a_seat_must_choose_from_are_rated_by_their_cows_and_after() {
    let mut game = table(
        [vec![55, 56], vec![66, 67], vec![70, 71], vec![50]],
        [vec![2, 3], vec![90, 91], vec![92, 93], vec![94, 95]],
    );
    play_turn(&mut game, [2, 90, 92, 94]);
    let legal = game.legal_actions(0);
    let rated = game.rate_moves(0, 2, capped(400), &FrozenClock);
    let actions: Vec<Take5Action> = rated.iter().map(|r| r.action).collect();
    assert_eq!(actions, legal);
    // Row 3 (50) costs 3 cows, row 0 (55 56) 8: taking a row costs at
    // least its cows, and the cheap row is the best.
    for (row, cows) in [(0, 8.0), (1, 6.0), (2, 4.0), (3, 3.0)] {
        assert!(
            value_of(&rated, Take5Action::Pick(row)) <= -cows,
            "{rated:?}"
        );
    }
    assert_eq!(value_of(&rated, Take5Action::Pick(3)), best(&rated));
    assert!(near_best(&rated, &Take5Action::Pick(3), 0.0));
}

#[test]
fn the_best_rated_card_is_the_one_hard_plays_with_the_same_seed_and_cap() {
    let (game, _) = Take5::new(&Take5Options::default(), 8);
    for seed in 0..3 {
        let rated = game.rate_moves(0, seed, capped(300), &FrozenClock);
        let chosen = decide(&game, 0, "hard", seed, Some(300), &FrozenClock).unwrap();
        assert_eq!(value_of(&rated, chosen), best(&rated), "seed {seed}");
        assert!(near_best(&rated, &chosen, 0.0));
    }
}
