//! The review's model: read from the worker's JSON, the rows, the
//! headings and the graph.

use super::{decision_heading, loss_text, seat_row, Graph, ReviewData, GRAPH_HEIGHT};
use crate::engine::agent::FrozenClock;
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::{review, Grade};
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;

fn names() -> Vec<String> {
    vec!["Ann".into(), "Bob".into()]
}

/// A real review of a short Morris game, through JSON as the worker
/// sends it.
fn reviewed() -> ReviewData {
    let record = ai_game::<Morris>(&MorrisOptions::default(), 4, &["easy"], None, 12).unwrap();
    let budget = crate::engine::agent::Budget {
        time_ms: 60_000.0,
        max_work: Some(3_000),
    };
    let made = review::<Morris>(
        &record,
        None,
        1,
        budget,
        &FrozenClock,
        &names(),
        &mut |_, _| true,
    )
    .unwrap();
    ReviewData::from_json(&serde_json::to_string(&made).unwrap()).unwrap()
}

#[test]
fn the_workers_review_is_read_and_summarised() {
    let review = reviewed();
    assert_eq!(review.decisions.len(), 12);
    assert_eq!(review.loss_unit, "of expected score");
    assert!(review
        .thresholds_text()
        .starts_with("Marks: an inaccuracy from 0.05"));
    let all = review.shown(true).len();
    let marked = review.shown(false);
    assert_eq!(all, 12);
    assert!(marked.iter().all(|d| d.grade >= Grade::Inaccuracy));
    let row = seat_row(1, &review.seats[1], &names());
    assert_eq!(row[0], "Bob");
    assert_eq!(row[1], "6");
    assert!(row[2].ends_with('%'), "{row:?}");
    assert!(ReviewData::from_json("{}")
        .unwrap_err()
        .contains("could not be read"));
}

#[test]
fn a_heading_names_the_step_the_seat_the_mark_and_the_loss() {
    let mut review = reviewed();
    let d = &mut review.decisions[3];
    d.grade = Grade::Mistake;
    d.loss = 0.123_4;
    let d = review.decisions[3].clone();
    assert_eq!(
        decision_heading(&d, &review, &names()),
        "Move 4 · Bob: mistake ? (lost 0.123 of expected score)"
    );
    assert_eq!(
        loss_text(2.345, &crate::engine::take5::ai::coach::THRESHOLDS),
        "2.35"
    );
}

#[test]
fn the_graph_places_every_decision_on_its_line_within_the_drawing() {
    let review = reviewed();
    let graph = Graph::of(&review);
    assert_eq!(graph.lines.len(), 1);
    assert_eq!(graph.lines[0].len(), 12);
    assert_eq!(graph.range, (0.0, 1.0), "expected score runs from 0 to 1");
    assert!(graph.lines[0].windows(2).all(|w| w[0].x < w[1].x));
    assert!(graph.lines[0]
        .iter()
        .all(|p| (0.0..=GRAPH_HEIGHT).contains(&p.y)));
    assert_eq!(graph.polyline(0).split(' ').count(), 12);
}

#[test]
fn a_decision_that_lowered_the_deals_best_is_shown_whatever_its_grade() {
    let mut review = reviewed();
    let good = review
        .decisions
        .iter()
        .position(|d| d.grade < Grade::Inaccuracy)
        .expect("a decision graded below an inaccuracy");
    assert!(!review.shown(false).iter().any(|d| d.step == good));
    review.decisions[good].best_lost = Some("A perfect score is no longer possible.".into());
    assert!(review.shown(false).iter().any(|d| d.step == good));
}
