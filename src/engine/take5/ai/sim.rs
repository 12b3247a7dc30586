//! A small, allocation-free table for the AIs' lookahead: rows, hands and
//! one turn of play, with the same placement rules as the engine.

pub use super::unseen::{at_least, SimHand};
use super::unseen::{between, bit};
use crate::engine::rng::Pcg32;
use crate::engine::take5::cards::{cows, Card, FULL_ROW, MAX_SEATS, ROWS};

/// The four rows: each row's length, last card and cows, kept up to date
/// (the cards under the last one never matter to the rules), and the set
/// of the rows' last cards (all cards are below 128).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SimRows {
    /// Each row's last card, row r in byte r (read whole: no byte stores).
    ends: u32,
    len: [u8; ROWS],
    cows: [u32; ROWS],
    /// Bit `c` set when some row ends with card `c`.
    end_set: u128,
}

impl SimRows {
    /// Copies the rows of a view.
    pub fn from_rows(rows: &[Vec<Card>; ROWS]) -> Self {
        let mut sim = SimRows {
            ends: 0,
            len: [0; ROWS],
            cows: [0; ROWS],
            end_set: bit(0),
        };
        for (r, row) in rows.iter().enumerate() {
            for &card in row.iter().take(FULL_ROW) {
                sim.set_end(r, card);
                sim.len[r] += 1;
                sim.cows[r] += cows(card);
            }
        }
        sim
    }

    /// Makes `card` the last card of `row`.
    #[inline]
    fn set_end(&mut self, row: usize, card: Card) {
        let old = self.end(row);
        self.ends = self.ends & !(0xff << (8 * row)) | u32::from(card) << (8 * row);
        if self.first_ending(old).is_none() {
            self.end_set &= !bit(old);
        }
        self.end_set |= bit(card);
    }

    /// The first row whose last card is `end`.
    #[inline]
    fn first_ending(&self, end: Card) -> Option<usize> {
        // A zero byte of `x` is a row ending with `end`; the lowest flag
        // of this classic test is always a true zero byte.
        let x = self.ends ^ (u32::from(end) * 0x0101_0101);
        let zero = x.wrapping_sub(0x0101_0101) & !x & 0x8080_8080;
        (zero != 0).then(|| zero.trailing_zeros() as usize / 8)
    }

    /// The last card of `row` (0 if it is empty).
    #[inline]
    pub fn end(&self, row: usize) -> Card {
        (self.ends >> (8 * row)) as Card
    }

    /// Cards in `row`.
    #[inline]
    pub fn len(&self, row: usize) -> usize {
        self.len[row] as usize
    }

    /// Whether every row is empty (never during play).
    pub fn is_empty(&self) -> bool {
        self.len.iter().all(|&l| l == 0)
    }

    /// The cows `row` would cost now.
    #[inline]
    pub fn cows(&self, row: usize) -> u32 {
        self.cows[row]
    }

    /// The row `card` goes on (rule 6): the first of the rows with the
    /// highest last card below it; `None` if it is too low (rule 8).
    #[inline]
    pub fn target(&self, card: Card) -> Option<usize> {
        let below = self.end_set & (bit(card) - 1);
        if below == 0 {
            return None;
        }
        self.first_ending((127 - below.leading_zeros()) as Card)
    }

    /// The cards of `hand` a greedy or cautious player may choose: the
    /// first of those going on each row (and of the too-low ones). Their
    /// costs never fall along a row's cards (the gap grows, and so do the
    /// others' cards in between), so a later card of a row never wins.
    #[inline]
    fn candidates(&self, hand: &SimHand) -> u128 {
        let cards = hand.mask;
        let mut first = cards & cards.wrapping_neg();
        for row in 0..ROWS {
            let above = cards & (!1u128 << self.end(row));
            first |= above & above.wrapping_neg();
        }
        first
    }

    /// The cheapest row, lowest index on ties.
    #[inline]
    pub fn cheapest(&self) -> usize {
        let mut best = 0;
        for row in 1..ROWS {
            if self.cows[row] < self.cows[best] {
                best = row;
            }
        }
        best
    }

    /// Puts `card` on `row` by rule 6/7; returns the cows taken.
    #[inline]
    pub fn place(&mut self, row: usize, card: Card) -> u32 {
        if self.len[row] as usize >= FULL_ROW {
            self.take(row, card)
        } else {
            self.set_end(row, card);
            self.len[row] += 1;
            self.cows[row] += cows(card);
            0
        }
    }

    /// Plays `card` by rules 6 to 8 (a too-low card takes the cheapest
    /// row); returns the cows taken.
    #[inline]
    pub fn play(&mut self, card: Card) -> u32 {
        match self.target(card) {
            Some(row) => self.place(row, card),
            None => self.take(self.cheapest(), card),
        }
    }

