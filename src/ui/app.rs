//! The root component: header and navigation, the settings notice, the hash
//! router and the settings context shared with every page.

#![cfg(target_arch = "wasm32")]

use gloo::events::EventListener;
use gloo::utils::{document, window};
use web_sys::HtmlElement;
use yew::prelude::*;

use super::components::{button, ButtonKind};
use super::keeping;
use super::locale;
use super::modules::screen::Opening;
use super::pages::games;
use super::pages::{
    about_page, home_page, not_found_page, play_page, puzzles_page, rules_page, studio_page,
    study_lesson_page, SettingsPage,
};
use super::route::Route;
use super::settings::language::without_query;
use super::settings::{load_settings, read_settings, Settings, SettingsContext};
use super::theme;
use crate::text::{current_lang, t, Msg};
use wasm_bindgen_futures::spawn_local;

/// The route of the current `location.hash`.
pub fn current_route() -> Route {
    let hash = window().location().hash().unwrap_or_default();
    Route::parse(without_query(&hash), &games::ids())
}

/// The document title for a route, in the language of the moment.
pub fn page_title(route: &Route) -> String {
    let game = |id: &str| games::find(id).map(|g| (g.name)());
    let page = match route {
        Route::Home => return t::app_title_home().to_string(),
        Route::Settings => t::app_title_settings(),
        Route::About => t::app_title_about(),
        Route::Play(id) | Route::EmbedShared(id, _) => match game(id) {
            Some(name) => name,
            None => t::app_title_not_found(),
        },
        Route::Shared(id, _) => with_game(id, t::app_title_shared),
        Route::Join(id, _) => with_game(id, t::app_title_join),
        Route::Lesson(id, n) | Route::EmbedLesson(id, n) => match game(id) {
            Some(name) => t::app_title_lesson(*n, name),
            None => t::app_title_not_found(),
        },
        Route::Rules(id) => with_game(id, t::app_title_rules),
        Route::Puzzles(id) => with_game(id, t::app_title_puzzles),
        Route::StudyLesson(_) | Route::EmbedStudyLesson(_) => t::app_title_study_lesson(),
        Route::Studio(_) => t::app_title_studio(),
        Route::NotFound(_) => t::app_title_not_found(),
    };
    t::app_title(page).to_string()
}

/// A page's title naming game `id`, or "Page not found" for an unknown id.
fn with_game(id: &str, title: fn(Msg) -> Msg) -> Msg {
    games::find(id).map_or_else(t::app_title_not_found, |g| title((g.name)()))
}

fn opening(lesson: Option<u8>, shared: Option<&String>, embed: bool) -> Opening {
    Opening {
        lesson,
        shared: shared.map(|code| AttrValue::from(code.clone())),
        embed,
        join: None,
    }
}

fn page(route: &Route) -> Html {
    match route {
        Route::Home => home_page(),
        Route::Settings => html! { <SettingsPage /> },
        Route::About => about_page(),
        Route::Play(id) => play_page(id, Opening::default(), route),
        Route::Lesson(id, n) => play_page(id, opening(Some(*n), None, false), route),
        Route::Shared(id, code) => play_page(id, opening(None, Some(code), false), route),
        Route::Join(id, code) => play_page(
            id,
            Opening {
                join: Some(AttrValue::from(code.clone())),
                ..Opening::default()
            },
            route,
        ),
        Route::EmbedLesson(id, n) => {
            play_page(id, opening(Some(*n), None, true), &route.unembedded())
        }
        Route::EmbedShared(id, code) => {
            play_page(id, opening(None, Some(code), true), &route.unembedded())
        }
        Route::Rules(id) => rules_page(id),
        Route::Puzzles(id) => puzzles_page(id),
        Route::StudyLesson(code) => study_lesson_page(code, false),
        Route::EmbedStudyLesson(code) => study_lesson_page(code, true),
        Route::Studio(open) => studio_page(open),
        Route::NotFound(path) => not_found_page(path),
    }
}

fn nav_link(label: Msg, target: Route, current: &Route) -> Html {
    let here = &target == current;
    html! {
        <li><a href={target.href()} aria-current={here.then_some("page")}>{ label.to_string() }</a></li>
    }
}

/// Properties of [`App`].
#[derive(Properties, PartialEq)]
pub struct AppProps {
    /// Another wasm module had the page before (a game's screen is in a
    /// module of its own, see [`super::modules`]): the first page is shown
    /// as after a navigation, the focus on `<main>`.
    pub handed_over: bool,
}

