//! Nine Men's Morris on the shell.
//!
//! - [`game_ui`]: what the game adds to the shell (the half-made move,
//!   what each point does, texts, end panel);
//! - [`frame`]: the board as it was at any event;
//! - [`setup_form`]: the model of the studio's set-up editor (the
//!   position a chapter starts from, the form's edits, mark selectors);
//! - on wasm: [`board`] and [`players`] (the SVG board and the seat
//!   panels), [`drawing`] (how the shell draws them), [`rules`] (the rules
//!   page), [`studio_ui`] (the studio's set-up editor).

pub mod board;
pub mod drawing;
pub mod frame;
pub mod game_ui;
pub mod players;
pub mod rules;
pub mod setup_form;
pub mod studio_ui;

#[cfg(test)]
mod setup_form_tests;
#[cfg(test)]
mod tests;
