//! One component per route (see [`crate::ui::route::Route`]), and the
//! pages' row of each game ([`games`]).

#![cfg(target_arch = "wasm32")]

pub mod about;
pub mod game;
pub mod games;
pub mod home;
pub mod not_found;
pub mod settings;

pub use about::AboutPage;
pub use game::{about_page, play_page, puzzles_page, rules_page, studio_page, study_lesson_page};
pub use home::home_page;
pub use not_found::not_found_page;
pub use settings::SettingsPage;
