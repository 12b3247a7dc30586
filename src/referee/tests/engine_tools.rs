//! `bench` and `perft` on the engine alone.

use crate::engine::bench::count_leaves;
use crate::engine::game::Game;
use crate::engine::protocol::Protocol;
use crate::engine::testgame::Nim;
use crate::referee::bench::{random_playout, run_bench, write_bench};
use crate::referee::lookup::{find_game, find_perft};
use crate::referee::perft::run_perft;

/// Leaves of Nim's game tree from `pile`, computed without the engine.
fn nim_leaves(pile: u32, depth: u32) -> u64 {
    if depth == 0 || pile == 0 {
        return 1;
    }
    (1..=pile.min(3))
        .map(|k| nim_leaves(pile - k, depth - 1))
        .sum()
}

fn pile(seed: u64) -> u32 {
    Nim::new(&(), seed).0.turn_input(0)[0].parse().unwrap()
}

#[test]
fn bench_counts_every_move_of_every_game() {
    let report = run_bench::<Nim>(40, 3).unwrap();
    assert_eq!(report.game, "nim");
    assert_eq!(report.games, 40);
    let moves: u64 = (3..43)
        .map(|seed| random_playout::<Nim>(seed).unwrap())
        .sum();
    assert_eq!(report.moves, moves);
    // Each game takes between ⌈pile / 3⌉ and pile moves.
    for seed in 3..43 {
        let n = u64::from(pile(seed));
        let m = random_playout::<Nim>(seed).unwrap();
        assert!(n.div_ceil(3) <= m && m <= n, "seed {seed}: {m} moves");
    }
    let mut out = Vec::new();
    write_bench(&report, &mut out).unwrap();
    let line = String::from_utf8(out).unwrap();
    assert!(line.contains(&format!("nim (2 players): 40 games, {moves} moves in ")));
}

#[test]
fn bench_takes_a_preset_and_a_player_count_the_rules_allow() {
    let morris = find_game("morris").unwrap();
    let report = morris.bench(3, 1, None, Some(2)).unwrap();
    assert_eq!((report.players, report.games), (2, 3));
    let wrong = morris.bench(3, 1, None, Some(3)).unwrap_err().to_string();
    assert!(
        wrong.contains("morris is played by 2 seats, so give 2 --seat flags (got 3)"),
        "{wrong}"
    );
    let unknown = morris
        .bench(3, 1, Some("blitz"), None)
        .unwrap_err()
        .to_string();
    assert!(unknown.contains("no rules presets"), "{unknown}");
}

#[test]
fn perft_counts_the_game_tree() {
    let start = Nim::new(&(), 0).0;
    let p = pile(0);
    for depth in 0..=p + 1 {
        assert_eq!(
            count_leaves(&start, depth),
            nim_leaves(p, depth),
            "depth {depth}"
        );
    }
    let report = run_perft("nim", 4, find_perft("nim").unwrap());
    assert_eq!(report.nodes, nim_leaves(p, 4));
    assert_eq!(report.depth, 4);
}
