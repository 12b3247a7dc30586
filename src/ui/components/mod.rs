//! Shared building blocks for the game pages, as small function components.
//! Every interactive element has an accessible name and is keyboard reachable.

#![cfg(target_arch = "wasm32")]

pub mod button;
pub mod card_face;
pub mod checkbox;
pub mod code_box;
pub mod game_log;
pub mod lesson_list;
pub mod modal;
pub mod settings_form;
pub mod step_bar;
pub mod suggested;

pub use button::{button, ButtonKind};
pub use card_face::CardTone;
pub use checkbox::checkbox;
pub use game_log::GameLog;
pub use modal::Modal;
pub use settings_form::SettingsForm;
pub use step_bar::step_for_key;
