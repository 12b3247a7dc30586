//! 6 nimmt! (Take 5): rules, AIs and the CodinGame protocol (RULES.md §1).
//!
//! - [`cards`]: the deck, cows and the placement rule;
//! - [`example`]: the statement's worked example as a preset deal;
//! - [`options`]: rules options, actions and rule errors;
//! - [`state`] and `turn`: the game state and turn resolution;
//! - [`events`]: what happened, with explanations;
//! - [`view`]: what one seat may see;
//! - [`lessons`]: the built-in lessons (preset deals with scripted turns);
//! - [`protocol`]: the CodinGame bot protocol; [`protocol_reader`]: a seat's
//!   view rebuilt from it (a built-in AI as a bot);
//! - [`setup_check`]: the checks of a prepared deal (every problem in words, or only
//!   whether there is one, for a game's start);
//! - [`studio`]: what the studio's position editor asks (set-up problems,
//!   what a teacher can mark);
//! - [`tools`]: the referee's tools (none besides play, arena, bench);
//! - [`ai`]: the computer players.

pub mod ai;
pub mod cards;
pub mod events;
pub mod example;
mod game;
pub mod lessons;
pub mod options;
pub mod protocol;
pub mod protocol_reader;
mod seat_state;
pub mod setup_check;
pub mod state;
pub mod studio;
pub mod tools;
mod turn;
pub mod view;

#[cfg(test)]
mod tests;

pub use cards::{cows, row_cows, Card};
pub use events::Take5Event;
pub use options::{Deal, Take5Action, Take5Error, Take5Options};
pub use state::{Phase, Take5};
pub use turn::DISQUALIFIED_SCORE;
pub use view::{Take5View, ViewPhase};
