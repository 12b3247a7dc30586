//! A game's lessons as links (`#/play/<id>/lesson/<n>`), for its rules
//! page: a teacher can share each one, or open it in the studio to
//! change it.

use yew::prelude::*;

use crate::text::t;
use crate::ui::route::Route;

/// The links to game `game`'s `lessons` (each one's number and title).
pub fn lesson_links(game: &'static str, lessons: &[(u8, String)]) -> Html {
    html! {
        <ul class="rules-lessons">
            { for lessons.iter().map(|(number, title)| (*number, title)).map(|(number, title)| html! {
                <li>
                    <a href={Route::Lesson(game, number).href()}>{ t::shell_lesson_title(number, title).to_string() }</a>
                    { " · " }
                    <a href={Route::Studio(format!("/{game}/lesson/{number}")).href()}
                       aria-label={t::shell_lesson_studio_name(number).to_string()}>{ t::shell_lesson_studio().to_string() }</a>
                </li>
            }) }
        </ul>
    }
}
