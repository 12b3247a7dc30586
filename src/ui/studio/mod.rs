//! The lesson studio: a third wasm module (`src/bin/studio.rs`), fetched
//! the first time a teacher opens `#/studio`, where lessons are written:
//! set-up tables, lines of play, notes, marks and questions, saved in the
//! browser and shared as links, files and embeds.
//!
//! - [`view`] (wasm): what each game adds (its set-up editor, marks).

#[cfg(target_arch = "wasm32")]
pub mod view;
