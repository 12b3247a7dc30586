//! Pacing: which events of the log are shown, when the next one shows
//! (animation, step-through, the replay, the watch pace), when an AI is
//! asked to decide and what its answer does.

use crate::engine::agent::{agent_seed, ReasonTexts};
use crate::engine::game::Seat;
use crate::engine::session::Moment;
use crate::text::t;

use super::super::game_ui::GameUi;
use super::super::log_place::LogPlace;
use super::super::setup::Mode;
use super::super::thinking::level_for;
use super::msg::{AiMsg, Mover, PaceMsg};
use super::pace::{AiRequest, AI_PAUSE_MS};
use super::state::Screen;

impl<G: GameUi> Screen<G> {
    /// Whether the board shows the newest shown event (not the past).
    pub fn following(&self) -> bool {
        self.place.following()
    }

    /// Whether every event has been shown and the board shows the present.
    pub fn is_live(&self) -> bool {
        self.place.is_live(self.len())
    }

    /// Whether every event has been shown (the board may show the past).
    pub fn all_shown(&self) -> bool {
        self.place.shown >= self.len()
    }

    /// How long to wait before showing the next event automatically, or
    /// `None` when it waits for "Next step" (or nothing waits).
    pub fn advance_delay(&self) -> Option<u32> {
        if self.all_shown() || (self.pace.step_through && !self.pace.skipping) || !self.following()
        {
            return None;
        }
        Some(if self.shows_at_once(self.place.shown) {
            0
        } else {
            self.pace.animation_ms
        })
    }

    /// How long to wait before the play-back shows the next event, or
    /// `None` when it is not playing.
    pub fn replay_delay(&self) -> Option<u32> {
        self.place
            .replay_delay(self.len(), self.pace.watch_speed.delay_ms())
    }

    /// How long to wait before asking the next AI decision, or `None` when
    /// no AI should be asked now.
    pub fn ai_delay(&self) -> Option<u32> {
        self.ai_request()?;
        Some(if self.person_plays_along() {
            AI_PAUSE_MS
        } else if self.pace.skipping {
            0
        } else {
            self.pace.watch_speed.delay_ms()
        })
    }

    /// Whether a person plays along with the AIs now: not a watched game,
    /// nor a part the person sits out (watched, or skipped).
    fn person_plays_along(&self) -> bool {
        self.setup.mode != Mode::Watch && !self.pace.skipping && !self.person_sits_out()
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
        if self.pace.asked == Some((steps, seat)) {
            return None;
        }
        let think_ms = self.pace.think_ms.filter(|_| self.person_plays_along());
        let level = level_for::<G>(self.setup.level(seat)?, think_ms);
        Some(AiRequest {
            seed: agent_seed(record.seed, steps, seat),
            record: record.clone(),
            seat,
            level,
        })
    }

    /// Shows waiting events that need no pause: those the game shows at
    /// once, and everything when neither step-through nor animation is on.
    pub(super) fn settle(&mut self) {
        let len = self.len();
        let following = self.following();
        if self.pace.skipping && !self.person_sits_out() {
            self.pace.skipping = false;
        }
        if self.pace.skipping || (!self.pace.step_through && self.pace.animation_ms == 0) {
            self.place.shown = len;
        }
        while self.place.shown < len && self.shows_at_once(self.place.shown) {
            self.place.shown += 1;
        }
        if following {
            self.place.cursor = self.place.shown.saturating_sub(1);
        }
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

    /// Moves the position with `change` (given the log length); settles
    /// the waiting events when `change` says it showed something.
    fn move_place(&mut self, change: impl FnOnce(&mut LogPlace, usize) -> bool) {
        let len = self.len();
        if change(&mut self.place, len) {
            self.settle();
        }
    }

    /// The pacing part of the reducer.
    pub(super) fn pacing(&mut self, msg: PaceMsg) {
        match msg {
            PaceMsg::Advance => self.move_place(LogPlace::advance),
            PaceMsg::StepTo(index) => self.move_place(|place, len| place.step_to(index, len)),
            PaceMsg::ShowStep(steps) => {
                let index = self.session.event_at(Moment {
                    steps: steps.min(self.session.record().steps.len()),
                    event: None,
                });
                self.move_place(|place, len| place.step_to(index, len));
            }
            PaceMsg::SetReplay(on) => self.move_place(|place, len| {
                place.set_replay(on, len);
                false
            }),
            PaceMsg::ReplayTick => self.move_place(|place, len| {
                place.replay_tick(len);
                false
            }),
            PaceMsg::ReplayFromStart => self.move_place(|place, len| {
                place.step_to(0, len);
                place.set_replay(true, len);
                false
            }),
            PaceMsg::SkipSittingOut => {
                if self.person_sits_out() {
                    self.pace.skipping = true;
                    self.place.replaying = false;
                    self.place.cursor = self.place.shown.saturating_sub(1);
                    self.settle();
                }
            }
            PaceMsg::SetStepThrough(on) => {
                self.pace.step_through = on;
                self.settle();
            }
            PaceMsg::SetAnimation(ms) => {
                self.pace.animation_ms = ms;
                self.settle();
            }
            PaceMsg::SetWatchSpeed(speed) => self.pace.watch_speed = speed,
            PaceMsg::SetThinkTime(ms) => self.pace.think_ms = ms,
        }
    }

    /// The AI worker's messages.
    pub(super) fn ai(&mut self, msg: AiMsg<G>) {
        match msg {
            AiMsg::Asked { steps, seat } => self.pace.asked = Some((steps, seat)),
            AiMsg::Chose {
                steps,
                seat,
                action,
                reason,
            } => self.ai_chose(steps, seat, action, reason),
            AiMsg::Failed { steps, reason } => {
                if steps == self.session.record().steps.len() {
                    self.pace.asked = None;
                    self.notice = Some(t::shell_ai_failed(reason).to_string());
                }
            }
        }
    }

    /// Plays the AI's answer if it still belongs to the position.
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
        self.pace.asked = None;
        self.act(seat, action, Mover::Ai(reason));
    }
}
