//! Taking a lesson: where the learner is (chapter and step), what the
//! teacher says there, and the questions: a question's step cannot be
//! stepped past until the learner finds a move the teacher accepts, or
//! asks for the answer after a wrong try. The summary counts the
//! questions answered right at the first try. Pure logic, the same for
//! every game and every screen; the board only passes the learner's move
//! in (and, for a question that accepts moves near the best, the hard
//! AI's ratings of the position, [`crate::engine::rating::RatesMoves`]).

use super::super::game::Game;
use super::super::rating::{near_best, Rated};
use super::super::record::Step;
use super::model::{Accept, Chapter, Study, Summary};

/// How a learner's move at a question was taken.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Accepted: the line goes on (with the line's own move, so the
    /// lesson's later steps still follow).
    Right {
        /// Whether it was the first try.
        first_try: bool,
        /// Whether it was the line's own move (else an accepted other).
        the_lines: bool,
    },
    /// Not accepted: the teacher's hint, and the answer on request.
    Wrong {
        /// The teacher's hint (empty: none).
        hint: String,
    },
    /// The question accepts moves near the best and the ratings are not
    /// there yet: ask the AI, then answer again.
    NeedsRatings,
    /// There is no question to answer here.
    NoQuestion,
}

/// What happened at one question.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Tries {
    /// Wrong moves made.
    wrong: u32,
    /// Answered (right, or given away).
    done: bool,
    /// Given away on request.
    revealed: bool,
}

/// A learner going through a lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct StudyPlayer<G: Game> {
    study: Study<G>,
    chapter: usize,
    shown: usize,
    /// Per chapter, per step: the tries at its question.
    tries: Vec<Vec<Tries>>,
}

impl<G: Game> StudyPlayer<G> {
    /// A learner at the start of `study` (its first chapter, at the
    /// chapter's first step). `study` must have passed
    /// [`super::check::check`].
    pub fn new(study: Study<G>) -> StudyPlayer<G> {
        let tries = study
            .chapters
            .iter()
            .map(|c| vec![Tries::default(); c.record.steps.len()])
            .collect();
        let shown = study.chapters[0].first_step;
        StudyPlayer {
            study,
            chapter: 0,
            shown,
            tries,
        }
    }

    /// The lesson.
    pub fn study(&self) -> &Study<G> {
        &self.study
    }

    /// The chapter being taken, from 0.
    pub fn chapter_index(&self) -> usize {
        self.chapter
    }

    /// The chapter being taken.
    pub fn chapter(&self) -> &Chapter<G> {
        &self.study.chapters[self.chapter]
    }

    /// Steps of the chapter's line shown as played (the table is the
    /// state after them).
    pub fn shown(&self) -> usize {
        self.shown
    }

    /// The teacher's note on what the table shows now: the note on the
    /// last step shown, or the chapter's note at its start.
    pub fn note(&self) -> &str {
        let chapter = self.chapter();
        match self.shown.checked_sub(1) {
            Some(step) if self.shown > chapter.first_step => chapter
                .notes
                .get(step)
                .map_or("", |note| note.text.as_str()),
            _ => &chapter.intro,
        }
    }

    /// What to highlight now (the marks on the last step shown).
    pub fn marks(&self) -> &[String] {
        let chapter = self.chapter();
        self.shown
            .checked_sub(1)
            .and_then(|step| chapter.notes.get(step))
            .map_or(&[], |note| note.marks.as_slice())
    }

    /// Whether the next step is a question still to answer: the learner
    /// must find its move before going on ([`StudyPlayer::question`]).
    pub fn asking(&self) -> bool {
        let chapter = self.chapter();
        chapter
            .notes
            .get(self.shown)
            .is_some_and(|note| note.question.is_some())
            && !self.tries[self.chapter][self.shown].done
    }

    /// What the question being asked says ("Your move: what should
    /// White play?"; may be empty), if one is asked.
    pub fn question(&self) -> Option<&str> {
        if !self.asking() {
            return None;
        }
        let note = &self.chapter().notes[self.shown];
        note.question.as_ref().map(|q| q.prompt.as_str())
    }

