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
//! - [`play_module!`](crate::play_module): the exports every game's
//!   module has, written once.

#[cfg(target_arch = "wasm32")]
pub mod hand_over;

#[cfg(target_arch = "wasm32")]
use std::cell::Cell;

#[cfg(target_arch = "wasm32")]
use yew::Html;

#[cfg(target_arch = "wasm32")]
use crate::ui::games::Opening;

/// The game screen a module carries: its game's id, and what draws it.
#[cfg(target_arch = "wasm32")]
#[derive(Clone, Copy, Debug)]
pub struct PlayScreen {
    /// The game's id (`Game::ID`).
    pub id: &'static str,
    /// Draws the screen, opened as asked (a lesson, a shared game, in a
    /// frame).
    pub play: fn(Opening) -> Html,
}

#[cfg(target_arch = "wasm32")]
fn play<G: crate::ui::shell::view::GameView + 'static>(opening: Opening) -> Html {
    use crate::ui::shell::page::GamePage;
    let Opening {
        lesson,
        shared,
        embed,
    } = opening;
    yew::html! { <GamePage<G> {lesson} {shared} {embed} /> }
}

/// Game `G`'s screen.
#[cfg(target_arch = "wasm32")]
pub fn screen<G: crate::ui::shell::view::GameView + 'static>() -> PlayScreen {
    PlayScreen {
        id: G::ID,
        play: play::<G>,
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    static CARRIED: Cell<Option<PlayScreen>> = const { Cell::new(None) };
}

/// Sets the game screen this module carries (at start).
#[cfg(target_arch = "wasm32")]
pub fn carry(screen: Option<PlayScreen>) {
    CARRIED.with(|carried| carried.set(screen));
}

/// Game `id`'s screen, if this module carries it.
#[cfg(target_arch = "wasm32")]
pub fn carried(id: &str) -> Option<PlayScreen> {
    CARRIED.with(Cell::get).filter(|screen| screen.id == id)
}

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
                $crate::ui::start(Some($crate::ui::play::screen::<$game>()), handed_over);
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
