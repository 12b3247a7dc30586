//! A Fireworks table rebuilt from one seat's view, for a guest's page
//! ([`SeatState`]): the view's counters, hints, history and results are
//! copied as they are, and every physical card gets an id of the deck
//! once: the cards the seat sees (fireworks, discards, teammates' hands)
//! an id of their face, its own hidden cards one of the copies it does
//! not see (of a kind it can still give the card when one is left), the
//! deck the ids left over. The rules' refusals never depend on the
//! identity of the seat's own cards or of the deck's, so the rebuilt
//! table refuses and allows what the real one does.

use super::cards::{Card, CardId};
use super::round::{Hand, HandCard, Round};
use super::state::Fireworks;
use super::view::FireworksView;
use super::HAND_SIZE;
use crate::engine::game::{Game, Seat};
use crate::engine::remote::seat_state::SeatState;

/// The physical cards of a deck not placed yet.
struct Unplaced(Vec<CardId>);

impl Unplaced {
    /// An unplaced card `fits` allows (any unplaced card when none does;
    /// the first id when every card is placed, which a true view never
    /// asks for).
    fn take(&mut self, fits: impl Fn(Card) -> bool) -> CardId {
        let at = self.0.iter().position(|id| fits(id.card())).unwrap_or(0);
        if at < self.0.len() {
            self.0.remove(at)
        } else {
            CardId(0)
        }
    }
}

impl SeatState for Fireworks {
    /// The seed is unknown to the seat and left 0: the guest never deals
    /// a round (the host's next round comes in its next view).
    fn seat_state(
        _options: &<Fireworks as Game>::Options,
        _seat: Seat,
        view: &<Fireworks as Game>::View,
    ) -> Self {
        let mut unplaced = Unplaced(CardId::first(view.layout.deck.size()).collect());
        let played = view
            .layout
            .deck
            .colours()
            .iter()
            .flat_map(|&colour| (1..=view.fireworks[colour.index()]).map(move |l| (colour, l)))
            .map(|(colour, level)| unplaced.take(|c| c == Card::new(colour, level)))
            .collect();
        let discards = view
            .discards
            .iter()
            .map(|&card| unplaced.take(|c| c == card))
            .collect();
        let hands = hands_of(view, &mut unplaced);
        let mut deck = unplaced.0;
        deck.resize(usize::from(view.deck), CardId(0));
        let last = view.results.last().filter(|_| view.over);
        let round = Round {
            index: view.round,
            layout: view.layout,
            players: view.players.clone(),
            deck,
            hands,
            fireworks: view.fireworks,
            played,
            discards,
            tokens: view.tokens,
            mistakes_left: view.mistakes_left,
            mistakes: view.mistakes.clone(),
            current: view.acting_id().unwrap_or(0),
            final_turns: view.final_turns,
            history: view.history.clone(),
            end: last.map(|result| result.end),
            opening: view.opening.clone(),
            forfeited: last
                .and_then(|result| result.forfeited)
                .and_then(|seat| view.round_id(seat)),
        };
        Fireworks {
            rules: view.rules,
            layout: view.layout,
            rounds: view.rounds,
            seed: 0,
            round,
            results: view.results.clone(),
            over: view.over,
        }
    }
}

/// The hands of `view` with ids from `unplaced`: the faces the seat sees
/// first, so that its own cards take copies it does not see.
fn hands_of(view: &FireworksView, unplaced: &mut Unplaced) -> Vec<Hand> {
    let mut hands: Vec<Hand> = vec![[None; HAND_SIZE]; view.hands.len()];
    for hidden in [false, true] {
        for (hand, seen) in hands.iter_mut().zip(&view.hands) {
            for (card, seen) in hand.iter_mut().zip(seen) {
                let Some(seen) = seen.filter(|s| s.card.is_none() == hidden) else {
                    continue;
                };
                let id = match seen.card {
                    Some(face) => unplaced.take(|c| c == face),
                    None => unplaced.take(|c| seen.possible.contains(c)),
                };
                *card = Some(HandCard {
                    id,
                    hints: seen.hints,
                    drawn: seen.drawn,
                });
            }
        }
    }
    hands
}
