//! What a player cannot see: the cards the AIs deal out as opponents'
//! hands in their simulations, those hands ([`SimHand`]), and the chance
//! that the others' unseen cards fill a row first ([`at_least`]).

use crate::engine::take5::cards::{Card, HAND_SIZE, MAX_SEATS};
use crate::engine::take5::view::Take5View;

/// Cards that may be in an opponent's hand as `view.seat` knows it: cards
/// of the deck in use (all 104, or 1..10N+4 with known cards, where every
/// one of them is in some hand), not in its own hand, not its own
/// face-down card, not shown this round.
pub fn unseen_cards(view: &Take5View) -> Vec<Card> {
    let mut known = [false; 256];
    for &c in view
        .hand
        .iter()
        .chain(&view.seen_this_round)
        .chain(&view.my_choice)
    {
        known[c as usize] = true;
    }
    (1..=view.deck).filter(|&c| !known[c as usize]).collect()
}

/// Card `card`'s bit in a set of cards (cards are below 128).
#[inline]
pub(super) fn bit(card: Card) -> u128 {
    debug_assert!(card < 128, "cards are below 128");
    1 << (card & 127)
}

/// A hand of at most 10 cards, as the set of its card values (cards are
/// 1..=104).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SimHand {
    pub(super) mask: u128,
}

impl SimHand {
    /// A hand holding `cards` (at most 10 are kept).
    pub fn new(cards: &[Card]) -> Self {
        let mut hand = SimHand::default();
        for &c in cards.iter().take(HAND_SIZE) {
            hand.mask |= bit(c);
        }
        hand
    }

    /// The cards, ascending.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = Card> {
        let mut rest = self.mask;
        std::iter::from_fn(move || {
            let card = (rest != 0).then(|| rest.trailing_zeros() as Card)?;
            rest &= rest - 1;
            Some(card)
        })
    }

    /// How many cards the hand holds.
    #[inline]
    pub fn len(&self) -> usize {
        self.mask.count_ones() as usize
    }

    /// Whether the hand is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.mask == 0
    }

    /// The highest card (the hand must not be empty).
    #[inline]
    pub(super) fn highest(&self) -> Card {
        (127 - self.mask.leading_zeros()) as Card
    }

    /// Removes `card` if present.
    #[inline]
    pub fn remove(&mut self, card: Card) {
        self.mask &= !bit(card);
    }
}

/// The cards strictly between `low` and `high` (below 128) as a mask.
#[inline]
pub(super) fn between(low: Card, high: Card) -> u128 {
    if high <= low + 1 {
        return 0;
    }
    ((1u128 << high) - 1) & !((1u128 << (low + 1)) - 1)
}

/// Probability that at least `need` of `players` independent draws hit,
/// each with probability `p`.
pub fn at_least(need: usize, players: usize, p: f64) -> f64 {
    if players <= MAX_SEATS {
        // The same terms as below, summed in the same order: the binomial
        // coefficients are exact and the powers repeat `powi`'s squarings.
        let (hit, miss) = (powers(p), powers(1.0 - p));
        return (need..=players)
            .map(|k| CHOOSE[players][k] * hit[k] * miss[players - k])
            .sum();
    }
    let choose = |n: usize, k: usize| -> f64 {
        (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
    };
    (need..=players)
        .map(|k| choose(players, k) * p.powi(k as i32) * (1.0 - p).powi((players - k) as i32))
        .sum()
}

/// `CHOOSE[n][k]`: the binomial coefficient (exact) for n, k ≤ 10.
const CHOOSE: [[f64; MAX_SEATS + 1]; MAX_SEATS + 1] = {
    let mut table = [[0.0; MAX_SEATS + 1]; MAX_SEATS + 1];
    let mut n = 0;
    while n <= MAX_SEATS {
        table[n][0] = 1.0;
        let mut k = 1;
        while k <= n {
            table[n][k] = table[n - 1][k - 1] + table[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    table
};

/// `x.powi(k)` for k in 0..=10, bit for bit: `powi` multiplies the
/// squares x, x², x⁴, x⁸ of k's set bits from the lowest, starting from 1.
#[inline]
fn powers(x: f64) -> [f64; MAX_SEATS + 1] {
    let x2 = x * x;
    let x3 = x * x2;
    let x4 = x2 * x2;
    let x8 = x4 * x4;
    [
        1.0,
        x,
        x2,
        x3,
        x4,
        x * x4,
        x2 * x4,
        x3 * x4,
        x8,
        x * x8,
        x2 * x8,
    ]
}
