//! The page's parts loaded when first opened: a second wasm module
//! (`src/bin/extras.rs`, built by Trunk as `extras.js` + `extras_bg.wasm`)
//! that draws a game's rules page, its new-game form and the settings
//! form into an element the page gives it. The learner's first load holds none of their code
//! or text; the module is fetched the first time one of them opens, and
//! the service worker keeps it for offline play like every other file.
//!
//! - [`lesson_progress`]: a learner's progress in studio lessons, kept
//!   in the browser (native and wasm; `lesson_progress_view`, wasm, draws it);
//! - [`part`]: what the page asks the module to draw, and what the module
//!   sends back (plain data, native and wasm);
//! - `host` (wasm, the page's side): loads the module once and mounts a
//!   part into an element ([`host::Extra`]);
//! - `guest` (wasm, the module's side): the Yew app each part is.

pub mod lesson_progress;
pub mod part;

#[cfg(target_arch = "wasm32")]
pub mod guest;
#[cfg(target_arch = "wasm32")]
pub mod host;
#[cfg(target_arch = "wasm32")]
pub mod lesson_player;
#[cfg(target_arch = "wasm32")]
pub mod lesson_progress_view;
#[cfg(target_arch = "wasm32")]
pub mod loading;
#[cfg(target_arch = "wasm32")]
pub mod module_part;
#[cfg(target_arch = "wasm32")]
pub mod mounting;
#[cfg(target_arch = "wasm32")]
pub mod rating;
#[cfg(target_arch = "wasm32")]
pub mod studio_host;
