//! The page's side of the extras module: fetched once, the first time a
//! part opens (`extras.js`, then `extras-bridge.js`, then
//! `extras_bg.wasm`, all relative to the page so the app works from any
//! folder), and every [`Extra`] mounts its part into its own element and
//! destroys it when it leaves. While the module loads the element says
//! so; if it cannot load (offline before the service worker kept it) the
//! element says why.

use gloo::events::{EventListener, EventListenerOptions};
use js_sys::Promise;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::{future_to_promise, JsFuture};
use yew::prelude::*;

use super::loading::{call, failure, script_of, shared_module, start_wasm};
use super::module_part::{mount_part, PartMount};
use super::part::ExtraPart;
use crate::text::t;
use crate::ui::settings::context::SettingsContext;
use crate::ui::settings::model::{parse_settings, settings_to_value};

/// A promise that resolves once the classic script at `src` has run.
fn script(src: &str) -> Promise {
    script_of(src, "")
}

/// Fetches and starts the module; resolves to its exports.
async fn fetch_module() -> Result<JsValue, JsValue> {
    JsFuture::from(script("./extras.js")).await?;
    JsFuture::from(script("./extras-bridge.js")).await?;
    start_wasm("parlourExtras", "./extras_bg.wasm").await
}

/// The extras module's exports, loading it the first time.
async fn module() -> Result<JsValue, String> {
    shared_module("parlourExtrasLoading", || future_to_promise(fetch_module())).await
}

/// Lesson `number` of game `game` as it starts (a
/// [`crate::engine::lesson::LessonStart`], JSON), from the module.
pub async fn lesson_json(game: &str, number: u8) -> Result<String, String> {
    let exports = module().await?;
    crate::ui::locale::hand_to(&exports).map_err(|e| failure(&e))?;
    let args = js_sys::Array::of2(&JsValue::from_str(game), &JsValue::from(number));
    call(&exports, "lesson", &args)
        .map_err(|e| {
            e.as_string()
                .unwrap_or_else(|| t::extras_module_refused().to_string())
        })?
        .as_string()
        .ok_or_else(|| t::extras_no_lesson_sent().to_string())
}

/// Properties of [`Extra`].
#[derive(Properties, PartialEq)]
pub struct ExtraProps {
    /// The part drawn.
    pub part: ExtraPart,
    /// Receives the part's messages (a new-game choice, as JSON).
    #[prop_or_default]
    pub on_message: Callback<String>,
    /// Told when a link inside the part is followed (a rules page's
    /// lesson link: the dialog around it closes).
    #[prop_or_default]
    pub on_link: Callback<()>,
}

/// What the page around a part still hears of its events. The part's
/// app handles its own events, and the page's app leaves them alone (the
/// module's apps carry tree ids the page never uses, see
/// `guest::mount`), so the page is told what concerns it: Escape and Tab
/// go again to the element around the part, as fresh key presses, for the
/// dialog to close or keep focus inside (a refused one refuses the
/// original), and a followed link calls `on_link`.
fn hand_over(element: &web_sys::Element, on_link: &Callback<()>) -> Vec<EventListener> {
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

/// One part of the extras module, drawn into this component's element.
#[function_component(Extra)]
pub fn extra(props: &ExtraProps) -> Html {
    let host = use_node_ref();
    let status = use_state(|| Some(props.part.loading_text().to_string()));
    {
        let (host, status, on_message) = (host.clone(), status.clone(), props.on_message.clone());
        let on_link = props.on_link.clone();
        use_effect_with(props.part.clone(), move |part| {
            let send = Closure::<dyn Fn(JsValue)>::new(move |message: JsValue| {
                on_message.emit(message.as_string().unwrap_or_default());
            });
            let guards = host
                .cast::<web_sys::Element>()
                .map(|element| hand_over(&element, &on_link))
                .unwrap_or_default();
            let shown = part.clone();
            let unmount = mount_part(
                module(),
                PartMount {
                    host,
                    args: vec![JsValue::from_str(&part.to_json()), send.as_ref().clone()],
                    status,
                    failed: Box::new(move |why| shown.failed_text(&why)),
                    gone: t::extras_place_gone,
                    refused: t::extras_part_refused,
                },
            );
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

/// The settings form from the extras module, bound to the app's
/// settings: it opens with the settings of the moment, and each change
/// it saves is applied to the app at once.
#[function_component(ExtraSettings)]
pub fn extra_settings() -> Html {
    let context = use_context::<SettingsContext>();
    // The settings when the form opened (later changes come from it).
    let opened = use_memo((), {
        let settings = context.as_ref().map(|c| c.settings.clone());
        move |_| settings.map(|s| settings_to_value(&s).to_string())
    });
    let (Some(context), Some(settings)) = (context, (*opened).clone()) else {
        return html! { <p>{ t::settings_not_here().to_string() }</p> };
    };
    let on_message = context
        .update
        .reform(|json: String| parse_settings(Some(&json)).settings);
    html! { <Extra part={ExtraPart::Settings { settings }} {on_message} /> }
}