/// The whole app.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    // A frame on another site reads the settings but writes nothing back.
    let loaded = use_state(|| {
        if current_route().is_embed() {
            read_settings()
        } else {
            load_settings()
        }
    });
    let settings = use_state(|| loaded.settings.clone());
    let notice = use_state(|| loaded.notice());
    let route = use_state(current_route);
    // The language of the moment: the page's header and main are drawn
    // anew (keyed by it) when Settings changes it.
    let lang = use_state(current_lang);
    let main_ref = use_node_ref();
    // The route last shown (`None` before the first render): a new route
    // moves the focus to <main>; a new language alone leaves it where it
    // is (the language choice itself).
    let shown_route = use_mut_ref(|| None::<Route>);
    let not_kept = use_state(|| false);
    let embed = route.is_embed();

    // Told once when the browser keeps nothing: at start (a small write
    // that fails) or at the first failed save. A frame writes nothing, so
    // it does not try.
    use_effect_with((), {
        let not_kept = not_kept.clone();
        move |_| {
            keeping::listen(Callback::from(move |_| not_kept.set(true)));
            if !embed {
                let probe: Result<(), ()> = if keeping::probe() { Ok(()) } else { Err(()) };
                keeping::report(&probe);
            }
        }
    });

    use_effect_with((), {
        let route = route.clone();
        move |_| {
            let listener =
                EventListener::new(&window(), "hashchange", move |_| route.set(current_route()));
            move || drop(listener)
        }
    });

    use_effect_with(settings.theme, |theme| {
        let follower = theme::apply_and_follow(*theme);
        move || drop(follower)
    });

    // On navigation: new title, and focus on <main> so keyboard and screen
    // reader users start reading the new page (not on the first render,
    // unless another module had the page before: a new game's screen).
    use_effect_with(((*route).clone(), *lang), {
        let main_ref = main_ref.clone();
        let handed_over = props.handed_over;
        move |(route, _)| {
            document().set_title(&page_title(route));
            let before = shown_route.borrow_mut().replace(route.clone());
            let navigated = match before {
                Some(before) => &before != route,
                None => handed_over,
            };
            if navigated {
                if let Some(main) = main_ref.cast::<HtmlElement>() {
                    let _ = main.focus();
                }
                window().scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
    });

    let context = SettingsContext {
        settings: (*settings).clone(),
        update: {
            let settings = settings.clone();
            let lang = lang.clone();
            Callback::from(move |next: Settings| {
                if next.language != settings.language {
                    let (lang, want) = (lang.clone(), locale::for_choice(next.language));
                    spawn_local(async move {
                        match locale::switch(want).await {
                            Ok(()) => lang.set(want),
                            Err(why) => web_sys::console::warn_1(&why.into()),
                        }
                    });
                }
                settings.set(next)
            })
        },
    };
    let dismiss = {
        let notice = notice.clone();
        Callback::from(move |_| notice.set(None))
    };

    let dismiss_not_kept = {
        let not_kept = not_kept.clone();
        Callback::from(move |_| not_kept.set(false))
    };
    if embed {
        return html! {
            <ContextProvider<SettingsContext> {context}>
                <main id="main" class="page embed" tabindex="-1" ref={main_ref} key={lang.code()}>
                    { page(&route) }
                </main>
            </ContextProvider<SettingsContext>>
        };
    }

    html! {
        <ContextProvider<SettingsContext> {context}>
            <header class="site-header" key={format!("header-{}", lang.code())}>
                <div class="header-inner">
                    <a class="brand" href="#/">{ "parlour" }</a>
                    <nav class="site-nav" aria-label={t::app_nav_label().to_string()}>
                        <ul>
                            { nav_link(t::app_nav_home(), Route::Home, &route) }
                            { nav_link(t::app_nav_studio(), Route::Studio(String::new()), &route) }
                            { nav_link(t::app_nav_settings(), Route::Settings, &route) }
                            { nav_link(t::app_nav_about(), Route::About, &route) }
                        </ul>
                    </nav>
                </div>
            </header>
            if let Some(text) = (*notice).clone() {
                <div class="notice" role="status">
                    <p>{ text }</p>
                    { button(ButtonKind::Ghost, t::app_dismiss().to_string(), Some(AttrValue::from(t::app_dismiss_notice().to_string())), false, dismiss) }
                </div>
            }
            if *not_kept {
                <div class="notice storage-notice" role="alert">
                    <p>{ keeping::not_kept().to_string() }</p>
                    { button(ButtonKind::Ghost, t::app_dismiss().to_string(), Some(AttrValue::from(t::app_dismiss_notice().to_string())), false, dismiss_not_kept) }
                </div>
            }
            <main id="main" class="page" tabindex="-1" ref={main_ref} key={lang.code()}>
                { page(&route) }
            </main>
            <footer class="site-footer" key={format!("footer-{}", lang.code())}>
                <p>{ t::app_footer().to_string() }</p>
            </footer>
        </ContextProvider<SettingsContext>>
    }
}
