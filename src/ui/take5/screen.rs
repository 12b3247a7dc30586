//! The screen's state and its one reducer (`use_reducer`): the live game
//! (a `Session<Take5>`), how much of its event log has been shown, the
//! event the table currently shows, and the hot-seat hand-over.

use std::rc::Rc;

use yew::Reducible;

use crate::engine::agent::HasAgents;
use crate::engine::game::{Explain, Game, Seat};
use crate::engine::record::{GameRecord, Step};
use crate::engine::session::Session;
use crate::engine::take5::{Card, Take5, Take5Action, Take5Event};
use crate::ui::clock::PerformanceClock;
use crate::ui::play_mode::{agent_seed, person_acted};
use crate::ui::playback::Marks;

use super::lessons::lesson;
use super::setup::{Mode, Setup};

pub use crate::ui::play_mode::WatchSpeed;

/// The whole state of the 6 nimmt! screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen {
    /// Who sits where.
    pub setup: Setup,
    /// The game: record, state and event log.
    pub session: Session<Take5>,
    /// How many events of the log have been shown (the rest wait for
    /// their turn in the animation or for "Next step").
    pub shown: usize,
    /// The event the table shows now (`< shown`).
    pub cursor: usize,
    /// Hot-seat: the person whose hand is uncovered.
    pub uncovered: Option<Seat>,
    /// Pause after every event and explain it.
    pub step_through: bool,
    /// Milliseconds an animated event lasts (0 = no animation).
    pub animation_ms: u32,
    /// Watch-mode pace.
    pub watch_speed: WatchSpeed,
    /// Steps that may not be undone (a lesson's script).
    pub fixed_steps: usize,
    /// A message for the person (a refused action, a broken save).
    pub notice: Option<String>,
    /// The unfinished game the last new game or lesson replaced, kept so it
    /// can be brought back (the page also saves it).
    pub replaced: Option<Box<(Setup, GameRecord<Take5>)>>,
    /// Whether the history is being played back, one event per watch-pace
    /// tick.
    pub replaying: bool,
    /// Bumped on every change, so effects can re-arm their timers.
    pub version: u64,
}

/// Everything the screen can be asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Replace the game with a new one.
    Start {
        /// Who sits where.
        setup: Setup,
        /// The seed of the deal.
        seed: u64,
    },
    /// Start lesson `n` with this player name in seat 0.
    StartLesson {
        /// Lesson number, from 1.
        number: u8,
        /// The person's name.
        player: String,
    },
    /// A person plays a card.
    Play(Seat, Card),
    /// A person takes a row (0..3).
    Pick(Seat, usize),
    /// The next AI that must act decides now.
    AiMove,
    /// Show the next waiting event (animation or "Next step").
    Advance,
    /// Show event `n` of the log (history or step-through).
    StepTo(usize),
    /// Take back the person's last card (games against AIs).
    Undo,
    /// Hot-seat: the named person has the device; show their hand.
    Uncover(Seat),
    /// Turn step-through on or off.
    SetStepThrough(bool),
    /// Change the animation length (ms).
    SetAnimation(u32),
    /// Change the watch-mode pace.
    SetWatchSpeed(WatchSpeed),
    /// Hide the notice.
    DismissNotice,
    /// Start (from the first event if at the end) or pause the play-back.
    SetReplay(bool),
    /// The play-back shows the next event.
    ReplayTick,
    /// Bring back the unfinished game the last new game replaced.
    RestoreReplaced,
    /// Forget the replaced game.
    ForgetReplaced,
}

impl Screen {
    /// A screen for a new game, showing its deal.
    pub fn new(setup: Setup, seed: u64, step_through: bool, animation_ms: u32) -> Screen {
        let options = match setup.mode {
            Mode::Lesson(n) => lesson(n).map(|l| l.options).unwrap_or_default(),
            _ => Default::default(),
        };
        let session = Session::new(options, seed);
        Screen::with_session(setup, session, step_through, animation_ms)
    }

    /// A screen showing `session` as it stands (e.g. a resumed game).
    pub fn with_session(
        setup: Setup,
        session: Session<Take5>,
        step_through: bool,
        animation_ms: u32,
    ) -> Screen {
        let shown = session.log().len();
        Screen {
            setup,
            session,
            shown,
            cursor: shown.saturating_sub(1),
            uncovered: None,
            step_through,
            animation_ms,
            watch_speed: WatchSpeed::default(),
            fixed_steps: 0,
            notice: None,
            replaced: None,
            replaying: false,
            version: 0,
        }
    }

    /// Lesson `number`: its script is played, and the table waits at the
    /// start of its focus turn with step-through on.
    pub fn lesson(number: u8, player: &str, animation_ms: u32) -> Option<Screen> {
        let lesson = lesson(number)?;
        let mut session = Session::new(lesson.options.clone(), 1);
        for (seat, action) in &lesson.script {
            session.play(*seat, *action).ok()?;
        }
        let first_focus = session
            .log()
            .iter()
            .position(|e| e.step.is_some_and(|s| s >= lesson.focus_step))
            .unwrap_or(session.log().len());
        let mut screen = Screen::with_session(lesson.setup(player), session, true, animation_ms);
        screen.shown = first_focus.max(1);
        screen.cursor = screen.shown - 1;
        screen.fixed_steps = lesson.script.len();
        screen.settle();
        Some(screen)
    }

