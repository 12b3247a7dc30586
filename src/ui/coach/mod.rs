//! The coach in the app, drawn by the extras module: the coach's worker
//! judges ([`crate::worker::coach`]), and this folder shows its review of
//! a game, its hint on the table and a game's puzzles.
//!
//! - [`hint_model`]: the coach's hint: the worker's request, its answer
//!   as shown, and where each game's move is on its table (native,
//!   tested); `hint` (wasm) asks for it and highlights the move;
//! - [`thresholds_text`]: the grades' thresholds per rule set, for the rules
//!   page; `rules` (wasm) draws them;
//! - [`model`]: the review as the worker sends it, the rows, the figures
//!   and the graph's geometry (native, tested);
//! - [`puzzles_model`]: a game's puzzles page from its shipped file,
//!   solved ones ticked (native, tested); `puzzles_page` (wasm) fetches
//!   the file and lists them, each opened as a lesson;
//! - `panel` (wasm): the review dialog's content: the worker of its own,
//!   the progress and its stop; `report` (wasm): the finished review, its
//!   figures, graph and decisions.

pub mod hint;
pub mod hint_model;
pub mod model;
pub mod panel;
pub mod puzzles_model;
pub mod puzzles_page;
pub mod report;
pub mod rules;
pub mod thresholds_text;
