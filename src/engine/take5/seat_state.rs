//! A 6 nimmt! state rebuilt from one seat's view, for a guest's page
//! (`SeatState`). Everything the seat sees is copied from its view: the
//! round and turn, the rows, its hand and face-down card, the cards
//! revealed and waiting, who has chosen, who is out, the scores and the
//! phase. What it cannot see is filled in with the cards it has not seen
//! this round, in ascending order: each other seat's hand (as many cards
//! as it holds), then each other seat's face-down card, the rest left out
//! of the deal. The cards taken this round are not known either: every
//! seat's cows so far count as earlier rounds' and no card as taken.

use super::cards::Card;
use super::state::{Phase, Take5};
use super::view::ViewPhase;
use super::Take5View;
use crate::engine::game::{Game, Seat};
use crate::engine::remote::seat_state::SeatState;
use crate::engine::rng::Pcg32;

impl SeatState for Take5 {
    fn seat_state(options: &<Take5 as Game>::Options, seat: Seat, view: &Take5View) -> Self {
        let seats = view.seats();
        let mut known = vec![false; usize::from(view.deck) + 1];
        let shown = view.rows.iter().flatten();
        let pending = view.pending.iter().map(|(card, _)| card);
        for &card in shown
            .chain(pending)
            .chain(&view.seen_this_round)
            .chain(&view.hand)
            .chain(&view.my_choice)
        {
            if let Some(slot) = known.get_mut(usize::from(card)) {
                *slot = true;
            }
        }
        let mut unseen = (1..=view.deck).filter(|&card| !known[usize::from(card)]);
        let hands: Vec<Vec<Card>> = (0..seats)
            .map(|s| {
                if s == seat {
                    view.hand.clone()
                } else {
                    unseen.by_ref().take(view.cards_left[s]).collect()
                }
            })
            .collect();
        let chosen: Vec<Option<Card>> = (0..seats)
            .map(|s| {
                if s == seat {
                    view.my_choice
                } else {
                    view.has_chosen[s].then(|| unseen.next()).flatten()
                }
            })
            .collect();
        Take5 {
            options: options.clone(),
            rng: Pcg32::new(0),
            round: view.round,
            turn: view.turn,
            turns_in_round: view.turns_in_round,
            rows: view.rows.clone(),
            hands,
            taken: vec![Vec::new(); seats],
            previous_cows: view.scores.clone(),
            chosen,
            pending: view.pending.clone(),
            last_played: view.last_played.clone(),
            unused: unseen.collect(),
            seen: view.seen_this_round.clone(),
            disqualified: view.disqualified.clone(),
            phase: match view.phase {
                ViewPhase::Choose => Phase::Choose,
                ViewPhase::Pick { seat, .. } => Phase::Pick { seat },
                ViewPhase::Over => Phase::Over,
            },
        }
    }
}
