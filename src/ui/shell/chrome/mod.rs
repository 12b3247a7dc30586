//! The parts of a game screen that every game shares, as small components
//! with plain-data props (they are compiled once, not once per game).
//!
//! - [`notices`]: the notice bar and the put-aside notice;
//! - [`game_bar`]: the toolbar (new game, lessons, restart, undo, protocol,
//!   rules, step-through, pace) and its dialogs;
//! - [`new_game`]: the new-game form (mode, seats, levels, names, seed),
//!   with [`daily_section`]: the deal of the day and the ones played here;
//! - [`end_panel`]: the result, its reason, the ranking and a deal of the
//!   day's comparison;
//! - [`pass_panel`]: hot-seat's hand-over between people;
//! - [`protocol_panel`]: the bot protocol's lines;
//! - [`share_panel`]: the link to the game, its file download and opening;
//! - [`lesson_links`]: a game's lessons as links (rules pages);
//! - [`rule_sets`]: the rule sets a game offers (rules pages);
//! - [`table_layout`]: the screen's layout around the game's table.

#![cfg(target_arch = "wasm32")]

pub mod daily_section;
pub mod end_panel;
pub mod game_bar;
pub mod lesson_links;
pub mod new_game;
pub mod notices;
pub mod pass_panel;
pub mod protocol_panel;
pub mod rule_sets;
pub mod share_panel;
pub mod table_layout;

pub use game_bar::GameBar;
pub use new_game::NewGameForm;
pub use table_layout::{table_layout, LayoutData, TableLayoutProps};
