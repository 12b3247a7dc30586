//! How the shell draws Nine Men's Morris: the board with what each point
//! does now, the two seat panels, and the "Show point names" toggle.

use yew::prelude::*;

use crate::engine::morris::board::FIELD_COUNT;
use crate::engine::morris::Morris;
use crate::ui::form_events::checkbox_value;
use crate::ui::shell::view::{BoardProps, GameView};

use super::board::Board;
use super::game_ui::{MorrisPrefs, PointRole};
use super::players::players;
use crate::text::t;

impl GameView for Morris {
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
        let onchange = on_change.reform(|event: Event| MorrisPrefs {
            labels: checkbox_value(&event),
        });
        html! {
            <div class="field checkbox">
                <input type="checkbox" id="mm-labels" checked={prefs.labels} {onchange} />
                <label for="mm-labels">{ t::ui_morris_show_names().to_string() }</label>
            </div>
        }
    }
}
