//! The lesson studio: a wasm module of its own (`src/bin/studio.rs`),
//! fetched the first time a teacher opens `#/studio`, where lessons are
//! written: set-up tables, lines of play, notes, marks and questions,
//! saved in the browser and shared as links, files and embeds.
//!
//! - [`draft`]: the lesson being written and every edit (native, tested);
//! - [`shelf`]: the lessons kept in the browser (native, tested);
//! - [`opening`]: what the studio opens on, from its address;
//! - [`import`]: a new lesson from a lesson link, a built-in lesson or a game;
//! - on wasm: `guest` (the module's entry), `app` (the studio's screens),
//!   `shelf_page` (the saved lessons), `navigate`, `editor` with its
//!   state (`editor_state`) and sections (`editor_table`, `editor_line`,
//!   `editor_step`, `editor_share`),
//!   `store` (the shelf in `localStorage`).
//!
//! What each game adds to the studio (its set-up editor, where marks are
//! drawn) is its `StudioUi`, in `crate::ui::shell::studio_ui` (wasm); the
//! marks drawn on a board are shared with the lesson player, in
//! `crate::ui::lessons::marks` (wasm).

pub mod app;
pub mod draft;
pub mod editor;
pub mod editor_line;
pub mod editor_share;
pub mod editor_state;
pub mod editor_step;
pub mod editor_table;
pub mod guest;
pub mod import;
pub mod navigate;
pub mod opening;
pub mod shelf;
pub mod shelf_page;
pub mod store;

#[cfg(test)]
mod tests;

/// The studio's style sheets (copied into the build by Trunk, linked by
/// the module when it first draws): its own, then each game's editor's
/// (`<id>-studio.css`).
pub fn styles() -> Vec<String> {
    std::iter::once("./studio.css".to_owned())
        .chain(
            crate::games::GAME_IDS
                .iter()
                .map(|id| format!("./{id}-studio.css")),
        )
        .collect()
}
