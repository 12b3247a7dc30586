//! The game screen a module carries: none in the page's own module, one
//! game's in that game's module (`src/bin/play_<id>.rs`) and in its table
//! module with remote play (`src/bin/table_<id>.rs`), set when the
//! module's app starts and read by the play page (`ui::boot::screen` and
//! `ui::boot::table_screen` make them).

#![cfg(target_arch = "wasm32")]

use std::cell::Cell;

use yew::{AttrValue, Html};

/// How a game screen opens: on its current game, on a lesson
/// (`#/play/<id>/lesson/<n>`), on a shared game (`#/play/<id>/g/<code>`),
/// and whether it stands alone in a frame (`#/embed/…`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Opening {
    /// The lesson to start.
    pub lesson: Option<u8>,
    /// The shared game's code.
    pub shared: Option<AttrValue>,
    /// Embedded in another site's page.
    pub embed: bool,
    /// The invitation's code of a seat at a table hosted on another
    /// device.
    pub join: Option<AttrValue>,
}

/// The game screen a module carries: its game's id, and what draws it.
#[derive(Clone, Copy, Debug)]
pub struct PlayScreen {
    /// The game's id (`Game::ID`).
    pub id: &'static str,
    /// Whether it plays tables with seats on other devices (the game's
    /// table module, `table_<id>`, fetched when remote play is first
    /// used), or hands such a table to that module (`play_<id>`).
    pub remote: bool,
    /// Draws the screen, opened as asked (a lesson, a shared game, in a
    /// frame).
    pub play: fn(Opening) -> Html,
}

thread_local! {
    static CARRIED: Cell<Option<PlayScreen>> = const { Cell::new(None) };
}

/// Sets the game screen this module carries (at start).
pub fn carry(screen: Option<PlayScreen>) {
    CARRIED.with(|carried| carried.set(screen));
}

/// Game `id`'s screen, if this module carries it.
pub fn carried(id: &str) -> Option<PlayScreen> {
    CARRIED.with(Cell::get).filter(|screen| screen.id == id)
}
