//! The coach's suggested move on a board: the elements a hint names (its
//! game's `GameUi::action_selectors`) get the class [`SUGGESTED`] while the
//! hint stays, drawn again as the board redraws itself. The hint on the
//! page's table and the one on a guest's page use it alike.

use gloo::timers::callback::Interval;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The class an element the coach's hint names gets (each game's style
/// sheet draws it on its table).
pub const SUGGESTED: &str = "is-suggested";

/// Gives the elements `selectors` find the class [`SUGGESTED`], or (with
/// none) takes it from every element that has it.
fn highlight(selectors: &[String]) {
    let document = gloo::utils::document();
    let each = |selector: &str, on: bool| {
        if let Ok(found) = document.query_selector_all(selector) {
            for i in 0..found.length() {
                if let Some(element) = found
                    .item(i)
                    .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
                {
                    let classes = element.class_list();
                    let _ = if on {
                        classes.add_1(SUGGESTED)
                    } else {
                        classes.remove_1(SUGGESTED)
                    };
                }
            }
        }
    };
    if selectors.is_empty() {
        each(&format!(".{SUGGESTED}"), false);
    }
    for selector in selectors {
        each(selector, true);
    }
}

/// Marks the elements `selectors` find as suggested while the component
/// that calls it shows them (none: nothing is marked).
#[hook]
pub fn use_suggested(selectors: Vec<String>) {
    use_effect_with(selectors, move |selectors| {
        highlight(selectors);
        // The board redraws itself as the page wants: draw again.
        let again = selectors.clone();
        let interval = Interval::new(400, move || highlight(&again));
        move || {
            drop(interval);
            highlight(&[]);
        }
    });
}
