//! What Take5 adds to the studio: its set-up editor, the table a new
//! chapter starts from, and where marks are drawn on its board.

use yew::prelude::*;

use crate::engine::game::Game;
use crate::engine::study::setup::Studio;
use crate::engine::take5::Take5;
use crate::ui::studio::view::{problem_notes, SetupProps, StudioView};

impl StudioView for Take5 {
    fn editable(options: &<Take5 as Game>::Options, _seed: u64) -> <Take5 as Game>::Options {
        options.clone()
    }

    fn setup_editor(props: &SetupProps<Take5>) -> Html {
        let problems = <Take5 as Studio>::setup_problems(&props.options);
        problem_notes(&problems, "")
    }

    fn mark_selector(_target: &str) -> Option<String> {
        None
    }
}
