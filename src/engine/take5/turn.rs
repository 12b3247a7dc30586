//! Resolving a turn: reveal, placement in ascending order, row picks,
//! the end of a round and of the game (rules 2, 4–10 and 18), and
//! disqualification (rule 16).

use super::cards::{cheapest_row, row_cows, row_for, Card, COW_LIMIT, FULL_ROW};
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
        (0..self.seats()).filter(|&s| !self.disqualified[s])
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
        let seats = self.seats();
        let cards = std::mem::replace(&mut self.chosen, vec![None; seats]);
        self.pending = cards
            .iter()
            .enumerate()
            .filter_map(|(s, card)| card.map(|c| (c, s)))
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
        let round_cows: Vec<u32> = self.taken.iter().map(|t| row_cows(t)).collect();
        let totals = self.cows();
        let limit = self.options.ends_at_66().then_some(COW_LIMIT);
        events.push(Take5Event::RoundScored {
            round: self.round,
            round_cows: round_cows.clone(),
            totals: totals.clone(),
            limit,
        });
        if self.game_ends_after_round(&totals, events) {
            self.finish_game(events);
        } else {
            for (seat, cows) in round_cows.iter().enumerate() {
                self.previous_cows[seat] += cows;
            }
            self.unused.clear();
            self.deal_next_round(events);
        }
    }

    /// Whether the game ends with the round just scored (`totals` are the
    /// seats' cows): after the options' rounds (rule 2), or under the
    /// rules in the box once an active seat has 66 or more cows (rule 18),
    /// which the events say. **Decision:** under those rules the game also
    /// ends after a round with at most one seat still in the game, as
    /// nothing is left to decide (that seat ranks first).
    fn game_ends_after_round(&self, totals: &[u32], events: &mut Vec<Take5Event>) -> bool {
        if !self.options.ends_at_66() {
            return self.round >= self.options.rounds.max(1);
        }
        let reached: Vec<Seat> = self
            .active_seats()
            .filter(|&s| totals[s] >= COW_LIMIT)
            .collect();
        if !reached.is_empty() {
            events.push(Take5Event::CowLimitReached {
                totals: reached.iter().map(|&s| totals[s]).collect(),
                seats: reached,
                limit: COW_LIMIT,
            });
            return true;
        }
        let active: Vec<Seat> = self.active_seats().collect();
        if let [seat] = active[..] {
            events.push(Take5Event::LastInGame { seat });
            return true;
        }
        false
    }

    fn finish_game(&mut self, events: &mut Vec<Take5Event>) {
        self.phase = Phase::Over;
        let outcome = self.final_outcome();
        events.push(Take5Event::GameOver {
            scores: outcome.scores,
            ranks: outcome.ranks,
        });
    }

    /// Scores (cows, or -999 when disqualified) and ranks as they stand.
    pub(super) fn final_outcome(&self) -> Outcome {
        let cows = self.cows();
        let scores = (0..self.seats())
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
        if seat >= self.seats() || self.disqualified[seat] || self.phase == Phase::Over {
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
