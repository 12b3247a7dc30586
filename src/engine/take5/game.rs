//! `Take5` as a [`Game`].

use super::cards::{Card, ROWS, SEATS};
use super::events::Take5Event;
use super::options::{Take5Action, Take5Error, Take5Options};
use super::state::{Phase, Take5};
use super::view::Take5View;
use std::ops::RangeInclusive;

use crate::engine::game::{
    check_seat_count, Game, GameKind, Goal, Information, Seat, Secrets, Turns,
};
use crate::engine::outcome::{Outcome, ScoreOrder};

impl Take5 {
    /// Why `action` by `seat` is refused now, if it is.
    fn check(&self, seat: Seat, action: &Take5Action) -> Result<(), Take5Error> {
        if seat >= self.seats() {
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
    const KIND: GameKind = GameKind {
        goal: Goal::Competitive,
        information: Information::Hidden,
        turns: Turns::Simultaneous,
        seats: SEATS,
        score_order: ScoreOrder::LowerIsBetter,
    };

    fn name() -> crate::text::Msg {
        crate::text::t::take5_name()
    }

    fn new(options: &Take5Options, seed: u64) -> (Self, Vec<Take5Event>) {
        let mut state = Take5::empty(options, seed);
        let mut events = Vec::new();
        state.deal_next_round(&mut events);
        (state, events)
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    /// 2 to 10 seats (rule 17).
    fn seat_counts(options: &Take5Options) -> RangeInclusive<usize> {
        options.seat_counts()
    }

    fn with_seat_count(options: &Take5Options, seats: usize) -> Result<Take5Options, String> {
        check_seat_count::<Take5>(options, seats)?;
        Ok(Take5Options {
            seats: seats as u8,
            ..options.clone()
        })
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

    /// A face-down card is read only by its owner (and a spectator).
    fn event_for(viewer: Option<Seat>, event: &Take5Event) -> Take5Event {
        match event {
            Take5Event::Chose { seat, .. } if viewer.is_some_and(|v| v != *seat) => {
                Take5Event::Chose {
                    seat: *seat,
                    card: None,
                }
            }
            other => other.clone(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }
}

impl Secrets for Take5 {
    /// A card in a given round (cards are dealt anew every round).
    type Secret = (u8, Card);

    /// The other seats' hands and face-down cards, and the cards left out
    /// of the deal.
    fn hidden_from(&self, seat: Seat) -> Vec<(u8, Card)> {
        let others = (0..self.seats()).filter(|&s| s != seat);
        let hidden = others
            .clone()
            .flat_map(|s| self.hands[s].iter().copied())
            .chain(others.filter_map(|s| self.chosen[s]))
            .chain(self.unused.iter().copied());
        hidden.map(|card| (self.round, card)).collect()
    }

    fn named_by(&self, event: &Take5Event) -> Vec<(u8, Card)> {
        let cards: Vec<Card> = match event {
            Take5Event::Dealt {
                round, rows, laid, ..
            } => {
                return rows
                    .iter()
                    .chain(laid.iter().flatten())
                    .map(|&card| (*round, card))
                    .collect()
            }
            Take5Event::Chose { card, .. } => card.iter().copied().collect(),
            Take5Event::Revealed { cards } => cards.iter().flatten().copied().collect(),
            Take5Event::Placed { card, after, .. } => vec![*card, *after],
            Take5Event::RowTaken { card, cards, .. }
            | Take5Event::RowPicked { card, cards, .. } => std::iter::once(*card)
                .chain(cards.iter().copied())
                .collect(),
            Take5Event::MustPick { card, .. } => vec![*card],
            Take5Event::PresetIgnored { .. }
            | Take5Event::RoundScored { .. }
            | Take5Event::CowLimitReached { .. }
            | Take5Event::LastInGame { .. }
            | Take5Event::Disqualified { .. }
            | Take5Event::GameOver { .. } => Vec::new(),
        };
        cards.into_iter().map(|card| (self.round, card)).collect()
    }

    /// `PLAY c` names card `c` of this round.
    fn named_by_command(&self, _: Seat, action: &Take5Action) -> Vec<(u8, Card)> {
        match action {
            Take5Action::Play(card) => vec![(self.round, *card)],
            Take5Action::Pick(_) => Vec::new(),
        }
    }
}
