//! The built-in lessons in the studio's format, so the studio can open
//! and change any of them: one chapter each, the lesson's script as the
//! line, its introduction as the chapter's note and its final words as
//! the lesson's. Its texts are written in the language of the moment,
//! which becomes the lesson's.

use super::super::game::Game;
use super::super::lesson::{BuiltinLesson, LessonStart};
use super::model::{Chapter, Study};
use crate::text::{current_lang, t};

impl<G: Game> Study<G> {
    /// Built-in `lesson` as a studio lesson.
    pub fn from_lesson(lesson: &BuiltinLesson<G>) -> Study<G> {
        let start = LessonStart::of(lesson);
        let notes = start.notes;
        Study {
            title: notes.title.clone(),
            lang: current_lang(),
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
                        // "You" is the name the engine's sentences
                        // address the reader by, in every language.
                        None if seat == notes.learner => "You".to_string(),
                        None => t::engine_seat(seat + 1).to_string(),
                    })
                    .collect(),
                notes: Vec::new(),
            }],
        }
    }
}
