//! Whether the browser keeps what parlour saves (wasm). Storage can be
//! disabled or full; then the game and the settings will be gone after a
//! reload, and the person is told so once, plainly, while play goes on.
//! `localStorage.setItem` either stores the whole value or throws, so a
//! failed save never leaves a partial value behind.

#![cfg(target_arch = "wasm32")]

use std::cell::{Cell, RefCell};

use yew::Callback;

use crate::text::{t, Msg};

/// What the person is told when nothing can be kept, in the language of
/// the moment.
pub fn not_kept() -> Msg {
    t::shell_not_kept()
}

thread_local! {
    static TOLD: Cell<bool> = const { Cell::new(false) };
    static LISTENER: RefCell<Option<Callback<()>>> = const { RefCell::new(None) };
}

/// Sets who shows the notice (the app); tells it at once if a failure was
/// reported before (a game page saves before the app's own effects run).
pub fn listen(listener: Callback<()>) {
    if TOLD.with(Cell::get) {
        listener.emit(());
    }
    LISTENER.with(|l| *l.borrow_mut() = Some(listener));
}

/// Reports a save's outcome; the first failure is told, once.
pub fn report<T, E>(result: &Result<T, E>) {
    if result.is_err() && !TOLD.with(|told| told.replace(true)) {
        if let Some(listener) = LISTENER.with(|l| l.borrow().clone()) {
            listener.emit(());
        }
    }
}

/// Tries a small write and removes it: whether storage takes writes now.
pub fn probe() -> bool {
    let Some(storage) = gloo::utils::window().local_storage().ok().flatten() else {
        return false;
    };
    let key = "parlour.probe";
    let written = storage.set_item(key, "1").is_ok();
    let _ = storage.remove_item(key);
    written
}
