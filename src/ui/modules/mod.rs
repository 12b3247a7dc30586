//! The page's modules and workers: the plumbing floor every feature of the
//! app stands on. It names the parts the features draw, as plain data
//! ([`part::Part`]), and imports no feature's code.
//!
//! The page is several wasm modules, each fetched when first needed and
//! kept by the service worker for offline play:
//!
//! - the page's own (`src/main.rs`): the whole app with no game screen,
//!   what a first visit to the home page downloads;
//! - one per game (`src/bin/play_<id>.rs`, [`crate::play_module!`]):
//!   the whole app with that game's screen, started by an address that
//!   opens on the game, or handed the page when the game's screen first
//!   opens ([`hand_over`]);
//! - the extras module (`src/bin/extras.rs`): the parts a person opens
//!   later (rules pages, lessons, settings, the coach, the bot protocol),
//!   drawn into an element of the page ([`hosted`], [`extras`]);
//! - the studio (`src/bin/studio.rs`), which the extras module hosts the
//!   same way;
//!
//! and workers ([`worker`]): each game's AI worker and the coach's.
//!
//! Every module is an ES module loaded the same way ([`loading`]: the
//! boot script's `parlourModule(name)` imports `<name>.js` and starts
//! `<name>_bg.wasm`, once per page for every module); parts are mounted
//! as Yew apps of their module ([`mounting`]) with tree ids of their own
//! ([`tree_ids`]). [`part`] (what the page asks a module to draw) is plain
//! data, native and wasm; the rest is wasm.

pub mod app_handle;
pub mod extras;
pub mod hand_over;
pub mod hosted;
pub mod loading;
pub mod mounting;
pub mod part;
pub mod screen;
pub mod tree_ids;
pub mod worker;
