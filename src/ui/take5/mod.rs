//! The 6 nimmt! (Take 5) screen.
//!
//! - [`setup`]: modes and seats (person or AI level);
//! - [`screen`]: the screen's state and its one reducer;
//! - [`frame`]: the table as it was at any event of the history;
//! - [`table`] and [`hand`]: the SVG table and the person's hand;
//! - [`lessons`]: the built-in lessons (preset deals + scripts);
//! - [`ranking`], [`protocol_view`], [`new_game`]: the end screen, the
//!   bot-protocol panel and the new-game form;
//! - [`storage`]: the saved game (one versioned key);
//! - [`page`]: the component that ties them together;
//! - [`rules`]: the rules page.

pub mod frame;
pub mod hand;
pub mod lessons;
pub mod new_game;
pub mod page;
pub mod protocol_view;
pub mod ranking;
pub mod rules;
pub mod screen;
pub mod setup;
pub mod storage;
pub mod table;

use yew::prelude::*;

/// The play page content (registry `play`), starting `lesson` if given.
pub fn play(lesson: Option<u8>) -> Html {
    html! { <page::Take5Screen {lesson} /> }
}

pub use rules::rules;
