//! The guest's table: what its page knows of the game (the parts the host
//! sent its seat), the state its game rebuilds from its view for its own
//! input, the moment shown, and what it sends back. Pure: the page (wasm)
//! only carries the texts over the data channel.

use crate::engine::game::{explain_for, Seat};
use crate::engine::outcome::Outcome;
use crate::engine::record::GameRecord;
use crate::engine::remote::message::{
    GuestMessage, HintWords, Refusal, Refused, Seen, Update, REMOTE_VERSION,
};
use crate::engine::remote::seat_state::SeatState;
use crate::text::t;

use super::super::game_ui::{GameUi, People};
use super::super::setup::level_name;
use super::super::words::and_list;
use super::frames::{events_of, frame_at, place_of};

/// The coach's hint for the guest's decision now ([`super::guest_hint`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum GuestHint {
    /// None asked.
    #[default]
    None,
    /// Asked; the host's coach is thinking.
    Asked,
    /// The hint, for the table the guest has.
    Shown(HintWords),
}

/// The table on a guest's page.
#[derive(Clone, Debug)]
pub struct GuestTable<G: GameUi + SeatState> {
    /// The table's rules, from the invitation.
    pub options: G::Options,
    /// The guest's seat.
    pub seat: Seat,
    /// The seats at the table.
    pub seats: usize,
    /// What the seat saw of each part of the game so far.
    pub parts: Vec<Seen<G>>,
    /// The record steps played (what a choice names).
    pub step: usize,
    /// The seats' names.
    pub names: Vec<String>,
    /// The level of the AI playing each seat, `None` for a person.
    pub levels: Vec<Option<String>>,
    /// The seats the table waits for.
    pub to_act: Vec<Seat>,
    /// What the seat may do now.
    pub legal: Vec<G::Action>,
    /// The scores and ranks once the game is over.
    pub outcome: Option<Outcome>,
    /// The game's record, once the game is over.
    pub record: Option<GameRecord<G>>,
    /// The state rebuilt from the seat's view now (for its input).
    pub state: Option<G>,
    /// The half-made input.
    pub input: G::Input,
    /// The event shown while stepping back (`None`: the present).
    pub shown: Option<usize>,
    /// A sentence for the person (a refused press or choice).
    pub notice: Option<String>,
    /// The record steps the seat had played when it sent the choice that
    /// is on its way (`None`: none is).
    pub awaiting: Option<usize>,
    /// The record steps the seat has played.
    pub moves: usize,
    /// Whether the host lets the seat ask the coach for a hint.
    pub hints: bool,
    /// The coach's hint for the decision now: asked, or shown.
    pub hint: GuestHint,
    /// Bumped on every change.
    pub version: u64,
}

impl<G: GameUi + SeatState> GuestTable<G> {
    /// An empty table of `seats` under `options`, for `seat`.
    pub fn new(options: G::Options, seat: Seat, seats: usize) -> Self {
        GuestTable {
            options,
            seat,
            seats,
            parts: Vec::new(),
            step: 0,
            names: Vec::new(),
            levels: Vec::new(),
            to_act: Vec::new(),
            legal: Vec::new(),
            outcome: None,
            record: None,
            state: None,
            input: G::Input::default(),
            shown: None,
            notice: None,
            awaiting: None,
            moves: 0,
            hints: false,
            hint: GuestHint::None,
            version: 0,
        }
    }

    /// Reads a message from the host (`text`): an update joins the parts
    /// the table has (a part it already holds is replaced: the host resent
    /// its history), a refusal becomes the notice. An unreadable message,
    /// one for another seat or one that skips parts changes nothing and
    /// says so.
    pub fn read(&mut self, text: &str) {
        self.version = self.version.wrapping_add(1);
        // A refusal is read first: it is short, and an update is not one.
        if let Ok(refused) = serde_json::from_str::<Refused>(text) {
            if refused.v == REMOTE_VERSION {
                self.awaiting = None;
                self.hint = GuestHint::None;
                self.notice = Some(refusal_words(&refused.refusal));
                return;
            }
        }
        if self.read_hint(text) {
            return;
        }
        match serde_json::from_str::<Update<G>>(text) {
            Ok(update)
                if update.v == REMOTE_VERSION
                    && update.seat == self.seat
                    && update.from <= self.parts.len() =>
            {
                self.take(update);
            }
            _ => self.notice = Some(t::remote_unreadable().to_string()),
        }
    }

    /// Joins `update` to the table.
    fn take(&mut self, update: Update<G>) {
        let moved = update.step != self.step || update.from == 0;
        if update.from == 0 {
            // The whole game anew (a rejoin or a new game): its record
            // comes only once it is over.
            self.record = None;
        }
        self.parts.truncate(update.from);
        self.parts.extend(update.seen);
        self.step = update.step;
        self.names = update.names;
        self.levels = update.levels;
        self.to_act = update.to_act;
        self.legal = update.legal;
        self.moves = update.moves;
        self.hints = update.hints;
        self.outcome = update.outcome;
        if update.record.is_some() {
            self.record = update.record;
        }
        self.state = self
            .parts
            .last()
            .map(|seen| G::seat_state(&self.options, self.seat, &seen.view));
        if moved {
            self.input = G::Input::default();
            self.hint = GuestHint::None;
            // A choice on its way stays so until the host has played it
            // (6 nimmt!: another seat may choose meanwhile).
            if self.awaiting.is_some_and(|moves| self.moves > moves) || self.legal.is_empty() {
                self.awaiting = None;
            }
            if self.shown.is_some_and(|shown| shown >= self.len()) {
                self.shown = None;
            }
        }
    }

