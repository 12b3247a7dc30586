//! Loading a wasm module on demand, shared by the page's extras parts,
//! the extras module's studio and the games' modules handing the page on:
//! a script run from a relative URL, the wasm started through the init
//! function its bridge leaves on the global object, one loading per module
//! for every module of the page, a failure in words, a call of an export.

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

use crate::text::t;

/// A promise that resolves once the script at `src` of type `kind` (""
/// classic, "module") has run.
pub(crate) fn script_of(src: &str, kind: &'static str) -> Promise {
    Promise::new(&mut |resolve, reject| {
        let src = src.to_owned();
        let document = gloo::utils::document();
        let Ok(element) = document.create_element("script") else {
            let _ = reject.call1(&JsValue::NULL, &JsValue::from_str("no script element"));
            return;
        };
        let element: web_sys::HtmlScriptElement = element.unchecked_into();
        element.set_src(&src);
        element.set_type(kind);
        let loaded = Closure::once_into_js(move || resolve.call0(&JsValue::NULL));
        let failed = Closure::once_into_js(move || {
            reject.call1(
                &JsValue::NULL,
                &JsValue::from_str(&t::extras_not_fetched(src.as_str()).to_string()),
            )
        });
        element.set_onload(Some(loaded.unchecked_ref()));
        element.set_onerror(Some(failed.unchecked_ref()));
        if let Some(head) = document.head() {
            let _ = head.append_child(&element);
        }
    })
}

/// Starts the wasm file `wasm` with the init function its bridge left
/// under `global`; resolves to the module's exports (the init function,
/// which carries them).
pub(crate) async fn start_wasm(global: &str, wasm: &str) -> Result<JsValue, JsValue> {
    let init: Function = Reflect::get(&js_sys::global(), &JsValue::from_str(global))?.dyn_into()?;
    let options = Object::new();
    Reflect::set(
        &options,
        &JsValue::from_str("module_or_path"),
        &JsValue::from_str(wasm),
    )?;
    let started: Promise = init.call1(&JsValue::NULL, &options)?.dyn_into()?;
    JsFuture::from(started).await?;
    Ok(init.into())
}

/// Runs the ES module `bridge`, which imports a module's glue and leaves
/// its init function under `global`, then starts the wasm file `wasm`
/// with it; resolves to the module's exports.
pub(crate) async fn start_bridged(
    bridge: &str,
    global: &str,
    wasm: &str,
) -> Result<JsValue, JsValue> {
    JsFuture::from(script_of(bridge, "module")).await?;
    start_wasm(global, wasm).await
}

/// The module loaded under `key` on the page's global object, started
/// by `start` the first time any wasm module of the page asks: the app's
/// modules (the page's, each game's) share one extras module this way,
/// and a game's module is started again, not fetched, when the page comes
/// back to it. A failed loading is forgotten, so a later part tries again.
pub(crate) async fn shared_module(
    key: &str,
    start: impl FnOnce() -> Promise,
) -> Result<JsValue, String> {
    let global: Object = js_sys::global().unchecked_into();
    let key = JsValue::from_str(key);
    let loading = match Reflect::get(&global, &key)
        .ok()
        .and_then(|kept| kept.dyn_into::<Promise>().ok())
    {
        Some(loading) => loading,
        None => {
            let loading = start();
            let _ = Reflect::set(&global, &key, &loading);
            loading
        }
    };
    JsFuture::from(loading).await.map_err(|e| {
        let _ = Reflect::delete_property(&global, &key);
        failure(&e)
    })
}

/// Why a module's loading failed, in words.
pub(crate) fn failure(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| t::extras_no_start().to_string())
}

/// Calls the module's export `name` with `args`.
pub(crate) fn call(
    exports: &JsValue,
    name: &str,
    args: &js_sys::Array,
) -> Result<JsValue, JsValue> {
    let function: Function = Reflect::get(exports, &JsValue::from_str(name))?.dyn_into()?;
    function.apply(&JsValue::NULL, args)
}
