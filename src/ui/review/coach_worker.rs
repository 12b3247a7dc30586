//! A worker of its own for one of the coach's tasks (wasm, in the extras
//! module): the review and the hint each start one from the page's AI
//! worker script, so the game's own AIs never wait, and end it to stop.
//! It takes the request (JSON text) once it says it is ready, and hands
//! every reply to the caller with the worker, which the caller ends when
//! the answer is in.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};

use crate::ui::shell::ai_client::worker_url;
use crate::worker::READY;

/// Starts a worker that is sent the page's language and `request` once
/// ready; `on_reply` gets
/// each reply (JSON text), `on_refused` is told if the request could not
/// be posted. The worker is returned so it can be ended.
pub fn start_coach(
    request: String,
    on_reply: impl Fn(&Worker, String) + 'static,
    on_refused: impl Fn() + 'static,
) -> Result<Worker, String> {
    let url = worker_url().ok_or("this page does not name its AI worker")?;
    let worker = Worker::new(&url).map_err(|_| "the AI worker could not start".to_owned())?;
    let asker = worker.clone();
    let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let Some(text) = event.data().as_string() else {
            return;
        };
        if text != READY {
            on_reply(&asker, text);
        } else if asker
            .post_message(&crate::ui::locale::worker_message())
            .and_then(|_| asker.post_message(&JsValue::from_str(&request)))
            .is_err()
        {
            on_refused();
        }
    });
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    Ok(worker)
}
