//! Mounting one part of a wasm module loaded on demand into a
//! component's element, shared by the page's extras parts (`host::Extra`)
//! and the extras module's studio (`studio_host::StudioHost`): the module
//! is loaded, handed the language, asked to `mount` the part, and asked to
//! `unmount` it when the component leaves. While it loads the component's
//! status line says so, and if it cannot load or mount, why.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::rc::Rc;

use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::loading::{call, failure};
use crate::text::Msg;

/// What a part needs to be mounted, and where to say how it went.
pub(crate) struct PartMount {
    /// The component's element, the part's place.
    pub host: NodeRef,
    /// The arguments of the module's `mount` after the element.
    pub args: Vec<JsValue>,
    /// The component's status line: `None` once the part is mounted.
    pub status: UseStateHandle<Option<String>>,
    /// The status line when loading or mounting failed, with the reason.
    pub failed: Box<dyn Fn(String) -> Msg>,
    /// The reason when the element is gone before the module is ready.
    pub gone: fn() -> Msg,
    /// The reason when the module's `mount` refused without saying why.
    pub refused: fn() -> Msg,
}

/// Loads a module with `load` (which resolves to its exports) and mounts
/// `part` into its element; returns what unmounts it, for the effect's
/// cleanup (a part whose component left before the module was ready is
/// never mounted).
pub(crate) fn mount_part(
    load: impl Future<Output = Result<JsValue, String>> + 'static,
    part: PartMount,
) -> impl FnOnce() {
    let alive = Rc::new(Cell::new(true));
    let mounted: Rc<RefCell<Option<(JsValue, u32)>>> = Rc::default();
    {
        let (alive, mounted) = (alive.clone(), mounted.clone());
        spawn_local(async move {
            let exports = load.await;
            if !alive.get() {
                return;
            }
            let PartMount {
                host,
                args,
                status,
                failed,
                gone,
                refused,
            } = part;
            let result = exports.and_then(|exports| {
                let element = host
                    .cast::<web_sys::Element>()
                    .ok_or_else(|| gone().to_string())?;
                let all = js_sys::Array::of1(&element);
                for arg in &args {
                    all.push(arg);
                }
                crate::ui::locale::hand_to(&exports).map_err(|e| failure(&e))?;
                let handle = call(&exports, "mount", &all)
                    .map_err(|e| e.as_string().unwrap_or_else(|| refused().to_string()))?;
                *mounted.borrow_mut() = Some((exports, handle.as_f64().unwrap_or(0.0) as u32));
                Ok(())
            });
            status.set(result.err().map(|why| failed(why).to_string()));
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
}
