//! What Fireworks adds to the studio: its set-up editor, the table a new
//! chapter starts from, and where marks are drawn on its board.

use yew::prelude::*;

use crate::engine::fireworks::Fireworks;
use crate::engine::game::Game;
use crate::engine::study::setup::Studio;
use crate::ui::studio::view::{problem_notes, SetupProps, StudioView};

impl StudioView for Fireworks {
    fn editable(
        options: &<Fireworks as Game>::Options,
        _seed: u64,
    ) -> <Fireworks as Game>::Options {
        options.clone()
    }

    fn setup_editor(props: &SetupProps<Fireworks>) -> Html {
        let problems = <Fireworks as Studio>::setup_problems(&props.options);
        problem_notes(&problems, "")
    }

    fn mark_selector(_target: &str) -> Option<String> {
        None
    }
}
