//! The coach: every decision of a game judged by the hard AI, on what the
//! deciding seat could know at the time.
//!
//! A review replays a record ([`crate::engine::record`]) and, at each step
//! a seat acted, rates every legal move of that seat from its own view
//! ([`crate::engine::rating::RatesMoves`]: hidden hands are sampled from
//! what the seat knew, never read). The move played is compared with the
//! best-rated one: the difference is the decision's *loss* in the game's
//! unit ([`Coach::LOSS_UNIT`]), and thresholds written beside each game
//! ([`Coach::thresholds`], shown on its rules page) turn the loss into a
//! [`Grade`]. Luck never makes a mistake: a move right on the seat's
//! information that a later deal punished has no loss, because nothing
//! after the decision is looked at.
//!
//! - [`best`]: the best result a deal allowed and the decisions after
//!   which it fell ([`FindsBest`], a solver that sees every card);
//! - [`grade`]: a decision's grade (shown as a sign: "?!", "?", "??") and
//!   the thresholds that give it;
//! - [`judgement`]: what each game adds ([`Coach`]: its budget, unit,
//!   thresholds, the graph's measure, exact results and its words), and a
//!   decision judged from its moves' values;
//! - [`decision`]: one decision judged;
//! - [`hint`]: the hint for a seat to move, judged as its review would;
//! - [`run`]: the review of a whole record, with progress and a stop;
//! - [`summary`]: each seat's accuracy and grades;
//! - [`practice`]: a review's mistakes as a lesson to practise;
//! - [`puzzle_file`]: a puzzle as data and the puzzle files;
//! - [`puzzles`]: puzzles mined from the AIs' own games (a mistake or a
//!   blunder to find the better move of), shipped as a file per game;
//! - [`self_play`]: games the AIs play, as records to review.

pub mod best;
pub mod decision;
pub mod grade;
pub mod hint;
pub mod judgement;
pub mod practice;
pub mod puzzle_file;
pub mod puzzles;
pub mod run;
pub mod self_play;
pub mod summary;

pub use best::{BestDrop, BestLeft, BestPart, FindsBest};
pub use decision::Decision;
pub use grade::{Grade, Thresholds};
pub use judgement::{Coach, Judgement, ProvedBest};
pub use run::{review, review_seats, GameReview, ReviewError};
pub use summary::SeatSummary;

#[cfg(test)]
mod practice_tests;
#[cfg(test)]
mod tests;
