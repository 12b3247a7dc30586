//! The best score each round of a dealt game allows: the rounds dealt
//! exactly as the engine deals them (the same options and seed give the
//! same cards as `referee play` and the app).

use serde::Serialize;

use super::super::options::FireworksOptions;
use super::super::round::Round;
use super::super::state::Fireworks;
use super::position::Deal;
use super::search::{solve_position, Solution};
use crate::engine::agent::{Budget, Clock};
use crate::engine::game::Seat;

/// The best score of one round of a deal.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundBest {
    /// The round, from 0.
    pub round: u8,
    /// Its players (global seats) in round-id order.
    pub players: Vec<Seat>,
    /// The best score the rules allow: 25 or 30 (height), or 75 or 90
    /// (CodinGame level points).
    pub perfect: u32,
    /// The search's result (scores in the same unit as `perfect`).
    pub solution: Solution,
    /// Milliseconds the search took on the clock it was given.
    pub time_ms: f64,
}

impl RoundBest {
    /// The round points of a CodinGame player who makes no mistake in
    /// the best line found: 10 + the level points (rule 9); the height
    /// at a standard table.
    pub fn points(&self, standard: bool) -> u32 {
        if standard {
            self.solution.score
        } else {
            10 + self.solution.score
        }
    }
}

/// Every round of the game `options` and `seed` deal, in order.
pub fn dealt_rounds(options: &FireworksOptions, seed: u64) -> Vec<Round> {
    let (game, _) = Fireworks::start(options, seed);
    let mut rounds = vec![game.round().clone()];
    for index in 1..game.round_count() {
        rounds.push(Round::deal(index, game.rules(), game.layout(), seed));
    }
    rounds
}

/// The best score of each round of the game `options` and `seed` deal,
/// each round searched within `budget` on `clock`.
pub fn best_of_deal(
    options: &FireworksOptions,
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
) -> Vec<RoundBest> {
    dealt_rounds(options, seed)
        .iter()
        .map(|round| {
            let start = clock.now_ms();
            let (deal, position) = Deal::of_round(round, options.rules);
            let solution = solve_position(&deal, &position, budget, clock);
            RoundBest {
                round: round.index,
                players: round.players().to_vec(),
                perfect: deal.perfect(),
                solution,
                time_ms: clock.now_ms() - start,
            }
        })
        .collect()
}
