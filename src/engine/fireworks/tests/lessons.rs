//! The built-in lessons: every script is legal, its steps show the rule
//! it teaches, and the AI partners' scripted turns are the ones the medium
//! AI would take.

use crate::engine::fireworks::ai::MediumAgent;
use crate::engine::fireworks::events::{FireworksEvent, RoundEnd};
use crate::engine::fireworks::lessons::{LEARNER, LESSON_COUNT};
use crate::engine::fireworks::round::Layout;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::{explain_for, Game};
use crate::engine::lesson::{BuiltinLesson, HasLessons};
use crate::engine::session::Session;

/// The lesson's events from its focus step on.
fn focus_events(lesson: &BuiltinLesson<Fireworks>) -> Vec<FireworksEvent> {
    let session = lesson.play_script().unwrap();
    let first = lesson.first_focus_event(&session);
    session.log()[first..]
        .iter()
        .map(|e| e.event.clone())
        .collect()
}

#[test]
fn every_lesson_is_numbered_worded_and_plays_its_script() {
    let lessons = Fireworks::lessons();
    assert_eq!(lessons.len(), usize::from(LESSON_COUNT));
    for (index, lesson) in lessons.iter().enumerate() {
        assert_eq!(usize::from(lesson.number), index + 1);
        assert!(
            !lesson.title.to_string().is_empty()
                && !lesson.intro.to_string().is_empty()
                && !lesson.outro.to_string().is_empty()
        );
        assert!(
            lesson.focus_step < lesson.script.len(),
            "lesson {}",
            lesson.number
        );
        let table = lesson.options.players.is_some();
        assert_eq!(lesson.learner, if table { 0 } else { LEARNER });
        let preset = lesson.options.preset.as_ref().unwrap();
        preset
            .validate(lesson.options.rules, Layout::of(&lesson.options))
            .unwrap();
        let session = lesson.play_script().unwrap();
        assert_eq!(session.log()[0].event, {
            let (_, events) = Fireworks::new(&lesson.options, lesson.seed);
            events[0].clone()
        });
        // Every event of the lesson reads as text for the learner.
        for logged in session.log() {
            let names: Vec<String> = ["Dana", "You", "Bob", "Celia"].map(String::from).to_vec();
            let text = explain_for::<Fireworks>(&logged.event, Some(lesson.learner), &names);
            assert!(!text.is_empty());
        }
    }
    assert_eq!(Fireworks::lesson(3).unwrap().number, 3);
    assert!(Fireworks::lesson(11).is_none());
}

#[test]
fn lesson_1_shows_a_hint_with_what_it_rules_out() {
    let events = focus_events(&Fireworks::lesson(1).unwrap());
    assert!(
        matches!(&events[0], FireworksEvent::Hinted { touched, untouched, .. }
        if touched == &vec![0, 2] && untouched == &vec![1, 3, 4])
    );
    let names: Vec<String> = ["Dana", "You", "Bob", "Celia"].map(String::from).to_vec();
    assert_eq!(
        explain_for::<Fireworks>(&events[1], Some(LEARNER), &names),
        "Bob tells you that your cards A and C are 1s; B, D and E are not 1s (one token spent, 10 tokens now)."
    );
}

#[test]
fn lesson_2_plays_a_hinted_card() {
    let events = focus_events(&Fireworks::lesson(2).unwrap());
    assert!(events.iter().any(|e| matches!(
        e,
        FireworksEvent::Played {
            seat: LEARNER,
            slot: 2,
            height: 2,
            ..
        }
    )));
}

#[test]
fn lesson_3_discards_to_win_a_token_back() {
    let events = focus_events(&Fireworks::lesson(3).unwrap());
    assert!(matches!(
        events[0],
        FireworksEvent::Discarded {
            seat: 3,
            tokens: 1,
            ..
        }
    ));
}

#[test]
fn lesson_4_ends_the_round_on_the_fourth_mistake() {
    let lesson = Fireworks::lesson(4).unwrap();
    let events = focus_events(&lesson);
    assert!(matches!(
        events[0],
        FireworksEvent::Mistake {
            mistakes_left: 0,
            ends_round: false,
            ..
        }
    ));
    assert!(events.iter().any(|e| matches!(
        e,
        FireworksEvent::Mistake {
            ends_round: true,
            fatal: 4,
            ..
        }
    )));
    assert!(events.iter().any(|e| matches!(
        e,
        FireworksEvent::RoundOver {
            end: RoundEnd::FatalMistake,
            points,
            ..
        } if points == &[17, 16, 17]
    )));
    assert!(lesson.play_script().unwrap().state().is_over());
}

