//! A game's puzzles page (`#/puzzles/<id>`, wasm, in the extras module):
//! the game's puzzle file, fetched when the page is first opened (the
//! build ships it beside the app, and the service worker keeps it for
//! offline play), listed by how many AI levels miss each puzzle; each
//! opens in the lesson player, which keeps the learner's progress, and a
//! solved one is ticked.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use super::puzzles_model::{puzzle_groups, PuzzleGroup};
use crate::engine::agent::HasAgents;
use crate::engine::game::Game;
use crate::ui::extras::lesson_progress::PROGRESS_KEY;
use crate::ui::route::Route;

/// Properties of [`PuzzlesPage`].
#[derive(Clone, Properties, PartialEq)]
pub struct PuzzlesPageProps {
    /// The game's id.
    pub game: String,
}

/// Game `id`'s title and number of AI levels, if the game exists.
fn game_of(id: &str) -> Option<(&'static str, usize)> {
    macro_rules! find {
        ($($game:ty),*) => {
            $(if id == <$game as Game>::ID {
                return Some((<$game as Game>::TITLE, <$game as HasAgents>::LEVELS.len()));
            })*
        };
    }
    crate::for_each_game!(find);
    None
}

/// The text of the file at `url`, or why not.
async fn fetch_text(url: &str) -> Result<String, String> {
    let failed = |_| format!("{url} could not be fetched");
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(url))
        .await
        .map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    if !response.ok() {
        return Err(format!("{url} answered {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?;
    text.as_string().ok_or_else(|| format!("{url} is not text"))
}

/// The lesson progress kept in this browser, as stored.
fn kept_progress() -> Option<String> {
    let storage = gloo::utils::window().local_storage().ok().flatten()?;
    storage.get_item(PROGRESS_KEY).ok().flatten()
}

/// The puzzles page.
#[function_component(PuzzlesPage)]
pub fn puzzles_page(props: &PuzzlesPageProps) -> Html {
    let loaded = use_state(|| None::<Result<Vec<PuzzleGroup>, String>>);
    let Some((title, levels)) = game_of(&props.game) else {
        return html! { <p role="alert">{ format!("There is no game called {}.", props.game) }</p> };
    };
    {
        let (loaded, game) = (loaded.clone(), props.game.clone());
        use_effect_with(props.game.clone(), move |_| {
            spawn_local(async move {
                let file = fetch_text(&format!("./puzzles/{game}.json")).await;
                loaded.set(Some(file.and_then(|file| {
                    puzzle_groups(&file, &game, levels, kept_progress().as_deref())
                })));
            });
        });
    }
    let body = match &*loaded {
        None => html! { <p role="status">{ "Loading the puzzles…" }</p> },
        Some(Err(why)) => html! {
            <p role="alert">{ format!("The puzzles could not be loaded: {why}. Check the connection and open the page again.") }</p>
        },
        Some(Ok(groups)) => {
            let total: usize = groups.iter().map(|g| g.rows.len()).sum();
            let solved = groups
                .iter()
                .flat_map(|g| &g.rows)
                .filter(|r| r.solved)
                .count();
            html! {
                <>
                    <p class="puzzles-count" role="status">{ format!("Solved {solved} of {total} puzzles in this browser.") }</p>
                    { for groups.iter().enumerate().map(|(i, group)| html! {
                        <section class="puzzles-group" aria-labelledby={format!("puzzles-{i}")}>
                            <h2 id={format!("puzzles-{i}")}>{ group.heading.clone() }</h2>
                            <ol class="puzzles-list">
                                { for group.rows.iter().map(|row| html! {
                                    <li class={classes!(row.solved.then_some("is-solved"))}>
                                        <span class="lesson-tick" aria-hidden="true">{ if row.solved { "✓" } else { "" } }</span>
                                        <a href={Route::StudyLesson(row.code.clone()).href()}>{ row.title.clone() }</a>
                                        { format!(" · missed by {}", row.missed_by) }
                                        if row.solved { <span class="sr-only">{ " (solved)" }</span> }
                                    </li>
                                }) }
                            </ol>
                        </section>
                    }) }
                </>
            }
        }
    };
    html! {
        <section class="puzzles">
            <h1 class="page-title">{ format!("Puzzles of {title}") }</h1>
            <p class="page-links">
                <a href={format!("#/play/{}", props.game)}>{ format!("Play {title}") }</a>
                { " · " }
                <a href={format!("#/rules/{}", props.game)}>{ format!("Rules of {title}") }</a>
            </p>
            <p>{ "Each puzzle is a moment from a game the AIs played against each other where one of \
                  them went wrong: the coach found a clearly better move, and only a few moves are \
                  good. Find one. They are grouped by how many of the AI levels miss them, easiest \
                  first; a wrong try gives a hint, and your progress is kept in this browser." }</p>
            { body }
        </section>
    }
}
