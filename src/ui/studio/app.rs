//! The studio's app (wasm): the saved lessons, a lesson being written, or
//! a lesson, built-in lesson or game being brought in as a new lesson
//! (kept on the shelf first, then opened at its own address).

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::prelude::*;

use super::editor::Editor;
use super::import::import;
use super::navigate::keep_and_open;
use super::opening::Opening;
use super::shelf::SavedLesson;
use super::shelf_page::ShelfPage;
use super::store;
use crate::engine::study::model::Study;
use crate::text::t;
use crate::ui::shell::listed::{app_games, AppListed, PerAppGame};
use crate::ui::shell::studio_ui::StudioUi;

/// Properties of [`StudioRoot`].
#[derive(Properties, PartialEq)]
pub struct StudioRootProps {
    /// What follows `#/studio` in the address.
    pub open: String,
}

/// The studio.
#[function_component(StudioRoot)]
pub fn studio_root(props: &StudioRootProps) -> Html {
    match Opening::parse(&props.open) {
        Opening::Shelf => html! { <ShelfPage /> },
        Opening::Saved(id) => editor_of(id),
        opening => html! { <Importer {opening} /> },
    }
}

/// Properties of [`Importer`].
#[derive(Properties, PartialEq)]
struct ImporterProps {
    opening: Opening,
}

/// Brings what the studio was opened on in as a new lesson, or says why
/// it cannot.
#[function_component(Importer)]
fn importer(props: &ImporterProps) -> Html {
    let refusal = use_state(|| None::<String>);
    {
        let refusal = refusal.clone();
        use_effect_with(props.opening.clone(), move |opening| {
            match import(opening) {
                Ok((game, study)) => {
                    // A shelf the browser cannot keep still holds the lesson
                    // for this visit; the editor says it is not kept.
                    let _ = keep_and_open(game, study, true);
                }
                Err(why) => refusal.set(Some(why)),
            }
        });
    }
    match &*refusal {
        Some(why) => html! {
            <section class="studio">
                <h1 class="page-title">{ t::studio_title().to_string() }</h1>
                <p role="alert">{ why.clone() }</p>
                <p><a href="#/studio">{ t::studio_see_lessons().to_string() }</a></p>
            </section>
        },
        None => {
            html! { <p class="extra-status" role="status">{ t::studio_opening().to_string() }</p> }
        }
    }
}

/// The editor of saved lesson `id`, in its game.
fn editor_of(id: u64) -> Html {
    let Some(lesson) = store::with_shelf(|shelf| shelf.get(id).cloned()) else {
        return html! {
            <section class="studio">
                <h1 class="page-title">{ t::studio_title().to_string() }</h1>
                <p role="alert">{ t::studio_not_kept().to_string() }</p>
                <p><a href="#/studio">{ t::studio_see_lessons().to_string() }</a></p>
            </section>
        };
    };
    match app_games::<Editing>().find(&lesson.game) {
        Some(Editing(open)) => open(id, &lesson),
        None => html! { <p role="alert">{ t::studio_no_game(&lesson.game).to_string() }</p> },
    }
}

/// How the studio opens a saved lesson of a game in its editor: what the
/// studio's table of games keeps.
struct Editing(fn(u64, &SavedLesson) -> Html);

impl PerAppGame for Editing {
    fn of<G: AppListed>() -> Editing {
        Editing(open::<G>)
    }
}

/// The editor of saved lesson `id`, a lesson of game `G`.
fn open<G: StudioUi + 'static>(id: u64, lesson: &SavedLesson) -> Html {
    match serde_json::from_value::<Study<G>>(lesson.study.clone()) {
        Ok(study) => html! { <Editor<G> {id} study={Rc::new(study)} /> },
        Err(why) => html! {
            <p role="alert">{ t::studio_unreadable(why.to_string()).to_string() }</p>
        },
    }
}
