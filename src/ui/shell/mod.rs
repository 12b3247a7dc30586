//! The one game screen every game stands on (after boardgame.io's
//! `Client({ game, board })`): a game adds its board, its input and its
//! data ([`game_ui::GameUi`], and on wasm `drawing::GameDrawing`); the shell owns
//! the rest.
//!
//! Native and wasm (pure, tested natively):
//! - [`game_ui`]: what a game supplies;
//! - [`screen`]: the screen's state and its reducer, in parts (seating,
//!   pacing, texts, lifecycle);
//! - [`log_place`]: where the screen stands in its event log (shown,
//!   cursor, replay);
//! - [`setup`]: modes and seats (a person or an AI level);
//! - [`new_game`]: what the new-game form asks for and what a game offers;
//! - [`saved`]: the saved form and its keys (`parlour.<id>.game.v1`);
//! - [`protocol`]: the bot-protocol panel's lines;
//! - [`thinking`]: the settings' AI thinking time on an AI's level;
//! - [`words`]: word helpers for every game's texts.
//!
//! Wasm only: [`page`] (the generic `GamePage<G>` component), [`drawing`]
//! (what a game draws), [`timers`] (the `use_screen_timers` hook),
//! [`best_asking`] (the deal's best asked of the coach's worker),
//! [`daily`] and `daily_asking` (the deal of the day: its deal, the AI
//! teams asked of an AI worker, the results kept),
//! [`studio_ui`] (what a game adds to the studio and the lesson player),
//! [`listed`] (the app's table of the listed games),
//! [`sharing`] (links and game files, written and read by the game's AI
//! worker), [`storage`] (localStorage), [`chrome`] (toolbar, dialogs,
//! notices, end panel, play controls).

pub mod best_asking;
pub mod chrome;
pub mod daily;
pub mod daily_asking;
pub mod devices;
pub mod drawing;
pub mod game_ui;
pub mod hint_reply;
pub mod listed;
pub mod log_place;
pub mod new_game;
pub mod page;
pub mod protocol;
pub mod saved;
pub mod screen;
pub mod setup;
pub mod sharing;
pub mod storage;
pub mod studio_ui;
pub mod thinking;
pub mod timers;
pub mod words;

#[cfg(test)]
mod daily_tests;
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
