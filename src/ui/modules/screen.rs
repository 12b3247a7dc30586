//! The game screen a module carries: none in the page's own module, one
//! game's in that game's module (`src/bin/play_<id>.rs`), in its table
//! module with remote play (`src/bin/table_<id>.rs`) and in its guest
//! module (`src/bin/guest_<id>.rs`), set when the module's app starts and
//! read by the play page (`ui::boot::screen`, `ui::boot::table_screen` and
//! `ui::boot::guest_screen` make them).

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

/// Which of a game's modules carries a screen: each is fetched as
/// `<prefix>_<id>` ([`GameModule::prefix`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameModule {
    /// The game's module (`play_<id>`): its screen, with no remote play;
    /// a table with seats on other devices goes to the table module.
    Play,
    /// The table module (`table_<id>`): the game's screen with the host's
    /// invitations, fetched when a table with seats on other devices
    /// first opens.
    Table,
    /// The guest module (`guest_<id>`): only the guest's page of an
    /// invitation (`#/play/<id>/join/<code>`), which an invitation's
    /// address starts; any other opening of the game goes to its module.
    Guest,
}

impl GameModule {
    /// The start of the module's file names (`play`, `table`, `guest`).
    pub fn prefix(self) -> &'static str {
        match self {
            GameModule::Play => "play",
            GameModule::Table => "table",
            GameModule::Guest => "guest",
        }
    }

    /// The module that opens the game as `opening` asks: the guest module
    /// for an invitation, otherwise the game's own.
    pub fn opening(opening: &Opening) -> GameModule {
        if opening.join.is_some() {
            GameModule::Guest
        } else {
            GameModule::Play
        }
    }
}

/// The game screen a module carries: its game's id, and what draws it.
#[derive(Clone, Copy, Debug)]
pub struct PlayScreen {
    /// The game's id (`Game::ID`).
    pub id: &'static str,
    /// The module that carries it, which says what it opens
    /// ([`PlayScreen::opens`]).
    pub module: GameModule,
    /// Draws the screen, opened as asked (a lesson, a shared game, in a
    /// frame).
    pub play: fn(Opening) -> Html,
}

impl PlayScreen {
    /// Whether this screen draws the game opened as `opening` asks: an
    /// invitation only in the guest module, anything else in the others.
    pub fn opens(&self, opening: &Opening) -> bool {
        (self.module == GameModule::Guest) == opening.join.is_some()
    }
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
