//! The game's lifecycle: a screen made for a new game, a lesson, a shared
//! game or a resumed one; restarts, playing again and playing on; undo;
//! and the unfinished game put aside when another replaces it.

use crate::engine::agent::ReasonTexts;
use crate::engine::daily::Day;
use crate::engine::game::{Information, Seat};
use crate::engine::lesson::LessonStart;
use crate::engine::record::{GameRecord, Step};
use crate::engine::record_code::SharedGame;
use crate::engine::session::{Moment, Session};
use crate::text::t;

use super::super::daily::{has_daily, DailyDeal};
use super::super::game_ui::GameUi;
use super::super::log_place::LogPlace;
use super::super::setup::{hot_seat_people, Mode, Setup};
use super::super::words::sentence;
use super::msg::GameMsg;
use super::pace::{Display, Pace};
use super::state::Kept;
use super::state::Screen;

/// Whether one of `steps` is an action by a seat `is_human` says a person
/// plays (what makes an unfinished game worth putting aside).
fn person_acted<A>(steps: &[Step<A>], is_human: impl Fn(Seat) -> bool) -> bool {
    steps
        .iter()
        .any(|step| matches!(step, Step::Act { seat, .. } if is_human(*seat)))
}

impl<G: GameUi> Screen<G> {
    /// A screen for a new game of the game's first variant (its default
    /// rules), showing its start.
    pub fn new(setup: Setup, seed: u64, display: Display) -> Screen<G> {
        Screen::with_options(setup, G::variant_options(0), seed, display)
    }

    /// A screen for a new game with these rules options.
    pub fn with_options(
        setup: Setup,
        options: G::Options,
        seed: u64,
        display: Display,
    ) -> Screen<G> {
        Screen::with_session(setup, Session::new(options, seed), display)
    }

    /// A screen showing `session` as it stands (a resumed game).
    pub fn with_session(setup: Setup, session: Session<G>, display: Display) -> Screen<G> {
        let shown = session.log().len();
        Screen {
            setup,
            session,
            place: LogPlace {
                shown,
                cursor: shown.saturating_sub(1),
                replaying: false,
            },
            pace: Pace::new(display),
            input: G::Input::default(),
            prefs: G::Prefs::default(),
            uncovered: None,
            fixed_steps: 0,
            notice: None,
            replaced: None,
            reasons: Vec::new(),
            hints: Vec::new(),
            guest_refusals: Vec::new(),
            game_number: 0,
            version: 0,
            lesson_wanted: None,
            best: None,
            teams: None,
        }
    }

    /// Lesson `number` for `player` (from the game's own list: tests and
    /// native tools; the page gets its lessons from the extras module).
    pub fn lesson(number: u8, player: &str, display: Display) -> Result<Screen<G>, String> {
        let lesson = G::lesson(number).ok_or_else(|| t::shell_no_lesson(number).to_string())?;
        Screen::lesson_from(LessonStart::of(&lesson), player, display)
    }

    /// The lesson `start` for `player`: its script is played, and the
    /// table waits at its focus step with step-through on.
    pub fn lesson_from(
        start: LessonStart<G>,
        player: &str,
        display: Display,
    ) -> Result<Screen<G>, String> {
        let LessonStart { notes, record } = start;
        let session = Session::<G>::from_record(record).map_err(|error| {
            t::shell_lesson_unplayable(notes.number, error.to_string()).to_string()
        })?;
        let first_focus = notes.first_focus_event(&session);
        let setup = Setup::lesson::<G>(&notes, session.state().seat_count(), player);
        let display = Display {
            step_through: true,
            ..display
        };
        let mut screen = Screen::with_session(setup, session, display);
        screen.place.shown = first_focus.max(1);
        screen.place.cursor = screen.place.shown - 1;
        screen.fixed_steps = notes.script_len;
        screen.settle();
        Ok(screen)
    }

    /// A shared game, shown at its moment. A game with hidden cards is
    /// seen as a spectator once it is over, and before that as the seat
    /// whose turn it is at its end (what that player may see).
    pub fn shared(shared: SharedGame<G>, display: Display) -> Result<Screen<G>, String> {
        let session = Session::<G>::from_record(shared.record).map_err(|e| e.to_string())?;
        let state = session.state();
        let viewer = (G::KIND.information == Information::Hidden && !state.is_over())
            .then(|| state.to_act().first().copied())
            .flatten();
        let cursor = session.event_at(shared.shown);
        let setup = Setup::shared::<G>(viewer).resized::<G>(state.seat_count(), &[]);
        let mut screen = Screen::with_session(setup, session, display);
        screen.place.cursor = cursor;
        Ok(screen)
    }

