//! The best score a deal allows (issue 39): a solver that sees every
//! card.
//!
//! - [`position`]: the perfect-information model of a round, built from
//!   the engine's own [`super::round::Round`] at any step;
//! - [`bounds`]: upper bounds with their reasons as data (dead cards,
//!   cards buried too deep, too few turns, own hands at the end), with
//!   [`fit`] (the heights whose plays fit) and [`turn_owners`] (who can
//!   play what in the last turns);
//! - [`greedy`]: strong lines of play, the search's first lower bound;
//! - [`search`]: the exact value within a budget, with a line that
//!   reaches it;
//! - [`deal`]: every round of a dealt game;
//! - [`moment`]: the steps of a played game after which the best score
//!   left fell, and why;
//! - [`said`]: all of it in words, for the app (the coach's worker's
//!   `best` task, [`crate::engine::coach::FindsBest`]).

pub mod bounds;
pub mod deal;
pub mod fit;
pub mod greedy;
pub mod moment;
pub mod position;
pub mod said;
pub mod search;
pub mod turn_owners;

#[cfg(test)]
mod tests;

pub use bounds::{upper_bound, Bound, Limit};
pub use deal::{best_of_deal, dealt_rounds, RoundBest};
pub use moment::{losses, RoundLosses, ScoreDrop};
pub use position::{Deal, Move, Position};
pub use search::{reaches, solve_position, Reach, Solution};
