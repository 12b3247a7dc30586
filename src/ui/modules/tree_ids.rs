//! Tree ids for a module's apps. Yew brands each app's elements with a
//! tree id counted from 1 in each wasm module, and an app handles, in the
//! capture phase, every event whose target carries one of its own ids,
//! before an app mounted inside it sees the event. So a module that mounts
//! apps inside another module's elements (the extras module inside the
//! page's app, the studio inside the extras module's) must brand them with
//! ids no other module uses: the first time it mounts, it takes the page's
//! next free block of ids ([`claim`]), counted on the global object that
//! every module of the page shares, and uses up the ids below it. A game's
//! or the page's own app (each module's first, id 1) stays in block 0:
//! they are never on the page together.

#![cfg(target_arch = "wasm32")]

use std::cell::Cell;

use js_sys::Reflect;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The ids of one block: far more than the parts a module mounts in a
/// page's life (each takes one).
const BLOCK: u32 = 1024;

/// The global counter of blocks taken.
const TAKEN: &str = "parlourTreeIdBlocks";

thread_local! {
    /// Whether this module has its block.
    static CLAIMED: Cell<bool> = const { Cell::new(false) };
}

/// Nothing: the app that only takes a tree id.
#[function_component(Nothing)]
fn nothing() -> Html {
    Html::default()
}

/// Takes this module's block of tree ids, once: the next free block of
/// the page, whose ids below it are used up by apps destroyed at once.
pub fn claim() {
    if CLAIMED.with(|claimed| claimed.replace(true)) {
        return;
    }
    let global = js_sys::global();
    let key = JsValue::from_str(TAKEN);
    let block = Reflect::get(&global, &key)
        .ok()
        .and_then(|taken| taken.as_f64())
        .map_or(1, |taken| taken as u32 + 1);
    let _ = Reflect::set(&global, &key, &JsValue::from(block));
    let document = gloo::utils::document();
    for _ in 0..block * BLOCK {
        if let Ok(root) = document.create_element("div") {
            yew::Renderer::<Nothing>::with_root(root).render().destroy();
        }
    }
}