    /// A screen resumed from a saved set-up and record, or why it cannot be.
    pub fn resume(
        setup: Setup,
        record: GameRecord<G>,
        display: Display,
    ) -> Result<Screen<G>, String> {
        let fixed = match setup.mode {
            Mode::Lesson(_) => setup.lesson.as_ref().map_or(0, |l| l.script_len),
            _ => 0,
        };
        let session = Session::<G>::from_record(record).map_err(|e| e.to_string())?;
        setup.validate::<G>(session.state().seat_count())?;
        let mut screen = Screen::with_session(setup, session, display);
        screen.fixed_steps = fixed.min(screen.session.record().steps.len());
        Ok(screen)
    }

    /// Takes the AIs' reasons of a resumed game, those of steps it has.
    pub fn keep_reasons(&mut self, reasons: Vec<(usize, ReasonTexts)>) {
        let steps = self.session.record().steps.len();
        self.reasons = reasons.into_iter().filter(|(s, _)| *s < steps).collect();
    }

    /// Record steps up to the event the board shows.
    pub fn steps_shown(&self) -> usize {
        self.session
            .log()
            .get(self.place.cursor)
            .and_then(|logged| logged.step)
            .map_or(0, |step| step + 1)
    }

    /// What Share and Download hold: the record as far as its events have
    /// been shown (a step whose events still wait for step-through is not
    /// given away), and the moment on the board.
    pub fn shared_moment(&self) -> (GameRecord<G>, Moment) {
        let mut record = self.session.record().clone();
        if !self.all_shown() {
            let seen = self.session.moment_of(self.place.shown.saturating_sub(1));
            record.steps.truncate(seen.steps);
        }
        (record, self.session.moment_of(self.place.cursor))
    }

    /// Whether this screen shows a shared game (nobody plays it).
    pub fn is_shared(&self) -> bool {
        matches!(self.setup.mode, Mode::Shared(_))
    }

    /// Whether the person may undo now.
    pub fn can_undo(&self) -> bool {
        matches!(self.setup.mode, Mode::VsAi | Mode::Lesson(_))
            && self.setup.remote_seats().is_empty()
            && !self.session.state().is_over()
            && self.undo_target().is_some()
    }

    /// The record length to go back to: just before the person's last
    /// action that is an undo point (not into a lesson's script).
    fn undo_target(&self) -> Option<usize> {
        let steps = &self.session.record().steps;
        let index = steps.iter().rposition(|step| {
            matches!(step, Step::Act { seat, action } if self.setup.is_human(*seat) && G::is_undo_point(action))
        })?;
        (index >= self.fixed_steps).then_some(index)
    }

    fn undo(&mut self) {
        if !self.can_undo() {
            return;
        }
        let Some(target) = self.undo_target() else {
            return;
        };
        let remove = self.session.record().steps.len() - target;
        self.session.undo(remove);
        self.reasons.retain(|(step, _)| *step < target);
        let len = self.len();
        self.place = LogPlace {
            shown: len,
            cursor: len.saturating_sub(1),
            replaying: false,
        };
        self.input = G::Input::default();
        self.notice = None;
        self.pace.asked = None;
    }

    /// The game to keep when this one is replaced: unfinished, with a
    /// person's action beyond a lesson's script.
    fn keepable(&self) -> Option<Box<Kept<G>>> {
        let record = self.session.record();
        let acted = person_acted(
            &record.steps[self.fixed_steps.min(record.steps.len())..],
            |seat| self.setup.is_human(seat),
        );
        (!self.session.state().is_over() && acted && !self.is_shared())
            .then(|| Box::new((self.setup.clone(), record.clone(), self.reasons.clone())))
    }

