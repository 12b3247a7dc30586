//! The grades, their words and each seat's figures.

use super::decision::Decision;
use super::grade::{Grade, Thresholds};
use super::summary::summarize;

const LIMITS: Thresholds = Thresholds {
    inaccuracy: 1.0,
    mistake: 2.5,
    blunder: 5.0,
};

#[test]
fn a_loss_gets_the_mark_of_the_highest_threshold_it_reaches() {
    assert_eq!(LIMITS.grade(0.0, 3), Grade::Good);
    assert_eq!(LIMITS.grade(0.99, 3), Grade::Good);
    assert_eq!(LIMITS.grade(1.0, 3), Grade::Inaccuracy);
    assert_eq!(LIMITS.grade(2.5, 3), Grade::Mistake);
    assert_eq!(LIMITS.grade(4.99, 3), Grade::Mistake);
    assert_eq!(LIMITS.grade(12.0, 3), Grade::Blunder);
    // One legal move is never judged, whatever it cost.
    assert_eq!(LIMITS.grade(12.0, 1), Grade::Forced);
    assert!(Grade::Blunder.is_to_practise() && Grade::Mistake.is_to_practise());
    assert!(!Grade::Inaccuracy.is_to_practise());
    assert_eq!(Grade::Blunder.sign(), "??");
}

#[test]
fn the_thresholds_are_written_as_a_person_would() {
    assert_eq!(
        LIMITS.describe("cows"),
        "an inaccuracy from 1, a mistake from 2.5, a blunder from 5 cows lost"
    );
}

fn decision(seat: usize, loss: f64, choices: usize) -> Decision<u8> {
    Decision {
        step: 0,
        seat,
        played: 0,
        best: 0,
        played_words: String::new(),
        best_words: String::new(),
        loss,
        grade: LIMITS.grade(loss, choices),
        choices,
        standing: 0.0,
        line: seat,
        exact: None,
        best_lost: None,
        why: String::new(),
        good: Vec::new(),
    }
}

#[test]
fn a_seats_accuracy_counts_its_real_choices_only() {
    let decisions = vec![
        decision(0, 0.0, 4),
        decision(0, 3.0, 4),
        decision(0, 9.0, 1),
        decision(0, 0.2, 2),
        decision(1, 6.0, 3),
    ];
    let seats = summarize(&decisions, 3);
    assert_eq!(seats[0].decisions, 4);
    assert_eq!(seats[0].grades, [1, 2, 0, 1, 0]);
    assert!((seats[0].accuracy - 200.0 / 3.0).abs() < 1e-9);
    assert!((seats[0].lost - 12.2).abs() < 1e-9);
    assert_eq!(seats[1].grades, [0, 0, 0, 0, 1]);
    assert_eq!(seats[1].accuracy, 0.0);
    assert_eq!(seats[2].decisions, 0);
    assert_eq!(seats[2].accuracy, 100.0);
}
