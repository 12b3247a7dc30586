//! What a game adds to the shell, besides its engine (after boardgame.io's
//! `Client({ game, board })`): its half-made input, which events show at
//! once, the words of its status line and end panel, and the picture of
//! the table at any event. Everything here is pure and tested natively;
//! the game's board components (wasm) draw the [`GameUi::Frame`].

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::agent::HasAgents;
use crate::engine::coach::FindsBest;
use crate::engine::game::{Game, Seat};
use crate::engine::lesson::HasLessons;
use crate::engine::outcome::Outcome;
use crate::engine::protocol::Protocol;
use crate::engine::remote::seat_state::SeatState;
use crate::engine::session::Session;
use crate::engine::small_sort::sort_small_by_key;
use crate::engine::tools::GameTools;
use crate::text::{t, Msg};

/// What a press on the board or hand leads to.
#[derive(Clone, Debug, PartialEq)]
pub struct Pressed<A> {
    /// The action to play now, if the press completed one.
    pub action: Option<A>,
    /// A sentence for the person (a refusal and why); `None` clears the
    /// last one.
    pub notice: Option<String>,
}

impl<A> Pressed<A> {
    /// Plays `action`.
    pub fn play(action: A) -> Self {
        Pressed {
            action: Some(action),
            notice: None,
        }
    }

    /// Keeps waiting (the input changed, nothing to play yet).
    pub fn wait() -> Self {
        Pressed {
            action: None,
            notice: None,
        }
    }

    /// Refuses the press, saying why.
    pub fn refuse(why: impl Into<String>) -> Self {
        Pressed {
            action: None,
            notice: Some(why.into()),
        }
    }
}

/// Who sits at the table, as a game's texts need it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct People {
    /// Whether a person plays each seat.
    pub humans: Vec<bool>,
    /// The one person playing against AIs (against AIs and in lessons).
    pub person: Option<Seat>,
}

impl People {
    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.humans.get(seat).copied().unwrap_or(false)
    }
}

/// One seat's line in the end panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreRow {
    /// 1 = best; equal ranks are shared.
    pub rank: u32,
    /// The seat.
    pub seat: Seat,
    /// One cell per column of [`EndSummary::columns`].
    pub cells: Vec<String>,
}

/// The end panel's rows of `seats`, best first: each seat's rank from
/// `outcome` and its `cells` (equal ranks keep seat order).
pub fn ranked_rows(
    outcome: &Outcome,
    seats: impl IntoIterator<Item = Seat>,
    cells: impl Fn(Seat) -> Vec<String>,
) -> Vec<ScoreRow> {
    let mut rows: Vec<ScoreRow> = seats
        .into_iter()
        .map(|seat| ScoreRow {
            rank: outcome.ranks[seat],
            seat,
            cells: cells(seat),
        })
        .collect();
    sort_small_by_key(&mut rows, |row| (row.rank, row.seat));
    rows
}

/// The end panel of a finished game (`Default`: empty, for a game that
/// is not over).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EndSummary {
    /// `Ada (White) wins`, `Ben wins with 12 cows`.
    pub headline: String,
    /// Why, in the engine's words.
    pub reason: String,
    /// The ranking's columns after rank and player (`Round 1`, …,
    /// `Total cows`).
    pub columns: Vec<String>,
    /// The ranking, best first.
    pub rows: Vec<ScoreRow>,
}

/// What the shown moment allows the end of the game to be, from what
/// everyone at the table may know ([`GameUi::outlook`]; Fireworks: the max
/// score, the pace and the turns left), shown under the status line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outlook {
    /// The figures, in one line.
    pub facts: String,
    /// Said only at the moment it happened: what the shown step made
    /// impossible, and why ("A perfect score is no longer possible: the
    /// last Yellow 4 was discarded.").
    pub moment: Option<String>,
}

/// Words a game gives the shell, written in the language of the moment
/// when they are shown (a message without arguments, or a closure giving
/// one).
pub type Words = fn() -> Msg;

/// One way to play a game offered by the new-game form (Fireworks: one
/// round, or the CodinGame match of four).
#[derive(Clone, Copy, Debug)]
pub struct Variant {
    /// The form's label (`One round (3 players)`), in the language of the
    /// moment.
    pub label: Words,
    /// The seats that play, in the order people fill them on one device;
    /// the others sit the whole game out.
    pub seats: &'static [Seat],
}

