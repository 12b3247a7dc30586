//! The shelf kept in `localStorage` (wasm), read once per visit and held
//! in memory, every change written through. An unreadable shelf is moved
//! aside, never written over; a write the browser refuses (storage full,
//! private mode) is reported, and the lessons stay open for this visit.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;

use super::shelf::{Shelf, SHELF_KEY, UNREADABLE_KEY};
use crate::text::t;

thread_local! {
    /// The shelf of this visit (read from storage the first time) and the
    /// notice its reading left, until shown.
    static SHELF: RefCell<Option<(Shelf, Option<String>)>> = const { RefCell::new(None) };
}

/// Runs `f` on the shelf of this visit.
pub fn with_shelf<T>(f: impl FnOnce(&Shelf) -> T) -> T {
    SHELF.with(|kept| f(&kept.borrow_mut().get_or_insert_with(load).0))
}

/// The notice the shelf's reading left (once).
pub fn take_notice() -> Option<String> {
    SHELF.with(|kept| kept.borrow_mut().get_or_insert_with(load).1.take())
}

/// Changes the shelf with `f` and writes it; the answer is `f`'s, and
/// the error a sentence for the teacher when the browser refused to keep
/// it (the change holds for this visit).
pub fn change<T>(f: impl FnOnce(&mut Shelf) -> T) -> (T, Result<(), String>) {
    SHELF.with(|kept| {
        let mut kept = kept.borrow_mut();
        let shelf = &mut kept.get_or_insert_with(load).0;
        let answer = f(shelf);
        let saved = save(shelf);
        (answer, saved)
    })
}

fn storage() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

/// The stored shelf, and a notice when what was stored could not be read (it is
/// then kept under another key and a new shelf begins).
fn load() -> (Shelf, Option<String>) {
    let Some(storage) = storage() else {
        return (Shelf::empty(), Some(t::studio_store_none().to_string()));
    };
    let text = storage.get_item(SHELF_KEY).ok().flatten();
    match Shelf::parse(text.as_deref()) {
        Ok(shelf) => (shelf, None),
        Err(why) => {
            let kept = text
                .map(|text| storage.set_item(UNREADABLE_KEY, &text).is_ok())
                .unwrap_or(false);
            let notice = if kept {
                t::studio_shelf_unreadable_kept(why).to_string()
            } else {
                t::studio_shelf_unreadable(why).to_string()
            };
            (Shelf::empty(), Some(capitalised(&notice)))
        }
    }
}

/// Writes `shelf`; the error is a sentence for the teacher.
fn save(shelf: &Shelf) -> Result<(), String> {
    storage()
        .ok_or_else(|| t::studio_store_nothing().to_string())?
        .set_item(SHELF_KEY, &shelf.to_json())
        .map_err(|_| t::studio_store_refused().to_string())
}

/// Now, in milliseconds since 1970.
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// `text` with a capital first letter.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        format!("{}{}", first.to_uppercase(), chars.as_str())
    })
}
