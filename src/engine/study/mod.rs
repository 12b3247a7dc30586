//! Lessons written in the studio (a [`model::Study`]): a teacher's own
//! set-up tables, lines of play, notes on every step and questions for the
//! learner, shared as a link, a file or an embed, and taken in the lesson
//! player; unlike a game's built-in lessons
//! ([`crate::engine::lesson::BuiltinLesson`]), which play on its table. Generic over [`crate::engine::game::Game`];
//! each game adds only what its editor needs ([`setup::Studio`]).

pub mod builtin;
pub mod check;
pub mod code;
pub mod error;
pub mod file;
pub mod model;
pub mod player;
pub mod setup;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod player_tests;

/// The code helpers the decoders' fuzz test (`tests/decoder_fuzz.rs`)
/// needs to change a code's bytes under a fresh length and check.
pub mod fuzzing {
    use crate::engine::record_code;

    /// The bytes of a base64url text (empty when it is not one).
    pub fn unbase64url(text: &str) -> Vec<u8> {
        record_code::unbase64url(text).unwrap_or_default()
    }

    /// Base64url without padding.
    pub fn base64url(bytes: &[u8]) -> String {
        record_code::base64url(bytes)
    }

    /// Writes a fresh check over `bytes` (its last two bytes).
    pub fn recheck(bytes: &mut [u8]) {
        let n = bytes.len() - 2;
        let check = record_code::checksum(&bytes[..n]);
        bytes[n..].copy_from_slice(&check.to_le_bytes());
    }
}
