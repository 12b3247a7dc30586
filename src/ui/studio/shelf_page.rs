//! The studio's first screen (wasm): a new lesson in any game, a lesson
//! file or link opened, and the lessons kept in this browser, each
//! opened, renamed, duplicated or deleted.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use super::draft::Draft;
use super::editor_table::first_player;
use super::import::{import_file, lesson_code};
use super::navigate::{go, keep_and_open};
use super::opening::Opening;
use super::shelf::SavedLesson;
use super::store;
use crate::text::{current_lang, t, Lang, Msg};
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::files::read_text;
use crate::ui::form_events::input_value;
use crate::ui::lessons::teacher_text::with_text;
use crate::ui::shell::chrome::table_layout::random_seed;
use crate::ui::shell::listed::{app_games, AppListed, PerAppGame};
use crate::ui::shell::studio_ui::StudioUi;

/// A new lesson of game `G` on its default table, kept and opened.
fn new_lesson<G: StudioUi>() -> Option<String> {
    let seed = random_seed();
    let options = G::editable(&G::Options::default(), seed);
    let title = t::studio_new_lesson_title(G::name()).to_string();
    let mut draft = Draft::<G>::new(&title, options.clone(), seed);
    draft.set_learner(first_player::<G>(&options, seed));
    let study = serde_json::to_value(&draft.study).expect("lessons serialize");
    keep_and_open(G::ID.to_owned(), study, false)
}

/// What the shelf shows of a game: what the shelf's table keeps.
struct ShelfGame {
    /// The game's name.
    name: fn() -> Msg,
    /// Starts a new lesson of the game (a notice when it cannot be kept).
    new_lesson: fn() -> Option<String>,
}

impl PerAppGame for ShelfGame {
    fn of<G: AppListed>() -> ShelfGame {
        ShelfGame {
            name: G::name,
            new_lesson: new_lesson::<G>,
        }
    }
}

/// The "New … lesson" buttons, one per game.
fn new_buttons(notice: &UseStateHandle<Option<String>>) -> Html {
    let games = app_games::<ShelfGame>();
    let buttons = games.iter().map(|(_, game)| {
        let (notice, start) = (notice.clone(), game.new_lesson);
        let onclick = Callback::from(move |()| notice.set(start()));
        button(
            ButtonKind::Primary,
            t::studio_new_lesson((game.name)()).to_string(),
            None,
            false,
            onclick,
        )
    });
    html! { <div class="studio-new" role="group" aria-label={t::studio_new_group().to_string()}>{ for buttons }</div> }
}

/// The name of game `id`, in the language of the moment.
fn game_title(id: &str) -> String {
    app_games::<ShelfGame>()
        .find(id)
        .map_or_else(t::studio_a_game, |game| (game.name)())
        .to_string()
}

/// The locale dates are written in: the browser's own in English (as
/// before languages), else the page's language.
fn date_locale() -> &'static str {
    match current_lang() {
        Lang::En => "default",
        lang => lang.code(),
    }
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
    let lang = lesson.lang().code();
    let when = js_sys::Date::new(&lesson.saved.into())
        .to_locale_string(date_locale(), &js_sys::Object::new());
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
                { button(ButtonKind::Secondary, t::studio_rename().to_string(), Some(t::studio_rename_label(&title).to_string().into()), false, set(RowMode::Renaming(title.clone()))) }
                { button(ButtonKind::Secondary, t::studio_duplicate().to_string(), Some(t::studio_duplicate_label(&title).to_string().into()), false,
                    finish(Box::new(move |shelf| { shelf.duplicate(id, store::now()); }), mode.clone())) }
                { button(ButtonKind::Secondary, t::studio_delete().to_string(), Some(t::studio_delete_label(&title).to_string().into()), false, set(RowMode::Deleting)) }
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
                        <span>{ t::studio_new_name().to_string() }</span>
                        <input type="text" value={name.clone()} maxlength="100" {lang} {oninput} />
                    </label>
                    { button(ButtonKind::Primary, t::studio_save_name().to_string(), None, name.trim().is_empty(),
                        finish(Box::new(move |shelf| { shelf.rename(id, name_now.trim()); }), mode.clone())) }
                    { button(ButtonKind::Ghost, t::studio_cancel().to_string(), None, false, set(RowMode::Still)) }
                </>
            }
        }
        RowMode::Deleting => html! {
            <>
                <span role="status">{ with_text(|place| t::studio_delete_confirm(place), &title, lang) }</span>
                { button(ButtonKind::Primary, t::studio_delete_it().to_string(), None, false,
                    finish(Box::new(move |shelf| { shelf.delete(id); }), mode.clone())) }
                { button(ButtonKind::Ghost, t::studio_keep_it().to_string(), None, false, set(RowMode::Still)) }
            </>
        },
    };
    html! {
        <li class="studio-shelf-row">
            <a class="studio-shelf-title" href={Opening::Saved(id).href()} {lang}>{ title.clone() }</a>
            <span class="studio-shelf-meta">{ t::studio_shelf_meta(game_title(&lesson.game), String::from(when.clone())).to_string() }</span>
            <div class="studio-shelf-controls">{ controls }</div>
        </li>
    }
}

/// The studio's first screen.
#[function_component(ShelfPage)]
pub fn shelf_page() -> Html {
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
                    Err(why) => Err(t::studio_file_refused(why).to_string()),
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
            <h1 class="page-title" id="studio-title">{ t::studio_title().to_string() }</h1>
            <p>{ t::studio_lead().to_string() }</p>
            if let Some(text) = (*notice).clone() {
                <p class="studio-notice" role="alert">{ text }</p>
            }
            { new_buttons(&notice) }
            <div class="studio-open" role="group" aria-label={t::studio_open_group().to_string()}>
                <label class="studio-field">
                    <span>{ t::studio_open_file().to_string() }</span>
                    <input type="file" accept=".json,application/json" onchange={on_file} />
                </label>
                <label class="studio-field">
                    <span>{ t::studio_lesson_link().to_string() }</span>
                    <input type="url" value={(*link).clone()} oninput={on_link_input} placeholder="…#/lesson/…" />
                </label>
                { button(ButtonKind::Secondary, t::studio_open_link().to_string(), None, link.trim().is_empty(), open_link) }
            </div>
            <h2>{ t::studio_your_lessons().to_string() }</h2>
            if lessons.is_empty() {
                <p>{ t::studio_no_lessons().to_string() }</p>
            } else {
                <ul class="studio-shelf-list" aria-label={t::studio_your_lessons().to_string()}>
                    { for lessons.into_iter().map(|lesson| {
                        let key = lesson.id.to_string();
                        html! { <ShelfRow {key} {lesson} changed={changed.clone()} /> }
                    }) }
                </ul>
            }
        </section>
    }
}
