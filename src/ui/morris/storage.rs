//! The saved Nine Men's Morris games: the set-up and the record (options +
//! seed + moves) of the current game under [`GAME_KEY`], and of the
//! unfinished game it put aside under [`ASIDE_KEY`].

use serde::{Deserialize, Serialize};

use crate::engine::morris::Morris;
use crate::engine::record::GameRecord;
use crate::ui::save_slot;

use super::setup::Setup;

/// The key holding the current Morris game.
pub const GAME_KEY: &str = "parlour.morris.game.v1";

/// The key holding the unfinished game a new game put aside, if any.
pub const ASIDE_KEY: &str = "parlour.morris.aside.v1";

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
    pub record: GameRecord<Morris>,
    /// Whether the point names were shown.
    #[serde(default = "shown")]
    pub labels: bool,
}

fn shown() -> bool {
    true
}

/// What was found under [`GAME_KEY`].
pub type Loaded = save_slot::Loaded<SavedGame>;

/// Reads a saved text (pure, for tests).
pub fn parse_saved(text: Option<&str>) -> Loaded {
    save_slot::parse_saved(text, SAVE_VERSION)
}

/// Loads the saved game.
pub fn load_game() -> Loaded {
    save_slot::load(GAME_KEY, SAVE_VERSION)
}

/// Saves the game; an error is a sentence for the person.
pub fn save_game(setup: &Setup, record: &GameRecord<Morris>, labels: bool) -> Result<(), String> {
    let saved = SavedGame {
        version: SAVE_VERSION,
        setup: setup.clone(),
        record: record.clone(),
        labels,
    };
    save_slot::save(GAME_KEY, &saved)
}

/// Loads the game put aside, if a readable one is saved.
pub fn load_aside() -> Option<(Setup, GameRecord<Morris>)> {
    save_slot::load_readable::<SavedGame>(ASIDE_KEY, SAVE_VERSION).map(|s| (s.setup, s.record))
}

/// Saves the game put aside, or removes the key when there is none.
pub fn save_aside(aside: Option<&(Setup, GameRecord<Morris>)>) -> Result<(), String> {
    let saved = aside.map(|(setup, record)| SavedGame {
        version: SAVE_VERSION,
        setup: setup.clone(),
        record: record.clone(),
        labels: true,
    });
    save_slot::save_or_remove(ASIDE_KEY, saved.as_ref())
}
