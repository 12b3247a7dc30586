//! Hot-seat with hidden cards: between two people every hand stays
//! covered; the panel names the person the device goes to, who shows
//! their side when they have it.

use yew::prelude::*;

use crate::ui::components::{button, ButtonKind};

/// The hand-over panel: `to` is the person who must take the device, or
/// `None` while nobody is asked (the AIs or the animation go on, hands
/// covered); `on_uncover` says that person has the device.
pub fn pass_panel(to: Option<AttrValue>, on_uncover: Callback<()>) -> Html {
    match &to {
        Some(name) => html! {
            <section class="pass-panel" aria-label="Pass the device">
                <p class="pass-text">{ format!("Pass the device to {name}. The other players should look away.") }</p>
                { button(ButtonKind::Primary, format!("I am {name}: show my hand"), None, false, on_uncover) }
            </section>
        },
        None => html! {
            <p class="pass-panel pass-covered">{ "The hands stay hidden while the device changes hands." }</p>
        },
    }
}
