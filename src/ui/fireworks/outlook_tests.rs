//! The outlook on the Fireworks screen: a standard table of two where the
//! second player's 5 is discarded on the second turn, opened as a shared
//! game (seen by the seat to act: public facts only), and the same game
//! played to its end (seen whole: the deal's best from the solver, the
//! team's score against it). Its share codes are the browser test's
//! (`tests/e2e/fireworks_best.test.mjs`), pinned here.

use crate::engine::agent::FrozenClock;
use crate::engine::coach::FindsBest;
use crate::engine::fireworks::outlook::tests::five_discarded;
use crate::engine::fireworks::{Card, Fireworks};
use crate::engine::game::Game;
use crate::engine::record::{replay, GameRecord, Step};
use crate::engine::record_code::{decode, encode, SharedGame};
use crate::engine::session::Moment;
use crate::ui::shell::screen::test_support::LIVE;
use crate::ui::shell::screen::{FoundBest, Msg, PaceMsg, Screen};

/// The game where the 5 is discarded, played on to its end by the first
/// legal action of each turn.
fn finished() -> (GameRecord<Fireworks>, Card) {
    let (mut record, five) = five_discarded("standard");
    let mut state = replay::<Fireworks>(&record).expect("replays");
    while let Some(&seat) = state.to_act().first() {
        let action = state.legal_actions(seat)[0];
        state.apply(seat, &action).expect("legal");
        record.steps.push(Step::Act { seat, action });
    }
    (record, five)
}

/// The screen of `record` opened as a shared game at its end.
fn opened(record: GameRecord<Fireworks>) -> Screen<Fireworks> {
    let steps = record.steps.len();
    Screen::shared(
        SharedGame {
            record,
            shown: Moment { steps, event: None },
        },
        LIVE,
    )
    .expect("the game opens")
}

/// The first event of record step `step`.
fn event_of(screen: &Screen<Fireworks>, step: usize) -> usize {
    screen
        .session
        .log()
        .iter()
        .position(|e| e.step == Some(step))
        .expect("the step has events")
}

/// The share code of the game where the 5 is discarded, at that step.
const OPEN: &str = "AoEBCWZpcmV3b3Jrc2R7InJ1bGVzIjp7Im1heF90b2tlbnMiOjgsIm1pc3Rha2VzX2FsbG93ZWQiOjIsImZpbmFsX3R1cm5zIjoxfSwicm91bmRzIjoxLCJwcmVzZXQiOm51bGwsInBsYXllcnMiOjJ9AAAAAAAAAAACAgABWmV4";

/// The share code of the same game played to its end, at its end.
const DONE: &str = "AoUBCWZpcmV3b3Jrc2R7InJ1bGVzIjp7Im1heF90b2tlbnMiOjgsIm1pc3Rha2VzX2FsbG93ZWQiOjIsImZpbmFsX3R1cm5zIjoxfSwicm91bmRzIjoxLCJwcmVzZXQiOm51bGwsInBsYXllcnMiOjJ9AAAAAAAAAAAKCgAFChqc8AMFPw";

#[test]
fn the_browser_tests_codes_are_these_games() {
    let (record, _) = five_discarded("standard");
    assert_eq!(
        encode::<Fireworks>(
            &record,
            Moment {
                steps: 2,
                event: None
            }
        ),
        OPEN
    );
    let shared = decode::<Fireworks>(DONE).expect("the code reads");
    assert_eq!(shared.record, finished().0);
}

#[test]
fn a_seat_sees_the_public_outlook_and_the_moment_a_last_copy_is_discarded() {
    let (record, five) = five_discarded("standard");
    let mut screen = opened(record);
    assert!(!screen.sees_every_card(), "the seat to act reads the game");
    assert_eq!(screen.best_wanted(), None);
    screen.update(PaceMsg::StepTo(event_of(&screen, 0)));
    let clue = screen.outlook_shown(&screen.frame());
    assert_eq!(
        clue.facts.as_deref(),
        Some("Max score 25 of 25 · pace 17 · at most 88 turns left")
    );
    assert_eq!((clue.moment, clue.best), (None, None));
    screen.update(PaceMsg::StepTo(event_of(&screen, 1)));
    let discard = screen.outlook_shown(&screen.frame());
    assert_eq!(
        discard.facts.as_deref(),
        Some("Max score 24 of 25 · pace 17 · at most 87 turns left")
    );
    let said = format!(
        "A perfect score is no longer possible: the last {} was discarded.",
        five.msg()
    );
    assert_eq!(discard.moment.as_deref(), Some(said.as_str()));
    assert_eq!(discard.best, None, "the solver's findings are not shown");
}

#[test]
fn a_finished_game_shows_the_deals_best_and_the_score_against_it() {
    let (record, five) = finished();
    let steps = record.steps.len();
    let mut screen = opened(record.clone());
    assert!(screen.sees_every_card());
    assert_eq!(screen.best_wanted(), Some((screen.game_number, steps)));
    assert_eq!(screen.outlook_shown(&screen.frame()).facts, None, "over");
    // The coach's worker's answer, found natively.
    let best = Fireworks::best_left(&record, &screen.names(), &FrozenClock).expect("a solver");
    screen.update(Msg::Best(FoundBest {
        game: screen.game_number,
        steps,
        best,
    }));
    assert_eq!(screen.best_wanted(), None, "held");
    assert_eq!(
        screen.best_results(),
        vec!["The team scored 0 of the 25 this deal allowed.".to_owned()]
    );
    screen.update(PaceMsg::StepTo(event_of(&screen, 1)));
    let shown = screen.outlook_shown(&screen.frame());
    assert_eq!(
        shown.best.as_deref(),
        Some("Best score this deal allows: 25 of 25, a perfect score.")
    );
    let said = format!(
        "A perfect score is no longer possible: the last {} was discarded.",
        five.msg()
    );
    assert_eq!(shown.moment.as_deref(), Some(said.as_str()));
}
