//! `Fireworks` as a [`Game`], with per-viewer events and its [`Secrets`].

use super::actions::FireworksAction;
use super::cards::CardId;
use super::error::FireworksError;
use super::events::FireworksEvent;
use super::options::FireworksOptions;
use super::options::TABLE_SEATS;
use super::state::{Fireworks, SEATS};
use super::view::FireworksView;
use crate::engine::game::{
    check_seat_count, Game, GameKind, Goal, Information, Seat, Secrets, Turns,
};
use crate::engine::outcome::{Outcome, ScoreOrder};
use std::ops::RangeInclusive;

impl Game for Fireworks {
    type Options = FireworksOptions;
    type Action = FireworksAction;
    type Event = FireworksEvent;
    type View = FireworksView;
    type RuleError = FireworksError;

    const ID: &'static str = "fireworks";
    const TITLE: &'static str = "Fireworks";
    const KIND: GameKind = GameKind {
        goal: Goal::Cooperative,
        information: Information::Hidden,
        turns: Turns::Sequential,
        seats: SEATS,
        score_order: ScoreOrder::HigherIsBetter,
    };

    fn name() -> crate::text::Msg {
        crate::text::t::fireworks_name()
    }

    fn new(options: &FireworksOptions, seed: u64) -> (Self, Vec<FireworksEvent>) {
        Fireworks::start(options, seed)
    }

    fn seat_count(&self) -> usize {
        self.seats()
    }

    /// 2 to 5 at a standard table (rule 20), 4 in the CodinGame game.
    fn seat_counts(options: &FireworksOptions) -> RangeInclusive<usize> {
        match options.players {
            Some(_) => TABLE_SEATS,
            None => SEATS..=SEATS,
        }
    }

    /// A standard table of `seats` players; the CodinGame game only for
    /// its four.
    fn with_seat_count(
        options: &FireworksOptions,
        seats: usize,
    ) -> Result<FireworksOptions, String> {
        check_seat_count::<Fireworks>(options, seats)?;
        let mut options = options.clone();
        if options.players.is_some() {
            options.players = Some(seats as u8);
        }
        Ok(options)
    }

    /// The one player acting in the current round.
    fn to_act(&self) -> Vec<Seat> {
        if self.over {
            vec![]
        } else {
            vec![self.round.acting_seat()]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<FireworksAction> {
        match self.acting_id(seat) {
            Ok(id) => self.round.legal(id, self.rules),
            Err(_) => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &FireworksAction,
    ) -> Result<Vec<FireworksEvent>, FireworksError> {
        self.act(seat, *action)
    }

    /// Rule 13: the seat scores 0 for the round it plays and that round
    /// ends; its other rounds are played normally. At a standard table
    /// (rule 27) the game ends, the team scores 0 and the seat ranks
    /// last.
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Vec<FireworksEvent> {
        self.forfeit_round(seat, reason)
    }

    fn view(&self, seat: Seat) -> FireworksView {
        self.seat_view(seat)
    }

    /// A deal or a draw never shows a player the faces of their own cards.
    fn event_for(viewer: Option<Seat>, event: &FireworksEvent) -> FireworksEvent {
        let Some(viewer) = viewer else {
            return event.clone();
        };
        match event {
            FireworksEvent::RoundStarted { players, hands, .. } => {
                match players.iter().position(|&p| p == viewer) {
                    Some(id) if hands[id].iter().any(Option::is_some) => {
                        let mut read = event.clone();
                        if let FireworksEvent::RoundStarted { hands, .. } = &mut read {
                            hands[id] = vec![None; hands[id].len()];
                        }
                        read
                    }
                    _ => event.clone(),
                }
            }
            FireworksEvent::Drew {
                round,
                seat,
                slot,
                card: Some(_),
                deck,
            } if *seat == viewer => FireworksEvent::Drew {
                round: *round,
                seat: *seat,
                slot: *slot,
                card: None,
                deck: *deck,
            },
            other => other.clone(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| self.final_outcome())
    }
}

impl Secrets for Fireworks {
    /// A physical card in a given round (each round is a fresh shuffle).
    type Secret = (u8, CardId);

    /// A player's own cards and the deck; a player sitting the round out
    /// sees every hand, and nothing is hidden once the game is over.
    fn hidden_from(&self, seat: Seat) -> Vec<(u8, CardId)> {
        if self.over {
            return Vec::new();
        }
        let round = &self.round;
        let own = round
            .round_id(seat)
            .into_iter()
            .flat_map(|id| round.hands[id].iter().flatten().map(|c| c.id));
        own.chain(round.deck.iter().copied())
            .map(|id| (round.index, id))
            .collect()
    }

    fn named_by(&self, event: &FireworksEvent) -> Vec<(u8, CardId)> {
        match event {
            FireworksEvent::RoundStarted { round, hands, .. } => hands
                .iter()
                .flatten()
                .flatten()
                .map(|c| (*round, c.id))
                .collect(),
            FireworksEvent::Played { round, card, .. }
            | FireworksEvent::Mistake { round, card, .. }
            | FireworksEvent::Discarded { round, card, .. } => vec![(*round, card.id)],
            FireworksEvent::Drew {
                round,
                card: Some(card),
                ..
            } => vec![(*round, card.id)],
            FireworksEvent::Drew { card: None, .. }
            | FireworksEvent::Hinted { .. }
            | FireworksEvent::FireworkCompleted { .. }
            | FireworksEvent::LastCardDrawn { .. }
            | FireworksEvent::FinalTurns { .. }
            | FireworksEvent::Forfeited { .. }
            | FireworksEvent::RoundOver { .. }
            | FireworksEvent::GameOver { .. } => Vec::new(),
        }
    }
}
