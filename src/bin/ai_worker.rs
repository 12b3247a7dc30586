//! `ai_worker`: the browser's AI players, run in a dedicated web worker so
//! the page never waits for a search (see `parlour::worker` for the
//! messages and `parlour::ui::shell::ai_client` for the page's side).
//!
//! Built by Trunk as a worker (`data-type="worker"`, with the `release`
//! profile: optimised for speed, unlike the page). On native targets this
//! is an empty program.

#![cfg_attr(not(target_arch = "wasm32"), allow(missing_docs))]

#[cfg(target_arch = "wasm32")]
mod web {
    use parlour::engine::agent::{AiData, Clock};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// Milliseconds from the worker's `performance.now()`.
    struct WorkerClock {
        performance: Option<web_sys::Performance>,
    }

    impl Clock for WorkerClock {
        fn now_ms(&self) -> f64 {
            match &self.performance {
                Some(performance) => performance.now(),
                None => js_sys::Date::now(),
            }
        }
    }

    thread_local! {
        /// The AI data files already asked for (each is fetched once).
        static ASKED: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    /// Fetches a game's AI data file (relative to the worker, so from the
    /// app's folder) the first time the game is played, and installs it;
    /// until it arrives, or if it cannot, the AIs play without it.
    fn fetch_data(scope: &DedicatedWorkerGlobalScope, data: AiData) {
        let scope = scope.clone();
        wasm_bindgen_futures::spawn_local(async move { load_data(&scope, data).await });
    }

    /// Fetches and installs `data` unless it was asked for already; says
    /// on the console when the AIs must play without it.
    async fn load_data(scope: &DedicatedWorkerGlobalScope, data: AiData) {
        let first = ASKED.with(|asked| {
            let mut asked = asked.borrow_mut();
            let first = !asked.contains(&data.file);
            if first {
                asked.push(data.file);
            }
            first
        });
        if !first {
            return;
        }
        let request = scope.fetch_with_str(data.file);
        let outcome = async {
            let response: web_sys::Response = JsFuture::from(request).await?.dyn_into()?;
            if !response.ok() {
                return Err(JsValue::from_str(&format!("HTTP {}", response.status())));
            }
            let buffer = JsFuture::from(response.array_buffer()?).await?;
            let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
            (data.install)(&bytes).map_err(|e| JsValue::from_str(&e))
        }
        .await;
        if let Err(error) = outcome {
            web_sys::console::warn_2(
                &JsValue::from_str(&format!("{}: the AIs play without it:", data.file)),
                &error,
            );
        }
    }

    /// Reviews a game (the request as JSON text) once its AI data file is
    /// in: progress and the answer go out as JSON text. A review's worker
    /// does nothing else.
    fn review(scope: &DedicatedWorkerGlobalScope, message: String) {
        let scope = scope.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let data =
                parlour::worker::game_of(&message).and_then(|g| parlour::worker::ai_data_of(&g));
            if let Some(data) = data {
                load_data(&scope, data).await;
            }
            let clock = WorkerClock {
                performance: scope.performance(),
            };
            parlour::worker::review(&message, &clock, &mut |text| {
                let _ = scope.post_message(&JsValue::from_str(&text));
            });
        });
    }

    /// Answers every message (a decision, a moment shared, a link or file
    /// opened, a review), and says when it is ready.
    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let clock = WorkerClock {
            performance: scope.performance(),
        };
        let replies = scope.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            // The page posts objects; a request as JSON text (the
            // decisions fixture's) is read too.
            let data = event.data();
            // The page's language, `{language, text}` (its catalog's text,
            // empty for English): the AIs' reasons and the coach's words
            // are written in it.
            if let Ok(code) = js_sys::Reflect::get(&data, &JsValue::from_str("language")) {
                if let Some(code) = code.as_string() {
                    let text = js_sys::Reflect::get(&data, &JsValue::from_str("text"))
                        .ok()
                        .and_then(|t| t.as_string())
                        .unwrap_or_default();
                    if let Err(why) = parlour::ui::locale::adopt(&code, &text) {
                        web_sys::console::warn_1(&JsValue::from_str(&why));
                    }
                    return;
                }
            }
            if let Some(message) = data.as_string().filter(|m| parlour::worker::is_review(m)) {
                return review(&replies, message);
            }
            let (answer, data) = match data.as_string() {
                Some(message) => parlour::worker::respond(&message, &clock),
                None => match parlour::worker::js::request_from_js(&data) {
                    Ok(request) => parlour::worker::respond_to(&request, &clock),
                    Err(error) => (
                        parlour::worker::WorkerAnswer::Failed {
                            id: 0,
                            error: format!("the request could not be read ({error})"),
                        },
                        None,
                    ),
                },
            };
            // The page is gone when posting fails; nothing is left to do.
            let _ = replies.post_message(&parlour::worker::js::answer_to_js(&answer));
            if let Some(data) = data {
                fetch_data(&replies, data);
            }
        });
        scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        onmessage.forget();
        let _ = scope.post_message(&JsValue::from_str(parlour::worker::READY));
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("ai_worker runs in the browser as the app's web worker; see README.");
    std::process::exit(2);
}
