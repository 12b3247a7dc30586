//! Properties over many random games: conservation of stones, the legal
//! list, record replay, refused actions, and agreement with the naive rules.

use super::naive::Rules;
use super::{legal_text, to_naive};
use crate::engine::game::Game;
use crate::engine::morris::board::Field;
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;
use crate::engine::record::{replay_states, Record, Step};
use crate::engine::rng::Pcg32;

fn random_command(rng: &mut Pcg32) -> Move {
    let field = |rng: &mut Pcg32| Field(rng.below(24) as u8);
    let to = field(rng);
    let from = if rng.below(2) == 0 {
        None
    } else {
        Some(field(rng))
    };
    let take = if rng.below(2) == 0 {
        None
    } else {
        Some(field(rng))
    };
    Move { from, to, take }
}

/// One random game, checking the invariants after every step.
fn check_random_game(seed: u64, naive: Option<&Rules>) {
    let mut rng = Pcg32::new(seed);
    let options = MorrisOptions::default();
    let (mut game, _) = Morris::new(&options, seed);
    let mut record = Record::new("morris", options, seed);
    let mut states = vec![game.clone()];
    loop {
        let pos = *game.position();
        for seat in 0..2 {
            let total = pos.on_board(seat) + pos.in_hand(seat) + pos.lost(seat);
            assert_eq!(total, 9, "stones of seat {seat} are conserved");
        }
        if game.is_over() {
            assert!(game.to_act().is_empty());
            break;
        }
        let seat = game.to_act()[0];
        if naive.is_some() || pos.moves % 16 == 0 {
            assert_eq!(
                game.view(1 - seat).position(),
                pos,
                "the view rebuilds the position"
            );
        }
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "a running game always has a legal command"
        );
        assert!(game.legal_actions(1 - seat).is_empty());
        if let Some(rules) = naive {
            assert_eq!(legal_text(&game), rules.legal(&to_naive(&pos)));
        }
        // A refused action leaves the state unchanged.
        let wrong = random_command(&mut rng);
        if !legal.contains(&wrong) {
            let before = game.clone();
            assert!(game.apply(seat, &wrong).is_err());
            assert_eq!(game, before);
        }
        let before = game.clone();
        assert!(game.apply(1 - seat, &legal[0]).is_err());
        assert_eq!(game, before);
        let mv = legal[rng.index(legal.len())];
        game.apply(seat, &mv).unwrap();
        record.steps.push(Step::Act { seat, action: mv });
        states.push(game.clone());
    }
    assert!(game.outcome().is_some());
    assert_eq!(replay_states::<Morris>(&record).unwrap(), states);
}

#[test]
fn ten_thousand_random_games_keep_the_invariants() {
    for seed in 0..10_000 {
        check_random_game(seed, None);
    }
}

#[test]
fn random_games_agree_with_the_naive_rules_at_every_step() {
    let rules = Rules::new();
    for seed in 0..60 {
        check_random_game(1_000_000 + seed, Some(&rules));
    }
}

#[test]
fn records_round_trip_through_json_with_commands_as_text() {
    let mut record = Record::new("morris", MorrisOptions::default(), 5);
    record.steps.push(Step::Act {
        seat: 0,
        action: Move::parse("PLACE;D2").unwrap(),
    });
    let json = serde_json::to_string(&record).unwrap();
    assert!(json.contains("\"PLACE;D2\""), "{json}");
    let back: Record<MorrisOptions, Move> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, record);
}
