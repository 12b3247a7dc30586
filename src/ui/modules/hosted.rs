//! A part of a module loaded on demand, drawn into a component's element
//! ([`Hosted`]): the page's extras parts (rules pages, lessons, settings,
//! the coach, the bot protocol) and the studio inside the extras module.
//! The module is loaded ([`super::loading`]), handed the page's language,
//! asked to `mount` the part (what it draws, [`Part`], as JSON), and asked
//! to `unmount` it when the component leaves. While the module loads the
//! component's status line says so, and if it cannot load or mount, why.

#![cfg(target_arch = "wasm32")]

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::loading::{call, failure, module};
use super::part::Part;
use crate::text::t;

/// Properties of [`Hosted`].
#[derive(Properties, PartialEq)]
pub struct HostedProps {
    /// The module that draws the part (`extras`, `studio`).
    pub module: &'static str,
    /// The part drawn.
    pub part: Part,
    /// Receives the part's messages (settings, a lesson's number, a
    /// review's step), as text.
    #[prop_or_default]
    pub on_message: Callback<String>,
    /// Told when a link inside the part is followed (a rules page's
    /// lesson link: the dialog around it closes); `None`: the part keeps
    /// its own keys and links (the studio).
    #[prop_or_default]
    pub on_link: Option<Callback<()>>,
}

/// One part of a module, drawn into this component's element.
#[function_component(Hosted)]
pub fn hosted(props: &HostedProps) -> Html {
    let host = use_node_ref();
    let status = use_state(|| Some(props.part.loading_text().to_string()));
    {
        let (host, status, on_message) = (host.clone(), status.clone(), props.on_message.clone());
        let (module, on_link) = (props.module, props.on_link.clone());
        use_effect_with(props.part.clone(), move |part| {
            let send = Closure::<dyn Fn(JsValue)>::new(move |message: JsValue| {
                on_message.emit(message.as_string().unwrap_or_default());
            });
            let guards = match (host.cast::<web_sys::Element>(), &on_link) {
                (Some(element), Some(on_link)) => relay(&element, on_link),
                _ => Vec::new(),
            };
            let unmount = mount(module, part.clone(), host, status, send.as_ref().clone());
            move || {
                drop(guards);
                unmount();
                drop(send);
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

/// Loads `module` and mounts `part` into `host`'s element, `send` taking
/// its messages; `status` says how it went (`None` once mounted). Returns
/// what unmounts it, for the effect's cleanup (a part whose component
/// left before the module was ready is never mounted).
fn mount(
    module_name: &'static str,
    part: Part,
    host: NodeRef,
    status: UseStateHandle<Option<String>>,
    send: JsValue,
) -> impl FnOnce() {
    let alive = Rc::new(Cell::new(true));
    let mounted: Rc<RefCell<Option<(JsValue, u32)>>> = Rc::default();
    {
        let (alive, mounted) = (alive.clone(), mounted.clone());
        spawn_local(async move {
            let exports = module(module_name).await;
            if !alive.get() {
                return;
            }
            let result = exports.and_then(|exports| {
                let element = host
                    .cast::<web_sys::Element>()
                    .ok_or_else(|| t::extras_place_gone().to_string())?;
                let args = js_sys::Array::of3(&element, &JsValue::from_str(&part.to_json()), &send);
                crate::ui::locale::hand_to(&exports).map_err(|e| failure(&e))?;
                let handle = call(&exports, "mount", &args).map_err(|e| {
                    e.as_string()
                        .unwrap_or_else(|| t::extras_part_refused().to_string())
                })?;
                *mounted.borrow_mut() = Some((exports, handle.as_f64().unwrap_or(0.0) as u32));
                Ok(())
            });
            status.set(result.err().map(|why| part.failed_text(&why).to_string()));
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

/// What the page around a part still hears of its events. The part's
/// app handles its own events, and the page's app leaves them alone (the
/// module's apps carry tree ids the page never uses, [`super::tree_ids`]),
/// so the page is told what concerns it: Escape and Tab
/// go again to the element around the part, as fresh key presses, for the
/// dialog to close or keep focus inside (a refused one refuses the
/// original), and a followed link calls `on_link`.
fn relay(element: &web_sys::Element, on_link: &Callback<()>) -> Vec<EventListener> {
    let keys = EventListener::new_with_options(
        element,
        "keydown",
        EventListenerOptions::enable_prevent_default(),
        {
            let element = element.clone();
            move |event| {
                let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                if !matches!(key.key().as_str(), "Escape" | "Tab") {
                    return;
                }
                let init = web_sys::KeyboardEventInit::new();
                init.set_key(&key.key());
                init.set_shift_key(key.shift_key());
                init.set_bubbles(true);
                init.set_cancelable(true);
                let (Some(around), Ok(again)) = (
                    element.parent_element(),
                    web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init),
                ) else {
                    return;
                };
                if around.dispatch_event(&again) == Ok(false) {
                    event.prevent_default();
                }
            }
        },
    );
    let links = EventListener::new(element, "click", {
        let on_link = on_link.clone();
        move |event| {
            let on_a_link = event
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|t| t.closest("a").ok().flatten())
                .is_some();
            if on_a_link {
                on_link.emit(());
            }
        }
    });
    vec![keys, links]
}
