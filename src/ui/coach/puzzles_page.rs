//! A game's puzzles page (`#/puzzles/<id>`, wasm, in the extras module):
//! the game's puzzle file, fetched when the page is first opened (the
//! build ships it beside the app, and the service worker keeps it for
//! offline play), listed by how many AI levels miss each puzzle; each
//! opens in the lesson player, which keeps the learner's progress, and a
//! solved one is ticked.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use super::puzzles_model::{puzzle_groups, puzzles_path, PuzzleGroup};
use crate::text::{current_lang, t, Msg};
use crate::ui::lessons::progress::PROGRESS_KEY;
use crate::ui::route::Route;
use crate::ui::shell::listed::{app_games, AppListed, PerAppGame};

/// Properties of [`PuzzlesPage`].
#[derive(Clone, Properties, PartialEq)]
pub struct PuzzlesPageProps {
    /// The game's id.
    pub game: String,
}

/// What the puzzles page shows of a game: what its table keeps.
struct PuzzleGame {
    /// The game's name.
    name: fn() -> Msg,
    /// How many AI levels it has (a puzzle is graded by how many miss it).
    levels: usize,
}

impl PerAppGame for PuzzleGame {
    fn of<G: AppListed>() -> PuzzleGame {
        PuzzleGame {
            name: G::name,
            levels: G::LEVELS.len(),
        }
    }
}

/// Game `id`'s name and number of AI levels, if the game exists.
fn game_of(id: &str) -> Option<(Msg, usize)> {
    app_games::<PuzzleGame>()
        .find(id)
        .map(|game| ((game.name)(), game.levels))
}

/// The text of the file at `url`, or why not.
async fn fetch_text(url: &str) -> Result<String, String> {
    let failed = |_| t::coach_fetch_failed(url).to_string();
    let response = JsFuture::from(gloo::utils::window().fetch_with_str(url))
        .await
        .map_err(failed)?;
    let response: web_sys::Response = response.dyn_into().map_err(failed)?;
    if !response.ok() {
        return Err(t::coach_fetch_status(url, response.status()).to_string());
    }
    let text = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?;
    text.as_string()
        .ok_or_else(|| t::coach_fetch_not_text(url).to_string())
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
    let Some((name, levels)) = game_of(&props.game) else {
        return html! { <p role="alert">{ t::coach_puzzles_no_game(&props.game).to_string() }</p> };
    };
    {
        let (loaded, game) = (loaded.clone(), props.game.clone());
        use_effect_with(props.game.clone(), move |_| {
            spawn_local(async move {
                let file = fetch_text(&puzzles_path(&game, current_lang())).await;
                loaded.set(Some(file.and_then(|file| {
                    puzzle_groups(&file, &game, levels, kept_progress().as_deref())
                })));
            });
        });
    }
    let body = match &*loaded {
        None => html! { <p role="status">{ t::coach_puzzles_loading().to_string() }</p> },
        Some(Err(why)) => html! {
            <p role="alert">{ t::coach_puzzles_failed(why).to_string() }</p>
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
                    <p class="puzzles-count" role="status">{ t::coach_puzzles_solved(solved, total).to_string() }</p>
                    { for groups.iter().enumerate().map(|(i, group)| html! {
                        <section class="puzzles-group" aria-labelledby={format!("puzzles-{i}")}>
                            <h2 id={format!("puzzles-{i}")}>{ group.heading.clone() }</h2>
                            <ol class="puzzles-list">
                                { for group.rows.iter().map(|row| html! {
                                    <li class={classes!(row.solved.then_some("is-solved"))}>
                                        <span class="lesson-tick" aria-hidden="true">{ if row.solved { "✓" } else { "" } }</span>
                                        <a href={Route::StudyLesson(row.code.clone()).href()}>{
                                            t::review_puzzle_title(row.number, name.clone(), row.grade, levels).to_string()
                                        }</a>
                                        { " " }{ t::coach_puzzle_missed_by(&row.missed_by).to_string() }
                                        if row.solved { <span class="sr-only">{ format!(" {}", t::coach_puzzle_solved()) }</span> }
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
            <h1 class="page-title">{ t::coach_puzzles_of(name.clone()).to_string() }</h1>
            <p class="page-links">
                <a href={format!("#/play/{}", props.game)}>{ t::coach_puzzles_play(name.clone()).to_string() }</a>
                { " · " }
                <a href={format!("#/rules/{}", props.game)}>{ t::coach_puzzles_rules(name.clone()).to_string() }</a>
            </p>
            <p>{ t::coach_puzzles_intro().to_string() }</p>
            { body }
        </section>
    }
}
