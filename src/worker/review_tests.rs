//! The worker's reviews: progress while it works, then the review; a
//! request it cannot do is answered with why.

use super::review::{ReviewRequest, ReviewTask};
use super::{is_review, review};
use crate::engine::agent::FrozenClock;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;
use crate::engine::review::self_play::ai_game;

fn messages(request: &str) -> Vec<serde_json::Value> {
    let mut posted = Vec::new();
    review(request, &FrozenClock, &mut |text| {
        posted.push(serde_json::from_str(&text).unwrap())
    });
    posted
}

#[test]
fn a_review_reports_its_progress_then_every_decision() {
    let record = ai_game::<Morris>(&MorrisOptions::default(), 2, &["easy"], None, 6).unwrap();
    let request = serde_json::to_string(&ReviewRequest {
        id: 9,
        game: "morris".into(),
        record: serde_json::to_string(&record).unwrap(),
        viewer: Some(0),
        seats: Some(vec![1]),
        names: vec!["Ann".into(), "Bob".into()],
        task: ReviewTask::Review,
    })
    .unwrap();
    assert!(is_review(&request));
    let posted = messages(&request);
    let kinds: Vec<&str> = posted.iter().map(|m| m["kind"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        ["progress", "progress", "progress", "progress", "reviewed"]
    );
    assert_eq!(posted[3]["done"], 3);
    assert_eq!(posted[3]["total"], 3);
    let review: serde_json::Value =
        serde_json::from_str(posted[4]["review"].as_str().unwrap()).unwrap();
    let decisions = review["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), 3, "Bob's three moves only");
    assert!(decisions
        .iter()
        .all(|d| d["seat"] == 1 && d["id"].is_null()));
    assert_eq!(posted[4]["id"], 9);
    // The practice's code travels beside the review (none without a
    // mistake of the viewer's to practise).
    assert!(posted[4].get("practice").is_some());
    assert_eq!(review["lines"][0], "Ann");
}

#[test]
fn a_review_that_cannot_be_made_says_why() {
    assert!(!is_review("{\"task\":\"rate\"}"));
    let unknown =
        r#"{"id":3,"game":"chess","record":"{}","viewer":null,"names":[],"task":"review"}"#;
    let posted = messages(unknown);
    assert_eq!(posted.len(), 1);
    assert_eq!(posted[0]["kind"], "failed");
    assert_eq!(posted[0]["id"], 3);
    assert!(posted[0]["error"].as_str().unwrap().contains("chess"));
    let broken =
        r#"{"id":4,"game":"morris","record":"{not json","viewer":null,"names":[],"task":"review"}"#;
    let posted = messages(broken);
    assert_eq!(posted[0]["kind"], "failed");
    assert!(posted[0]["error"]
        .as_str()
        .unwrap()
        .contains("could not be read"));
    assert_eq!(messages("nonsense")[0]["kind"], "failed");
}
