//! Versioned `localStorage` keys holding a game's current game and the
//! unfinished game it put aside (the seats and the record, from which
//! everything else is replayed). Reading tells a missing save from an
//! unreadable one; no other key is touched.

use gloo::storage::{LocalStorage, Storage};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// What was found under a save key.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded<T> {
    /// Nothing saved (or storage unavailable).
    Nothing,
    /// A readable save.
    Game(Box<T>),
    /// Something unreadable; the text says why.
    Corrupt(String),
}

/// The one field every save carries: its layout version.
#[derive(Deserialize)]
struct VersionOnly {
    version: u32,
}

/// Reads a saved text written in layout `version` (pure, for tests).
pub fn parse_saved<T: DeserializeOwned>(text: Option<&str>, version: u32) -> Loaded<T> {
    let Some(text) = text else {
        return Loaded::Nothing;
    };
    match serde_json::from_str::<VersionOnly>(text) {
        Ok(found) if found.version != version => {
            return Loaded::Corrupt(format!(
                "it was saved in format {} and this version reads format {version}",
                found.version
            ))
        }
        _ => {}
    }
    match serde_json::from_str::<T>(text) {
        Ok(saved) => Loaded::Game(Box::new(saved)),
        Err(error) => Loaded::Corrupt(format!("it could not be read ({error})")),
    }
}

fn storage() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

/// Loads what is saved under `key` in layout `version`.
pub fn load<T: DeserializeOwned>(key: &str, version: u32) -> Loaded<T> {
    let Some(storage) = storage() else {
        return Loaded::Nothing;
    };
    parse_saved(storage.get_item(key).ok().flatten().as_deref(), version)
}

/// What is saved under `key` in layout `version`, if it is readable.
pub fn load_readable<T: DeserializeOwned>(key: &str, version: u32) -> Option<T> {
    match load(key, version) {
        Loaded::Game(value) => Some(*value),
        Loaded::Nothing | Loaded::Corrupt(_) => None,
    }
}

/// Saves `value` under `key`, or removes the key for `None`.
pub fn save_or_remove<T: Serialize>(key: &str, value: Option<&T>) -> Result<(), String> {
    match value {
        Some(value) => save(key, value),
        None => {
            remove(key);
            Ok(())
        }
    }
}

/// The screen a page starts with: `resume`d from what `loaded` holds, or
/// `fresh()` with a sentence saying why the save was not used.
pub fn resume_or_fresh<T, S>(
    loaded: Loaded<T>,
    resume: impl FnOnce(T) -> Result<S, String>,
    fresh: impl FnOnce() -> S,
) -> (S, Option<String>) {
    match loaded {
        Loaded::Nothing => (fresh(), None),
        Loaded::Game(saved) => match resume(*saved) {
            Ok(screen) => (screen, None),
            Err(reason) => (
                fresh(),
                Some(format!(
                    "The saved game could not be resumed ({reason}), so a new game was started."
                )),
            ),
        },
        Loaded::Corrupt(reason) => (
            fresh(),
            Some(format!(
                "The saved game could not be read ({reason}), so a new game was started."
            )),
        ),
    }
}

/// Removes whatever is saved under `key` (nothing happens without storage).
pub fn remove(key: &str) {
    if let Some(storage) = storage() {
        // A failed removal only leaves a stale save, read and checked later.
        let _ = storage.remove_item(key);
    }
}

/// Saves `value` under `key`; an error is a sentence for the person.
pub fn save<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    if storage().is_none() {
        return Err("this browser does not allow saving data for this page".to_owned());
    }
    LocalStorage::set(key, value).map_err(|e| format!("the game could not be saved ({e})"))
}
