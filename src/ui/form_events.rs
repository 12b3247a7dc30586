//! Reading the value out of a form control's DOM event (`input`, `change`).

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::Event;

/// The text of the `<input>` that fired `event` (empty if it was not one).
pub fn input_value(event: &Event) -> String {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .map(|i| i.value())
        .unwrap_or_default()
}

/// The text of the `<input>` or `<textarea>` that fired `event` (its
/// `value`; empty if it has none).
pub fn field_value(event: &Event) -> String {
    event
        .target()
        .and_then(|t| js_sys::Reflect::get(&t, &"value".into()).ok())
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// The chosen value of the `<select>` that fired `event`.
pub fn select_value(event: &Event) -> String {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}

/// Whether the checkbox that fired `event` is now checked.
pub fn checkbox_value(event: &Event) -> bool {
    event
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}
