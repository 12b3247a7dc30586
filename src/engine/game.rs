//! The one interface every game implements and every tool uses.
//!
//! AIs, step-through, replay, the referee and the tests only ever talk to a
//! game through [`Game`]; nothing outside a game's folder knows its rules.

use serde::{de::DeserializeOwned, Serialize};
use std::fmt::{Debug, Display};
use std::ops::RangeInclusive;

use super::outcome::{Outcome, ScoreOrder};

/// A player index, `0..seat_count`.
pub type Seat = usize;

/// A reader at none of the seats (a hot-seat table between two people):
/// [`Game::event_for`] takes every private card out of what it reads.
pub const NOBODY: Seat = usize::MAX;

/// Something that can say, in plain language, what happened and which rule
/// made it happen.
pub trait Explain {
    /// The explanation, naming seats with `names[seat]` (a missing name
    /// falls back to "Seat N", see [`seat_name`]).
    fn explain(&self, names: &[String]) -> String;
}

/// The display name of `seat`: `names[seat]` or `Seat N` (1-based).
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| crate::text::t::engine_seat(seat + 1).to_string())
}

/// The verb form that agrees with a seat's display name: the person who
/// plays under the name "You" reads "You take a row", others read "Bob
/// takes a row". `third_person` is the "Bob" form, `second_person` the
/// "You" form.
pub fn agree<'a>(name: &str, third_person: &'a str, second_person: &'a str) -> &'a str {
    if name == "You" {
        second_person
    } else {
        third_person
    }
}

/// Whether the seats play against each other or together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Every seat plays for itself; ranks tell who won (6 nimmt!, Morris).
    Competitive,
    /// The seats score together (Fireworks).
    Cooperative,
}

/// Whether every seat sees the whole state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Information {
    /// Nothing is hidden: every view shows the whole state (Morris).
    Perfect,
    /// Some seats cannot see some cards: views and events are read per seat.
    Hidden,
}

/// How turns are taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turns {
    /// One seat acts at a time.
    Sequential,
    /// Several seats may be asked at once (6 nimmt!'s face-down choice).
    Simultaneous,
}

/// The kind of a game as data, stated once beside the game (after
/// OpenSpiel's `GameType`): tools check it instead of assuming a
/// two-player game with nothing hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameKind {
    /// Competitive or cooperative.
    pub goal: Goal,
    /// Perfect or hidden information.
    pub information: Information,
    /// Sequential or simultaneous turns.
    pub turns: Turns,
    /// How many seats a game has.
    pub seats: usize,
    /// Which way its scores are better.
    pub score_order: ScoreOrder,
}

/// A complete rule engine.
///
/// A game is created from `(options, seed)`; every later state comes from
/// applying actions, so a [`crate::engine::record::Record`] reproduces it.
pub trait Game: Clone + Debug + PartialEq + Sized {
    /// Rules options (variants, parameters); `Default` is the standard game.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// One decision of one seat.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// One rule consequence, with its data and an explanation.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Explain;
    /// What one seat is allowed to see.
    type View: Clone + Debug + Serialize + DeserializeOwned;
    /// Why an action was refused.
    type RuleError: Clone + Debug + PartialEq + Display;

    /// Short identifier used in URLs, records, storage keys and the CLI;
    /// written only here, in the game's own folder.
    const ID: &'static str;
    /// Human title (`6 nimmt!`): the English name, as the referee prints it.
    const TITLE: &'static str;
    /// The kind of game: goal, information, turns, seats, score order.
    const KIND: GameKind;

    /// The game's name in the language of the moment, as every screen,
    /// lesson and puzzle shows it (in English, [`Game::TITLE`]:
    /// `tests/game_list.rs` checks it).
    fn name() -> crate::text::Msg;

    /// A new game and the events of its set-up (e.g. the first deal).
    fn new(options: &Self::Options, seed: u64) -> (Self, Vec<Self::Event>);

    /// Number of seats in this game.
    fn seat_count(&self) -> usize;

