//! Hot-seat with hidden cards: between two people every hand stays
//! covered; the panel names the person the device goes to, who shows
//! their side when they have it.

use yew::prelude::*;

use crate::text::t;
use crate::ui::components::{button, ButtonKind};

/// The hand-over panel: `to` is the person who must take the device, or
/// `None` while nobody is asked (the AIs or the animation go on, hands
/// covered); `on_uncover` says that person has the device.
pub fn pass_panel(to: Option<AttrValue>, on_uncover: Callback<()>) -> Html {
    match &to {
        Some(name) => html! {
            <section class="pass-panel" aria-label={t::shell_pass_label().to_string()}>
                <p class="pass-text">{ t::shell_pass_text(name.to_string()).to_string() }</p>
                { button(ButtonKind::Primary, t::shell_pass_show(name.to_string()), None, false, on_uncover) }
            </section>
        },
        None => html! {
            <p class="pass-panel pass-covered">{ t::shell_pass_covered().to_string() }</p>
        },
    }
}
