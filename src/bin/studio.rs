//! `studio`: the lesson studio, a wasm module the extras module fetches
//! the first time a teacher opens `#/studio` (see `parlour::ui::studio`),
//! so neither the learner's first load nor the extras module a lesson link
//! opens carries the editor. Built by Trunk as an ES module (`studio.js`,
//! `studio_bg.wasm`), loaded like every module of the page
//! (`parlour::ui::modules::loading`), run on the page's thread. On native
//! targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

#[cfg(target_arch = "wasm32")]
mod web {
    use wasm_bindgen::prelude::*;

    /// Draws the studio part `part` (JSON,
    /// `parlour::ui::modules::part::Part::Studio`) into `element`
    /// (the third argument, for messages back, is not used: the studio
    /// sends none). Returns the handle `unmount` takes.
    #[wasm_bindgen]
    pub fn mount(element: web_sys::Element, part: &str, _send: JsValue) -> Result<u32, JsValue> {
        parlour::ui::studio::guest::mount(element, part).map_err(|e| JsValue::from_str(&e))
    }

    /// Destroys the part mounted under `handle`.
    #[wasm_bindgen]
    pub fn unmount(handle: u32) {
        parlour::ui::modules::mounting::unmount(handle);
    }

    /// Takes the extras module's language (`code`) and its catalog's text
    /// (empty for English), before the studio is mounted.
    #[wasm_bindgen]
    pub fn language(code: &str, text: &str) -> Result<(), JsValue> {
        parlour::ui::locale::adopt(code, text).map_err(|e| JsValue::from_str(&e))
    }
}

fn main() {}
