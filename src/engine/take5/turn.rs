//! Resolving a turn: reveal, placement in ascending order, row picks,
//! the end of a round and of the game (rules 4–10), and disqualification
//! (rule 16).

use super::cards::{cheapest_row, row_cows, row_for, Card, FULL_ROW, SEATS};
use super::events::Take5Event;
use super::state::{Phase, Take5};
use crate::engine::game::Seat;
use crate::engine::outcome::{Outcome, ScoreOrder};
use crate::engine::small_sort::sort_small;

/// The score shown for a disqualified seat (rule 16).
pub const DISQUALIFIED_SCORE: i64 = -999;

impl Take5 {
    /// Seats still in the game.
    pub(super) fn active_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..SEATS).filter(|&s| !self.disqualified[s])
    }

    /// Records `seat`'s face-down choice; reveals when everyone has chosen.
    pub(super) fn choose_card(&mut self, seat: Seat, card: Card, events: &mut Vec<Take5Event>) {
        self.hands[seat].retain(|&c| c != card);
        self.chosen[seat] = Some(card);
        events.push(Take5Event::Chose {
            seat,
            card: Some(card),
        });
        self.reveal_if_ready(events);
    }

    /// Reveals the chosen cards once every active seat has chosen (rule 4).
    fn reveal_if_ready(&mut self, events: &mut Vec<Take5Event>) {
        if self.phase != Phase::Choose {
            return;
        }
        if self.active_seats().next().is_none() {
            self.finish_game(events);
            return;
        }
        if self.active_seats().any(|s| self.chosen[s].is_none()) {
            return;
        }
        let cards = self.chosen;
        self.chosen = [None; SEATS];
        self.pending = (0..SEATS)
            .filter_map(|s| cards[s].map(|c| (c, s)))
            .collect();
        sort_small(&mut self.pending);
        for &(card, seat) in &self.pending {
            self.last_played[seat] = Some(card);
            self.seen.push(card);
        }
        events.push(Take5Event::Revealed { cards });
        self.resolve(events);
    }

    /// Places the pending cards in ascending order (rules 5–7) until one
    /// needs a row pick (rule 8) or the turn is done.
    fn resolve(&mut self, events: &mut Vec<Take5Event>) {
        while let Some(&(card, seat)) = self.pending.first() {
            match row_for(&self.rows, card) {
                Some(row) => {
                    self.pending.remove(0);
                    self.place(seat, card, row, events);
                }
                None => {
                    if self.disqualified[seat] {
                        let row = cheapest_row(&self.rows);
                        self.pick_row(seat, row, true, events);
                        return;
                    }
                    self.phase = Phase::Pick { seat };
                    events.push(Take5Event::MustPick { seat, card });
                    return;
                }
            }
        }
        self.end_turn(events);
    }

    fn place(&mut self, seat: Seat, card: Card, row: usize, events: &mut Vec<Take5Event>) {
        let after = *self.rows[row].last().expect("rows are never empty");
        events.push(Take5Event::Placed {
            seat,
            card,
            row,
            after,
        });
        if self.rows[row].len() >= FULL_ROW {
            let cards = std::mem::replace(&mut self.rows[row], vec![card]);
            let cows = row_cows(&cards);
            self.taken[seat].extend_from_slice(&cards);
            events.push(Take5Event::RowTaken {
                seat,
                card,
                row,
                cards,
                cows,
            });
        } else {
            self.rows[row].push(card);
        }
    }

    /// `seat` takes `row` with the lowest pending card (rule 8), then the
    /// turn goes on.
    pub(super) fn pick_row(
        &mut self,
        seat: Seat,
        row: usize,
        automatic: bool,
        events: &mut Vec<Take5Event>,
    ) {
        let (card, _) = self.pending.remove(0);
        let cards = std::mem::replace(&mut self.rows[row], vec![card]);
        let cows = row_cows(&cards);
        self.taken[seat].extend_from_slice(&cards);
        events.push(Take5Event::RowPicked {
            seat,
            card,
            row,
            cards,
            cows,
            automatic,
        });
        self.phase = Phase::Choose;
        self.resolve(events);
    }

    fn end_turn(&mut self, events: &mut Vec<Take5Event>) {
        self.phase = Phase::Choose;
        if self.active_seats().next().is_none() {
            self.finish_game(events);
            return;
        }
        if self.active_seats().any(|s| !self.hands[s].is_empty()) {
            self.turn += 1;
            return;
        }
        let round_cows: [u32; SEATS] = std::array::from_fn(|s| row_cows(&self.taken[s]));
        events.push(Take5Event::RoundScored {
            round: self.round,
            round_cows,
            totals: self.cows(),
        });
        if self.round >= self.options.rounds.max(1) {
            self.finish_game(events);
        } else {
            for (seat, cows) in round_cows.iter().enumerate() {
                self.previous_cows[seat] += cows;
            }
            self.unused.clear();
            self.deal_next_round(events);
        }
    }

    fn finish_game(&mut self, events: &mut Vec<Take5Event>) {
        self.phase = Phase::Over;
        let outcome = self.final_outcome();
        events.push(Take5Event::GameOver {
            scores: std::array::from_fn(|s| outcome.scores[s]),
            ranks: std::array::from_fn(|s| outcome.ranks[s]),
        });
    }

    /// Scores (cows, or -999 when disqualified) and ranks as they stand.
    pub(super) fn final_outcome(&self) -> Outcome {
        let cows = self.cows();
        let scores = (0..SEATS)
            .map(|s| {
                if self.disqualified[s] {
                    DISQUALIFIED_SCORE
                } else {
                    i64::from(cows[s])
                }
            })
            .collect();
        Outcome::rank(scores, ScoreOrder::LowerIsBetter, &self.disqualified)
    }

    /// Rule 16: discards the hand and the face-down card, takes the
    /// cheapest row if the seat owed a pick, and lets the game go on.
    pub(super) fn disqualify(&mut self, seat: Seat, reason: &str) -> Vec<Take5Event> {
        let mut events = Vec::new();
        if seat >= SEATS || self.disqualified[seat] || self.phase == Phase::Over {
            return events;
        }
        self.disqualified[seat] = true;
        events.push(Take5Event::Disqualified {
            seat,
            reason: reason.to_string(),
        });
        let hand = std::mem::take(&mut self.hands[seat]);
        self.unused.extend(hand);
        if let Some(card) = self.chosen[seat].take() {
            self.unused.push(card);
        }
        match self.phase {
            Phase::Pick { seat: picker } if picker == seat => {
                let row = cheapest_row(&self.rows);
                self.pick_row(seat, row, true, &mut events);
            }
            Phase::Choose => self.reveal_if_ready(&mut events),
            _ => {}
        }
        events
    }
}
