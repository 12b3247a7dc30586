//! The best result the deal allowed on the screen, with a hand-made
//! answer of the coach's worker (6 nimmt! has no solver: the screen never
//! asks for one, but shows what it is given by the same rules as
//! Fireworks, whose own tests ask): kept only for its game and length,
//! shown only to a reader who sees every card, its fall at its step.

use crate::engine::coach::{BestDrop, BestLeft, BestPart};
use crate::engine::game::Game;
use crate::engine::take5::Take5;

use super::super::setup::Setup;
use super::test_support::{answer_ai, levels, show_all, LIVE};
use super::{FoundBest, Msg, PaceMsg, Screen};

/// A game of AIs to watch, played to its end.
fn watched() -> Screen<Take5> {
    let mut screen = Screen::<Take5>::new(Setup::watch::<Take5>(&levels("easy")), 5, LIVE);
    for _ in 0..2_000 {
        show_all(&mut screen);
        if !answer_ai(&mut screen) {
            break;
        }
    }
    assert!(screen.session.state().is_over());
    screen
}

/// A best with one part over the whole record, falling at step 2.
fn found(game: u64, steps: usize) -> FoundBest {
    FoundBest {
        game,
        steps,
        best: BestLeft {
            parts: vec![BestPart {
                first: 0,
                end: steps,
                words: "Best: 9.".into(),
                score: 9,
                bound: 9,
                result: Some("Scored 7 of 9.".into()),
                drops: vec![BestDrop {
                    step: 2,
                    seat: 1,
                    words: "Fell at step 2.".into(),
                }],
            }],
        },
    }
}

/// The first event of record step `step`.
fn event_of(screen: &Screen<Take5>, step: usize) -> usize {
    screen
        .session
        .log()
        .iter()
        .position(|e| e.step == Some(step))
        .expect("the step has events")
}

#[test]
fn a_game_without_a_solver_never_asks_for_one() {
    let screen = watched();
    assert!(screen.sees_every_card());
    assert_eq!(screen.best_wanted(), None);
}

#[test]
fn the_best_is_shown_to_a_spectator_with_its_fall_at_its_step() {
    let mut screen = watched();
    let steps = screen.session.record().steps.len();
    let frame = screen.frame();
    assert_eq!(screen.outlook_shown(&frame).best, None);
    // An answer for another game is dropped.
    screen.update(Msg::Best(found(screen.game_number + 1, steps)));
    assert_eq!(screen.best, None);
    screen.update(Msg::Best(found(screen.game_number, steps)));
    assert_eq!(screen.best_results(), vec!["Scored 7 of 9.".to_owned()]);
    screen.update(PaceMsg::StepTo(event_of(&screen, 2)));
    let shown = screen.outlook_shown(&screen.frame());
    assert_eq!(shown.best.as_deref(), Some("Best: 9."));
    assert_eq!(shown.moment.as_deref(), Some("Fell at step 2."));
    screen.update(PaceMsg::StepTo(event_of(&screen, 3)));
    assert_eq!(screen.outlook_shown(&screen.frame()).moment, None);
}

#[test]
fn a_seat_that_does_not_see_every_card_is_shown_nothing_of_it() {
    let mut screen =
        Screen::<Take5>::new(Setup::vs_ai::<Take5>("Tess", 0, &levels("easy")), 5, LIVE);
    assert!(!screen.sees_every_card());
    screen.update(Msg::Best(found(screen.game_number, 0)));
    let shown = screen.outlook_shown(&screen.frame());
    assert_eq!((shown.best, shown.moment), (None, None));
    assert!(screen.best_results().is_empty());
}
