//! The coach's worker: a review's progress while it works, then the
//! review; a request it cannot do is answered with why.

use super::protocol::{Answer, Request, Review};
use super::{answer_text, Tasks};
use crate::engine::agent::FrozenClock;
use crate::engine::coach::self_play::ai_game;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;

/// The coach worker's answers to `request` (JSON text).
fn answers(request: &str) -> Vec<Answer> {
    answer_text(&Tasks::coach(), request, &FrozenClock)
}

#[test]
fn a_review_reports_its_progress_then_every_decision() {
    let record = ai_game::<Morris>(&MorrisOptions::default(), 2, &["easy"], None, 6).unwrap();
    let request = Request::Review(Review {
        id: 9,
        game: "morris".into(),
        record: serde_json::to_string(&record).unwrap(),
        viewer: Some(0),
        seats: Some(vec![1]),
        names: vec!["Ann".into(), "Bob".into()],
    });
    assert!(request.is_coachs());
    let posted = answers(&serde_json::to_string(&request).unwrap());
    let progress: Vec<(u64, u64)> = posted
        .iter()
        .filter_map(|answer| match answer {
            Answer::Progress { id: 9, done, total } => Some((*done, *total)),
            _ => None,
        })
        .collect();
    assert_eq!(progress, [(0, 3), (1, 3), (2, 3), (3, 3)]);
    assert_eq!(posted.len(), 5);
    let Some(Answer::Reviewed {
        id,
        review,
        practice,
    }) = posted.last()
    else {
        panic!("the review last: {posted:?}");
    };
    assert_eq!(*id, 9);
    let review: serde_json::Value = serde_json::from_str(review).unwrap();
    let decisions = review["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), 3, "Bob's three moves only");
    assert!(decisions
        .iter()
        .all(|d| d["seat"] == 1 && d["id"].is_null()));
    // The practice's code travels beside the review: none here, as the
    // practice takes the viewer's (Ann's) mistakes and only Bob's moves
    // were judged.
    assert_eq!(*practice, None);
    assert_eq!(review["lines"][0], "Ann");
}

#[test]
fn a_review_that_cannot_be_made_says_why() {
    let failed = |answer: &Answer| match answer {
        Answer::Failed { id, error } => (*id, error.clone()),
        other => panic!("not a failure: {other:?}"),
    };
    let unknown =
        r#"{"id":3,"game":"chess","record":"{}","viewer":null,"names":[],"task":"review"}"#;
    let posted = answers(unknown);
    assert_eq!(posted.len(), 1);
    let (id, error) = failed(&posted[0]);
    assert_eq!(id, 3);
    assert!(error.contains("chess"));
    let broken =
        r#"{"id":4,"game":"morris","record":"{not json","viewer":null,"names":[],"task":"review"}"#;
    assert!(failed(&answers(broken)[0]).1.contains("could not be read"));
    assert_eq!(failed(&answers("nonsense")[0]).0, 0);
}

#[test]
fn the_best_a_deal_allowed_names_the_discard_that_lost_it_and_the_review_marks_it() {
    use super::protocol::BestAsked;
    use crate::engine::fireworks::outlook::tests::five_discarded;
    let (record, five) = five_discarded("standard");
    let json = serde_json::to_string(&record).unwrap();
    let names: Vec<String> = vec!["Ann".into(), "Bob".into()];
    let request = Request::Best(BestAsked {
        id: 5,
        game: "fireworks".into(),
        record: json.clone(),
        names: names.clone(),
    });
    assert!(request.is_coachs());
    let posted = answers(&serde_json::to_string(&request).unwrap());
    let [Answer::Best { id: 5, steps, best }] = &posted[..] else {
        panic!("one answer, the best: {posted:?}");
    };
    assert_eq!(*steps, 2);
    let words = format!(
        "A perfect score is no longer possible: the last {} was discarded.",
        five.msg()
    );
    assert_eq!(
        best.drop_at(1).map(|d| d.words.as_str()),
        Some(words.as_str())
    );
    assert_eq!(best.drop_at(0), None, "a clue loses nothing here");
    let review = Request::Review(Review {
        id: 6,
        game: "fireworks".into(),
        record: json,
        viewer: None,
        seats: None,
        names,
    });
    let posted = answers(&serde_json::to_string(&review).unwrap());
    let Some(Answer::Reviewed { review, .. }) = posted.last() else {
        panic!("the review last: {posted:?}");
    };
    let review: serde_json::Value = serde_json::from_str(review).unwrap();
    let marked: Vec<(u64, &str)> = review["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|d| Some((d["step"].as_u64()?, d["best_lost"].as_str()?)))
        .collect();
    assert_eq!(marked, vec![(1, words.as_str())]);
}

#[test]
fn a_game_without_a_solver_finds_no_best() {
    use super::protocol::BestAsked;
    let record = ai_game::<Morris>(&MorrisOptions::default(), 2, &["easy"], None, 4).unwrap();
    let request = Request::Best(BestAsked {
        id: 7,
        game: "morris".into(),
        record: serde_json::to_string(&record).unwrap(),
        names: vec![],
    });
    let posted = answers(&serde_json::to_string(&request).unwrap());
    let [Answer::Best {
        id: 7,
        steps: 4,
        best,
    }] = &posted[..]
    else {
        panic!("one answer, the best: {posted:?}");
    };
    assert_eq!(best, &crate::engine::coach::BestLeft::default());
}
