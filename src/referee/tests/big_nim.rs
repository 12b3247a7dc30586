//! Nim whose every turn input carries a 256 KiB padding line: far more
//! than a pipe holds, so a bot that never reads would block a referee that
//! wrote to it directly. The test game's own rules, only padded.

use crate::engine::testgame::PaddedNim;

/// Bytes of padding per turn input.
const PADDING: usize = 256 * 1024;

/// Nim with bulky turn inputs.
pub(super) type BigNim = PaddedNim<PADDING>;
