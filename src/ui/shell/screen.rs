//! The state of a game screen and its one reducer, for every game: the live
//! game (a [`Session`]), how much of its event log has been shown, who sits
//! where, the person's half-made input, the hot-seat hand-over, the AI
//! decision asked for, the game put aside, and the display choices. Pure:
//! clocks, seeds and AI answers come in as messages, so it is tested
//! natively; the page (wasm) only turns its delays into timers and its AI
//! requests into worker messages.

use crate::engine::agent::ReasonTexts;
use crate::engine::game::{explain_for, Game, Information, Seat, NOBODY};
use crate::engine::lesson::Lesson;
use crate::engine::record::{GameRecord, Step};
use crate::engine::record_code::SharedGame;
use crate::engine::session::Session;

use super::game_ui::{EndSummary, GameUi};
use super::marks::Marks;
use super::setup::{person_acted, Mode, NewGameChoice, Setup, WatchSpeed};
use super::thinking::level_for;

/// A game put aside: who sat where, its record, and its AIs' reasons.
pub type Kept<G> = (Setup, GameRecord<G>, Vec<(usize, ReasonTexts)>);

/// The pause before an AI decides when a person plays along (so the
/// person's own move is seen first), in milliseconds.
pub const AI_PAUSE_MS: u32 = 40;

/// How the events of a screen are shown, from the settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Display {
    /// Pause after every event and explain it.
    pub step_through: bool,
    /// Milliseconds an animated event lasts (0 = no animation).
    pub animation_ms: u32,
}

/// One AI decision to make: the game so far, the seat, its level and the
/// decision's seed. The page sends it to the AI worker; tests decide it
/// natively. Its answer comes back as [`Msg::AiChose`].
#[derive(Clone, Debug, PartialEq)]
pub struct AiRequest<G: Game> {
    /// The record so far (the worker replays it).
    pub record: GameRecord<G>,
    /// The seat to decide for.
    pub seat: Seat,
    /// Its level (`hard`, or `hard@500` with the settings' thinking time).
    pub level: String,
    /// The decision's seed ([`crate::engine::agent::agent_seed`]).
    pub seed: u64,
}

impl<G: Game> AiRequest<G> {
    /// The record length the answer belongs to.
    pub fn steps(&self) -> usize {
        self.record.steps.len()
    }
}

/// The whole state of a game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen<G: GameUi> {
    /// Who sits where.
    pub setup: Setup,
    /// The game: record, state and event log.
    pub session: Session<G>,
    /// Where the screen stands in the event log.
    pub marks: Marks,
    /// The person's half-made input.
    pub input: G::Input,
    /// The game's display choices.
    pub prefs: G::Prefs,
    /// Hot-seat with hidden cards: the person who has the device.
    pub uncovered: Option<Seat>,
    /// Pause after every event and explain it.
    pub step_through: bool,
    /// Milliseconds an animated event lasts (0 = no animation).
    pub animation_ms: u32,
    /// Watch-mode and replay pace.
    pub watch_speed: WatchSpeed,
    /// The settings' AI thinking time in ms (`None`: each level's own),
    /// used while a person plays along ([`Screen::ai_request`]).
    pub think_ms: Option<u32>,
    /// Steps that may not be undone (a lesson's script).
    pub fixed_steps: usize,
    /// A message for the person (a refused press, a broken save).
    pub notice: Option<String>,
    /// The unfinished game the last new game or lesson replaced, kept so it
    /// can be brought back (the page also saves it).
    pub replaced: Option<Box<Kept<G>>>,
    /// The AI decision asked for and not answered yet: record length and
    /// seat.
    pub asked: Option<(usize, Seat)>,
    /// The AIs' reasons, by the record step of their decision.
    pub reasons: Vec<(usize, ReasonTexts)>,
    /// The person sits this part of the game out and asked to skip it:
    /// the AIs play it without pauses.
    pub skipping: bool,
    /// Bumped on every change, so effects can re-arm their timers.
    pub version: u64,
}

