//! Rule 8's end checks: how a position stands once a move has been
//! played. A function beside [`super::position`], not a method of
//! [`Position`], because it asks the move generator ([`super::movegen`]),
//! which reads positions.

use super::movegen::has_legal_move;
use super::position::{Position, TAKES_TO_WIN};

/// How a position stands once a move has been played (rule 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game goes on.
    Ongoing,
    /// The move limit was reached without a win.
    Draw,
    /// The last mover took its seventh stone.
    TookSeven,
    /// The side to move has no legal command.
    Blocked,
}

/// Rule 8 for a position just reached by a move (the mover is the seat
/// not to move): the 7th take wins, then a blocked opponent loses, then
/// the move limit draws.
pub fn status(pos: &Position) -> Status {
    let mover = 1 - pos.side();
    if pos.taken[mover] >= TAKES_TO_WIN {
        Status::TookSeven
    } else if !has_legal_move(pos) {
        Status::Blocked
    } else if pos.moves >= pos.max_moves {
        Status::Draw
    } else {
        Status::Ongoing
    }
}
