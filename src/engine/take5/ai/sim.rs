//! A small, allocation-free table for the AIs' lookahead: rows, hands and
//! one turn of play, with the same placement rules as the engine.

use crate::engine::rng::Pcg32;
use crate::engine::take5::cards::{cows, Card, FULL_ROW, HAND_SIZE, MAX_SEATS, ROWS};

/// The four rows in fixed-size arrays, with each row's cows kept up to date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimRows {
    cards: [[Card; FULL_ROW]; ROWS],
    len: [u8; ROWS],
    cows: [u32; ROWS],
}

impl SimRows {
    /// Copies the rows of a view.
    pub fn from_rows(rows: &[Vec<Card>; ROWS]) -> Self {
        let mut sim = SimRows {
            cards: [[0; FULL_ROW]; ROWS],
            len: [0; ROWS],
            cows: [0; ROWS],
        };
        for (r, row) in rows.iter().enumerate() {
            for &card in row.iter().take(FULL_ROW) {
                sim.cards[r][sim.len[r] as usize] = card;
                sim.len[r] += 1;
                sim.cows[r] += cows(card);
            }
        }
        sim
    }

    /// The last card of `row`.
    pub fn end(&self, row: usize) -> Card {
        let len = self.len[row] as usize;
        if len == 0 {
            0
        } else {
            self.cards[row][len - 1]
        }
    }

    /// Cards in `row`.
    pub fn len(&self, row: usize) -> usize {
        self.len[row] as usize
    }

    /// Whether every row is empty (never during play).
    pub fn is_empty(&self) -> bool {
        self.len.iter().all(|&l| l == 0)
    }

    /// The cows `row` would cost now.
    pub fn cows(&self, row: usize) -> u32 {
        self.cows[row]
    }

    /// The row `card` goes on (rule 6), `None` if it is too low (rule 8).
    pub fn target(&self, card: Card) -> Option<usize> {
        let mut best: Option<usize> = None;
        for row in 0..ROWS {
            let end = self.end(row);
            if end < card && best.is_none_or(|b| end > self.end(b)) {
                best = Some(row);
            }
        }
        best
    }

    /// The cheapest row, lowest index on ties.
    pub fn cheapest(&self) -> usize {
        (0..ROWS).min_by_key(|&r| (self.cows[r], r)).unwrap_or(0)
    }

    /// Puts `card` on `row` by rule 6/7; returns the cows taken.
    pub fn place(&mut self, row: usize, card: Card) -> u32 {
        if self.len[row] as usize >= FULL_ROW {
            self.take(row, card)
        } else {
            self.cards[row][self.len[row] as usize] = card;
            self.len[row] += 1;
            self.cows[row] += cows(card);
            0
        }
    }

    /// Takes `row` and starts it with `card` (rules 7/8); returns the cows.
    pub fn take(&mut self, row: usize, card: Card) -> u32 {
        let taken = self.cows[row];
        self.cards[row][0] = card;
        self.len[row] = 1;
        self.cows[row] = cows(card);
        taken
    }
}

/// A hand of at most 10 cards, kept ascending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SimHand {
    cards: [Card; HAND_SIZE],
    len: u8,
}

impl SimHand {
    /// A hand holding `cards` (at most 10 are kept).
    pub fn new(cards: &[Card]) -> Self {
        let mut hand = SimHand::default();
        for &c in cards.iter().take(HAND_SIZE) {
            hand.cards[hand.len as usize] = c;
            hand.len += 1;
        }
        hand.cards[..hand.len as usize].sort_unstable();
        hand
    }

    /// The cards, ascending.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// Whether the hand is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Removes `card` if present.
    pub fn remove(&mut self, card: Card) {
        let len = self.len as usize;
        if let Some(i) = self.cards[..len].iter().position(|&c| c == card) {
            self.cards.copy_within(i + 1..len, i);
            self.len -= 1;
        }
    }
}

