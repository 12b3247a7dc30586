//! The settings model's parsing, natively: a saved value is read field by
//! field, so a broken field falls back alone.

use super::model::{
    clean_name, is_stun_address, parse_settings, settings_to_value, AiLevel, AnimationSpeed, Hints,
    Settings, Theme, MAX_NAME_CHARS,
};
use super::{LanguageChoice, ThinkingTime};
use crate::text::Lang;

const ALL_RESET: [&str; 9] = [
    "player name",
    "default AI level",
    "AI thinking time",
    "animation speed",
    "theme",
    "step-through",
    "hints",
    "language",
    "STUN server",
];

fn custom() -> Settings {
    Settings {
        player_name: "Ada".to_owned(),
        ai_level: AiLevel::Hard,
        ai_time: ThinkingTime::Ms1000,
        animation_speed: AnimationSpeed::Fast,
        theme: Theme::Dark,
        step_through: false,
        hints: Hints::Always,
        language: LanguageChoice::Fixed(Lang::De),
        stun: "stun:stun.example.org:3478".to_owned(),
    }
}

#[test]
fn a_stun_server_is_an_address_or_nothing() {
    for good in [
        "",
        "  ",
        "stun:stun.example.org",
        "stun:10.0.0.2:3478",
        "stuns:a-b.example:5349",
    ] {
        assert!(is_stun_address(good), "{good}");
    }
    assert!(is_stun_address("stun:[2001:db8::1]:3478"));
    for bad in [
        "stun.example.org",
        "http://x",
        "stun:",
        "stun:host:99999",
        "stun:a b",
        "turn:x:1",
        "stun:a:b:1",
        "stun:-:1",
        "stun:[2001:db8::1",
    ] {
        assert!(!is_stun_address(bad), "{bad}");
    }
    assert_eq!(Settings::default().stun_server(), None);
    let saved = r#"{"version":1,"stun":"not an address"}"#;
    let loaded = parse_settings(Some(saved));
    assert_eq!(loaded.settings.stun, "");
    assert_eq!(loaded.reset, vec!["STUN server"]);
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
            Some("Some saved settings could not be read and were reset: player name, default AI level, AI thinking time, animation speed, theme, step-through, hints, language, STUN server.")
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
    assert!(text.contains("\"ai_time\":\"1s\""));
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

#[test]
fn thinking_time_defaults_to_the_games_own_time() {
    assert_eq!(Settings::default().ai_time, ThinkingTime::Quick);
    assert_eq!(ThinkingTime::Quick.ms(), None);
    // Settings saved before the field existed: the game's own time, and
    // every other field kept, without a notice.
    let old = r#"{"version":1,"player_name":"Bo","ai_level":"hard","animation_speed":"off","theme":"dark","step_through":false}"#;
    let loaded = parse_settings(Some(old));
    assert!(loaded.reset.is_empty());
    assert_eq!(
        loaded.settings,
        Settings {
            player_name: "Bo".to_owned(),
            ai_level: AiLevel::Hard,
            ai_time: ThinkingTime::Quick,
            animation_speed: AnimationSpeed::Off,
            theme: Theme::Dark,
            step_through: false,
            hints: Hints::AgainstAis,
            language: LanguageChoice::Browser,
            stun: String::new(),
        }
    );
}

#[test]
fn hints_are_offered_against_ais_by_default_and_a_bad_value_is_reset() {
    assert_eq!(Settings::default().hints, Hints::AgainstAis);
    let loaded = parse_settings(Some(r#"{"version":1,"hints":"never"}"#));
    assert_eq!(loaded.settings.hints, Hints::Never);
    assert!(loaded.reset.is_empty());
    let loaded = parse_settings(Some(r#"{"version":1,"hints":"sometimes"}"#));
    assert_eq!(loaded.settings.hints, Hints::AgainstAis);
    assert_eq!(loaded.reset, vec!["hints"]);
    for hints in Hints::ALL {
        let saved = settings_to_value(&Settings {
            hints,
            ..Settings::default()
        });
        assert_eq!(saved["hints"], hints.key());
        assert_eq!(
            parse_settings(Some(&saved.to_string())).settings.hints,
            hints
        );
    }
}

#[test]
fn every_thinking_time_round_trips_and_a_bad_one_resets_alone() {
    let mut times = Vec::new();
    for time in ThinkingTime::ALL {
        let settings = Settings {
            ai_time: time,
            ..custom()
        };
        let text = settings_to_value(&settings).to_string();
        assert!(text.contains(&format!("\"ai_time\":\"{}\"", time.key())));
        assert_eq!(parse_settings(Some(&text)).settings, settings);
        assert!(!time.label().to_string().is_empty());
        times.push(time.ms());
    }
    assert_eq!(
        times,
        vec![None, Some(200), Some(500), Some(1000), Some(2000)]
    );
    for bad in ["\"3s\"", "500", "null", "\"Quick\""] {
        let text = format!(r#"{{"player_name":"Bo","ai_level":"hard","ai_time":{bad}}}"#);
        let loaded = parse_settings(Some(&text));
        assert_eq!(loaded.reset, vec!["AI thinking time"], "{bad}");
        assert_eq!(loaded.settings.ai_time, ThinkingTime::Quick);
        assert_eq!(loaded.settings.player_name, "Bo");
        assert_eq!(loaded.settings.ai_level, AiLevel::Hard);
    }
}

#[test]
fn the_language_follows_the_browser_by_default_and_a_bad_value_is_reset() {
    assert_eq!(Settings::default().language, LanguageChoice::Browser);
    let loaded = parse_settings(Some(r#"{"version":1,"language":"fr"}"#));
    assert_eq!(loaded.settings.language, LanguageChoice::Fixed(Lang::Fr));
    let loaded = parse_settings(Some(r#"{"version":1,"language":"tlh"}"#));
    assert_eq!(loaded.settings.language, LanguageChoice::Browser);
    assert_eq!(loaded.reset, vec!["language"]);
}
