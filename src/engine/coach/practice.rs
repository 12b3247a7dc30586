//! "Practise my mistakes": a review's mistakes and blunders as a lesson
//! ([`Study`]) the lesson player takes a person through, one chapter per
//! decision: the game up to it, then a question on that seat's move whose
//! line is the better move and which accepts every move that lost less
//! than the inaccuracy threshold; a wrong try shows why the better move is
//! better.

use crate::engine::game::{seat_name, Seat};
use crate::engine::record::{GameRecord, Step};
use crate::engine::study::check::check;
use crate::engine::study::model::{
    Accept, Chapter, Question, StepNote, Study, ANSWER_LIMIT, CHAPTER_LIMIT, NOTE_LIMIT,
};
use crate::engine::study::setup::Studio;
use crate::text::t;

use super::decision::Decision;
use super::judgement::Coach;

/// The practice of `decisions` (a review of `record`) for `seat`'s
/// mistakes and blunders (`None`: every seat's), seats named by `names`:
/// the worst [`CHAPTER_LIMIT`] in the game's order, or `None` when there
/// is nothing to practise.
pub fn practice<G: Coach + Studio>(
    record: &GameRecord<G>,
    decisions: &[Decision<G::Action>],
    seat: Option<Seat>,
    names: &[String],
) -> Option<Study<G>> {
    let mut chosen: Vec<&Decision<G::Action>> = decisions
        .iter()
        .filter(|d| d.grade.is_to_practise() && seat.is_none_or(|s| s == d.seat))
        .collect();
    chosen.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.step.cmp(&b.step)));
    chosen.truncate(CHAPTER_LIMIT);
    chosen.sort_by_key(|d| d.step);
    let chapters: Vec<Chapter<G>> = chosen
        .into_iter()
        .map(|d| chapter(record, d, names))
        .collect();
    if chapters.is_empty() {
        return None;
    }
    let study = Study {
        title: t::review_practice_title(G::name()).to_string(),
        lang: crate::text::current_lang(),
        intro: t::review_practice_intro().to_string(),
        outro: t::review_practice_outro().to_string(),
        chapters,
    };
    check(&study).ok().map(|()| study)
}

/// The chapter of decision `d`: the game up to it, and the better move as
/// the line's step, asked.
fn chapter<G: Coach + Studio>(
    record: &GameRecord<G>,
    d: &Decision<G::Action>,
    names: &[String],
) -> Chapter<G> {
    let words = ChapterWords {
        title: t::review_practice_chapter(d.step + 1).to_string(),
        prompt: t::review_practice_prompt(seat_name(names, d.seat), &d.played_words, d.grade.key())
            .to_string(),
        hint: d.why.clone(),
        note: t::review_practice_note(&d.best_words, &d.why).to_string(),
    };
    chapter_with(record, d, names, words)
}

/// The words of a chapter made from a decision ([`chapter_with`]).
pub(crate) struct ChapterWords {
    /// The chapter's title.
    pub title: String,
    /// The question asked before the step.
    pub prompt: String,
    /// Shown after a wrong answer (cut to [`NOTE_LIMIT`] characters).
    pub hint: String,
    /// The step's note, shown once the move is found (cut to
    /// [`NOTE_LIMIT`] characters).
    pub note: String,
}

/// The chapter of decision `d` with `words`: the game up to it, and the
/// better move as the line's step, asked of `d`'s seat, accepting every
/// move of `d.good` (the first [`ANSWER_LIMIT`] besides the better one).
pub(crate) fn chapter_with<G: Coach + Studio>(
    record: &GameRecord<G>,
    d: &Decision<G::Action>,
    names: &[String],
    words: ChapterWords,
) -> Chapter<G> {
    let mut line = record.clone();
    line.steps.truncate(d.step);
    line.steps.push(Step::Act {
        seat: d.seat,
        action: d.best.clone(),
    });
    let mut notes: Vec<StepNote<G>> = vec![StepNote::default(); d.step + 1];
    let accepted = d
        .good
        .iter()
        .filter(|&action| action != &d.best)
        .take(ANSWER_LIMIT)
        .cloned()
        .collect();
    notes[d.step] = StepNote {
        text: words.note.chars().take(NOTE_LIMIT).collect(),
        marks: Vec::new(),
        question: Some(Question {
            prompt: words.prompt,
            hint: words.hint.chars().take(NOTE_LIMIT).collect(),
            accept: Accept::Moves(accepted),
        }),
    };
    Chapter {
        title: words.title,
        intro: String::new(),
        record: line,
        learner: d.seat,
        first_step: d.step,
        names: names.to_vec(),
        notes,
    }
}
