//! The registry of playable games. A game issue adds one [`GameEntry`] to
//! [`GAMES`] plus its own folder `src/ui/<game>/`; the home page, the router
//! and the rules pages pick it up from here.

use yew::Html;

/// What the app shell needs to know about one playable game.
#[derive(Clone, Copy, Debug)]
pub struct GameEntry {
    /// The id used in routes: `#/play/<id>` and `#/rules/<id>` (lowercase, no `/`).
    pub id: &'static str,
    /// The display name, e.g. "6 nimmt!".
    pub name: &'static str,
    /// One sentence for the home page.
    pub summary: &'static str,
    /// Renders the game's table (the page at `#/play/<id>`), starting the
    /// given lesson (`#/play/<id>/lesson/<n>`).
    pub play: fn(Option<u8>) -> Html,
    /// Renders the game's rules (the page at `#/rules/<id>`).
    pub rules: fn() -> Html,
}

/// Every game that can be played right now, in home-page order.
pub static GAMES: &[GameEntry] = &[
    GameEntry {
        id: "take5",
        name: "6 nimmt!",
        summary: "Play your cards so you collect as few cow heads as possible, against AIs or friends, with lessons.",
        play: crate::ui::take5::play,
        rules: crate::ui::take5::rules,
    },
    GameEntry {
        id: "morris",
        name: "Nine Men's Morris",
        summary: "Place, move and fly your nine stones, close mills to take the opponent's, against an AI or a friend, with lessons.",
        play: crate::ui::morris::play,
        rules: crate::ui::morris::rules,
    },
];

/// The ids of [`GAMES`], for [`crate::ui::route::Route::parse`].
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|game| game.id).collect()
}

/// The registry entry with this id, if that game exists.
pub fn find(id: &str) -> Option<&'static GameEntry> {
    GAMES.iter().find(|game| game.id == id)
}
