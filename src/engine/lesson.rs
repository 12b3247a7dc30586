//! Built-in lessons as data, one type for every game ([`BuiltinLesson`]):
//! a fixed start (options and seed), a scripted sequence of actions that
//! shows one rule happening, the step the learner is walked through from,
//! and the seat the learner plays on with afterwards, on the game's own
//! table against AIs. Each game lists its own in `<game>/lessons/mod.rs`,
//! their texts in `<game>/lessons/locales/`. A lesson a teacher writes in
//! the studio is another thing, a [`crate::engine::study::model::Study`]:
//! chapters, notes and questions, taken in the lesson player; a built-in
//! lesson can be brought into the studio as one (`Study::from_lesson`).

use serde::{Deserialize, Serialize};

use super::game::{Game, Seat};
use super::record::{GameRecord, Record, Step};
use super::session::Session;
use crate::text::Msg;

/// One built-in lesson of game `G`, played on the game's table.
#[derive(Clone, Debug, PartialEq)]
pub struct BuiltinLesson<G: Game> {
    /// Its number in the game's list, from 1 (also its link,
    /// `#/play/<id>/lesson/<n>`).
    pub number: u8,
    /// A short title, e.g. "Forming a mill and taking" (each text a
    /// message of `<game>/lessons/locales`, written in the language of the
    /// moment when the lesson starts).
    pub title: Msg,
    /// What to watch for, in 1–3 sentences (shown while stepping).
    pub intro: Msg,
    /// What just happened and what to try now, in 1–2 sentences (shown
    /// once the script has been stepped through).
    pub outro: Msg,
    /// The rules options: a preset deal or position, a short game.
    pub options: G::Options,
    /// The game's seed (the AIs' seeds after the script derive from it).
    pub seed: u64,
    /// The scripted actions, in order, with the seat taking each.
    pub script: Vec<(Seat, G::Action)>,
    /// The first scripted step the learner steps through; the steps before
    /// it only build the position and are shown already done.
    pub focus_step: usize,
    /// The seat the learner plays once the script is over.
    pub learner: Seat,
    /// Fixed seat names by seat (`None`: the learner's own name for the
    /// learner's seat, the AI's name elsewhere); empty for none.
    pub names: Vec<Option<&'static str>>,
    /// The level of the AIs the learner plays on against.
    pub ai_level: &'static str,
}

impl<G: Game> BuiltinLesson<G> {
    /// The game after the whole script, or which step the rules refused.
    pub fn play_script(&self) -> Result<Session<G>, String> {
        let mut session = Session::<G>::new(self.options.clone(), self.seed);
        for (index, (seat, action)) in self.script.iter().enumerate() {
            session.play(*seat, action.clone()).map_err(|error| {
                format!(
                    "step {} of lesson {} is refused: {error}",
                    index + 1,
                    self.number
                )
            })?;
        }
        Ok(session)
    }

    /// The index of the first event of the focus step in `session`'s log
    /// (the whole log's length when the script has no focus step).
    pub fn first_focus_event(&self, session: &Session<G>) -> usize {
        focus_event(session, self.focus_step)
    }
}

/// A game with built-in lessons.
pub trait HasLessons: Game {
    /// Every lesson, numbered from 1 in order.
    fn lessons() -> Vec<BuiltinLesson<Self>>;

    /// Lesson `number`, if there is one.
    fn lesson(number: u8) -> Option<BuiltinLesson<Self>> {
        Self::lessons().into_iter().find(|l| l.number == number)
    }
}

/// What the screen keeps of a lesson once it has started (with the
/// table's set-up, so saves and the game put aside keep it): its words,
/// who learns, and how many steps the script has. The script itself is
/// the first steps of the game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonNotes {
    /// Its number in the game's list, from 1.
    pub number: u8,
    /// Its title.
    pub title: String,
    /// What to watch for.
    pub intro: String,
    /// What happened and what to try now.
    pub outro: String,
    /// The steps of the script (the record's first steps).
    pub script_len: usize,
    /// The first step the learner steps through.
    pub focus_step: usize,
    /// The seat the learner plays.
    pub learner: Seat,
    /// Fixed seat names by seat (`None`: the learner's or the AI's own).
    pub names: Vec<Option<String>>,
    /// The level of the AIs the learner plays on against.
    pub ai_level: String,
}

/// A lesson as it starts: its notes and the record of its script (the
/// extras module sends it to the page, which holds no lesson code).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct LessonStart<G: Game> {
    /// The lesson's notes.
    pub notes: LessonNotes,
    /// Its options, seed and script.
    pub record: GameRecord<G>,
}

impl<G: Game> LessonStart<G> {
    /// The start of `lesson`.
    pub fn of(lesson: &BuiltinLesson<G>) -> LessonStart<G> {
        let mut record: GameRecord<G> = Record::new(G::ID, lesson.options.clone(), lesson.seed);
        record.steps = lesson
            .script
            .iter()
            .map(|(seat, action)| Step::Act {
                seat: *seat,
                action: action.clone(),
            })
            .collect();
        LessonStart {
            notes: LessonNotes {
                number: lesson.number,
                title: lesson.title.to_string(),
                intro: lesson.intro.to_string(),
                outro: lesson.outro.to_string(),
                script_len: lesson.script.len(),
                focus_step: lesson.focus_step,
                learner: lesson.learner,
                names: lesson.names.iter().map(|n| n.map(str::to_owned)).collect(),
                ai_level: lesson.ai_level.to_owned(),
            },
            record,
        }
    }
}

impl LessonNotes {
    /// The index of the first event of the focus step in `session`'s log
    /// (the whole log's length when the script has no focus step).
    pub fn first_focus_event<G: Game>(&self, session: &Session<G>) -> usize {
        focus_event(session, self.focus_step)
    }
}

/// The index of the first event of step `focus_step` or later in
/// `session`'s log (the log's length when there is none).
fn focus_event<G: Game>(session: &Session<G>, focus_step: usize) -> usize {
    session
        .log()
        .iter()
        .position(|e| e.step.is_some_and(|s| s >= focus_step))
        .unwrap_or(session.log().len())
}
