//! The lesson being written: a [`Study`] and where the teacher is in it
//! (the chapter open, the steps of its line shown), with every edit the
//! studio's screens make. Plain Rust, tested natively; the screens only
//! draw it and call these.

use crate::engine::game::{Game, Seat};
use crate::engine::record::{apply_step, Record, Step};
use crate::engine::session::Session;
use crate::engine::study::model::{
    Accept, Chapter, Question, StepNote, Study, CHAPTER_LIMIT, MARK_LIMIT, STEP_LIMIT,
};
use crate::engine::study::setup::Studio;
use crate::text::{current_lang, t};

/// A lesson being written and the teacher's place in it.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft<G: Game> {
    /// The lesson as it stands (it may not pass the checks yet).
    pub study: Study<G>,
    /// The chapter open, from 0.
    pub chapter: usize,
    /// Steps of the open chapter's line shown as played.
    pub shown: usize,
}

/// A new chapter's record: `options` and `seed`, no step yet.
fn fresh_chapter<G: Game>(title: String, options: G::Options, seed: u64) -> Chapter<G> {
    Chapter {
        title,
        intro: String::new(),
        record: Record::new(G::ID, options, seed),
        learner: 0,
        first_step: 0,
        names: Vec::new(),
        notes: Vec::new(),
    }
}

/// How many of `chapter`'s steps still replay from its table.
fn steps_that_replay<G: Game>(chapter: &Chapter<G>) -> usize {
    let record = &chapter.record;
    let (mut state, _) = G::new(&record.options, record.seed);
    record
        .steps
        .iter()
        .take_while(|step| apply_step(&mut state, step).is_ok())
        .count()
}

impl<G: Studio> Draft<G> {
    /// A lesson of one chapter on the table `options` (with `seed`), titled
    /// `title`, written in the studio's language of the moment.
    pub fn new(title: &str, options: G::Options, seed: u64) -> Draft<G> {
        Draft::open(Study {
            title: title.to_owned(),
            lang: current_lang(),
            intro: String::new(),
            outro: String::new(),
            chapters: vec![fresh_chapter(title.to_owned(), options, seed)],
        })
    }

    /// `study` opened at its first chapter's start (a study with no
    /// chapter gets an empty one under the default options).
    pub fn open(mut study: Study<G>) -> Draft<G> {
        if study.chapters.is_empty() {
            study.chapters.push(fresh_chapter(
                t::studio_chapter_title(1).to_string(),
                G::Options::default(),
                0,
            ));
        }
        let shown = study.chapters[0].first_step;
        Draft {
            study,
            chapter: 0,
            shown,
        }
    }

    /// The open chapter.
    pub fn current(&self) -> &Chapter<G> {
        &self.study.chapters[self.chapter]
    }

    fn current_mut(&mut self) -> &mut Chapter<G> {
        &mut self.study.chapters[self.chapter]
    }

    /// The open chapter's game after the steps shown; `None` when its
    /// table cannot start a game (the editor shows why).
    pub fn session(&self) -> Option<Session<G>> {
        let chapter = self.current();
        if !G::setup_problems(&chapter.record.options).is_empty() {
            return None;
        }
        let mut record = chapter.record.clone();
        record.steps.truncate(self.shown);
        Session::from_record(record).ok()
    }

    /// Opens chapter `index` at its first step.
    pub fn select_chapter(&mut self, index: usize) {
        if index < self.study.chapters.len() {
            self.chapter = index;
            self.shown = self.current().first_step;
        }
    }

    /// Adds a chapter after the open one, on the table `options` with
    /// `seed`, and opens it; refused (false) at the limit.
    pub fn add_chapter(&mut self, options: G::Options, seed: u64) -> bool {
        if self.study.chapters.len() >= CHAPTER_LIMIT {
            return false;
        }
        let title = t::studio_chapter_title(self.study.chapters.len() + 1).to_string();
        let at = self.chapter + 1;
        self.study
            .chapters
            .insert(at, fresh_chapter(title, options, seed));
        self.select_chapter(at);
        true
    }