/// What the shell's own controls ask for: the same for every game, so the
/// controls that send it are compiled once.
#[derive(Clone, Debug, PartialEq)]
pub enum ShellMsg {
    /// A new game as the new-game form chose it.
    NewGame {
        /// The form's choice.
        choice: NewGameChoice,
        /// The person's name (against AIs).
        player: String,
        /// The game's seed.
        seed: u64,
    },
    /// Plays on from the shown moment of a shared game (a new game from
    /// that position; the shared one stays behind its link).
    PlayOn {
        /// People sharing the device in every seat they may take, instead
        /// of the person against AIs.
        hot_seat: bool,
        /// The person's name.
        player: String,
        /// The AIs' level.
        level: String,
    },
    /// A new game at the end of one: the same table (a lesson gives a
    /// game against AIs of `level`) with a new seed.
    PlayAgain {
        /// The new seed.
        seed: u64,
        /// The person's name.
        player: String,
        /// The AIs' level after a lesson.
        level: String,
    },
    /// The same game again: the same set-up and seed, or the lesson anew.
    Restart,
    /// Start lesson `number` with this person's name.
    StartLesson {
        /// Lesson number, from 1.
        number: u8,
        /// The person's name.
        player: String,
    },
    /// Forget the half-made input (Escape).
    Cancel,
    /// Show the next waiting event (animation or "Next step").
    Advance,
    /// Show event `n` of the log.
    StepTo(usize),
    /// Take back the person's last action (games against AIs).
    Undo,
    /// Hot-seat: the named person has the device; show their side.
    Uncover(Seat),
    /// Turn step-through on or off.
    SetStepThrough(bool),
    /// Change the animation length (ms).
    SetAnimation(u32),
    /// Change the watch-mode and replay pace.
    SetWatchSpeed(WatchSpeed),
    /// The AI thinking time changed in the settings (ms; `None`: each
    /// level's own).
    SetThinkTime(Option<u32>),
    /// The person's name changed in the settings.
    SetPlayerName(String),
    /// Hide the notice.
    DismissNotice,
    /// Shows a notice (something the page could not do).
    Notify(String),
    /// Start (from the first event when at the end) or pause the play-back.
    SetReplay(bool),
    /// The play-back shows the next event.
    ReplayTick,
    /// Step through the finished game from its first event.
    Review,
    /// Bring back the unfinished game the last new game replaced.
    RestoreReplaced,
    /// Let the AIs play the part of the game the person sits out without
    /// pauses.
    SkipSittingOut,
    /// Forget the replaced game.
    ForgetReplaced,
}

/// Everything a game screen can be asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg<G: GameUi> {
    /// One of the shell's own controls.
    Shell(ShellMsg),
    /// A shared game read from a link or a file, or why it could not be
    /// read (a sentence for the person).
    OpenShared(Result<SharedGame<G>, String>),
    /// Replace the game with a new one.
    Start {
        /// Who sits where.
        setup: Setup,
        /// The game's seed.
        seed: u64,
    },
    /// The person pressed something on the board or hand.
    Press(G::Press),
    /// The AI decision of [`Screen::ai_request`] was sent to the worker.
    AiAsked {
        /// The record length it was asked at.
        steps: usize,
        /// The seat it decides for.
        seat: Seat,
    },
    /// The worker's answer to an AI request.
    AiChose {
        /// The record length it was asked at (a late answer to an older
        /// position is dropped).
        steps: usize,
        /// The seat it decided for.
        seat: Seat,
        /// The action chosen.
        action: G::Action,
        /// Why, when the AI's level says.
        reason: Option<ReasonTexts>,
    },
    /// The worker could not decide.
    AiFailed {
        /// The record length it was asked at.
        steps: usize,
        /// Why, in words.
        reason: String,
    },
    /// Change the game's display choices.
    SetPrefs(G::Prefs),
}

