//! The pacing part of the reducer on the real games: AIs asked once and
//! late answers dropped, the watch pace, settings applied live, the
//! replay.

use crate::engine::game::Game;
use crate::engine::morris::Morris;
use crate::engine::take5::{Take5, Take5Action};

use super::super::setup::Setup;
use super::test_support::{answer_ai, levels, show_all, LIVE};
use super::{AiMsg, Msg, PaceMsg, Screen, SeatMsg, WatchSpeed};

#[test]
fn an_ai_is_asked_once_and_a_late_answer_is_dropped() {
    let mut screen = Screen::<Morris>::new(
        Setup::vs_ai::<Morris>("Tester", 1, &levels("easy")),
        5,
        LIVE,
    );
    let request = screen.ai_request().expect("White's AI moves first");
    assert_eq!((request.seat, request.level.as_str()), (0, "easy"));
    assert!(screen.ai_delay().is_some());
    screen.update(AiMsg::Asked { steps: 0, seat: 0 });
    assert_eq!(screen.ai_request(), None, "asked once");
    assert_eq!(screen.ai_delay(), None);
    // An answer for another position is dropped.
    let action = screen.session.state().legal_actions(0)[0];
    screen.update(AiMsg::Chose {
        steps: 3,
        seat: 0,
        action,
        reason: None,
    });
    assert!(screen.session.record().steps.is_empty());
    screen.update(AiMsg::Chose {
        steps: 0,
        seat: 0,
        action,
        reason: None,
    });
    assert_eq!(screen.session.record().steps.len(), 1);
    assert_eq!(screen.human_to_act(), Some(1));
    // A failure is said, and the AI may be asked again.
    let mut watch = Screen::<Morris>::new(Setup::watch::<Morris>(&levels("easy")), 2, LIVE);
    watch.update(AiMsg::Asked { steps: 0, seat: 0 });
    watch.update(AiMsg::Failed {
        steps: 0,
        reason: "the worker could not start".to_owned(),
    });
    assert!(watch.notice.as_deref().unwrap().contains("could not start"));
    assert!(watch.ai_request().is_some());
}

#[test]
fn watching_paces_the_ais_and_the_same_seed_gives_the_same_game() {
    let play = || {
        let mut screen = Screen::<Take5>::new(Setup::watch::<Take5>(&levels("hard")), 31, LIVE);
        assert_eq!(screen.ai_delay(), Some(WatchSpeed::Normal.delay_ms()));
        screen.update(PaceMsg::SetWatchSpeed(WatchSpeed::Fast));
        assert_eq!(screen.ai_delay(), Some(100));
        for _ in 0..40 {
            answer_ai(&mut screen);
        }
        screen.session.record().clone()
    };
    assert_eq!(play(), play());
}

#[test]
fn settings_apply_live_to_an_open_screen() {
    let mut screen =
        Screen::<Take5>::new(Setup::vs_ai::<Take5>("Tester", 0, &levels("easy")), 9, LIVE);
    let card = screen.session.state().hand(0)[0];
    screen.update(PaceMsg::SetStepThrough(true));
    screen.update(Msg::Press(Take5Action::Play(card)));
    // The AIs' face-down choices show at once; the reveal then waits.
    while answer_ai(&mut screen) {}
    assert!(!screen.all_shown(), "step-through now pauses");
    screen.update(PaceMsg::SetStepThrough(false));
    assert!(screen.all_shown(), "turning it off shows what waited");
    screen.update(PaceMsg::SetAnimation(300));
    assert_eq!(screen.pace.animation_ms, 300);
    screen.update(SeatMsg::SetPlayerName("Ada L.".to_owned()));
    assert_eq!(screen.names()[0], "Ada L.");
    assert!(screen.explanations().iter().any(|t| t.contains("Ada L.")));
}

#[test]
fn the_replay_plays_the_history_back_pauses_and_stops_at_the_end() {
    let mut screen = Screen::<Morris>::lesson(4, "Tester", LIVE).unwrap();
    show_all(&mut screen);
    let len = screen.session.log().len();
    assert_eq!(screen.replay_delay(), None);
    // At the end, Replay starts from the first event, at the watch pace.
    screen.update(PaceMsg::SetReplay(true));
    assert_eq!(screen.place.cursor, 0);
    assert_eq!(
        screen.replay_delay(),
        Some(screen.pace.watch_speed.delay_ms())
    );
    assert_eq!(screen.ai_delay(), None);
    screen.update(PaceMsg::ReplayTick);
    screen.update(PaceMsg::ReplayTick);
    assert_eq!(screen.place.cursor, 2);
    // Paused, it goes on where it was.
    screen.update(PaceMsg::SetReplay(false));
    assert_eq!(screen.replay_delay(), None);
    screen.update(PaceMsg::SetReplay(true));
    assert_eq!(screen.place.cursor, 2);
    for _ in 0..len {
        screen.update(PaceMsg::ReplayTick);
    }
    assert_eq!(screen.place.cursor, len - 1);
    assert!(!screen.place.replaying, "it stops at the last event");
    // A step asked for by the person pauses it.
    screen.update(PaceMsg::SetReplay(true));
    screen.update(PaceMsg::ReplayTick);
    screen.update(PaceMsg::StepTo(3));
    assert!(!screen.place.replaying);
    screen.update(PaceMsg::ReplayTick);
    assert_eq!(screen.place.cursor, 3);
    // Replay from the start plays the finished game back from its first event.
    screen.update(PaceMsg::ReplayFromStart);
    assert_eq!(screen.place.cursor, 0);
    assert!(screen.place.replaying);
}

#[test]
fn a_reviewed_decision_shows_the_position_it_was_made_in() {
    let mut screen = Screen::<Morris>::lesson(4, "Tester", LIVE).unwrap();
    show_all(&mut screen);
    let steps = screen.session.record().steps.len();
    assert!(steps >= 3);
    // Before step 2: the last event of step 1.
    screen.update(PaceMsg::ShowStep(2));
    let logged = &screen.session.log()[screen.place.cursor];
    assert_eq!(logged.step, Some(1));
    assert_eq!(screen.session.log()[screen.place.cursor + 1].step, Some(2));
    // Before the first step: the set-up; past the end: the last event.
    screen.update(PaceMsg::ShowStep(0));
    assert_eq!(screen.session.log()[screen.place.cursor].step, None);
    screen.update(PaceMsg::ShowStep(steps + 5));
    assert_eq!(screen.place.cursor, screen.session.log().len() - 1);
}
