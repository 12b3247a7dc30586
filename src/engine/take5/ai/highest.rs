//! The `highest` benchmark opponent: always plays its highest card and
//! takes the cheapest row when it must pick.

use super::sim::SimRows;
use crate::engine::agent::{Agent, Clock};
use crate::engine::game::Seat;
use crate::engine::take5::{Take5, Take5Action, Take5View};

/// Plays its highest card; picks the row with the fewest cows.
#[derive(Clone, Copy, Debug, Default)]
pub struct HighestAgent;

impl Agent<Take5> for HighestAgent {
    fn choose(
        &mut self,
        _: Seat,
        view: &Take5View,
        legal: &[Take5Action],
        _: &dyn Clock,
    ) -> Take5Action {
        if legal.iter().any(|a| matches!(a, Take5Action::Pick(_))) {
            return Take5Action::Pick(SimRows::from_rows(&view.rows).cheapest());
        }
        legal
            .iter()
            .copied()
            .max_by_key(|action| match *action {
                Take5Action::Play(card) => card,
                Take5Action::Pick(_) => 0,
            })
            .expect("an agent is only asked when it has a legal action")
    }
}
