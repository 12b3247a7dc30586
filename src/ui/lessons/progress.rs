//! A learner's progress in studio lessons (`#/lesson/<code>`), kept in
//! this browser: per lesson, each question (chapter, step) answered right
//! (and whether at the first try), tried, or given away, and the chapter
//! reached. Lessons are known by a short hash of their link code
//! ([`lesson_key`]); the [`ProgressStore`] of every lesson is one JSON
//! text under [`PROGRESS_KEY`], holding the [`LESSON_LIMIT`] lessons
//! used last. Text that cannot be read (damaged, another format) gives
//! an empty store, never a panic. Plain Rust, tested natively; on wasm,
//! the functions at the end read and write `localStorage`.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::engine::game::Game;
use crate::engine::record::Record;
use crate::engine::session::Session;
use crate::engine::study::model::{Accept, Study};
use crate::engine::study::player::{StudyPlayer, Verdict};

/// The `localStorage` key of the [`ProgressStore`].
pub const PROGRESS_KEY: &str = "parlour.lessons.progress";

/// The store's format version; a store of any other is read as empty.
pub const PROGRESS_VERSION: u32 = 1;

/// The most lessons kept: using one more forgets the one used longest ago.
pub const LESSON_LIMIT: usize = 200;

/// FNV-1a, 64 bits, over `bytes`: a stable hash (the same in every
/// version and on every machine), not a secure one.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The key a lesson's progress is kept under: [`fnv1a64`] of its link
/// code, as 16 lower-case hex digits (the code itself may be kilobytes).
pub fn lesson_key(code: &str) -> String {
    format!("{:016x}", fnv1a64(code.as_bytes()))
}

/// The lesson code of a `location.hash` whose progress is kept: only a
/// lesson opened in the full app (`#/lesson/<code>`, a trailing `/`
/// ignored); an embedded lesson (`#/embed/lesson/…`) keeps nothing.
pub fn code_of_hash(hash: &str) -> Option<&str> {
    let code = hash.strip_prefix("#/lesson/")?.trim_end_matches('/');
    (!code.is_empty() && !code.contains('/')).then_some(code)
}

/// How one question went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mark", rename_all = "snake_case")]
pub enum Outcome {
    /// Tried, wrongly, and not answered yet.
    Tried,
    /// Answered right (final until the lesson is started over).
    Right {
        /// With no wrong try before.
        first_try: bool,
    },
    /// The answer was given away after a wrong try: passed, not solved.
    Shown,
}

/// How one question went: the chapter (from 0) and the step of its line
/// (from 0, as [`Study::questions`] lists it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionOutcome {
    /// The chapter, from 0.
    pub chapter: usize,
    /// The step of the chapter's line the question asks, from 0.
    pub step: usize,
    /// How it went.
    #[serde(flatten)]
    pub outcome: Outcome,
}

/// One learner's progress in one lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The lesson's number of questions (kept so [`Progress::is_solved`]
    /// needs no lesson; progress kept for another count is not used).
    pub questions: usize,
    /// The chapter reached, from 0: where the lesson opens again.
    #[serde(default)]
    pub chapter: usize,
    /// Whether the learner reached the lesson's end once.
    #[serde(default)]
    pub finished: bool,
    /// The questions tried, answered or given away (one outcome each;
    /// `marks` in the kept JSON).
    #[serde(default, rename = "marks")]
    pub outcomes: Vec<QuestionOutcome>,
}

impl Progress {
    /// No progress yet in a lesson of `questions` questions.
    pub fn new(questions: usize) -> Progress {
        Progress {
            questions,
            ..Progress::default()
        }
    }

    /// Whether nothing has happened yet: no outcome, the first chapter, not
    /// finished (then nothing needs keeping).
    pub fn is_empty(&self) -> bool {
        self.outcomes.is_empty() && self.chapter == 0 && !self.finished
    }

    /// How the question at `step` of `chapter` went, if it was tried.
    pub fn outcome(&self, chapter: usize, step: usize) -> Option<Outcome> {
        self.outcomes
            .iter()
            .find(|m| m.chapter == chapter && m.step == step)
            .map(|m| m.outcome)
    }

    /// Sets the question's outcome to `outcome`.
    fn set(&mut self, chapter: usize, step: usize, outcome: Outcome) {
        match self
            .outcomes
            .iter_mut()
            .find(|m| m.chapter == chapter && m.step == step)
        {
            Some(kept) => kept.outcome = outcome,
            None => self.outcomes.push(QuestionOutcome {
                chapter,
                step,
                outcome,
            }),
        }
    }

    /// A right answer to the question at `step` of `chapter`: at the
    /// first try only when nothing was tried before. A question already
    /// right stays as it was.
    pub fn record_right(&mut self, chapter: usize, step: usize, first_try: bool) {
        match self.outcome(chapter, step) {
            Some(Outcome::Right { .. }) => {}
            Some(_) => self.set(chapter, step, Outcome::Right { first_try: false }),
            None => self.set(chapter, step, Outcome::Right { first_try }),
        }
    }

