//! The screen's state and its one reducer (`use_reducer`): the live game
//! (a `Session<Morris>`), how much of its event log has been shown, the
//! event the board shows, and the person's half-made move (a picked-up
//! stone, or a mill waiting for the stone it takes).

use std::rc::Rc;

use yew::Reducible;

use crate::engine::agent::HasAgents;
use crate::engine::game::{Explain, Game, Seat};
use crate::engine::morris::lessons::lesson;
use crate::engine::morris::movegen::why_illegal;
use crate::engine::morris::{Field, Morris, MorrisEvent, Move};
use crate::engine::record::{GameRecord, Step};
use crate::engine::session::Session;
use crate::ui::clock::PerformanceClock;
use crate::ui::play_mode::{agent_seed, person_acted, Mode, WatchSpeed};
use crate::ui::playback::Marks;

use super::setup::Setup;

/// What pressing a point would do now, for the person to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointRole {
    /// Nothing.
    Idle,
    /// A stone can be placed here.
    Place,
    /// This own stone can be picked up to move.
    Movable,
    /// This own stone is picked up.
    Selected,
    /// The picked-up stone can go here.
    Target,
    /// This opponent stone can be taken by the waiting mill.
    Victim,
    /// This opponent stone stands in a mill and cannot be taken now.
    Protected,
}

/// The whole state of the Morris screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen {
    /// Who sits where.
    pub setup: Setup,
    /// The game: record, state and event log.
    pub session: Session<Morris>,
    /// How many events of the log have been shown.
    pub shown: usize,
    /// The event the board shows now (`< shown`).
    pub cursor: usize,
    /// Pause after every event and explain it.
    pub step_through: bool,
    /// Milliseconds an animated event lasts (0 = no animation).
    pub animation_ms: u32,
    /// Watch-mode pace.
    pub watch_speed: WatchSpeed,
    /// Whether the point names are drawn on the board.
    pub labels: bool,
    /// The own stone the person picked up (moving and flying).
    pub selected: Option<Field>,
    /// A move that closes a mill, waiting for the person to choose the
    /// stone it takes.
    pub pending: Option<Move>,
    /// Steps that may not be undone (a lesson's script).
    pub fixed_steps: usize,
    /// A message for the person (a refused press, a broken save).
    pub notice: Option<String>,
    /// The unfinished game the last new game or lesson replaced, kept so it
    /// can be brought back (the page also saves it).
    pub replaced: Option<Box<(Setup, GameRecord<Morris>)>>,
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
        /// The game's seed (AIs' choices derive from it).
        seed: u64,
    },
    /// Start lesson `number` with this person's name.
    StartLesson {
        /// Lesson number, from 1.
        number: u8,
        /// The person's name.
        player: String,
    },
    /// The person pressed a point.
    Press(Field),
    /// Put the picked-up stone back / forget the waiting mill.
    Cancel,
    /// The AI to move decides now.
    AiMove,
    /// Show the next waiting event (animation or "Next step").
    Advance,
    /// Show event `n` of the log.
    StepTo(usize),
    /// Take back the person's last move (games against an AI).
    Undo,
    /// Turn step-through on or off.
    SetStepThrough(bool),
    /// Change the animation length (ms).
    SetAnimation(u32),
    /// Change the watch-mode pace.
    SetWatchSpeed(WatchSpeed),
    /// Show or hide the point names.
    SetLabels(bool),
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

