//! The lesson studio's place in the extras module: the studio is a third
//! wasm module (`studio-bridge.js`, `studio.js`, `studio_bg.wasm`), for
//! teachers, fetched by the extras module the first time `#/studio`
//! opens, so neither the page nor a learner's lesson carries it. It is
//! mounted into this component's element and destroyed when it leaves;
//! while it loads the element says so, and if it cannot load, why.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::{future_to_promise, spawn_local, JsFuture};
use yew::prelude::*;

use super::host::{call, failure, script_of, start_wasm};
use super::part::ExtraPart;
use crate::text::t;

thread_local! {
    /// The studio module's loading (reset after a failure).
    static LOADING: RefCell<Option<Promise>> = const { RefCell::new(None) };
}

/// Runs the studio's bridge, an ES module that imports the studio's glue
/// (`studio.js`, built as an ES module so its names stay out of the
/// global scope the extras module's classic glue uses) and hands it over
/// as `parlourStudio`; then starts the studio's wasm. Resolves to its
/// exports.
async fn start_studio() -> Result<JsValue, JsValue> {
    JsFuture::from(script_of("./studio-bridge.js", "module")).await?;
    start_wasm("parlourStudio", "./studio_bg.wasm").await
}

/// The studio module's exports, loading it the first time.
async fn studio_module() -> Result<JsValue, String> {
    let loading = LOADING.with(|loading| {
        loading
            .borrow_mut()
            .get_or_insert_with(|| future_to_promise(start_studio()))
            .clone()
    });
    JsFuture::from(loading).await.map_err(|e| {
        LOADING.with(|loading| loading.borrow_mut().take());
        failure(&e)
    })
}

/// Properties of [`StudioHost`].
#[derive(Properties, PartialEq)]
pub struct StudioHostProps {
    /// What follows `#/studio` in the address.
    pub open: String,
}

/// The studio, drawn by its module into this component's element.
#[function_component(StudioHost)]
pub fn studio_host(props: &StudioHostProps) -> Html {
    let host = use_node_ref();
    let status = use_state(|| Some(t::studio_loading().to_string()));
    {
        let (host, status) = (host.clone(), status.clone());
        use_effect_with(props.open.clone(), move |open| {
            let alive = Rc::new(Cell::new(true));
            let mounted: Rc<RefCell<Option<(JsValue, u32)>>> = Rc::default();
            let json = ExtraPart::Studio { open: open.clone() }.to_json();
            {
                let (alive, mounted) = (alive.clone(), mounted.clone());
                spawn_local(async move {
                    let exports = studio_module().await;
                    if !alive.get() {
                        return;
                    }
                    let result = exports.and_then(|exports| {
                        let element = host
                            .cast::<web_sys::Element>()
                            .ok_or_else(|| t::studio_load_gone().to_string())?;
                        let args =
                            js_sys::Array::of3(&element, &JsValue::from_str(&json), &JsValue::NULL);
                        crate::ui::locale::hand_to(&exports).map_err(|e| failure(&e))?;
                        let handle = call(&exports, "mount", &args).map_err(|e| {
                            e.as_string()
                                .unwrap_or_else(|| t::studio_load_refused().to_string())
                        })?;
                        *mounted.borrow_mut() =
                            Some((exports, handle.as_f64().unwrap_or(0.0) as u32));
                        Ok(())
                    });
                    status.set(
                        result
                            .err()
                            .map(|why| t::studio_load_failed(why).to_string()),
                    );
                });
            }
            move || {
                alive.set(false);
                if let Some((exports, handle)) = mounted.borrow_mut().take() {
                    let _ = call(
                        &exports,
                        "unmount",
                        &js_sys::Array::of1(&JsValue::from(handle)),
                    );
                }
            }
        });
    }
    html! {
        <div class="extra">
            if let Some(text) = (*status).clone() {
                <p class="extra-status" role="status">{ text }</p>
            }
            <div class="extra-part" ref={host}></div>
        </div>
    }
}
