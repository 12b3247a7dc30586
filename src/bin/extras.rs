//! `extras`: the parts of the page loaded when first opened (rules pages,
//! lessons, settings, the coach's pages, the bot protocol, the studio's
//! host), a wasm module the page fetches on demand (see
//! `parlour::ui::extras`). Built by Trunk as an ES module (`extras.js`,
//! `extras_bg.wasm`), loaded like every module of the page
//! (`parlour::ui::modules::loading`), run on the page's thread. On native
//! targets this is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

#[cfg(target_arch = "wasm32")]
mod web {
    use wasm_bindgen::prelude::*;
    use yew::Callback;

    /// Draws the part `part` (JSON, `parlour::ui::modules::part::Part`)
    /// into `element`; `send` is called with each message the part sends
    /// back. Returns the handle `unmount` takes.
    #[wasm_bindgen]
    pub fn mount(
        element: web_sys::Element,
        part: &str,
        send: js_sys::Function,
    ) -> Result<u32, JsValue> {
        let send = Callback::from(move |message: String| {
            // The page's listener reports its own failures.
            let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&message));
        });
        parlour::ui::extras::guest::mount(element, part, send).map_err(|e| JsValue::from_str(&e))
    }

    /// Lesson `number` of game `game` as it starts (JSON), for the page.
    #[wasm_bindgen]
    pub fn lesson(game: &str, number: u8) -> Result<String, JsValue> {
        parlour::ui::extras::guest::lesson_json(game, number).map_err(|e| JsValue::from_str(&e))
    }

    /// Destroys the part mounted under `handle`.
    #[wasm_bindgen]
    pub fn unmount(handle: u32) {
        parlour::ui::extras::guest::unmount(handle);
    }

    /// Takes the page's language (`code`) and its catalog's text (empty
    /// for English), before a part is mounted.
    #[wasm_bindgen]
    pub fn language(code: &str, text: &str) -> Result<(), JsValue> {
        parlour::ui::locale::adopt(code, text).map_err(|e| JsValue::from_str(&e))
    }
}

fn main() {}
