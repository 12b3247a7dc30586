//! What one seat may see: everything a UI needs to draw the table.

use serde::{Deserialize, Serialize};

use super::cards::{row_cows, Card, COW_LIMIT, ROWS};
use super::state::{Phase, Take5};
use crate::engine::game::Seat;
use crate::engine::small_sort::sort_small;

/// What the game waits for, as a seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum ViewPhase {
    /// Seats choose their cards for this turn.
    Choose,
    /// `seat` must take a row because `card` is lower than every row end.
    Pick {
        /// Who must pick.
        seat: Seat,
        /// Their low card.
        card: Card,
    },
    /// The game has ended.
    Over,
}

/// One seat's view of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Take5View {
    /// Whose view this is.
    pub seat: Seat,
    /// Current round, from 1.
    pub round: u8,
    /// Rounds in the game when it ends after a number of rounds (rule 2).
    pub rounds: u8,
    /// The cows that end the game under the rules in the box (66,
    /// rule 18); `None` when it ends after [`Take5View::rounds`].
    pub limit: Option<u32>,
    /// The highest card in use: 104, or 10N+4 with known cards, when
    /// every card is dealt (rule 18).
    pub deck: Card,
    /// Whether every card of the deck is dealt (known cards), so the
    /// unseen cards are exactly the other seats' cards.
    pub known_cards: bool,
    /// Current turn of the round, from 1.
    pub turn: u8,
    /// Turns in this round.
    pub turns_in_round: u8,
    /// What the game waits for.
    pub phase: ViewPhase,
    /// The rows, oldest card first.
    pub rows: [Vec<Card>; ROWS],
    /// The cows each row would cost if taken now.
    pub row_cows: [u32; ROWS],
    /// This seat's hand, ascending.
    pub hand: Vec<Card>,
    /// This seat's face-down card for this turn, if chosen.
    pub my_choice: Option<Card>,
    /// Each seat's cows so far; one entry per seat, as in every per-seat
    /// list below.
    pub scores: Vec<u32>,
    /// Cows each seat took this round.
    pub round_cows: Vec<u32>,
    /// Cards left in each seat's hand (a face-down choice not counted).
    pub cards_left: Vec<usize>,
    /// The last card each seat revealed (`None` before its first one).
    pub last_played: Vec<Option<Card>>,
    /// Cards revealed this turn that still wait to be placed, ascending,
    /// with their owners (during a row pick).
    pub pending: Vec<(Card, Seat)>,
    /// Whether each seat has chosen its card this turn.
    pub has_chosen: Vec<bool>,
    /// Whether each seat was disqualified.
    pub disqualified: Vec<bool>,
    /// Every card shown this round (row starts and revealed cards),
    /// ascending: with the own hand these are the cards known not to be
    /// in an opponent's hand.
    pub seen_this_round: Vec<Card>,
}

impl Take5View {
    /// Number of seats at the table.
    pub fn seats(&self) -> usize {
        self.scores.len()
    }

    /// Seats that still have to act now.
    pub fn must_act(&self) -> Vec<Seat> {
        match self.phase {
            ViewPhase::Choose => (0..self.seats())
                .filter(|&s| !self.disqualified[s] && !self.has_chosen[s])
                .collect(),
            ViewPhase::Pick { seat, .. } => vec![seat],
            ViewPhase::Over => vec![],
        }
    }
}

impl Take5 {
    /// `seat`'s view of the game.
    pub fn seat_view(&self, seat: Seat) -> Take5View {
        let phase = match self.phase {
            Phase::Choose => ViewPhase::Choose,
            Phase::Pick { seat } => ViewPhase::Pick {
                seat,
                card: self.pending[0].0,
            },
            Phase::Over => ViewPhase::Over,
        };
        let mut seen = self.seen.clone();
        sort_small(&mut seen);
        Take5View {
            seat,
            round: self.round,
            rounds: self.options.rounds.max(1),
            limit: self.options.ends_at_66().then_some(COW_LIMIT),
            deck: self.deck_top(),
            known_cards: self.options.known_cards,
            turn: self.turn,
            turns_in_round: self.turns_in_round,
            phase,
            rows: self.rows.clone(),
            row_cows: std::array::from_fn(|r| row_cows(&self.rows[r])),
            hand: self.hands.get(seat).cloned().unwrap_or_default(),
            my_choice: self.chosen.get(seat).copied().flatten(),
            scores: self.cows(),
            round_cows: self.taken.iter().map(|t| row_cows(t)).collect(),
            cards_left: self.hands.iter().map(Vec::len).collect(),
            last_played: self.last_played.clone(),
            pending: self.pending.clone(),
            has_chosen: self.chosen.iter().map(Option::is_some).collect(),
            disqualified: self.disqualified.clone(),
            seen_this_round: seen,
        }
    }
}