impl<G: GameUi> From<ShellMsg> for Msg<G> {
    fn from(msg: ShellMsg) -> Self {
        Msg::Shell(msg)
    }
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
            marks: Marks {
                shown,
                cursor: shown.saturating_sub(1),
                replaying: false,
            },
            input: G::Input::default(),
            prefs: G::Prefs::default(),
            uncovered: None,
            step_through: display.step_through,
            animation_ms: display.animation_ms,
            watch_speed: WatchSpeed::default(),
            think_ms: None,
            fixed_steps: 0,
            notice: None,
            replaced: None,
            asked: None,
            reasons: Vec::new(),
            skipping: false,
            version: 0,
        }
    }

    /// Lesson `number` for `player`: its script is played, and the table
    /// waits at its focus step with step-through on.
    pub fn lesson(number: u8, player: &str, display: Display) -> Result<Screen<G>, String> {
        let lesson = G::lesson(number).ok_or_else(|| format!("There is no lesson {number}."))?;
        let session = lesson.play_script()?;
        let first_focus = lesson.first_focus_event(&session);
        let setup = Setup::lesson(&lesson, player);
        let display = Display {
            step_through: true,
            ..display
        };
        let mut screen = Screen::with_session(setup, session, display);
        screen.marks.shown = first_focus.max(1);
        screen.marks.cursor = screen.marks.shown - 1;
        screen.fixed_steps = lesson.script.len();
        screen.settle();
        Ok(screen)
    }

    /// A shared game, shown at its shown step. A game with hidden cards is
    /// seen as a spectator once it is over, and before that as the seat
    /// whose turn it is at its end (what that player may see).
    pub fn review(shared: SharedGame<G>, display: Display) -> Result<Screen<G>, String> {
        let session = Session::<G>::from_record(shared.record).map_err(|e| e.to_string())?;
        let state = session.state();
        let viewer = (G::KIND.information == Information::Hidden && !state.is_over())
            .then(|| state.to_act().first().copied())
            .flatten();
        let shown_events = session
            .log()
            .iter()
            .take_while(|logged| logged.step.is_none_or(|s| s < shared.shown))
            .count();
        let mut screen = Screen::with_session(Setup::review::<G>(viewer), session, display);
        screen.marks.cursor = shown_events.saturating_sub(1);
        Ok(screen)
    }

    /// Record steps up to the event the board shows.
    pub fn steps_shown(&self) -> usize {
        self.session
            .log()
            .get(self.marks.cursor)
            .and_then(|logged| logged.step)
            .map_or(0, |step| step + 1)
    }

    /// Whether this screen shows a shared game (nobody plays it).
    pub fn reviewing(&self) -> bool {
        matches!(self.setup.mode, Mode::Review(_))
    }

    /// A screen resumed from a saved set-up and record, or why it cannot be.
    pub fn resume(
        setup: Setup,
        record: GameRecord<G>,
        display: Display,
    ) -> Result<Screen<G>, String> {
        setup.validate::<G>()?;
        let fixed = match setup.mode {
            Mode::Lesson(n) => G::lesson(n).map_or(0, |l| l.script.len()),
            _ => 0,
        };
        let session = Session::from_record(record).map_err(|e| e.to_string())?;
        let mut screen = Screen::with_session(setup, session, display);
        screen.fixed_steps = fixed.min(screen.session.record().steps.len());
        Ok(screen)
    }

    /// Takes the AIs' reasons of a resumed game, those of steps it has.
    pub fn keep_reasons(&mut self, reasons: Vec<(usize, ReasonTexts)>) {
        let steps = self.session.record().steps.len();
        self.reasons = reasons.into_iter().filter(|(s, _)| *s < steps).collect();
    }

    /// The seat names.
    pub fn names(&self) -> Vec<String> {
        self.setup.names()
    }

    /// The lesson being played, if any.
    pub fn lesson_info(&self) -> Option<Lesson<G>> {
        match self.setup.mode {
            Mode::Lesson(n) => G::lesson(n),
            _ => None,
        }
    }

    /// The log's length.
    fn len(&self) -> usize {
        self.session.log().len()
    }

    /// Whether the board shows the newest shown event (not the past).
    pub fn following(&self) -> bool {
        self.marks.following()
    }

    /// Whether the person playing against AIs sits out the part of the
    /// game being played now (they watch it at the watch pace, or skip it).
    pub fn person_sits_out(&self) -> bool {
        let state = self.session.state();
        self.setup.mode == Mode::VsAi
            && !state.is_over()
            && self.setup.person().is_some_and(|seat| state.sits_out(seat))
    }

    /// Whether every event has been shown and the board shows the present.
    pub fn is_live(&self) -> bool {
        self.marks.is_live(self.len())
    }

    /// Whether every event has been shown (the board may show the past).
    pub fn all_shown(&self) -> bool {
        self.marks.shown >= self.len()
    }

    /// The person who must act now, if the game waits for a person.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.session
            .state()
            .to_act()
            .into_iter()
            .find(|&s| self.setup.is_human(s))
    }

    /// The AI that must act now, if any.
    pub fn ai_to_act(&self) -> Option<Seat> {
        self.session
            .state()
            .to_act()
            .into_iter()
            .find(|&s| !self.setup.is_human(s))
    }

    /// Whether this is a hot-seat table of a game with hidden cards and
    /// more than one person, where each person's cards are shown only to
    /// them.
    fn hides_between_people(&self) -> bool {
        self.setup.mode == Mode::HotSeat
            && G::KIND.information == Information::Hidden
            && self.setup.human_count() > 1
    }

    /// Whose side the table is drawn from: the person against AIs; in
    /// hot-seat the person who has the device ([`NOBODY`] between two
    /// people) or, with nothing hidden, the seat to act; `None` when
    /// watching or once a hot-seat game is over.
    pub fn viewer(&self) -> Option<Seat> {
        match self.setup.mode {
            Mode::Watch => None,
            Mode::Review(viewer) => viewer,
            Mode::VsAi | Mode::Lesson(_) => self.setup.person(),
            Mode::HotSeat if self.session.state().is_over() => None,
            Mode::HotSeat if self.hides_between_people() => self.uncovered.or(Some(NOBODY)),
            Mode::HotSeat => self.session.state().hot_seat_side(),
        }
    }

    /// Whose eyes the log and the explanations are read with: the viewer
    /// while the game goes on, a spectator (everything) when watching or
    /// once it is over.
    pub fn reader(&self) -> Option<Seat> {
        if self.session.state().is_over() {
            None
        } else {
            self.viewer()
        }
    }

    /// Hot-seat with hidden cards: the person the device must be passed to
    /// before their cards are shown.
    pub fn pass_to(&self) -> Option<Seat> {
        if !self.hides_between_people() || !self.is_live() {
            return None;
        }
        self.human_to_act().filter(|&s| self.uncovered != Some(s))
    }

    /// The person who may press now (the game is live and waits for them,
    /// and in hot-seat they have the device).
    pub fn input_seat(&self) -> Option<Seat> {
        if !self.is_live() || self.pass_to().is_some() || self.reviewing() {
            return None;
        }
        let seat = self.human_to_act()?;
        if self.hides_between_people() && self.uncovered != Some(seat) {
            return None;
        }
        Some(seat)
    }

    /// The picture of the table at the shown event.
    pub fn frame(&self) -> G::Frame {
        G::frame(&self.session, self.marks.cursor, self.viewer())
    }

    /// Whether the person may undo now.
    pub fn can_undo(&self) -> bool {
        matches!(self.setup.mode, Mode::VsAi | Mode::Lesson(_))
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

    /// The explanation of the event the board shows, as the reader may
    /// read it.
    pub fn explanation(&self) -> String {
        self.session
            .log()
            .get(self.marks.cursor)
            .map(|e| explain_for::<G>(&e.event, self.reader(), &self.names()))
            .unwrap_or_default()
    }

    /// Every explanation of the shown events, in order, as the reader may
    /// read them.
    pub fn explanations(&self) -> Vec<String> {
        let names = self.names();
        let reader = self.reader();
        let reasons = G::shows_reasons(&self.prefs);
        let mut last_step = None;
        self.session.log()[..self.marks.shown.min(self.len())]
            .iter()
            .map(|e| {
                let text = explain_for::<G>(&e.event, reader, &names);
                let first_of_step = e.step.is_some() && e.step != last_step;
                last_step = e.step;
                let reason = e
                    .step
                    .filter(|_| reasons && first_of_step)
                    .and_then(|step| self.reasons.iter().find(|(s, _)| *s == step))
                    .and_then(|(_, reason)| reason.read(reader, &names));
                match reason {
                    Some(reason) => format!("{text} Why: {reason}"),
                    None => text,
                }
            })
            .collect()
    }

    /// Whether the lesson's script has been stepped through (its outro is
    /// shown then).
    pub fn script_done(&self) -> bool {
        self.all_shown()
    }

    /// The end panel, once the finished game's last event is shown.
    pub fn end_summary(&self) -> Option<EndSummary> {
        (self.all_shown() && self.session.state().is_over())
            .then(|| G::end_summary(&self.session, &self.names()))
    }

    /// The line above the table: the mode and where the shown moment
    /// stands.
    pub fn info_line(&self, frame: &G::Frame) -> String {
        let lesson = self.lesson_info();
        let state = self.session.state();
        let absent = (0..self.setup.seats.len())
            .filter(|&s| !self.setup.is_human(s) && !state.takes_part(s))
            .count();
        format!(
            "{} · {}",
            self.setup
                .mode_text(lesson.as_ref().map(|l| l.title), absent),
            G::progress(frame)
        )
    }

    /// What the table waits for, in words.
    pub fn status(&self) -> String {
        if self.reviewing() {
            return format!(
                "A shared game, shown after step {} of {}: step through it, or play on from here.",
                self.steps_shown(),
                self.session.record().steps.len()
            );
        }
        if !self.following() {
            return "You are looking at an earlier moment of the game. Use Last step to come back."
                .to_owned();
        }
        if !self.all_shown() {
            return if self.step_through {
                "Step-through: press Next step (or the Right arrow key) to see what happens next."
                    .to_owned()
            } else {
                G::MOVING.to_owned()
            };
        }
        let state = self.session.state();
        if state.is_over() {
            return "The game is over.".to_owned();
        }
        if let Some(seat) = self.pass_to() {
            return format!("Pass the device to {}.", self.names()[seat]);
        }
        state.prompt(&self.setup.people(), &self.input, &self.names())
    }

    /// Whether the event at `index` shows at once (not paused). A
    /// lesson's scripted steps are never a person's own moves.
    fn shows_at_once(&self, index: usize) -> bool {
        let Some(logged) = self.session.log().get(index) else {
            return false;
        };
        let scripted = logged.step.is_none_or(|s| s < self.fixed_steps);
        let own = self.setup.mode != Mode::Watch && !scripted;
        let person = |seat: Seat| own && self.setup.is_human(seat);
        G::shows_at_once(&logged.event, &person)
    }

    /// How long to wait before showing the next event automatically, or
    /// `None` when it waits for "Next step" (or nothing waits).
    pub fn advance_delay(&self) -> Option<u32> {
        if self.all_shown() || (self.step_through && !self.skipping) || !self.following() {
            return None;
        }
        Some(if self.shows_at_once(self.marks.shown) {
            0
        } else {
            self.animation_ms
        })
    }

    /// How long to wait before the play-back shows the next event, or
    /// `None` when it is not playing.
    pub fn replay_delay(&self) -> Option<u32> {
        self.marks
            .replay_delay(self.len(), self.watch_speed.delay_ms())
    }

    /// How long to wait before asking the next AI decision, or `None` when
    /// no AI should be asked now.
    pub fn ai_delay(&self) -> Option<u32> {
        self.ai_request()?;
        Some(if self.person_plays_along() {
            AI_PAUSE_MS
        } else if self.skipping {
            0
        } else {
            self.watch_speed.delay_ms()
        })
    }

    /// Whether a person plays along with the AIs now: not a watched game,
    /// nor a part the person sits out (watched, or skipped).
    fn person_plays_along(&self) -> bool {
        self.setup.mode != Mode::Watch && !self.skipping && !self.person_sits_out()
    }

    /// The AI decision to ask for now: the game is live, an AI must act,
    /// and it has not been asked yet. While a person plays along, its
    /// level takes the settings' thinking time ([`level_for`]).
    pub fn ai_request(&self) -> Option<AiRequest<G>> {
        if !self.is_live() {
            return None;
        }
        let seat = self.ai_to_act()?;
        let record = self.session.record();
        let steps = record.steps.len();
        if self.asked == Some((steps, seat)) {
            return None;
        }
        let think_ms = self.think_ms.filter(|_| self.person_plays_along());
        let level = level_for::<G>(self.setup.level(seat)?, think_ms);
        Some(AiRequest {
            seed: crate::engine::agent::agent_seed(record.seed, steps, seat),
            record: record.clone(),
            seat,
            level,
        })
    }

    /// Shows waiting events that need no pause: those the game shows at
    /// once, and everything when neither step-through nor animation is on.
    fn settle(&mut self) {
        let len = self.len();
        let following = self.following();
        if self.skipping && !self.person_sits_out() {
            self.skipping = false;
        }
        if self.skipping || (!self.step_through && self.animation_ms == 0) {
            self.marks.shown = len;
        }
        while self.marks.shown < len && self.shows_at_once(self.marks.shown) {
            self.marks.shown += 1;
        }
        if following {
            self.marks.cursor = self.marks.shown.saturating_sub(1);
        }
    }

    /// Plays `action` for `seat`; a refusal becomes the notice.
    fn play(&mut self, seat: Seat, action: G::Action) {
        self.input = G::Input::default();
        match self.session.play(seat, action) {
            Ok(_) => {
                self.notice = None;
                if self.hides_between_people() {
                    self.uncovered = None;
                }
            }
            Err(error) => self.notice = Some(sentence(&error.to_string())),
        }
        self.settle();
    }

    fn press(&mut self, press: &G::Press) {
        let Some(seat) = self.input_seat() else {
            return;
        };
        let mut input = self.input.clone();
        let pressed = self.session.state().press(seat, &mut input, press);
        self.input = input;
        self.notice = pressed.notice;
        if let Some(action) = pressed.action {
            self.play(seat, action);
        }
    }

    fn ai_chose(
        &mut self,
        steps: usize,
        seat: Seat,
        action: G::Action,
        reason: Option<ReasonTexts>,
    ) {
        if steps != self.session.record().steps.len() || self.ai_to_act() != Some(seat) {
            return;
        }
        self.asked = None;
        match self.session.play(seat, action) {
            Ok(_) => {
                if let Some(reason) = reason {
                    self.reasons.push((steps, reason));
                }
            }
            Err(error) => {
                self.notice = Some(format!(
                    "{} chose a move the rules refuse ({error}).",
                    self.names()[seat]
                ))
            }
        }
        self.settle();
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
        self.marks = Marks {
            shown: len,
            cursor: len.saturating_sub(1),
            replaying: false,
        };
        self.input = G::Input::default();
        self.notice = None;
        self.asked = None;
    }

    /// The game to keep when this one is replaced: unfinished, with a
    /// person's action beyond a lesson's script.
    fn keepable(&self) -> Option<Box<Kept<G>>> {
        let record = self.session.record();
        let acted = person_acted(
            &record.steps[self.fixed_steps.min(record.steps.len())..],
            |seat| self.setup.is_human(seat),
        );
        (!self.session.state().is_over() && acted && !self.reviewing())
            .then(|| Box::new((self.setup.clone(), record.clone(), self.reasons.clone())))
    }

    /// Replaces this screen's game with `next`'s, keeping the display
    /// choices and the unfinished game that is replaced.
    fn replace_with(&mut self, mut next: Screen<G>) {
        next.replaced = self.keepable().or_else(|| self.replaced.take());
        next.watch_speed = self.watch_speed;
        next.think_ms = self.think_ms;
        next.prefs = self.prefs.clone();
        next.version = self.version;
        *self = next;
    }

    fn display(&self) -> Display {
        Display {
            step_through: self.step_through,
            animation_ms: self.animation_ms,
        }
    }

    fn start_lesson(&mut self, number: u8, player: &str) {
        match Screen::lesson(number, player, self.display()) {
            Ok(next) => self.replace_with(next),
            Err(reason) => self.notice = Some(reason),
        }
    }

    /// A new game from the shown moment of a shared game: against AIs
    /// (the person in the viewer's seat, else in the first seat to act
    /// that a person may take) or with people in every seat hot-seat
    /// allows.
    fn play_on(&mut self, hot_seat: bool, player: &str, level: String) {
        if !self.reviewing() {
            return;
        }
        let mut record = self.session.record().clone();
        record.steps.truncate(self.steps_shown());
        let Ok(session) = Session::<G>::from_record(record) else {
            return;
        };
        let setup = if hot_seat {
            let people = G::HOT_SEAT_PEOPLE.1.min(G::KIND.seats);
            let names: Vec<String> = (0..people).map(|s| self.names()[s].clone()).collect();
            Setup::hot_seat::<G>(&names, &[level])
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
            Setup::vs_ai::<G>(player, seat, &[level])
        };
        let next = Screen::with_session(setup, session, self.display());
        self.replace_with(next);
    }

    /// Moves the position with `change` (given the log length); settles
    /// the waiting events when `change` says it showed something.
    fn move_marks(&mut self, change: impl FnOnce(&mut Marks, usize) -> bool) {
        let len = self.len();
        if change(&mut self.marks, len) {
            self.settle();
        }
    }

    /// Applies `msg` (the reducer's body, usable without Yew).
    pub fn update(&mut self, msg: impl Into<Msg<G>>) {
        match msg.into() {
            Msg::Shell(msg) => self.shell(msg),
            Msg::OpenShared(Ok(shared)) => match Screen::review(shared, self.display()) {
                Ok(next) => self.replace_with(next),
                Err(reason) => self.notice = Some(sentence(&reason)),
            },
            Msg::OpenShared(Err(reason)) => self.notice = Some(reason),
            Msg::Start { setup, seed } => {
                let next = Screen::new(setup, seed, self.display());
                self.replace_with(next);
            }
            Msg::Press(press) => self.press(&press),
            Msg::AiAsked { steps, seat } => self.asked = Some((steps, seat)),
            Msg::AiChose {
                steps,
                seat,
                action,
                reason,
            } => self.ai_chose(steps, seat, action, reason),
            Msg::AiFailed { steps, reason } => {
                if steps == self.session.record().steps.len() {
                    self.asked = None;
                    self.notice = Some(format!("The AI could not decide: {reason}."));
                }
            }
            Msg::SetPrefs(prefs) => self.prefs = prefs,
        }
        self.version = self.version.wrapping_add(1);
    }

    fn shell(&mut self, msg: ShellMsg) {
        match msg {
            ShellMsg::NewGame {
                choice,
                player,
                seed,
            } => {
                let setup = Setup::of_choice::<G>(&choice, &player);
                let options = G::variant_options(choice.variant);
                self.replace_with(Screen::with_options(setup, options, seed, self.display()));
            }
            ShellMsg::PlayAgain {
                seed,
                player,
                level,
            } => {
                let seat = G::PERSON_SEATS.first().map_or(0, |(s, _)| *s);
                let (setup, options) = match self.setup.mode {
                    Mode::Lesson(_) => {
                        let setup = Setup::vs_ai::<G>(&player, seat, &[level]);
                        (setup, G::variant_options(0))
                    }
                    Mode::Review(_) => {
                        let setup = Setup::vs_ai::<G>(&player, seat, &[level]);
                        (setup, self.session.record().options.clone())
                    }
                    _ => (self.setup.clone(), self.session.record().options.clone()),
                };
                let next = Screen::with_options(setup, options, seed, self.display());
                self.replace_with(next);
            }
            ShellMsg::PlayOn {
                hot_seat,
                player,
                level,
            } => self.play_on(hot_seat, &player, level),
            // A shared game has nobody at its table: its start is shown.
            ShellMsg::Restart if self.reviewing() => {
                self.move_marks(|marks, len| marks.step_to(0, len));
            }
            ShellMsg::Restart => match self.setup.mode {
                Mode::Lesson(number) => {
                    let player = self
                        .lesson_info()
                        .map(|l| self.setup.seats[l.learner].name.clone())
                        .unwrap_or_default();
                    self.start_lesson(number, &player);
                }
                _ => {
                    let record = self.session.record();
                    let session = Session::new(record.options.clone(), record.seed);
                    let next = Screen::with_session(self.setup.clone(), session, self.display());
                    self.replace_with(next);
                }
            },
            ShellMsg::StartLesson { number, player } => self.start_lesson(number, &player),
            ShellMsg::RestoreReplaced => {
                if let Some(kept) = self.replaced.take() {
                    let (setup, record, reasons) = *kept;
                    match Screen::resume(setup, record, self.display()) {
                        Ok(mut next) => {
                            next.keep_reasons(reasons);
                            self.replace_with(next);
                        }
                        Err(reason) => {
                            self.notice = Some(format!(
                                "The previous game could not be brought back ({reason})."
                            ))
                        }
                    }
                }
            }
            ShellMsg::ForgetReplaced => self.replaced = None,
            ShellMsg::SkipSittingOut => {
                if self.person_sits_out() {
                    self.skipping = true;
                    self.marks.replaying = false;
                    self.marks.cursor = self.marks.shown.saturating_sub(1);
                    self.settle();
                }
            }
            ShellMsg::Cancel => self.input = G::Input::default(),
            ShellMsg::Advance => self.move_marks(Marks::advance),
            ShellMsg::SetReplay(on) => self.move_marks(|marks, len| {
                marks.set_replay(on, len);
                false
            }),
            ShellMsg::ReplayTick => self.move_marks(|marks, len| {
                marks.replay_tick(len);
                false
            }),
            ShellMsg::Review => self.move_marks(|marks, len| {
                marks.step_to(0, len);
                marks.set_replay(true, len);
                false
            }),
            ShellMsg::StepTo(index) => self.move_marks(|marks, len| marks.step_to(index, len)),
            ShellMsg::Undo => self.undo(),
            ShellMsg::Uncover(seat) => {
                if self.setup.is_human(seat) {
                    self.uncovered = Some(seat);
                }
            }
            ShellMsg::SetStepThrough(on) => {
                self.step_through = on;
                self.settle();
            }
            ShellMsg::SetAnimation(ms) => {
                self.animation_ms = ms;
                self.settle();
            }
            ShellMsg::SetWatchSpeed(speed) => self.watch_speed = speed,
            ShellMsg::SetThinkTime(ms) => self.think_ms = ms,
            ShellMsg::SetPlayerName(name) => {
                if self.setup.mode == Mode::VsAi && !name.trim().is_empty() {
                    self.setup = self.setup.with_person_name(&name);
                }
            }
            ShellMsg::DismissNotice => self.notice = None,
            ShellMsg::Notify(text) => self.notice = Some(text),
        }
    }
}

/// `text` with a capital first letter and a full stop.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}
