#![cfg(target_arch = "wasm32")]
//! Settings parsing and storage, routes and theme resolution, in the browser.

use gloo::storage::{LocalStorage, Storage};
use parlour::ui::route::Route;
use parlour::ui::settings::{
    clean_name, load_settings, parse_settings, save_settings, settings_to_value, AiLevel,
    AnimationSpeed, Settings, Theme, MAX_NAME_CHARS, SETTINGS_KEY,
};
use parlour::ui::theme::resolve;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const ALL_RESET: [&str; 5] = [
    "player name",
    "default AI level",
    "animation speed",
    "theme",
    "step-through",
];

fn custom() -> Settings {
    Settings {
        player_name: "Ada".to_owned(),
        ai_level: AiLevel::Hard,
        animation_speed: AnimationSpeed::Fast,
        theme: Theme::Dark,
        step_through: false,
    }
}

#[wasm_bindgen_test]
fn nothing_saved_gives_defaults_without_notice() {
    let loaded = parse_settings(None);
    assert_eq!(loaded.settings, Settings::default());
    assert!(loaded.reset.is_empty());
    assert_eq!(loaded.notice(), None);
    assert!(
        Settings::default().step_through,
        "step-through is on by default"
    );
}

#[wasm_bindgen_test]
fn corrupted_json_resets_everything_with_notice() {
    for text in [
        "{\"player_name\":\"Bo\"",
        "not json",
        "[1,2,3]",
        "42",
        "null",
        "",
    ] {
        let loaded = parse_settings(Some(text));
        assert_eq!(loaded.settings, Settings::default(), "text {text:?}");
        assert_eq!(loaded.reset, ALL_RESET.to_vec(), "text {text:?}");
        assert_eq!(
            loaded.notice().as_deref(),
            Some("Some saved settings could not be read and were reset: player name, default AI level, animation speed, theme, step-through.")
        );
    }
}

#[wasm_bindgen_test]
fn saved_value_round_trips() {
    let text = settings_to_value(&custom()).to_string();
    let loaded = parse_settings(Some(&text));
    assert_eq!(loaded.settings, custom());
    assert!(loaded.reset.is_empty());
    assert!(text.contains("\"version\":1"));
    assert!(text.contains("\"theme\":\"dark\""));
}

#[wasm_bindgen_test]
fn one_broken_field_resets_only_that_field() {
    let text = r#"{"version":1,"player_name":"Bo","ai_level":"hard","animation_speed":"slow","theme":42,"step_through":false}"#;
    let loaded = parse_settings(Some(text));
    assert_eq!(loaded.reset, vec!["theme"]);
    assert_eq!(loaded.settings.theme, Theme::System);
    assert_eq!(loaded.settings.player_name, "Bo");
    assert_eq!(loaded.settings.ai_level, AiLevel::Hard);
    assert_eq!(loaded.settings.animation_speed, AnimationSpeed::Slow);
    assert!(!loaded.settings.step_through);
    assert_eq!(
        loaded.notice().as_deref(),
        Some("Some saved settings could not be read and were reset: theme.")
    );
}

#[wasm_bindgen_test]
fn unknown_values_and_wrong_types_are_reset() {
    let text = r#"{"player_name":7,"ai_level":"expert","animation_speed":null,"theme":"dark","step_through":"yes"}"#;
    let loaded = parse_settings(Some(text));
    assert_eq!(
        loaded.reset,
        vec![
            "player name",
            "default AI level",
            "animation speed",
            "step-through"
        ]
    );
    assert_eq!(loaded.settings.theme, Theme::Dark);
    assert_eq!(loaded.settings.ai_level, AiLevel::Medium);
}

