//! The coach's hint on the guest's page (wasm): `Hint` when the host
//! offers it and the seat decides, the coach thinking, then its move and
//! why (the move marked on the board, `ui::components::suggested`).

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::remote::seat_state::SeatState;
use crate::text::t;
use crate::ui::components::{button, ButtonKind};

use super::super::game_ui::GameUi;
use super::guest::GuestHint;
use super::guest::GuestTable;

/// The hint's row under the guest's status line: its button, the coach
/// thinking, or the hint (nothing when none may be asked).
pub fn hint_row<G: GameUi + SeatState>(table: &GuestTable<G>, ask: Callback<()>) -> Html {
    match &table.hint {
        GuestHint::None if table.may_hint() => html! {
            <p class="guest-hint">
                { button(ButtonKind::Secondary, t::shell_bar_hint(), None, false, ask) }
            </p>
        },
        GuestHint::None => Html::default(),
        GuestHint::Asked => html! {
            <p class="guest-hint hint-text" role="status">{ t::coach_thinking().to_string() }</p>
        },
        GuestHint::Shown(hint) => html! {
            <p class="guest-hint hint-text" role="status">
                <strong>{ t::coach_suggests(hint.words.clone()).to_string() }</strong>{ " " }{ hint.why.clone() }
            </p>
        },
    }
}
