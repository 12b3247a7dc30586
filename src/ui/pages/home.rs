//! The home page: the games of the registry.

use yew::prelude::*;

use crate::ui::games::{GameEntry, GAMES};
use crate::ui::route::Route;

fn game_item(game: &GameEntry) -> Html {
    html! {
        <li class="game-item">
            <h2 class="game-name">{ game.name }</h2>
            <p>{ game.summary }</p>
            <p class="game-links">
                <a class="btn btn-primary" href={Route::Play(game.id).href()}>{ format!("Play {}", game.name) }</a>
                <a class="btn btn-secondary" href={Route::Rules(game.id).href()}>{ format!("Rules of {}", game.name) }</a>
            </p>
        </li>
    }
}

/// The page at `#/`.
pub fn home_page() -> Html {
    html! {
        <>
            <h1 class="page-title">{ "parlour" }</h1>
            <p class="lead">
                { "Card and board games against small computer opponents, with every move explained step by step." }
            </p>
            <ul class="game-list">{ for GAMES.iter().map(game_item) }</ul>
        </>
    }
}
