//! The play and rules pages of a listed game: a heading with the game's
//! name, and its screen (in the game's own module, which this module
//! hands the page to if it does not carry it) or its rules (from the
//! extras module).

use crate::text::t;
use yew::prelude::*;

use crate::ui::modules::extras::Extra;
use crate::ui::modules::hand_over::HandOver;
use crate::ui::modules::part::Part;
use crate::ui::modules::screen::carried;
use crate::ui::modules::screen::{GameModule, Opening};
use crate::ui::pages::games::find;
use crate::ui::route::Route;

use super::not_found_page;

/// The page at `#/play/<id>`, opened as `opening` asks. The game's
/// toolbar links to its rules; the heading stays short so the table fits
/// the screen. Embedded, the heading gives way to a link to the full app.
pub fn play_page(id: &str, opening: Opening, full_app: &Route) -> Html {
    let Some(game) = find(id) else {
        return not_found_page(&format!("/play/{id}"));
    };
    html! {
        <>
            if opening.embed {
                <h1 class="sr-only">{ (game.name)().to_string() }</h1>
                <p class="embed-open">
                    <a href={full_app.href()} target="_blank" rel="noopener">{ t::page_open_in_parlour().to_string() }</a>
                </p>
            } else {
                <h1 class="page-title game-title">{ (game.name)().to_string() }</h1>
            }
            if let Some(screen) = carried(game.id).filter(|s| s.opens(&opening)) {
                { (screen.play)(opening) }
            } else {
                <HandOver game={game.id} module={GameModule::opening(&opening)} />
            }
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
            <h1 class="page-title">{ t::page_rules_title((game.name)()).to_string() }</h1>
            <p class="page-links"><a href={Route::Play(game.id).href()}>{ t::page_play((game.name)()).to_string() }</a></p>
            <Extra part={Part::Rules { game: game.id.to_owned() }} />
        </>
    }
}

/// A lesson written in the studio (`#/lesson/<code>`), drawn by the extras
/// module, which reads the code and knows its game. Embedded, a link opens
/// it in the full app.
pub fn study_lesson_page(code: &str, embed: bool) -> Html {
    html! {
        <>
            if embed {
                <p class="embed-open">
                    <a href={Route::StudyLesson(code.to_owned()).href()} target="_blank" rel="noopener">{ t::page_open_in_parlour().to_string() }</a>
                </p>
            }
            <Extra part={Part::Lesson { code: code.to_owned() }} />
        </>
    }
}

/// The lesson studio, drawn by its own module (fetched by the extras
/// module the first time a teacher opens it), opened on `open` (what
/// follows `#/studio`).
pub fn studio_page(open: &str) -> Html {
    html! { <Extra part={Part::Studio { open: open.to_owned() }} /> }
}

/// Game `id`'s puzzles (`#/puzzles/<id>`), drawn by the extras module,
/// which fetches the game's puzzle file.
pub fn puzzles_page(id: &str) -> Html {
    html! { <Extra part={Part::Puzzles { game: id.to_owned() }} /> }
}

/// The about page, drawn by the extras module (its text and demonstration
/// are not in the learner's first load).
pub fn about_page() -> Html {
    html! { <Extra part={Part::About} /> }
}
