//! The computer players: legal, deterministic under a node budget, and
//! sensible in simple tactical positions.

use super::preset_game;
use crate::engine::agent::{Agent, Budget, FrozenClock, HasAgents};
use crate::engine::game::Game;
use crate::engine::morris::ai::endgame::index::Duel;
use crate::engine::morris::ai::endgame::material::Material;
use crate::engine::morris::ai::endgame::moves::for_each_previous;
use crate::engine::morris::ai::endgame::shipped::shipped;
use crate::engine::morris::ai::endgame::Solved;
use crate::engine::morris::ai::SearchAgent;
use crate::engine::morris::moves::Move;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::position::Position;
use crate::engine::morris::state::Morris;
use crate::engine::morris::view::MorrisView;

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
    // 4 v 3, all placed: the solved endgames' win in one ply.
    assert!(agent.last_stats().score > crate::engine::morris::ai::search::MATE_BOUND);
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

/// `duel` as a position with seat 0 to move, every stone placed.
pub(super) fn position_of(duel: Duel) -> Position {
    let mut pos = Position::start(200);
    pos.stones = [duel.mover, duel.other];
    pos.placed = [9, 9];
    pos.taken = [
        9 - duel.other.count_ones() as u8,
        9 - duel.mover.count_ones() as u8,
    ];
    pos
}

/// The first used slot of `material`'s shipped table whose value passes
/// `wanted`, as a position.
pub(super) fn table_duel(material: Material, wanted: impl Fn(u8) -> bool) -> Duel {
    let endgame = shipped().unwrap();
    let indexer = endgame.indexer();
    let (p, q) = (material.fewer, material.more);
    let table = endgame.table(material).unwrap();
    let index = (0..table.len())
        .find(|&i| wanted(table[i]) && indexer.pair_index(p, q, indexer.pair_duel(p, q, i)) == i)
        .expect("such a slot");
    indexer.pair_duel(p, q, index)
}

#[test]
fn hard_plays_the_shortest_win_and_keeps_a_draw_up_to_five_a_side() {
    let endgame = shipped().unwrap();
    let wins = |v: u8| v >= 2 && (v - 1) % 2 == 1;
    for (fewer, more) in [(4, 5), (5, 5)] {
        let material = Material::new(fewer, more).unwrap();
        // A win of 5 plies or more: the move leaves the opponent lost two
        // plies sooner, whatever the seed.
        let won = position_of(table_duel(material, |v| v >= 6 && wins(v)));
        let Some(Solved::Win(d)) = endgame.probe(&won) else {
            panic!("a won position");
        };
        for seed in 0..3 {
            let mut hard = SearchAgent::hard(seed, nodes(5_000));
            let mv = hard.decide(&MorrisView::new(0, &won, None, None), &FrozenClock);
            assert_eq!(endgame.probe(&won.after(mv)), Some(Solved::Loss(d - 1)));
        }
        // A drawn position one quiet move before one the opponent wins:
        // hard keeps the draw.
        let theirs = table_duel(material, wins);
        let mut drawn = None;
        for_each_previous(theirs, |p| {
            if drawn.is_none() && endgame.probe_duel(p) == Some(Solved::Draw) {
                drawn = Some(position_of(p));
            }
        });
        let drawn = drawn.expect("a draw that can be thrown");
        for seed in 0..3 {
            let mut hard = SearchAgent::hard(seed, nodes(5_000));
            let mv = hard.decide(&MorrisView::new(0, &drawn, None, None), &FrozenClock);
            assert_eq!(
                endgame.probe(&drawn.after(mv)),
                Some(Solved::Draw),
                "{material}"
            );
        }
    }
}
