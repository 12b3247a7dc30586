//! The solver against an exhaustive search with no pruning on random
//! small decks of every rule set, and its bounds' reasons on hand-made
//! ones.

use std::collections::HashMap;

use super::super::super::actions::HAND_SIZE;
use super::super::super::cards::Colour;
use super::super::super::options::{Deck, FireworksOptions, Preset, Rest};
use super::super::bounds::{upper_bound, Limit};
use super::super::position::{Deal, Move, Position, EMPTY};
use super::super::search::solve_position;
use super::{cards, engine_score, plenty, preset_game, replayed, small_deck, start_of, table};
use crate::engine::agent::FrozenClock;
use crate::engine::fireworks::Card;

/// The best score by trying every play, every legal discard and a hint
/// at every turn (the positions remembered, their hands in sorted order
/// as slots do not matter; nothing cut).
pub(super) fn brute(deal: &Deal, position: &Position, memo: &mut HashMap<Position, u32>) -> u32 {
    if position.over {
        return deal.score(position);
    }
    let mut sorted = *position;
    sorted
        .hands
        .iter_mut()
        .for_each(|hand| hand.sort_unstable());
    if let Some(&value) = memo.get(&sorted) {
        return value;
    }
    let id = usize::from(position.current);
    let mut moves = Vec::new();
    for slot in (0..HAND_SIZE).filter(|&s| position.hands[id][s] != EMPTY) {
        moves.push(Move::Play(slot));
        if deal.may_discard(position) {
            moves.push(Move::Discard(slot));
        }
    }
    if deal.stall_action(position).is_some() {
        moves.push(Move::Stall);
    }
    let value = moves
        .iter()
        .map(|&step| brute(deal, &deal.after(position, step), memo))
        .max()
        .unwrap_or_else(|| deal.score(position));
    memo.insert(sorted, value);
    value
}

/// Every rule set and table size the small decks are dealt for.
pub(super) fn rule_sets() -> Vec<FireworksOptions> {
    let mut sets = vec![FireworksOptions::default()];
    for players in 2..=5 {
        sets.push(table(players));
    }
    for deck in [Deck::SixColours, Deck::Rainbow] {
        let mut options = table(3);
        options.deck = deck;
        sets.push(options);
    }
    sets
}

#[test]
fn the_solver_agrees_with_the_exhaustive_search_on_small_decks() {
    let mut searched = 0;
    let mut proved = 0;
    for (set, options) in rule_sets().iter().enumerate() {
        for seed in 0..12u64 {
            let deck = 1 + (seed % 3) as usize;
            let preset = small_deck(options, seed * 31 + set as u64, deck);
            let game = preset_game(options.clone(), preset);
            let (deal, start) = start_of(&game);
            let truth = brute(&deal, &start, &mut HashMap::new());
            let found = solve_position(&deal, &start, plenty(), &FrozenClock);
            let context = format!("rules {set}, seed {seed}: {found:?}");
            assert!(found.exact, "{context}");
            assert_eq!(found.score, truth, "{context}");
            assert!(upper_bound(&deal, &start).score >= truth, "{context}");
            assert_eq!(
                engine_score(&replayed(&game, &found.line)),
                truth,
                "{context}"
            );
            searched += usize::from(found.nodes > 0);
            proved += usize::from(found.bound.limits.contains(&Limit::NoLine));
        }
    }
    assert!(searched > 10, "the search ran on {searched} decks only");
    assert!(
        proved > 10,
        "the search proved a best below the bound {proved} times only"
    );
}

/// A standard table of two, every firework complete but yellow at
/// `yellow`, with these hands and deck (every other card discarded).
fn yellow_end(yellow: u8, hands: [&str; 2], deck: &str) -> Preset {
    Preset {
        hands: hands.iter().map(|h| cards(h)).collect(),
        deck: cards(deck),
        rest: Rest::Discarded,
        fireworks: vec![5, 5, 5, 5, yellow],
        ..Preset::default()
    }
}

#[test]
fn a_last_copy_drawn_last_is_played_too_late_for_the_levels_above_it() {
    // Yellow 3's only copy left is the last card: whoever draws it plays
    // it on their final turn at best, the round's last turn, too late
    // for yellow 4 and 5.
    let preset = yellow_end(2, ["Y4 Y5 W1 W1 R1", "Y4 B1 B1 G1 G1"], "R1 Y3");
    let game = preset_game(table(2), preset);
    let (deal, start) = start_of(&game);
    let bound = upper_bound(&deal, &start);
    let yellow_3 = Card::new(Colour::Yellow, 3);
    assert!(
        bound.limits.iter().any(|l| matches!(
            l,
            Limit::BuriedTooDeep { card, depth: 2, stops_at: 3, .. } if *card == yellow_3
        )),
        "{bound:?}"
    );
    assert_eq!(bound.score, 23);
    let found = solve_position(&deal, &start, plenty(), &FrozenClock);
    assert_eq!((found.score, found.exact), (23, true));
    assert_eq!(found.score, brute(&deal, &start, &mut HashMap::new()));
}

#[test]
fn a_lost_last_copy_is_a_dead_card_and_ends_its_firework() {
    // Both yellow 4s are gone (one listed discarded, one left out).
    let mut preset = yellow_end(3, ["Y5 W1 W1 R1 R1", "B1 B1 G1 G1 Y1"], "W2 R2");
    preset.discards = cards("Y4");
    let game = preset_game(table(2), preset);
    let (deal, start) = start_of(&game);
    let bound = upper_bound(&deal, &start);
    assert_eq!(bound.score, 23);
    assert_eq!(
        bound.limits,
        vec![Limit::DeadCard {
            card: Card::new(Colour::Yellow, 4)
        }]
    );
    let found = solve_position(&deal, &start, plenty(), &FrozenClock);
    assert_eq!((found.score, found.exact), (23, true));
}
