#![cfg(target_arch = "wasm32")]
//! The whole app in headless Chromium: navigation links, hash routing,
//! the settings notice and the settings form.

use gloo::storage::{LocalStorage, Storage};
use gloo::utils::{document, document_element, window};
use parlour::ui::app::{App, AppProps};
use parlour::ui::extras::guest;
use parlour::ui::modules::part::Part;
use parlour::ui::settings::{load_settings, parse_settings, settings_to_value, SETTINGS_KEY};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, HtmlInputElement};
use yew::Callback;

mod dom;
use dom::{find, text};

wasm_bindgen_test_configure!(run_in_browser);

/// Sets the hash and delivers `hashchange` at once (the browser's own event
/// arrives later and finds the same hash).
async fn go(hash: &str) {
    window().location().set_hash(hash).unwrap();
    window()
        .dispatch_event(&Event::new("hashchange").unwrap())
        .unwrap();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn navigation_routes_and_notice() {
    LocalStorage::raw()
        .set_item(
            SETTINGS_KEY,
            "{\"theme\":\"dark\",\"ai_level\":\"champion\"}",
        )
        .unwrap();
    LocalStorage::raw()
        .set_item("other.app", "untouched")
        .unwrap();
    // The boot script's module loader, as the page has it, with every
    // module still on its way (none is served here).
    let fetching = js_sys::Function::new_no_args("return new Promise(() => {})");
    js_sys::Reflect::set(&js_sys::global(), &"parlourModule".into(), &fetching).unwrap();
    go("#/").await;
    let root = dom::mount::<App>(AppProps { handed_over: false }).await;

    // Relative hash links, the current page marked.
    let links = root.query_selector_all("nav a").unwrap();
    let hrefs: Vec<String> = (0..links.length())
        .map(|i| {
            links
                .item(i)
                .unwrap()
                .unchecked_into::<Element>()
                .get_attribute("href")
                .unwrap()
        })
        .collect();
    assert_eq!(hrefs, ["#/", "#/studio", "#/settings", "#/about"]);
    assert_eq!(
        find(&root, "nav a[aria-current='page']")
            .text_content()
            .as_deref(),
        Some("Home")
    );
    // The home lists the listed games.
    let home = text(&root, "main");
    let games = parlour::ui::pages::games::games();
    assert!(!games.ids().is_empty());
    for (_, game) in games.iter() {
        assert!(home.contains(&format!("Play {}", (game.name)())), "{home}");
    }

    // The saved theme was applied; the broken field is reported.
    assert_eq!(
        document_element().get_attribute("data-theme").as_deref(),
        Some("dark")
    );
    assert_eq!(
        text(&root, ".notice p"),
        "Some saved settings could not be read and were reset: default AI level."
    );
    assert_eq!(
        LocalStorage::raw()
            .get_item("other.app")
            .unwrap()
            .as_deref(),
        Some("untouched")
    );
    find(&root, "button[aria-label='Dismiss notice']").click();
    yew::scheduler::flush().await;
    assert!(root.query_selector(".notice").unwrap().is_none());

    // The about page comes from the extras module too (not served here:
    // the page says it is loading); mounted as the page mounts it, it
    // names every key the app writes.
    go("#/about").await;
    assert!(text(&root, "main [role='status']").starts_with("Loading the about page"));
    let about_host = document().create_element("div").unwrap();
    document()
        .body()
        .unwrap()
        .append_child(&about_host)
        .unwrap();
    let about_handle = guest::mount(
        about_host.clone(),
        &Part::About.to_json(),
        Callback::from(|_: String| {}),
    )
    .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(text(&about_host, "h1"), "About parlour");
    let about = about_host.text_content().unwrap_or_default();
    assert!(about.contains(SETTINGS_KEY));
    for id in parlour::ui::pages::games::ids() {
        let current = parlour::ui::shell::saved::game_key(id);
        let aside = parlour::ui::shell::saved::aside_key(id);
        assert!(about.contains(&current), "{current}");
        assert!(about.contains(&aside), "{aside}");
    }
    guest::unmount(about_handle);
    about_host.remove();
    assert_eq!(document().title(), "About · parlour");
    assert_eq!(
        find(&root, "nav a[aria-current='page']")
            .text_content()
            .as_deref(),
        Some("About")
    );

    // A game's screen is in the game's own module: the page's app, which
    // carries none, names the game and says it is loading it (to hand the
    // page over)…
    go("#/play/take5").await;
    assert_eq!(text(&root, "main h1"), "6 nimmt!");
    assert_eq!(text(&root, "main [role='status']"), "Loading the game…");
    assert!(root.query_selector(".game-bar").unwrap().is_none());
    // …and an app that carries it draws it.
    parlour::ui::modules::screen::carry(Some(parlour::ui::boot::screen::<
        parlour::engine::take5::Take5,
    >()));
    go("#/").await;
    go("#/play/take5").await;
    assert!(root.query_selector(".game-bar").unwrap().is_some());
    go("#/play/morris").await;
    assert!(root.query_selector(".game-bar").unwrap().is_none());
    parlour::ui::modules::screen::carry(None);

    go("#/play/no-such-game").await;
    assert_eq!(text(&root, "main h1"), "Page not found");
    assert!(text(&root, "main").contains("#/play/no-such-game"));
    go("#/rules/no-such-game").await;
    assert_eq!(text(&root, "main h1"), "Page not found");
    go("#/elsewhere").await;
    assert_eq!(text(&root, "main h1"), "Page not found");

    // Settings: the page asks the extras module for the form (not served
    // to these tests, so it says it is loading; the browser tests open
    // it). The module's form, mounted as the page mounts it, saves a
    // change at once, shows it as saved and sends it back to the page.
    go("#/settings").await;
    assert_eq!(text(&root, "main h1"), "Settings");
    assert!(text(&root, "main [role='status']").starts_with("Loading the settings"));
    let host = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&host).unwrap();
    let sent: Rc<RefCell<Vec<String>>> = Rc::default();
    let part = Part::Settings {
        settings: settings_to_value(&load_settings().settings).to_string(),
    };
    let handle = {
        let sent = sent.clone();
        guest::mount(
            host.clone(),
            &part.to_json(),
            Callback::from(move |json| sent.borrow_mut().push(json)),
        )
        .unwrap()
    };
    yew::scheduler::flush().await;
    let name: HtmlInputElement = find(&host, "#setting-name").unchecked_into();
    assert_eq!(
        find(&host, "label[for='setting-name']")
            .text_content()
            .as_deref(),
        Some("Player name")
    );
    name.set_value("Grace");
    name.dispatch_event(&web_sys::InputEvent::new("input").unwrap())
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(text(&host, "#save-status"), "✓ Saved");
    assert_eq!(load_settings().settings.player_name, "Grace");
    let last = |sent: &Rc<RefCell<Vec<String>>>| {
        parse_settings(sent.borrow().last().map(String::as_str)).settings
    };
    assert_eq!(last(&sent).player_name, "Grace");

    let light: HtmlInputElement = find(&host, "#theme-light").unchecked_into();
    light.click();
    yew::scheduler::flush().await;
    assert_eq!(
        load_settings().settings.theme,
        parlour::ui::settings::Theme::Light
    );
    assert_eq!(last(&sent).theme, parlour::ui::settings::Theme::Light);
    // Each change builds on the one before.
    assert_eq!(last(&sent).player_name, "Grace");

    let step: HtmlInputElement = find(&host, "#setting-step").unchecked_into();
    assert!(step.checked());
    step.click();
    yew::scheduler::flush().await;
    assert!(!load_settings().settings.step_through);
    guest::unmount(handle);
    yew::scheduler::flush().await;
    assert!(host.query_selector("#setting-name").unwrap().is_none());
    host.remove();

    LocalStorage::delete(SETTINGS_KEY);
    LocalStorage::delete("other.app");
    go("#/").await;
    root.remove();
}
