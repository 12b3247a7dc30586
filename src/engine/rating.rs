//! Rating moves: a game's strongest AI gives every legal move of a seat a
//! value, so a lesson's question can accept "any move the hard AI rates
//! within X of its best", and a coach can tell a person how much a move
//! cost. Each game implements [`RatesMoves`] beside its AIs.

use super::agent::{Budget, Clock};
use super::game::{Game, Seat};

/// One legal move and what the hard AI thinks it is worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated<A> {
    /// The move.
    pub action: A,
    /// Its value to the seat in [`RatesMoves::RATING_UNIT`], higher
    /// better (6 nimmt!: minus the cows it is expected to cost).
    pub value: f64,
}

/// A game whose hard AI rates every legal move of a seat.
pub trait RatesMoves: Game {
    /// What a rating counts, for a person ("cows", "points", …): a
    /// question accepts moves within a distance in this unit.
    const RATING_UNIT: &'static str;

    /// The budget a rating gets in the app (a work cap, so the same
    /// position is always rated the same; the time only guards).
    const RATING_BUDGET: Budget;

    /// Every legal move of `seat` now, each with its value (higher is
    /// better), in the order of [`Game::legal_actions`]. Deterministic for
    /// a `seed` and a `budget` with a work cap; `clock` bounds the time.
    /// Empty when `seat` has no move.
    fn rate_moves(
        &self,
        seat: Seat,
        seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Vec<Rated<Self::Action>>;
}

/// Whether `action` is within `within` of the best of `rated` (a move the
/// ratings do not list is not).
pub fn near_best<A: PartialEq>(rated: &[Rated<A>], action: &A, within: f64) -> bool {
    let best = rated
        .iter()
        .map(|r| r.value)
        .fold(f64::NEG_INFINITY, f64::max);
    rated
        .iter()
        .find(|r| &r.action == action)
        .is_some_and(|r| r.value >= best - within)
}

#[cfg(test)]
mod tests {
    use super::{near_best, Rated};

    #[test]
    fn a_move_is_near_the_best_within_the_distance_only() {
        let rated = vec![
            Rated {
                action: 1,
                value: -2.0,
            },
            Rated {
                action: 2,
                value: -2.4,
            },
            Rated {
                action: 3,
                value: -5.0,
            },
        ];
        assert!(near_best(&rated, &1, 0.0));
        assert!(near_best(&rated, &2, 0.5));
        assert!(!near_best(&rated, &2, 0.3));
        assert!(!near_best(&rated, &3, 2.9));
        assert!(!near_best(&rated, &4, 100.0));
    }
}
