//! One decision of one seat, as the coach judged it.

use serde::Serialize;

use crate::engine::game::Seat;

use super::grade::Grade;

/// One decision of one seat, judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Decision<A> {
    /// The record step it was (0 = the first step).
    pub step: usize,
    /// Who decided.
    pub seat: Seat,
    /// The move played.
    pub played: A,
    /// The better move (the played one when nothing was better).
    pub best: A,
    /// The played move in words.
    pub played_words: String,
    /// The better move in words.
    pub best_words: String,
    /// What the played move cost against the better one, in the game's
    /// loss unit.
    pub loss: f64,
    /// Its grade (`mark` in the review's JSON).
    #[serde(rename = "mark")]
    pub grade: Grade,
    /// How many legal moves the seat had.
    pub choices: usize,
    /// The graph's value after the played move.
    pub standing: f64,
    /// The graph's line of that value.
    pub line: usize,
    /// A result proved exactly, when there is one.
    pub exact: Option<String>,
    /// The best result the deal still allowed fell after this decision,
    /// in the solver's words ([`super::best::BestDrop`]): the review marks
    /// the decision that made a perfect score (or the best) impossible.
    pub best_lost: Option<String>,
    /// Why the better move is better (empty when the played move was the
    /// best).
    pub why: String,
    /// Every move that loses less than the inaccuracy threshold, best
    /// first: the answers a practice of this decision accepts.
    pub good: Vec<A>,
}
