//! The state of a game screen and its reducer, for every game, in parts
//! with one job each:
//! - [`seating`]: who sits where, whose eyes the table is drawn with, who
//!   may press now and what a press does (secrecy between people sharing
//!   one device), and the one road every move, a person's or an AI's,
//!   takes into the session;
//! - [`pacing`]: which events are shown, when the next one shows, when an
//!   AI is asked and what its answer does;
//! - [`texts`]: the status line, the info line, the explanations and the
//!   end panel, as the reader may read them;
//! - [`best`]: the outlook under the status line, from public facts, and
//!   the best result the deal allowed once the reader sees every card;
//! - [`daily`]: a deal of the day: the AI teams' games on it and the end
//!   panel's comparison;
//! - [`lifecycle`]: new games, lessons, shared games, playing on,
//!   restarts, undo and the game put aside.
//!
//! The state itself is data ([`state`], with the pace in [`pace`]). Pure:
//! clocks, seeds and AI answers come in as messages ([`msg`]), so every
//! part is tested natively beside it; the page (wasm) only turns the
//! delays into timers and the AI requests into worker messages.

pub mod best;
pub mod daily;
pub mod lifecycle;
pub mod msg;
pub mod pace;
pub mod pacing;
pub mod seating;
pub mod state;
pub mod texts;

#[cfg(test)]
pub(crate) mod test_support;

#[cfg(test)]
mod best_tests;
#[cfg(test)]
mod daily_tests;
#[cfg(test)]
mod lifecycle_tests;
#[cfg(test)]
mod pacing_tests;
#[cfg(test)]
mod remote_tests;
#[cfg(test)]
mod seating_tests;
#[cfg(test)]
mod shared_tests;
#[cfg(test)]
mod texts_tests;

use super::game_ui::GameUi;

pub use best::OutlookShown;
pub use daily::{DailyLine, DailyShown};
pub use msg::{AiMsg, GameMsg, Mover, Msg, NoticeMsg, PaceMsg, SeatMsg, ShellMsg};
pub use pace::{AiRequest, Display, Pace, WatchSpeed, AI_PAUSE_MS};
pub use state::{DailyTeams, FoundBest, Kept, Screen};

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
            Msg::Guest { seat, text } => self.guest_message(seat, &text),
            Msg::SetPrefs(prefs) => self.prefs = prefs,
            Msg::Best(found) => self.found_best(found),
            Msg::Teams(teams) => self.found_teams(teams),
        }
        self.version = self.version.wrapping_add(1);
    }
}
