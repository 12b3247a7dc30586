//! The coach for Fireworks ([`Coach`]): a decision's loss is the team's
//! expected points at the end of the round after the best move less after
//! the one played, from `hard`'s rollouts in worlds drawn from what the
//! player knew of their own hand ([`super::rate`]), focused on the
//! played move and the best candidates ([`super::review_rate`]).

use super::super::actions::{slot_letter, Clue, FireworksAction, Slot};
use super::super::options::{FireworksOptions, Rules};
use super::super::state::Fireworks;
use super::reason::decimal;
use super::review_rate;
use crate::engine::agent::{Budget, Clock};
use crate::engine::coach::{Coach, Thresholds};
use crate::engine::game::{seat_name, Seat};
use crate::engine::rating::Rated;
use crate::text::t;

/// A review's budget for one decision: at most 9,000 rollouts for the
/// focused rating ([`review_rate::rate_focused`]), which stops once the
/// grade is settled, so about 3,600 on average in a CodinGame round and
/// 4,100 at a standard table of two. Natively a round's review took 6 to
/// 7 s (the slowest 9 s) on a loaded two-core machine, with the same grade
/// from two seeds for 96% of the decisions in CodinGame rounds and 92% at
/// standard tables of two (`examples/review_bench.rs`, 3 games); the
/// time is only a guard.
///
/// The thresholds below are the scoring's, not tuned for stability: the
/// grades that still differ between seeds are losses close to a threshold
/// (the medium AI's moves often lose about half a card, the inaccuracy
/// threshold, against the best).
pub const REVIEW_BUDGET: Budget = Budget {
    time_ms: 5_000.0,
    max_work: Some(9_000),
};

/// The thresholds where a round is scored by the fireworks' height (out
/// of 25): an inaccuracy from half a card, a mistake from 1.5 cards, a
/// blunder from 3.
pub const HEIGHT_THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 0.5,
    mistake: 1.5,
    blunder: 3.0,
};

/// The thresholds under the CodinGame rules' points (out of 85): the
/// height's scaled by 85/25 and rounded.
pub const POINTS_THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 1.5,
    mistake: 5.0,
    blunder: 10.0,
};

/// The thresholds under `rules`, at a standard table (`at_table`) or in
/// a CodinGame round: points unless the table or the numbers are
/// standard.
fn thresholds_of(rules: Rules, at_table: bool) -> Thresholds {
    if !at_table && !rules.is_standard() {
        POINTS_THRESHOLDS
    } else {
        HEIGHT_THRESHOLDS
    }
}

impl Coach for Fireworks {
    const REVIEW_BUDGET: Budget = REVIEW_BUDGET;

    const LOSS_UNIT: &'static str = "points";

    const STANDING_UNIT: &'static str = "the team's expected points at the end of the round";

    /// Hard's own cap of rollouts.
    const PLAY_WORK: u64 = super::hard::DEFAULT_ROLLOUTS;

    fn loss_unit() -> crate::text::Msg {
        crate::text::t::fireworks_ai_loss_unit()
    }

    fn standing_unit() -> crate::text::Msg {
        crate::text::t::fireworks_ai_standing_unit()
    }

    /// The focused rating ([`review_rate::rate_focused`]): every legal
    /// move rated on shared worlds, then most of the budget on the played
    /// move and the best few candidates.
    fn rate_for_review(
        &self,
        seat: Seat,
        played: &FireworksAction,
        seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Vec<Rated<FireworksAction>> {
        let thresholds = thresholds_of(self.rules, self.layout.table.is_some());
        review_rate::rate_focused(self, seat, played, seed, budget, clock, &thresholds)
    }

    /// Points out of 85 under the CodinGame rules, heights out of 25 at
    /// a standard table or under the standard numbers.
    fn thresholds(options: &FireworksOptions) -> Thresholds {
        thresholds_of(options.rules, options.players.is_some())
    }

    /// One line: the team.
    fn lines(&self, _names: &[String]) -> Vec<String> {
        vec![t::fireworks_ai_team().to_string()]
    }

    /// The team's one line.
    fn standing(&self, _seat: Seat, value: f64) -> (f64, usize) {
        (value, 0)
    }

    /// `play card B`, `discard card C`, `hint Bob: red` (a card is named
    /// by its slot only: the player could not see it).
    fn action_words(
        &self,
        _seat: Seat,
        action: &FireworksAction,
        _reader: Option<Seat>,
        names: &[String],
    ) -> String {
        let letter = |slot: Slot| slot_letter(slot).to_string();
        match *action {
            FireworksAction::Play(slot) => t::fireworks_ai_action_play(letter(slot)),
            FireworksAction::Discard(slot) => t::fireworks_ai_action_discard(letter(slot)),
            FireworksAction::Hint {
                to,
                clue: Clue::Colour(colour),
            } => t::fireworks_ai_action_hint_colour(seat_name(names, to), colour.card_msg(true)),
            FireworksAction::Hint {
                to,
                clue: Clue::Level(level),
            } => t::fireworks_ai_action_hint_level(seat_name(names, to), level),
        }
        .to_string()
    }

    /// `Hint Bob: red led to 21.4 points on average, discard card A to
    /// 19.0.`
    fn why(
        &self,
        seat: Seat,
        rated: &[Rated<FireworksAction>],
        played: usize,
        better: usize,
        reader: Option<Seat>,
        names: &[String],
    ) -> String {
        let words = |index: usize| self.action_words(seat, &rated[index].action, reader, names);
        t::fireworks_ai_why(
            capital(&words(better)),
            decimal(rated[better].value, 1),
            words(played),
            decimal(rated[played].value, 1),
        )
        .to_string()
    }
}

/// The text with its first letter capital (`Play card B`).
fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
