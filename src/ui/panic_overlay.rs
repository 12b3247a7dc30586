//! The error overlay shown when the app panics. It is built with plain
//! web-sys DOM calls (no Yew) so it appears even when rendering is broken.
//! The `Reload` button carries `data-parlour-reload`; the click is handled by
//! the static `boot.js` (plain JavaScript), which keeps working after the
//! wasm module has aborted.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

/// The id of the overlay element.
pub const OVERLAY_ID: &str = "parlour-panic";

/// Installs the panic hook: the message goes to the console (with
/// `console_error_panic_hook`) and into the overlay. Uses Yew's
/// `set_custom_panic_hook` so Yew does not replace it.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show(&info.to_string());
    }));
}

/// Shows the overlay with `message` (or replaces the message if already shown),
/// and moves the keyboard focus to its `Reload` button.
pub fn show(message: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(existing) = document.get_element_by_id(OVERLAY_ID) {
        existing.remove();
    }
    // If even plain DOM calls fail there is nothing more we can show.
    let _ = build(&document, message);
}

fn element(document: &Document, tag: &str, class: &str, text: Option<&str>) -> Option<Element> {
    let node = document.create_element(tag).ok()?;
    node.set_class_name(class);
    if let Some(text) = text {
        node.set_text_content(Some(text));
    }
    Some(node)
}

fn build(document: &Document, message: &str) -> Option<()> {
    let overlay = element(document, "div", "panic-overlay", None)?;
    overlay.set_id(OVERLAY_ID);
    overlay.set_attribute("role", "alertdialog").ok()?;
    overlay.set_attribute("aria-modal", "true").ok()?;
    overlay
        .set_attribute("aria-labelledby", "parlour-panic-title")
        .ok()?;
    overlay
        .set_attribute("aria-describedby", "parlour-panic-text")
        .ok()?;

    let panel = element(document, "div", "panic-panel", None)?;
    let title = element(document, "h2", "panic-title", Some("Something went wrong"))?;
    title.set_id("parlour-panic-title");
    let text = element(
        document,
        "p",
        "",
        Some("parlour hit an internal error and had to stop. Reloading the page starts it again; your saved settings are kept."),
    )?;
    text.set_id("parlour-panic-text");
    let details = element(document, "pre", "panic-message", Some(message))?;
    let button = element(document, "button", "btn btn-primary", Some("Reload"))?;
    button.set_attribute("type", "button").ok()?;
    button.set_attribute("data-parlour-reload", "").ok()?;

    panel.append_child(&title).ok()?;
    panel.append_child(&text).ok()?;
    panel.append_child(&details).ok()?;
    panel.append_child(&button).ok()?;
    overlay.append_child(&panel).ok()?;
    document.body()?.append_child(&overlay).ok()?;
    button.dyn_ref::<web_sys::HtmlElement>()?.focus().ok()
}
