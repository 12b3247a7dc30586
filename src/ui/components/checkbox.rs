//! A labelled checkbox (`.field.checkbox`): a display choice of a game's
//! toolbar, a setting, a filter of the coach's review.

use yew::prelude::*;

use crate::ui::form_events::checkbox_value;

/// The checkbox `id` labelled `label` (with `title` as its tooltip), ticked
/// when `checked`; `on_change` gets whether it is ticked after each change.
pub fn checkbox(
    id: &'static str,
    label: String,
    title: Option<String>,
    checked: bool,
    on_change: Callback<bool>,
) -> Html {
    let onchange = on_change.reform(|event: Event| checkbox_value(&event));
    html! {
        <div class="field checkbox">
            <input type="checkbox" {id} {checked} {onchange} />
            <label for={id} {title}>{ label }</label>
        </div>
    }
}
