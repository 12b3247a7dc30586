//! The game screen a module carries: none in the page's own module, one
//! game's in that game's module (`src/bin/play_<id>.rs`), set when the
//! module's app starts and read by the play page.

use std::cell::Cell;

use yew::Html;

use crate::ui::games::Opening;
use crate::ui::shell::page::GamePage;
use crate::ui::shell::view::GameView;

/// The game screen a module carries: its game's id, and what draws it.
#[derive(Clone, Copy, Debug)]
pub struct PlayScreen {
    /// The game's id (`Game::ID`).
    pub id: &'static str,
    /// Draws the screen, opened as asked (a lesson, a shared game, in a
    /// frame).
    pub play: fn(Opening) -> Html,
}

fn play<G: GameView + 'static>(opening: Opening) -> Html {
    let Opening {
        lesson,
        shared,
        embed,
    } = opening;
    yew::html! { <GamePage<G> {lesson} {shared} {embed} /> }
}

/// Game `G`'s screen.
pub fn screen<G: GameView + 'static>() -> PlayScreen {
    PlayScreen {
        id: G::ID,
        play: play::<G>,
    }
}

thread_local! {
    static CARRIED: Cell<Option<PlayScreen>> = const { Cell::new(None) };
}

/// Sets the game screen this module carries (at start).
pub fn carry(screen: Option<PlayScreen>) {
    CARRIED.with(|carried| carried.set(screen));
}

/// Game `id`'s screen, if this module carries it.
pub fn carried(id: &str) -> Option<PlayScreen> {
    CARRIED.with(Cell::get).filter(|screen| screen.id == id)
}
