//! Why a lesson was refused: one typed reason for every way a link, a
//! file or a lesson being written can be wrong, each told in words a
//! teacher or a learner understands.

use std::fmt;

use super::super::record_code::CodeError;
use super::setup::SetupProblem;
use crate::text::{t, Msg};

/// Why a lesson cannot be opened or kept. Chapters and steps are counted
/// from 0 here and from 1 in the messages.
#[derive(Clone, Debug, PartialEq)]
pub enum StudyError {
    /// Not a lesson link's text (holds the first bad character).
    NotText(char),
    /// The link ends before the lesson does: it was cut short.
    Truncated,
    /// The check does not match, or the bytes do not read: the link was
    /// changed or mangled.
    Damaged,
    /// Written by another version of parlour's lesson codes.
    Version(u8),
    /// A lesson of another game (holds its id).
    WrongGame(String),
    /// A file that is not a lesson file of this format (holds what the
    /// reader said).
    NotAFile(String),
    /// A text over its limit.
    TooLong {
        /// Which text ("the title", "the note on step 3 of chapter 2").
        what: String,
        /// Its length in characters.
        chars: usize,
        /// The limit.
        limit: usize,
    },
    /// No chapter, or more than the limit.
    Chapters(usize),
    /// A chapter's game could not be read (its options, a step).
    Game {
        /// The chapter.
        chapter: usize,
        /// What went wrong.
        error: CodeError,
    },
    /// A chapter's set-up table is one the rules do not allow.
    Setup {
        /// The chapter.
        chapter: usize,
        /// Every problem of the table.
        problems: Vec<SetupProblem>,
    },
    /// Something else in a chapter is wrong (the learner's seat, a mark,
    /// a question, a note past the line's end).
    Chapter {
        /// The chapter.
        chapter: usize,
        /// The step concerned, if one is.
        step: Option<usize>,
        /// What is wrong.
        reason: String,
    },
}

impl StudyError {
    /// A problem of `chapter`, at `step` if given.
    pub fn chapter(chapter: usize, step: Option<usize>, reason: impl Into<String>) -> StudyError {
        StudyError::Chapter {
            chapter,
            step,
            reason: reason.into(),
        }
    }
}

impl From<CodeError> for StudyError {
    /// The errors every code shares (the chapter-level ones are wrapped
    /// by the caller).
    fn from(error: CodeError) -> StudyError {
        match error {
            CodeError::NotText(c) => StudyError::NotText(c),
            CodeError::Truncated => StudyError::Truncated,
            CodeError::Version(v) => StudyError::Version(v),
            CodeError::WrongGame(id) => StudyError::WrongGame(id),
            _ => StudyError::Damaged,
        }
    }
}

impl StudyError {
    /// The error in words, in the language of the moment.
    pub fn message(&self) -> Msg {
        match self {
            StudyError::NotText(c) => t::study_error_not_text(format!("{c:?}")),
            StudyError::Truncated => t::study_error_truncated(),
            StudyError::Damaged => t::study_error_damaged(),
            StudyError::Version(v) => t::study_error_version(*v),
            StudyError::WrongGame(id) => t::study_error_wrong_game(id),
            StudyError::NotAFile(why) => t::study_error_not_a_file(why),
            StudyError::TooLong { what, chars, limit } => {
                t::study_error_too_long(what, *chars, *limit)
            }
            StudyError::Chapters(0) => t::study_error_no_chapter(),
            StudyError::Chapters(n) => t::study_error_chapters(*n, super::model::CHAPTER_LIMIT),
            StudyError::Game { chapter, error } => {
                t::study_error_chapter(chapter + 1, game_error(error))
            }
            StudyError::Setup { chapter, problems } => {
                let listed = problems
                    .iter()
                    .map(ToString::to_string)
                    .reduce(|before, after| t::study_problems_joined(before, after).to_string())
                    .unwrap_or_default();
                t::study_error_setup(chapter + 1, listed)
            }
            StudyError::Chapter {
                chapter,
                step,
                reason,
            } => match step {
                Some(step) => t::study_error_chapter_step(chapter + 1, step + 1, reason),
                None => t::study_error_chapter(chapter + 1, reason),
            },
        }
    }
}

impl fmt::Display for StudyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

/// A chapter's game error in a lesson's words.
fn game_error(error: &CodeError) -> Msg {
    match error {
        CodeError::Options(why) => t::study_game_options(why),
        CodeError::Illegal { index, reason } => t::study_game_illegal(index + 1, reason),
        other => t::study_game_unreadable(other.to_string()),
    }
}

impl std::error::Error for StudyError {}
