//! The coach's hint on a guest's page: where the host offers it (its
//! settings' hints, as for a person at its own device), the guest asks
//! for its seat's decision now, in its language; the host's coach answers
//! from the seat's view, and the hint goes once the table moves on.

use crate::engine::remote::message::{HintAsk, HintWords, Hinted, REMOTE_VERSION};
use crate::engine::remote::seat_state::SeatState;

use super::super::game_ui::GameUi;
use super::guest::{GuestHint, GuestTable};

impl<G: GameUi + SeatState> GuestTable<G> {
    /// Whether the guest may ask the coach now: the host offers hints, the
    /// guest may press, and no hint is asked or shown for this decision.
    pub fn may_hint(&self) -> bool {
        self.hints && self.may_press() && self.hint == GuestHint::None
    }

    /// The message asking the host for a hint in the language `lang`
    /// (`None` when the guest may not ask now).
    pub fn ask_hint(&mut self, lang: &str) -> Option<String> {
        self.version = self.version.wrapping_add(1);
        if !self.may_hint() {
            return None;
        }
        self.hint = GuestHint::Asked;
        let ask = HintAsk {
            v: REMOTE_VERSION,
            hint: self.step,
            lang: lang.to_owned(),
        };
        Some(serde_json::to_string(&ask).expect("an ask always writes"))
    }

    /// Reads `text` if it is a hint from the host: kept when it is for this
    /// seat and the table the guest has and was asked for, else dropped.
    /// Whether it was a hint.
    pub(super) fn read_hint(&mut self, text: &str) -> bool {
        let Ok(hinted) = serde_json::from_str::<Hinted>(text) else {
            return false;
        };
        let current = hinted.v == REMOTE_VERSION
            && hinted.seat == self.seat
            && hinted.hinted.step == self.step
            && self.hint == GuestHint::Asked;
        if current {
            self.hint = GuestHint::Shown(hinted.hinted);
        }
        true
    }

    /// The hint's sentence and why, and the board's elements it names, when
    /// one is shown.
    pub fn hint_shown(&self) -> Option<&HintWords> {
        match &self.hint {
            GuestHint::Shown(words) => Some(words),
            _ => None,
        }
    }
}
