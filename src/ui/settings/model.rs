//! The settings model and its tolerant parsing: a saved value is read field by
//! field, so a corrupted or outdated field falls back to its default without
//! losing the others.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::language::LanguageChoice;
use super::thinking_time::ThinkingTime;
use crate::text::{t, Msg};

/// The one `localStorage` key holding the settings (a JSON object).
pub const SETTINGS_KEY: &str = "parlour.settings.v1";

/// The schema version written into the saved object (`"version": 1`).
pub const SCHEMA_VERSION: u64 = 1;

/// The longest player name kept, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// How strong the computer opponents are by default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AiLevel {
    /// Plays quickly and makes visible mistakes.
    Easy,
    /// A fair opponent for most players.
    #[default]
    Medium,
    /// Plays as well as the built-in AI can.
    Hard,
}

impl AiLevel {
    /// Every level, weakest first.
    pub const ALL: [AiLevel; 3] = [AiLevel::Easy, AiLevel::Medium, AiLevel::Hard];

    /// The label shown in the settings form.
    pub fn label(self) -> Msg {
        match self {
            AiLevel::Easy => t::settings_level_easy(),
            AiLevel::Medium => t::settings_level_medium(),
            AiLevel::Hard => t::settings_level_hard(),
        }
    }

    /// The value used in the saved JSON and in form controls.
    pub fn key(self) -> &'static str {
        match self {
            AiLevel::Easy => "easy",
            AiLevel::Medium => "medium",
            AiLevel::Hard => "hard",
        }
    }
}

/// How fast cards and pieces move on the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// No animation: every change appears at once.
    Off,
    /// Slow, easy to follow.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// Quick, for players who know the game.
    Fast,
}

impl AnimationSpeed {
    /// Every speed, slowest first (with `Off` first of all).
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Slow,
        AnimationSpeed::Normal,
        AnimationSpeed::Fast,
    ];

    /// The label shown in the settings form.
    pub fn label(self) -> Msg {
        match self {
            AnimationSpeed::Off => t::settings_speed_off(),
            AnimationSpeed::Slow => t::settings_speed_slow(),
            AnimationSpeed::Normal => t::settings_speed_normal(),
            AnimationSpeed::Fast => t::settings_speed_fast(),
        }
    }

    /// The value used in the saved JSON and in form controls.
    pub fn key(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "off",
            AnimationSpeed::Slow => "slow",
            AnimationSpeed::Normal => "normal",
            AnimationSpeed::Fast => "fast",
        }
    }

    /// How long one animated move lasts, in milliseconds (0 when off).
    pub fn duration_ms(self) -> u32 {
        match self {
            AnimationSpeed::Off => 0,
            AnimationSpeed::Slow => 700,
            AnimationSpeed::Normal => 350,
            AnimationSpeed::Fast => 150,
        }
    }
}

/// The colour theme of the app.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follows the system's `prefers-color-scheme`.
    #[default]
    System,
    /// Dark text on a light background.
    Light,
    /// Light text on a dark background.
    Dark,
}

impl Theme {
    /// Every theme choice, in form order.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The label shown in the settings form.
    pub fn label(self) -> Msg {
        match self {
            Theme::System => t::settings_theme_system(),
            Theme::Light => t::settings_theme_light(),
            Theme::Dark => t::settings_theme_dark(),
        }
    }

    /// The value used in the saved JSON and in form controls.
    pub fn key(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// When the toolbar offers the coach's hint on a person's turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hints {
    /// Against AIs (and in lessons), not in hot-seat, where the people at
    /// the table play each other.
    #[default]
    AgainstAis,
    /// In hot-seat games too.
    Always,
    /// Never.
    Never,
}

impl Hints {
    /// Every choice, in form order.
    pub const ALL: [Hints; 3] = [Hints::AgainstAis, Hints::Always, Hints::Never];

    /// The label shown in the settings form.
    pub fn label(self) -> Msg {
        match self {
            Hints::AgainstAis => t::settings_hints_against_ais(),
            Hints::Always => t::settings_hints_always(),
            Hints::Never => t::settings_hints_never(),
        }
    }

    /// The value used in the saved JSON and in form controls.
    pub fn key(self) -> &'static str {
        match self {
            Hints::AgainstAis => "against_ais",
            Hints::Always => "always",
            Hints::Never => "never",
        }
    }
}

