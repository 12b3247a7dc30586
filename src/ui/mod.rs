//! The Yew single-page app (wasm only).
//!
//! - [`app`]: the root component (header, hash router, settings context);
//! - [`route`]: hash routes (`#/`, `#/settings`, `#/about`, `#/play/<id>`, `#/rules/<id>`);
//! - [`games`]: the registry of playable games (each game adds one entry);
//! - [`settings`]: the saved preferences, their parsing and their storage;
//! - [`theme`]: applies the light/dark/system theme to the document;
//! - [`components`]: shared building blocks (card face, button, dialog, step-through);
//! - [`pages`]: one component per route;
//! - [`panic_overlay`]: the error overlay shown when the app panics;
//! - [`clock`]: the `performance.now()` clock handed to the engine's AIs;
//! - [`play_mode`], [`playback`], [`save_slot`], [`form_events`]: what the
//!   game screens share (modes and seats, the position in the event log,
//!   the saved game, reading form controls);
//! - [`take5`]: the 6 nimmt! screen, its lessons and its rules page;
//! - [`morris`]: the Nine Men's Morris screen, its lessons and its rules page.

pub mod app;
pub mod clock;
pub mod components;
pub mod form_events;
pub mod games;
pub mod morris;
pub mod pages;
pub mod panic_overlay;
pub mod play_mode;
pub mod playback;
pub mod route;
pub mod save_slot;
pub mod settings;
pub mod take5;
pub mod theme;

/// Starts the app: installs the panic overlay, then renders [`app::App`] into
/// the `#app` element of `index.html` (or `<body>` if that element is missing).
pub fn start() {
    panic_overlay::install();
    let document = gloo::utils::document();
    match document.get_element_by_id("app") {
        Some(root) => {
            // Remove the static "Loading…" text before Yew takes over the element.
            root.set_text_content(None);
            yew::Renderer::<app::App>::with_root(root).render();
        }
        None => {
            yew::Renderer::<app::App>::new().render();
        }
    }
}
