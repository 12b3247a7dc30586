//! A seat's rebuilt state: nothing is hidden in Nine Men's Morris, so the
//! position of any seat's view is the game's.

use super::{Morris, MorrisOptions, MorrisView};
use crate::engine::game::Seat;
use crate::engine::remote::seat_state::SeatState;

impl SeatState for Morris {
    fn seat_state(options: &MorrisOptions, _seat: Seat, view: &MorrisView) -> Morris {
        Morris::at_position(options, view.position(), view.last, view.result)
    }
}
