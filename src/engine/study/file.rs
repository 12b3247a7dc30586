//! Lesson files ("Download lesson", "Open lesson file"): the lesson as
//! JSON under a small head that says what the file is, so a game file, a
//! lesson of another game or of a later format is refused with its
//! reason, before anything is kept.

use serde::{Deserialize, Serialize};

use super::super::game::Game;
use super::check::check;
use super::error::StudyError;
use super::model::Study;
use super::setup::Studio;
use crate::text::t;

/// What every lesson file says it is.
pub const FILE_KIND: &str = "parlour-lesson";

/// Version of the lesson file format written now.
pub const FILE_FORMAT: u32 = 1;

/// The head of a lesson file, read before its lesson.
#[derive(Deserialize)]
struct FileHead {
    kind: String,
    format: u32,
    game: String,
}

/// A lesson file as written.
#[derive(Serialize)]
#[serde(bound = "")]
struct FileOut<'a, G: Game> {
    kind: &'static str,
    format: u32,
    game: &'static str,
    lesson: &'a Study<G>,
}

/// A lesson file's lesson.
#[derive(Deserialize)]
#[serde(bound = "")]
struct FileIn<G: Game> {
    lesson: Study<G>,
}

/// The file name offered for a download: `parlour-lesson-<id>-<title>.json`
/// with the title cut to letters, digits and dashes.
pub fn lesson_file_name<G: Game>(study: &Study<G>) -> String {
    let mut slug: String = study
        .title
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    while slug.contains("--") {
        slug = slug.replace("--", "-");
    }
    let slug: String = slug.trim_matches('-').chars().take(40).collect();
    if slug.is_empty() {
        format!("parlour-lesson-{}.json", G::ID)
    } else {
        format!("parlour-lesson-{}-{slug}.json", G::ID)
    }
}

/// The file of `study`.
pub fn lesson_file<G: Game>(study: &Study<G>) -> String {
    serde_json::to_string_pretty(&FileOut {
        kind: FILE_KIND,
        format: FILE_FORMAT,
        game: G::ID,
        lesson: study,
    })
    .expect("lessons serialize")
}

/// Reads a lesson file of game `G` and checks its lesson.
pub fn read_lesson_file<G: Studio>(text: &str) -> Result<Study<G>, StudyError> {
    let head: FileHead = serde_json::from_str(text)
        .map_err(|e| StudyError::NotAFile(t::study_file_unreadable(e.to_string()).to_string()))?;
    if head.kind != FILE_KIND {
        return Err(StudyError::NotAFile(
            t::study_file_kind(format!("{:?}", head.kind)).to_string(),
        ));
    }
    if head.format != FILE_FORMAT {
        return Err(StudyError::Version(head.format.min(255) as u8));
    }
    if head.game != G::ID {
        return Err(StudyError::WrongGame(head.game));
    }
    let file: FileIn<G> = serde_json::from_str(text).map_err(|e| {
        StudyError::NotAFile(t::study_file_lesson_unreadable(e.to_string()).to_string())
    })?;
    check(&file.lesson)?;
    Ok(file.lesson)
}