    /// A wrong try at the question at `step` of `chapter` (nothing
    /// changes once it is right or given away).
    pub fn record_wrong(&mut self, chapter: usize, step: usize) {
        if self.outcome(chapter, step).is_none() {
            self.set(chapter, step, Outcome::Tried);
        }
    }

    /// The answer to the question at `step` of `chapter` given away (a
    /// question already right stays right).
    pub fn record_shown(&mut self, chapter: usize, step: usize) {
        if !matches!(self.outcome(chapter, step), Some(Outcome::Right { .. })) {
            self.set(chapter, step, Outcome::Shown);
        }
    }

    /// Records what the player said to a move at the question at `step`
    /// of `chapter`: right or wrong; a verdict that took no answer
    /// (ratings needed, no question) changes nothing.
    pub fn record(&mut self, chapter: usize, step: usize, verdict: &Verdict) {
        match verdict {
            Verdict::Right { first_try, .. } => self.record_right(chapter, step, *first_try),
            Verdict::Wrong { .. } => self.record_wrong(chapter, step),
            Verdict::NeedsRatings | Verdict::NoQuestion => {}
        }
    }

    /// Notes where the learner is: `chapter` is the chapter reached from
    /// now on, and `finished` (the lesson's end reached) stays once set.
    pub fn reach(&mut self, chapter: usize, finished: bool) {
        self.chapter = chapter;
        self.finished |= finished;
    }

    /// The chapter to open at in a lesson of `chapters` chapters: the
    /// chapter reached, or the last one when the number is out of range.
    pub fn resume_chapter(&self, chapters: usize) -> usize {
        self.chapter.min(chapters.saturating_sub(1))
    }

    /// The questions answered right (at any try).
    pub fn solved(&self) -> usize {
        self.outcomes
            .iter()
            .filter(|m| matches!(m.outcome, Outcome::Right { .. }))
            .count()
    }

    /// The questions answered right at the first try.
    pub fn first_try(&self) -> usize {
        self.outcomes
            .iter()
            .filter(|m| m.outcome == Outcome::Right { first_try: true })
            .count()
    }

    /// Whether the lesson is solved: every question answered right (a
    /// lesson without questions: its end reached).
    pub fn is_solved(&self) -> bool {
        if self.questions == 0 {
            self.finished
        } else {
            self.solved() >= self.questions
        }
    }
}

/// A player of `study` at the learner's place in `progress`: every
/// question before it answered as it was (right at the first try, right
/// after a wrong try, or given away), at the start of the chapter reached;
/// the questions of that chapter already right are answered too, so
/// stepping on passes them. Progress that does not fit the lesson stops
/// at the first question it does not cover.
pub fn resume<G: Game>(study: Study<G>, progress: &Progress) -> StudyPlayer<G> {
    let target = progress.resume_chapter(study.chapters.len());
    let mut player = StudyPlayer::new(study);
    loop {
        // Through the chapter, each question as it went, until one that
        // was not answered.
        let stuck = loop {
            if player.asking() {
                let outcome = progress.outcome(player.chapter_index(), player.shown());
                if !answer_again(&mut player, outcome) {
                    break true;
                }
            } else if !player.forward() {
                break false;
            }
        };
        if stuck || player.chapter_index() >= target || !player.next_chapter() {
            break;
        }
    }
    while player.back() {}
    player
}

/// Answers the question being asked as `outcome` says it went; false (and
/// nothing done) when it was not answered.
fn answer_again<G: Game>(player: &mut StudyPlayer<G>, outcome: Option<Outcome>) -> bool {
    let Some(line) = player.answer_move().cloned() else {
        return false;
    };
    match outcome {
        None | Some(Outcome::Tried) => false,
        Some(Outcome::Right { first_try }) => {
            if !first_try {
                wrong_try(player, &line);
            }
            matches!(player.answer(&line, None), Verdict::Right { .. })
        }
        Some(Outcome::Shown) => {
            if wrong_try(player, &line) {
                player.reveal()
            } else {
                matches!(player.answer(&line, None), Verdict::Right { .. })
            }
        }
    }
}

/// Makes one wrong try at the question being asked (a legal move the
/// question does not accept), so the player counts it as the learner did;
/// false when every legal move is accepted.
fn wrong_try<G: Game>(player: &mut StudyPlayer<G>, line: &G::Action) -> bool {
    let chapter = player.chapter();
    let Some(question) = chapter
        .notes
        .get(player.shown())
        .and_then(|note| note.question.as_ref())
    else {
        return false;
    };
    let accepted: &[G::Action] = match &question.accept {
        Accept::Moves(moves) => moves,
        Accept::NearBest(_) => &[],
    };
    let mut record = Record::new(G::ID, chapter.record.options.clone(), chapter.record.seed);
    record.steps = chapter.record.steps[..player.shown()].to_vec();
    let Ok(session) = Session::<G>::from_record(record) else {
        return false;
    };
    let wrong = session
        .state()
        .legal_actions(chapter.learner)
        .into_iter()
        .find(|action| action != line && !accepted.contains(action));
    // No ratings: a question of moves near the best takes none as right.
    wrong.is_some_and(|wrong| matches!(player.answer(&wrong, Some(&[])), Verdict::Wrong { .. }))
}

