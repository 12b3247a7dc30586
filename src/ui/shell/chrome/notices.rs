//! Messages above the table: a notice (a refused press, a broken save)
//! that can be dismissed, and the notice of a game put aside with the
//! buttons that bring it back or forget it.

use yew::prelude::*;

use crate::ui::components::{button, ButtonKind};

/// A notice (`text`) with a Dismiss button, announced politely.
pub fn notice_bar(text: AttrValue, on_dismiss: Callback<()>) -> Html {
    html! {
        <div class="notice" role="status">
            <p>{ text }</p>
            { button(ButtonKind::Ghost, "Dismiss", Some(AttrValue::from("Dismiss notice")), false, on_dismiss) }
        </div>
    }
}

/// The notice of an unfinished game a new game or lesson put aside, with
/// the buttons that bring it back or forget it.
pub fn aside_notice(on_restore: Callback<()>, on_forget: Callback<()>) -> Html {
    html! {
        <div class="notice" role="status">
            <p>{ "The unfinished game you were playing was put aside for this one." }</p>
            { button(ButtonKind::Secondary, "Bring back the previous game", None, false, on_restore) }
            { button(ButtonKind::Ghost, "Forget the previous game", None, false, on_forget) }
        </div>
    }
}
