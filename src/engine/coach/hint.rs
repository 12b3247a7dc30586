//! The coach's hint: the move the hard AI rates best for the seat to
//! move, judged as a review would judge that decision (the same ratings
//! from the seat's own view, the same budget and seed), so a hint taken
//! is never marked a mistake by the review of that game, with why in
//! one sentence: how it compares with the next best move.

use crate::engine::agent::{agent_seed, Budget, Clock};
use crate::engine::game::Seat;
use crate::engine::record::GameRecord;

use super::judgement::{judge_values, Coach};

/// The coach's hint for one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<A> {
    /// The move suggested.
    pub best: A,
    /// It in the coach's words ("card 55", "B2 to B4").
    pub words: String,
    /// Why, in one sentence, read by the seat.
    pub why: String,
}

/// The hint for `seat` in `state`, the position after `record` (whose
/// seed and length seed the ratings as a review seeds that decision),
/// seats named by `names`; `None` when the seat has no move.
pub fn hint<G: Coach>(
    state: &G,
    record: &GameRecord<G>,
    seat: Seat,
    budget: Budget,
    clock: &dyn Clock,
    names: &[String],
) -> Option<Hint<G::Action>> {
    let legal = state.legal_actions(seat);
    let first = legal.first()?;
    let seed = agent_seed(record.seed, record.steps.len(), seat);
    let rated = state.rate_for_review(seat, first, seed, budget, clock);
    let values = state.values(seat, &rated);
    let best = judge_values(state, seat, &rated, &values, 0).best;
    let next = (0..rated.len())
        .filter(|&i| i != best)
        .max_by(|&a, &b| values[a].total_cmp(&values[b]).then(b.cmp(&a)));
    let why = match next {
        Some(next) => state.why(seat, &rated, next, best, Some(seat), names),
        None => crate::text::t::review_hint_only_move().to_string(),
    };
    Some(Hint {
        words: state.action_words(seat, &rated[best].action, Some(seat), names),
        best: rated[best].action.clone(),
        why,
    })
}

#[cfg(test)]
#[path = "hint_tests.rs"]
mod tests;
