//! What a game draws on the shell (wasm): its board, hand and seat panels
//! from a narrow [`BoardProps`] (the moment shown, who looks at it, what
//! may be pressed, the display choices), its rules page, and its own
//! display controls. The shell draws everything else; a board never sees
//! the shell's state, so it cannot read the present while the past is
//! shown.

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::{html, Callback, Html};

use crate::engine::game::Seat;

use super::chrome::lesson_links::lesson_links;
use super::chrome::rule_sets::rule_sets;

use super::game_ui::GameUi;
use super::new_game::rule_set_texts;

/// What a game's board is drawn from.
pub struct BoardProps<G: GameUi> {
    /// The picture of the shown event (an earlier one while stepping
    /// back through the history).
    pub frame: Rc<G::Frame>,
    /// Whose eyes the table is drawn with (`None`: a spectator's;
    /// [`crate::engine::game::NOBODY`]: between two people at one device).
    pub viewer: Option<Seat>,
    /// The seat names.
    pub names: Vec<String>,
    /// A short note per seat (`person`, `AI · hard`).
    pub roles: Vec<String>,
    /// Whether the viewer is the one person at this device, whose hand
    /// is "Your hand" (not named after its holder, as in hot-seat or a
    /// shared game).
    pub yours: bool,
    /// The board shows the newest moment of a game that goes on (seats
    /// to move may be marked).
    pub present: bool,
    /// The seats the game waits for (none while the past is shown).
    pub waiting: Vec<Seat>,
    /// The person who may press now and what each pressable thing does
    /// ([`GameUi::choices`]); `None` when nobody may press.
    pub choices: Option<(Seat, G::Choices)>,
    /// The game's display choices.
    pub prefs: G::Prefs,
    /// Whether moves are animated.
    pub animate: bool,
    /// Bumped on every change of the screen (focus may follow it).
    pub version: u64,
    /// Sends a press.
    pub press: Callback<G::Press>,
    /// Forgets the half-made input (Escape).
    pub cancel: Callback<()>,
}

/// A game that the shell can draw.
pub trait GameDrawing: GameUi {
    /// The board, the hand and the seat panels. The layout around it
    /// asks two things the browser tests check (`tests/e2e`): the table
    /// holds an `h2` (the log beside it heads its part with an `h3`), and
    /// its card numbers or point names are `.game-label`s inside
    /// `.game-board` (drawn at least 14 px tall on a phone).
    fn table(board: &BoardProps<Self>) -> Html;

    /// The game's own rules, for its rules page.
    fn rules() -> Html;

    /// The rules page (`#/rules/<id>` and the Rules dialog): the game's
    /// rules, then the rule sets it offers and what each changes.
    fn rules_page() -> Html {
        html! {
            <>
                { Self::rules() }
                { rule_sets(&rule_set_texts::<Self>()) }
            </>
        }
    }

    /// The game's own display controls for the toolbar (Morris: point
    /// names), changing its saved display choices.
    fn display_controls(prefs: &Self::Prefs, on_change: Callback<Self::Prefs>) -> Html {
        let _ = (prefs, on_change);
        Html::default()
    }
}

/// Game `G`'s lessons as links, for its rules page.
pub fn game_lesson_links<G: GameUi>() -> Html {
    let lessons: Vec<(u8, String)> = G::lessons()
        .iter()
        .map(|l| (l.number, l.title.to_string()))
        .collect();
    lesson_links(G::ID, &lessons)
}
