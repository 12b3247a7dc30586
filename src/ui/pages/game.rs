//! The play and rules pages of a registered game: a heading with the game's
//! name and its own content from the registry.

use yew::prelude::*;

use crate::ui::games::find;
use crate::ui::route::Route;

use super::NotFoundPage;

/// Properties of [`PlayPage`] and [`RulesPage`].
#[derive(Properties, PartialEq)]
pub struct GamePageProps {
    /// The registry id of the game.
    pub id: AttrValue,
    /// The lesson to start on arrival (play page only).
    #[prop_or_default]
    pub lesson: Option<u8>,
}

/// The page at `#/play/<id>`.
#[function_component(PlayPage)]
pub fn play_page(props: &GamePageProps) -> Html {
    let Some(game) = find(&props.id) else {
        return html! { <NotFoundPage path={format!("/play/{}", props.id)} /> };
    };
    html! {
        <>
            <h1 class="page-title">{ game.name }</h1>
            <p class="page-links"><a href={Route::Rules(game.id).href()}>{ format!("Rules of {}", game.name) }</a></p>
            { (game.play)(props.lesson) }
        </>
    }
}

/// The page at `#/rules/<id>`.
#[function_component(RulesPage)]
pub fn rules_page(props: &GamePageProps) -> Html {
    let Some(game) = find(&props.id) else {
        return html! { <NotFoundPage path={format!("/rules/{}", props.id)} /> };
    };
    html! {
        <>
            <h1 class="page-title">{ format!("Rules of {}", game.name) }</h1>
            <p class="page-links"><a href={Route::Play(game.id).href()}>{ format!("Play {}", game.name) }</a></p>
            { (game.rules)() }
        </>
    }
}
