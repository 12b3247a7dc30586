//! A hint is the move a review of that decision calls best, and says why.

use super::hint;
use crate::engine::agent::{Budget, FrozenClock};
use crate::engine::coach::run::judge_step;
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::Grade;
use crate::engine::game::Game;
use crate::engine::morris::{Morris, MorrisOptions};
use crate::engine::record::{replay, Step};
use crate::engine::take5::{Take5, Take5Options};

fn names() -> Vec<String> {
    (1..=4).map(|n| format!("P{n}")).collect()
}

fn capped(work: u64) -> Budget {
    Budget {
        time_ms: f64::INFINITY,
        max_work: Some(work),
    }
}

/// Plays `steps` AI steps, takes the hint for the seat to move, plays it
/// and reviews that decision with the same budget: it is good, with no
/// loss, and the hint said why.
fn hint_is_good<G: crate::engine::coach::Coach + crate::engine::agent::HasAgents>(
    options: &G::Options,
    seed: u64,
    steps: usize,
    work: u64,
) {
    let mut record = ai_game::<G>(options, seed, &["easy"], Some(200), steps).unwrap();
    let state = replay::<G>(&record).unwrap();
    let seat = state.to_act()[0];
    let given = hint(&state, &record, seat, capped(work), &FrozenClock, &names()).unwrap();
    assert!(
        !given.why.is_empty() && !given.words.is_empty(),
        "{given:?}"
    );
    assert!(state.legal_actions(seat).contains(&given.best));
    let step = record.steps.len();
    record.steps.push(Step::Act {
        seat,
        action: given.best.clone(),
    });
    let mut states = vec![state.clone(); step];
    states.push(state);
    let judged = judge_step(
        &states,
        &record,
        step,
        record.seed,
        capped(work),
        &FrozenClock,
        Some(seat),
        &names(),
    )
    .unwrap();
    assert_eq!(judged.loss, 0.0, "{judged:?}");
    assert!(
        matches!(judged.grade, Grade::Good | Grade::Forced),
        "{judged:?}"
    );
    assert_eq!(judged.best, given.best);
}

#[test]
fn a_take5_hint_is_what_the_review_of_that_decision_calls_best() {
    hint_is_good::<Take5>(&Take5Options::default(), 5, 0, 400);
    hint_is_good::<Take5>(&Take5Options::default(), 9, 8, 400);
}

#[test]
fn a_morris_hint_is_what_the_review_of_that_decision_calls_best() {
    hint_is_good::<Morris>(&MorrisOptions::default(), 5, 20, 3_000);
}

#[test]
fn a_seat_with_nothing_to_do_gets_no_hint() {
    let record = ai_game::<Morris>(&MorrisOptions::default(), 5, &["easy"], Some(200), 0).unwrap();
    let state = replay::<Morris>(&record).unwrap();
    let waiting = 1 - state.to_act()[0];
    assert!(hint(
        &state,
        &record,
        waiting,
        capped(100),
        &FrozenClock,
        &names()
    )
    .is_none());
    let _ = Morris::ID;
}
