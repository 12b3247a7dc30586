//! What a player cannot see: the cards the AIs deal out as opponents'
//! hands in their simulations.

use crate::engine::take5::cards::Card;
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
