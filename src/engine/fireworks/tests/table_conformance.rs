//! The shared conformance suite and the engine's invariants at a
//! standard table of every count, with every deck.

use crate::engine::conformance::check_with;
use crate::engine::fireworks::options::{Deck, FireworksOptions};
use crate::engine::fireworks::Fireworks;
use crate::engine::game::Game;

/// Seeds per count and deck (12 tables: 2,400 games in all).
const SEEDS: u64 = 200;

#[test]
fn the_standard_table_passes_the_conformance_suite_at_every_count_and_deck() {
    for name in ["standard", "standard-6-colours", "standard-rainbow"] {
        let preset = FireworksOptions::preset(name).unwrap();
        for n in 2..=5 {
            let options = Fireworks::with_seat_count(&preset, n).unwrap();
            let summary = check_with::<Fireworks>(&options, 0..SEEDS)
                .unwrap_or_else(|e| panic!("{name} with {n}: {e}"));
            assert_eq!(summary.games, SEEDS);
            assert!(summary.refused > 0 && summary.decisions > 0);
        }
    }
    assert_eq!(Deck::Rainbow.size(), 60);
}
