//! The rules a lesson must keep before it is shown, saved or shared:
//! texts within their limits, tables the game allows, lines the rules
//! accept, marks that name something on the table, and questions asked
//! of the learner about moves the learner may make. Links, files and the
//! studio's own editor all go through [`check`].

use super::super::record::{apply_step, Step};
use super::super::record_code::CodeError;
use super::error::StudyError;
use super::model::{
    Accept, Chapter, Study, ANSWER_LIMIT, CHAPTER_LIMIT, MARK_LIMIT, NOTE_LIMIT, STEP_LIMIT,
    TEXT_LIMIT, TITLE_LIMIT,
};
use super::setup::Studio;
use crate::text::t;

/// Refuses `text` over `limit` characters, naming it `what`.
pub fn check_length(
    text: &str,
    limit: usize,
    what: impl FnOnce() -> String,
) -> Result<(), StudyError> {
    let chars = text.chars().count();
    if chars > limit {
        return Err(StudyError::TooLong {
            what: what(),
            chars,
            limit,
        });
    }
    Ok(())
}

/// Checks the whole lesson; the first problem found is the error.
pub fn check<G: Studio>(study: &Study<G>) -> Result<(), StudyError> {
    check_length(&study.title, TITLE_LIMIT, || {
        t::study_what_title().to_string()
    })?;
    check_length(&study.intro, TEXT_LIMIT, || {
        t::study_what_intro().to_string()
    })?;
    check_length(&study.outro, TEXT_LIMIT, || {
        t::study_what_outro().to_string()
    })?;
    if study.chapters.is_empty() || study.chapters.len() > CHAPTER_LIMIT {
        return Err(StudyError::Chapters(study.chapters.len()));
    }
    for (index, chapter) in study.chapters.iter().enumerate() {
        check_chapter(index, chapter)?;
    }
    Ok(())
}

/// Checks chapter `index`: its texts, table, line, notes and questions.
pub fn check_chapter<G: Studio>(index: usize, chapter: &Chapter<G>) -> Result<(), StudyError> {
    let at = |step: Option<usize>, reason: String| StudyError::chapter(index, step, reason);
    check_length(&chapter.title, TITLE_LIMIT, || {
        t::study_what_chapter_title(index + 1).to_string()
    })?;
    check_length(&chapter.intro, TEXT_LIMIT, || {
        t::study_what_chapter_intro(index + 1).to_string()
    })?;
    let record = &chapter.record;
    if record.game != G::ID {
        return Err(StudyError::WrongGame(record.game.clone()));
    }
    let problems = G::setup_problems(&record.options);
    if !problems.is_empty() {
        return Err(StudyError::Setup {
            chapter: index,
            problems,
        });
    }
    if record.steps.len() > STEP_LIMIT {
        return Err(at(
            None,
            t::study_check_too_many_steps(record.steps.len(), STEP_LIMIT).to_string(),
        ));
    }
    if chapter.notes.len() > record.steps.len() {
        return Err(at(
            None,
            t::study_check_notes_past_line(chapter.notes.len(), record.steps.len()).to_string(),
        ));
    }
    if chapter.first_step > record.steps.len() {
        return Err(at(None, t::study_check_first_step_past().to_string()));
    }
    let (mut state, _) = G::new(&record.options, record.seed);
    if chapter.learner >= state.seat_count() {
        return Err(at(
            None,
            t::study_check_learner_seat(chapter.learner + 1, state.seat_count()).to_string(),
        ));
    }
    if chapter.names.len() > state.seat_count() {
        return Err(at(None, t::study_check_too_many_names().to_string()));
    }
    for (i, name) in chapter.names.iter().enumerate() {
        check_length(name, 40, || {
            t::study_what_seat_name(i + 1, index + 1).to_string()
        })?;
    }
    for (step_index, step) in record.steps.iter().enumerate() {
        let note = chapter.notes.get(step_index);
        if let Some(note) = note {
            check_length(&note.text, NOTE_LIMIT, || {
                t::study_what_note(step_index + 1, index + 1).to_string()
            })?;
            if let Some(question) = &note.question {
                check_length(&question.prompt, NOTE_LIMIT, || {
                    t::study_what_question(step_index + 1, index + 1).to_string()
                })?;
                check_length(&question.hint, NOTE_LIMIT, || {
                    t::study_what_hint(step_index + 1, index + 1).to_string()
                })?;
                let Step::Act { seat, .. } = step else {
                    return Err(at(
                        Some(step_index),
                        t::study_check_question_forfeit().to_string(),
                    ));
                };
                if *seat != chapter.learner {
                    return Err(at(
                        Some(step_index),
                        t::study_check_question_not_learner(seat + 1).to_string(),
                    ));
                }
                if step_index < chapter.first_step {
                    return Err(at(
                        Some(step_index),
                        t::study_check_question_before_start().to_string(),
                    ));
                }
                match &question.accept {
                    Accept::Moves(moves) => {
                        if moves.len() > ANSWER_LIMIT {
                            return Err(at(
                                Some(step_index),
                                t::study_check_too_many_answers(ANSWER_LIMIT).to_string(),
                            ));
                        }
                        let legal = state.legal_actions(*seat);
                        if moves.iter().any(|m| !legal.contains(m)) {
                            return Err(at(
                                Some(step_index),
                                t::study_check_answer_illegal().to_string(),
                            ));
                        }
                    }
                    Accept::NearBest(within) => {
                        if !within.is_finite() || *within < 0.0 || *within > 1_000.0 {
                            return Err(at(
                                Some(step_index),
                                t::study_check_near_best_range().to_string(),
                            ));
                        }
                    }
                }
            }
        }
        apply_step(&mut state, step).map_err(|e| StudyError::Game {
            chapter: index,
            error: CodeError::Illegal {
                index: step_index,
                reason: e.to_string(),
            },
        })?;
        if let Some(note) = note {
            if note.marks.len() > MARK_LIMIT {
                return Err(at(
                    Some(step_index),
                    t::study_check_too_many_marks(MARK_LIMIT).to_string(),
                ));
            }
            if !note.marks.is_empty() {
                let targets = state.mark_targets();
                if let Some(bad) = note.marks.iter().find(|m| !targets.contains(m)) {
                    return Err(at(
                        Some(step_index),
                        t::study_check_no_mark_target(format!("{bad:?}")).to_string(),
                    ));
                }
            }
        }
    }
    Ok(())
}
