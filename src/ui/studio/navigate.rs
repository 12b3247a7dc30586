//! Moving about the studio (wasm): to one of its addresses, and to a new
//! lesson once it is kept on the shelf.

#![cfg(target_arch = "wasm32")]

use super::opening::Opening;
use super::shelf::SavedLesson;
use super::store;

/// Goes to `href` (`#/studio…`); `replace` leaves no history entry (an
/// import is not gone back to).
pub fn go(href: &str, replace: bool) {
    let location = gloo::utils::window().location();
    let _ = if replace {
        location.replace(href)
    } else {
        location.set_hash(href)
    };
}

/// Keeps a new lesson of game `game` on the shelf and opens it; the error
/// says why it could not be kept.
pub fn keep_and_open(game: String, study: serde_json::Value, replace: bool) -> Option<String> {
    let (id, saved) = store::change(|shelf| {
        let id = shelf.next_id();
        shelf.put(SavedLesson {
            id,
            game,
            study,
            saved: store::now(),
        });
        id
    });
    go(&Opening::Saved(id).href(), replace);
    saved.err()
}
