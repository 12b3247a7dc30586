//! The studio's first screen (wasm): a new lesson in any game, a lesson
//! file or link opened, and the lessons kept in this browser, each
//! opened, renamed, duplicated or deleted.

use yew::prelude::*;

use super::draft::Draft;
use super::editor_table::first_player;
use super::import::{import_file, lesson_code};
use super::navigate::{go, keep_and_open};
use super::opening::Opening;
use super::shelf::SavedLesson;
use super::store;
use super::view::StudioView;
use crate::engine::game::Game;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::files::read_text;
use crate::ui::form_events::input_value;
use crate::ui::shell::chrome::table_layout::random_seed;

/// A new lesson of game `G` on its default table, kept and opened.
fn new_lesson<G: StudioView>() -> Option<String> {
    let seed = random_seed();
    let options = G::editable(&G::Options::default(), seed);
    let mut draft = Draft::<G>::new(&format!("A lesson of {}", G::TITLE), options.clone(), seed);
    draft.set_learner(first_player::<G>(&options, seed));
    let study = serde_json::to_value(&draft.study).expect("lessons serialize");
    keep_and_open(G::ID.to_owned(), study, false)
}

/// The "New … lesson" buttons, one per game.
fn new_buttons(notice: &UseStateHandle<Option<String>>) -> Html {
    let mut buttons = Vec::new();
    macro_rules! each {
        ($($game:ty),*) => {
            $({
                let notice = notice.clone();
                let onclick = Callback::from(move |()| notice.set(new_lesson::<$game>()));
                buttons.push(button(
                    ButtonKind::Primary,
                    format!("New {} lesson", <$game as Game>::TITLE),
                    None,
                    false,
                    onclick,
                ));
            })*
        };
    }
    crate::for_each_game!(each);
    html! { <div class="studio-new" role="group" aria-label="New lesson">{ for buttons }</div> }
}

/// The name of game `id`.
fn game_title(id: &str) -> &'static str {
    macro_rules! find {
        ($($game:ty),*) => {
            $(if id == <$game as Game>::ID {
                return <$game as Game>::TITLE;
            })*
        };
    }
    crate::for_each_game!(find);
    "a game"
}

/// What a row of the list is doing.
#[derive(Clone, PartialEq)]
enum RowMode {
    /// Shown.
    Still,
    /// Its new name being typed.
    Renaming(String),
    /// Waiting for "Delete" to be confirmed.
    Deleting,
}

/// Properties of [`ShelfRow`].
#[derive(Properties, PartialEq)]
struct ShelfRowProps {
    lesson: SavedLesson,
    /// Called after a change to the shelf, with its outcome.
    changed: Callback<Result<(), String>>,
}

/// One kept lesson and what can be done with it.
#[function_component(ShelfRow)]
fn shelf_row(props: &ShelfRowProps) -> Html {
    let mode = use_state(|| RowMode::Still);
    let lesson = &props.lesson;
    let (id, title) = (lesson.id, lesson.title());
    let when =
        js_sys::Date::new(&lesson.saved.into()).to_locale_string("default", &js_sys::Object::new());
    let set = |next: RowMode| {
        let mode = mode.clone();
        Callback::from(move |()| mode.set(next.clone()))
    };
    let changed = props.changed.clone();
    let finish = move |change: Box<dyn Fn(&mut super::shelf::Shelf)>,
                       mode: UseStateHandle<RowMode>| {
        let changed = changed.clone();
        Callback::from(move |()| {
            let ((), saved) = store::change(|shelf| change(shelf));
            mode.set(RowMode::Still);
            changed.emit(saved);
        })
    };
    let controls = match &*mode {
        RowMode::Still => html! {
            <>
                { button(ButtonKind::Secondary, "Rename", Some(format!("Rename {title}").into()), false, set(RowMode::Renaming(title.clone()))) }
                { button(ButtonKind::Secondary, "Duplicate", Some(format!("Duplicate {title}").into()), false,
                    finish(Box::new(move |shelf| { shelf.duplicate(id, store::now()); }), mode.clone())) }
                { button(ButtonKind::Secondary, "Delete", Some(format!("Delete {title}").into()), false, set(RowMode::Deleting)) }
            </>
        },
        RowMode::Renaming(name) => {
            let oninput = {
                let mode = mode.clone();
                Callback::from(move |e: InputEvent| mode.set(RowMode::Renaming(input_value(&e))))
            };
            let name_now = name.clone();
            html! {
                <>
                    <label class="studio-field">
                        <span>{ "New name" }</span>
                        <input type="text" value={name.clone()} maxlength="100" {oninput} />
                    </label>
                    { button(ButtonKind::Primary, "Save the name", None, name.trim().is_empty(),
                        finish(Box::new(move |shelf| { shelf.rename(id, name_now.trim()); }), mode.clone())) }
                    { button(ButtonKind::Ghost, "Cancel", None, false, set(RowMode::Still)) }
                </>
            }
        }
        RowMode::Deleting => html! {
            <>
                <span role="status">{ format!("Delete “{title}” from this browser?") }</span>
                { button(ButtonKind::Primary, "Delete it", None, false,
                    finish(Box::new(move |shelf| { shelf.delete(id); }), mode.clone())) }
                { button(ButtonKind::Ghost, "Keep it", None, false, set(RowMode::Still)) }
            </>
        },
    };
    html! {
        <li class="studio-shelf-row">
            <a class="studio-shelf-title" href={Opening::Saved(id).href()}>{ title.clone() }</a>
            <span class="studio-shelf-meta">{ format!("{} · saved {when}", game_title(&lesson.game)) }</span>
            <div class="studio-shelf-controls">{ controls }</div>
        </li>
    }
}

