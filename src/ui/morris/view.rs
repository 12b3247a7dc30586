//! How the shell draws Nine Men's Morris: the board with what each point
//! does now, the two seat panels, and the "Show point names" toggle.

use yew::prelude::*;

use crate::engine::morris::Morris;
use crate::ui::form_events::checkbox_value;
use crate::ui::shell::view::{GameView, TableCtx};

use super::board::Board;
use super::game_ui::{point_roles, MorrisPrefs};
use super::players::players;

impl GameView for Morris {
    fn table(ctx: &TableCtx<'_, Self>) -> Html {
        let screen = &ctx.screen;
        let state = screen.session.state();
        let roles = point_roles(state, ctx.input_seat, &screen.input);
        let pending = screen.input.pending.filter(|_| ctx.input_seat.is_some());
        html! {
            <div class="mm-table">
                <Board frame={(*ctx.frame).clone()} {roles} viewer={screen.viewer()} labels={screen.prefs.labels}
                       {pending} on_press={ctx.press.clone()} on_cancel={ctx.cancel.clone()} />
                { players(ctx) }
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
                <label for="mm-labels">{ "Show point names" }</label>
            </div>
        }
    }
}
