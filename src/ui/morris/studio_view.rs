//! What Morris adds to the studio: its set-up editor, the table a new
//! chapter starts from, and where marks are drawn on its board.

use yew::prelude::*;

use crate::engine::game::Game;
use crate::engine::morris::Morris;
use crate::engine::study::setup::Studio;
use crate::ui::studio::view::{problem_notes, SetupProps, StudioView};

impl StudioView for Morris {
    fn editable(options: &<Morris as Game>::Options, _seed: u64) -> <Morris as Game>::Options {
        options.clone()
    }

    fn setup_editor(props: &SetupProps<Morris>) -> Html {
        let problems = <Morris as Studio>::setup_problems(&props.options);
        problem_notes(&problems, "")
    }

    fn mark_selector(_target: &str) -> Option<String> {
        None
    }
}
