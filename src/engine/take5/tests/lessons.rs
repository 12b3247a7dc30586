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
        assert_eq!(deal.validate(), Ok(()), "lesson {}", lesson.number);
        for text in [lesson.title, lesson.intro, lesson.outro] {
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
