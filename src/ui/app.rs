//! The root component: header and navigation, the settings notice, the hash
//! router and the settings context shared with every page.

use gloo::events::EventListener;
use gloo::utils::{document, window};
use web_sys::HtmlElement;
use yew::prelude::*;

use super::components::{button, ButtonKind};
use super::games::{self, Opening};
use super::keeping;
use super::pages::{
    about_page, home_page, not_found_page, play_page, puzzles_page, rules_page, studio_page,
    study_lesson_page, SettingsPage,
};
use super::route::Route;
use super::settings::{load_settings, read_settings, Settings, SettingsContext};
use super::theme;

/// The route of the current `location.hash`.
pub fn current_route() -> Route {
    let hash = window().location().hash().unwrap_or_default();
    Route::parse(&hash, &games::ids())
}

/// The document title for a route.
pub fn page_title(route: &Route) -> String {
    let page = match route {
        Route::Home => return "parlour".to_owned(),
        Route::Settings => "Settings".to_owned(),
        Route::About => "About".to_owned(),
        Route::Play(id) | Route::EmbedShared(id, _) => {
            games::find(id).map_or("Play", |g| g.name).to_owned()
        }
        Route::Shared(id, _) => format!(
            "A shared game of {}",
            games::find(id).map_or("a game", |g| g.name)
        ),
        Route::Lesson(id, n) | Route::EmbedLesson(id, n) => format!(
            "Lesson {n} of {}",
            games::find(id).map_or("a game", |g| g.name)
        ),
        Route::Rules(id) => format!("Rules of {}", games::find(id).map_or("a game", |g| g.name)),
        Route::Puzzles(id) => format!(
            "Puzzles of {}",
            games::find(id).map_or("a game", |g| g.name)
        ),
        Route::StudyLesson(_) | Route::EmbedStudyLesson(_) => "A lesson".to_owned(),
        Route::Studio(_) => "Lesson studio".to_owned(),
        Route::NotFound(_) => "Page not found".to_owned(),
    };
    format!("{page} · parlour")
}

fn opening(lesson: Option<u8>, shared: Option<&String>, embed: bool) -> Opening {
    Opening {
        lesson,
        shared: shared.map(|code| AttrValue::from(code.clone())),
        embed,
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

fn nav_link(label: &'static str, target: Route, current: &Route) -> Html {
    let here = &target == current;
    html! {
        <li><a href={target.href()} aria-current={here.then_some("page")}>{ label }</a></li>
    }
}

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
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
    let main_ref = use_node_ref();
    let first_render = use_mut_ref(|| true);
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

    // Prefetch the AI worker (its script and wasm) once the first page is
    // on screen, so the first AI decision does not wait for it.
    use_effect_with((), |_| {
        gloo::timers::callback::Timeout::new(200, super::shell::ai_client::warm_up).forget();
    });

    use_effect_with(settings.theme, |theme| {
        let follower = theme::apply_and_follow(*theme);
        move || drop(follower)
    });

    // On navigation: new title, and focus on <main> so keyboard and screen
    // reader users start reading the new page (not on the first render).
    use_effect_with((*route).clone(), {
        let main_ref = main_ref.clone();
        move |route| {
            document().set_title(&page_title(route));
            let first = std::mem::replace(&mut *first_render.borrow_mut(), false);
            if !first {
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
            Callback::from(move |next: Settings| settings.set(next))
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
                <main id="main" class="page embed" tabindex="-1" ref={main_ref}>
                    { page(&route) }
                </main>
            </ContextProvider<SettingsContext>>
        };
    }

    html! {
        <ContextProvider<SettingsContext> {context}>
            <header class="site-header">
                <div class="header-inner">
                    <a class="brand" href="#/">{ "parlour" }</a>
                    <nav class="site-nav" aria-label="Main">
                        <ul>
                            { nav_link("Home", Route::Home, &route) }
                            { nav_link("Studio", Route::Studio(String::new()), &route) }
                            { nav_link("Settings", Route::Settings, &route) }
                            { nav_link("About", Route::About, &route) }
                        </ul>
                    </nav>
                </div>
            </header>
            if let Some(text) = (*notice).clone() {
                <div class="notice" role="status">
                    <p>{ text }</p>
                    { button(ButtonKind::Ghost, "Dismiss", Some(AttrValue::from("Dismiss notice")), false, dismiss) }
                </div>
            }
            if *not_kept {
                <div class="notice storage-notice" role="alert">
                    <p>{ keeping::NOT_KEPT }</p>
                    { button(ButtonKind::Ghost, "Dismiss", Some(AttrValue::from("Dismiss notice")), false, dismiss_not_kept) }
                </div>
            }
            <main id="main" class="page" tabindex="-1" ref={main_ref}>
                { page(&route) }
            </main>
            <footer class="site-footer">
                <p>{ "parlour runs entirely in your browser and sends nothing anywhere." }</p>
            </footer>
        </ContextProvider<SettingsContext>>
    }
}
