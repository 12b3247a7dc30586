//! What a game adds to the studio (wasm): its set-up editor, the table a
//! new chapter starts from, and where a teacher's marks are drawn on its
//! board. The studio's screens are generic; nothing here knows a rule.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::rating::RatesMoves;
use crate::engine::study::setup::{SetupProblem, Studio};
use crate::ui::shell::drawing::GameDrawing;

/// What a game's set-up editor is drawn from.
#[derive(Properties)]
pub struct SetupProps<G: StudioUi> {
    /// The table being edited: the chapter's options (its rule set, its
    /// seat count and its set-up position).
    pub options: G::Options,
    /// Called with the whole new options after every edit (also an edit
    /// that leaves a problem: the editor shows it, the studio keeps it).
    pub change: Callback<G::Options>,
}

impl<G: StudioUi> PartialEq for SetupProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.options == other.options && self.change == other.change
    }
}

/// A game the studio can write lessons of.
pub trait StudioUi: GameDrawing + Studio + RatesMoves {
    /// The table a new chapter starts from under `options` (a rule set
    /// and a seat count chosen in the studio): the same options with a
    /// set-up position filled in, as `seed` would deal it, so every part
    /// of it can be edited. It must start a game ([`Studio::setup_problems`]
    /// empty) and, with `seed`, play the table the set-up describes as
    /// `options` would (6 nimmt!: the first round; the rounds after it are
    /// dealt afresh, as a set-up position reaches no further), so a game
    /// brought into the studio keeps its line when its table is written
    /// out.
    fn editable(options: &Self::Options, seed: u64) -> Self::Options;

    /// The set-up editor: a form over every part of the position (each
    /// control labelled, usable with the keyboard and on a phone), with
    /// each of [`Studio::setup_problems`] shown next to the control of
    /// its part ([`problem_notes`]).
    fn setup_editor(props: &SetupProps<Self>) -> Html;

    /// Where mark `target` (one of [`Studio::mark_targets`]) is drawn: a
    /// CSS selector of the element(s) inside the game's board
    /// (`G::table`) that get the class `is-marked`; `None` for a name the
    /// board does not draw.
    fn mark_selector(target: &str) -> Option<String>;
}

/// The id of the note of `part`'s problems (for `aria-describedby`).
pub fn problem_id(part: &str) -> String {
    let slug: String = part
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("setup-problem-{slug}")
}

/// The problems of `part`, as the note beside its control (nothing when
/// it has none); `part` "" is the table as a whole.
pub fn problem_notes(problems: &[SetupProblem], part: &str) -> Html {
    let mine: Vec<&SetupProblem> = problems.iter().filter(|p| p.part == part).collect();
    if mine.is_empty() {
        return Html::default();
    }
    html! {
        <p class="studio-problem" id={problem_id(part)} role="alert">
            { mine.iter().map(|p| p.message.clone()).collect::<Vec<_>>().join(" ") }
        </p>
    }
}

/// Whether `part` has a problem (for `aria-invalid` on its control).
pub fn has_problem(problems: &[SetupProblem], part: &str) -> bool {
    problems.iter().any(|p| p.part == part)
}
