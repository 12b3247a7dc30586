//! Applies the chosen [`Theme`] to the document: `<html data-theme="light|dark">`
//! drives the CSS variables in `styles/main.css`. For [`Theme::System`] the
//! value follows the `prefers-color-scheme` media query, live.

#![cfg(target_arch = "wasm32")]

use gloo::events::EventListener;
use gloo::utils::{document_element, window};

use super::settings::Theme;

const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

/// Whether the system currently asks for a dark colour scheme.
pub fn system_prefers_dark() -> bool {
    window()
        .match_media(DARK_QUERY)
        .ok()
        .flatten()
        .is_some_and(|query| query.matches())
}

/// The concrete theme (`"light"` or `"dark"`) for a choice, given whether the
/// system prefers dark.
pub fn resolve(theme: Theme, system_dark: bool) -> &'static str {
    match theme {
        Theme::Light => "light",
        Theme::Dark => "dark",
        Theme::System if system_dark => "dark",
        Theme::System => "light",
    }
}

/// Sets `data-theme` (resolved) and `data-theme-choice` (the setting) on `<html>`.
pub fn apply(theme: Theme) {
    let root = document_element();
    // Setting attributes on <html> cannot fail in a browser; nothing to recover.
    let _ = root.set_attribute("data-theme", resolve(theme, system_prefers_dark()));
    let _ = root.set_attribute("data-theme-choice", theme.key());
}

/// Applies `theme` now and, for [`Theme::System`], again whenever the system
/// scheme changes; the returned listener stops following when dropped.
pub fn apply_and_follow(theme: Theme) -> Option<EventListener> {
    apply(theme);
    if theme != Theme::System {
        return None;
    }
    let query = window().match_media(DARK_QUERY).ok().flatten()?;
    Some(EventListener::new(&query, "change", move |_| {
        apply(Theme::System)
    }))
}
