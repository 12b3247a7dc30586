//! The registry of playable games: one line per game in [`GAMES`], built
//! from the game's own constants (its id, title and summary are written
//! only in its folder). The home page, the router, the play and rules
//! pages (the screens come from each game's own module, the rules from
//! the extras module) and the about page's list of storage keys read it.

use yew::AttrValue;

use super::shell::saved::{aside_key, game_key};
use super::shell::view::GameView;

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

impl GameEntry {
    /// The `localStorage` keys of the game's current game and of the game
    /// it put aside.
    pub fn storage_keys(&self) -> (String, String) {
        (game_key(self.id), aside_key(self.id))
    }
}

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
}

/// The registry entry of game `G`.
pub const fn entry<G: GameView + 'static>() -> GameEntry {
    GameEntry {
        id: G::ID,
        name: G::name,
        summary: G::summary,
    }
}

/// Every game that can be played right now, in home-page order.
pub static GAMES: &[GameEntry] = {
    macro_rules! entries {
        ($($game:ty),*) => {
            &[$(entry::<$game>()),*]
        };
    }
    crate::for_each_game!(entries)
};

/// The ids of [`GAMES`], for [`crate::ui::route::Route::parse`].
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|game| game.id).collect()
}

/// The registry entry with this id, if that game exists.
pub fn find(id: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|game| game.id == id)
}
