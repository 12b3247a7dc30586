//! How the shell draws Nine Men's Morris: the board with what each point
//! does now, the two seat panels, and the "Show point names" toggle.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::morris::board::FIELD_COUNT;
use crate::engine::morris::Morris;
use crate::ui::components::checkbox;
use crate::ui::shell::drawing::{BoardProps, GameDrawing};

use super::board::Board;
use super::game_ui::{MorrisPrefs, PointRole};
use super::players::players;
use crate::text::t;

impl GameDrawing for Morris {
    fn table(board: &BoardProps<Self>) -> Html {
        let (roles, pending) = match &board.choices {
            Some((_, choices)) => (choices.roles.clone(), choices.pending),
            None => (vec![PointRole::Idle; FIELD_COUNT], None),
        };
        html! {
            <div class="mm-table">
                <Board frame={(*board.frame).clone()} {roles} viewer={board.viewer} labels={board.prefs.labels}
                       {pending} on_press={board.press.clone()} on_cancel={board.cancel.clone()} />
                { players(board) }
            </div>
        }
    }

    fn rules() -> Html {
        super::rules::rules()
    }

    fn display_controls(prefs: &MorrisPrefs, on_change: Callback<MorrisPrefs>) -> Html {
        let on_change = on_change.reform(|labels| MorrisPrefs { labels });
        let label = t::ui_morris_show_names().to_string();
        checkbox("mm-labels", label, None, prefs.labels, on_change)
    }
}
