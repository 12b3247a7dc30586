#![cfg(target_arch = "wasm32")]
//! The whole app in headless Chromium: navigation links, hash routing,
//! the settings notice and the settings form.

use gloo::storage::{LocalStorage, Storage};
use gloo::utils::{document, document_element, window};
use parlour::ui::app::App;
use parlour::ui::settings::{load_settings, SETTINGS_KEY};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, HtmlInputElement};

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
    go("#/").await;
    let root = dom::mount::<App>(()).await;

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
    assert_eq!(hrefs, ["#/", "#/settings", "#/about"]);
    assert_eq!(
        find(&root, "nav a[aria-current='page']")
            .text_content()
            .as_deref(),
        Some("Home")
    );
    // The home lists the registry's games.
    let home = text(&root, "main");
    assert!(!parlour::ui::games::GAMES.is_empty());
    for game in parlour::ui::games::GAMES {
        assert!(home.contains(&format!("Play {}", game.name)), "{home}");
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

    go("#/about").await;
    assert_eq!(text(&root, "main h1"), "About parlour");
    // The about page names every key the app writes.
    let about = text(&root, "main");
    assert!(about.contains(SETTINGS_KEY));
    for game in parlour::ui::games::GAMES {
        let (current, aside) = game.storage_keys();
        assert!(about.contains(&current), "{current}");
        assert!(about.contains(&aside), "{aside}");
    }
    assert_eq!(document().title(), "About · parlour");
    assert_eq!(
        find(&root, "nav a[aria-current='page']")
            .text_content()
            .as_deref(),
        Some("About")
    );

    go("#/play/no-such-game").await;
    assert_eq!(text(&root, "main h1"), "Page not found");
    assert!(text(&root, "main").contains("#/play/no-such-game"));
    go("#/rules/no-such-game").await;
    assert_eq!(text(&root, "main h1"), "Page not found");
    go("#/elsewhere").await;
    assert_eq!(text(&root, "main h1"), "Page not found");

    // Settings: a change is saved at once and shown as saved.
    go("#/settings").await;
    assert_eq!(text(&root, "main h1"), "Settings");
    let name: HtmlInputElement = find(&root, "#setting-name").unchecked_into();
    assert_eq!(
        find(&root, "label[for='setting-name']")
            .text_content()
            .as_deref(),
        Some("Player name")
    );
    name.set_value("Grace");
    name.dispatch_event(&web_sys::InputEvent::new("input").unwrap())
        .unwrap();
    yew::scheduler::flush().await;
    assert_eq!(text(&root, "#save-status"), "✓ Saved");
    assert_eq!(load_settings().settings.player_name, "Grace");

    let light: HtmlInputElement = find(&root, "#theme-light").unchecked_into();
    light.click();
    yew::scheduler::flush().await;
    assert_eq!(
        load_settings().settings.theme,
        parlour::ui::settings::Theme::Light
    );
    assert_eq!(
        document_element().get_attribute("data-theme").as_deref(),
        Some("light")
    );

    let step: HtmlInputElement = find(&root, "#setting-step").unchecked_into();
    assert!(step.checked());
    step.click();
    yew::scheduler::flush().await;
    assert!(!load_settings().settings.step_through);

    LocalStorage::delete(SETTINGS_KEY);
    LocalStorage::delete("other.app");
    go("#/").await;
    root.remove();
}
