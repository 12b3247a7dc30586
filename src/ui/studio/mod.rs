//! The lesson studio: a third wasm module (`src/bin/studio.rs`), fetched
//! the first time a teacher opens `#/studio`, where lessons are written:
//! set-up tables, lines of play, notes, marks and questions, saved in the
//! browser and shared as links, files and embeds.
//!
//! - [`draft`]: the lesson being written and every edit (native, tested);
//! - [`shelf`]: the lessons kept in the browser (native, tested);
//! - [`opening`]: what the studio opens on, from its address;
//! - [`import`]: a new lesson from a lesson link, a built-in lesson or a game;
//! - [`view`] (wasm): what each game adds (its set-up editor, marks).

pub mod draft;
pub mod import;
pub mod opening;
pub mod shelf;

#[cfg(test)]
mod tests;

#[cfg(target_arch = "wasm32")]
pub mod view;