    /// Takes `row` and starts it with `card` (rules 7/8); returns the cows.
    #[inline]
    pub fn take(&mut self, row: usize, card: Card) -> u32 {
        let taken = self.cows[row];
        self.set_end(row, card);
        self.len[row] = 1;
        self.cows[row] = cows(card);
        taken
    }
}

/// The cards still held in a playout's hands, for a player that weighs
/// the risk of the others' cards filling a row first: which cards are
/// held, and how many hands still hold cards.
#[derive(Clone, Debug)]
pub struct Held {
    /// Every held card's bit.
    mask: u128,
    /// Hands that still hold a card.
    players: usize,
}

impl Held {
    /// The counts of `hands`.
    #[inline]
    pub fn of(hands: &[SimHand]) -> Held {
        let mut mask = 0;
        let mut players = 0;
        for hand in hands {
            players += usize::from(!hand.is_empty());
            mask |= hand.mask;
        }
        Held { mask, players }
    }

    /// All held cards.
    #[inline]
    fn total(&self) -> usize {
        self.mask.count_ones() as usize
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
    cautious(rows, card, hand, held, f64::INFINITY)
}

/// [`cautious_cost`]; any cost not below `bound` may come back as a
/// smaller one that is still not below it (the binomial tail is skipped
/// when the gap alone reaches `bound`).
#[inline]
fn cautious(rows: &SimRows, card: Card, hand: &SimHand, held: &Held, bound: f64) -> f64 {
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
    let others = held.total().saturating_sub(hand.len());
    if others == 0 || need > opponents || gap >= bound {
        return gap;
    }
    let range = between(end, card);
    let others_between =
        ((held.mask & range).count_ones() - (hand.mask & range).count_ones()) as usize;
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
        match self {
            Policy::Random => {
                let pick = rng.index(hand.len());
                hand.iter().nth(pick).unwrap_or(0)
            }
            Policy::Highest => hand.highest(),
            Policy::Greedy => cheapest_card(rows.candidates(hand), |c, _| immediate_cost(rows, c)),
            Policy::Cautious => cheapest_card(rows.candidates(hand), |c, bound| {
                cautious(rows, c, hand, held, bound)
            }),
        }
    }
}

/// The first of `cards` (a set) with the lowest `cost(card, bound)`,
/// where `bound` is the lowest cost so far (see [`cautious`]).
#[inline]
fn cheapest_card(mut cards: u128, cost: impl Fn(Card, f64) -> f64) -> Card {
    let mut best = 0;
    let mut best_cost = f64::INFINITY;
    while cards != 0 {
        let card = cards.trailing_zeros() as Card;
        cards &= cards - 1;
        let cost = cost(card, best_cost);
        if cost < best_cost {
            best_cost = cost;
            best = card;
        }
    }
    best
}

/// Places one turn's cards (`plays[seat]`, `None` for a seat that plays
/// nothing; at most 10 seats) in ascending order (equal cards by seat); a
/// too-low card takes the cheapest row. Adds each seat's cows to `cost`.
pub fn resolve_turn(rows: &mut SimRows, plays: &[Option<Card>], cost: &mut [u32]) {
    let mut played = 0u128;
    let mut owner = [0u8; 128];
    let mut n = 0;
    for (seat, &play) in plays.iter().enumerate() {
        if let Some(card) = play {
            if card < 128 {
                played |= bit(card);
                owner[usize::from(card)] = seat as u8;
            }
            n += 1;
        }
    }
    if played.count_ones() == n {
        return resolve_played(rows, played, &owner, cost);
    }
    // Equal (or huge) cards: never in a game, but sorted all the same.
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
        cost[seat] += rows.play(card);
    }
}

/// Places the cards of `played` (distinct, each card's bit, below 128)
/// in ascending order, each owned by `owner[card]`; adds the cows to
/// `cost`.
#[inline]
pub fn resolve_played(rows: &mut SimRows, mut played: u128, owner: &[u8; 128], cost: &mut [u32]) {
    while played != 0 {
        let card = played.trailing_zeros() as Card;
        played &= played - 1;
        cost[usize::from(owner[usize::from(card)])] += rows.play(card);
    }
}

/// Places already-revealed cards (ascending, with owners) after a pick.
pub fn resolve_pending(rows: &mut SimRows, pending: &[(Card, usize)], cost: &mut [u32]) {
    for &(card, seat) in pending {
        cost[seat] += rows.play(card);
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
        assert_eq!((held.mask & between(13, 16)).count_ones(), 2);
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
        assert_eq!(hand.iter().collect::<Vec<_>>(), [5, 15, 90]);
    }
}
