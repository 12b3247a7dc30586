//! Lessons written in the studio: a teacher's own set-up tables, lines of
//! play, notes on every step and questions for the learner, shared as a
//! link, a file or an embed. Generic over [`crate::engine::game::Game`];
//! each game adds only what its editor needs ([`setup::Studio`]).

pub mod builtin;
pub mod check;
pub mod code;
pub mod error;
pub mod file;
pub mod model;
pub mod setup;

#[cfg(test)]
mod tests;
