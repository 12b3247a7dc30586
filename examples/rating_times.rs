//! `rating_times`: how long one move rating (`RatesMoves::rate_moves`)
//! takes per game at a few work caps, and how much its values move from
//! seed to seed, to choose the budget of the browser's AI worker.
//!
//! For each game it reaches a few typical positions (the AIs play the
//! game so far from fixed seeds), then rates the moves of the seat to act
//! with every cap from several seeds under a clock that never stops the
//! search (the cap alone does). It prints, per cap, the median and
//! slowest time of one rating, the legal moves, and the mean over moves
//! of the spread (standard deviation) of a move's value across seeds, in
//! the game's rating unit, with how often the best move differs from the
//! first seed's (Morris's search draws nothing at random: its spread is
//! 0, and the depth its search completes for every move is printed
//! instead).
//!
//! Usage: `cargo run --release --example rating_times [SEEDS] [take5]`
//! (default 5 seeds; a second argument `take5` measures 6 nimmt! only,
//! `take5-4` or `take5-10` only its four- or ten-seat table).
//! Timings are native; the browser's wasm is slower.

use std::time::Instant;

use parlour::engine::agent::{agent_seed, decide, Budget, FrozenClock, HasAgents};
use parlour::engine::fireworks::options::FireworksOptions;
use parlour::engine::fireworks::state::Fireworks;
use parlour::engine::game::Game;
use parlour::engine::morris::ai::hard_searcher;
use parlour::engine::morris::ai::search::Limits;
use parlour::engine::morris::state::Morris;
use parlour::engine::rating::{Rated, RatesMoves};
use parlour::engine::take5::{Take5, Take5Options};

/// A state of `G` after `steps` decisions of `level` from `options` and
/// `seed` (fewer if the game ends first).
fn reach<G: HasAgents>(options: &G::Options, seed: u64, level: &str, steps: usize) -> G {
    let (mut game, _) = G::new(options, seed);
    for step in 0..steps {
        let Some(&seat) = game.to_act().first() else {
            break;
        };
        let action = decide(
            &game,
            seat,
            level,
            agent_seed(seed, step, seat),
            Some(50),
            &FrozenClock,
        )
        .expect("a legal decision");
        game.apply(seat, &action).expect("a legal action");
    }
    game
}

/// The depth `hard`'s search completes for every move of `game` under
/// each cap of `caps` (nodes).
fn morris_depths(game: &Morris, caps: &[u64]) {
    let legal = game.legal_actions(game.to_act()[0]);
    let depths: Vec<String> = caps
        .iter()
        .map(|&cap| {
            let (_, stats) =
                hard_searcher().rate(game.position(), &legal, Limits::nodes(cap), &FrozenClock);
            format!("{cap}: depth {}", stats.depth)
        })
        .collect();
    println!("  every move searched to {}", depths.join(", "));
}

/// The median of `values` (not empty).
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Rates `game`'s first seat to act with each cap of `caps` from `seeds`
/// seeds and prints what it took.
fn measure<G: RatesMoves>(name: &str, game: &G, caps: &[u64], seeds: u64) {
    let seat = game.to_act()[0];
    let legal = game.legal_actions(seat).len();
    println!("{name}: {legal} legal moves (unit: {})", G::RATING_UNIT);
    for &cap in caps {
        let budget = Budget {
            time_ms: f64::INFINITY,
            max_work: Some(cap),
        };
        let mut times = Vec::new();
        let mut ratings: Vec<Vec<Rated<G::Action>>> = Vec::new();
        for seed in 0..seeds {
            let start = Instant::now();
            let rated = game.rate_moves(seat, seed, budget, &FrozenClock);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            ratings.push(rated);
        }
        let slowest = times.iter().copied().fold(0.0, f64::max);
        let spread = (0..legal)
            .map(|i| {
                let values: Vec<f64> = ratings.iter().map(|r| r[i].value).collect();
                let mean = values.iter().sum::<f64>() / values.len() as f64;
                let var =
                    values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / values.len() as f64;
                var.sqrt()
            })
            .sum::<f64>()
            / legal as f64;
        let best = |r: &[Rated<G::Action>]| {
            (0..r.len())
                .max_by(|&a, &b| r[a].value.total_cmp(&r[b].value))
                .unwrap_or(0)
        };
        let first = best(&ratings[0]);
        // The values' bits, to check that a faster search gives the same.
        let check = ratings
            .iter()
            .flatten()
            .fold(0xcbf2_9ce4_8422_2325_u64, |h, r| {
                (h ^ r.value.to_bits()).wrapping_mul(0x0100_0000_01b3)
            });
        let changed = ratings.iter().filter(|r| best(r) != first).count();
        println!(
            "  cap {cap:>7}: median {:>8.1} ms, slowest {slowest:>8.1} ms, \
             spread {spread:.3}, best differs in {changed}/{seeds}, check {:04x}",
            median(&mut times),
            check & 0xffff
        );
    }
}

fn main() {
    let seeds = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);

    let take5 = Take5Options {
        preset: None,
        ..Take5Options::default()
    };
    let take5_caps = [500, 1_000, 2_000, 4_000, 8_000];
    let only = std::env::args().nth(2);
    if only.as_deref() != Some("take5-10") {
        measure::<Take5>(
            "6 nimmt!, 4 seats, turn 1",
            &reach(&take5, 1, "medium", 0),
            &take5_caps,
            seeds,
        );
    }
    let ten = Take5::with_seat_count(&take5, 10).expect("ten seats");
    if only.as_deref() != Some("take5-4") {
        measure::<Take5>(
            "6 nimmt!, 10 seats, turn 1",
            &reach(&ten, 2, "medium", 0),
            &take5_caps,
            seeds,
        );
    }
    if only.is_some_and(|only| only.starts_with("take5")) {
        return;
    }

    let morris_caps = [25_000, 50_000, 100_000, 200_000, 400_000];
    let morris = Default::default();
    let placing: Morris = reach(&morris, 3, "medium", 8);
    measure(
        "Morris, placing (ply 8)",
        &placing,
        &morris_caps,
        seeds.min(2),
    );
    morris_depths(&placing, &morris_caps);
    let moving: Morris = reach(&morris, 4, "medium", 30);
    measure(
        "Morris, moving (ply 30)",
        &moving,
        &morris_caps,
        seeds.min(2),
    );
    morris_depths(&moving, &morris_caps);

    let fireworks_caps = [500, 1_000, 2_000, 3_000, 4_000];
    let codingame = FireworksOptions::default();
    measure::<Fireworks>(
        "Fireworks, CodinGame rules, turn 1",
        &reach(&codingame, 5, "medium", 0),
        &fireworks_caps,
        seeds,
    );
    measure::<Fireworks>(
        "Fireworks, CodinGame rules, turn 12",
        &reach(&codingame, 6, "medium", 12),
        &fireworks_caps,
        seeds,
    );
    let standard = FireworksOptions::preset("standard").expect("a preset");
    measure::<Fireworks>(
        "Fireworks, standard table, turn 12",
        &reach(&standard, 7, "medium", 12),
        &fireworks_caps,
        seeds,
    );
}
