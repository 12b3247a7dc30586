//! Tiny games that exist only in tests, to exercise the shared machinery
//! (records, sessions, the conformance suite, the referee) without
//! depending on a real game.
//!
//! - [`nim`]: a pile of tokens, perfect information;
//! - [`high_cards`]: two hidden hands, per-viewer events.

pub mod high_cards;
pub mod nim;

pub use high_cards::{HighAction, HighCards, HighEvent};
pub use nim::{Nim, NimEvent, PaddedNim};
