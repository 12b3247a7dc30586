//! The text of `referee review`: every decision with its grade, then each
//! seat's figures.

use std::io::{self, Write};

use crate::engine::coach::{GameReview, Grade, SeatSummary};
use crate::engine::game::Seat;

/// How the referee names seat `seat` (counted from 0, as in its logs,
/// its `[seat N]` prefixes and the records).
pub fn seat_label(seat: Seat) -> String {
    format!("seat {seat}")
}

/// What the review's first line says about the game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewHeading {
    /// The game's title ([`crate::engine::game::Game::TITLE`]).
    pub title: &'static str,
    /// The seed of the ratings.
    pub seed: u64,
    /// The record's steps.
    pub steps: usize,
    /// Whom the review was made for (`None`: a spectator).
    pub viewer: Option<Seat>,
}

/// Writes `review` as text: a heading, one line per decision (step
/// counted from 1, seat, grade, loss, move played) with the better move
/// and why when there was one, and an exact result when proved, then one
/// line per seat.
pub fn write_review<A>(
    heading: &ReviewHeading,
    review: &GameReview<A>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let reader = heading
        .viewer
        .map_or_else(|| "a spectator".to_string(), seat_label);
    let unit = review.loss_unit.as_str();
    // Enough decimals to tell a loss from the threshold it is close to.
    let places = if review.thresholds.inaccuracy < 0.1 {
        3
    } else {
        2
    };
    writeln!(
        out,
        "{}: {} of {} steps reviewed for {reader}, ratings seed {}",
        heading.title,
        count(review.decisions.len(), "decision", "decisions"),
        heading.steps,
        heading.seed
    )?;
    writeln!(out, "Marks: {}.", review.thresholds.describe(unit))?;
    for decision in &review.decisions {
        let sign = match decision.grade.sign() {
            "" => String::new(),
            sign => format!(" {sign}"),
        };
        writeln!(
            out,
            "step {}, {}: {}{sign} (lost {:.places$} {unit}), played {}",
            decision.step + 1,
            seat_label(decision.seat),
            decision.grade.word(),
            decision.loss,
            decision.played_words
        )?;
        if decision.best_words != decision.played_words || !decision.why.is_empty() {
            let why = match decision.why.as_str() {
                "" => String::new(),
                why => format!(". {why}"),
            };
            writeln!(out, "    better: {}{why}", decision.best_words)?;
        }
        if let Some(exact) = &decision.exact {
            writeln!(out, "    exact: {exact}")?;
        }
    }
    writeln!(out, "Summary:")?;
    for (seat, summary) in review.seats.iter().enumerate() {
        let line = seat_line(summary, unit, places);
        writeln!(out, "{}: {line}", seat_label(seat))?;
    }
    Ok(())
}

/// One seat's figures: accuracy over its real choices, its grades and
/// what it lost in all.
fn seat_line(summary: &SeatSummary, unit: &str, places: usize) -> String {
    let graded = |grade: Grade| {
        let place = Grade::ALL.iter().position(|&g| g == grade);
        summary.grades[place.expect("every grade is listed")]
    };
    let forced = graded(Grade::Forced);
    format!(
        "accuracy {:.0}% of {}, {}, {}, {}, {:.places$} {unit} lost in all ({}, {})",
        summary.accuracy,
        count(summary.decisions - forced, "choice", "choices"),
        count(graded(Grade::Inaccuracy), "inaccuracy", "inaccuracies"),
        count(graded(Grade::Mistake), "mistake", "mistakes"),
        count(graded(Grade::Blunder), "blunder", "blunders"),
        summary.lost,
        count(summary.decisions, "decision", "decisions"),
        count(forced, "only move", "only moves"),
    )
}

/// `1 mistake`, `2 mistakes`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
