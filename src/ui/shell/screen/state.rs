//! The whole state of a game screen, as data; the parts of the reducer
//! ([`super::seating`], [`super::pacing`], [`super::texts`],
//! [`super::lifecycle`]) each add their methods to it.

use crate::engine::agent::ReasonTexts;
use crate::engine::coach::BestLeft;
use crate::engine::game::Seat;
use crate::engine::record::GameRecord;
use crate::engine::session::Session;
use crate::worker::protocol::TeamPlayed;

use super::super::game_ui::GameUi;
use super::super::log_place::LogPlace;
use super::super::setup::Setup;
use super::pace::Pace;

/// A game put aside: who sat where, its record, and its AIs' reasons.
pub type Kept<G> = (Setup, GameRecord<G>, Vec<(usize, ReasonTexts)>);

/// The best result the deal allowed, as the coach's worker found it for
/// one game of this screen at one length of its record.
#[derive(Clone, Debug, PartialEq)]
pub struct FoundBest {
    /// The screen's game it was found for (`Screen::game_number`).
    pub game: u64,
    /// The record steps it was found for.
    pub steps: usize,
    /// What was found, in words.
    pub best: BestLeft,
}

/// The AI teams' games on a deal of the day, as the game's AI worker
/// plays them for one game of the screen.
#[derive(Clone, Debug, PartialEq)]
pub struct DailyTeams {
    /// The screen's game they are for (`Screen::game_number`).
    pub game: u64,
    /// Teams that have played, and teams in all.
    pub done: u64,
    /// Teams in all.
    pub total: u64,
    /// Every team's game once all have played, or why they could not.
    pub found: Option<Result<Vec<TeamPlayed>, String>>,
}

/// The whole state of a game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen<G: GameUi> {
    /// Who sits where.
    pub setup: Setup,
    /// The game: record, state and event log.
    pub session: Session<G>,
    /// Where the screen stands in the event log.
    pub place: LogPlace,
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
    /// The coach's hints taken: the record length and the seat of each
    /// (one per decision), counted in the end panel.
    pub hints: Vec<(usize, Seat)>,
    /// The refusals of messages from other devices, by seat, as they cross
    /// back (the host's panel sends each once, in order); emptied with a
    /// new game.
    pub guest_refusals: Vec<(Seat, String)>,
    /// Counts the games this screen has shown (a new game, a restart, a
    /// lesson): a table with seats on other devices invites them anew.
    pub game_number: u64,
    /// Bumped on every change, so effects can re-arm their timers.
    pub version: u64,
    /// The lesson asked for and the person who will learn it, until the
    /// page has fetched it ([`Screen::lesson_wanted`]).
    pub lesson_wanted: Option<(u8, String)>,
    /// The best result the deal allowed, as the coach's worker last
    /// found it ([`Screen::best_wanted`]).
    pub best: Option<Box<FoundBest>>,
    /// A deal of the day's AI teams, as the game's AI worker last sent
    /// them ([`Screen::teams_wanted`]).
    pub teams: Option<Box<DailyTeams>>,
}

impl<G: GameUi> Screen<G> {
    /// The log's length.
    pub(super) fn len(&self) -> usize {
        self.session.log().len()
    }
}
