//! The player's preferences: the data model and its field-by-field parsing
//! ([`model`], pure functions; the AI thinking time's choices in
//! [`thinking_time`]) and their persistence in `localStorage`
//! under one versioned key ([`storage`]); on wasm, the context every page
//! reads them from ([`context`]).

pub mod context;
pub mod language;
pub mod model;
pub mod storage;
#[cfg(test)]
mod tests;
pub mod thinking_time;

#[cfg(target_arch = "wasm32")]
pub use context::SettingsContext;
pub use language::{chosen_lang, LanguageChoice};
pub use model::is_stun_address;
pub use model::{
    clean_name, parse_settings, settings_to_value, AiLevel, AnimationSpeed, Hints, LoadedSettings,
    Settings, Theme, DEFAULT_NAME, MAX_NAME_CHARS, SETTINGS_KEY,
};
#[cfg(target_arch = "wasm32")]
pub use storage::{load_settings, read_settings, save_settings};
pub use thinking_time::ThinkingTime;
