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
    use parlour::engine::agent::Clock;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
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

    /// Answers every message with a decision, and says when it is ready.
    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let clock = WorkerClock {
            performance: scope.performance(),
        };
        let replies = scope.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let message = event.data().as_string().unwrap_or_default();
            let answer = parlour::worker::answer(&message, &clock);
            // The page is gone when posting fails; nothing is left to do.
            let _ = replies.post_message(&JsValue::from_str(&answer));
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
