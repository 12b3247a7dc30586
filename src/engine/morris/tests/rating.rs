//! Move ratings ([`RatesMoves`]): `hard`'s search scores every legal
//! command in stones, in the legal order, reproducibly under a node cap.

use super::{play_all, preset_game};
use crate::engine::agent::{Budget, FrozenClock};
use crate::engine::game::Game;
use crate::engine::morris::ai::book;
use crate::engine::morris::ai::rate::WIN_STONES;
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;
use crate::engine::rating::{near_best, Rated, RatesMoves};

/// A budget that stops on `nodes` alone.
fn nodes(n: u64) -> Budget {
    Budget {
        time_ms: 60_000.0,
        max_work: Some(n),
    }
}

/// The value of the command `text` among `rated`.
fn value_of(rated: &[Rated<Move>], text: &str) -> f64 {
    rated
        .iter()
        .find(|r| r.action.to_string() == text)
        .unwrap_or_else(|| panic!("{text} is not rated"))
        .value
}

/// The best value among `rated`.
fn best(rated: &[Rated<Move>]) -> f64 {
    rated
        .iter()
        .map(|r| r.value)
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Seat 0 to move: A1-D1 closes D1-D2-D3 (which seat 1's G1 blocks if
/// it waits), while D7-G7 opens D7 to seat 1's A7, which closes
/// D5-D6-D7. Six stones a side (E4 and C4 stand aside), so that no move
/// leads into the solved endgames (up to five a side), where both are
/// drawn.
fn mill_or_blunder() -> Morris {
    preset_game(
        "A1 D2 D3 D7 B6 E4",
        "G1 D5 D6 A7 F6 C4",
        [0, 0],
        [3, 3],
        0,
        40,
    )
}

#[test]
fn every_legal_command_is_rated_once_in_the_legal_order_and_reproducibly() {
    let mut game = Morris::new(&MorrisOptions::default(), 0).0;
    play_all(
        &mut game,
        &[
            "PLACE;D2", "PLACE;D6", "PLACE;B4", "PLACE;F4", "PLACE;A1", "PLACE;G7", "PLACE;C3",
            "PLACE;E5",
        ],
    );
    let legal = game.legal_actions(0);
    let rated = game.rate_moves(0, 1, nodes(30_000), &FrozenClock);
    let actions: Vec<Move> = rated.iter().map(|r| r.action).collect();
    assert_eq!(actions, legal);
    assert!(rated.iter().all(|r| r.value.abs() < WIN_STONES));
    assert_eq!(rated, game.rate_moves(0, 2, nodes(30_000), &FrozenClock));
    assert!(game.rate_moves(1, 1, nodes(1_000), &FrozenClock).is_empty());
    assert_eq!(Morris::RATING_UNIT, "stones");
}

#[test]
fn closing_a_mill_rates_stones_above_opening_one_to_the_opponent() {
    let game = mill_or_blunder();
    let rated = game.rate_moves(0, 1, nodes(200_000), &FrozenClock);
    // Each victim of the mill is its own command.
    let closing: Vec<&Rated<Move>> = rated
        .iter()
        .filter(|r| r.action.to.name() == "D1" && r.action.take.is_some())
        .collect();
    assert_eq!(closing.len(), 6, "{rated:?}");
    let blunder = value_of(&rated, "MOVE;D7;G7");
    let mill = closing.iter().map(|r| r.value).fold(f64::MIN, f64::max);
    assert!(mill > blunder + 1.5, "mill {mill}, blunder {blunder}");
    assert_eq!(mill, best(&rated), "{rated:?}");
    let top = closing.iter().find(|r| r.value == mill).unwrap();
    assert!(near_best(&rated, &top.action, 0.0));
    let blunder_move = Move::parse("MOVE;D7;G7").unwrap();
    assert!(!near_best(&rated, &blunder_move, 1.0));
}

#[test]
fn a_forced_win_rates_near_a_hundred_stones() {
    // G4-G1 closes a mill and takes seat 1's seventh stone.
    let game = preset_game("A1 D1 G4 B6", "A4 B4 E3", [0, 0], [6, 5], 0, 100);
    let rated = game.rate_moves(0, 1, nodes(20_000), &FrozenClock);
    let win = rated
        .iter()
        .find(|r| r.action.to.name() == "G1" && r.action.take.is_some())
        .expect("the winning command is rated");
    assert!(win.value > WIN_STONES - 1.0, "{rated:?}");
    assert!(near_best(&rated, &win.action, 0.0));
    assert!(rated
        .iter()
        .filter(|r| r.action.take.is_none())
        .all(|r| r.value < WIN_STONES - 1.0));
}

#[test]
fn the_placement_books_move_is_rated_the_best() {
    let game = Morris::new(&MorrisOptions::default(), 0).0;
    let booked = book::shipped()
        .and_then(|b| b.lookup(game.position()))
        .expect("the book holds the opening");
    let rated = game.rate_moves(0, 1, nodes(5_000), &FrozenClock);
    assert_eq!(rated.len(), 24);
    assert!(near_best(&rated, &booked, 0.0), "{booked} in {rated:?}");
}
