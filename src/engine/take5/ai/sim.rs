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

/// Probability that at least `need` of `players` independent draws hit,
/// each with probability `p`.
pub fn at_least(need: usize, players: usize, p: f64) -> f64 {
    let choose = |n: usize, k: usize| -> f64 {
        (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
    };
    (need..=players)
        .map(|k| choose(players, k) * p.powi(k as i32) * (1.0 - p).powi((players - k) as i32))
        .sum()
}

/// The cards still held in a playout's hands, for a player that weighs
/// the risk of the others' cards filling a row first: how many held cards
/// lie below each value, and how many hands still hold cards.
#[derive(Clone, Debug)]
pub struct Held {
    /// `below[c]`: held cards lower than `c` (c in 0..=105).
    below: [u8; 106],
    /// Hands that still hold a card.
    players: usize,
}

impl Held {
    /// The counts of `hands`.
    pub fn of(hands: &[SimHand]) -> Held {
        let mut is_held = [0u8; 106];
        let mut players = 0;
        for hand in hands {
            players += usize::from(!hand.is_empty());
            for &c in hand.cards() {
                is_held[usize::from(c)] += 1;
            }
        }
        let mut below = [0u8; 106];
        for c in 1..106 {
            below[c] = below[c - 1] + is_held[c - 1];
        }
        Held { below, players }
    }

    /// Held cards strictly between `low` and `high`.
    fn between(&self, low: Card, high: Card) -> usize {
        if high <= low + 1 {
            return 0;
        }
        usize::from(self.below[usize::from(high)] - self.below[usize::from(low) + 1])
    }

    /// All held cards.
    fn total(&self) -> usize {
        usize::from(self.below[105])
    }
}

/// The cows `card` from `hand` is expected to cost this turn, for a
/// player who knows only how many cards the others hold in each range
/// (`held`, the player's own included): a full row costs its cows; a row
/// the others' cards may fill first costs its cows (and the cards that
/// fill it) times that chance; a too-low card costs the cheapest row. The
/// medium AI's reckoning ([`super::greedy`]) with the playout's hands as
/// the unseen cards.
pub fn cautious_cost(rows: &SimRows, card: Card, hand: &SimHand, held: &Held) -> f64 {
    let Some(row) = rows.target(card) else {
        return f64::from(rows.cows(rows.cheapest())) + 0.5;
    };
    let end = rows.end(row);
    let gap = f64::from(card - end) * 0.001;
    let len = rows.len(row);
    if len >= FULL_ROW {
        return f64::from(rows.cows(row)) + gap;
    }
    let need = FULL_ROW - len;
    let opponents = held.players.saturating_sub(1);
    let mine = |c: &&Card| **c > end && **c < card;
    let others_between = held.between(end, card) - hand.cards().iter().filter(mine).count();
    let others = held.total().saturating_sub(hand.cards().len());
    if others == 0 || need > opponents {
        return gap;
    }
    let p = others_between as f64 / others as f64;
    at_least(need, opponents, p) * (f64::from(rows.cows(row)) + need as f64 * 1.5) + gap
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
    /// The card with the fewest expected cows, counting the chance that
    /// the others' cards fill its row first ([`cautious_cost`]).
    Cautious,
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
    /// The card this policy plays from `hand` (not empty); `held` counts
    /// the cards of every hand in play (only [`Policy::Cautious`] reads
    /// it).
    pub fn card(self, rows: &SimRows, hand: &SimHand, held: &Held, rng: &mut Pcg32) -> Card {
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
            Policy::Cautious => {
                let mut best = cards[0];
                let mut best_cost = f64::INFINITY;
                for &c in cards {
                    let cost = cautious_cost(rows, c, hand, held);
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
    fn binomial_tail() {
        assert!((at_least(1, 3, 0.5) - 0.875).abs() < 1e-12);
        assert!((at_least(3, 3, 0.5) - 0.125).abs() < 1e-12);
        assert_eq!(at_least(4, 3, 0.5), 0.0);
    }

    #[test]
    fn a_cautious_player_avoids_a_row_the_others_can_fill() {
        // Row 1 holds four cards (10 11 12 13); the others hold 14 and 15.
        let rows = SimRows::from_rows(&[vec![10, 11, 12, 13], vec![40], vec![60], vec![80]]);
        let mine = SimHand::new(&[16, 45]);
        let others = [SimHand::new(&[14, 70]), SimHand::new(&[15, 90])];
        let held = Held::of(&[mine, others[0], others[1]]);
        assert_eq!(held.between(13, 16), 2);
        assert_eq!(held.total(), 6);
        // 16 comes after 14 and 15 may fill the row: a real risk; 45 none
        // (its row needs four more cards and there are two other players).
        assert!(cautious_cost(&rows, 16, &mine, &held) > 1.0);
        assert!(cautious_cost(&rows, 45, &mine, &held) < 0.01);
        let mut rng = Pcg32::new(3);
        assert_eq!(Policy::Greedy.card(&rows, &mine, &held, &mut rng), 16);
        assert_eq!(Policy::Cautious.card(&rows, &mine, &held, &mut rng), 45);
    }

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
        let held = Held::of(&[hand]);
        let mut rng = Pcg32::new(1);
        assert_eq!(Policy::Highest.card(&rows, &hand, &held, &mut rng), 90);
        assert_eq!(Policy::Greedy.card(&rows, &hand, &held, &mut rng), 31);
        assert_eq!(Policy::Cautious.card(&rows, &hand, &held, &mut rng), 31);
        let mut hand = hand;
        hand.remove(31);
        assert_eq!(hand.cards(), &[5, 15, 90]);
    }
}
