//! Saving and loading a game screen in `localStorage` (wasm): the current
//! game under [`game_key`], the game put aside under [`aside_key`], the
//! last new-game choice and the deals of the day played. A missing save
//! and an unreadable one are told apart ([`Loaded`]); no other key is
//! touched.

#![cfg(target_arch = "wasm32")]

use gloo::storage::{LocalStorage, Storage};
use serde::Serialize;

use crate::text::t;

use super::daily::{DailyResult, DailyResults};
use super::game_ui::GameUi;
use super::new_game::NewGameChoice;
use super::saved::{aside_key, game_key, parse_saved, Loaded, SavedGame, SAVE_VERSION};
use super::screen::{Kept, Screen};

fn storage() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

fn load<G: GameUi>(key: &str) -> Loaded<SavedGame<G>> {
    let Some(storage) = storage() else {
        return Loaded::Nothing;
    };
    parse_saved(
        storage.get_item(key).ok().flatten().as_deref(),
        SAVE_VERSION,
    )
}

fn save<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    if storage().is_none() {
        return Err(t::shell_storage_refused().to_string());
    }
    LocalStorage::set(key, value).map_err(|e| t::shell_storage_failed(e.to_string()).to_string())
}

/// Loads game `G`'s current game.
pub fn load_game<G: GameUi>() -> Loaded<SavedGame<G>> {
    load(&game_key(G::ID))
}

/// Saves `screen`'s game as `G`'s current game; an error is a sentence
/// for the person.
pub fn save_game<G: GameUi>(screen: &Screen<G>) -> Result<(), String> {
    save(&game_key(G::ID), &SavedGame::of(screen))
}

/// Loads the game put aside, if a readable one is saved.
pub fn load_aside<G: GameUi>() -> Option<Kept<G>> {
    match load::<G>(&aside_key(G::ID)) {
        Loaded::Game(saved) => Some((saved.setup, saved.record, saved.reasons)),
        Loaded::Nothing | Loaded::Corrupt(_) => None,
    }
}

/// Saves the game put aside, or removes its key when there is none.
pub fn save_aside<G: GameUi>(aside: Option<&Kept<G>>) -> Result<(), String> {
    let key = aside_key(G::ID);
    match aside {
        Some(kept) => save(&key, &SavedGame::<G>::of_kept(kept)),
        None => {
            if let Some(storage) = storage() {
                // A failed removal only leaves a stale save, read and checked later.
                let _ = storage.remove_item(&key);
            }
            Ok(())
        }
    }
}

/// The key holding the last new-game choice made for game `id`.
fn choice_key(id: &str) -> String {
    format!("parlour.{id}.new-game.v1")
}

/// The last new-game choice made for game `id`, if a readable one is kept.
pub fn load_choice(id: &str) -> Option<NewGameChoice> {
    // Read through the page's own check: a browser that refuses storage
    // altogether must not stop the toolbar.
    let text = storage()?.get_item(&choice_key(id)).ok().flatten()?;
    serde_json::from_str(&text).ok()
}

/// Keeps `choice` as game `id`'s last new-game choice; an error is a
/// sentence for the person.
pub fn save_choice(id: &str, choice: &NewGameChoice) -> Result<(), String> {
    save(&choice_key(id), choice)
}

/// The key holding the deals of the day played of game `id`.
pub fn daily_key(id: &str) -> String {
    format!("parlour.{id}.daily.v1")
}

/// The deals of the day played of game `id` in this browser (none when
/// nothing readable is kept).
pub fn load_daily(id: &str) -> DailyResults {
    storage()
        .and_then(|s| s.get_item(&daily_key(id)).ok().flatten())
        .map_or_else(DailyResults::default, |text| DailyResults::from_text(&text))
}

/// Keeps `result` among game `id`'s deals of the day
/// ([`DailyResults::with`]); an error is a sentence for the person.
pub fn keep_daily(id: &str, result: DailyResult) -> Result<(), String> {
    let storage = storage().ok_or_else(|| t::shell_storage_refused().to_string())?;
    let text = load_daily(id).with(result).to_text();
    storage
        .set_item(&daily_key(id), &text)
        .map_err(|e| t::shell_storage_failed(format!("{e:?}")).to_string())
}