/// One lesson's progress in the store.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptProgress {
    /// The lesson's [`lesson_key`].
    pub key: String,
    /// Its progress.
    pub progress: Progress,
}

/// Every lesson's progress kept in this browser, the one used last first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgressStore {
    /// The format version ([`PROGRESS_VERSION`]).
    pub version: u32,
    /// The lessons, at most [`LESSON_LIMIT`], the one used last first.
    pub lessons: Vec<KeptProgress>,
}

impl Default for ProgressStore {
    fn default() -> Self {
        ProgressStore {
            version: PROGRESS_VERSION,
            lessons: Vec::new(),
        }
    }
}

impl ProgressStore {
    /// Reads the stored text (`None`: nothing stored). Text that is not
    /// a store of this version gives an empty store; a damaged lesson is
    /// left out and the others kept.
    pub fn parse(text: Option<&str>) -> ProgressStore {
        let mut store = ProgressStore::default();
        let Some(Ok(value)) = text.map(serde_json::from_str::<Value>) else {
            return store;
        };
        if value.get("version").and_then(Value::as_u64) != Some(u64::from(PROGRESS_VERSION)) {
            return store;
        }
        let Some(lessons) = value.get("lessons").and_then(Value::as_array) else {
            return store;
        };
        for lesson in lessons {
            let Ok(kept) = serde_json::from_value::<KeptProgress>(lesson.clone()) else {
                continue;
            };
            let well_formed = kept.key.len() == 16
                && kept.key.bytes().all(|b| b.is_ascii_hexdigit())
                && !store.lessons.iter().any(|k| k.key == kept.key);
            if well_formed && store.lessons.len() < LESSON_LIMIT {
                store.lessons.push(kept);
            }
        }
        store
    }

    /// The text to store.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a progress store serializes")
    }

    /// The progress kept for the lesson of link code `code`, if any.
    pub fn get(&self, code: &str) -> Option<&Progress> {
        let key = lesson_key(code);
        self.lessons
            .iter()
            .find(|k| k.key == key)
            .map(|k| &k.progress)
    }

    /// Keeps `progress` for the lesson of link code `code`, as the lesson
    /// used last; beyond [`LESSON_LIMIT`] lessons, the one used longest
    /// ago is forgotten.
    pub fn put(&mut self, code: &str, progress: Progress) {
        let key = lesson_key(code);
        self.lessons.retain(|k| k.key != key);
        self.lessons.insert(0, KeptProgress { key, progress });
        self.lessons.truncate(LESSON_LIMIT);
    }

    /// Forgets the lesson of link code `code` (Start over).
    pub fn forget(&mut self, code: &str) {
        let key = lesson_key(code);
        self.lessons.retain(|k| k.key != key);
    }

    /// Whether the lesson of link code `code` is solved here (every
    /// question answered right, [`Progress::is_solved`]).
    pub fn is_solved(&self, code: &str) -> bool {
        self.get(code).is_some_and(Progress::is_solved)
    }
}

/// Whether the lesson of link code `code` is solved according to the
/// stored text `store_json` (what is kept under [`PROGRESS_KEY`]); for a
/// page that ticks solved lessons or puzzles.
pub fn solved(store_json: &str, code: &str) -> bool {
    ProgressStore::parse(Some(store_json)).is_solved(code)
}

/// This browser's `localStorage`, if it keeps anything for this page.
#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

/// The store kept in this browser (empty when nothing or nothing
/// readable is kept); `None` when the browser keeps nothing for this page.
#[cfg(target_arch = "wasm32")]
pub fn load_store() -> Option<ProgressStore> {
    let text = storage()?.get_item(PROGRESS_KEY).ok()?;
    Some(ProgressStore::parse(text.as_deref()))
}

/// Changes the store kept in this browser with `change` and writes it
/// back; false when the browser keeps nothing or refused the write.
#[cfg(target_arch = "wasm32")]
pub fn change_store(change: impl FnOnce(&mut ProgressStore)) -> bool {
    let Some(mut store) = load_store() else {
        return false;
    };
    change(&mut store);
    storage().is_some_and(|s| s.set_item(PROGRESS_KEY, &store.to_json()).is_ok())
}

/// Whether the lesson of link code `code` is solved in this browser.
#[cfg(target_arch = "wasm32")]
pub fn solved_here(code: &str) -> bool {
    load_store().is_some_and(|store| store.is_solved(code))
}

#[cfg(test)]
#[path = "progress_tests.rs"]
mod tests;
