//! The saved form of a game screen, for every game: the set-up, the record
//! (options + seed + steps, from which everything else is replayed) and
//! the game's display choices, under versioned keys derived from the
//! game's id (`parlour.<id>.game.v1` for the current game,
//! `parlour.<id>.aside.v1` for the one put aside). Pure: reading tells a
//! missing save from an unreadable one; `storage` (wasm) does the I/O.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::agent::ReasonTexts;
use crate::engine::record::GameRecord;
use crate::text::t;

use super::game_ui::GameUi;
use super::screen::{Display, Kept, Screen};
use super::setup::Setup;

/// The layout version written into a saved game.
pub const SAVE_VERSION: u32 = 1;

/// The key holding game `id`'s current game.
pub fn game_key(id: &str) -> String {
    format!("parlour.{id}.game.v1")
}

/// The key holding the unfinished game of `id` a new game put aside.
pub fn aside_key(id: &str) -> String {
    format!("parlour.{id}.aside.v1")
}

/// What is saved.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct SavedGame<G: GameUi> {
    /// [`SAVE_VERSION`] when written.
    pub version: u32,
    /// Who sits where.
    pub setup: Setup,
    /// The game's record.
    pub record: GameRecord<G>,
    /// The AIs' reasons, by record step (older saves have none).
    #[serde(default)]
    pub reasons: Vec<(usize, ReasonTexts)>,
    /// The coach's hints taken: record length and seat (older saves have
    /// none).
    #[serde(default)]
    pub hints: Vec<(usize, usize)>,
    /// The game's display choices (a save without them gets the
    /// defaults). Not flattened: a flattened field makes serde read the
    /// whole save through its buffering deserializer, which costs the page
    /// many kilobytes per game.
    #[serde(default)]
    pub prefs: G::Prefs,
}

impl<G: GameUi> SavedGame<G> {
    /// The saved form of `screen`'s game.
    pub fn of(screen: &Screen<G>) -> SavedGame<G> {
        SavedGame {
            version: SAVE_VERSION,
            setup: screen.setup.clone(),
            record: screen.session.record().clone(),
            reasons: screen.reasons.clone(),
            hints: screen.hints.clone(),
            prefs: screen.prefs.clone(),
        }
    }

    /// The saved form of a game put aside.
    pub fn of_kept((setup, record, reasons): &Kept<G>) -> SavedGame<G> {
        SavedGame {
            version: SAVE_VERSION,
            setup: setup.clone(),
            record: record.clone(),
            reasons: reasons.clone(),
            hints: Vec::new(),
            prefs: G::Prefs::default(),
        }
    }
}

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

/// Reads a saved text written in layout `version`.
pub fn parse_saved<T: DeserializeOwned>(text: Option<&str>, version: u32) -> Loaded<T> {
    let Some(text) = text else {
        return Loaded::Nothing;
    };
    match serde_json::from_str::<VersionOnly>(text) {
        Ok(found) if found.version != version => {
            return Loaded::Corrupt(t::shell_save_format(found.version, version).to_string())
        }
        _ => {}
    }
    match serde_json::from_str::<T>(text) {
        Ok(saved) => Loaded::Game(Box::new(saved)),
        Err(error) => Loaded::Corrupt(t::shell_save_unreadable(error.to_string()).to_string()),
    }
}

/// The screen a page starts with: the saved game resumed, or `fresh()`
/// with a sentence saying why the save was not used.
pub fn resume_or_fresh<G: GameUi>(
    loaded: Loaded<SavedGame<G>>,
    display: Display,
    fresh: impl FnOnce() -> Screen<G>,
) -> (Screen<G>, Option<String>) {
    match loaded {
        Loaded::Nothing => (fresh(), None),
        Loaded::Game(saved) => {
            let SavedGame {
                setup,
                record,
                prefs,
                reasons,
                hints,
                ..
            } = *saved;
            match Screen::resume(setup, record, display) {
                Ok(mut screen) => {
                    screen.prefs = prefs;
                    screen.keep_reasons(reasons);
                    screen.hints = hints;
                    (screen, None)
                }
                Err(reason) => (fresh(), Some(t::shell_save_not_resumed(reason).to_string())),
            }
        }
        Loaded::Corrupt(reason) => (fresh(), Some(t::shell_save_not_read(reason).to_string())),
    }
}
