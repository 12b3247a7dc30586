//! A new lesson from what the studio was opened on: a lesson's link
//! code, a built-in lesson, or a game's share code (a shared game, or
//! the one on screen), as the JSON the shelf keeps. Plain Rust, tested
//! natively.

use serde_json::Value;

use super::opening::Opening;
use crate::engine::game::Game;
use crate::engine::lesson::HasLessons;
use crate::engine::record_code::decode;
use crate::engine::study::code::decode_study;
use crate::engine::study::error::StudyError;
use crate::engine::study::file::read_lesson_file;
use crate::engine::study::model::{Chapter, Study};
use crate::engine::study::setup::Studio;

/// `study` as the shelf keeps it.
fn kept<G: Game>(study: &Study<G>) -> (String, Value) {
    (
        G::ID.to_owned(),
        serde_json::to_value(study).expect("lessons serialize"),
    )
}

/// A lesson of game `G` from `opening`, if it is one of `G`'s; `Ok(None)`
/// when it belongs to another game.
fn import_in<G: Studio + HasLessons>(opening: &Opening) -> Result<Option<Study<G>>, String> {
    let sentence = |e: &dyn std::fmt::Display| {
        let text = e.to_string();
        let mut chars = text.chars();
        chars.next().map_or_else(String::new, |first| {
            format!("{}{}.", first.to_uppercase(), chars.as_str())
        })
    };
    match opening {
        Opening::Lesson(code) => match decode_study::<G>(code) {
            Ok(study) => Ok(Some(study)),
            Err(StudyError::WrongGame(_)) => Ok(None),
            Err(e) => Err(format!(
                "This lesson link cannot be opened. {}",
                sentence(&e)
            )),
        },
        Opening::Builtin { game, number } if game == G::ID => G::lesson(*number)
            .map(|lesson| Some(Study::from_lesson(&lesson)))
            .ok_or_else(|| format!("{} has no lesson {number}.", G::TITLE)),
        Opening::Game { game, code } if game == G::ID => {
            let shared = decode::<G>(code)
                .map_err(|e| format!("This game cannot be opened. {}", sentence(&e)))?;
            let title = format!("A lesson from a game of {}", G::TITLE);
            Ok(Some(Study {
                title: title.clone(),
                intro: String::new(),
                outro: String::new(),
                chapters: vec![Chapter {
                    title,
                    intro: String::new(),
                    record: shared.record,
                    learner: 0,
                    first_step: 0,
                    names: Vec::new(),
                    notes: Vec::new(),
                }],
            }))
        }
        _ => Ok(None),
    }
}

/// The new lesson `opening` holds: its game's id and the lesson as the
/// shelf keeps it; the error is a sentence for the teacher.
pub fn import(opening: &Opening) -> Result<(String, Value), String> {
    macro_rules! find {
        ($($game:ty),*) => {
            $(if let Some(study) = import_in::<$game>(opening)? {
                return Ok(kept(&study));
            })*
        };
    }
    crate::for_each_game!(find);
    Err(match opening {
        Opening::Lesson(_) => "This lesson link names no game parlour plays.".to_owned(),
        Opening::Builtin { game, .. } | Opening::Game { game, .. } => {
            format!("There is no game called {game}.")
        }
        Opening::Shelf | Opening::Saved(_) => "There is nothing to open here.".to_owned(),
    })
}

/// The lesson in a lesson file's `text`: its game's id and the lesson as
/// the shelf keeps it; the error says why the file cannot be opened.
pub fn import_file(text: &str) -> Result<(String, Value), String> {
    let mut refusal = None;
    macro_rules! find {
        ($($game:ty),*) => {
            $(match read_lesson_file::<$game>(text) {
                Ok(study) => return Ok(kept(&study)),
                Err(StudyError::WrongGame(game)) => {
                    refusal.get_or_insert(format!("it is a lesson of {game}, a game parlour does not play"));
                }
                Err(error) => return Err(format!("This file cannot be opened: {error}.")),
            })*
        };
    }
    crate::for_each_game!(find);
    Err(format!(
        "This file cannot be opened: {}.",
        refusal.unwrap_or_default()
    ))
}

/// The link code inside `text`: a whole lesson link (`…#/lesson/<code>`
/// or its embed) or the code alone, spaces around it ignored.
pub fn lesson_code(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once("/lesson/").map_or(text, |(_, code)| code)
}
