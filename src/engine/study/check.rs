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
    check_length(&study.title, TITLE_LIMIT, || "the title".into())?;
    check_length(&study.intro, TEXT_LIMIT, || "the introduction".into())?;
    check_length(&study.outro, TEXT_LIMIT, || "the final note".into())?;
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
        format!("the title of chapter {}", index + 1)
    })?;
    check_length(&chapter.intro, TEXT_LIMIT, || {
        format!("the note on the table of chapter {}", index + 1)
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
            format!(
                "its line has {} steps; the limit is {STEP_LIMIT}",
                record.steps.len()
            ),
        ));
    }
    if chapter.notes.len() > record.steps.len() {
        return Err(at(
            None,
            format!(
                "it has notes on {} steps but its line has {}",
                chapter.notes.len(),
                record.steps.len()
            ),
        ));
    }
    if chapter.first_step > record.steps.len() {
        return Err(at(
            None,
            "the learner's first step is past the end of its line".into(),
        ));
    }
    let (mut state, _) = G::new(&record.options, record.seed);
    if chapter.learner >= state.seat_count() {
        return Err(at(
            None,
            format!(
                "the learner's seat {} is not at this table of {}",
                chapter.learner + 1,
                state.seat_count()
            ),
        ));
    }
    if chapter.names.len() > state.seat_count() {
        return Err(at(None, "it names more seats than the table has".into()));
    }
    for (i, name) in chapter.names.iter().enumerate() {
        check_length(name, 40, || {
            format!("the name of seat {} in chapter {}", i + 1, index + 1)
        })?;
    }
    for (step_index, step) in record.steps.iter().enumerate() {
        let note = chapter.notes.get(step_index);
        if let Some(note) = note {
            check_length(&note.text, NOTE_LIMIT, || {
                format!(
                    "the note on step {} of chapter {}",
                    step_index + 1,
                    index + 1
                )
            })?;
            if let Some(question) = &note.question {
                check_length(&question.prompt, NOTE_LIMIT, || {
                    format!(
                        "the question on step {} of chapter {}",
                        step_index + 1,
                        index + 1
                    )
                })?;
                check_length(&question.hint, NOTE_LIMIT, || {
                    format!(
                        "the hint on step {} of chapter {}",
                        step_index + 1,
                        index + 1
                    )
                })?;
                let Step::Act { seat, .. } = step else {
                    return Err(at(
                        Some(step_index),
                        "a question must be on a move, not a forfeit".into(),
                    ));
                };
                if *seat != chapter.learner {
                    return Err(at(
                        Some(step_index),
                        format!(
                            "a question must be on the learner's move, and seat {} plays this step",
                            seat + 1
                        ),
                    ));
                }
                if step_index < chapter.first_step {
                    return Err(at(
                        Some(step_index),
                        "a question must come after the learner's first step".into(),
                    ));
                }
                match &question.accept {
                    Accept::Moves(moves) => {
                        if moves.len() > ANSWER_LIMIT {
                            return Err(at(
                                Some(step_index),
                                format!("a question accepts at most {ANSWER_LIMIT} other moves"),
                            ));
                        }
                        let legal = state.legal_actions(*seat);
                        if moves.iter().any(|m| !legal.contains(m)) {
                            return Err(at(
                                Some(step_index),
                                "an accepted answer is not a legal move there".into(),
                            ));
                        }
                    }
                    Accept::NearBest(within) => {
                        if !within.is_finite() || *within < 0.0 || *within > 1_000.0 {
                            return Err(at(Some(step_index), "the accepted distance from the best move must be a number from 0 to 1000".into()));
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
                    format!("a step has at most {MARK_LIMIT} marks"),
                ));
            }
            if !note.marks.is_empty() {
                let targets = state.mark_targets();
                if let Some(bad) = note.marks.iter().find(|m| !targets.contains(m)) {
                    return Err(at(
                        Some(step_index),
                        format!("there is no {bad:?} on the table to mark"),
                    ));
                }
            }
        }
    }
    Ok(())
}
