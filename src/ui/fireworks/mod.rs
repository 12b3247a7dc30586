//! Fireworks on the shell.
//!
//! - [`game_ui`]: what the game adds to the shell (the two ways to play,
//!   the status line, the end panel);
//! - [`input`]: the person's half-made choice, the keyboard path and what
//!   the board may offer now, with the rules' refusals;
//! - [`frame`]: the table as it was at any event (lost and critical
//!   discards);
//! - [`outlook`]: the max score, pace and turns left under the status
//!   line, and the moment a last copy is lost, from public facts alone;
//! - [`setup_form`]: the studio's set-up editor apart from its Html (the
//!   table a chapter starts from, the cards' notation, each edit);
//! - [`words`]: colours, cards, clues and lists in the reader's language;
//! - on wasm: [`table`] and [`hand`] (the SVG fireworks, counters, discards
//!   and hands), [`controls`] (play, discard and hint buttons with the
//!   rules' reasons), [`drawing`] (how the shell draws them, the keyboard),
//!   [`rules`] (the rules page), [`studio_ui`] and [`setup_fields`]
//!   (the studio's set-up editor and where its marks are drawn).

pub mod controls;
pub mod drawing;
pub mod frame;
pub mod game_ui;
pub mod hand;
pub mod input;
pub mod outlook;
pub mod rules;
pub mod setup_fields;
pub mod setup_form;
pub mod studio_ui;
pub mod table;
pub mod words;

#[cfg(test)]
mod outlook_tests;
#[cfg(test)]
mod setup_form_tests;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
