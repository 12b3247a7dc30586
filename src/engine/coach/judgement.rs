//! What a game adds to the coach ([`Coach`]): its review budget, its
//! units, its grade thresholds, the graph's measure, and its words.

use crate::engine::agent::{Budget, Clock};
use crate::engine::game::{Seat, Secrets};
use crate::engine::rating::{Rated, RatesMoves};

use super::grade::Thresholds;

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
    /// A result proved exactly (a solved endgame), in one sentence.
    pub exact: Option<String>,
}

/// The moves proved best at a decision ([`Coach::proved_best`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProvedBest<A> {
    /// Every move with the best exact result, in the legal order.
    pub moves: Vec<A>,
    /// Whether that result is a win (else a draw, every other move
    /// losing).
    pub wins: bool,
}

/// A game the coach reviews: the hard AI's ratings
/// ([`RatesMoves`]) turned into losses, grades and words.
pub trait Coach: RatesMoves + Secrets {
    /// The budget of one decision's ratings in a review (a work cap: a
    /// review is the same for the same seed on every machine).
    const REVIEW_BUDGET: Budget;

    /// What a loss counts, for a person ("cows", "points").
    const LOSS_UNIT: &'static str;

    /// What the review's graph shows ("expected cows this round").
    const STANDING_UNIT: &'static str;

    /// Hard's work cap for one decision of the AI games puzzles are mined
    /// from (`referee puzzles`): about what hard does in the app's time.
    const PLAY_WORK: u64;

    /// [`Coach::LOSS_UNIT`] in the language of the moment.
    fn loss_unit() -> crate::text::Msg;

    /// [`Coach::STANDING_UNIT`] in the language of the moment.
    fn standing_unit() -> crate::text::Msg;

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

    /// Each move's worth in [`Coach::LOSS_UNIT`] from its rating, in the
    /// order of `rated` (higher better): the rating itself by default.
    fn values(&self, seat: Seat, rated: &[Rated<Self::Action>]) -> Vec<f64> {
        let _ = seat;
        rated.iter().map(|r| r.value).collect()
    }

    /// The graph's value after a move worth `value` (one of
    /// [`Coach::values`]) and the line it belongs to: the value on line
    /// `seat` by default.
    fn standing(&self, seat: Seat, value: f64) -> (f64, usize) {
        (value, seat)
    }

    /// A result proved exactly about playing `rated[played]` rather than
    /// `rated[best]`, in one sentence: none by default.
    fn exact(
        &self,
        seat: Seat,
        rated: &[Rated<Self::Action>],
        best: usize,
        played: usize,
    ) -> Option<String> {
        let _ = (seat, rated, best, played);
        None
    }

    /// The moves of `seat` proved best because every legal move's result
    /// is known exactly (a solved endgame), with whether they win; none
    /// when some move's result is not known, or every move loses (the
    /// default: nothing is proved).
    fn proved_best(&self, seat: Seat) -> Option<ProvedBest<Self::Action>> {
        let _ = seat;
        None
    }

    /// A start drawn from `seed` that the solved positions decide (every
    /// legal move's result known), for proved puzzles; none by default (a
    /// game without solved positions).
    fn solved_start(seed: u64) -> Option<Self::Options> {
        let _ = seed;
        None
    }

    /// The decision of `seat` that played `rated[played]`, judged from
    /// `rated` (every legal move with its rating, in the legal order):
    /// [`judge_values`] of the moves' [`Coach::values`].
    fn judge(&self, seat: Seat, rated: &[Rated<Self::Action>], played: usize) -> Judgement {
        judge_values(self, seat, rated, &self.values(seat, rated), played)
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

/// The judgement of `rated[played]` from the moves' `values` (see
/// [`Coach::values`]): the better move is the most valuable, equals
/// parted by their ratings (a faster forced win), then the played move,
/// then the first; the loss is the difference of the values.
pub fn judge_values<G: Coach>(
    game: &G,
    seat: Seat,
    rated: &[Rated<G::Action>],
    values: &[f64],
    played: usize,
) -> Judgement {
    let key = |i: usize| (values[i], rated[i].value);
    let mut best = played;
    for index in 0..rated.len() {
        if key(index) > key(best) {
            best = index;
        }
    }
    let (standing, line) = game.standing(seat, values[played]);
    Judgement {
        best,
        loss: (values[best] - values[played]).max(0.0),
        standing,
        line,
        exact: game.exact(seat, rated, best, played),
    }
}