    /// The events the guest has, as its seat reads them.
    pub fn len(&self) -> usize {
        self.parts.iter().map(|seen| seen.events.len()).sum()
    }

    /// Whether no event has come from the host yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Whether the guest may press now: the table waits for its seat, no
    /// choice is on its way, and the present is shown.
    pub fn may_press(&self) -> bool {
        !self.legal.is_empty()
            && self.awaiting.is_none()
            && self.shown.is_none()
            && self.state.is_some()
    }

    /// The table at the shown moment (`None` before the first update).
    pub fn frame(&self) -> Option<G::Frame> {
        frame_at::<G>(&self.parts, self.shown.unwrap_or(self.len()), self.seat)
    }

    /// What the board offers the seat now, when it may press.
    pub fn choices(&self) -> Option<(Seat, G::Choices)> {
        let state = self.state.as_ref().filter(|_| self.may_press())?;
        Some((self.seat, state.choices(self.seat, &self.input)))
    }

    /// A press on the board or hand: the message to send the host when
    /// it completes a choice (the notice says why a press is refused).
    pub fn press(&mut self, press: &G::Press) -> Option<String> {
        self.version = self.version.wrapping_add(1);
        if !self.may_press() {
            return None;
        }
        let state = self.state.as_ref()?;
        let pressed = state.press(self.seat, &mut self.input, press);
        self.notice = pressed.notice;
        let action = pressed.action?;
        self.input = G::Input::default();
        self.awaiting = Some(self.moves);
        let message = GuestMessage {
            v: REMOTE_VERSION,
            step: self.step,
            action,
        };
        Some(serde_json::to_string(&message).expect("a choice always writes"))
    }

    /// Forgets the half-made input.
    pub fn cancel(&mut self) {
        self.input = G::Input::default();
        self.version = self.version.wrapping_add(1);
    }

    /// Shows event `index` (past the end: the present).
    pub fn show(&mut self, index: usize) {
        self.shown = (index < self.len()).then_some(index);
        self.version = self.version.wrapping_add(1);
    }

    /// Who plays where, for the game's texts.
    fn people(&self) -> People {
        People {
            humans: self.levels.iter().map(Option::is_none).collect(),
            person: Some(self.seat),
        }
    }

    /// The status line: what the table waits for, as the game says it
    /// from the seat's side, or that a choice is on its way, or the end.
    pub fn status(&self) -> String {
        if self.is_over() {
            return t::remote_game_over().to_string();
        }
        if self.awaiting.is_some() {
            return t::remote_sent().to_string();
        }
        match &self.state {
            Some(state) if self.may_press() => {
                state.prompt(&self.people(), &self.input, &self.names)
            }
            Some(_) if self.shown.is_none() && !self.to_act.is_empty() => {
                let names: Vec<String> = self
                    .to_act
                    .iter()
                    .map(|&s| self.names.get(s).cloned().unwrap_or_default())
                    .collect();
                t::remote_waiting_for(and_list(&names)).to_string()
            }
            _ => String::new(),
        }
    }

    /// A short note per seat in the guest's language (`person`, `AI ·
    /// easy`).
    pub fn roles(&self) -> Vec<String> {
        self.levels
            .iter()
            .map(|level| match level {
                Some(level) => t::shell_role_ai(level_name(level)).to_string(),
                None => t::shell_role_person().to_string(),
            })
            .collect()
    }

    /// Every event of the guest's log, explained as its seat reads it.
    pub fn explanations(&self) -> Vec<String> {
        events_of::<G>(&self.parts)
            .map(|event| explain_for::<G>(event, Some(self.seat), &self.names))
            .collect()
    }

    /// The explanation of the shown event (the last one at the present).
    pub fn explanation(&self) -> Option<String> {
        let index = self
            .shown
            .unwrap_or(self.len())
            .min(self.len().checked_sub(1)?);
        let (part, place) = place_of::<G>(&self.parts, index)?;
        let event = &self.parts[part].events[place];
        Some(explain_for::<G>(event, Some(self.seat), &self.names))
    }
}

/// A refusal of the host in the guest's language.
pub fn refusal_words(refusal: &Refusal) -> String {
    match refusal {
        Refusal::TooLarge { .. } => t::remote_refused_too_large(),
        Refusal::Malformed => t::remote_refused_malformed(),
        Refusal::Version { .. } => t::remote_refused_version(),
        Refusal::Over => t::remote_refused_over(),
        Refusal::NotYourTurn => t::remote_refused_not_your_turn(),
        Refusal::Illegal { reason } => t::remote_refused_illegal(reason),
        Refusal::NoHint => t::remote_refused_no_hint(),
        Refusal::HintFailed { reason } => t::coach_no_hint(reason),
    }
    .to_string()
}
