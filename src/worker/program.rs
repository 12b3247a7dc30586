//! A worker program (wasm): every worker the page starts runs this loop
//! over the [`Tasks`] it takes (`src/bin/ai_<id>.rs`, `src/bin/coach.rs`).
//! It says [`Answer::Ready`] once it takes requests, reads each request
//! (a plain object, [`super::js`], or JSON text, as the decisions fixture
//! has them), and posts each answer as a plain object. A game's AI data
//! file is fetched once, relative to the worker: after the first decision
//! (the AIs play without it until it arrives), before a coach's task
//! (which judges with the AIs at full strength).

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::engine::agent::{AiData, Clock};

use super::js::{answer_to_js, request_from_js};
use super::protocol::{Answer, Request};
use super::tasks::Tasks;

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

/// The running worker: its scope, its tasks and the data files asked for.
struct Program {
    scope: DedicatedWorkerGlobalScope,
    tasks: Tasks,
    asked: RefCell<Vec<&'static str>>,
}

impl Program {
    fn post(&self, answer: &Answer) {
        // The page is gone when posting fails; nothing is left to do.
        let _ = self.scope.post_message(&answer_to_js(answer));
    }

    fn answer(&self, request: &Request) {
        let clock = WorkerClock {
            performance: self.scope.performance(),
        };
        self.tasks
            .answer(request, &clock, &mut |answer| self.post(&answer));
    }

    /// Fetches and installs `data` unless it was asked for already; says
    /// on the console when the AIs must play without it.
    async fn load(&self, data: AiData) {
        if self.asked.borrow().contains(&data.file) {
            return;
        }
        self.asked.borrow_mut().push(data.file);
        let request = self.scope.fetch_with_str(data.file);
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
}

/// Runs the worker over `tasks`: answers every message, and says when it
/// is ready.
pub fn run(tasks: Tasks) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let program = Rc::new(Program {
        scope: scope.clone(),
        tasks,
        asked: RefCell::new(Vec::new()),
    });
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let request = match request_from_js(&event.data()) {
            Ok(request) => request,
            Err(error) => {
                return program.post(&Answer::Failed {
                    id: 0,
                    error: crate::text::t::worker_request_unreadable(error).to_string(),
                })
            }
        };
        if let Request::Language(language) = &request {
            if let Err(why) = crate::text::adopt_in_worker(&language.code, &language.catalog) {
                web_sys::console::warn_1(&JsValue::from_str(&why));
            }
            return;
        }
        let data = request
            .game()
            .and_then(|game| program.tasks.game(game))
            .and_then(|game| game.data);
        let program = program.clone();
        wasm_bindgen_futures::spawn_local(async move {
            match data {
                // A coach's task judges with the AIs at full strength.
                Some(data) if request.is_coachs() => {
                    program.load(data).await;
                    program.answer(&request);
                }
                Some(data) => {
                    program.answer(&request);
                    program.load(data).await;
                }
                None => program.answer(&request),
            }
        });
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    let _ = scope.post_message(&answer_to_js(&Answer::Ready));
}
