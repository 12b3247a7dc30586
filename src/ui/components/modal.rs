//! A modal dialog: focus moves into it when it opens, Tab stays inside,
//! Esc (or the close button) closes it, and focus returns to the element
//! that had it before.

use std::sync::atomic::{AtomicUsize, Ordering};

use gloo::utils::document;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::text::t;

const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";

static NEXT_ID: AtomicUsize = AtomicUsize::new(0);

/// Properties of [`Modal`].
#[derive(Properties, PartialEq)]
pub struct ModalProps {
    /// Whether the dialog is shown.
    pub open: bool,
    /// The dialog's heading, also its accessible name.
    pub title: AttrValue,
    /// Called when the player asks to close (Esc, close button, backdrop click).
    pub onclose: Callback<()>,
    /// The dialog's content.
    #[prop_or_default]
    pub children: Html,
}

/// The focusable elements inside `root`, in document order.
fn focusables(root: &HtmlElement) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
        .collect()
}

/// Focuses the first focusable element of the dialog's body, else its first
/// focusable element (the close button), else the dialog itself.
fn focus_inside(panel: &HtmlElement) {
    let body_first = panel
        .query_selector(".modal-body")
        .ok()
        .flatten()
        .and_then(|body| body.dyn_into::<HtmlElement>().ok())
        .and_then(|body| focusables(&body).into_iter().next());
    let target = body_first
        .or_else(|| focusables(panel).into_iter().next())
        .unwrap_or_else(|| panel.clone());
    // Focusing an element that is in the document cannot fail.
    let _ = target.focus();
}

/// A modal dialog (`role="dialog"`, `aria-modal="true"`).
#[function_component(Modal)]
pub fn modal(props: &ModalProps) -> Html {
    let panel = use_node_ref();
    let title_id = use_state(|| format!("modal-title-{}", NEXT_ID.fetch_add(1, Ordering::Relaxed)));

    use_effect_with(props.open, {
        let panel = panel.clone();
        move |open| {
            let mut opener = None;
            if *open {
                opener = document()
                    .active_element()
                    .and_then(|element| element.dyn_into::<HtmlElement>().ok());
                if let Some(panel) = panel.cast::<HtmlElement>() {
                    focus_inside(&panel);
                }
            }
            move || {
                if let Some(opener) = opener {
                    let _ = opener.focus();
                }
            }
        }
    });

    if !props.open {
        return Html::default();
    }

    let onkeydown = {
        let onclose = props.onclose.clone();
        let panel = panel.clone();
        Callback::from(move |event: KeyboardEvent| match event.key().as_str() {
            "Escape" => {
                event.prevent_default();
                event.stop_propagation();
                onclose.emit(());
            }
            "Tab" => {
                let Some(panel) = panel.cast::<HtmlElement>() else {
                    return;
                };
                let items = focusables(&panel);
                let (Some(first), Some(last)) = (items.first(), items.last()) else {
                    event.prevent_default();
                    return;
                };
                let active = document().active_element();
                let at = |element: &HtmlElement| {
                    active
                        .as_ref()
                        .is_some_and(|a| a == element.unchecked_ref::<web_sys::Element>())
                };
                if event.shift_key()
                    && (at(first)
                        || active
                            .as_ref()
                            .is_some_and(|a| a == panel.unchecked_ref::<web_sys::Element>()))
                {
                    event.prevent_default();
                    let _ = last.focus();
                } else if !event.shift_key() && at(last) {
                    event.prevent_default();
                    let _ = first.focus();
                }
            }
            _ => {}
        })
    };
    let close = {
        let onclose = props.onclose.clone();
        Callback::from(move |_: MouseEvent| onclose.emit(()))
    };
    let backdrop_click = {
        let onclose = props.onclose.clone();
        Callback::from(move |event: MouseEvent| {
            if event.target() == event.current_target() {
                onclose.emit(());
            }
        })
    };

    html! {
        <div class="modal-backdrop" onclick={backdrop_click}>
            <div
                class="modal"
                role="dialog"
                aria-modal="true"
                aria-labelledby={(*title_id).clone()}
                tabindex="-1"
                ref={panel}
                {onkeydown}
            >
                <div class="modal-header">
                    <h2 id={(*title_id).clone()} class="modal-title">{ props.title.clone() }</h2>
                    <button type="button" class="btn btn-ghost modal-close" aria-label={t::shell_close_dialog().to_string()} onclick={close}>
                        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                            <path d="M3 3 L13 13 M13 3 L3 13" class="icon-stroke" />
                        </svg>
                    </button>
                </div>
                <div class="modal-body">{ props.children.clone() }</div>
            </div>
        </div>
    }
}
