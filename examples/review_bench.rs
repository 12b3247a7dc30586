//! `review_bench`: how long the coach takes to review whole games, and
//! how stable its marks are from one sampling seed to another.
//!
//! For each game it lets the AIs play a few games (the reviewed seat at
//! `medium`, so there are mistakes to find), then reviews each twice with
//! the game's review budget ([`Coach::REVIEW_BUDGET`]) and two different
//! seeds, under the real clock. It prints the decisions reviewed, the
//! time of one review (mean and slowest), and the share of decisions
//! whose mark is the same in both reviews.
//!
//! - 6 nimmt!: the CodinGame game at four seats, seat 1's decisions;
//! - Fireworks: one CodinGame round (three players) and one standard
//!   game of two, every decision;
//! - Morris: two `medium` AIs, the first 100 moves, every decision.
//!
//! Usage: `cargo run --release --example review_bench [GAMES [GAME_ID]]`
//! (default 3 games of each game).

use std::time::Instant;

use parlour::engine::agent::{HasAgents, SystemClock};
use parlour::engine::coach::self_play::ai_game;
use parlour::engine::coach::{review_seats, Coach, GameReview};
use parlour::engine::fireworks::options::FireworksOptions;
use parlour::engine::fireworks::state::Fireworks;
use parlour::engine::game::Seat;
use parlour::engine::morris::options::MorrisOptions;
use parlour::engine::morris::state::Morris;
use parlour::engine::take5::{Take5, Take5Options};

/// The figures of one game's reviews.
#[derive(Default)]
struct Figures {
    decisions: usize,
    same_grades: usize,
    seconds: Vec<f64>,
}

fn timed<G: Coach>(
    record: &parlour::engine::record::GameRecord<G>,
    seats: Option<&[Seat]>,
    seed: u64,
) -> (GameReview<G::Action>, f64) {
    let names: Vec<String> = (1..=10).map(|s| format!("seat {s}")).collect();
    let clock = SystemClock::default();
    let start = Instant::now();
    let review = review_seats::<G>(
        record,
        None,
        seats,
        seed,
        G::REVIEW_BUDGET,
        &clock,
        &names,
        &mut |_, _| true,
    )
    .expect("the AIs' games replay");
    (review, start.elapsed().as_secs_f64())
}

fn bench<G: Coach + HasAgents>(
    only: &Option<String>,
    label: &str,
    options: &G::Options,
    levels: &[&str],
    seats: Option<&[Seat]>,
    max_steps: usize,
    games: u64,
) {
    if only.as_ref().is_some_and(|id| id != G::ID) {
        return;
    }
    let mut figures = Figures::default();
    for game in 0..games {
        let record = ai_game::<G>(options, 1_000 + game, levels, Some(2_000), max_steps)
            .expect("the AIs play");
        let (first, a) = timed::<G>(&record, seats, 1);
        let (second, b) = timed::<G>(&record, seats, 2);
        figures.seconds.extend([a, b]);
        figures.decisions += first.decisions.len();
        figures.same_grades += first
            .decisions
            .iter()
            .zip(&second.decisions)
            .filter(|(x, y)| x.grade == y.grade)
            .count();
    }
    let mean = figures.seconds.iter().sum::<f64>() / figures.seconds.len() as f64;
    let slowest = figures.seconds.iter().copied().fold(0.0, f64::max);
    println!(
        "{label}: {} decisions in {games} games, one review {mean:.1} s (slowest {slowest:.1} s), same mark in {:.1}%",
        figures.decisions,
        100.0 * figures.same_grades as f64 / figures.decisions.max(1) as f64
    );
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .map(|n| n.parse().expect("GAMES is a number"))
        .unwrap_or(3);
    let only = std::env::args().nth(2);
    bench::<Take5>(
        &only,
        "6 nimmt!, 4 seats, seat 1",
        &Take5Options::default(),
        &["medium", "hard", "medium", "hard"],
        Some(&[0]),
        10_000,
        games,
    );
    let round = FireworksOptions {
        rounds: 1,
        ..FireworksOptions::default()
    };
    bench::<Fireworks>(
        &only,
        "Fireworks, a CodinGame round",
        &round,
        &["medium"],
        None,
        10_000,
        games,
    );
    let mut two = FireworksOptions::preset("standard").expect("a preset");
    two.players = Some(2);
    bench::<Fireworks>(
        &only,
        "Fireworks, standard, 2 players",
        &two,
        &["medium"],
        None,
        10_000,
        games,
    );
    bench::<Morris>(
        &only,
        "Morris, up to 100 moves",
        &MorrisOptions::default(),
        &["medium", "medium"],
        None,
        100,
        games,
    );
}
