//! Where the coach's hinted 6 nimmt! move is on the table: the card in
//! the hand (its `data-card`), or the row to take.

use crate::engine::game::Seat;
use crate::engine::take5::{Take5, Take5Action};
use crate::ui::review::hint_model::HintMarks;

impl HintMarks for Take5 {
    fn hint_selectors(&self, _seat: Seat, action: &Take5Action) -> Vec<String> {
        vec![match action {
            Take5Action::Play(card) => format!(".t5-hand-card[data-card=\"{card}\"]"),
            Take5Action::Pick(row) => format!(".t5-table > .t5-row:nth-of-type({})", row + 1),
        }]
    }
}
