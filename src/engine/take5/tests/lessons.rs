//! The built-in lessons: preset deals that validate, legal scripts, and
//! texts for every lesson.

use crate::engine::game::Game;
use crate::engine::lesson::HasLessons;
use crate::engine::take5::lessons::LESSON_COUNT;
use crate::engine::take5::Take5;

#[test]
fn every_lesson_is_numbered_in_order_and_its_script_plays() {
    let lessons = Take5::lessons();
    assert_eq!(lessons.len(), usize::from(LESSON_COUNT));
    for (i, lesson) in lessons.iter().enumerate() {
        assert_eq!(usize::from(lesson.number), i + 1);
        assert_eq!(Take5::lesson(lesson.number).as_ref(), Some(lesson));
        let deal = lesson.options.preset.as_ref().expect("a preset deal");
        let (seats, top) = (lesson.options.seat_count(), lesson.options.deck_top());
        assert_eq!(
            deal.validate_for(seats, top),
            Ok(()),
            "lesson {}",
            lesson.number
        );
        for text in [&lesson.title, &lesson.intro, &lesson.outro].map(|m| m.to_string()) {
            assert!(!text.trim().is_empty(), "lesson {}", lesson.number);
        }
        assert!(lesson.focus_step <= lesson.script.len());
        let session = lesson.play_script().expect("the script is legal");
        assert_eq!(session.record().steps.len(), lesson.script.len());
        // After the script the learner plays on (or the lesson's game is over).
        let state = session.state();
        assert!(state.is_over() || state.to_act().contains(&lesson.learner));
        assert!(lesson.first_focus_event(&session) < session.log().len());
    }
    assert_eq!(Take5::lesson(0), None);
    assert_eq!(Take5::lesson(LESSON_COUNT + 1), None);
}

/// The lessons of the rules in the box carry their rule set, and show
/// what they teach.
#[test]
fn the_lessons_of_the_rules_in_the_box() {
    use crate::engine::take5::{Take5Action, Take5Event};
    let lessons = Take5::lessons();
    let rule_sets: Vec<&str> = lessons.iter().map(|l| l.options.rule_set()).collect();
    assert_eq!(
        rule_sets,
        [
            "codingame",
            "codingame",
            "codingame",
            "codingame",
            "to-66",
            "known-cards"
        ]
    );
    // Lesson 5: Ben's 56 takes 13 cows and brings him to 71; the round's
    // last two turns end the game, whatever the learner plays.
    let five = &lessons[4];
    let mut session = five.play_script().unwrap();
    assert!(session.log().iter().any(|e| e.event
        == Take5Event::RowTaken {
            seat: 1,
            card: 56,
            row: 2,
            cards: vec![50, 51, 52, 53, 55],
            cows: 13,
        }));
    assert_eq!(session.state().cows(), vec![41, 71, 47, 62]);
    while let Some(&seat) = session.state().to_act().first() {
        let action = session.state().legal_actions(seat)[0];
        session.play(seat, action).unwrap();
    }
    assert_eq!(session.state().round(), 1);
    assert!(session.log().iter().any(
        |e| matches!(&e.event, Take5Event::CowLimitReached { seats, .. } if seats.contains(&1))
    ));
    // Lesson 6: all 44 cards are dealt; after the first turn the learner
    // holds every card that lands on row 1 but 9, which Ben holds.
    let six = &lessons[5];
    let (fresh, _) = Take5::new(&six.options, six.seed);
    assert!(fresh.unused().is_empty() && fresh.deck_top() == 44);
    let session = six.play_script().unwrap();
    let state = session.state();
    assert_eq!(state.rows()[0], vec![1, 2, 3, 4]);
    assert_eq!(state.rows()[1], vec![12]);
    let lands: Vec<u8> = (5..12).collect();
    let others: Vec<u8> = lands
        .iter()
        .copied()
        .filter(|c| !state.hand(0).contains(c))
        .collect();
    assert_eq!(others, vec![9]);
    assert!(state.hand(1).contains(&9));
    assert!(state.legal_actions(0).contains(&Take5Action::Play(5)));
}
