//! A game's lessons as links (`#/play/<id>/lesson/<n>`), for its rules
//! page: a teacher can share each one, or open it in the studio to
//! change it.

use yew::prelude::*;

use crate::ui::route::Route;

/// The links to game `game`'s `lessons` (each one's number and title).
pub fn lesson_links(game: &'static str, lessons: &[(u8, &'static str)]) -> Html {
    html! {
        <ul class="rules-lessons">
            { for lessons.iter().map(|&(number, title)| html! {
                <li>
                    <a href={Route::Lesson(game, number).href()}>{ format!("Lesson {number}: {title}") }</a>
                    { " · " }
                    <a href={Route::Studio(format!("/{game}/lesson/{number}")).href()}
                       aria-label={format!("open in the studio: lesson {number}")}>{ "open in the studio" }</a>
                </li>
            }) }
        </ul>
    }
}
