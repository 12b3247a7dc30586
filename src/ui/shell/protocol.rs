//! The bot-protocol panel's lines, for every game: the exact CodinGame
//! input a seat would receive now and the last command it may know about,
//! straight from the engine's [`crate::engine::protocol::Protocol`]
//! implementation ([`last_command_seen`]).

use crate::engine::game::Seat;
use crate::engine::protocol::last_command_seen;
use crate::engine::session::Session;

use super::game_ui::GameUi;

/// What the protocol panel shows for one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProtocolLines {
    /// The seat whose input is shown.
    pub seat: Seat,
    /// Lines sent once, before its first turn input.
    pub initial: Vec<String>,
    /// Lines it would receive for a turn now.
    pub turn: Vec<String>,
    /// Whether the seat is asked for a command now.
    pub asked: bool,
    /// The last command it may know about, with the seat that sent it.
    pub last: Option<(Seat, String)>,
}

/// The panel's lines for `seat` in `session`.
pub fn protocol_lines<G: GameUi>(session: &Session<G>, seat: Seat) -> ProtocolLines {
    let state = session.state();
    let last =
        last_command_seen(state, &session.record().steps, seat).map(|(_, by, line)| (by, line));
    ProtocolLines {
        seat,
        initial: state.initial_input(seat),
        turn: state.turn_input(seat),
        asked: state.to_act().contains(&seat),
        last,
    }
}
