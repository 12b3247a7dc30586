//! The lesson studio: a third wasm module (`src/bin/studio.rs`), fetched
//! the first time a teacher opens `#/studio`, where lessons are written:
//! set-up tables, lines of play, notes, marks and questions, saved in the
//! browser and shared as links, files and embeds.
//!
//! - [`draft`]: the lesson being written and every edit (native, tested);
//! - [`shelf`]: the lessons kept in the browser (native, tested);
//! - [`opening`]: what the studio opens on, from its address;
//! - [`import`]: a new lesson from a lesson link, a built-in lesson or a game;
//! - [`teacher_text`]: a teacher's text in its own language inside the
//!   app's sentences;
//! - on wasm: `guest` (the module's entry), `app` (the studio's screens),
//!   `shelf_view` (the saved lessons), `navigate`, `editor` with its
//!   state (`editor_state`) and sections (`editor_table`, `editor_line`,
//!   `editor_step`, `editor_share`),
//!   `store` (the shelf in `localStorage`), `marks` (marks drawn on a
//!   board), `view` (what each game adds: its set-up editor, marks).

pub mod draft;
pub mod import;
pub mod opening;
pub mod shelf;
pub mod teacher_text;

#[cfg(test)]
mod tests;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod editor;
#[cfg(target_arch = "wasm32")]
pub mod editor_line;
#[cfg(target_arch = "wasm32")]
pub mod editor_share;
#[cfg(target_arch = "wasm32")]
pub mod editor_state;
#[cfg(target_arch = "wasm32")]
pub mod editor_step;
#[cfg(target_arch = "wasm32")]
pub mod editor_table;
#[cfg(target_arch = "wasm32")]
pub mod guest;
#[cfg(target_arch = "wasm32")]
pub mod marks;
#[cfg(target_arch = "wasm32")]
pub mod navigate;
#[cfg(target_arch = "wasm32")]
pub mod shelf_view;
#[cfg(target_arch = "wasm32")]
pub mod store;
#[cfg(target_arch = "wasm32")]
pub mod view;

/// The studio's style sheets (copied into the build by Trunk, linked by
/// the module when it first draws): its own, then each game's editor's.
pub const STYLES: &[&str] = &[
    "./studio.css",
    "./take5-studio.css",
    "./morris-studio.css",
    "./fireworks-studio.css",
];
