//! Nine Men's Morris: rules, AIs and the CodinGame protocol (RULES.md §3).
//!
//! - [`board`]: fields, canonical order, neighbours and mills as bit masks;
//! - [`moves`]: one command (`PLACE`, `MOVE`, with `&TAKE`) as a `Copy` value;
//! - [`position`]: bitboards and counters, phases;
//! - [`status`]: rule 8's end checks on a position just reached;
//! - [`movegen`]: the legal list in rule-10 order and why a move is illegal;
//!   [`movelist`]: where it writes (a `Vec`, or a fixed array for playouts);
//! - [`state`]: [`Morris`], the [`crate::engine::game::Game`] implementation;
//! - [`events`], [`view`], [`options`]: what happened, what a seat sees, and
//!   the rules options (move limit, set-up position);
//! - [`protocol`]: the CodinGame bot protocol; [`protocol_reader`]: a seat's
//!   view rebuilt from it (a built-in AI as a bot); [`perft`]: move-path counts;
//! - [`setup_check`]: the checks of a set-up position (every problem in words, or only
//!   whether there is one, for a game's start);
//! - [`studio`]: what the studio's position editor asks (set-up problems,
//!   what a teacher can mark);
//! - [`tools`]: the referee's tools (perft, the hard AI's search statistics);
//! - [`zobrist`], [`symmetry`], [`ai`]: hashing, the 16 board symmetries and
//!   the easy/medium/hard computer players;
//! - [`lessons`]: the built-in lessons (set-up positions with scripted moves).

pub mod ai;
pub mod board;
pub mod events;
pub mod lessons;
pub mod movegen;
pub mod movelist;
pub mod moves;
pub mod options;
pub mod perft;
pub mod playout;
pub mod position;
pub mod protocol;
pub mod protocol_reader;
mod seat_state;
pub mod setup_check;
pub mod state;
pub mod status;
pub mod studio;
pub mod symmetry;
pub mod tools;
pub mod view;
pub mod zobrist;

#[cfg(test)]
mod tests;

pub use board::Field;
pub use events::{EndReason, GameResult, MorrisEvent, TakeReason};
pub use moves::Move;
pub use options::{MorrisOptions, Preset};
pub use position::{Phase, Position};
pub use state::{Morris, MorrisError};
pub use view::MorrisView;
