//! Fireworks on the shell.
//!
//! - [`game_ui`]: what the game adds to the shell (the two ways to play,
//!   the status line, the end panel);
//! - [`input`]: the person's half-made choice, the keyboard path and what
//!   the board may offer now, with the rules' refusals;
//! - [`frame`]: the table as it was at any event (lost and critical
//!   discards);
//! - [`setup_form`]: the studio's set-up editor apart from its Html (the
//!   table a chapter starts from, the cards' notation, each edit);
//! - [`words`]: colours, cards, clues and lists in the reader's language;
//! - on wasm: [`table`] and [`hand`] (the SVG fireworks, counters, discards
//!   and hands), [`controls`] (play, discard and hint buttons with the
//!   rules' reasons), [`view`] (how the shell draws them, the keyboard),
//!   [`rules`] (the rules page), [`studio_view`] and [`setup_fields`]
//!   (the studio's set-up editor and where its marks are drawn).

pub mod frame;
pub mod game_ui;
pub mod hint_marks;
pub mod input;
pub mod setup_form;
pub mod words;

#[cfg(test)]
mod setup_form_tests;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;

#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod hand;
#[cfg(target_arch = "wasm32")]
pub mod rules;
#[cfg(target_arch = "wasm32")]
pub mod setup_fields;
#[cfg(target_arch = "wasm32")]
pub mod studio_view;
#[cfg(target_arch = "wasm32")]
pub mod table;
#[cfg(target_arch = "wasm32")]
pub mod view;
