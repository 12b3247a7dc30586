//! A guest's table without the host's secrets: each game rebuilds, from
//! one seat's view alone, a state that agrees with the real one on
//! everything that seat may see and do, so the guest's page asks the
//! game's own input code (what may be pressed, what a press plays, the
//! prompt) as a page at the host would. What the seat cannot see is
//! filled in arbitrarily and never shown: the guest's page draws the
//! table from the views the host sends.

use crate::engine::game::{Game, Seat};

/// A game whose state can be rebuilt from one seat's view.
pub trait SeatState: Game {
    /// A state that agrees with every state whose view for `seat` is
    /// `view` (under `options`) on the seats to act, on `seat`'s legal
    /// actions and on the rules' refusals of `seat`'s actions; the
    /// conformance test (`tests/remote_guest.rs`) checks it on whole
    /// games of every rule set and player count.
    fn seat_state(options: &Self::Options, seat: Seat, view: &Self::View) -> Self;
}
