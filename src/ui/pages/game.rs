//! The play and rules pages of a registered game: a heading with the game's
//! name and its own content from the registry.

use yew::prelude::*;

use crate::ui::games::find;
use crate::ui::route::Route;

use super::not_found_page;

/// The page at `#/play/<id>`, starting `lesson` if given. The game's
/// toolbar links to its rules; the heading stays short so the table fits
/// the screen.
pub fn play_page(id: &str, lesson: Option<u8>) -> Html {
    let Some(game) = find(id) else {
        return not_found_page(&format!("/play/{id}"));
    };
    html! {
        <>
            <h1 class="page-title game-title">{ game.name }</h1>
            { (game.play)(lesson) }
        </>
    }
}

/// The page at `#/rules/<id>`.
pub fn rules_page(id: &str) -> Html {
    let Some(game) = find(id) else {
        return not_found_page(&format!("/rules/{id}"));
    };
    html! {
        <>
            <h1 class="page-title">{ format!("Rules of {}", game.name) }</h1>
            <p class="page-links"><a href={Route::Play(game.id).href()}>{ format!("Play {}", game.name) }</a></p>
            { (game.rules)() }
        </>
    }
}
