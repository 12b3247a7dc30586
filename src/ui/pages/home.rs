//! The home page: the listed games.

use crate::text::t;
use yew::prelude::*;

use crate::ui::pages::games::{games, GameEntry};
use crate::ui::route::Route;

fn game_item(game: &GameEntry) -> Html {
    html! {
        <li class="game-item">
            <h2 class="game-name">{ (game.name)().to_string() }</h2>
            <p>{ (game.summary)().to_string() }</p>
            <p class="game-links">
                <a class="btn btn-primary" href={Route::Play(game.id).href()}>{ t::home_play((game.name)()).to_string() }</a>
                <a class="btn btn-secondary" href={Route::Rules(game.id).href()}>{ t::home_rules((game.name)()).to_string() }</a>
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
                { t::home_lead().to_string() }
            </p>
            <ul class="game-list">{ for games().iter().map(|(_, game)| game_item(game)) }</ul>
        </>
    }
}
