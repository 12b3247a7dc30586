//! Messages above the table: a notice (a refused press, a broken save)
//! that can be dismissed, and the notice of a game put aside with the
//! buttons that bring it back or forget it.

use yew::prelude::*;

use crate::text::t;
use crate::ui::components::{button, ButtonKind};

/// A notice (`text`) with a Dismiss button, announced politely.
pub fn notice_bar(text: AttrValue, on_dismiss: Callback<()>) -> Html {
    html! {
        <div class="notice" role="status">
            <p>{ text }</p>
            { button(ButtonKind::Ghost, t::shell_dismiss(), Some(AttrValue::from(t::shell_dismiss_notice().to_string())), false, on_dismiss) }
        </div>
    }
}

/// The notice of an unfinished game a new game or lesson put aside, with
/// the buttons that bring it back or forget it.
pub fn aside_notice(on_restore: Callback<()>, on_forget: Callback<()>) -> Html {
    html! {
        <div class="notice" role="status">
            <p>{ t::shell_aside().to_string() }</p>
            { button(ButtonKind::Secondary, t::shell_aside_restore(), None, false, on_restore) }
            { button(ButtonKind::Ghost, t::shell_aside_forget(), None, false, on_forget) }
        </div>
    }
}