/// All preferences of the player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The name shown for the human player at the table.
    pub player_name: String,
    /// The strength given to new computer opponents.
    pub ai_level: AiLevel,
    /// How long the hard AI may think when a person plays against it.
    pub ai_time: ThinkingTime,
    /// The pace of table animations.
    pub animation_speed: AnimationSpeed,
    /// Light, dark or following the system.
    pub theme: Theme,
    /// Whether a finished round opens in step-through mode.
    pub step_through: bool,
    /// When the coach's hint is offered.
    pub hints: Hints,
    /// The app's language (the browser's, by default).
    pub language: LanguageChoice,
    /// A STUN server (`stun:host:port`) for play with devices across the
    /// internet; empty (the default): devices on the same network only,
    /// and no request to any other origin.
    pub stun: String,
}

impl Settings {
    /// The STUN server to use, if one is set.
    pub fn stun_server(&self) -> Option<&str> {
        Some(self.stun.trim()).filter(|url| !url.is_empty())
    }
}

/// Whether `text` can be a STUN server's address (`stun:` or `stuns:`, a
/// host, an optional port; at most 200 characters); an empty text is
/// none.
pub fn is_stun_address(text: &str) -> bool {
    let text = text.trim();
    if text.is_empty() {
        return true;
    }
    let Some(rest) = text
        .strip_prefix("stun:")
        .or_else(|| text.strip_prefix("stuns:"))
    else {
        return false;
    };
    // A host name, or an IPv6 address in brackets; then an optional port.
    let (host, port) = match rest.strip_prefix('[') {
        Some(v6) => match v6.split_once(']') {
            Some((address, port)) => (address, port.strip_prefix(':').unwrap_or("3478")),
            None => return false,
        },
        None => rest.split_once(':').unwrap_or((rest, "3478")),
    };
    let name = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-');
    let address = |c: char| c.is_ascii_hexdigit() || c == ':';
    let host_ok = if rest.starts_with('[') {
        !host.is_empty() && host.chars().all(address)
    } else {
        !host.is_empty() && !host.starts_with('-') && host.chars().all(name)
    };
    text.len() <= 200 && host_ok && port.parse::<u16>().is_ok()
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            player_name: DEFAULT_NAME.to_owned(),
            ai_level: AiLevel::default(),
            ai_time: ThinkingTime::default(),
            animation_speed: AnimationSpeed::default(),
            theme: Theme::default(),
            step_through: true,
            hints: Hints::default(),
            language: LanguageChoice::default(),
            stun: String::new(),
        }
    }
}

/// Keeps at most [`MAX_NAME_CHARS`] characters of a typed or saved name and
/// drops control characters (spaces are kept so names can be typed freely).
pub fn clean_name(raw: &str) -> String {
    raw.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect()
}

/// The person's name until they give one: the key the texts address the
/// person by (French "vous", German "du"), never shown as it is.
pub const DEFAULT_NAME: &str = "You";

impl Settings {
    /// The name to show at the table: the player name, or [`DEFAULT_NAME`]
    /// when it is blank.
    pub fn display_name(&self) -> &str {
        match self.player_name.trim() {
            "" => DEFAULT_NAME,
            name => name,
        }
    }
}

/// The result of reading saved settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadedSettings {
    /// The settings to use: saved values where readable, defaults elsewhere.
    pub settings: Settings,
    /// Labels of the settings that were saved but unreadable and were reset
    /// (e.g. `"theme"`); empty when everything was fine or nothing was saved.
    pub reset: Vec<&'static str>,
}

impl LoadedSettings {
    /// The notice shown to the player, if some settings were reset.
    pub fn notice(&self) -> Option<String> {
        if self.reset.is_empty() {
            None
        } else {
            // Each label in the language of the moment.
            let label = |label: &str| {
                use crate::text::t;
                match label {
                    "player name" => t::shell_settings_reset_name().to_string(),
                    "default AI level" => t::shell_settings_reset_level().to_string(),
                    "AI thinking time" => t::shell_settings_reset_time().to_string(),
                    "animation speed" => t::shell_settings_reset_speed().to_string(),
                    "theme" => t::shell_settings_reset_theme().to_string(),
                    "step-through" => t::shell_settings_reset_step().to_string(),
                    "hints" => t::shell_settings_reset_hints().to_string(),
                    "language" => t::shell_settings_reset_language().to_string(),
                    "STUN server" => t::shell_settings_reset_stun().to_string(),
                    other => other.to_owned(),
                }
            };
            let reset: Vec<String> = self.reset.iter().map(|l| label(l)).collect();
            Some(crate::text::t::shell_settings_reset(reset.join(", ")).to_string())
        }
    }
}

