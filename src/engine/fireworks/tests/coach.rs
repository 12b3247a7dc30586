//! The coach on Fireworks ([`Coach`]): a play that may bomb the last
//! life is a blunder, the thresholds follow the scoring, the focused
//! rating rates every move and agrees with the full one on the best, and
//! a whole round's review is the same for the same seed.

use super::{act, names, table, table_options, table_preset};
use crate::engine::agent::{Budget, FrozenClock};
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::{review, Coach, Grade};
use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::ai::coach::{HEIGHT_THRESHOLDS, POINTS_THRESHOLDS};
use crate::engine::fireworks::options::{Deck, FireworksOptions};
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Game;
use crate::engine::rating::{Rated, RatesMoves};

fn capped(rollouts: u64) -> Budget {
    Budget {
        time_ms: 60_000.0,
        max_work: Some(rollouts),
    }
}

#[test]
fn the_thresholds_follow_the_rounds_scoring() {
    assert_eq!(
        Fireworks::thresholds(&FireworksOptions::default()),
        POINTS_THRESHOLDS
    );
    let standard = table_options(3, Deck::default());
    assert_eq!(Fireworks::thresholds(&standard), HEIGHT_THRESHOLDS);
}

#[test]
fn a_play_that_may_bomb_the_last_life_is_a_blunder() {
    // Nothing in any hand fits; Alice and Bob each play a card and use
    // up a life, leaving Celia one.
    let preset = table_preset(&["R2 W2 B3 G4 Y5", "R3 W3 B4 G3 Y4", "R4 W4 B5 G5 Y3"], "");
    let mut game = table(3, Deck::default(), Some(preset), 4);
    act(&mut game, FireworksAction::Play(0));
    act(&mut game, FireworksAction::Play(0));
    assert_eq!(game.to_act(), vec![2]);
    let rated = game.rate_moves(2, 5, capped(3_000), &FrozenClock);
    let played = rated
        .iter()
        .position(|r| r.action == FireworksAction::Play(0))
        .unwrap();
    let judgement = game.judge(2, &rated, played);
    let grade = Fireworks::thresholds(&table_options(3, Deck::default()))
        .grade(judgement.loss, rated.len());
    assert_eq!(grade, Grade::Blunder, "{judgement:?} {rated:?}");
    assert!(!matches!(
        rated[judgement.best].action,
        FireworksAction::Play(_)
    ));
    let why = game.why(2, &rated, played, judgement.best, Some(2), &names());
    assert!(why.contains("points on average, play card A to"), "{why}");
    // Celia's own cards are named by their slot only.
    assert!(!why.contains("Red") && !why.contains("R4"), "{why}");
}

#[test]
fn the_focused_rating_rates_every_move_and_agrees_on_the_best() {
    // The position above: Celia's play may bomb the last life.
    let preset = table_preset(&["R2 W2 B3 G4 Y5", "R3 W3 B4 G3 Y4", "R4 W4 B5 G5 Y3"], "");
    let mut game = table(3, Deck::default(), Some(preset), 4);
    act(&mut game, FireworksAction::Play(0));
    act(&mut game, FireworksAction::Play(0));
    let played = FireworksAction::Play(0);
    let focused = game.rate_for_review(2, &played, 5, capped(3_000), &FrozenClock);
    let actions: Vec<FireworksAction> = focused.iter().map(|r| r.action).collect();
    assert_eq!(actions, game.legal_actions(2));
    assert!(focused.iter().all(|r| r.value.is_finite()), "{focused:?}");
    assert_eq!(
        focused,
        game.rate_for_review(2, &played, 5, capped(3_000), &FrozenClock)
    );
    let all = game.rate_moves(2, 5, capped(3_000), &FrozenClock);
    let judged = |rated: &[Rated<FireworksAction>]| {
        let position = rated.iter().position(|r| r.action == played).unwrap();
        game.judge(2, rated, position)
    };
    let (mine, theirs) = (judged(&focused), judged(&all));
    assert_eq!(
        focused[mine.best].action, all[theirs.best].action,
        "{focused:?} {all:?}"
    );
    assert!(!matches!(
        focused[mine.best].action,
        FireworksAction::Play(_)
    ));
    let thresholds = Fireworks::thresholds(&table_options(3, Deck::default()));
    assert_eq!(thresholds.grade(mine.loss, focused.len()), Grade::Blunder);
    // A tiny budget still rates every move, on one world.
    let tiny = game.rate_for_review(2, &played, 5, capped(1), &FrozenClock);
    assert_eq!(tiny.len(), focused.len());
    assert!(tiny.iter().all(|r| r.value.is_finite()));
}

#[test]
fn a_whole_round_is_reviewed_the_same_for_a_seed() {
    let options = table_options(2, Deck::default());
    let record = ai_game::<Fireworks>(&options, 8, &["medium"], None, 12).unwrap();
    let run = |seed| {
        review::<Fireworks>(
            &record,
            Some(0),
            seed,
            capped(200),
            &FrozenClock,
            &names(),
            &mut |_, _| true,
        )
        .unwrap()
    };
    let first = run(3);
    assert_eq!(first, run(3));
    // Every decision is public: seat 0 reviews both seats'.
    assert_eq!(first.decisions.len(), 12);
    assert_eq!(first.lines, vec!["The team".to_string()]);
    assert!(first
        .decisions
        .iter()
        .all(|d| d.line == 0 && d.standing >= 0.0));
}