    /// The wrong tries at the question being asked.
    pub fn wrong_tries(&self) -> u32 {
        self.tries[self.chapter]
            .get(self.shown)
            .map_or(0, |t| t.wrong)
    }

    /// Steps one forward; refused (false) at a question still to answer
    /// or at the chapter's end.
    pub fn forward(&mut self) -> bool {
        if self.asking() || self.shown >= self.chapter().record.steps.len() {
            return false;
        }
        self.shown += 1;
        true
    }

    /// Steps one back, never before the chapter's first step.
    pub fn back(&mut self) -> bool {
        if self.shown <= self.chapter().first_step {
            return false;
        }
        self.shown -= 1;
        true
    }

    /// Whether the chapter's line has been stepped to its end.
    pub fn chapter_done(&self) -> bool {
        self.shown >= self.chapter().record.steps.len()
    }

    /// Goes to the next chapter, once this one is done; false at the
    /// last chapter or before the end.
    pub fn next_chapter(&mut self) -> bool {
        if !self.chapter_done() || self.chapter + 1 >= self.study.chapters.len() {
            return false;
        }
        self.chapter += 1;
        self.shown = self.chapter().first_step;
        true
    }

    /// Whether the whole lesson has been taken (the last chapter done):
    /// time for the final note and the summary.
    pub fn finished(&self) -> bool {
        self.chapter + 1 == self.study.chapters.len() && self.chapter_done()
    }

    /// The learner's move `action` at the question being asked, with
    /// the hard AI's ratings of the position when the question accepts
    /// moves near the best.
    pub fn answer(&mut self, action: &G::Action, ratings: Option<&[Rated<G::Action>]>) -> Verdict {
        if !self.asking() {
            return Verdict::NoQuestion;
        }
        let chapter = &self.study.chapters[self.chapter];
        let note = &chapter.notes[self.shown];
        let question = note.question.as_ref().expect("asking");
        let the_lines = matches!(&chapter.record.steps[self.shown], Step::Act { action: line, .. } if line == action);
        let right = the_lines
            || match &question.accept {
                Accept::Moves(moves) => moves.contains(action),
                Accept::NearBest(within) => match ratings {
                    Some(rated) => near_best(rated, action, *within),
                    None => return Verdict::NeedsRatings,
                },
            };
        let tries = &mut self.tries[self.chapter][self.shown];
        if right {
            let first_try = tries.wrong == 0;
            tries.done = true;
            self.shown += 1;
            Verdict::Right {
                first_try,
                the_lines,
            }
        } else {
            tries.wrong += 1;
            Verdict::Wrong {
                hint: question.hint.clone(),
            }
        }
    }

    /// Gives the answer away: the line's move is played and the question
    /// counts as not found. Only after a wrong try (false otherwise).
    pub fn reveal(&mut self) -> bool {
        if !self.asking() || self.wrong_tries() == 0 {
            return false;
        }
        let tries = &mut self.tries[self.chapter][self.shown];
        tries.done = true;
        tries.revealed = true;
        self.shown += 1;
        true
    }

    /// The line's move at the question being asked (what [`reveal`]
    /// plays), for the board to show.
    ///
    /// [`reveal`]: StudyPlayer::reveal
    pub fn answer_move(&self) -> Option<&G::Action> {
        if !self.asking() {
            return None;
        }
        match &self.chapter().record.steps[self.shown] {
            Step::Act { action, .. } => Some(action),
            Step::Forfeit { .. } => None,
        }
    }

    /// Questions answered right at the first try, out of those answered
    /// so far (every question once the lesson is finished).
    pub fn summary(&self) -> Summary {
        let answered = self.tries.iter().flatten().filter(|t| t.done);
        let (mut first_try, mut asked) = (0, 0);
        for tries in answered {
            asked += 1;
            if tries.wrong == 0 && !tries.revealed {
                first_try += 1;
            }
        }
        Summary { first_try, asked }
    }
}
