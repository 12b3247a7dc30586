//! Seating and secrecy: who sits where, whose eyes the table is drawn and
//! read with (a person never sees what another person at the same device
//! hides), who may press now, and what a press does.

use crate::engine::game::{Information, Seat, NOBODY};
use crate::engine::remote::host::{read_choice, refusal_text};
use crate::engine::remote::message::Refusal;
use crate::text::t;
use crate::ui::settings::Hints;

use super::super::game_ui::GameUi;
use super::super::setup::{Mode, SeatKind};
use super::super::words::sentence;
use super::msg::{Mover, SeatMsg};
use super::state::Screen;

impl<G: GameUi> Screen<G> {
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
            .find(|&s| self.setup.level(s).is_some())
    }

    /// Whether the person playing against AIs sits out the part of the
    /// game being played now (they watch it at the watch pace, or skip it).
    pub fn person_sits_out(&self) -> bool {
        let state = self.session.state();
        self.setup.mode == Mode::VsAi
            && !state.is_over()
            && self.setup.person().is_some_and(|seat| state.sits_out(seat))
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
            Mode::Shared(viewer) => viewer,
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
        if !self.is_live() || self.pass_to().is_some() || self.is_shared() {
            return None;
        }
        let seat = self.human_to_act()?;
        if self.hides_between_people() && self.uncovered != Some(seat) {
            return None;
        }
        Some(seat)
    }

    /// What each pressable thing on the board does now, for the person
    /// who may press (`None` when nobody may).
    pub fn choices(&self) -> Option<(Seat, G::Choices)> {
        let seat = self.input_seat()?;
        Some((seat, self.session.state().choices(seat, &self.input)))
    }

    /// The picture of the table at the shown event, seen by the viewer.
    pub fn frame(&self) -> G::Frame {
        G::frame(&self.session, self.place.cursor, self.viewer())
    }

    /// The seat names.
    pub fn names(&self) -> Vec<String> {
        self.setup.names()
    }

    /// Plays `action` for `seat`, whoever chose it (the one road every
    /// move takes into the session): a person's move forgets the
    /// half-made input and, on one device, covers the table again; an AI's
    /// keeps its reason. A refusal becomes the notice.
    pub(super) fn act(&mut self, seat: Seat, action: G::Action, mover: Mover) {
        let steps = self.session.record().steps.len();
        if mover == Mover::Person {
            self.input = G::Input::default();
        }
        match self.session.play(seat, action) {
            Ok(_) => match mover {
                Mover::Person => {
                    self.notice = None;
                    if self.hides_between_people() {
                        self.uncovered = None;
                    }
                }
                Mover::Ai(reason) => {
                    if let Some(reason) = reason {
                        self.reasons.push((steps, reason));
                    }
                }
                Mover::Guest => {}
            },
            Err(error) => {
                self.notice = Some(match mover {
                    Mover::Person => sentence(&error.to_string()),
                    Mover::Ai(_) | Mover::Guest => {
                        t::shell_ai_refused(&self.names()[seat], error.to_string()).to_string()
                    }
                })
            }
        }
        self.settle();
    }

    /// A press on the board or hand by the person who may press.
    pub(super) fn press(&mut self, press: &G::Press) {
        let Some(seat) = self.input_seat() else {
            return;
        };
        let mut input = self.input.clone();
        let pressed = self.session.state().press(seat, &mut input, press);
        self.input = input;
        self.notice = pressed.notice;
        if let Some(action) = pressed.action {
            self.act(seat, action, Mover::Person);
        }
    }

    /// A message from the device at remote seat `seat`: its choice played
    /// by the one road, or its refusal kept to cross back.
    pub(super) fn guest_message(&mut self, seat: Seat, text: &str) {
        let read = if self.setup.is_remote(seat) && self.setup.level(seat).is_none() {
            read_choice(&self.session, seat, text)
        } else {
            Err(Refusal::NotYourTurn)
        };
        match read {
            Ok(action) => self.act(seat, action, Mover::Guest),
            Err(refusal) => self.guest_refusals.push((seat, refusal_text(refusal))),
        }
    }

    /// The seating part of the reducer.
    pub(super) fn seating(&mut self, msg: SeatMsg) {
        match msg {
            SeatMsg::Uncover(seat) => {
                if self.setup.is_human(seat) {
                    self.uncovered = Some(seat);
                }
            }
            SeatMsg::SetPlayerName(name) => {
                if self.setup.mode == Mode::VsAi && !name.trim().is_empty() {
                    self.setup = self.setup.with_person_name(&name);
                }
            }
            SeatMsg::Cancel => self.input = G::Input::default(),
            SeatMsg::HandToAi { seat, level } => {
                if self.setup.is_remote(seat) {
                    self.setup.seats[seat].kind = SeatKind::Remote {
                        stand_in: Some(level),
                    };
                }
            }
            SeatMsg::HandBack(seat) => {
                if self.setup.is_remote(seat) {
                    self.setup.seats[seat].kind = SeatKind::Remote { stand_in: None };
                }
            }
            SeatMsg::GuestTookHint(seat) => {
                if self.setup.is_remote(seat) {
                    self.count_hint(seat);
                }
            }
            SeatMsg::TookHint => {
                if let Some(seat) = self.input_seat() {
                    self.count_hint(seat);
                }
            }
        }
    }

    /// The seat the coach's hint may be asked for now, with the number
    /// of moves that seat has made (the decision the hint is for): the
    /// person who may press, against AIs or in a lesson (unless `hints`
    /// says never), and in hot-seat only when `hints` allows it there.
    pub fn hint_seat(&self, hints: Hints) -> Option<(Seat, usize)> {
        let seat = self
            .input_seat()
            .filter(|_| hints_allowed(self.setup.mode, hints))?;
        let steps = self.session.record().steps.iter();
        Some((seat, steps.filter(|s| s.seat() == seat).count()))
    }
}

impl<G: GameUi> Screen<G> {
    /// Counts the coach's hint taken by `seat` for its decision now, once.
    fn count_hint(&mut self, seat: Seat) {
        let hint = (self.session.record().steps.len(), seat);
        if !self.hints.contains(&hint) {
            self.hints.push(hint);
        }
    }

    /// Whether the people on other devices may ask the coach for a hint
    /// under the setting `hints`: as the person at this device may.
    pub fn guests_may_hint(&self, hints: Hints) -> bool {
        hints_allowed(self.setup.mode, hints)
    }
}

/// Whether the coach's hint is offered in `mode` under the setting
/// `hints` (one copy for every game).
fn hints_allowed(mode: Mode, hints: Hints) -> bool {
    match mode {
        Mode::VsAi | Mode::Lesson(_) => hints != Hints::Never,
        Mode::HotSeat => hints == Hints::Always,
        Mode::Watch | Mode::Shared(_) => false,
    }
}
