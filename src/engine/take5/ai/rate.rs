//! Move ratings for 6 nimmt! ([`RatesMoves`]): the `hard` AI's own
//! playouts ([`MonteCarloAgent::estimate`]) value every legal action of a
//! seat, in cows.
//!
//! A card's value is minus the cows the seat is expected to take from now
//! to the end of the round when it plays that card this turn: the mean
//! over the sampled deals of the unseen cards, each played out with the
//! same opponent models as `hard`, every card on the same deals (common
//! random numbers), so two cards are compared fairly. When the seat must
//! take a row, each row's value is minus that row's cows and the cows the
//! playouts expect for the rest of the round after taking it.
//!
//! The ratings come from the very search `hard` decides with: with the
//! same seed and a work cap (and time enough), the best-rated action is
//! the one `hard` plays (the first of equals in the legal list). The time
//! is the budget's own, not capped at the protocol's 100 ms as `hard`'s
//! decisions are, so a rating may think longer than a move.

use super::monte_carlo::MonteCarloAgent;
use crate::engine::agent::{Budget, Clock};
use crate::engine::game::{Game, Seat};
use crate::engine::rating::{Rated, RatesMoves};
use crate::engine::take5::{Take5, Take5Action};

/// The budget the browser's AI worker should rate with: 4,000 playouts
/// (400 deals of each of ten cards, a value's spread from seed to seed
/// about 0.4 cows), the time only a safety net. Natively one rating took
/// about 30 ms at four seats and 130 to 180 ms at ten on a loaded machine
/// (`examples/rating_times.rs`).
pub const RATING_BUDGET: Budget = Budget {
    time_ms: 1_000.0,
    max_work: Some(4_000),
};

impl RatesMoves for Take5 {
    /// Cows the seat is expected to take this round, negated: a card
    /// rated -1.5 costs one and a half cows on average.
    const RATING_UNIT: &'static str = "cows";

    const RATING_BUDGET: Budget = RATING_BUDGET;

    /// Every legal card (or row, when the seat must take one) with minus
    /// its expected cows to the end of the round, from `hard`'s playouts
    /// seeded with `seed`. The work cap counts playouts (one action on
    /// one deal); at least one deal of every action is played whatever
    /// the budget.
    fn rate_moves(
        &self,
        seat: Seat,
        seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Vec<Rated<Take5Action>> {
        let legal = self.legal_actions(seat);
        if legal.is_empty() {
            return Vec::new();
        }
        let mut hard = MonteCarloAgent::with_budget(seed, budget);
        let estimate = hard.estimate(seat, &self.view(seat), &legal, budget.time_ms, clock);
        legal
            .into_iter()
            .enumerate()
            .map(|(index, action)| Rated {
                action,
                value: -estimate.mean(index),
            })
            .collect()
    }
}
