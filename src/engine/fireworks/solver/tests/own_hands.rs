//! The bound that sees each player play only their own cards at the end:
//! hand-made tables of two where it is exact and the count of plays was
//! not, and every position an exhaustive search visits on small decks
//! (final turns included) bounded from above.

use std::collections::HashMap;

use super::super::bounds::{bound_score, upper_bound, Limit};
use super::super::position::{Deal, Move, Position};
use super::super::search::solve_position;
use super::brute::{brute, rule_sets};
use super::{plenty, preset_game, small_deck, start_of, table, yellow_end};
use crate::engine::agent::FrozenClock;

/// The bound's reasons, the solver's answer and the exhaustive search's
/// value at `position`.
fn judged(deal: &Deal, position: &Position) -> (u32, Vec<Limit>, u32, bool, u32) {
    let bound = upper_bound(deal, position);
    let found = solve_position(deal, position, plenty(), &FrozenClock);
    let truth = brute(deal, position, &mut HashMap::new());
    (bound.score, bound.limits, found.score, found.exact, truth)
}

#[test]
fn two_cards_of_one_hand_cannot_both_wait_for_the_final_turns() {
    // One card left: the yellow 3 and 4 are the first player's, the
    // yellow 5 the second's. Counting plays, 3 are left (the draw and a
    // final turn each) for the 3 yellows: 25. But the last drawing turn
    // and the final turns belong to players: the yellow 3 must be played
    // by the first player drawing the last card, the yellow 4 on the same
    // player's final turn, which is the round's last; the yellow 5 never.
    let preset = yellow_end(2, ["Y3 Y4 W1 W1 R1", "Y5 B1 B1 G1 G1"], "R1");
    let game = preset_game(table(2), preset);
    let (deal, start) = start_of(&game);
    let own_hands = vec![Limit::OwnHands { each: 1 }];
    assert_eq!(judged(&deal, &start), (24, own_hands, 24, true, 24));
}

#[test]
fn in_the_final_turns_a_player_plays_one_card_of_their_own() {
    // The first player holds the yellow 4 and 5. If they play the 4
    // drawing the last card, their final turn plays the 5: 25.
    let preset = yellow_end(3, ["Y4 Y5 W1 W1 R1", "B1 B1 G1 G1 R1"], "W2");
    let game = preset_game(table(2), preset);
    let (deal, start) = start_of(&game);
    assert_eq!(judged(&deal, &start), (25, Vec::new(), 25, true, 25));
    // If instead they hint and their partner draws the last card, the two
    // final turns are the first player's then the partner's: one of the
    // two yellows only. The count of plays left (2) allowed both.
    let stalled = deal.after(&start, Move::Stall);
    let counting = deal.after(&stalled, Move::Discard(4));
    assert_eq!(deal.deck_left(&counting), 0);
    assert_eq!(counting.current, 0);
    let own_hands = vec![Limit::OwnHands { each: 1 }];
    assert_eq!(judged(&deal, &counting), (24, own_hands, 24, true, 24));
}

/// Every position an exhaustive search from `start` visits, with its
/// value.
fn visited(deal: &Deal, start: &Position) -> HashMap<Position, u32> {
    let mut memo = HashMap::new();
    brute(deal, start, &mut memo);
    memo
}

#[test]
fn no_position_of_a_small_deck_is_bounded_below_its_value() {
    let mut positions = 0;
    let mut owned = 0;
    for (set, options) in rule_sets().iter().enumerate() {
        for seed in 0..6u64 {
            let deck = 1 + (seed % 3) as usize;
            let preset = small_deck(options, seed * 17 + 500 + set as u64, deck);
            let game = preset_game(options.clone(), preset);
            let (deal, start) = start_of(&game);
            for (position, value) in visited(&deal, &start) {
                let bound = upper_bound(&deal, &position);
                assert!(
                    bound.score >= value,
                    "rules {set}, seed {seed}: {bound:?} below {value} at {position:?}"
                );
                assert_eq!(bound_score(&deal, &position), bound.score);
                positions += 1;
                owned += usize::from(
                    bound
                        .limits
                        .iter()
                        .any(|l| matches!(l, Limit::OwnHands { .. })),
                );
            }
        }
    }
    assert!(positions > 1_000, "only {positions} positions");
    assert!(owned > 10, "the owned plays lowered only {owned} bounds");
}
