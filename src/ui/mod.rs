//! The browser app. The screen model (the [`shell`]'s reducer and each
//! game's input, frames and texts) is plain Rust, compiled and tested
//! natively; the Yew components are wasm only.
//!
//! - [`shell`]: the one generic game screen every game stands on;
//! - [`take5`], [`morris`]: what each game adds to it (input, frames,
//!   texts; board components and rules page on wasm);
//! - [`extras`]: the rules pages and the new-game form, a second wasm
//!   module loaded when first opened;
//! - [`play`]: each game's screen comes in a wasm module of its own,
//!   the whole app with that one game, which takes the page over when the
//!   game's page first opens;
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
pub mod play;
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
/// of `index.html` (or `<body>` if that element is missing). `screen` is
/// the one game screen this wasm module carries (none for the page's own
/// module, see [`play`]); `handed_over` says another module had the page
/// before (the new app then starts as after a navigation).
#[cfg(target_arch = "wasm32")]
pub fn start(screen: Option<play::PlayScreen>, handed_over: bool) {
    panic_overlay::install();
    play::carry(screen);
    let lang = locale::initial(settings::read_settings().settings.language);
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = locale::switch(lang).await {
            web_sys::console::warn_1(&format!("parlour: staying in English: {why}").into());
        }
        render(handed_over);
    });
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The app this module draws, until it hands the page to another
    /// module ([`stop`]).
    static APP: std::cell::RefCell<Option<yew::AppHandle<app::App>>> =
        const { std::cell::RefCell::new(None) };
}

#[cfg(target_arch = "wasm32")]
fn render(handed_over: bool) {
    let document = gloo::utils::document();
    let props = app::AppProps { handed_over };
    let handle = match document.get_element_by_id("app") {
        Some(root) => {
            // Remove the static "Loading…" text before Yew takes over the element.
            root.set_text_content(None);
            yew::Renderer::<app::App>::with_root_and_props(root, props).render()
        }
        None => yew::Renderer::<app::App>::with_props(props).render(),
    };
    APP.with(|app| *app.borrow_mut() = Some(handle));
}

/// Destroys this module's app and its AI worker, and gives the page a
/// fresh, empty `#app` element (so no listener of the old app hears the
/// next one's events): another module takes the page over.
#[cfg(target_arch = "wasm32")]
pub fn stop() {
    if let Some(handle) = APP.with(|app| app.borrow_mut().take()) {
        handle.destroy();
    }
    shell::ai_client::stop();
    let document = gloo::utils::document();
    if let (Some(old), Ok(fresh)) = (
        document.get_element_by_id("app"),
        document.create_element("div"),
    ) {
        fresh.set_id("app");
        let _ = old.replace_with_with_node_1(&fresh);
    }
}
