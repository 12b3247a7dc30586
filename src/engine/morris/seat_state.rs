//! TEMPORARY: replaced by the game's rebuilt seat state.

use super::Morris;
use crate::engine::game::{Game, Seat};
use crate::engine::remote::seat_state::SeatState;

impl SeatState for Morris {
    fn seat_state(
        options: &<Morris as Game>::Options,
        seat: Seat,
        view: &<Morris as Game>::View,
    ) -> Self {
        let _ = (options, seat, view);
        todo!()
    }
}
