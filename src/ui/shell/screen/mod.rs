//! The state of a game screen and its reducer, for every game, in parts
//! with one job each:
//! - [`seating`]: who sits where, whose eyes the table is drawn with, who
//!   may press now and what a press does (secrecy between people sharing
//!   one device);
//! - [`pacing`]: which events are shown, when the next one shows, when an
//!   AI is asked and what its answer does;
//! - [`texts`]: the status line, the info line, the explanations and the
//!   end panel, as the reader may read them;
//! - [`lifecycle`]: new games, lessons, shared games, playing on,
//!   restarts, undo and the game put aside.
//!
//! Pure: clocks, seeds and AI answers come in as messages ([`msg`]), so
//! every part is tested natively beside it; the page (wasm) only turns
//! the delays into timers and the AI requests into worker messages.

pub mod lifecycle;
pub mod msg;
pub mod pacing;
pub mod seating;
pub mod texts;

#[cfg(test)]
pub(crate) mod test_support;

#[cfg(test)]
mod lifecycle_tests;
#[cfg(test)]
mod pacing_tests;
#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod seating_tests;
#[cfg(test)]
mod texts_tests;

use crate::engine::agent::ReasonTexts;
use crate::engine::game::Seat;
use crate::engine::session::Session;

use super::game_ui::GameUi;
use super::marks::Marks;
use super::setup::Setup;

pub use lifecycle::Kept;
pub use msg::{AiMsg, GameMsg, Msg, NoticeMsg, PaceMsg, SeatMsg, ShellMsg};
pub use pacing::{AiRequest, Display, Pace, WatchSpeed, AI_PAUSE_MS};
pub use texts::sentence;

/// The whole state of a game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen<G: GameUi> {
    /// Who sits where.
    pub setup: Setup,
    /// The game: record, state and event log.
    pub session: Session<G>,
    /// Where the screen stands in the event log.
    pub marks: Marks,
    /// How events are shown and AIs paced.
    pub pace: Pace,
    /// The person's half-made input.
    pub input: G::Input,
    /// The game's display choices.
    pub prefs: G::Prefs,
    /// Hot-seat with hidden cards: the person who has the device.
    pub uncovered: Option<Seat>,
    /// Steps that may not be undone (a lesson's script).
    pub fixed_steps: usize,
    /// A message for the person (a refused press, a broken save).
    pub notice: Option<String>,
    /// The unfinished game the last new game or lesson replaced, kept so it
    /// can be brought back (the page also saves it).
    pub replaced: Option<Box<Kept<G>>>,
    /// The AIs' reasons, by the record step of their decision.
    pub reasons: Vec<(usize, ReasonTexts)>,
    /// Bumped on every change, so effects can re-arm their timers.
    pub version: u64,
}

impl<G: GameUi> Screen<G> {
    /// Applies `msg`: each part of the reducer takes its own messages.
    pub fn update(&mut self, msg: impl Into<Msg<G>>) {
        match msg.into() {
            Msg::Shell(ShellMsg::Game(msg)) => self.lifecycle(msg),
            Msg::Shell(ShellMsg::Pace(msg)) => self.pacing(msg),
            Msg::Shell(ShellMsg::Seat(msg)) => self.seating(msg),
            Msg::Shell(ShellMsg::Notice(NoticeMsg::Notify(text))) => self.notice = Some(text),
            Msg::Shell(ShellMsg::Notice(NoticeMsg::Dismiss)) => self.notice = None,
            Msg::OpenShared(shared) => self.open_shared(shared),
            Msg::Start { setup, seed } => self.start(setup, seed),
            Msg::Press(press) => self.press(&press),
            Msg::Ai(msg) => self.ai(msg),
            Msg::SetPrefs(prefs) => self.prefs = prefs,
        }
        self.version = self.version.wrapping_add(1);
    }

    /// The log's length.
    fn len(&self) -> usize {
        self.session.log().len()
    }
}
