//! The public outlook on real games: a standard table of two where the
//! second player's 5 is discarded on the second turn, and a CodinGame
//! round in its level points.

use super::Outlook;
use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::cards::Card;
use crate::engine::fireworks::options::FireworksOptions;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;
use crate::engine::record::{GameRecord, Step};

/// The first seed of `preset` whose second player to act holds a 5,
/// with its slot and the card.
pub(crate) fn second_players_five(preset: &str) -> (u64, usize, Card) {
    let options = FireworksOptions::preset(preset).expect("a preset");
    (0..100)
        .find_map(|seed| {
            let (game, _) = Fireworks::new(&options, seed);
            let view = game.view(game.to_act()[0]);
            view.hands[1].iter().flatten().find_map(|seen| {
                let card = seen.card?;
                (card.level == 5).then_some((seed, seen.slot, card))
            })
        })
        .expect("a seed where seat 1 holds a 5")
}

/// The game `preset` and `seed` deal after the seat to act gives its
/// first legal clue and the next player discards `slot`.
fn clue_then_discard(preset: &str, seed: u64, slot: usize) -> Fireworks {
    let options = FireworksOptions::preset(preset).expect("a preset");
    let (mut game, _) = Fireworks::new(&options, seed);
    let first = game.to_act()[0];
    let clue = game
        .legal_actions(first)
        .into_iter()
        .find(|a| matches!(a, FireworksAction::Hint { .. }))
        .expect("a clue");
    game.apply(first, &clue).expect("the clue is legal");
    let second = game.to_act()[0];
    game.apply(second, &FireworksAction::Discard(slot))
        .expect("the discard is legal");
    game
}

/// The record of `preset`'s first game (seed: [`second_players_five`])
/// where the first player gives its first legal clue and the second
/// discards its 5, with that card.
pub(crate) fn five_discarded(preset: &str) -> (GameRecord<Fireworks>, Card) {
    let (seed, slot, five) = second_players_five(preset);
    let options = FireworksOptions::preset(preset).expect("a preset");
    let (mut game, _) = Fireworks::new(&options, seed);
    let mut record = GameRecord::<Fireworks>::new("fireworks", options, seed);
    for _ in 0..2 {
        let seat = game.to_act()[0];
        let action = if record.steps.is_empty() {
            game.legal_actions(seat)
                .into_iter()
                .find(|a| matches!(a, FireworksAction::Hint { .. }))
                .expect("a clue")
        } else {
            FireworksAction::Discard(slot)
        };
        game.apply(seat, &action).expect("legal");
        record.steps.push(Step::Act { seat, action });
    }
    (record, five)
}

#[test]
fn a_standard_table_of_two_counts_its_turns_and_its_pace() {
    let options = FireworksOptions::preset("standard").unwrap();
    let (game, _) = Fireworks::new(&options, 3);
    let start = Outlook::of(&game.view(0));
    // 40 cards in the deck, 8 tokens, one final turn each.
    assert_eq!(start.max_score, 25);
    assert_eq!(start.perfect, 25);
    assert!(start.height);
    assert_eq!(start.pace, 40 + 2 - 25);
    assert_eq!(start.max_turns, 40 + 8 + 39 + 2);
    assert!(start.lost.is_empty());
    assert_eq!(Outlook::just_lost(&game.view(0)), None);
}

#[test]
fn the_last_copy_of_a_five_discarded_lowers_the_max_score_for_everyone() {
    let (seed, slot, five) = second_players_five("standard");
    let game = clue_then_discard("standard", seed, slot);
    for seat in 0..2 {
        let view = game.view(seat);
        let outlook = Outlook::of(&view);
        assert_eq!(outlook.max_score, 24, "seat {seat}");
        assert_eq!(outlook.lost, vec![five]);
        assert_eq!(outlook.pace, 39 + 2 - 24);
        // One turn fewer than after the clue: a turn went by.
        assert_eq!(outlook.max_turns, 39 + 8 + 38 + 2);
        assert_eq!(Outlook::just_lost(&view), Some((five, false)));
        assert_eq!(Outlook::before_losing(&view, five).max_score, 25);
    }
}

#[test]
fn a_codingame_round_counts_level_points() {
    let (seed, slot, five) = second_players_five("codingame");
    let options = FireworksOptions::default();
    let (game, _) = Fireworks::new(&options, seed);
    let start = Outlook::of(&game.view(0));
    assert_eq!(start.perfect, 75);
    assert!(!start.height);
    // 35 cards in the deck, three final turns for each of three players.
    assert_eq!(start.pace, 35 + 9 - 25);
    assert_eq!(start.max_turns, 35 + 12 + 34 + 9);
    let after = clue_then_discard("codingame", seed, slot);
    let outlook = Outlook::of(&after.view(2));
    assert_eq!(outlook.max_score, 70);
    assert_eq!(outlook.lost, vec![five]);
}
