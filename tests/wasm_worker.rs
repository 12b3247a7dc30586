#![cfg(target_arch = "wasm32")]
//! The worker's messages cross as plain objects: every request and every
//! answer comes back as it was sent, and an object of no known kind is
//! refused.

use parlour::engine::agent::ReasonTexts;
use parlour::worker::js::{answer_from_js, answer_to_js, request_from_js, request_to_js};
use parlour::worker::{
    DecideRequest, DecideTask, Holder, OpenRequest, OpenTask, ShareRequest, ShareTask,
    WorkerAnswer, WorkerRequest,
};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn every_answer_crosses_as_it_was_and_a_strange_one_is_refused() {
    let answers = [
        WorkerAnswer::Decided {
            id: 1,
            action: "\"PLACE;A1\"".into(),
            reason: Some(ReasonTexts(vec!["a".into(), "b".into()])),
            micros: 12,
        },
        WorkerAnswer::Decided {
            id: 2,
            action: "{\"play\":3}".into(),
            reason: None,
            micros: 0,
        },
        WorkerAnswer::Shared {
            id: 3,
            code: "AbC".into(),
            file_name: "parlour-morris-1.json".into(),
            file: "{}".into(),
        },
        WorkerAnswer::Opened {
            id: 4,
            record: "{}".into(),
            steps: 4,
            event: Some(1),
        },
        WorkerAnswer::Opened {
            id: 5,
            record: "{}".into(),
            steps: 0,
            event: None,
        },
        WorkerAnswer::Failed {
            id: 6,
            error: "no".into(),
        },
    ];
    for answer in answers {
        assert_eq!(answer_from_js(&answer_to_js(&answer)), Ok(answer));
    }
    assert!(answer_from_js(&JsValue::from_str("ready")).is_err());
    let strange = answer_to_js(&WorkerAnswer::Failed {
        id: 7,
        error: "x".into(),
    });
    js_sys::Reflect::set(&strange, &"kind".into(), &"sang".into()).unwrap();
    assert!(answer_from_js(&strange).unwrap_err().contains("sang"));
}

#[wasm_bindgen_test]
fn every_request_crosses_as_it_was_and_a_strange_one_is_refused() {
    let requests = [
        WorkerRequest::Decide(DecideRequest {
            id: 1,
            game: "morris".into(),
            record: "{}".into(),
            seat: 1,
            level: "hard@500".into(),
            // More than a JavaScript number holds exactly.
            seed: 16490336266968443936,
            max_work: Some(400),
            task: DecideTask::Decide,
        }),
        WorkerRequest::Decide(DecideRequest {
            id: 2,
            game: "take5".into(),
            record: "{}".into(),
            seat: 0,
            level: "easy".into(),
            seed: 0,
            max_work: None,
            task: DecideTask::Decide,
        }),
        WorkerRequest::Share(ShareRequest {
            id: 3,
            game: "fireworks".into(),
            record: "{}".into(),
            steps: 12,
            event: Some(0),
            task: ShareTask::Share,
        }),
        WorkerRequest::Open(OpenRequest {
            id: 4,
            game: "morris".into(),
            holder: Holder::File,
            text: "{}".into(),
            task: OpenTask::Open,
        }),
        WorkerRequest::Open(OpenRequest {
            id: 5,
            game: "morris".into(),
            holder: Holder::Link,
            text: "AbC".into(),
            task: OpenTask::Open,
        }),
    ];
    for request in requests {
        assert_eq!(request_from_js(&request_to_js(&request)), Ok(request));
    }
    let strange = request_to_js(&WorkerRequest::Open(OpenRequest {
        id: 6,
        game: "morris".into(),
        holder: Holder::Link,
        text: "x".into(),
        task: OpenTask::Open,
    }));
    js_sys::Reflect::set(&strange, &"task".into(), &"fly".into()).unwrap();
    assert_eq!(request_from_js(&strange), Err("no task `fly`".to_owned()));
}
