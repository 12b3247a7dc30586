//! `Take5` as a [`Game`].

use super::cards::{ROWS, SEATS};
use super::events::Take5Event;
use super::options::{Take5Action, Take5Error, Take5Options};
use super::state::{Phase, Take5};
use super::view::Take5View;
use crate::engine::game::{Game, Seat};
use crate::engine::outcome::Outcome;

impl Take5 {
    /// Why `action` by `seat` is refused now, if it is.
    fn check(&self, seat: Seat, action: &Take5Action) -> Result<(), Take5Error> {
        if seat >= SEATS {
            return Err(Take5Error::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(Take5Error::GameOver);
        }
        if self.disqualified[seat] {
            return Err(Take5Error::Disqualified(seat));
        }
        match (self.phase, *action) {
            (Phase::Choose, Take5Action::Play(card)) => {
                if self.chosen[seat].is_some() {
                    Err(Take5Error::NotYourTurn(seat))
                } else if !self.hands[seat].contains(&card) {
                    Err(Take5Error::NotInHand(card))
                } else {
                    Ok(())
                }
            }
            (Phase::Choose, Take5Action::Pick(_)) => Err(Take5Error::WrongPhase {
                expected: "cards to be played",
            }),
            (Phase::Pick { seat: picker }, _) if picker != seat => {
                Err(Take5Error::NotYourTurn(seat))
            }
            (Phase::Pick { .. }, Take5Action::Play(_)) => Err(Take5Error::WrongPhase {
                expected: "a row to be picked",
            }),
            (Phase::Pick { .. }, Take5Action::Pick(row)) if row >= ROWS => {
                Err(Take5Error::NoSuchRow(row))
            }
            (Phase::Pick { .. }, Take5Action::Pick(_)) => Ok(()),
            (Phase::Over, _) => Err(Take5Error::GameOver),
        }
    }
}

impl Game for Take5 {
    type Options = Take5Options;
    type Action = Take5Action;
    type Event = Take5Event;
    type View = Take5View;
    type RuleError = Take5Error;

    const ID: &'static str = "take5";
    const TITLE: &'static str = "6 nimmt!";

    fn new(options: &Take5Options, seed: u64) -> (Self, Vec<Take5Event>) {
        let mut state = Take5::empty(options, seed);
        let mut events = Vec::new();
        state.deal_next_round(&mut events);
        (state, events)
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::Choose => self
                .active_seats()
                .filter(|&s| self.chosen[s].is_none())
                .collect(),
            Phase::Pick { seat } => vec![seat],
            Phase::Over => vec![],
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Take5Action> {
        if !self.to_act().contains(&seat) {
            return vec![];
        }
        match self.phase {
            Phase::Choose => self.hands[seat]
                .iter()
                .map(|&c| Take5Action::Play(c))
                .collect(),
            Phase::Pick { .. } => (0..ROWS).map(Take5Action::Pick).collect(),
            Phase::Over => vec![],
        }
    }

    fn apply(&mut self, seat: Seat, action: &Take5Action) -> Result<Vec<Take5Event>, Take5Error> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        match *action {
            Take5Action::Play(card) => self.choose_card(seat, card, &mut events),
            Take5Action::Pick(row) => self.pick_row(seat, row, false, &mut events),
        }
        Ok(events)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Vec<Take5Event> {
        self.disqualify(seat, reason)
    }

    fn view(&self, seat: Seat) -> Take5View {
        self.seat_view(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }
}