/// The studio's first screen.
#[function_component(ShelfView)]
pub fn shelf_view() -> Html {
    let notice = use_state(store::take_notice);
    let version = use_state(|| 0u32);
    let link = use_state(String::new);
    let lessons = store::with_shelf(|shelf| shelf.lessons.clone());
    let changed = {
        let (notice, version) = (notice.clone(), version.clone());
        Callback::from(move |saved: Result<(), String>| {
            notice.set(saved.err());
            version.set(*version + 1);
        })
    };
    let on_file = {
        let notice = notice.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let notice = notice.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let opened = match read_text(file).await {
                    Ok(text) => import_file(&text),
                    Err(why) => Err(format!("This file cannot be opened: {why}.")),
                };
                match opened {
                    Ok((game, study)) => notice.set(keep_and_open(game, study, false)),
                    Err(why) => notice.set(Some(why)),
                }
            });
        })
    };
    let on_link_input = {
        let link = link.clone();
        Callback::from(move |e: InputEvent| link.set(input_value(&e)))
    };
    let open_link = {
        let link = link.clone();
        Callback::from(move |()| {
            go(
                &Opening::Lesson(lesson_code(&link).to_owned()).href(),
                false,
            )
        })
    };
    html! {
        <section class="studio studio-shelf" aria-labelledby="studio-title">
            <h1 class="page-title" id="studio-title">{ "Lesson studio" }</h1>
            <p>{ "Write your own lessons: set up a table, play a line, write a note on every step and ask the learner to find the move. Lessons are kept in this browser; share them as a link, a file or an embed." }</p>
            if let Some(text) = (*notice).clone() {
                <p class="studio-notice" role="alert">{ text }</p>
            }
            { new_buttons(&notice) }
            <div class="studio-open" role="group" aria-label="Open a lesson">
                <label class="studio-field">
                    <span>{ "Open a lesson file" }</span>
                    <input type="file" accept=".json,application/json" onchange={on_file} />
                </label>
                <label class="studio-field">
                    <span>{ "Lesson link" }</span>
                    <input type="url" value={(*link).clone()} oninput={on_link_input} placeholder="…#/lesson/…" />
                </label>
                { button(ButtonKind::Secondary, "Open the link", None, link.trim().is_empty(), open_link) }
            </div>
            <h2>{ "Your lessons" }</h2>
            if lessons.is_empty() {
                <p>{ "No lesson is kept in this browser yet." }</p>
            } else {
                <ul class="studio-shelf-list" aria-label="Your lessons">
                    { for lessons.into_iter().map(|lesson| {
                        let key = lesson.id.to_string();
                        html! { <ShelfRow {key} {lesson} changed={changed.clone()} /> }
                    }) }
                </ul>
            }
        </section>
    }
}
