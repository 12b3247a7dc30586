//! The games parlour plays: the one list ([`for_each_game!`]) and the one
//! type-erased table every part of parlour builds from it ([`Games`]):
//! the referee and the puzzle miner, the coach's worker, the studio's
//! importer here, from the engine's traits ([`PerGame`], [`Listed`]); the
//! page, the extras module and the studio from the app's traits too
//! (`ui::shell::listed`). Adding a game is adding it to the list (and its
//! folders; `tests/game_list.rs` checks that nothing is missing).
//!
//! A table holds, for each game, only what its part uses of it (plain
//! functions and data), so a wasm module links no more of a game than it
//! shows: the page's module, which lists every game on its home page,
//! carries their names and no board, engine or AI.

use crate::engine::{
    agent::HasAgents,
    coach::{Coach, FindsBest},
    game::Game,
    lesson::HasLessons,
    protocol_reader::ProtocolReader,
    remote::seat_state::SeatState,
    study::setup::Studio,
    tools::GameTools,
};

/// Calls `$callback!` with the type of every playable game, in home-page
/// order: `crate::for_each_game!(my_macro)` expands to
/// `my_macro!(Take5, Morris, Fireworks)` (full paths). [`Games::new`] and
/// the app's `ui::shell::listed::app_games` are its callers in the code;
/// tests use it to check every game by type.
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

/// Everything a listed game implements in the engine: its rules, protocol
/// (both sides: the referee's and a bot's reader), AIs, lessons, coach
/// (and the best a deal allowed), studio checks and referee tools.
pub trait Listed:
    ProtocolReader
    + HasAgents
    + HasLessons
    + GameTools
    + Coach
    + FindsBest
    + Studio
    + SeatState
    + 'static
{
}

impl<G> Listed for G where
    G: ProtocolReader
        + HasAgents
        + HasLessons
        + GameTools
        + Coach
        + FindsBest
        + Studio
        + SeatState
        + 'static
{
}

/// What one part of parlour keeps of each game, made from the game's type
/// (the referee's commands, the coach's tasks).
pub trait PerGame: Sized {
    /// What the part keeps of game `G`.
    fn of<G: Listed>() -> Self;
}

/// What one part of parlour keeps of each listed game, in home-page
/// order, found by the game's id.
pub struct Games<R> {
    rows: Vec<(&'static str, R)>,
}

impl<R: PerGame> Games<R> {
    /// What the part keeps of every listed game.
    pub fn new() -> Games<R> {
        macro_rules! rows {
            ($($game:ty),*) => {
                vec![$((<$game as Game>::ID, R::of::<$game>())),*]
            };
        }
        Games {
            rows: crate::for_each_game!(rows),
        }
    }
}

impl<R: PerGame> Default for Games<R> {
    fn default() -> Self {
        Games::new()
    }
}

impl<R> Games<R> {
    /// The table of `rows` (each a game's id and what the part keeps of
    /// it), in the list's order: how a floor above the engine builds its
    /// own from the list.
    pub fn from_rows(rows: Vec<(&'static str, R)>) -> Games<R> {
        Games { rows }
    }

    /// The table with one more game (the crate's tests add their test
    /// games to the referee's); a game already in it is a mistake that
    /// would hide one of the two, so it panics.
    pub fn with(mut self, id: &'static str, row: R) -> Games<R> {
        assert!(self.find(id).is_none(), "the game `{id}` is listed already");
        self.rows.push((id, row));
        self
    }

    /// What the part keeps of game `id`, if that game is listed.
    pub fn find(&self, id: &str) -> Option<&R> {
        self.rows
            .iter()
            .find(|(at, _)| *at == id)
            .map(|(_, row)| row)
    }

    /// What the part keeps of game `id`, taken out of the table.
    pub fn take(self, id: &str) -> Option<R> {
        self.rows
            .into_iter()
            .find(|(at, _)| *at == id)
            .map(|(_, row)| row)
    }

    /// Every game's id and what the part keeps of it, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &R)> {
        self.rows.iter().map(|(id, row)| (*id, row))
    }

    /// Every game's id and what the part keeps of it, taken out of the
    /// table.
    pub fn into_rows(self) -> impl Iterator<Item = (&'static str, R)> {
        self.rows.into_iter()
    }

    /// The games' ids, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        self.rows.iter().map(|(id, _)| *id).collect()
    }
}
