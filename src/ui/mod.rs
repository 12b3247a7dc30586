//! The browser app. The screen model (the [`shell`]'s reducer and each
//! game's input, frames and texts) is plain Rust, compiled and tested
//! natively; the Yew components are wasm only.
//!
//! - [`shell`]: the one generic game screen every game stands on;
//! - [`take5`], [`morris`]: what each game adds to it (input, frames,
//!   texts; board components and rules page on wasm);
//! - [`extras`]: the rules pages and the new-game form, a second wasm
//!   module loaded when first opened;
//! - [`review`]: the coach's review, drawn by the extras module;
//! - [`settings`]: the saved preferences and their field-by-field parsing;
//! - [`route`]: hash routes (`#/`, `#/play/<id>`, `#/rules/<id>`, …);
//! - on wasm: [`app`] (root component), [`games`] (the registry of
//!   playable games, one line each), [`components`] (card face, button,
//!   dialog, step bar, game log), [`pages`], [`theme`], [`clock`],
//!   [`panic_overlay`], [`form_events`], [`files`] (downloads, opened
//!   files, the clipboard), [`keeping`] (the notice when the browser
//!   keeps nothing).

pub mod extras;
pub mod fireworks;
pub mod morris;
pub mod review;
pub mod route;
pub mod settings;
pub mod shell;
pub mod studio;
pub mod take5;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod clock;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod files;
#[cfg(target_arch = "wasm32")]
pub mod form_events;
#[cfg(target_arch = "wasm32")]
pub mod games;
#[cfg(target_arch = "wasm32")]
pub mod keeping;
#[cfg(target_arch = "wasm32")]
pub mod locale;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
pub mod panic_overlay;
#[cfg(target_arch = "wasm32")]
pub mod theme;

/// Starts the app: installs the panic overlay, sets the language (the
/// page's address, the saved setting, the browser's; French and German
/// are fetched first), then renders [`app::App`] into the `#app` element
/// of `index.html` (or `<body>` if that element is missing).
#[cfg(target_arch = "wasm32")]
pub fn start() {
    panic_overlay::install();
    let lang = locale::initial(settings::read_settings().settings.language);
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = locale::switch(lang).await {
            web_sys::console::warn_1(&format!("parlour: staying in English: {why}").into());
        }
        render();
    });
}

#[cfg(target_arch = "wasm32")]
fn render() {
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
