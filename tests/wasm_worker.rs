#![cfg(target_arch = "wasm32")]
//! The workers' protocol crosses as plain objects: every request and
//! every answer comes back as it was sent, and an object of no known kind
//! is refused.

use parlour::engine::agent::ReasonTexts;
use parlour::engine::coach::{BestDrop, BestLeft, BestPart};
use parlour::worker::js::{answer_from_js, answer_to_js, request_from_js, request_to_js};
use parlour::worker::protocol::{
    BestAsked, Decide, Hint, Holder, Language, Open, Rate, Review, Share, TeamPlayed, TeamsAsked,
};
use parlour::worker::{Answer, Request};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn every_answer_crosses_as_it_was_and_a_strange_one_is_refused() {
    let answers = [
        Answer::Decided {
            id: 1,
            action: "\"PLACE;A1\"".into(),
            reason: Some(ReasonTexts(vec!["a".into(), "b".into()])),
            micros: 12,
        },
        Answer::Decided {
            id: 2,
            action: "{\"play\":3}".into(),
            reason: None,
            micros: 0,
        },
        Answer::Shared {
            id: 3,
            code: "AbC".into(),
            file_name: "parlour-morris-1.json".into(),
            file: "{}".into(),
        },
        Answer::Opened {
            id: 4,
            record: "{}".into(),
            steps: 4,
            event: Some(1),
        },
        Answer::Opened {
            id: 5,
            record: "{}".into(),
            steps: 0,
            event: None,
        },
        Answer::Rated {
            id: 6,
            values: vec![-1.5, 0.0, 2.25],
        },
        Answer::Progress {
            id: 7,
            done: 2,
            total: 9,
        },
        Answer::Reviewed {
            id: 8,
            review: "{}".into(),
            practice: Some("AQx".into()),
        },
        Answer::Reviewed {
            id: 9,
            review: "{}".into(),
            practice: None,
        },
        Answer::Hinted {
            id: 10,
            action: "{\"play\":3}".into(),
            words: "card 3".into(),
            why: "it is low".into(),
        },
        Answer::Best {
            id: 12,
            steps: 40,
            best: BestLeft {
                parts: vec![
                    BestPart {
                        first: 0,
                        end: 30,
                        words: "Best score: 24".into(),
                        score: 24,
                        bound: 24,
                        result: Some("Round 1: 21 of 24".into()),
                        drops: vec![BestDrop {
                            step: 12,
                            seat: 1,
                            words: "The last Yellow 4 was discarded.".into(),
                        }],
                    },
                    BestPart {
                        first: 30,
                        end: 40,
                        words: "Best score: 23".into(),
                        score: 23,
                        bound: 25,
                        result: None,
                        drops: vec![],
                    },
                ],
            },
        },
        Answer::Best {
            id: 13,
            steps: 0,
            best: BestLeft::default(),
        },
        Answer::Teams {
            id: 14,
            teams: vec![
                TeamPlayed {
                    level: "easy".into(),
                    score: 17,
                    record: "{\"seed\":1}".into(),
                },
                TeamPlayed {
                    level: "hat".into(),
                    score: 25,
                    record: "{}".into(),
                },
            ],
        },
        Answer::Teams {
            id: 15,
            teams: vec![],
        },
        Answer::Failed {
            id: 11,
            error: "no".into(),
        },
        Answer::Ready,
    ];
    for answer in answers {
        assert_eq!(answer_from_js(&answer_to_js(&answer)), Ok(answer));
    }
    assert!(answer_from_js(&JsValue::from_str("ready")).is_err());
    assert!(answer_to_js(&Answer::Ready).is_object());
    let strange = answer_to_js(&Answer::Failed {
        id: 7,
        error: "x".into(),
    });
    js_sys::Reflect::set(&strange, &"kind".into(), &"sang".into()).unwrap();
    assert!(answer_from_js(&strange).unwrap_err().contains("sang"));
}

#[wasm_bindgen_test]
fn every_request_crosses_as_it_was_and_a_strange_one_is_refused() {
    let requests = [
        Request::Decide(Decide {
            id: 1,
            game: "morris".into(),
            record: "{}".into(),
            seat: 1,
            level: "hard@500".into(),
            // More than a JavaScript number holds exactly.
            seed: 16490336266968443936,
            max_work: Some(400),
        }),
        Request::Decide(Decide {
            id: 2,
            game: "take5".into(),
            record: "{}".into(),
            seat: 0,
            level: "easy".into(),
            seed: 0,
            max_work: None,
        }),
        Request::Share(Share {
            id: 3,
            game: "fireworks".into(),
            record: "{}".into(),
            steps: 12,
            event: Some(0),
        }),
        Request::Open(Open {
            id: 4,
            game: "morris".into(),
            holder: Holder::File,
            text: "{}".into(),
        }),
        Request::Open(Open {
            id: 5,
            game: "morris".into(),
            holder: Holder::Link,
            text: "AbC".into(),
        }),
        Request::Rate(Rate {
            id: 6,
            game: "morris".into(),
            record: "{}".into(),
            seat: 1,
        }),
        Request::Review(Review {
            id: 7,
            game: "take5".into(),
            record: "{}".into(),
            viewer: Some(2),
            seats: Some(vec![0, 2]),
            names: vec!["Ann".into(), "Bob".into(), "Cy".into()],
        }),
        Request::Review(Review {
            id: 8,
            game: "take5".into(),
            record: "{}".into(),
            viewer: None,
            seats: None,
            names: Vec::new(),
        }),
        Request::Hint(Hint {
            id: 9,
            game: "fireworks".into(),
            record: "{}".into(),
            seat: 1,
            names: vec!["Ann".into(), "Bob".into()],
        }),
        Request::Best(BestAsked {
            id: 10,
            game: "fireworks".into(),
            record: "{}".into(),
            names: vec!["Ann".into(), "Bob".into()],
        }),
        Request::Teams(TeamsAsked {
            id: 11,
            game: "fireworks".into(),
            record: "{}".into(),
            levels: vec!["easy".into(), "hard".into()],
        }),
        Request::Language(Language {
            code: "fr".into(),
            catalog: "a = b".into(),
        }),
    ];
    for request in requests {
        assert_eq!(request_from_js(&request_to_js(&request)), Ok(request));
    }
    let strange = request_to_js(&Request::Open(Open {
        id: 6,
        game: "morris".into(),
        holder: Holder::Link,
        text: "x".into(),
    }));
    js_sys::Reflect::set(&strange, &"task".into(), &"fly".into()).unwrap();
    assert_eq!(request_from_js(&strange), Err("no task `fly`".to_owned()));
}