#[wasm_bindgen_test]
fn older_value_with_missing_fields_keeps_what_it_has_silently() {
    let loaded = parse_settings(Some(r#"{"player_name":"Old","extra":"ignored"}"#));
    assert!(loaded.reset.is_empty());
    assert_eq!(loaded.settings.player_name, "Old");
    assert_eq!(loaded.settings.ai_level, AiLevel::Medium);
    assert_eq!(loaded.settings.theme, Theme::System);
}

#[wasm_bindgen_test]
fn names_are_clipped_and_cleaned() {
    let long = "abcdefghijklmnopqrstuvwxyz0123";
    assert_eq!(clean_name(long).chars().count(), MAX_NAME_CHARS);
    assert_eq!(clean_name("Ann\u{7}\nMarie "), "AnnMarie ");
    let loaded = parse_settings(Some(&format!("{{\"player_name\":\"{long}\"}}")));
    assert_eq!(loaded.settings.player_name, &long[..MAX_NAME_CHARS]);
    let blank = Settings {
        player_name: "  ".to_owned(),
        ..Settings::default()
    };
    assert_eq!(blank.display_name(), "You");
    assert_eq!(custom().display_name(), "Ada");
}

#[wasm_bindgen_test]
fn storage_repairs_only_its_own_key() {
    LocalStorage::raw()
        .set_item(SETTINGS_KEY, "{\"theme\":\"purple\",\"ai_level\":\"easy\"}")
        .unwrap();
    LocalStorage::raw()
        .set_item("someone.else", "keep me")
        .unwrap();

    let loaded = load_settings();
    assert_eq!(loaded.reset, vec!["theme"]);
    assert_eq!(loaded.settings.ai_level, AiLevel::Easy);
    assert_eq!(
        LocalStorage::raw()
            .get_item("someone.else")
            .unwrap()
            .as_deref(),
        Some("keep me")
    );

    // The repaired value was written back: the next load has no notice.
    let again = load_settings();
    assert!(again.reset.is_empty());
    assert_eq!(again.settings, loaded.settings);

    save_settings(&custom()).unwrap();
    assert_eq!(load_settings().settings, custom());
    LocalStorage::delete(SETTINGS_KEY);
    LocalStorage::delete("someone.else");
    assert_eq!(load_settings().settings, Settings::default());
}

#[wasm_bindgen_test]
fn routes_parse_from_the_hash() {
    let games = ["take5", "morris"];
    assert_eq!(Route::parse("", &games), Route::Home);
    assert_eq!(Route::parse("#", &games), Route::Home);
    assert_eq!(Route::parse("#/", &games), Route::Home);
    assert_eq!(Route::parse("#/settings", &games), Route::Settings);
    assert_eq!(Route::parse("#/settings/", &games), Route::Settings);
    assert_eq!(Route::parse("#/about", &games), Route::About);
    assert_eq!(
        Route::parse("#/play/morris/lesson/3", &games),
        Route::Lesson("morris", 3)
    );
    assert_eq!(
        Route::parse("#/play/morris/lesson/0", &games),
        Route::NotFound("/play/morris/lesson/0".to_owned())
    );
    assert_eq!(
        Route::parse("#/play/morris/lesson/x", &games),
        Route::NotFound("/play/morris/lesson/x".to_owned())
    );
    assert_eq!(Route::parse("#/play/take5", &games), Route::Play("take5"));
    assert_eq!(
        Route::parse("#/rules/morris", &games),
        Route::Rules("morris")
    );
    assert_eq!(
        Route::parse("#/play/chess", &games),
        Route::NotFound("/play/chess".to_owned())
    );
    assert_eq!(
        Route::parse("#/rules", &games),
        Route::NotFound("/rules".to_owned())
    );
    assert_eq!(
        Route::parse("#/play/take5/x", &games),
        Route::NotFound("/play/take5/x".to_owned())
    );
    assert_eq!(
        Route::parse("#settings", &games),
        Route::NotFound("settings".to_owned())
    );
    assert_eq!(
        Route::parse("#/play/take5", &[]),
        Route::NotFound("/play/take5".to_owned())
    );
}

#[wasm_bindgen_test]
fn route_links_are_relative_hashes() {
    assert_eq!(Route::Home.href(), "#/");
    assert_eq!(Route::Settings.href(), "#/settings");
    assert_eq!(Route::About.href(), "#/about");
    assert_eq!(Route::Play("take5").href(), "#/play/take5");
    assert_eq!(Route::Rules("morris").href(), "#/rules/morris");
    for route in [
        Route::Home,
        Route::Settings,
        Route::About,
        Route::Play("take5"),
        Route::Lesson("take5", 2),
        Route::Rules("morris"),
    ] {
        assert_eq!(Route::parse(&route.href(), &["take5", "morris"]), route);
    }
}

#[wasm_bindgen_test]
fn theme_resolves_system_from_the_media_query() {
    assert_eq!(resolve(Theme::Light, true), "light");
    assert_eq!(resolve(Theme::Dark, false), "dark");
    assert_eq!(resolve(Theme::System, true), "dark");
    assert_eq!(resolve(Theme::System, false), "light");
}
