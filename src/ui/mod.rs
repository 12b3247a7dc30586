//! The browser app. The screen model (the [`shell`]'s reducer and each
//! game's input, frames and texts) is plain Rust, compiled and tested
//! natively; the Yew components are wasm only.
//!
//! - [`shell`]: the one generic game screen every game stands on;
//! - [`take5`], [`morris`]: what each game adds to it (input, frames,
//!   texts; board components and rules page on wasm);
//! - [`extras`]: the rules pages and the new-game form, a second wasm
//!   module loaded when first opened;
//! - [`play`]: each game's screen comes in a wasm module of its own,
//!   the whole app with that one game, which takes the page over when the
//!   game's page first opens;
//! - [`review`]: the coach's review, drawn by the extras module;
//! - [`settings`]: the saved preferences and their field-by-field parsing;
//! - [`route`]: hash routes (`#/`, `#/play/<id>`, `#/rules/<id>`, …);
//! - on wasm: [`boot`] (starts the app), [`app`] (root component), [`games`] (the registry of
//!   playable games, one line each), [`components`] (card face, button,
//!   dialog, step bar, game log), [`pages`], [`theme`], [`clock`],
//!   [`panic_overlay`], [`form_events`], [`files`] (downloads, opened
//!   files, the clipboard), [`keeping`] (the notice when the browser
//!   keeps nothing).

pub mod extras;
pub mod fireworks;
pub mod morris;
pub mod play;
pub mod review;
pub mod route;
pub mod settings;
pub mod shell;
pub mod studio;
pub mod take5;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod boot;
#[cfg(target_arch = "wasm32")]
pub mod clock;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod files;
#[cfg(target_arch = "wasm32")]
pub mod form_events;
#[cfg(target_arch = "wasm32")]
pub mod games;
#[cfg(target_arch = "wasm32")]
pub mod keeping;
#[cfg(target_arch = "wasm32")]
pub mod locale;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
pub mod panic_overlay;
#[cfg(target_arch = "wasm32")]
pub mod theme;
