//! The Nine Men's Morris screen.
//!
//! - [`setup`]: modes and seats (White = seat 0, Black = seat 1);
//! - [`screen`]: the screen's state and its one reducer;
//! - [`frame`]: the board as it was at any event of the history;
//! - [`board`] and [`players`]: the SVG board and the seat panels;
//! - [`result`], [`protocol_view`], [`new_game`]: the end screen, the
//!   bot-protocol panel and the new-game form (with the lessons, whose
//!   positions and scripts live in `engine::morris::lessons`);
//! - [`storage`]: the saved game (one versioned key);
//! - [`page`]: the component that ties them together;
//! - [`rules`]: the rules page.

pub mod board;
pub mod frame;
pub mod new_game;
pub mod page;
pub mod players;
pub mod protocol_view;
pub mod result;
pub mod rules;
pub mod screen;
pub mod setup;
pub mod storage;

use yew::prelude::*;

/// The play page content (registry `play`), starting `lesson` if given.
pub fn play(lesson: Option<u8>) -> Html {
    html! { <page::MorrisScreen {lesson} /> }
}

pub use rules::rules;
