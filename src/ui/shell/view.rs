//! What a game draws on the shell (wasm): its board, hand and seat panels
//! from the screen and its frame, its rules page, and its own display
//! controls. The shell draws everything else.

use std::rc::Rc;

use yew::{Callback, Html};

use crate::engine::game::Seat;

use super::chrome::lesson_links::lesson_links;

use super::game_ui::GameUi;
use super::screen::Screen;

/// What the game's table is drawn from.
pub struct TableCtx<'a, G: GameUi> {
    /// The whole screen.
    pub screen: &'a Screen<G>,
    /// The picture of the shown event.
    pub frame: Rc<G::Frame>,
    /// The seat names.
    pub names: Vec<String>,
    /// The person who may press now, if any.
    pub input_seat: Option<Seat>,
    /// The seats the game waits for (empty while the past is shown).
    pub waiting: Vec<Seat>,
    /// Sends a press to the screen.
    pub press: Callback<G::Press>,
    /// Forgets the half-made input (Escape).
    pub cancel: Callback<()>,
    /// Whether moves are animated.
    pub animate: bool,
}

/// A game that the shell can draw.
pub trait GameView: GameUi {
    /// The board, the hand and the seat panels.
    fn table(ctx: &TableCtx<'_, Self>) -> Html;

    /// The rules page (`#/rules/<id>`).
    fn rules() -> Html;

    /// The game's own display controls for the toolbar (Morris: point
    /// names), changing its saved display choices.
    fn display_controls(prefs: &Self::Prefs, on_change: Callback<Self::Prefs>) -> Html {
        let _ = (prefs, on_change);
        Html::default()
    }
}

/// Game `G`'s lessons as links, for its rules page.
pub fn game_lesson_links<G: GameUi>() -> Html {
    let lessons: Vec<(u8, &'static str)> =
        G::lessons().iter().map(|l| (l.number, l.title)).collect();
    lesson_links(G::ID, &lessons)
}
