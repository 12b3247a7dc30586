//! Loading a wasm module on demand, the one way every module of the page
//! is loaded: the boot script (`web/boot.js`) leaves `parlourModule(name)`
//! on the global object, which imports the ES module `<name>.js` and
//! starts `<name>_bg.wasm` (both relative to the page, so the app works
//! from any folder), once per page for every module that asks, and
//! forgets a failed loading so a later call tries again.

#![cfg(target_arch = "wasm32")]

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

use crate::text::t;

/// The exports of module `name` (`play_take5`, `extras`, `studio`),
/// loaded the first time any module of the page asks; the error says why
/// it could not be loaded.
pub async fn module(name: &str) -> Result<JsValue, String> {
    let loading = Reflect::get(&js_sys::global(), &JsValue::from_str("parlourModule"))
        .ok()
        .and_then(|load| load.dyn_into::<Function>().ok())
        .ok_or_else(|| t::extras_no_start().to_string())?
        .call1(&JsValue::NULL, &JsValue::from_str(name))
        .and_then(|loading| loading.dyn_into::<Promise>())
        .map_err(|e| failure(&e))?;
    JsFuture::from(loading).await.map_err(|e| failure(&e))
}

/// Why a module's loading failed, in words.
pub fn failure(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| t::extras_no_start().to_string())
}

/// Calls the module's export `name` with `args`.
pub fn call(exports: &JsValue, name: &str, args: &js_sys::Array) -> Result<JsValue, JsValue> {
    let function: Function = Reflect::get(exports, &JsValue::from_str(name))?.dyn_into()?;
    function.apply(&JsValue::NULL, args)
}
