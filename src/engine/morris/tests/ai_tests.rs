//! The computer players: legal, deterministic under a node budget, and
//! sensible in simple tactical positions.

use super::preset_game;
use crate::engine::agent::{Agent, Budget, FrozenClock, HasAgents};
use crate::engine::game::Game;
use crate::engine::morris::ai::SearchAgent;
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;

fn nodes(n: u64) -> Budget {
    Budget {
        time_ms: 50.0,
        max_work: Some(n),
    }
}

fn hard_choice(game: &Morris, budget: Budget, seed: u64) -> (Move, SearchAgent) {
    let seat = game.to_act()[0];
    let mut agent = SearchAgent::hard(seed, budget);
    let mv = agent.choose(
        seat,
        &game.view(seat),
        &game.legal_actions(seat),
        &FrozenClock,
    );
    (mv, agent)
}

#[test]
fn levels_are_listed_weakest_first_and_unknown_levels_are_refused() {
    assert_eq!(Morris::LEVELS, &["easy", "medium", "hard"]);
    for level in Morris::LEVELS {
        assert!(Morris::agent(level, 1, None).is_ok());
    }
    let err = Morris::agent("grandmaster", 1, None).err().unwrap();
    assert!(err.contains("easy, medium or hard"), "{err}");
}

#[test]
fn hard_takes_the_seventh_stone_to_win() {
    let game = preset_game("A1 D1 G4 B6", "A4 B4 E3", [0, 0], [6, 5], 0, 100);
    let (mv, agent) = hard_choice(&game, nodes(20_000), 3);
    assert_eq!(mv.to.name(), "G1");
    assert!(mv.take.is_some());
    assert!(agent.last_stats().nodes > 0);
}

#[test]
fn hard_and_medium_block_a_mill_that_would_win_the_game() {
    // Seat 1 threatens to close A7-D7-G7 (and take its 7th stone).
    let game = preset_game("A1 B2 F4", "A7 D7 C5", [0, 0], [6, 6], 0, 120);
    let (mv, _) = hard_choice(&game, nodes(50_000), 1);
    assert_eq!(mv.to.name(), "G7", "{mv}");
    let mut medium = SearchAgent::medium(1);
    let mv = medium.choose(0, &game.view(0), &game.legal_actions(0), &FrozenClock);
    assert_eq!(mv.to.name(), "G7", "{mv}");
}

#[test]
fn hard_is_deterministic_for_a_seed_and_node_budget() {
    let mut game = Morris::new(&MorrisOptions::default(), 0).0;
    // Past the placement book's last ply, so hard searches.
    super::play_all(
        &mut game,
        &[
            "PLACE;D2", "PLACE;D6", "PLACE;B4", "PLACE;F4", "PLACE;A1", "PLACE;G7", "PLACE;C3",
            "PLACE;E5",
        ],
    );
    let (a, agent_a) = hard_choice(&game, nodes(30_000), 9);
    let (b, agent_b) = hard_choice(&game, nodes(30_000), 9);
    assert_eq!(a, b);
    assert_eq!(agent_a.last_stats(), agent_b.last_stats());
    assert!(agent_a.last_stats().depth >= 2);
}

#[test]
fn every_level_plays_legal_moves_to_the_end_of_a_game() {
    let budget = nodes(2_000);
    let mut players: Vec<Box<dyn Agent<Morris>>> = vec![
        Box::new(SearchAgent::hard(5, budget)),
        Morris::agent("medium", 6, None).unwrap(),
    ];
    for (first, second) in [(0, 1), (1, 0)] {
        let mut game = Morris::new(&MorrisOptions::default(), 0).0;
        let order = [first, second];
        while !game.is_over() {
            let seat = game.to_act()[0];
            let legal = game.legal_actions(seat);
            let mv = players[order[seat]].choose(seat, &game.view(seat), &legal, &FrozenClock);
            assert!(legal.contains(&mv));
            game.apply(seat, &mv).unwrap();
        }
    }
}
