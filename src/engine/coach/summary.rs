//! Each seat's figures in a review: its decisions, their grades, what
//! it lost and its accuracy.

use serde::{Deserialize, Serialize};

use super::decision::Decision;
use super::grade::Grade;

/// One seat's figures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatSummary {
    /// Decisions reviewed (forced ones included).
    pub decisions: usize,
    /// How many got each grade, in [`Grade::ALL`]'s order (`marks` in
    /// the review's JSON).
    #[serde(rename = "marks")]
    pub grades: [usize; 5],
    /// The losses added up, in the game's unit.
    pub lost: f64,
    /// The share of its real choices (more than one legal move) marked
    /// good, in % (100 when it had none).
    pub accuracy: f64,
}

/// The figures of `seats` seats from their decisions.
pub fn summarize<A>(decisions: &[Decision<A>], seats: usize) -> Vec<SeatSummary> {
    (0..seats)
        .map(|seat| {
            let mine: Vec<&Decision<A>> = decisions.iter().filter(|d| d.seat == seat).collect();
            let mut grades = [0; 5];
            for decision in &mine {
                let place = Grade::ALL.iter().position(|&m| m == decision.grade);
                grades[place.expect("every grade is listed")] += 1;
            }
            let choices = mine.len() - grades[0];
            SeatSummary {
                decisions: mine.len(),
                grades,
                lost: mine.iter().map(|d| d.loss).sum(),
                accuracy: if choices == 0 {
                    100.0
                } else {
                    100.0 * grades[1] as f64 / choices as f64
                },
            }
        })
        .collect()
}
