//! The app's side of the one list of games (`crate::games`): everything a
//! listed game implements in the browser ([`AppListed`]: the engine's
//! traits and the app's), and the table a part of the app builds from the
//! list ([`app_games`], each game's [`PerAppGame`]), on the same
//! [`Games`] type as the engine's parts.

#![cfg(target_arch = "wasm32")]

use crate::engine::game::Game;
use crate::games::{Games, Listed};

use super::studio_ui::StudioUi;

/// Everything a listed game implements in the browser: the engine's
/// traits ([`Listed`]) and the app's (its screen, drawing, studio UI:
/// [`StudioUi`] implies the rest).
pub trait AppListed: Listed + StudioUi {}

impl<G: Listed + StudioUi> AppListed for G {}

/// What one part of the app keeps of each game (the page's names, the
/// extras module's parts, the studio's editor), made from its type.
pub trait PerAppGame: Sized {
    /// What the part keeps of game `G`.
    fn of<G: AppListed>() -> Self;
}

/// What a part of the app keeps of every listed game, in home-page order.
pub fn app_games<R: PerAppGame>() -> Games<R> {
    macro_rules! rows {
        ($($game:ty),*) => {
            vec![$((<$game as Game>::ID, R::of::<$game>())),*]
        };
    }
    Games::from_rows(crate::for_each_game!(rows))
}
