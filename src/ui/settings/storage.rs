//! Saving and loading [`Settings`] in `localStorage` (through gloo-storage)
//! under the single key [`SETTINGS_KEY`]; no other key is ever touched.

#![cfg(target_arch = "wasm32")]

use gloo::storage::errors::StorageError;
use gloo::storage::{LocalStorage, Storage};
use serde_json::Value;

use super::model::{parse_settings, settings_to_value, LoadedSettings, Settings, SETTINGS_KEY};

/// Whether this page may use `localStorage` (it can be blocked by privacy
/// settings; gloo-storage would panic on access then).
fn storage_available() -> bool {
    gloo::utils::window()
        .local_storage()
        .ok()
        .flatten()
        .is_some()
}

/// Loads the saved settings, falling back to defaults for whatever cannot be
/// read (see [`parse_settings`]). When something was reset, the repaired
/// settings are written back at once so the notice is shown only once.
pub fn load_settings() -> LoadedSettings {
    let loaded = read_settings();
    if !loaded.reset.is_empty() {
        // Best effort: if writing fails, the notice simply shows again next time.
        let _ = save_settings(&loaded.settings);
    }
    loaded
}

/// Reads the saved settings like [`load_settings`] but writes nothing
/// back (a page embedded in another site's frame touches no storage).
pub fn read_settings() -> LoadedSettings {
    if !storage_available() {
        return parse_settings(None);
    }
    match LocalStorage::raw().get_item(SETTINGS_KEY) {
        Ok(saved) => parse_settings(saved.as_deref()),
        Err(_) => parse_settings(None),
    }
}

/// Saves the settings under [`SETTINGS_KEY`]; the error is a sentence for the player.
pub fn save_settings(settings: &Settings) -> Result<(), String> {
    if !storage_available() {
        return Err("this browser does not allow saving data for this page".to_owned());
    }
    let value: Value = settings_to_value(settings);
    LocalStorage::set(SETTINGS_KEY, value).map_err(|error| match error {
        StorageError::JsError(js) => format!("the browser refused to save ({js})"),
        other => format!("the settings could not be written ({other})"),
    })
}
