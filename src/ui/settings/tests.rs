//! The settings model's parsing, natively: a saved value is read field by
//! field, so a broken field falls back alone.

use super::model::{
    clean_name, parse_settings, settings_to_value, AiLevel, AnimationSpeed, Settings, Theme,
    MAX_NAME_CHARS,
};

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

#[test]
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

#[test]
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

#[test]
fn saved_value_round_trips() {
    let text = settings_to_value(&custom()).to_string();
    let loaded = parse_settings(Some(&text));
    assert_eq!(loaded.settings, custom());
    assert!(loaded.reset.is_empty());
    assert!(text.contains("\"version\":1"));
    assert!(text.contains("\"theme\":\"dark\""));
}

#[test]
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

#[test]
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

#[test]
fn older_value_with_missing_fields_keeps_what_it_has_silently() {
    let loaded = parse_settings(Some(r#"{"player_name":"Old","extra":"ignored"}"#));
    assert!(loaded.reset.is_empty());
    assert_eq!(loaded.settings.player_name, "Old");
    assert_eq!(loaded.settings.ai_level, AiLevel::Medium);
    assert_eq!(loaded.settings.theme, Theme::System);
}

#[test]
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