/// A way of playing used in lookahead, for the AI itself and as a model
/// of unknown opponents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Any card at random.
    Random,
    /// The card that costs the fewest cows now, then the smallest gap.
    Greedy,
    /// Always the highest card.
    Highest,
}

/// The cows `card` would cost if it were the only card played now, plus
/// a small tie-break favouring small gaps (and, for a too-low card, a
/// small penalty so a free card is preferred to a cheap row).
pub fn immediate_cost(rows: &SimRows, card: Card) -> f64 {
    match rows.target(card) {
        None => f64::from(rows.cows(rows.cheapest())) + 0.5,
        Some(row) => {
            let gap = f64::from(card - rows.end(row));
            let taken = if rows.len(row) >= FULL_ROW {
                f64::from(rows.cows(row))
            } else {
                0.0
            };
            taken + gap * 0.001
        }
    }
}

impl Policy {
    /// The card this policy plays from `hand` (not empty).
    pub fn card(self, rows: &SimRows, hand: &SimHand, rng: &mut Pcg32) -> Card {
        let cards = hand.cards();
        match self {
            Policy::Random => cards[rng.index(cards.len())],
            Policy::Highest => cards[cards.len() - 1],
            Policy::Greedy => {
                let mut best = cards[0];
                let mut best_cost = f64::INFINITY;
                for &c in cards {
                    let cost = immediate_cost(rows, c);
                    if cost < best_cost {
                        best_cost = cost;
                        best = c;
                    }
                }
                best
            }
        }
    }
}

/// Places one turn's cards (`plays[seat]`, `None` for a seat that plays
/// nothing; at most 10 seats) in ascending order; a too-low card takes the
/// cheapest row. Adds each seat's cows to `cost`.
pub fn resolve_turn(rows: &mut SimRows, plays: &[Option<Card>], cost: &mut [u32]) {
    let mut order: [(Card, usize); MAX_SEATS] = [(0, 0); MAX_SEATS];
    let mut n = 0;
    for (seat, play) in plays.iter().enumerate() {
        if let Some(card) = play {
            order[n] = (*card, seat);
            n += 1;
        }
    }
    order[..n].sort_unstable();
    for &(card, seat) in &order[..n] {
        cost[seat] += match rows.target(card) {
            Some(row) => rows.place(row, card),
            None => rows.take(rows.cheapest(), card),
        };
    }
}

/// Places already-revealed cards (ascending, with owners) after a pick.
pub fn resolve_pending(rows: &mut SimRows, pending: &[(Card, usize)], cost: &mut [u32]) {
    for &(card, seat) in pending {
        cost[seat] += match rows.target(card) {
            Some(row) => rows.place(row, card),
            None => rows.take(rows.cheapest(), card),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sim_rows_follow_the_placement_rules() {
        let mut rows = SimRows::from_rows(&[
            vec![9, 12, 21],
            vec![19, 24],
            vec![33, 42, 50, 57],
            vec![69, 72, 81],
        ]);
        let mut cost = [0; 4];
        rows.take(3, 7);
        cost[2] += 3;
        resolve_turn(&mut rows, &[Some(23), Some(88), None, Some(64)], &mut cost);
        assert_eq!(cost, [0, 11, 3, 0]);
        assert_eq!(rows.end(2), 88);
        assert_eq!(rows.len(2), 1);
        assert_eq!(rows.target(5), None);
        assert_eq!(rows.cheapest(), 3);
    }

    #[test]
    fn policies_pick_their_cards() {
        let rows = SimRows::from_rows(&[vec![10, 11, 12, 13, 14], vec![30], vec![50], vec![70]]);
        let hand = SimHand::new(&[15, 31, 90, 5]);
        let mut rng = Pcg32::new(1);
        assert_eq!(Policy::Highest.card(&rows, &hand, &mut rng), 90);
        assert_eq!(Policy::Greedy.card(&rows, &hand, &mut rng), 31);
        let mut hand = hand;
        hand.remove(31);
        assert_eq!(hand.cards(), &[5, 15, 90]);
    }
}
