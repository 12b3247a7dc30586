//! Nine Men's Morris: rules, AIs and the CodinGame protocol (RULES.md §3).

pub mod ai;
pub mod board;
pub mod events;
pub mod movegen;
pub mod moves;
pub mod options;
pub mod perft;
pub mod position;
pub mod protocol;
pub mod state;
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
