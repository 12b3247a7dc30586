//! Why a lesson was refused: one typed reason for every way a link, a
//! file or a lesson being written can be wrong, each told in words a
//! teacher or a learner understands.

use std::fmt;

use super::super::record_code::CodeError;
use super::setup::SetupProblem;

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

impl fmt::Display for StudyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StudyError::NotText(c) => {
                write!(f, "this is not a lesson link: it holds the character {c:?}")
            }
            StudyError::Truncated => {
                f.write_str("the lesson link was cut short: copy the whole link")
            }
            StudyError::Damaged => f.write_str("the lesson link was changed or damaged"),
            StudyError::Version(v) => write!(
                f,
                "the lesson was written by another version of parlour (lesson code version {v})"
            ),
            StudyError::WrongGame(id) => write!(f, "this lesson is for another game ({id})"),
            StudyError::NotAFile(why) => write!(f, "this is not a parlour lesson file: {why}"),
            StudyError::TooLong { what, chars, limit } => {
                write!(f, "{what} is {chars} characters long; the limit is {limit}")
            }
            StudyError::Chapters(0) => f.write_str("the lesson has no chapter"),
            StudyError::Chapters(n) => write!(
                f,
                "the lesson has {n} chapters; the limit is {}",
                super::model::CHAPTER_LIMIT
            ),
            StudyError::Game { chapter, error } => {
                write!(f, "chapter {}: {}", chapter + 1, game_error(error))
            }
            StudyError::Setup { chapter, problems } => {
                write!(f, "chapter {}: the table is not allowed: ", chapter + 1)?;
                let listed: Vec<String> = problems.iter().map(ToString::to_string).collect();
                f.write_str(&listed.join("; "))
            }
            StudyError::Chapter {
                chapter,
                step,
                reason,
            } => match step {
                Some(step) => write!(f, "chapter {}, step {}: {reason}", chapter + 1, step + 1),
                None => write!(f, "chapter {}: {reason}", chapter + 1),
            },
        }
    }
}

/// A chapter's game error in a lesson's words.
fn game_error(error: &CodeError) -> String {
    match error {
        CodeError::Options(why) => format!("its rules options do not read ({why})"),
        CodeError::Illegal { index, reason } => {
            format!("step {} is refused by the rules: {reason}", index + 1)
        }
        other => format!("its game does not read ({other})"),
    }
}

impl std::error::Error for StudyError {}
