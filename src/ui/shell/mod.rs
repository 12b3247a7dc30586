//! The one game screen every game stands on (after boardgame.io's
//! `Client({ game, board })`): a game adds its board, its input and its
//! data ([`game_ui::GameUi`], and on wasm `view::GameView`); the shell owns
//! the rest.
//!
//! Native and wasm (pure, tested natively):
//! - [`game_ui`]: what a game supplies;
//! - [`screen`]: the screen's state and its reducer, in parts (seating,
//!   pacing, texts, lifecycle);
//! - [`marks`]: the position in the event log (shown, cursor, replay);
//! - [`setup`]: modes and seats (a person or an AI level);
//! - [`new_game`]: what the new-game form asks for and what a game offers;
//! - [`saved`]: the saved form and its keys (`parlour.<id>.game.v1`);
//! - [`protocol`]: the bot-protocol panel's lines;
//! - [`thinking`]: the settings' AI thinking time on an AI's level;
//! - [`words`]: word helpers for every game's texts.
//!
//! Wasm only: [`page`] (the generic `GamePage<G>` component), [`view`]
//! (what a game draws), [`timers`] (the `use_screen_timers` hook),
//! [`ai_client`] (the AI worker), [`storage`] (localStorage), [`chrome`]
//! (toolbar, dialogs, notices, end panel, play controls).

pub mod game_ui;
pub mod marks;
pub mod new_game;
pub mod protocol;
pub mod saved;
pub mod screen;
pub mod setup;
pub mod thinking;
pub mod words;

#[cfg(test)]
mod older_records_tests;
#[cfg(test)]
mod rule_choice_tests;
#[cfg(test)]
mod saved_tests;
#[cfg(test)]
mod setup_tests;
#[cfg(test)]
mod thinking_tests;

#[cfg(target_arch = "wasm32")]
pub mod ai_client;
#[cfg(target_arch = "wasm32")]
pub mod chrome;
#[cfg(target_arch = "wasm32")]
pub mod page;
#[cfg(target_arch = "wasm32")]
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod timers;
#[cfg(target_arch = "wasm32")]
pub mod view;