    /// Removes the open chapter (never the last one left) and opens the
    /// one before it.
    pub fn remove_chapter(&mut self) -> bool {
        if self.study.chapters.len() <= 1 {
            return false;
        }
        self.study.chapters.remove(self.chapter);
        self.select_chapter(self.chapter.saturating_sub(1));
        true
    }

    /// Moves the open chapter one place earlier (`earlier`) or later.
    pub fn move_chapter(&mut self, earlier: bool) -> bool {
        let from = self.chapter;
        let to = if earlier {
            from.checked_sub(1)
        } else {
            Some(from + 1).filter(|&to| to < self.study.chapters.len())
        };
        let Some(to) = to else { return false };
        self.study.chapters.swap(from, to);
        self.chapter = to;
        true
    }

    /// Sets the open chapter's table (options and seed). The line is kept
    /// as far as it still replays on the new table, with its notes; the
    /// steps dropped are counted in the answer.
    pub fn set_table(&mut self, options: G::Options, seed: u64) -> usize {
        let chapter = self.current_mut();
        chapter.record.options = options;
        chapter.record.seed = seed;
        let before = chapter.record.steps.len();
        let keep = if G::setup_problems(&chapter.record.options).is_empty() {
            steps_that_replay(chapter)
        } else {
            0
        };
        self.cut_at(keep);
        before - keep
    }

    /// Drops the open chapter's steps from `keep` on, with their notes.
    fn cut_at(&mut self, keep: usize) {
        let chapter = self.current_mut();
        chapter.record.steps.truncate(keep);
        chapter.notes.truncate(keep);
        chapter.first_step = chapter.first_step.min(keep);
        let players = G::new(&chapter.record.options, chapter.record.seed)
            .0
            .seat_count();
        if chapter.learner >= players {
            chapter.learner = 0;
        }
        chapter.names.truncate(players);
        self.shown = self.shown.min(keep);
    }

    /// Plays `action` for `seat` after the steps shown. The line's own
    /// next step just steps forward; another move replaces the rest of
    /// the line (and its notes). The rules' refusal is the error.
    pub fn play(&mut self, seat: Seat, action: G::Action) -> Result<(), String> {
        let next = self.current().record.steps.get(self.shown);
        if matches!(next, Some(Step::Act { seat: s, action: a }) if *s == seat && *a == action) {
            self.shown += 1;
            return Ok(());
        }
        if self.shown >= STEP_LIMIT {
            return Err(t::studio_line_full(STEP_LIMIT).to_string());
        }
        let mut session = self
            .session()
            .ok_or_else(|| t::studio_table_unplayable().to_string())?;
        session
            .play(seat, action.clone())
            .map_err(|e| e.to_string())?;
        let shown = self.shown;
        self.cut_at(shown);
        self.current_mut()
            .record
            .steps
            .push(Step::Act { seat, action });
        self.shown += 1;
        Ok(())
    }

    /// Shows one step more (`forward`) or fewer; false at either end.
    pub fn step(&mut self, forward: bool) -> bool {
        if forward && self.shown < self.current().record.steps.len() {
            self.shown += 1;
        } else if !forward && self.shown > 0 {
            self.shown -= 1;
        } else {
            return false;
        }
        true
    }

    /// Shows `steps` steps of the line (clamped to it).
    pub fn go_to(&mut self, steps: usize) {
        self.shown = steps.min(self.current().record.steps.len());
    }

    /// Drops the line's steps after the ones shown (and their notes).
    pub fn cut_after(&mut self) {
        let shown = self.shown;
        self.cut_at(shown);
    }

    /// Makes the table shown the learner's start: the steps before it
    /// are shown already played.
    pub fn start_here(&mut self) {
        let shown = self.shown;
        self.current_mut().first_step = shown;
    }

