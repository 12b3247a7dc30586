#![cfg(target_arch = "wasm32")]
//! Settings storage and theme resolution, in the browser (the parsing and
//! the routes are tested natively).

use gloo::storage::{LocalStorage, Storage};
use parlour::text::Lang;
use parlour::ui::settings::{
    load_settings, save_settings, AiLevel, AnimationSpeed, Hints, LanguageChoice, Settings, Theme,
    ThinkingTime, SETTINGS_KEY,
};
use parlour::ui::theme::resolve;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn custom() -> Settings {
    Settings {
        player_name: "Ada".to_owned(),
        ai_level: AiLevel::Hard,
        ai_time: ThinkingTime::Ms500,
        animation_speed: AnimationSpeed::Fast,
        theme: Theme::Dark,
        step_through: false,
        hints: Hints::Always,
        language: LanguageChoice::Fixed(Lang::Fr),
        stun: "stun:stun.example.org:3478".to_owned(),
    }
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
fn theme_resolves_system_from_the_media_query() {
    assert_eq!(resolve(Theme::Light, true), "light");
    assert_eq!(resolve(Theme::Dark, false), "dark");
    assert_eq!(resolve(Theme::System, true), "dark");
    assert_eq!(resolve(Theme::System, false), "light");
}
