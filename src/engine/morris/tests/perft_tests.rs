//! Perft: pinned counts from the start and a cross-check against the naive
//! rules over positions from all three phases.

use super::naive::Rules;
use super::{preset_game, to_naive};
use crate::engine::game::Game;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::perft::perft;
use crate::engine::morris::state::Morris;
use crate::engine::rng::Pcg32;

#[test]
fn perft_from_the_start_depths_1_to_4() {
    let start = Morris::new(&MorrisOptions::default(), 0).0;
    // No mill can close within 4 plies: 24 * 23 * 22 * 21.
    assert_eq!(perft(&start, 0), 1);
    assert_eq!(perft(&start, 1), 24);
    assert_eq!(perft(&start, 2), 552);
    assert_eq!(perft(&start, 3), 12_144);
    assert_eq!(perft(&start, 4), 255_024);
}

#[test]
fn perft_depth_5_adds_one_sequence_per_extra_victim_of_a_first_mill() {
    let start = Morris::new(&MorrisOptions::default(), 0).0;
    // Ply 5 is the first that can close a mill: seat 0's three stones fill
    // one of 16 mills in any of 3! orders while seat 1's two stones lie on
    // 2 of the other 21 fields in order; such a placement becomes one
    // PLACE&TAKE per seat-1 stone (2) instead of one PLACE.
    let quiet = 24 * 23 * 22 * 21 * 20;
    let mill_sequences = 16 * 6 * 21 * 20;
    assert_eq!(perft(&start, 5), quiet + mill_sequences);
}

#[test]
fn perft_matches_the_naive_rules_on_set_up_positions() {
    let rules = Rules::new();
    let positions = [
        preset_game("A1 D1 G4 G7", "B2 B4 E3 D5", [5, 5], [0, 0], 0, 8),
        preset_game("A1 D1 B6", "A7 D7 G7", [6, 6], [0, 0], 0, 6),
        preset_game("A1 D1 B2 B4", "", [2, 6], [3, 3], 0, 6),
        preset_game("A1 D2 F4 G7", "B4 C5 E3 D7", [0, 0], [5, 5], 0, 60),
        preset_game("A1 D1 G4 B6", "A4 B4 E3", [0, 0], [6, 5], 0, 100),
        preset_game("A4 D1 G4 D6", "A1 G1 A7 G7", [0, 0], [5, 5], 0, 197),
        preset_game("A1 D1", "B6", [2, 2], [6, 5], 0, 14),
    ];
    for game in &positions {
        let naive = to_naive(game.position());
        // Depth 3 where the naive count stays quick.
        let deepest = if perft(game, 2) < 3000 { 3 } else { 2 };
        for depth in 1..=deepest {
            assert_eq!(
                perft(game, depth),
                rules.perft(&naive, depth),
                "depth {depth} from {:?}",
                game.position()
            );
        }
    }
}

#[test]
fn perft_matches_the_naive_rules_along_random_games() {
    let rules = Rules::new();
    let mut rng = Pcg32::new(2024);
    let mut checked = 0;
    for _ in 0..4 {
        let mut game = Morris::new(&MorrisOptions::default(), 0).0;
        while !game.is_over() {
            let seat = game.to_act()[0];
            if rng.below(8) == 0 {
                let naive = to_naive(game.position());
                assert_eq!(perft(&game, 2), rules.perft(&naive, 2));
                checked += 1;
            }
            let legal = game.legal_actions(seat);
            let mv = *rng.choose(&legal).unwrap();
            game.apply(seat, &mv).unwrap();
        }
    }
    assert!(checked > 20);
}
