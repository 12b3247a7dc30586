//! Saving the current game in `localStorage` under one versioned key
//! ([`GAME_KEY`]): the seat set-up and the record (options + seed + steps),
//! from which everything else is replayed. No other key is touched.

use gloo::storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

use crate::engine::record::GameRecord;
use crate::engine::take5::Take5;

use super::setup::Setup;

/// The one key holding the current 6 nimmt! game.
pub const GAME_KEY: &str = "parlour.take5.game.v1";

/// The layout version written into the saved object.
pub const SAVE_VERSION: u32 = 1;

/// What is saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    /// [`SAVE_VERSION`] when written.
    pub version: u32,
    /// Who sits where.
    pub setup: Setup,
    /// The game's record.
    pub record: GameRecord<Take5>,
}

/// What was found under [`GAME_KEY`].
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// Nothing saved (or storage unavailable).
    Nothing,
    /// A readable saved game.
    Game(Box<SavedGame>),
    /// Something unreadable; the text says why.
    Corrupt(String),
}

/// Reads a saved text (pure, for tests).
pub fn parse_saved(text: Option<&str>) -> Loaded {
    let Some(text) = text else {
        return Loaded::Nothing;
    };
    match serde_json::from_str::<SavedGame>(text) {
        Ok(saved) if saved.version == SAVE_VERSION => Loaded::Game(Box::new(saved)),
        Ok(saved) => Loaded::Corrupt(format!(
            "it was saved in format {} and this version reads format {SAVE_VERSION}",
            saved.version
        )),
        Err(error) => Loaded::Corrupt(format!("it could not be read ({error})")),
    }
}

fn storage() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

/// Loads the saved game.
pub fn load_game() -> Loaded {
    let Some(storage) = storage() else {
        return Loaded::Nothing;
    };
    parse_saved(storage.get_item(GAME_KEY).ok().flatten().as_deref())
}

/// Saves `setup` and `record`; an error is a sentence for the person.
pub fn save_game(setup: &Setup, record: &GameRecord<Take5>) -> Result<(), String> {
    if storage().is_none() {
        return Err("this browser does not allow saving data for this page".to_owned());
    }
    let saved = SavedGame {
        version: SAVE_VERSION,
        setup: setup.clone(),
        record: record.clone(),
    };
    LocalStorage::set(GAME_KEY, &saved).map_err(|e| format!("the game could not be saved ({e})"))
}
