//! Where the coach's hinted Morris move is on the board: the point a
//! stone leaves, the point it reaches and the stone it takes.

use crate::engine::game::Seat;
use crate::engine::morris::{Morris, Move};
use crate::ui::review::hint_model::HintMarks;

impl HintMarks for Morris {
    fn hint_selectors(&self, _seat: Seat, mv: &Move) -> Vec<String> {
        [mv.from, Some(mv.to), mv.take]
            .into_iter()
            .flatten()
            .map(|field| format!(".mm-board .mm-point[data-field=\"{}\"]", field.name()))
            .collect()
    }
}
