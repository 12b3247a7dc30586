//! The built-in lessons in the studio's format, so the studio can open
//! and change any of them: one chapter each, the lesson's script as the
//! line, its introduction as the chapter's note and its final words as
//! the lesson's.

use super::super::game::Game;
use super::super::lesson::{Lesson, LessonStart};
use super::model::{Chapter, Study};

impl<G: Game> Study<G> {
    /// Built-in `lesson` as a studio lesson.
    pub fn from_lesson(lesson: &Lesson<G>) -> Study<G> {
        let start = LessonStart::of(lesson);
        let notes = start.notes;
        Study {
            title: notes.title.clone(),
            intro: String::new(),
            outro: notes.outro,
            chapters: vec![Chapter {
                title: notes.title,
                intro: notes.intro,
                record: start.record,
                learner: notes.learner,
                first_step: notes.focus_step,
                names: notes
                    .names
                    .iter()
                    .enumerate()
                    .map(|(seat, name)| match name {
                        Some(name) => name.clone(),
                        None if seat == notes.learner => "You".to_string(),
                        None => format!("Seat {}", seat + 1),
                    })
                    .collect(),
                notes: Vec::new(),
            }],
        }
    }
}
