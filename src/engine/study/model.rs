//! A lesson as the studio writes it: a title, an introduction, a final
//! note and chapters, each a table (options with its set-up position and
//! a seed) with a line of play, a note on any step, marks to highlight
//! and questions that ask the learner to find the move. Everything is
//! data: texts are shown as text, never read as markup.

use serde::{Deserialize, Serialize};

use super::super::game::{Game, Seat};
use super::super::record::GameRecord;
use crate::text::Lang;

/// The longest note on a step, in characters.
pub const NOTE_LIMIT: usize = 500;
/// The longest title (the lesson's or a chapter's), in characters.
pub const TITLE_LIMIT: usize = 100;
/// The longest introduction or final note, in characters.
pub const TEXT_LIMIT: usize = 1_000;
/// The most chapters a lesson holds.
pub const CHAPTER_LIMIT: usize = 20;
/// The most steps a chapter's line holds (a whole game of any of the
/// three fits).
pub const STEP_LIMIT: usize = 600;
/// The most marks on one step.
pub const MARK_LIMIT: usize = 12;
/// The most accepted answers a question lists besides the line's move.
pub const ANSWER_LIMIT: usize = 16;

/// A lesson of game `G`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Study<G: Game> {
    /// What the lesson is called.
    pub title: String,
    /// The language the teacher wrote it in: its texts are never
    /// translated, and are marked with this language wherever they are
    /// shown (English when a link or file does not say).
    #[serde(default)]
    pub lang: Lang,
    /// What it teaches, shown before the first chapter.
    pub intro: String,
    /// The final note, shown with the summary.
    pub outro: String,
    /// Its tables, in order (at least one).
    pub chapters: Vec<Chapter<G>>,
}

/// One table of a lesson and the line played on it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Chapter<G: Game> {
    /// What the chapter shows ("Two cards for one full row").
    pub title: String,
    /// A note on the table before the first step.
    #[serde(default)]
    pub intro: String,
    /// The table (options with their set-up position, and the seed of
    /// whatever the set-up leaves to chance) and the line, in order.
    pub record: GameRecord<G>,
    /// The seat the learner sits at: the table is shown as this seat
    /// sees it, and questions are asked of it.
    pub learner: Seat,
    /// The first step the learner steps through; the steps before it
    /// only build the position and are shown already played.
    #[serde(default)]
    pub first_step: usize,
    /// The seats' names (empty: the learner is "You", the others are
    /// named by the game's AIs' names).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// The teacher's word on each step of the line, by step (shorter than
    /// the line when the last steps have none).
    #[serde(default)]
    pub notes: Vec<StepNote<G>>,
}

/// What the teacher adds to one step of the line.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct StepNote<G: Game> {
    /// The note, shown beside the engine's own explanation of the step
    /// (empty: none).
    #[serde(default)]
    pub text: String,
    /// What to highlight on the table after the step, by the names of
    /// [`super::setup::Studio::mark_targets`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<String>,
    /// Set when the learner must find this step's move on the board
    /// (only on a step the learner's seat takes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<Question<G>>,
}

impl<G: Game> Default for StepNote<G> {
    fn default() -> Self {
        StepNote {
            text: String::new(),
            marks: Vec::new(),
            question: None,
        }
    }
}

/// A step the learner must find: the line's move is always right. The
/// step's note is shown once it is found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Question<G: Game> {
    /// What the learner is asked before the step ("Your move: what
    /// should White play?"; empty: the screen's own "Find the move").
    #[serde(default)]
    pub prompt: String,
    /// Shown after a wrong answer, before the answer is given away.
    #[serde(default)]
    pub hint: String,
    /// Which other moves count as right.
    pub accept: Accept<G>,
}

/// The moves a question accepts besides the line's own.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "", rename_all = "snake_case")]
pub enum Accept<G: Game> {
    /// These moves too (none: only the line's move).
    Moves(Vec<G::Action>),
    /// Any move the hard AI rates within this much of its best, in the
    /// game's own units (cows for 6 nimmt!, points for Fireworks, the
    /// search's score for Morris).
    NearBest(f64),
}

/// How a learner did: questions answered right at the first try, out of
/// all asked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Right at the first try.
    pub first_try: usize,
    /// Questions asked.
    pub asked: usize,
}

impl<G: Game> Study<G> {
    /// Every question of the lesson, as (chapter, step).
    pub fn questions(&self) -> Vec<(usize, usize)> {
        self.chapters
            .iter()
            .enumerate()
            .flat_map(|(c, chapter)| {
                chapter
                    .notes
                    .iter()
                    .enumerate()
                    .filter(|(_, note)| note.question.is_some())
                    .map(move |(s, _)| (c, s))
            })
            .collect()
    }
}

impl<G: Game> Chapter<G> {
    /// The teacher's note on step `step` (an empty one when there is
    /// none).
    pub fn note(&self, step: usize) -> StepNote<G> {
        self.notes.get(step).cloned().unwrap_or_default()
    }
}
