//! The coach's review in the app, drawn by the extras module: the worker
//! judges every decision ([`crate::worker::review`]), and this folder
//! shows it.
//!
//! - [`marks_text`]: the marks' thresholds per rule set, for the rules
//!   page; `rules` (wasm) draws them;
//! - [`model`]: the review as the worker sends it, the rows, the figures
//!   and the graph's geometry (native, tested);
//! - `panel` (wasm): the review dialog's content: the worker of its own,
//!   the progress and its stop; `view` (wasm): the finished review, its
//!   figures, graph and decisions.

pub mod marks_text;
pub mod model;

#[cfg(target_arch = "wasm32")]
pub mod panel;
#[cfg(target_arch = "wasm32")]
pub mod rules;
#[cfg(target_arch = "wasm32")]
pub mod view;
