//! The game log: the ordered list of explanations; the current one is
//! highlighted (`aria-current="step"`) and clicking an entry jumps there.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::text::t;

/// Properties of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// One plain-language explanation per step, in order.
    pub entries: Rc<Vec<AttrValue>>,
    /// The current step, counted from 0.
    pub current: usize,
    /// Called with the step of the entry the player activates.
    pub on_select: Callback<usize>,
    /// The heading (and accessible name) of the log.
    #[prop_or_else(default_title)]
    pub title: AttrValue,
}

/// The log's heading unless one is given: `Game log`.
fn default_title() -> AttrValue {
    t::shell_log().to_string().into()
}

/// Scrolls the log list (not the page) so the current entry is visible.
fn reveal_current(list: &HtmlElement) {
    let Some(item) = list
        .query_selector("[aria-current]")
        .ok()
        .flatten()
        .and_then(|element| element.dyn_into::<HtmlElement>().ok())
    else {
        return;
    };
    let (top, bottom) = (item.offset_top(), item.offset_top() + item.offset_height());
    let (view_top, view_height) = (list.scroll_top(), list.client_height());
    if top < view_top {
        list.set_scroll_top(top);
    } else if bottom > view_top + view_height {
        list.set_scroll_top(bottom - view_height);
    }
}

/// The game log panel.
#[function_component(GameLog)]
pub fn game_log(props: &GameLogProps) -> Html {
    let list = use_node_ref();
    use_effect_with(props.current, {
        let list = list.clone();
        move |_| {
            if let Some(list) = list.cast::<HtmlElement>() {
                reveal_current(&list);
            }
        }
    });
    let entries = props.entries.iter().enumerate().map(|(index, text)| {
        let current = index == props.current;
        let onclick = {
            let on_select = props.on_select.clone();
            Callback::from(move |_: MouseEvent| on_select.emit(index))
        };
        // Keyed by step: a new step adds one entry at the end. Unkeyed, the
        // diff would add it at the front and rewrite every entry's text,
        // laying the whole log out again at every step of a long game.
        html! {
            <li key={index} class={classes!("log-entry", current.then_some("is-current"))}>
                <button type="button" class="log-button" aria-current={current.then_some("step")} {onclick}>
                    { text.clone() }
                </button>
            </li>
        }
    });
    html! {
        <section class="game-log" aria-label={props.title.clone()}>
            <h3 class="game-log-title">{ props.title.clone() }</h3>
            if props.entries.is_empty() {
                <p class="game-log-empty">{ t::shell_log_empty().to_string() }</p>
            } else {
                <ol class="game-log-list" ref={list}>{ for entries }</ol>
            }
        </section>
    }
}
