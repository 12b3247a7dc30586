//! The hard AI's ratings for a lesson's question that accepts moves near
//! the best, asked of the AI worker (the page's own worker script,
//! [`worker_url`]): AIs never run on the page's
//! thread. A worker is started for the question and stopped once it has
//! answered.

use js_sys::{Array, Promise, Reflect};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker};

use crate::text::t;
use crate::ui::shell::ai_client::worker_url;
use crate::worker::{RateRequest, RateTask, READY};

/// The ratings of every legal move of `seat` in game `game` after
/// `record` (JSON), in legal order, or why there are none.
pub async fn ratings(game: &str, record: String, seat: usize) -> Result<Vec<f64>, String> {
    let url = worker_url().ok_or_else(|| t::extras_no_worker().to_string())?;
    let worker = Worker::new(&url).map_err(|_| t::extras_worker_no_start().to_string())?;
    let request = serde_json::to_string(&RateRequest {
        id: 1,
        game: game.to_owned(),
        record,
        seat,
        task: RateTask::Rate,
    })
    .map_err(|e| e.to_string())?;
    // One promise for the whole exchange: ready, then the answer.
    let answer = Promise::new(&mut |resolve, reject| {
        let (asker, failed) = (worker.clone(), reject.clone());
        let request = request.clone();
        let onmessage = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let data = event.data();
            if data.as_string().as_deref() == Some(READY) {
                if asker.post_message(&JsValue::from_str(&request)).is_err() {
                    let _ = failed.call1(
                        &JsValue::NULL,
                        &JsValue::from_str(&t::extras_worker_refused().to_string()),
                    );
                }
            } else {
                let _ = resolve.call1(&JsValue::NULL, &data);
            }
        });
        let onerror = Closure::<dyn Fn(JsValue)>::new(move |_| {
            let _ = reject.call1(
                &JsValue::NULL,
                &JsValue::from_str(&t::extras_worker_failed().to_string()),
            );
        });
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        onmessage.forget();
        onerror.forget();
    });
    let outcome = JsFuture::from(answer).await;
    worker.terminate();
    let object = outcome.map_err(|e| {
        e.as_string()
            .unwrap_or_else(|| t::extras_worker_failed().to_string())
    })?;
    let field =
        |name: &str| Reflect::get(&object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    match field("kind").as_string().as_deref() {
        Some("rated") => Ok(Array::from(&field("values"))
            .iter()
            .map(|v| v.as_f64().unwrap_or(f64::NEG_INFINITY))
            .collect()),
        Some("failed") => Err(field("error").as_string().unwrap_or_default()),
        _ => Err(t::extras_worker_other().to_string()),
    }
}
