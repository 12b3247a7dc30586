//! The lifecycle part of the reducer on the real games: restarts, the
//! lesson anew, the game put aside and brought back, resumes refused.

use crate::engine::game::Game;
use crate::engine::take5::{Take5, Take5Action};

use super::super::setup::{Mode, Setup};
use super::test_support::{answer_lesson, levels, run_ais, LIVE};
use super::{GameMsg, Msg, PaceMsg, Screen};

#[test]
fn restart_replays_the_same_seed_and_a_lesson_restarts_itself() {
    let mut screen = Screen::<Take5>::new(
        Setup::vs_ai::<Take5>("Tester", 0, &levels("easy")),
        44,
        LIVE,
    );
    let hand = screen.session.state().hand(0).to_vec();
    screen.update(Msg::Press(Take5Action::Play(hand[2])));
    run_ais(&mut screen);
    screen.update(GameMsg::Restart);
    assert_eq!(screen.session.record().seed, 44);
    assert!(screen.session.record().steps.is_empty());
    assert_eq!(screen.session.state().hand(0), hand.as_slice());
    assert!(screen.replaced.is_some(), "the game played on is kept");
    screen.update(GameMsg::StartLesson {
        number: 2,
        player: "Tester".to_owned(),
    });
    assert!(answer_lesson(&mut screen), "the lesson is fetched");
    screen.update(PaceMsg::StepTo(usize::MAX));
    screen.update(GameMsg::Restart);
    assert_eq!(screen.setup.mode, Mode::Lesson(2));
    assert!(!screen.all_shown(), "the lesson starts over at its focus");
    assert_eq!(
        screen.lesson_wanted(),
        None,
        "a lesson restarts from its own record"
    );
    assert!(screen.lesson_info().is_some_and(|l| !l.title.is_empty()));
}

#[test]
fn a_replaced_unfinished_game_with_a_persons_move_can_be_brought_back() {
    let mut screen = Screen::<Take5>::new(
        Setup::vs_ai::<Take5>("Tester", 0, &levels("medium")),
        12,
        LIVE,
    );
    run_ais(&mut screen);
    assert!(!screen.session.record().steps.is_empty(), "the AIs chose");
    screen.update(GameMsg::StartLesson {
        number: 1,
        player: "Tester".into(),
    });
    assert!(answer_lesson(&mut screen), "the lesson is fetched");
    assert!(
        screen.replaced.is_none(),
        "a game where the person played no card is not kept"
    );
    let mut screen = Screen::<Take5>::new(
        Setup::vs_ai::<Take5>("Tester", 0, &levels("medium")),
        12,
        LIVE,
    );
    let card = screen.session.state().view(0).hand[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    run_ais(&mut screen);
    let played = screen.session.record().clone();
    screen.update(GameMsg::StartLesson {
        number: 2,
        player: "Tester".into(),
    });
    assert!(answer_lesson(&mut screen), "the lesson is fetched");
    assert!(screen.replaced.is_some());
    screen.update(GameMsg::RestoreReplaced);
    assert_eq!(screen.session.record(), &played);
    assert_eq!(screen.setup.mode, Mode::VsAi);
    assert!(
        screen.replaced.is_none(),
        "the untouched lesson is not kept"
    );
    let levels = vec!["easy".to_owned(); 4];
    screen.update(Msg::Start {
        setup: Setup::watch::<Take5>(&levels),
        seed: 1,
    });
    assert!(screen.replaced.is_some());
    screen.update(GameMsg::ForgetReplaced);
    assert!(screen.replaced.is_none());
    // A resumed game with a step the rules refuse is refused whole.
    let mut bad = played;
    bad.steps.push(crate::engine::record::Step::Act {
        seat: 0,
        action: Take5Action::Pick(9),
    });
    assert!(Screen::<Take5>::resume(screen.setup.clone(), bad, LIVE).is_err());
}
