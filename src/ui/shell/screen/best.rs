//! The outlook under the status line and the best result the deal
//! allowed. A game's outlook ([`GameUi::outlook`]) reads only what its
//! view shows everyone, so it is shown to every reader; the best result,
//! found by the coach's worker with a solver that sees every card
//! ([`FindsBest::HAS_SOLVER`](crate::engine::coach::FindsBest::HAS_SOLVER)), is asked for and shown only once the reader
//! sees every card too: a spectator, a game stepped through once it is
//! over, the end panel (docs/fireworks.md §6, "What a seat is shown").

use super::super::game_ui::GameUi;
use super::state::{FoundBest, Screen};

/// The lines under the status line at the shown moment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutlookShown {
    /// The public figures (max score, pace, turns left).
    pub facts: Option<String>,
    /// What the shown step made impossible, and why.
    pub moment: Option<String>,
    /// The best result the deal allows (only for a reader who sees every
    /// card).
    pub best: Option<String>,
}

impl<G: GameUi> Screen<G> {
    /// Whether the reader sees every card: a spectator, or anyone once
    /// the game is over. Only then does the screen show what the solver,
    /// which sees every card, found.
    pub fn sees_every_card(&self) -> bool {
        self.reader().is_none()
    }

    /// The game and the record length the page should ask the coach's
    /// worker the deal's best for: while the reader sees every card and
    /// what is held was found for another moment of the game.
    pub fn best_wanted(&self) -> Option<(u64, usize)> {
        if !G::HAS_SOLVER || !self.sees_every_card() {
            return None;
        }
        let steps = self.session.record().steps.len();
        let held = self
            .best
            .as_ref()
            .is_some_and(|found| found.game == self.game_number && found.steps == steps);
        (!held).then_some((self.game_number, steps))
    }

    /// Keeps what the coach's worker found, when it is for this game and
    /// for no longer a record than this one.
    pub(super) fn found_best(&mut self, found: FoundBest) {
        if found.game == self.game_number && found.steps <= self.session.record().steps.len() {
            self.best = Some(Box::new(found));
        }
    }

    /// The best found for this game, for a reader who sees every card.
    fn best_shown(&self) -> Option<&FoundBest> {
        self.best
            .as_deref()
            .filter(|found| found.game == self.game_number && self.sees_every_card())
    }

    /// The record step of the event shown (the record's length before
    /// the first step).
    fn shown_step(&self) -> usize {
        self.session
            .log()
            .get(self.place.cursor)
            .and_then(|logged| logged.step)
            .unwrap_or(self.session.record().steps.len())
    }

    /// The lines under the status line for the table in `frame`: the
    /// game's public outlook, and for a reader who sees every card the
    /// deal's best and the solver's words at the step it fell (which say
    /// more than the public moment, so they take its place).
    pub fn outlook_shown(&self, frame: &G::Frame) -> OutlookShown {
        let public = G::outlook(frame).unwrap_or_default();
        let mut shown = OutlookShown {
            facts: Some(public.facts).filter(|f| !f.is_empty()),
            moment: public.moment,
            best: None,
        };
        if let Some(found) = self.best_shown() {
            let step = self.shown_step();
            let before = step < found.steps;
            if let Some(fall) = found.best.drop_at(step).filter(|_| before) {
                shown.moment = Some(fall.words.clone());
            }
            shown.best = found.best.part_at(step).map(|part| part.words.clone());
        }
        shown
    }

    /// Each finished part's result against the best the deal allowed, for
    /// the end panel (empty until the coach's worker has answered).
    pub fn best_results(&self) -> Vec<String> {
        match self.best_shown() {
            Some(found) if self.session.state().is_over() => found.best.results(),
            _ => Vec::new(),
        }
    }
}