    /// Replaces this screen's game with `next`'s, keeping the display
    /// choices, the pace, and the unfinished game that is replaced.
    fn replace_with(&mut self, mut next: Screen<G>) {
        next.replaced = self.keepable().or_else(|| self.replaced.take());
        next.pace.watch_speed = self.pace.watch_speed;
        next.pace.think_ms = self.pace.think_ms;
        next.prefs = self.prefs.clone();
        next.version = self.version;
        next.game_number = self.game_number.wrapping_add(1);
        *self = next;
    }

    /// Asks for lesson `number` (the page fetches it, see
    /// [`Screen::lesson_wanted`]).
    fn start_lesson(&mut self, number: u8, player: &str) {
        self.lesson_wanted = Some((number, player.to_owned()));
    }

    /// Takes the lesson the page fetched (`json`, a [`LessonStart`]): the
    /// lesson asked for starts; the notes of a resumed lesson whose save
    /// had none are kept.
    fn lesson_loaded(&mut self, json: &str) {
        let start = match serde_json::from_str::<LessonStart<G>>(json) {
            Ok(start) => start,
            Err(e) => {
                self.notice = Some(t::shell_lesson_unreadable(e.to_string()).to_string());
                return;
            }
        };
        match self.lesson_wanted.take() {
            Some((number, player)) if number == start.notes.number => {
                match Screen::lesson_from(start, &player, self.pace.display()) {
                    Ok(next) => self.replace_with(next),
                    Err(reason) => self.notice = Some(sentence(&reason)),
                }
            }
            _ if self.setup.mode == Mode::Lesson(start.notes.number)
                && self.setup.lesson.is_none() =>
            {
                self.fixed_steps = start
                    .notes
                    .script_len
                    .min(self.session.record().steps.len());
                self.setup.lesson = Some(start.notes);
            }
            _ => {}
        }
    }

    /// The lesson the page must fetch: one asked for, or the notes of a
    /// lesson resumed from a save that has none.
    pub fn lesson_wanted(&self) -> Option<u8> {
        match (&self.lesson_wanted, self.setup.mode) {
            (Some((number, _)), _) => Some(*number),
            (None, Mode::Lesson(number)) if self.setup.lesson.is_none() => Some(number),
            _ => None,
        }
    }

    /// Opens a shared game, or says why it cannot be.
    pub(super) fn open_shared(&mut self, shared: Result<SharedGame<G>, String>) {
        match shared.and_then(|shared| {
            Screen::shared(shared, self.pace.display()).map_err(|reason| sentence(&reason))
        }) {
            Ok(next) => self.replace_with(next),
            Err(reason) => self.notice = Some(reason),
        }
    }

    /// Replaces the game with a new one of the default rules.
    pub(super) fn start(&mut self, setup: Setup, seed: u64) {
        let next = Screen::new(setup, seed, self.pace.display());
        self.replace_with(next);
    }

    /// A new game from the shown moment of a shared game: against AIs
    /// (the person in the viewer's seat, else in the first seat to act
    /// that a person may take) or with people in every seat hot-seat
    /// allows.
    fn play_on(&mut self, hot_seat: bool, player: &str, level: String) {
        if !self.is_shared() {
            return;
        }
        let mut record = self.session.record().clone();
        record.steps.truncate(self.steps_shown());
        let Ok(session) = Session::<G>::from_record(record) else {
            return;
        };
        let count = session.state().seat_count();
        let levels = [level];
        let setup = if hot_seat {
            let people = hot_seat_people::<G>(count).1.min(count);
            let names: Vec<String> = (0..people).map(|s| self.names()[s].clone()).collect();
            Setup::hot_seat::<G>(&names, &levels)
        } else {
            let to_act = session.state().to_act();
            let seat = self
                .viewer()
                .or_else(|| {
                    to_act
                        .into_iter()
                        .find(|s| G::PERSON_SEATS.iter().any(|(p, _)| p == s))
                })
                .unwrap_or_else(|| G::PERSON_SEATS.first().map_or(0, |(s, _)| *s));
            Setup::vs_ai::<G>(player, seat, &levels)
        };
        let setup = setup.resized::<G>(count, &levels);
        let next = Screen::with_session(setup, session, self.pace.display());
        self.replace_with(next);
    }

