//! The app a module draws, kept so the module can give the page to
//! another game's module: [`stop`] destroys it and its AI worker, and
//! leaves a fresh `#app` element for the next app.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;

thread_local! {
    /// Destroys the app this module draws (set when it starts).
    static DESTROY: RefCell<Option<Box<dyn FnOnce()>>> = const { RefCell::new(None) };
}

/// Keeps what destroys the app this module has just started.
pub fn keep(destroy: Box<dyn FnOnce()>) {
    DESTROY.with(|kept| *kept.borrow_mut() = Some(destroy));
}

/// Destroys this module's app and its AI worker, and gives the page a
/// fresh, empty `#app` element (so no listener of the old app hears the
/// next one's events): another module takes the page over.
pub fn stop() {
    if let Some(destroy) = DESTROY.with(|kept| kept.borrow_mut().take()) {
        destroy();
    }
    super::worker::stop_game_worker();
    let document = gloo::utils::document();
    if let (Some(old), Ok(fresh)) = (
        document.get_element_by_id("app"),
        document.create_element("div"),
    ) {
        fresh.set_id("app");
        let _ = old.replace_with_with_node_1(&fresh);
    }
}