#[test]
fn lesson_5_brings_a_token_back_except_at_twelve() {
    let events = focus_events(&Fireworks::lesson(5).unwrap());
    let completed: Vec<(bool, u8)> = events
        .iter()
        .filter_map(|e| match e {
            FireworksEvent::FireworkCompleted { token, tokens, .. } => Some((*token, *tokens)),
            _ => None,
        })
        .collect();
    assert_eq!(completed, vec![(true, 11), (false, 12)]);
}

#[test]
fn lesson_6_draws_the_last_card_and_counts_the_final_turns() {
    let lesson = Fireworks::lesson(6).unwrap();
    let events = focus_events(&lesson);
    assert!(events.iter().any(|e| matches!(
        e,
        FireworksEvent::LastCardDrawn {
            each: 3,
            total: 9,
            ..
        }
    )));
    assert!(events
        .iter()
        .any(|e| matches!(e, FireworksEvent::FinalTurns { left: 8, .. })));
    let session = lesson.play_script().unwrap();
    assert!(
        !session.state().is_over(),
        "the learner plays the final turns"
    );
    assert_eq!(session.state().to_act(), vec![LEARNER]);
}

#[test]
fn lesson_7_loses_a_five_and_makes_a_mistake() {
    let events = focus_events(&Fireworks::lesson(7).unwrap());
    assert!(matches!(
        events[0],
        FireworksEvent::Mistake {
            seat: LEARNER,
            personal: 1,
            ..
        }
    ));
    assert!(events.iter().any(|e| matches!(
        e,
        FireworksEvent::Discarded {
            seat: 2,
            last_copy: true,
            ..
        }
    )));
}

#[test]
fn lesson_8_shows_the_medium_ai_reading_a_play_hint() {
    let lesson = Fireworks::lesson(8).unwrap();
    let mut session = Session::<Fireworks>::new(lesson.options.clone(), lesson.seed);
    for (seat, action) in &lesson.script {
        if *seat != LEARNER {
            let state = session.state();
            let (chosen, _) = MediumAgent.decide(&state.view(*seat), &state.legal_actions(*seat));
            assert_eq!(
                chosen, *action,
                "the AI partner's scripted turn is its own choice"
            );
        }
        session.play(*seat, *action).unwrap();
    }
    assert!(session.log().iter().any(|e| matches!(
        e.event,
        FireworksEvent::Played {
            seat: 2,
            slot: 4,
            height: 1,
            ..
        }
    )));
}

#[test]
fn lesson_9_is_the_standard_table_of_two() {
    let lesson = Fireworks::lesson(9).unwrap();
    let session = lesson.play_script().unwrap();
    let state = session.state();
    assert_eq!(state.seat_count(), 2);
    assert_eq!(state.round().tokens, 7, "8 tokens, one hint not yet repaid");
    assert_eq!(state.round().fireworks[0], 1, "Bob played the White 1");
    let names: Vec<String> = ["You", "Bob"].map(String::from).to_vec();
    let deal = explain_for::<Fireworks>(&session.log()[0].event, Some(0), &names);
    assert!(deal.contains("the third mistake ends the game"), "{deal}");
    assert!(
        deal.contains("you hold five cards you cannot see"),
        "{deal}"
    );
}

#[test]
fn lesson_10_shows_two_colours_making_a_rainbow_card() {
    use crate::engine::fireworks::cards::Colour;
    use crate::engine::protocol::Protocol;
    let lesson = Fireworks::lesson(10).unwrap();
    let session = lesson.play_script().unwrap();
    let state = session.state();
    assert_eq!(
        state.layout().deck,
        crate::engine::fireworks::options::Deck::Rainbow
    );
    assert_eq!(
        state.round().fireworks[Colour::Multicolor.index()],
        1,
        "the learner played the Multicolour 1"
    );
    // Before the play, the learner's card A read MULTICOLOR-1 on the wire.
    let before = session.state_after_steps(lesson.script.len() - 1);
    assert!(before
        .turn_input(0)
        .contains(&"0:CARD:A:MULTICOLOR-1".to_string()));
    assert!(before.turn_input(0).contains(&"0:CARD:B:?-?".to_string()));
}
