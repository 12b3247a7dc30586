//! TEMPORARY: replaced by the game's rebuilt seat state.

use super::Fireworks;
use crate::engine::game::{Game, Seat};
use crate::engine::remote::seat_state::SeatState;

impl SeatState for Fireworks {
    fn seat_state(
        options: &<Fireworks as Game>::Options,
        seat: Seat,
        view: &<Fireworks as Game>::View,
    ) -> Self {
        let _ = (options, seat, view);
        todo!()
    }
}
