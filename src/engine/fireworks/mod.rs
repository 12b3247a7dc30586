//! Fireworks (a Hanabi variant): rules, AIs and the CodinGame protocol
//! (RULES.md §2).
//!
//! - [`cards`]: colours, cards, physical card ids, kind sets;
//! - [`actions`], [`error`], [`options`]: what a player does, why the rules
//!   refuse it, and the rules options (CodinGame or standard numbers, the
//!   number of rounds, a preset first round);
//! - [`knowledge`]: what hints say about a card, and empathy;
//! - [`round`] and [`state`]: one round (rules 3–9) and the four-round game
//!   (rules 2 and 10); `game`: the [`crate::engine::game::Game`] and
//!   [`crate::engine::game::Secrets`] implementations with per-viewer
//!   events;
//! - [`events`], [`history`], [`view`]: what happened (with explanations),
//!   the round's public history, what one player may see;
//! - [`protocol`]: the CodinGame bot protocol; [`protocol_reader`]: a seat's
//!   view rebuilt from it (a built-in AI as a bot);
//! - [`final_turns`]: how many turns follow the last card, counted down
//!   by the AIs' simulations and the solver;
//! - [`outlook`]: what everyone can work out about the round's end
//!   (max score, pace, turns left) from public facts alone;
//! - [`setup_check`]: the checks of a preset round (every problem in words, or only
//!   whether there is one, for a game's start);
//! - [`studio`]: what the studio's position editor asks (set-up problems,
//!   what a teacher can mark);
//! - [`team`] and [`tools`]: team figures (a cooperative game) and the
//!   referee's tools (rules presets, team figures);
//! - [`ai`]: the easy, medium, hard and hat computer players;
//! - [`lessons`]: the built-in lessons (preset rounds with scripted turns),
//!   the last two at the standard table of two (`lessons_table`).

pub mod actions;
pub mod ai;
pub mod cards;
pub mod deck;
pub mod error;
pub mod events;
pub mod final_turns;
mod game;
pub mod history;
pub mod knowledge;
pub mod lessons;
mod lessons_table;
pub mod options;
pub mod outlook;
pub mod protocol;
pub mod protocol_reader;
pub mod round;
mod seat_state;
pub mod setup_check;
pub mod solver;
pub mod state;
pub mod studio;
pub mod team;
pub mod tools;
pub mod view;

#[cfg(test)]
mod tests;

pub use actions::{slot_letter, Clue, FireworksAction, Slot, HAND_SIZE};
pub use cards::{Card, CardId, Colour, KindSet};
pub use error::FireworksError;
pub use events::{FireworksEvent, RoundEnd, ShownCard};
pub use history::{Turn, TurnResult};
pub use knowledge::HintKnowledge;
pub use options::{FireworksOptions, Known, Preset, Rest, Rules};
pub use state::{Fireworks, RoundResult};
pub use view::{FireworksView, SeenCard};
