//! The referee's tools for 6 nimmt!: none besides play, arena and bench
//! (no perft, no presets, not cooperative, no search statistics).

use super::state::Take5;
use crate::engine::tools::GameTools;

impl GameTools for Take5 {}
