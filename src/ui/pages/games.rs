//! The page's row of each game ([`GameEntry`]: its id, name and summary,
//! written only in its folder) in the table of games ([`games`]). The home
//! page, the router, the play and rules pages (the screens come from each
//! game's own module, the rules from the extras module), the about page's
//! list of storage keys read it.

#![cfg(target_arch = "wasm32")]

use crate::games::Games;
use crate::ui::shell::listed::{app_games, AppListed, PerAppGame};

/// What the app shell needs to know about one playable game.
#[derive(Clone, Copy, Debug)]
pub struct GameEntry {
    /// The id used in routes and storage keys (`Game::ID`).
    pub id: &'static str,
    /// The display name, in the language of the moment.
    pub name: fn() -> crate::text::Msg,
    /// One sentence for the home page.
    pub summary: fn() -> crate::text::Msg,
}

impl PerAppGame for GameEntry {
    fn of<G: AppListed>() -> GameEntry {
        GameEntry {
            id: G::ID,
            name: G::name,
            summary: G::summary,
        }
    }
}

/// Every game that can be played right now, in home-page order.
pub fn games() -> Games<GameEntry> {
    app_games()
}

/// The ids of the games, for [`crate::ui::route::Route::parse`].
pub fn ids() -> Vec<&'static str> {
    games().ids()
}

/// The entry with this id, if that game exists.
pub fn find(id: &str) -> Option<GameEntry> {
    games().find(id).copied()
}
