//! The hard AI's ratings for a lesson's question that accepts moves near
//! the best, asked of a coach's worker of its own (AIs never run on the
//! page's thread), ended once it has answered.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

use crate::text::t;
use crate::ui::modules::worker::{Answered, Program, WorkerClient};
use crate::worker::protocol::Rate;
use crate::worker::{Answer, Request};

/// The ratings of every legal move of `seat` in game `game` after
/// `record` (JSON), in legal order, or why there are none.
pub async fn ratings(game: &str, record: String, seat: usize) -> Result<Vec<f64>, String> {
    let request = Request::Rate(Rate {
        id: 0,
        game: game.to_owned(),
        record,
        seat,
    });
    let worker = WorkerClient::start(Program::Coach);
    let answer: Rc<RefCell<Option<Answered>>> = Rc::default();
    // One promise for the exchange, resolved by the answer.
    let done = Promise::new(&mut |resolve, _| {
        let answer = answer.clone();
        worker.ask(request.clone(), move |got| {
            *answer.borrow_mut() = Some(got);
            let _ = resolve.call0(&JsValue::NULL);
        });
    });
    let _ = JsFuture::from(done).await;
    worker.stop();
    let answer = answer.borrow_mut().take();
    match answer {
        Some(Ok(Answer::Rated { values, .. })) => Ok(values),
        Some(Ok(Answer::Failed { error, .. }) | Err(error)) => Err(error),
        _ => Err(t::extras_worker_other().to_string()),
    }
}
