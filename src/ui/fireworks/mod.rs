//! Fireworks on the shell.
//!
//! - [`game_ui`]: what the game adds to the shell (the hint form and the
//!   keyboard path, the two ways to play, the end panel);
//! - [`frame`]: the table as it was at any event (lost and critical
//!   discards);
//! - on wasm: [`table`] and [`hand`] (the SVG fireworks, counters, discards
//!   and hands), [`controls`] (play, discard and hint buttons with the
//!   rules' reasons), [`view`] (how the shell draws them, the keyboard),
//!   [`rules`] (the rules page).

pub mod frame;
pub mod game_ui;

#[cfg(test)]
mod tests;

#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod hand;
#[cfg(target_arch = "wasm32")]
pub mod rules;
#[cfg(target_arch = "wasm32")]
pub mod table;
#[cfg(target_arch = "wasm32")]
pub mod view;
