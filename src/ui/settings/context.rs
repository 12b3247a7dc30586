//! The settings every page sees (wasm): the app provides them as a Yew
//! context, the settings form and the game screen read them.

#![cfg(target_arch = "wasm32")]

use yew::Callback;

use super::Settings;

/// The settings as seen by every page (`use_context::<SettingsContext>()`).
#[derive(Clone, Debug, PartialEq)]
pub struct SettingsContext {
    /// The current settings.
    pub settings: Settings,
    /// Replaces the settings in the app (saving is the caller's job).
    pub update: Callback<Settings>,
}