    /// The step the teacher writes about now: the last one shown (`None`
    /// before the first step, where the chapter's own note is written).
    pub fn step_written(&self) -> Option<usize> {
        self.shown.checked_sub(1)
    }

    /// The note on the step written (empty when there is none).
    pub fn note(&self) -> StepNote<G> {
        self.step_written()
            .map(|step| self.current().note(step))
            .unwrap_or_default()
    }

    /// Changes the note on the step written; `None` before the first step.
    fn note_mut(&mut self) -> Option<&mut StepNote<G>> {
        let step = self.step_written()?;
        let notes = &mut self.current_mut().notes;
        if notes.len() <= step {
            notes.resize_with(step + 1, StepNote::default);
        }
        Some(&mut notes[step])
    }

    /// Drops empty notes at the end of the open chapter's list.
    fn tidy(&mut self) {
        let notes = &mut self.current_mut().notes;
        while notes.last().is_some_and(|n| *n == StepNote::default()) {
            notes.pop();
        }
    }

    /// Writes `text` as the note on the step written, or as the
    /// chapter's note on its table before the first step.
    pub fn set_note(&mut self, text: String) {
        match self.note_mut() {
            Some(note) => note.text = text,
            None => self.current_mut().intro = text,
        }
        self.tidy();
    }

    /// Marks `target` after the step written, or takes its mark away;
    /// refused (false) before the first step or past [`MARK_LIMIT`].
    pub fn toggle_mark(&mut self, target: &str) -> bool {
        let Some(note) = self.note_mut() else {
            return false;
        };
        if let Some(at) = note.marks.iter().position(|m| m == target) {
            note.marks.remove(at);
        } else if note.marks.len() < MARK_LIMIT {
            note.marks.push(target.to_owned());
        } else {
            return false;
        }
        self.tidy();
        true
    }

    /// Who plays the step written (`None` before the first, or for a
    /// forfeit).
    pub fn step_seat(&self) -> Option<Seat> {
        match self.current().record.steps.get(self.step_written()?) {
            Some(Step::Act { seat, .. }) => Some(*seat),
            _ => None,
        }
    }

    /// Makes the step written a question for the learner (`Some`) or an
    /// ordinary step. A question is refused (false) on a step the
    /// learner's seat does not play.
    pub fn set_question(&mut self, question: Option<Question<G>>) -> bool {
        if question.is_some() && self.step_seat() != Some(self.current().learner) {
            return false;
        }
        let Some(note) = self.note_mut() else {
            return false;
        };
        note.question = question;
        self.tidy();
        true
    }

    /// Adds `action` to the moves the question on the step written
    /// accepts, or takes it away (a question accepting "near the best"
    /// becomes one with a list).
    pub fn toggle_answer(&mut self, action: G::Action) -> bool {
        let Some(question) = self.note_mut().and_then(|n| n.question.as_mut()) else {
            return false;
        };
        match &mut question.accept {
            Accept::Moves(moves) => match moves.iter().position(|m| *m == action) {
                Some(at) => {
                    moves.remove(at);
                }
                None => moves.push(action),
            },
            Accept::NearBest(_) => question.accept = Accept::Moves(vec![action]),
        }
        true
    }

    /// Seats the learner at `seat`; questions asked of another seat then
    /// stop being questions (their text is kept as notes).
    pub fn set_learner(&mut self, seat: Seat) {
        let chapter = self.current_mut();
        chapter.learner = seat;
        let steps = chapter.record.steps.clone();
        for (note, step) in chapter.notes.iter_mut().zip(&steps) {
            if matches!(step, Step::Act { seat: s, .. } if *s != seat) {
                note.question = None;
            }
        }
        self.tidy();
    }

    /// Names seat `seat` (`""`: the default name).
    pub fn set_name(&mut self, seat: Seat, name: String) {
        let names = &mut self.current_mut().names;
        if names.len() <= seat {
            names.resize(seat + 1, String::new());
        }
        names[seat] = name;
        while names.last().is_some_and(String::is_empty) {
            names.pop();
        }
    }
}
