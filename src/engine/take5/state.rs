//! The state of a game of 6 nimmt! and how a round is dealt.

use super::cards::{Card, HAND_SIZE, ROWS};
use super::events::Take5Event;
use super::options::Take5Options;
use crate::engine::game::Seat;
use crate::engine::rng::Pcg32;
use crate::engine::small_sort::sort_small;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Every active seat that has not chosen yet picks a card.
    Choose,
    /// `seat` must pick a row for its low card (rule 8); the other cards
    /// revealed this turn wait.
    Pick {
        /// The seat that must pick.
        seat: Seat,
    },
    /// The game has ended.
    Over,
}

/// A game of 6 nimmt! for 2 to 10 seats (4 by default).
#[derive(Clone, Debug, PartialEq)]
pub struct Take5 {
    pub(super) options: Take5Options,
    pub(super) rng: Pcg32,
    /// Current round, from 1.
    pub(super) round: u8,
    /// Current turn of the round, from 1.
    pub(super) turn: u8,
    /// Turns in this round (the hand size at the deal).
    pub(super) turns_in_round: u8,
    pub(super) rows: [Vec<Card>; ROWS],
    /// Hands, kept sorted; one per seat.
    pub(super) hands: Vec<Vec<Card>>,
    /// Cards each seat took this round.
    pub(super) taken: Vec<Vec<Card>>,
    /// Cows taken in earlier rounds (and a prepared deal's cows).
    pub(super) previous_cows: Vec<u32>,
    /// Cards chosen this turn, still face down.
    pub(super) chosen: Vec<Option<Card>>,
    /// Cards revealed this turn and not yet placed, ascending.
    pub(super) pending: Vec<(Card, Seat)>,
    /// The last card each seat revealed in the game.
    pub(super) last_played: Vec<Option<Card>>,
    /// Cards not in play this round: the undealt ones and discarded hands.
    pub(super) unused: Vec<Card>,
    /// Every card shown this round (row starts and revealed cards), in
    /// the order they were shown.
    pub(super) seen: Vec<Card>,
    pub(super) disqualified: Vec<bool>,
    pub(super) phase: Phase,
}

impl Take5 {
    /// A fresh state before any deal.
    pub(super) fn empty(options: &Take5Options, seed: u64) -> Self {
        let seats = options.seat_count();
        Take5 {
            options: options.clone(),
            rng: Pcg32::new(seed),
            round: 0,
            turn: 1,
            turns_in_round: 0,
            rows: Default::default(),
            hands: vec![Vec::new(); seats],
            taken: vec![Vec::new(); seats],
            previous_cows: vec![0; seats],
            chosen: vec![None; seats],
            pending: Vec::new(),
            last_played: vec![None; seats],
            unused: Vec::new(),
            seen: Vec::new(),
            disqualified: vec![false; seats],
            phase: Phase::Choose,
        }
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.hands.len()
    }

    /// The highest card in use (104, or 10N+4 with known cards).
    pub fn deck_top(&self) -> Card {
        self.options.deck_top()
    }

    /// Deals the next round (rule 3): the preset for round 1 if there is a
    /// valid one (its rows with the cards it lays after their first), else a fresh shuffle of the deck (all 104 cards, or
    /// 1..10N+4 with known cards, rule 18).
    pub(super) fn deal_next_round(&mut self, events: &mut Vec<Take5Event>) {
        let seats = self.seats();
        let top = self.deck_top();
        self.round += 1;
        self.turn = 1;
        self.taken = vec![Vec::new(); seats];
        self.chosen = vec![None; seats];
        self.pending.clear();
        self.seen.clear();
        let preset = if self.round == 1 {
            match &self.options.preset {
                // Only whether the deal is allowed: the page carries none
                // of the editor's words (`Deal::validate_for` has them).
                Some(deal) if super::setup_check::deal_is_valid(deal, seats, top) => {
                    Some(deal.clone())
                }
                Some(_) => {
                    events.push(Take5Event::PresetIgnored {
                        reason: super::events::PRESET_NOT_ALLOWED.to_owned(),
                    });
                    None
                }
                None => None,
            }
        } else {
            None
        };
        let shuffled = preset.is_none();
        let mut cows = Vec::new();
        let (starts, hands, laid) = match preset {
            Some(deal) => {
                if !deal.cows.is_empty() {
                    self.previous_cows.clone_from(&deal.cows);
                    cows = deal.cows;
                }
                (deal.rows, deal.hands, deal.laid)
            }
            None => {
                let mut deck: Vec<Card> = (1..=top).collect();
                self.rng.shuffle(&mut deck);
                let starts = [deck[0], deck[1], deck[2], deck[3]];
                let hands = (0..seats)
                    .map(|s| deck[ROWS + s * HAND_SIZE..ROWS + (s + 1) * HAND_SIZE].to_vec())
                    .collect();
                (starts, hands, Vec::new())
            }
        };
        let mut in_play = [false; 256];
        for (row, &card) in starts.iter().enumerate() {
            self.rows[row] = vec![card];
            if let Some(more) = laid.get(row) {
                self.rows[row].extend_from_slice(more);
            }
            for &card in &self.rows[row] {
                self.seen.push(card);
                in_play[card as usize] = true;
            }
        }
        for (seat, mut hand) in hands.into_iter().enumerate() {
            sort_small(&mut hand);
            for &card in &hand {
                in_play[card as usize] = true;
            }
            self.hands[seat] = hand;
        }
        self.turns_in_round = self.hands[0].len() as u8;
        self.unused = (1..=top).filter(|&c| !in_play[c as usize]).collect();
        for seat in 0..seats {
            if self.disqualified[seat] {
                let hand = std::mem::take(&mut self.hands[seat]);
                self.unused.extend(hand);
            }
        }
        self.phase = Phase::Choose;
        events.push(Take5Event::Dealt {
            round: self.round,
            rows: starts,
            hand_size: self.turns_in_round as usize,
            shuffled,
            deck: top,
            cows,
            laid,
        });
    }

    /// The options the game was created with.
    pub fn options(&self) -> &Take5Options {
        &self.options
    }

    /// What the game waits for now.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The four rows, oldest card first.
    pub fn rows(&self) -> &[Vec<Card>; ROWS] {
        &self.rows
    }

    /// `seat`'s hand, ascending.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// The cards `seat` took this round.
    pub fn taken(&self, seat: Seat) -> &[Card] {
        &self.taken[seat]
    }

    /// The card `seat` chose this turn, still face down.
    pub fn chosen(&self, seat: Seat) -> Option<Card> {
        self.chosen[seat]
    }

    /// Cards revealed this turn that are not placed yet, ascending, with
    /// their owners.
    pub fn pending(&self) -> &[(Card, Seat)] {
        &self.pending
    }

    /// Cards out of play this round (undealt or discarded).
    pub fn unused(&self) -> &[Card] {
        &self.unused
    }

    /// The current round, from 1.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The current turn of the round, from 1.
    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// Whether `seat` was disqualified.
    pub fn is_disqualified(&self, seat: Seat) -> bool {
        self.disqualified[seat]
    }

    /// The last card each seat revealed in this game.
    pub fn last_played(&self) -> &[Option<Card>] {
        &self.last_played
    }

    /// Each seat's cows so far (earlier rounds plus this one).
    pub fn cows(&self) -> Vec<u32> {
        (0..self.seats())
            .map(|s| self.previous_cows[s] + super::cards::row_cows(&self.taken[s]))
            .collect()
    }
}
