//! The coach for 6 nimmt! ([`Coach`]): each decision's loss is the cows
//! the played card (or row) was expected to cost by the end of the round
//! beyond the best one's, from `hard`'s playouts over the cards the seat
//! could not see ([`super::rate`]).

use crate::engine::agent::Budget;
use crate::engine::game::{seat_name, Seat};
use crate::engine::rating::Rated;
use crate::engine::review::{Coach, Thresholds};
use crate::engine::take5::{Take5, Take5Action, Take5Options};

/// A review's budget for one decision: 20,000 playouts (2,000 deals of
/// each of ten cards), five times what a lesson's question rates with,
/// so the marks hold from one sampling seed to another; the time is only
/// a guard.
pub const REVIEW_BUDGET: Budget = Budget {
    time_ms: 5_000.0,
    max_work: Some(20_000),
};

/// The marks' thresholds in expected cows: an inaccuracy from 1 cow, a
/// mistake from 2.5, a blunder from 5 (about a row of five ordinary
/// cards).
pub const THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 1.0,
    mistake: 2.5,
    blunder: 5.0,
};

impl Coach for Take5 {
    const REVIEW_BUDGET: Budget = REVIEW_BUDGET;

    const LOSS_UNIT: &'static str = "cows";

    const STANDING_UNIT: &'static str = "cows expected by the end of the round";

    /// The same for every rule set: a cow is a cow.
    fn thresholds(_options: &Take5Options) -> Thresholds {
        THRESHOLDS
    }

    /// One line per seat.
    fn lines(&self, names: &[String]) -> Vec<String> {
        (0..self.seats()).map(|s| seat_name(names, s)).collect()
    }

    /// The seat's cows so far plus the cows the move was expected to add
    /// by the end of the round, on the seat's line.
    fn standing(&self, seat: Seat, value: f64) -> (f64, usize) {
        (f64::from(self.cows()[seat]) - value, seat)
    }

    /// `card 55` or `row 2`.
    fn action_words(
        &self,
        _seat: Seat,
        action: &Take5Action,
        _reader: Option<Seat>,
        _names: &[String],
    ) -> String {
        match action {
            Take5Action::Play(card) => format!("card {card}"),
            Take5Action::Pick(row) => format!("row {}", row + 1),
        }
    }

    /// `Card 12 was expected to cost 0.4 cows by the end of the round,
    /// card 55 2.1.` (the seat's own hand: only a reader who saw it is
    /// given a review, [`crate::engine::review::run::reviewable_steps`]).
    fn why(
        &self,
        seat: Seat,
        rated: &[Rated<Take5Action>],
        played: usize,
        better: usize,
        reader: Option<Seat>,
        names: &[String],
    ) -> String {
        let words = |index: usize| self.action_words(seat, &rated[index].action, reader, names);
        let mut better_words = words(better);
        better_words[..1].make_ascii_uppercase();
        format!(
            "{better_words} was expected to cost {} by the end of the round, {} {}.",
            cows(-rated[better].value),
            words(played),
            cows(-rated[played].value)
        )
    }
}

/// `0.4 cows`, `1 cow`.
fn cows(value: f64) -> String {
    let value = value.max(0.0);
    if (value - 1.0).abs() < 0.05 {
        "1 cow".to_string()
    } else {
        format!("{value:.1} cows")
    }
}
