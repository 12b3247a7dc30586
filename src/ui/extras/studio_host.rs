//! The lesson studio's place in the extras module: the studio is a third
//! wasm module (`studio-bridge.js`, `studio.js`, `studio_bg.wasm`), for
//! teachers, fetched by the extras module the first time `#/studio`
//! opens, so neither the page nor a learner's lesson carries it. It is
//! mounted into this component's element and destroyed when it leaves;
//! while it loads the element says so, and if it cannot load, why.

use wasm_bindgen::JsValue;
use wasm_bindgen_futures::future_to_promise;
use yew::prelude::*;

use super::loading::{shared_module, start_bridged};
use super::module_part::{mount_part, PartMount};
use super::part::ExtraPart;
use crate::text::t;

/// Runs the studio's bridge, an ES module that imports the studio's glue
/// (`studio.js`, built as an ES module so its names stay out of the
/// global scope the extras module's classic glue uses) and hands it over
/// as `parlourStudio`; then starts the studio's wasm. Resolves to its
/// exports.
async fn start_studio() -> Result<JsValue, JsValue> {
    start_bridged("./studio-bridge.js", "parlourStudio", "./studio_bg.wasm").await
}

/// The studio module's exports, loading it the first time.
async fn studio_module() -> Result<JsValue, String> {
    shared_module("parlourStudioLoading", || future_to_promise(start_studio())).await
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
            let json = ExtraPart::Studio { open: open.clone() }.to_json();
            mount_part(
                studio_module(),
                PartMount {
                    host,
                    args: vec![JsValue::from_str(&json), JsValue::NULL],
                    status,
                    failed: Box::new(t::studio_load_failed),
                    gone: t::studio_load_gone,
                    refused: t::studio_load_refused,
                },
            )
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
