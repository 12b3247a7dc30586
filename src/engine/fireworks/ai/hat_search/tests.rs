//! The `hat-search` level: its worlds play exactly as the hat does on the
//! true deal, and the level is legal, deterministic with a rollout cap,
//! blind to what its player cannot see, and no weaker than the hat on a
//! few games.

use super::world::World;
use super::{decide, Searched};
use crate::engine::agent::{Budget, FrozenClock};
use crate::engine::fireworks::actions::{FireworksAction, HAND_SIZE};
use crate::engine::fireworks::ai::hat;
use crate::engine::fireworks::ai::hat::replay::rebuild;
use crate::engine::fireworks::ai::hat::Choice;
use crate::engine::fireworks::cards::Card;
use crate::engine::fireworks::options::{FireworksOptions, Rules};
use crate::engine::fireworks::state::Fireworks;
use crate::engine::fireworks::view::FireworksView;
use crate::engine::game::Game;

/// A standard table of `players` dealt from `seed`.
fn table(players: u8, seed: u64) -> Fireworks {
    let options = FireworksOptions {
        rules: Rules::STANDARD,
        players: Some(players),
        ..FireworksOptions::default()
    };
    Fireworks::new(&options, seed).0
}

/// The world of the true deal as the game stands (every hand and the
/// deck as they are), for the player to act.
fn true_world(game: &Fireworks) -> World {
    let seat = game.to_act()[0];
    let view = game.view(seat);
    let me = view.acting_id().expect("a player to act");
    let (board, mut faces) = rebuild(&view, me);
    let round = game.round();
    for (id, hand) in round.hands.iter().enumerate() {
        for slot in 0..HAND_SIZE {
            faces[id][slot] = hand[slot].map(|c| c.id.card());
        }
    }
    let deck: Vec<Card> = round.deck.iter().map(|id| id.card()).collect();
    World::new(&board, faces, deck, me)
}

/// The engine's action for a choice in round ids.
fn action_of(view: &FireworksView, choice: Choice) -> FireworksAction {
    match choice {
        Choice::Play(slot) => FireworksAction::Play(slot),
        Choice::Discard(slot) => FireworksAction::Discard(slot),
        Choice::Hint(to, clue) => FireworksAction::Hint {
            to: view.players[to],
            clue,
        },
    }
}

/// The team's score of a finished standard game.
fn score(game: &Fireworks) -> f64 {
    game.round().points()[0] as f64
}

#[test]
fn a_world_of_the_true_deal_plays_every_turn_as_the_hat_does() {
    for players in 2..=5 {
        for seed in 0..12 {
            let mut game = table(players, seed);
            let mut world = true_world(&game);
            while !game.is_over() {
                let seat = game.to_act()[0];
                let view = game.view(seat);
                let (action, _) = hat::decide(&view, &game.legal_actions(seat));
                let choice = world.hat_choice();
                assert_eq!(
                    action_of(&view, choice),
                    action,
                    "{players} players, seed {seed}"
                );
                assert!(!world.is_over());
                world.step(choice);
                game.apply(seat, &action).expect("the hat plays legally");
            }
            assert!(world.is_over(), "{players} players, seed {seed}");
            assert_eq!(
                world.score(),
                score(&game),
                "{players} players, seed {seed}"
            );
        }
    }
}

/// One decision of the level with a cap of `rollouts` and a clock that
/// never moves.
fn capped(game: &Fireworks, seed: u64, rollouts: u64) -> (FireworksAction, Searched) {
    let seat = game.to_act()[0];
    let budget = Budget {
        time_ms: 1.0,
        max_work: Some(rollouts),
    };
    let (action, _, found) = decide(
        &game.view(seat),
        &game.legal_actions(seat),
        seed,
        budget,
        &FrozenClock,
    );
    (action, found)
}

#[test]
fn whole_games_are_legal_and_a_function_of_the_view_and_the_seed() {
    for players in [2, 3] {
        let play = || {
            let mut game = table(players, 5);
            let mut actions = Vec::new();
            let mut searched = 0;
            while !game.is_over() {
                let seat = game.to_act()[0];
                let (action, found) = capped(&game, actions.len() as u64, 60);
                assert!(game.legal_actions(seat).contains(&action));
                searched += u32::from(found.rollouts > 0);
                game.apply(seat, &action).expect("legal");
                actions.push(action);
            }
            (actions, searched)
        };
        let (first, searched) = play();
        assert!(searched > 5, "the search ran ({searched} decisions)");
        assert_eq!(first, play().0, "{players} players");
    }
}

#[test]
fn a_decision_does_not_change_with_the_cards_its_player_cannot_see() {
    let mut game = table(2, 11);
    let mut decisions = 0;
    while !game.is_over() && decisions < 30 {
        let seat = game.to_act()[0];
        // The same view with the deck in another order.
        let mut other = game.clone();
        other.round.deck.reverse();
        assert_eq!(game.view(seat), other.view(seat));
        let seed = decisions as u64;
        assert_eq!(capped(&game, seed, 40), capped(&other, seed, 40));
        let (action, _) = capped(&game, seed, 40);
        game.apply(seat, &action).expect("legal");
        decisions += 1;
    }
}

#[test]
fn the_search_scores_no_less_than_the_hat_on_a_few_two_player_games() {
    let (mut searched, mut plain) = (0.0, 0.0);
    for seed in 0..6 {
        let mut game = table(2, seed);
        while !game.is_over() {
            let seat = game.to_act()[0];
            let (action, _) = capped(&game, seed, 150);
            game.apply(seat, &action).expect("legal");
        }
        searched += score(&game);
        let mut game = table(2, seed);
        while !game.is_over() {
            let seat = game.to_act()[0];
            let (action, _) = hat::decide(&game.view(seat), &game.legal_actions(seat));
            game.apply(seat, &action).expect("legal");
        }
        plain += score(&game);
    }
    assert!(
        searched >= plain - 1.0,
        "searched {searched} against the hat's {plain}"
    );
}