    /// A screen resumed from a saved record; `None` if it does not replay.
    pub fn resume(
        setup: Setup,
        record: GameRecord<Take5>,
        step_through: bool,
        animation_ms: u32,
    ) -> Result<Screen, String> {
        setup.validate(Take5::LEVELS)?;
        let fixed = match setup.mode {
            Mode::Lesson(n) => lesson(n).map_or(0, |l| l.script.len()),
            _ => 0,
        };
        let session = Session::from_record(record).map_err(|e| e.to_string())?;
        let mut screen = Screen::with_session(setup, session, step_through, animation_ms);
        screen.fixed_steps = fixed.min(screen.session.record().steps.len());
        Ok(screen)
    }

    /// The seat names.
    pub fn names(&self) -> Vec<String> {
        self.setup.names()
    }

    /// Whether the table shows the newest shown event (not the past).
    pub fn following(&self) -> bool {
        self.marks().following()
    }

    /// Whether every event has been shown and the table shows the present.
    pub fn is_live(&self) -> bool {
        self.marks().is_live(self.session.log().len())
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

    /// Hot-seat: the person the device must be passed to before their
    /// hand is shown.
    pub fn pass_to(&self) -> Option<Seat> {
        if self.setup.mode != Mode::HotSeat || !self.is_live() {
            return None;
        }
        self.human_to_act().filter(|&s| self.uncovered != Some(s))
    }

    /// Whose hand and perspective the table shows.
    pub fn viewer(&self) -> Option<Seat> {
        match self.setup.mode {
            Mode::Watch => None,
            Mode::HotSeat => self.uncovered,
            Mode::VsAi | Mode::Lesson(_) => Some(0),
        }
    }

    /// Whether the person may undo a card now.
    pub fn can_undo(&self) -> bool {
        self.setup.mode != Mode::HotSeat
            && !self.session.state().is_over()
            && self.undo_target().is_some()
    }

    /// The record length to go back to: just before the person's last
    /// `Play` step (not into a lesson's script).
    fn undo_target(&self) -> Option<usize> {
        let steps = &self.session.record().steps;
        let index = steps.iter().rposition(|step| {
            matches!(step, Step::Act { seat, action: Take5Action::Play(_) } if self.setup.is_human(*seat))
        })?;
        (index >= self.fixed_steps).then_some(index)
    }

    /// The explanation of the event the table shows.
    pub fn explanation(&self) -> String {
        self.session
            .log()
            .get(self.cursor)
            .map(|e| e.event.explain(&self.names()))
            .unwrap_or_default()
    }

    /// Every explanation of the shown events, in order.
    pub fn explanations(&self) -> Vec<String> {
        let names = self.names();
        self.session.log()[..self.shown.min(self.session.log().len())]
            .iter()
            .map(|e| e.event.explain(&names))
            .collect()
    }

    /// How long to wait before showing the next event automatically, or
    /// `None` when it waits for "Next step" (or nothing waits).
    pub fn advance_delay(&self) -> Option<u32> {
        let next = self.session.log().get(self.shown)?;
        if self.step_through || !self.following() {
            return None;
        }
        Some(match next.event {
            Take5Event::Chose { .. } => 0,
            _ => self.animation_ms,
        })
    }

    /// How long to wait before the play-back shows the next event, or
    /// `None` when it is not playing.
    pub fn replay_delay(&self) -> Option<u32> {
        self.marks()
            .replay_delay(self.session.log().len(), self.watch_speed.delay_ms())
    }

    /// How long to wait before the next AI decision, or `None` when no AI
    /// should decide now.
    pub fn ai_delay(&self) -> Option<u32> {
        if !self.is_live() {
            return None;
        }
        self.ai_to_act()?;
        Some(match self.setup.mode {
            Mode::Watch => self.watch_speed.delay_ms(),
            _ => 40,
        })
    }

    /// Shows waiting events that need no pause: face-down choices always,
    /// everything when neither step-through nor animation is on.
    fn settle(&mut self) {
        let len = self.session.log().len();
        let following = self.following();
        if !self.step_through && self.animation_ms == 0 {
            self.shown = len;
        }
        while self.shown < len
            && matches!(
                self.session.log()[self.shown].event,
                Take5Event::Chose { .. }
            )
        {
            self.shown += 1;
        }
        if following {
            self.cursor = self.shown.saturating_sub(1);
        }
    }

    fn act(&mut self, seat: Seat, action: Take5Action) {
        if !self.session.state().legal_actions(seat).contains(&action) {
            self.notice = Some(match action {
                Take5Action::Play(card) => format!("Card {card} cannot be played now."),
                Take5Action::Pick(row) => format!("Row {} cannot be taken now.", row + 1),
            });
            return;
        }
        if self.session.play(seat, action).is_ok() {
            self.notice = None;
            if self.setup.mode == Mode::HotSeat && self.setup.human_count() > 1 {
                self.uncovered = None;
            }
        }
        self.settle();
    }

    fn ai_move(&mut self) {
        let Some(seat) = self.ai_to_act() else {
            return;
        };
        let level = self.setup.level(seat).unwrap_or("medium").to_owned();
        let seed = agent_seed(
            self.session.record().seed,
            self.session.record().steps.len(),
            seat,
        );
        let Ok(mut agent) = Take5::agent(&level, seed) else {
            self.notice = Some(format!("Unknown AI level `{level}`."));
            return;
        };
        let state = self.session.state();
        let legal = state.legal_actions(seat);
        if legal.is_empty() {
            return;
        }
        let view = state.view(seat);
        let action = agent.choose(seat, &view, &legal, &PerformanceClock::default());
        if self.session.play(seat, action).is_err() {
            self.notice = Some(format!(
                "{} chose a move the rules refuse.",
                self.names()[seat]
            ));
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
        self.shown = self.session.log().len();
        self.cursor = self.shown.saturating_sub(1);
        self.notice = None;
    }

    /// The game to keep when this one is replaced: unfinished, with a
    /// person's action beyond a lesson's script.
    fn keepable(&self) -> Option<Box<(Setup, GameRecord<Take5>)>> {
        let record = self.session.record();
        let acted = person_acted(
            &record.steps[self.fixed_steps.min(record.steps.len())..],
            |seat| self.setup.is_human(seat),
        );
        (!self.session.state().is_over() && acted)
            .then(|| Box::new((self.setup.clone(), record.clone())))
    }

    /// Replaces this screen's game with `next`'s, keeping the display
    /// choices and the unfinished game that is replaced.
    fn replace_with(&mut self, mut next: Screen) {
        next.replaced = self.keepable().or_else(|| self.replaced.take());
        next.watch_speed = self.watch_speed;
        next.version = self.version;
        *self = next;
    }

    /// The screen's position in its event log.
    fn marks(&self) -> Marks {
        Marks {
            shown: self.shown,
            cursor: self.cursor,
            replaying: self.replaying,
        }
    }

    /// Moves the position with `change` (given the log length); settles
    /// the waiting events when `change` says it showed something.
    fn move_marks(&mut self, change: impl FnOnce(&mut Marks, usize) -> bool) {
        let mut marks = self.marks();
        let settle = change(&mut marks, self.session.log().len());
        Marks {
            shown: self.shown,
            cursor: self.cursor,
            replaying: self.replaying,
        } = marks;
        if settle {
            self.settle();
        }
    }

    /// Applies `msg` (the reducer's body, usable without Yew).
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Start { setup, seed } => {
                let next = Screen::new(setup, seed, self.step_through, self.animation_ms);
                self.replace_with(next);
            }
            Msg::StartLesson { number, player } => {
                if let Some(next) = Screen::lesson(number, &player, self.animation_ms) {
                    self.replace_with(next);
                } else {
                    self.notice = Some(format!("There is no lesson {number}."));
                }
            }
            Msg::RestoreReplaced => {
                if let Some(kept) = self.replaced.take() {
                    let (setup, record) = *kept;
                    match Screen::resume(setup, record, self.step_through, self.animation_ms) {
                        Ok(next) => self.replace_with(next),
                        Err(reason) => {
                            self.notice = Some(format!(
                                "The previous game could not be brought back ({reason})."
                            ))
                        }
                    }
                }
            }
            Msg::ForgetReplaced => self.replaced = None,
            Msg::Play(seat, card) => self.act(seat, Take5Action::Play(card)),
            Msg::Pick(seat, row) => self.act(seat, Take5Action::Pick(row)),
            Msg::AiMove => self.ai_move(),
            Msg::Advance => self.move_marks(Marks::advance),
            Msg::SetReplay(on) => {
                self.move_marks(|marks, len| {
                    marks.set_replay(on, len);
                    false
                });
            }
            Msg::ReplayTick => {
                self.move_marks(|marks, len| {
                    marks.replay_tick(len);
                    false
                });
            }
            Msg::StepTo(index) => self.move_marks(|marks, len| marks.step_to(index, len)),
            Msg::Undo => self.undo(),
            Msg::Uncover(seat) => {
                if self.setup.is_human(seat) {
                    self.uncovered = Some(seat);
                }
            }
            Msg::SetStepThrough(on) => {
                self.step_through = on;
                self.settle();
            }
            Msg::SetAnimation(ms) => {
                self.animation_ms = ms;
                self.settle();
            }
            Msg::SetWatchSpeed(speed) => self.watch_speed = speed,
            Msg::DismissNotice => self.notice = None,
        }
        self.version = self.version.wrapping_add(1);
    }
}

impl Reducible for Screen {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        next.update(msg);
        Rc::new(next)
    }
}