/// The UI side of a game: what the shell asks of it.
pub trait GameUi:
    Game + HasAgents + HasLessons + Protocol + GameTools + SeatState + FindsBest
{
    /// The person's half-made input (a picked-up stone, a mill waiting for
    /// its victim); `Default` is none.
    type Input: Clone + Debug + PartialEq + Default;
    /// What the board or hand sends when pressed.
    type Press: Clone + Debug + PartialEq;
    /// Display choices saved with a game (Morris: point names shown).
    type Prefs: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned;
    /// The picture of the table at one event.
    type Frame: Clone + Debug + PartialEq;
    /// What each pressable thing on the board does now for the person
    /// who may press ([`GameUi::choices`]): the one way every game's board
    /// learns what it may offer.
    type Choices: Clone + Debug + PartialEq;

    /// One sentence for the home page.
    fn summary() -> Msg;
    /// The names AIs sit under, by seat.
    const AI_NAMES: &'static [&'static str];
    /// The fewest and most people that may share one device.
    const HOT_SEAT_PEOPLE: (usize, usize);
    /// The seats a person may take against AIs, with their labels in the
    /// new-game form (`White (moves first)`); one seat: no choice shown.
    const PERSON_SEATS: &'static [(Seat, Words)];
    /// How the new-game form names `seat`, after an AI's name (`seat 2`,
    /// `White`).
    fn seat_label(seat: Seat) -> Msg {
        t::shell_new_seat(seat + 1)
    }
    /// The new-game form's label of the name of the person in `seat` of a
    /// hot-seat game (`Name of person 1`, `Name of the White player`): the
    /// whole label, as languages write it differently.
    fn person_label(seat: Seat) -> Msg {
        t::shell_new_name(seat + 1)
    }
    /// The undo button's words (`Undo my last card`).
    fn undo() -> Msg;
    /// The status line while an animated event plays (`The stones are
    /// moving…`).
    fn moving() -> Msg;

    /// The button that lets the AIs play the part a person sits out
    /// without pauses.
    fn skip() -> Msg {
        t::shell_skip_ahead()
    }

    /// Each rule set's name (one of [`GameTools::RULE_SETS`]), title and
    /// summary in the language of the moment; a rule set not listed keeps
    /// the engine's own English words.
    const RULE_SET_WORDS: &'static [(&'static str, Words, Words)] = &[];

    /// The title and summary of the rule set called `name` in the language
    /// of the moment ([`GameUi::RULE_SET_WORDS`]); `None`: the engine's own
    /// English words.
    fn rule_set_words(name: &str) -> Option<(Msg, Msg)> {
        Self::RULE_SET_WORDS
            .iter()
            .find(|(set, _, _)| *set == name)
            .map(|(_, title, summary)| (title(), summary()))
    }

    /// The AI level that takes a thinking time (`hard@MS`) and its own
    /// time in milliseconds, the one the referee uses; the settings' AI
    /// thinking time lengthens it (see [`super::thinking`]). `None`: no
    /// level takes a time.
    const TIMED_LEVEL: Option<(&'static str, u32)> = None;

    /// The ways to play offered by the new-game form, the first being the
    /// default; none: one way, every seat playing.
    const VARIANTS: &'static [Variant] = &[];

    /// The rules options of variant `index` of [`GameUi::VARIANTS`] (the
    /// default options when there are none).
    fn variant_options(index: usize) -> Self::Options {
        let _ = index;
        Self::Options::default()
    }

    /// Whether `seat` sits out the part of the game being played now
    /// (Fireworks: one round of four), so a person there only watches.
    fn sits_out(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }

    /// Whether `seat` plays any part of this game (Fireworks: a single
    /// round is played without player 1).
    fn takes_part(&self, seat: Seat) -> bool {
        let _ = seat;
        true
    }

    /// Whether the AIs' reasons are shown in the log with these display
    /// choices (games whose AIs give none: never).
    fn shows_reasons(prefs: &Self::Prefs) -> bool {
        let _ = prefs;
        false
    }

    /// The table at event `index` of `session`'s log (the current state
    /// past the end), seen by `viewer` (`None`: a spectator). Events are
    /// read through [`Game::event_for`].
    fn frame(session: &Session<Self>, index: usize, viewer: Option<Seat>) -> Self::Frame;

    /// The table at one event as a guest's page draws it, from what the
    /// host sent its `seat` alone: `before` is the seat's view before the
    /// event's part of the game (for the set-up, the set-up's own view),
    /// `events` the part's events up to the shown one, read for the seat,
    /// and `after` the seat's view once the part was played. The present
    /// is `events` empty with `before` and `after` the view now. It equals
    /// [`GameUi::frame`] for the seat at every event (checked on whole
    /// games by `tests/remote_guest.rs`).
    fn seat_frame(
        before: &Self::View,
        events: &[Self::Event],
        after: &Self::View,
        seat: Seat,
    ) -> Self::Frame;

    /// The outlook of the table in `frame` from public facts alone (what
    /// its view shows everyone), or `None` for a game that has none.
    fn outlook(frame: &Self::Frame) -> Option<Outlook> {
        let _ = frame;
        None
    }

    /// Where the shown moment stands (`Round 1 of 5 · turn 3 of 10`,
    /// `move 12 of 200`).
    fn progress(frame: &Self::Frame) -> String;

    /// Whether `event` is shown at once, without a pause or animation
    /// (`person` tells the seats a person plays).
    fn shows_at_once(event: &Self::Event, person: &dyn Fn(Seat) -> bool) -> bool;

    /// Whether undo may go back to just before `action` (6 nimmt!: a card,
    /// not a row pick).
    fn is_undo_point(action: &Self::Action) -> bool {
        let _ = action;
        true
    }

    /// Whose side a hot-seat table is drawn from in a game with nothing
    /// hidden: the seat to act.
    fn hot_seat_side(&self) -> Option<Seat> {
        self.to_act().first().copied()
    }

    /// What each pressable thing on the board does for the person in
    /// `seat` with `input` half made, from the engine's legal list and its
    /// refusals (which cards, points, rows or clues may be pressed, and
    /// why the others may not).
    fn choices(&self, seat: Seat, input: &Self::Input) -> Self::Choices;

    /// The selectors of the table's elements that `action` of `seat`
    /// names in this state (the card in the hand, the row, the points, the
    /// clued cards): what the coach's hint highlights.
    fn action_selectors(&self, seat: Seat, action: &Self::Action) -> Vec<String>;

    /// The person in `seat` pressed `press` with `input` half made.
    fn press(
        &self,
        seat: Seat,
        input: &mut Self::Input,
        press: &Self::Press,
    ) -> Pressed<Self::Action>;

    /// What the table waits for once everything is shown and the game goes
    /// on (`Ann (White): place a stone on an empty point (9 in hand).`).
    fn prompt(&self, people: &People, input: &Self::Input, names: &[String]) -> String;

    /// The end panel of the finished game in `session`.
    fn end_summary(session: &Session<Self>, names: &[String]) -> EndSummary;
}

/// The display choices of a game that has none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoPrefs {}
