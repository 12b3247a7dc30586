//! 6 nimmt! (Take 5) on the shell.
//!
//! - [`game_ui`]: what the game adds to the shell (input, texts, end panel);
//! - [`frame`]: the table as it was at any event;
//! - [`counter`]: the card counter (a display choice) for a frame;
//! - [`setup_form`]: the studio's set-up editor's model (its fields, its
//!   edits, the table a chapter starts from);
//! - on wasm: [`table`] and [`hand`] (the SVG rows, the seat panels and the
//!   person's hand), [`drawing`] (how the shell draws them), [`rules`] (the
//!   rules page), [`studio_ui`] (what 6 nimmt! adds to the studio).

pub mod counter;
pub mod drawing;
pub mod frame;
pub mod game_ui;
pub mod hand;
pub mod rules;
pub mod setup_form;
pub mod studio_ui;
pub mod table;

#[cfg(test)]
mod boxed_tests;
#[cfg(test)]
mod tests;
