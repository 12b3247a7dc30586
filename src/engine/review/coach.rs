//! What a game adds to the coach ([`Coach`]): its review budget, its
//! units, its mark thresholds, the graph's measure, and its words.

use crate::engine::agent::{Budget, Clock};
use crate::engine::game::{Seat, Secrets};
use crate::engine::rating::{Rated, RatesMoves};

use super::marks::Thresholds;

/// One decision judged from its ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// The better move's place among the ratings (the best-rated, the
    /// first of equals; the played move itself when nothing was better).
    pub best: usize,
    /// What the played move cost against it, in [`Coach::LOSS_UNIT`]
    /// (never negative).
    pub loss: f64,
    /// The graph's value after the played move, in
    /// [`Coach::STANDING_UNIT`].
    pub standing: f64,
    /// The graph's line this value belongs to (a seat, or 0 for the one
    /// line of a cooperative game or of a two-player game drawn from the
    /// first seat's side).
    pub line: usize,
    /// A verdict proved exactly (a solved endgame), in one sentence.
    pub exact: Option<String>,
}

/// A game the coach reviews: the hard AI's ratings
/// ([`RatesMoves`]) turned into losses, marks and words.
pub trait Coach: RatesMoves + Secrets {
    /// The budget of one decision's ratings in a review (a work cap: a
    /// review is the same for the same seed on every machine).
    const REVIEW_BUDGET: Budget;

    /// What a loss counts, for a person ("cows", "points").
    const LOSS_UNIT: &'static str;

    /// What the review's graph shows ("expected cows this round").
    const STANDING_UNIT: &'static str;

    /// Every legal move of `seat` rated for judging the decision that
    /// played `played`: the default is [`RatesMoves::rate_moves`]; a game
    /// may spend more of `budget` on the moves that decide the judgement
    /// (the played one and the best candidates), as long as every legal
    /// move gets a rating, in the legal order.
    fn rate_for_review(
        &self,
        seat: Seat,
        played: &Self::Action,
        seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Vec<Rated<Self::Action>> {
        let _ = played;
        self.rate_moves(seat, seed, budget, clock)
    }

    /// The losses that make an inaccuracy, a mistake and a blunder under
    /// the rules `options`.
    fn thresholds(options: &Self::Options) -> Thresholds;

    /// The graph's lines' names, one per line a [`Judgement`] may name
    /// (seats named by `names`).
    fn lines(&self, names: &[String]) -> Vec<String>;

    /// The decision of `seat` that played `rated[played]`, judged from
    /// `rated` (every legal move with its rating, in the legal order).
    /// The default takes the best-rated move as the better one and the
    /// difference of the ratings as the loss, with the played move's
    /// rating on line `seat`.
    fn judge(&self, seat: Seat, rated: &[Rated<Self::Action>], played: usize) -> Judgement {
        let best = best_of(rated, played);
        Judgement {
            best,
            loss: (rated[best].value - rated[played].value).max(0.0),
            standing: rated[played].value,
            line: seat,
            exact: None,
        }
    }

    /// The action as the review names it to `reader` ("card 55", "B2 to
    /// B4", "hint Bob's red cards"), seats named by `names`.
    fn action_words(
        &self,
        seat: Seat,
        action: &Self::Action,
        reader: Option<Seat>,
        names: &[String],
    ) -> String;

    /// Why `rated[better]` beats `rated[played]`, in one sentence that
    /// names nothing `reader`'s view hides.
    fn why(
        &self,
        seat: Seat,
        rated: &[Rated<Self::Action>],
        played: usize,
        better: usize,
        reader: Option<Seat>,
        names: &[String],
    ) -> String;
}

/// The best-rated move (the first of equals), or `played` when it is as
/// good as the best: a move is never called worse than itself.
pub fn best_of<A>(rated: &[Rated<A>], played: usize) -> usize {
    let mut best = played;
    for (index, rating) in rated.iter().enumerate() {
        if rating.value > rated[best].value {
            best = index;
        }
    }
    best
}
