//! The `medium` AI: one-ply greedy. It plays the card with the fewest
//! expected cows this turn (counting the chance that the opponents' cards
//! fill the row first), then the smallest gap, and takes the cheapest row.

use super::sim::{at_least, SimRows};
use super::unseen::unseen_cards;
use crate::engine::agent::{Agent, Clock};
use crate::engine::game::Seat;
use crate::engine::take5::cards::{Card, FULL_ROW};
use crate::engine::take5::{Take5, Take5Action, Take5View};

/// The greedy one-ply player.
#[derive(Clone, Copy, Debug, Default)]
pub struct GreedyAgent;

/// Expected cows of playing `card` this turn: a full row costs its cows;
/// a row that the `opponents`' cards (drawn from `unseen`) might fill first
/// costs its cows times that chance; a too-low card costs the cheapest
/// row. A tiny gap term breaks ties toward close fits.
pub fn expected_cost(rows: &SimRows, card: Card, unseen: &[Card], opponents: usize) -> f64 {
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
    if unseen.is_empty() || need > opponents {
        return gap;
    }
    let between = unseen.iter().filter(|&&c| c > end && c < card).count();
    let p = between as f64 / unseen.len() as f64;
    at_least(need, opponents, p) * (f64::from(rows.cows(row)) + need as f64 * 1.5) + gap
}

/// Number of active opponents of `view.seat`.
pub fn opponents(view: &Take5View) -> usize {
    (0..view.seats())
        .filter(|&s| s != view.seat && !view.disqualified[s])
        .count()
}

impl Agent<Take5> for GreedyAgent {
    fn choose(
        &mut self,
        _: Seat,
        view: &Take5View,
        legal: &[Take5Action],
        _: &dyn Clock,
    ) -> Take5Action {
        let rows = SimRows::from_rows(&view.rows);
        let unseen = unseen_cards(view);
        let opponents = opponents(view);
        let cost = |action: &Take5Action| match *action {
            Take5Action::Play(card) => expected_cost(&rows, card, &unseen, opponents),
            Take5Action::Pick(row) => f64::from(rows.cows(row)) + row as f64 * 1e-6,
        };
        let mut best = legal[0];
        let mut best_cost = f64::INFINITY;
        for action in legal {
            let c = cost(action);
            if c < best_cost {
                best_cost = c;
                best = *action;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_with_room_and_no_unseen_cards_between_is_safe() {
        let rows = SimRows::from_rows(&[vec![10, 11, 12, 13], vec![40], vec![60], vec![80]]);
        // Only 14 fits right after 13 with nothing between: no risk.
        assert!(expected_cost(&rows, 14, &[20, 30], 3) < 0.01);
        // 35 has 20 and 30 between 13 and it: some risk on the 4-card row.
        assert!(expected_cost(&rows, 35, &[20, 30], 3) > 1.0);
        // A full row costs its cows: 3 + 5 + 1 + 1 + 2.
        let rows = SimRows::from_rows(&[vec![10, 11, 12, 13, 15], vec![40], vec![60], vec![80]]);
        assert!((expected_cost(&rows, 16, &[], 3) - 12.001).abs() < 1e-9);
    }
}
