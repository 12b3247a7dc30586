//! Each game's screen comes in a wasm module of its own: the whole app
//! with that one game (`src/bin/play_<id>.rs`, built by Trunk as
//! `play_<id>.js` and `play_<id>_bg.wasm`), so the page a learner loads
//! first (the page's own module, `src/main.rs`) holds the home page, the
//! header and the settings, and no game's board, engine or texts.
//!
//! - An address that opens on a game (`#/play/<id>…`, `#/embed/<id>…`)
//!   starts that game's module instead of the page's (`boot.js`).
//! - Any module's app shows every page but the screens of other games:
//!   there [`hand_over::HandOver`] fetches the game's module (through
//!   `play-<id>-bridge.js`), and once it is ready destroys its own app
//!   and starts the other module's on the page.
//! - `screen` (wasm): the game screen a module carries;
//! - `app_handle` (wasm): the app a module draws, stopped to hand over;
//! - [`play_module!`](crate::play_module): the exports every game's
//!   module has, written once.

#[cfg(target_arch = "wasm32")]
pub mod app_handle;
#[cfg(target_arch = "wasm32")]
pub mod hand_over;
#[cfg(target_arch = "wasm32")]
pub mod screen;

/// Writes the program of game `$game`'s module (`src/bin/play_<id>.rs`):
/// on wasm its exports `start` (starts the whole app with the game's
/// screen on the page; `handed_over` when another module had the page)
/// and `language` (takes the page's language and catalog before `start`,
/// so the app need not fetch it again); on native targets an empty
/// program.
#[macro_export]
macro_rules! play_module {
    ($game:ty) => {
        #[cfg(target_arch = "wasm32")]
        mod web {
            use wasm_bindgen::prelude::*;

            /// Starts the app with this game's screen on the page;
            /// `handed_over` when another module had the page before.
            #[wasm_bindgen]
            pub fn start(handed_over: bool) {
                $crate::ui::boot::start(
                    Some($crate::ui::play::screen::screen::<$game>()),
                    handed_over,
                );
            }

            /// Takes the language (`code`) and its catalog's text (empty
            /// for English) of the module that hands the page over.
            #[wasm_bindgen]
            pub fn language(code: &str, text: &str) -> Result<(), JsValue> {
                $crate::ui::locale::adopt(code, text).map_err(|e| JsValue::from_str(&e))
            }
        }

        fn main() {}
    };
}
