//! The coach for 6 nimmt! ([`Coach`]): each decision's loss is the cows
//! the played card (or row) was expected to cost by the end of the round
//! beyond the best one's, from `hard`'s playouts over the cards the seat
//! could not see ([`super::rate`]).

use crate::engine::agent::Budget;
use crate::engine::coach::{Coach, FindsBest, Thresholds};
use crate::engine::game::{seat_name, Seat};
use crate::engine::rating::Rated;
use crate::engine::take5::{Take5, Take5Action, Take5Options};
use crate::text::{t, Arg, Msg};

/// A review's budget for one decision: 20,000 playouts (2,000 deals of
/// each of ten cards), five times what a lesson's question rates with,
/// so the grades hold from one sampling seed to another; the time is only
/// a guard.
pub const REVIEW_BUDGET: Budget = Budget {
    time_ms: 5_000.0,
    max_work: Some(20_000),
};

/// The grades' thresholds in expected cows: an inaccuracy from 1 cow, a
/// mistake from 2.5, a blunder from 5 (about a row of five ordinary
/// cards).
pub const THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 1.0,
    mistake: 2.5,
    blunder: 5.0,
};

/// 6 nimmt! has no solver of the best a deal allows (its scores are
/// each seat's own): the default, none.
impl FindsBest for Take5 {}

impl Coach for Take5 {
    const REVIEW_BUDGET: Budget = REVIEW_BUDGET;

    const LOSS_UNIT: &'static str = "cows";

    const STANDING_UNIT: &'static str = "cows expected by the end of the round";

    /// Playouts: hard thinks 80 ms, about 500 playouts a millisecond at
    /// four seats.
    const PLAY_WORK: u64 = 40_000;

    fn loss_unit() -> crate::text::Msg {
        crate::text::t::take5_ai_loss_unit()
    }

    fn standing_unit() -> crate::text::Msg {
        crate::text::t::take5_ai_standing_unit()
    }

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
            Take5Action::Play(card) => t::take5_ai_action_card(*card),
            Take5Action::Pick(row) => t::take5_ai_action_row(row + 1),
        }
        .to_string()
    }

    /// `Card 12 was expected to cost 0.4 cows by the end of the round,
    /// card 55 2.1.` (the seat's own hand: only a reader who saw it is
    /// given a review, [`crate::engine::coach::run::reviewable_steps`]).
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
        t::take5_ai_why(
            capital(&words(better)),
            cows(-rated[better].value),
            words(played),
            cows(-rated[played].value),
        )
        .to_string()
    }
}

/// `0.4 cows`, `1 cow`.
fn cows(value: f64) -> Msg {
    let value = value.max(0.0);
    if (value - 1.0).abs() < 0.05 {
        t::take5_ai_one_cow()
    } else {
        t::take5_ai_cows(decimal(value, 1))
    }
}

/// `value` with `places` decimals, rounded as `format!("{value:.1}")`
/// rounds it (so the English stays what it was), written with the
/// reader's decimal point.
fn decimal(value: f64, places: u8) -> Arg {
    let text = format!("{value:.*}", usize::from(places));
    let digits: String = text.chars().filter(|c| *c != '.').collect();
    Arg::Dec(digits.parse().unwrap_or(0), places)
}

/// The text with its first letter capital (`Card 12`).
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
