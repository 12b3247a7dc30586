//! The review as the worker sends it ([`ReviewData`]), and what the
//! dialog draws from it: each seat's figures, the decisions worth a look,
//! and the graph's lines in the SVG's coordinates.

use serde::Deserialize;

use crate::engine::coach::{Grade, SeatSummary, Thresholds};
use crate::engine::game::seat_name;
use crate::text::{t, Arg};

/// One decision as the review judged it (the worker's
/// [`crate::engine::coach::Decision`] without its actions).
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct DecisionData {
    /// Its record step (0 = the first).
    pub step: usize,
    /// Who decided.
    pub seat: usize,
    /// The move played, in words.
    pub played_words: String,
    /// The better move, in words.
    pub best_words: String,
    /// What the played move cost.
    pub loss: f64,
    /// Its grade (`mark` in the review's JSON).
    #[serde(rename = "mark")]
    pub grade: Grade,
    /// Legal moves the seat had.
    pub choices: usize,
    /// The graph's value after it.
    pub standing: f64,
    /// The graph's line.
    pub line: usize,
    /// A result proved exactly.
    pub exact: Option<String>,
    /// The deal's best result fell after it, in the solver's words.
    #[serde(default)]
    pub best_lost: Option<String>,
    /// Why the better move is better.
    pub why: String,
}

/// A whole review as the worker sends it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct ReviewData {
    /// The unit of every loss.
    pub loss_unit: String,
    /// What the graph shows.
    pub standing_unit: String,
    /// What the graph shows, as a key the same in every language.
    #[serde(default)]
    pub standing_key: String,
    /// The graph's lines' names.
    pub lines: Vec<String>,
    /// The marks' thresholds.
    pub thresholds: Thresholds,
    /// Every decision judged.
    pub decisions: Vec<DecisionData>,
    /// Each seat's figures.
    pub seats: Vec<SeatSummary>,
    /// The mistakes and blunders to practise, as a lesson's code (the
    /// worker sends it beside the review).
    #[serde(skip)]
    pub practice: Option<String>,
}

impl ReviewData {
    /// Reads the worker's review (JSON); the error says what is wrong.
    pub fn from_json(json: &str) -> Result<ReviewData, String> {
        serde_json::from_str(json)
            .map_err(|e| t::coach_review_unreadable(e.to_string()).to_string())
    }

    /// The decisions shown: all, or those marked an inaccuracy or worse
    /// and those after which the deal's best result fell.
    pub fn shown(&self, all: bool) -> Vec<&DecisionData> {
        self.decisions
            .iter()
            .filter(|d| all || d.grade >= Grade::Inaccuracy || d.best_lost.is_some())
            .collect()
    }

    /// The marks' thresholds in a sentence.
    pub fn thresholds_text(&self) -> String {
        t::coach_marks(self.thresholds.describe(&self.loss_unit)).to_string()
    }
}

/// A loss as a person reads it: two decimals, three when the thresholds
/// are under a tenth (expected score).
pub fn loss_text(loss: f64, thresholds: &Thresholds) -> String {
    let places = if thresholds.inaccuracy < 0.1 { 3 } else { 2 };
    t::coach_number(Arg::dec(loss, places)).to_string()
}

/// One decision's heading: `Move 12 · Ann: mistake ? (lost 2.80 cows)`.
pub fn decision_heading(d: &DecisionData, review: &ReviewData, names: &[String]) -> String {
    let sign = d.grade.sign();
    let mark = if sign.is_empty() {
        d.grade.word()
    } else {
        t::coach_grade_signed(d.grade.word(), sign)
    };
    let (number, name) = (d.step + 1, seat_name(names, d.seat));
    if d.grade == Grade::Forced {
        t::coach_heading(number, name, mark).to_string()
    } else {
        let loss = loss_text(d.loss, &review.thresholds);
        t::coach_heading_lost(number, name, mark, loss, &review.loss_unit).to_string()
    }
}

/// One row of a seat's figures: its name, accuracy and marks.
pub fn seat_row(seat: usize, summary: &SeatSummary, names: &[String]) -> [String; 6] {
    [
        seat_name(names, seat),
        summary.decisions.to_string(),
        if summary.decisions == summary.grades[0] {
            "–".to_owned()
        } else {
            t::coach_accuracy(Arg::dec(summary.accuracy, 0)).to_string()
        },
        summary.grades[2].to_string(),
        summary.grades[3].to_string(),
        summary.grades[4].to_string(),
    ]
}

/// The graph's drawing area, in SVG units.
pub const GRAPH_WIDTH: f64 = 600.0;
/// The graph's height, in SVG units.
pub const GRAPH_HEIGHT: f64 = 160.0;
/// The margin around the lines.
const MARGIN: f64 = 8.0;

/// One point of the graph: a decision.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphPoint {
    /// Across, in SVG units.
    pub x: f64,
    /// Down, in SVG units.
    pub y: f64,
    /// The decision's place in [`ReviewData::decisions`].
    pub decision: usize,
}

/// The graph: one line per [`ReviewData::lines`], each decision a point
/// placed by its record step (across) and its standing (up), and the
/// lowest and highest standing drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Graph {
    /// Each line's points, in step order.
    pub lines: Vec<Vec<GraphPoint>>,
    /// The standing at the bottom and at the top.
    pub range: (f64, f64),
}

impl Graph {
    /// The graph of `review`.
    pub fn of(review: &ReviewData) -> Graph {
        let steps = review
            .decisions
            .iter()
            .map(|d| d.step)
            .max()
            .unwrap_or(0)
            .max(1) as f64;
        let values = review.decisions.iter().map(|d| d.standing);
        let low = values.clone().fold(f64::INFINITY, f64::min).min(0.0);
        let mut high = values.fold(f64::NEG_INFINITY, f64::max).max(low + 1.0);
        if review.standing_key == "expected score" {
            high = 1.0;
        }
        let x = |step: usize| MARGIN + (GRAPH_WIDTH - 2.0 * MARGIN) * step as f64 / steps;
        let y = |value: f64| {
            GRAPH_HEIGHT - MARGIN - (GRAPH_HEIGHT - 2.0 * MARGIN) * (value - low) / (high - low)
        };
        let lines = (0..review.lines.len())
            .map(|line| {
                review
                    .decisions
                    .iter()
                    .enumerate()
                    .filter(|(_, d)| d.line == line)
                    .map(|(decision, d)| GraphPoint {
                        x: x(d.step),
                        y: y(d.standing),
                        decision,
                    })
                    .collect()
            })
            .collect();
        Graph {
            lines,
            range: (low, high),
        }
    }

    /// The SVG `points` of line `line` (`x,y x,y …`).
    pub fn polyline(&self, line: usize) -> String {
        self.lines[line]
            .iter()
            .map(|p| format!("{:.1},{:.1}", p.x, p.y))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