    /// The seat counts a game under `options` may have (6 nimmt!: 2 to
    /// 10). By default only the default game's count, [`GameKind::seats`].
    fn seat_counts(options: &Self::Options) -> RangeInclusive<usize> {
        let _ = options;
        Self::KIND.seats..=Self::KIND.seats
    }

    /// `options` for a table of `seats` players: the referee's number of
    /// `--seat` flags, the new-game form's player count. An error says
    /// which counts these options allow. By default `options` unchanged
    /// when `seats` is one of [`Game::seat_counts`].
    fn with_seat_count(options: &Self::Options, seats: usize) -> Result<Self::Options, String> {
        check_seat_count::<Self>(options, seats).map(|()| options.clone())
    }

    /// Seats that must act now, in increasing order. Several seats for a
    /// simultaneous turn; empty once the game is over.
    fn to_act(&self) -> Vec<Seat>;

    /// Every action `seat` may take now (empty if it need not act).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Applies `action` for `seat`. On success returns the events it caused,
    /// in order; on error the state is unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::RuleError>;

    /// Removes `seat` from play after an invalid answer or a timeout, with
    /// the consequences the game's rules give it, and returns their events.
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Vec<Self::Event>;

    /// What `seat` may see now (hidden hands stay hidden).
    fn view(&self, seat: Seat) -> Self::View;

    /// `event` as `viewer` may read it: what the viewer's own view hides
    /// is taken out (a card drawn into your own hand has no face). `None`
    /// is a spectator, who reads everything (watching, a finished game).
    /// The game log, the step bar, the frames and the protocol read every
    /// event through this. Games with nothing hidden keep the default.
    fn event_for(viewer: Option<Seat>, event: &Self::Event) -> Self::Event {
        let _ = viewer;
        event.clone()
    }

    /// Scores and ranks once the game is over, `None` before.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether the game is over.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
}

/// Whether `seats` is a seat count `options` allow; the error names the
/// allowed range (`6 nimmt! is played by 2 to 10 players, not 11`).
pub fn check_seat_count<G: Game>(options: &G::Options, seats: usize) -> Result<(), String> {
    let range = G::seat_counts(options);
    if range.contains(&seats) {
        return Ok(());
    }
    let allowed = if range.start() == range.end() {
        format!("{}", range.start())
    } else {
        format!("{} to {}", range.start(), range.end())
    };
    Err(format!(
        "{} is played by {allowed} players under these rules, not {seats}",
        G::TITLE
    ))
}

/// The explanation of `event` as `viewer` may read it (see
/// [`Game::event_for`]).
pub fn explain_for<G: Game>(event: &G::Event, viewer: Option<Seat>, names: &[String]) -> String {
    G::event_for(viewer, event).explain(names)
}

/// What a seat's view hides, stated by the game so that the conformance
/// suite ([`crate::engine::conformance`]) can check that no event a seat
/// reads names it.
pub trait Secrets: Game {
    /// One hidden thing (a card in a given round, say).
    type Secret: Clone + Debug + PartialEq;

    /// What `seat` cannot see in this state.
    fn hidden_from(&self, seat: Seat) -> Vec<Self::Secret>;

    /// The hidden things `event` names, where `self` is the state before
    /// the event's step.
    fn named_by(&self, event: &Self::Event) -> Vec<Self::Secret>;

    /// The hidden things the command `by` sent for `action` names (its bot
    /// protocol line, see [`crate::engine::protocol::Protocol::command_seen_by`]),
    /// where `self` is the state before the command's step. None by
    /// default: most commands name only what everyone sees.
    fn named_by_command(&self, by: Seat, action: &Self::Action) -> Vec<Self::Secret> {
        let _ = (by, action);
        Vec::new()
    }
}

/// A game with a fast move-path count from its default start (perft), to
/// check its move generator against known numbers (`referee perft`).
pub trait Perft: Game {
    /// The number of action sequences of length `depth` from the start.
    fn perft(depth: u32) -> u64;
}
