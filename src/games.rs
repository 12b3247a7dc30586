//! The games parlour plays: the one list ([`for_each_game!`]) and the one
//! table every part of parlour builds from it ([`Table`]): the page's home
//! and routes, the extras and studio modules, the AI and coach workers,
//! the referee and the puzzle miner. Adding a game is adding it to the list
//! (and its folders; `tests/game_list.rs` checks that nothing is missing).
//!
//! A table's row ([`Row`]) holds only what its part uses of a game (plain
//! functions and data), so a wasm module links no more of a game than it
//! shows: the page's module, which lists every game on its home page,
//! carries their names and no board, engine or AI.

#[cfg(target_arch = "wasm32")]
use crate::{engine::coach::Coach, ui::shell::studio_ui::StudioUi};

#[cfg(not(target_arch = "wasm32"))]
use crate::engine::{
    agent::HasAgents, coach::Coach, lesson::HasLessons, protocol::Protocol, study::setup::Studio,
    tools::GameTools,
};

/// Calls `$callback!` with the type of every playable game, in home-page
/// order: `crate::for_each_game!(my_macro)` expands to
/// `my_macro!(Take5, Morris, Fireworks)` (full paths). [`Table::new`] is
/// its one caller in the code; tests use it to check every game by type.
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback!(
            $crate::engine::take5::Take5,
            $crate::engine::morris::Morris,
            $crate::engine::fireworks::Fireworks
        )
    };
}

/// The ids of [`for_each_game!`]'s games (`Game::ID`), in home-page order.
pub const GAME_IDS: &[&str] = {
    macro_rules! ids {
        ($($game:ty),*) => {
            &[$(<$game as $crate::engine::game::Game>::ID),*]
        };
    }
    crate::for_each_game!(ids)
};

/// Everything a listed game implements on native targets: the engine's
/// traits (rules, protocol, AIs, lessons, the coach, the studio's checks,
/// the referee's tools).
#[cfg(not(target_arch = "wasm32"))]
pub trait Listed: Protocol + HasAgents + HasLessons + GameTools + Coach + Studio + 'static {}

#[cfg(not(target_arch = "wasm32"))]
impl<G: Protocol + HasAgents + HasLessons + GameTools + Coach + Studio + 'static> Listed for G {}

/// Everything a listed game implements in the browser: the engine's traits
/// and the app's (its screen, board and rules page, its studio views and
/// and the coach; these two imply the rest).
#[cfg(target_arch = "wasm32")]
pub trait Listed: StudioUi + Coach + 'static {}

#[cfg(target_arch = "wasm32")]
impl<G: StudioUi + Coach + 'static> Listed for G {}

/// What one part of parlour keeps of each game, made from the game's type:
/// the worker's tasks, the referee's commands, the page's names.
pub trait Row: Sized {
    /// The row of game `G`.
    fn of<G: Listed>() -> Self;
}

/// One row per listed game, in home-page order, found by the game's id.
pub struct Table<R> {
    rows: Vec<(&'static str, R)>,
}

impl<R: Row> Table<R> {
    /// The table of every listed game.
    pub fn new() -> Table<R> {
        macro_rules! rows {
            ($($game:ty),*) => {
                vec![$((<$game as $crate::engine::game::Game>::ID, R::of::<$game>())),*]
            };
        }
        Table {
            rows: crate::for_each_game!(rows),
        }
    }
}

impl<R: Row> Default for Table<R> {
    fn default() -> Self {
        Table::new()
    }
}

impl<R> Table<R> {
    /// The table with one more row (the crate's tests add their test
    /// games to the referee's).
    pub fn with(mut self, id: &'static str, row: R) -> Table<R> {
        self.rows.push((id, row));
        self
    }

    /// Game `id`'s row, if that game is listed.
    pub fn find(&self, id: &str) -> Option<&R> {
        self.rows
            .iter()
            .find(|(at, _)| *at == id)
            .map(|(_, row)| row)
    }

    /// Every game's id and row, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &R)> {
        self.rows.iter().map(|(id, row)| (*id, row))
    }

    /// Game `id`'s row, taken out of the table, if that game is listed.
    pub fn take(self, id: &str) -> Option<R> {
        self.rows
            .into_iter()
            .find(|(at, _)| *at == id)
            .map(|(_, row)| row)
    }

    /// Every game's id and row, in order, taken out of the table.
    pub fn into_rows(self) -> impl Iterator<Item = (&'static str, R)> {
        self.rows.into_iter()
    }

    /// The games' ids, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        self.rows.iter().map(|(id, _)| *id).collect()
    }
}