/// `text` with a capital first letter and a full stop.
fn sentence(text: &str) -> String {
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

impl Screen {
    /// A screen for a new game from the empty board.
    pub fn new(setup: Setup, seed: u64, step_through: bool, animation_ms: u32) -> Screen {
        Screen::with_session(
            setup,
            Session::new(Default::default(), seed),
            step_through,
            animation_ms,
        )
    }

    /// A screen showing `session` as it stands.
    pub fn with_session(
        setup: Setup,
        session: Session<Morris>,
        step_through: bool,
        animation_ms: u32,
    ) -> Screen {
        let shown = session.log().len();
        Screen {
            setup,
            session,
            shown,
            cursor: shown.saturating_sub(1),
            step_through,
            animation_ms,
            watch_speed: WatchSpeed::default(),
            labels: true,
            selected: None,
            pending: None,
            fixed_steps: 0,
            notice: None,
            replaced: None,
            replaying: false,
            version: 0,
        }
    }

    /// Lesson `number`: its script is played and the board waits at its
    /// focus step with step-through on.
    pub fn lesson(number: u8, player: &str, animation_ms: u32) -> Option<Screen> {
        let lesson = lesson(number)?;
        lesson.options.validate().ok()?;
        let mut session = Session::<Morris>::new(lesson.options.clone(), u64::from(number));
        for &mv in &lesson.script {
            let seat = *session.state().to_act().first()?;
            session.play(seat, mv).ok()?;
        }
        let first_focus = session
            .log()
            .iter()
            .position(|e| e.step.is_some_and(|s| s >= lesson.focus_step))
            .unwrap_or(session.log().len());
        let setup = Setup::lesson(number, player, lesson.learner);
        let mut screen = Screen::with_session(setup, session, true, animation_ms);
        screen.shown = first_focus.max(1);
        screen.cursor = screen.shown - 1;
        screen.fixed_steps = lesson.script.len();
        Some(screen)
    }

    /// A screen resumed from a saved record, or why it cannot be.
    pub fn resume(
        setup: Setup,
        record: GameRecord<Morris>,
        step_through: bool,
        animation_ms: u32,
    ) -> Result<Screen, String> {
        setup.validate(Morris::LEVELS)?;
        record.options.validate()?;
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

    /// Whether the board shows the newest shown event (not the past).
    pub fn following(&self) -> bool {
        self.marks().following()
    }

    /// Whether every event has been shown and the board shows the present.
    pub fn is_live(&self) -> bool {
        self.marks().is_live(self.session.log().len())
    }

    /// The person who must move now, if the game waits for a person.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.session
            .state()
            .to_act()
            .into_iter()
            .find(|&s| self.setup.is_human(s))
    }

    /// The AI that must move now, if any.
    pub fn ai_to_act(&self) -> Option<Seat> {
        self.session
            .state()
            .to_act()
            .into_iter()
            .find(|&s| !self.setup.is_human(s))
    }

    /// The seat whose stones are "your stones" on the board: the person
    /// against an AI, the side to move in hot-seat, nobody when watching.
    pub fn viewer(&self) -> Option<Seat> {
        match self.setup.mode {
            Mode::VsAi | Mode::Lesson(_) => self.setup.person(),
            Mode::HotSeat => Some(self.session.state().position().side()),
            Mode::Watch => None,
        }
    }

    /// The person who may press points now (the game is live and waits
    /// for them).
    pub fn input_seat(&self) -> Option<Seat> {
        if self.is_live() {
            self.human_to_act()
        } else {
            None
        }
    }

    /// What pressing each point would do now (all idle when nobody may
    /// press). Everything comes from the engine's legal list.
    pub fn point_roles(&self) -> Vec<PointRole> {
        let mut roles = vec![PointRole::Idle; 24];
        let Some(seat) = self.input_seat() else {
            return roles;
        };
        let legal = self.session.state().legal_actions(seat);
        if let Some(pending) = self.pending {
            let pos = self.session.state().position();
            for field in (0..24).map(|i| Field(i as u8)) {
                if pos.owner(field) == Some(1 - seat) {
                    roles[field.index()] = PointRole::Protected;
                }
            }
            for mv in legal
                .iter()
                .filter(|m| m.from == pending.from && m.to == pending.to)
            {
                if let Some(victim) = mv.take {
                    roles[victim.index()] = PointRole::Victim;
                }
            }
            return roles;
        }
        for mv in &legal {
            match mv.from {
                None => roles[mv.to.index()] = PointRole::Place,
                Some(from) => {
                    if self.selected == Some(from) {
                        roles[from.index()] = PointRole::Selected;
                        roles[mv.to.index()] = PointRole::Target;
                    } else if roles[from.index()] == PointRole::Idle {
                        roles[from.index()] = PointRole::Movable;
                    }
                }
            }
        }
        roles
    }

    /// Whether the person may undo a move now.
    pub fn can_undo(&self) -> bool {
        matches!(self.setup.mode, Mode::VsAi | Mode::Lesson(_))
            && !self.session.state().is_over()
            && self.undo_target().is_some()
    }

    /// The record length to go back to: just before the person's last
    /// move (not into a lesson's script).
    fn undo_target(&self) -> Option<usize> {
        let steps = &self.session.record().steps;
        let index = steps.iter().rposition(
            |step| matches!(step, Step::Act { seat, .. } if self.setup.is_human(*seat)),
        )?;
        (index >= self.fixed_steps).then_some(index)
    }

    /// The explanation of the event the board shows.
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

    /// Whether event `index` is a person's own placement or move, which is
    /// shown at once (its consequences wait for step-through).
    fn is_own_action(&self, index: usize) -> bool {
        if self.setup.mode == Mode::Watch {
            return false;
        }
        match self.session.log().get(index).map(|e| &e.event) {
            Some(
                MorrisEvent::Placed { seat, .. }
                | MorrisEvent::Moved { seat, .. }
                | MorrisEvent::Flew { seat, .. },
            ) => self.setup.is_human(*seat),
            _ => false,
        }
    }

    /// How long to wait before showing the next event automatically, or
    /// `None` when it waits for "Next step" (or nothing waits).
    pub fn advance_delay(&self) -> Option<u32> {
        if self.shown >= self.session.log().len() || self.step_through || !self.following() {
            return None;
        }
        Some(self.animation_ms)
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

    /// Shows waiting events that need no pause: a person's own move
    /// always, everything when neither step-through nor animation is on.
    fn settle(&mut self) {
        let len = self.session.log().len();
        let following = self.following();
        if !self.step_through && self.animation_ms == 0 {
            self.shown = len;
        }
        while self.shown < len && self.is_own_action(self.shown) {
            self.shown += 1;
        }
        if following {
            self.cursor = self.shown.saturating_sub(1);
        }
    }

    fn play(&mut self, seat: Seat, mv: Move) {
        self.selected = None;
        self.pending = None;
        match self.session.play(seat, mv) {
            Ok(_) => self.notice = None,
            Err(error) => self.notice = Some(sentence(&error.to_string())),
        }
        self.settle();
    }

    /// The person pressed `field`: pick up, put down, place or take.
    fn press(&mut self, field: Field) {
        let Some(seat) = self.input_seat() else {
            return;
        };
        let state = self.session.state();
        let legal = state.legal_actions(seat);
        let pos = *state.position();
        if let Some(pending) = self.pending {
            let chosen = pending.taking(field);
            if legal.contains(&chosen) {
                self.play(seat, chosen);
            } else if field == pending.to || Some(field) == pending.from {
                self.pending = None;
                self.notice = Some("The move was taken back: choose again.".to_owned());
            } else {
                let why = why_illegal(&pos, chosen).unwrap_or_default();
                self.notice = Some(format!(
                    "{} Choose one of the highlighted stones to take.",
                    sentence(&why)
                ));
            }
            return;
        }
        let placing = legal.iter().any(|m| m.from.is_none());
        let candidate = if placing {
            Some(Move::place(field))
        } else if legal.iter().any(|m| m.from == Some(field)) {
            self.selected = if self.selected == Some(field) {
                None
            } else {
                Some(field)
            };
            self.notice = None;
            return;
        } else {
            self.selected.map(|from| Move::step(from, field))
        };
        let Some(candidate) = candidate else {
            self.notice = Some(match pos.owner(field) {
                Some(owner) if owner == seat => {
                    format!("The stone on {field} cannot move: no neighbouring point is empty.")
                }
                Some(_) => format!(
                    "{field} holds an opponent stone. Choose one of your own stones to move."
                ),
                None => "Choose one of your stones first, then the point it goes to.".to_owned(),
            });
            return;
        };
        let matching: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.from == candidate.from && m.to == candidate.to)
            .collect();
        match matching.as_slice() {
            [] => {
                let why = why_illegal(&pos, candidate).unwrap_or_default();
                self.notice = Some(sentence(&why));
            }
            [only] if only.take.is_none() => self.play(seat, *only),
            _ => {
                self.pending = Some(candidate);
                self.notice = None;
            }
        }
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
        let Ok(mut agent) = Morris::agent(&level, seed) else {
            self.notice = Some(format!("Unknown AI level `{level}`."));
            return;
        };
        let state = self.session.state();
        let legal = state.legal_actions(seat);
        if legal.is_empty() {
            return;
        }
        let view = state.view(seat);
        let mv = agent.choose(seat, &view, &legal, &PerformanceClock::default());
        if self.session.play(seat, mv).is_err() {
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
        self.selected = None;
        self.pending = None;
        self.notice = None;
    }

    /// The game to keep when this one is replaced: unfinished, with a
    /// person's move beyond a lesson's script.
    fn keepable(&self) -> Option<Box<(Setup, GameRecord<Morris>)>> {
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
        next.labels = self.labels;
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
            Msg::Press(field) => self.press(field),
            Msg::Cancel => {
                self.selected = None;
                self.pending = None;
            }
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
            Msg::SetStepThrough(on) => {
                self.step_through = on;
                self.settle();
            }
            Msg::SetAnimation(ms) => {
                self.animation_ms = ms;
                self.settle();
            }
            Msg::SetWatchSpeed(speed) => self.watch_speed = speed,
            Msg::SetLabels(on) => self.labels = on,
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