    /// A new game at the end of this one: the same table with a new seed
    /// (a lesson or a shared game gives a game against AIs).
    fn play_again(&mut self, seed: u64, player: &str, level: String) {
        let seat = G::PERSON_SEATS.first().map_or(0, |(s, _)| *s);
        let levels = [level];
        let (setup, options) = match self.setup.mode {
            Mode::Lesson(_) => (
                Setup::vs_ai::<G>(player, seat, &levels),
                G::variant_options(0),
            ),
            Mode::Shared(_) => (
                Setup::vs_ai::<G>(player, seat, &levels),
                self.session.record().options.clone(),
            ),
            _ => (self.setup.clone(), self.session.record().options.clone()),
        };
        let count = G::new(&options, seed).0.seat_count();
        let setup = setup.resized::<G>(count, &levels);
        let next = Screen::with_options(setup, options, seed, self.pace.display());
        self.replace_with(next);
    }

    /// The same game again: its start for a shared game, the lesson anew,
    /// or the same set-up and seed.
    fn restart(&mut self) {
        if !self.setup.remote_seats().is_empty() {
            // The other devices have the finished game's record, seed
            // included: the same deal again would be no secret to them.
            self.notice = Some(t::remote_no_restart().to_string());
            return;
        }
        if self.is_shared() {
            // A shared game has nobody at its table: its start is shown.
            let len = self.len();
            if self.place.step_to(0, len) {
                self.settle();
            }
            return;
        }
        match self.setup.mode {
            Mode::Lesson(number) => {
                let Some(notes) = self.setup.lesson.clone() else {
                    return self.start_lesson(number, "");
                };
                let player = self.setup.seats[notes.learner].name.clone();
                let mut record = self.session.record().clone();
                record.steps.truncate(notes.script_len);
                match Screen::lesson_from(
                    LessonStart { notes, record },
                    &player,
                    self.pace.display(),
                ) {
                    Ok(next) => self.replace_with(next),
                    Err(reason) => self.notice = Some(sentence(&reason)),
                }
            }
            _ => {
                let record = self.session.record();
                let session = Session::new(record.options.clone(), record.seed);
                let next = Screen::with_session(self.setup.clone(), session, self.pace.display());
                self.replace_with(next);
            }
        }
    }

    /// Brings back the game the last new game replaced.
    fn restore_replaced(&mut self) {
        let Some(kept) = self.replaced.take() else {
            return;
        };
        let (setup, record, reasons) = *kept;
        match Screen::resume(setup, record, self.pace.display()) {
            Ok(mut next) => {
                next.keep_reasons(reasons);
                self.replace_with(next);
            }
            Err(reason) => self.notice = Some(t::shell_previous_not_restored(reason).to_string()),
        }
    }

    /// The lifecycle part of the reducer.
    pub(super) fn lifecycle(&mut self, msg: GameMsg) {
        match msg {
            GameMsg::NewGame {
                choice,
                player,
                seed,
            } => {
                let setup = Setup::of_choice::<G>(&choice, &player);
                // A deal of the day: the day's seed, under the rules alone.
                let (options, seed) = match choice.daily.filter(|_| has_daily::<G>()) {
                    Some(day) => {
                        let deal = DailyDeal::chosen::<G>(&choice, Day(day));
                        (deal.options::<G>(), deal.seed::<G>())
                    }
                    None => (choice.options::<G>(), seed),
                };
                let next = Screen::with_options(setup, options, seed, self.pace.display());
                self.replace_with(next);
            }
            GameMsg::PlayAgain {
                seed,
                player,
                level,
            } => self.play_again(seed, &player, level),
            GameMsg::PlayOn {
                hot_seat,
                player,
                level,
            } => self.play_on(hot_seat, &player, level),
            GameMsg::Restart => self.restart(),
            GameMsg::StartLesson { number, player } => self.start_lesson(number, &player),
            GameMsg::LessonLoaded { json } => self.lesson_loaded(&json),
            GameMsg::LessonFailed { why } => {
                let number = self.lesson_wanted();
                self.lesson_wanted = None;
                if let Some(number) = number {
                    self.notice = Some(t::shell_lesson_not_loaded(number, why).to_string());
                }
            }
            GameMsg::Undo => {
                // The steps undone may be played otherwise: what was
                // found for them no longer holds.
                self.best = None;
                self.undo();
            }
            GameMsg::RestoreReplaced => self.restore_replaced(),
            GameMsg::ForgetReplaced => self.replaced = None,
            GameMsg::WatchTeam(index) => self.watch_team(index),
        }
    }
}