const NAME: (&str, &str) = ("player_name", "player name");
const AI: (&str, &str) = ("ai_level", "default AI level");
const TIME: (&str, &str) = ("ai_time", "AI thinking time");
const SPEED: (&str, &str) = ("animation_speed", "animation speed");
const THEME: (&str, &str) = ("theme", "theme");
const STEP: (&str, &str) = ("step_through", "step-through");
const HINTS: (&str, &str) = ("hints", "hints");
const LANGUAGE: (&str, &str) = ("language", "language");
const STUN: (&str, &str) = ("stun", "STUN server");

/// Every saved field's label, in form order.
const ALL_LABELS: [&str; 9] = [
    NAME.1, AI.1, TIME.1, SPEED.1, THEME.1, STEP.1, HINTS.1, LANGUAGE.1, STUN.1,
];

/// Reads the saved text of the settings key (`None` when nothing is saved).
///
/// Nothing saved gives the defaults with no reset. Text that is not a JSON
/// object resets everything. Otherwise each field is read on its own: a
/// missing field (e.g. saved by an older version) silently takes its default,
/// a present but unreadable field takes its default and is listed in
/// [`LoadedSettings::reset`]; unknown fields are ignored.
pub fn parse_settings(saved: Option<&str>) -> LoadedSettings {
    let Some(text) = saved else {
        return LoadedSettings {
            settings: Settings::default(),
            reset: Vec::new(),
        };
    };
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => parse_fields(&map),
        _ => LoadedSettings {
            settings: Settings::default(),
            reset: ALL_LABELS.to_vec(),
        },
    }
}

fn parse_fields(map: &Map<String, Value>) -> LoadedSettings {
    let defaults = Settings::default();
    let mut reset = Vec::new();
    let player_name =
        read(map, NAME, &mut reset, |v| v.as_str().map(clean_name)).unwrap_or(defaults.player_name);
    let ai_level = read(map, AI, &mut reset, enum_value).unwrap_or(defaults.ai_level);
    let ai_time = read(map, TIME, &mut reset, enum_value).unwrap_or(defaults.ai_time);
    let animation_speed =
        read(map, SPEED, &mut reset, enum_value).unwrap_or(defaults.animation_speed);
    let theme = read(map, THEME, &mut reset, enum_value).unwrap_or(defaults.theme);
    let step_through = read(map, STEP, &mut reset, Value::as_bool).unwrap_or(defaults.step_through);
    let hints = read(map, HINTS, &mut reset, enum_value).unwrap_or(defaults.hints);
    let language = read(map, LANGUAGE, &mut reset, enum_value).unwrap_or(defaults.language);
    let stun = read(map, STUN, &mut reset, |v| {
        v.as_str().filter(|s| is_stun_address(s)).map(str::to_owned)
    })
    .unwrap_or(defaults.stun);
    LoadedSettings {
        settings: Settings {
            player_name,
            ai_level,
            ai_time,
            animation_speed,
            theme,
            step_through,
            hints,
            language,
            stun,
        },
        reset,
    }
}

/// Reads one field: `None` if missing (no reset) or unreadable (reset noted).
fn read<T>(
    map: &Map<String, Value>,
    (key, label): (&str, &'static str),
    reset: &mut Vec<&'static str>,
    parse: impl Fn(&Value) -> Option<T>,
) -> Option<T> {
    let value = map.get(key)?;
    let parsed = parse(value);
    if parsed.is_none() {
        reset.push(label);
    }
    parsed
}

fn enum_value<T: for<'de> Deserialize<'de>>(value: &Value) -> Option<T> {
    serde_json::from_value(value.clone()).ok()
}

/// The JSON object saved for these settings, with `"version": 1`.
pub fn settings_to_value(settings: &Settings) -> Value {
    let mut value = serde_json::to_value(settings).unwrap_or(Value::Null);
    if let Value::Object(map) = &mut value {
        map.insert("version".to_owned(), Value::from(SCHEMA_VERSION));
    }
    value
}
