//! TEMPORARY: replaced by the game's rebuilt seat state.

use super::Take5;
use crate::engine::game::{Game, Seat};
use crate::engine::remote::seat_state::SeatState;

impl SeatState for Take5 {
    fn seat_state(
        options: &<Take5 as Game>::Options,
        seat: Seat,
        view: &<Take5 as Game>::View,
    ) -> Self {
        let _ = (options, seat, view);
        todo!()
    }
}
