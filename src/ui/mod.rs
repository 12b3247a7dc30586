//! The browser app. The screen model (the [`shell`]'s reducer and each
//! game's input, frames and texts) is plain Rust, compiled and tested
//! natively; the Yew components are wasm only.
//!
//! - [`shell`]: the one generic game screen every game stands on;
//! - [`take5`], [`morris`], [`fireworks`]: what each game adds to it
//!   (input, frames, texts; board components and rules page on wasm);
//! - [`modules`]: the page's wasm modules (the page's own, one per game,
//!   the extras module, the studio) and its workers, how each is loaded,
//!   mounted and handed the page: the plumbing floor, which names the
//!   parts the features draw as plain data and imports no feature's code;
//! - [`extras`]: the extras module's entry, the parts loaded when first
//!   opened (rules pages, lessons, settings, the coach, the studio);
//! - [`lessons`]: studio lessons as a learner takes them, and what the
//!   studio and the lesson player share;
//! - [`coach`]: the coach's review, hint and puzzles, drawn by the extras
//!   module;
//! - [`studio`]: the lesson studio, a module of its own;
//! - [`remote`]: the connection to a device at the same table (on wasm,
//!   its WebRTC data channel), on the plumbing floor;
//! - [`settings`]: the saved preferences and their field-by-field parsing;
//! - [`route`]: hash routes (`#/`, `#/play/<id>`, `#/rules/<id>`, …);
//! - on wasm: [`boot`] (starts the app), [`app`] (root component),
//!   [`components`] (card face, button, dialog, step bar, game log),
//!   [`pages`] (with [`pages::games`], each game's row of the table built
//!   from the one list, [`crate::games`]), [`theme`], [`panic_overlay`],
//!   [`form_events`], [`files`] (downloads, opened files, the clipboard),
//!   [`keeping`] (the notice when the browser keeps nothing).

pub mod app;
pub mod boot;
pub mod coach;
pub mod components;
pub mod extras;
pub mod files;
pub mod fireworks;
pub mod form_events;
pub mod keeping;
pub mod lessons;
pub mod locale;
pub mod modules;
pub mod morris;
pub mod pages;
pub mod panic_overlay;
pub mod remote;
pub mod route;
pub mod settings;
pub mod shell;
pub mod studio;
pub mod take5;
pub mod theme;

/// Writes the program of game `$game`'s module (`src/bin/play_<id>.rs`):
/// on wasm its exports `start` (starts the whole app with the game's
/// screen on the page; `handed_over` when another module had the page)
/// and `language` (takes the page's language and catalog before `start`,
/// so the app need not fetch it again); on native targets an empty
/// program.
#[macro_export]
macro_rules! play_module {
    ($game:ty) => {
        $crate::play_module!(@carrying $crate::ui::boot::screen::<$game>());
    };
    (@carrying $screen:expr) => {
        #[cfg(target_arch = "wasm32")]
        mod web {
            use wasm_bindgen::prelude::*;

            /// Starts the app with this game's screen on the page;
            /// `handed_over` when another module had the page before.
            #[wasm_bindgen]
            pub fn start(handed_over: bool) {
                $crate::ui::boot::start(Some($screen), handed_over);
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

/// A game's table module (`table_module!(Take5)` in `src/bin/table_<id>.rs`):
/// the game module's app with the host's side of remote play
/// ([`play_module!`] with `ui::boot::table_screen`), fetched when a table
/// with seats on other devices first opens.
#[macro_export]
macro_rules! table_module {
    ($game:ty) => {
        $crate::play_module!(@carrying $crate::ui::boot::table_screen::<$game>());
    };
}

/// A game's guest module (`guest_module!(Take5)` in `src/bin/guest_<id>.rs`):
/// the app with only the guest's page of an invitation ([`play_module!`]
/// with `ui::boot::guest_screen`), started by an invitation's address.
#[macro_export]
macro_rules! guest_module {
    ($game:ty) => {
        $crate::play_module!(@carrying $crate::ui::boot::guest_screen::<$game>());
    };
}
