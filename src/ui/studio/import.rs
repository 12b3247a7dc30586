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
use crate::games::{Games, Listed, PerGame};
use crate::text::{current_lang, t};

/// A lesson as the shelf keeps it: its game's id and the lesson's JSON.
type Kept = (String, Value);

/// `study` as the shelf keeps it.
fn kept<G: Game>(study: &Study<G>) -> Kept {
    (
        G::ID.to_owned(),
        serde_json::to_value(study).expect("lessons serialize"),
    )
}

/// A lesson of game `G` from `opening`, if it is one of `G`'s; `Ok(None)`
/// when it belongs to another game.
fn import_in<G: Studio + HasLessons>(opening: &Opening) -> Result<Option<Kept>, String> {
    Ok(study_in::<G>(opening)?.map(|study| kept(&study)))
}

/// The lesson of game `G` in `opening`, if it is one of `G`'s.
fn study_in<G: Studio + HasLessons>(opening: &Opening) -> Result<Option<Study<G>>, String> {
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
            Err(e) => Err(t::studio_link_refused(sentence(&e)).to_string()),
        },
        Opening::Builtin { game, number } if game == G::ID => G::lesson(*number)
            .map(|lesson| Some(Study::from_lesson(&lesson)))
            .ok_or_else(|| t::studio_no_builtin(G::name(), *number).to_string()),
        Opening::Game { game, code } if game == G::ID => {
            let shared =
                decode::<G>(code).map_err(|e| t::studio_game_refused(sentence(&e)).to_string())?;
            let title = t::studio_from_game_title(G::name()).to_string();
            Ok(Some(Study {
                title: title.clone(),
                lang: current_lang(),
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

/// How the studio brings a lesson of a game in: what its table of games
/// keeps of each.
struct LessonReader {
    /// The lesson `opening` holds, if it is this game's.
    opening: fn(&Opening) -> Result<Option<Kept>, String>,
    /// The lesson of a lesson file's text, or why this game cannot read it.
    file: fn(&str) -> Result<Kept, StudyError>,
}

impl PerGame for LessonReader {
    fn of<G: Listed>() -> LessonReader {
        LessonReader {
            opening: import_in::<G>,
            file: |text| read_lesson_file::<G>(text).map(|study| kept(&study)),
        }
    }
}

/// The new lesson `opening` holds: its game's id and the lesson as the
/// shelf keeps it; the error is a sentence for the teacher.
pub fn import(opening: &Opening) -> Result<Kept, String> {
    for (_, game) in Games::<LessonReader>::new().iter() {
        if let Some(kept) = (game.opening)(opening)? {
            return Ok(kept);
        }
    }
    Err(match opening {
        Opening::Lesson(_) => t::studio_link_no_game().to_string(),
        Opening::Builtin { game, .. } | Opening::Game { game, .. } => {
            t::studio_no_game(game).to_string()
        }
        Opening::Shelf | Opening::Saved(_) => t::studio_nothing_to_open().to_string(),
    })
}

/// The lesson in a lesson file's `text`: its game's id and the lesson as
/// the shelf keeps it; the error says why the file cannot be opened.
pub fn import_file(text: &str) -> Result<Kept, String> {
    let mut refusal = None;
    for (_, game) in Games::<LessonReader>::new().iter() {
        match (game.file)(text) {
            Ok(kept) => return Ok(kept),
            Err(StudyError::WrongGame(game)) => {
                refusal.get_or_insert(t::studio_file_other_game(game).to_string());
            }
            Err(error) => return Err(t::studio_file_refused(error.to_string()).to_string()),
        }
    }
    Err(t::studio_file_refused(refusal.unwrap_or_default()).to_string())
}

/// The link code inside `text`: a whole lesson link (`…#/lesson/<code>`
/// or its embed) or the code alone, spaces around it ignored.
pub fn lesson_code(text: &str) -> &str {
    let text = text.trim();
    text.rsplit_once("/lesson/").map_or(text, |(_, code)| code)
}
