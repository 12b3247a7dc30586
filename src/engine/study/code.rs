//! Lesson links: a whole lesson in a short URL-safe text
//! (`#/lesson/<code>`, `#/embed/lesson/<code>`).
//!
//! The bytes, before base64url (no padding):
//!
//! | field | bytes |
//! |---|---|
//! | [`STUDY_CODE_VERSION`] | 1 |
//! | length of the whole code in bytes | varint |
//! | the body, deflated (raw DEFLATE, at most [`BODY_LIMIT`] bytes inflated) | the rest |
//! | check | 2: FNV-1a of everything before, folded to 16 bits |
//!
//! The body, inflated: the game id, title, introduction and final note
//! (varint length + UTF-8 each), the chapter count, and per chapter its
//! title, table note, learner seat, first step, seat names (count, then
//! each), its game as a share code's bytes
//! ([`crate::engine::record_code::encode_bytes`]: options, seed and every
//! step as one choice among the legal ones), and its notes (count, then
//! per step: text, marks, and a question: 0 none, 1 moves (prompt,
//! hint, count, each as its index among the learner's legal moves), 2
//! near the best (prompt, hint, the distance in thousandths)); then, for
//! a lesson not written in English only, its language's code (`fr`,
//! `de`; varint length + UTF-8). A body that ends after its chapters is
//! an English lesson, so English lessons' codes are those of the
//! lessons written before lessons had a language.
//!
//! Deflate does the text's compression: a lesson of ten steps with ten
//! notes of 200 characters fits in well under 2,000 characters (tests).

use miniz_oxide::deflate::compress_to_vec;
use miniz_oxide::inflate::decompress_to_vec_with_limit;

use super::super::game::Game;
use super::super::record::{apply_step, Step};
use super::super::record_code::{
    base64url, checksum, decode_bytes, encode_bytes, put_bytes, put_varint, unbase64url, CodeError,
    Reader,
};
use super::super::session::Moment;
use super::check::check;
use super::error::StudyError;
use super::model::{Accept, Chapter, Question, StepNote, Study, CHAPTER_LIMIT, STEP_LIMIT};
use super::setup::Studio;
use crate::text::{t, Lang};

/// Version byte of the lesson codes written now; bump it when the layout
/// changes and keep reading the older ones.
pub const STUDY_CODE_VERSION: u8 = 1;

/// The most bytes a code's body may inflate to (a guard against a small
/// link that inflates to a huge one).
pub const BODY_LIMIT: usize = 1 << 20;

/// The link code of `study`. Panics only if a chapter's line does not
/// replay: lessons are checked before they are kept.
pub fn encode_study<G: Game>(study: &Study<G>) -> String {
    let mut body = Vec::new();
    put_bytes(&mut body, G::ID.as_bytes());
    for text in [&study.title, &study.intro, &study.outro] {
        put_bytes(&mut body, text.as_bytes());
    }
    put_varint(&mut body, study.chapters.len() as u64);
    for chapter in &study.chapters {
        put_chapter(&mut body, chapter);
    }
    if study.lang != Lang::En {
        put_bytes(&mut body, study.lang.code().as_bytes());
    }
    wrap_body(&body)
}

/// The code around an inflated `body`: version, length, the deflated
/// body and the check.
pub fn wrap_body(body: &[u8]) -> String {
    let packed = compress_to_vec(body, 10);
    let mut length = packed.len() + 3;
    let mut out;
    loop {
        out = vec![STUDY_CODE_VERSION];
        put_varint(&mut out, length as u64);
        out.extend_from_slice(&packed);
        if out.len() + 2 == length {
            break;
        }
        length = out.len() + 2;
    }
    let check = checksum(&out);
    out.extend_from_slice(&check.to_le_bytes());
    base64url(&out)
}

/// Writes one chapter.
fn put_chapter<G: Game>(body: &mut Vec<u8>, chapter: &Chapter<G>) {
    put_bytes(body, chapter.title.as_bytes());
    put_bytes(body, chapter.intro.as_bytes());
    put_varint(body, chapter.learner as u64);
    put_varint(body, chapter.first_step as u64);
    put_varint(body, chapter.names.len() as u64);
    for name in &chapter.names {
        put_bytes(body, name.as_bytes());
    }
    put_bytes(
        body,
        &encode_bytes::<G>(
            &chapter.record,
            Moment {
                steps: 0,
                event: None,
            },
        ),
    );
    put_varint(body, chapter.notes.len() as u64);
    let (mut state, _) = G::new(&chapter.record.options, chapter.record.seed);
    for (note, step) in chapter.notes.iter().zip(&chapter.record.steps) {
        put_bytes(body, note.text.as_bytes());
        put_varint(body, note.marks.len() as u64);
        for mark in &note.marks {
            put_bytes(body, mark.as_bytes());
        }
        match &note.question {
            None => put_varint(body, 0),
            Some(Question {
                prompt,
                hint,
                accept,
            }) => match accept {
                Accept::Moves(moves) => {
                    put_varint(body, 1);
                    put_bytes(body, prompt.as_bytes());
                    put_bytes(body, hint.as_bytes());
                    let seat = step_seat(step);
                    let legal = state.legal_actions(seat);
                    put_varint(body, moves.len() as u64);
                    for action in moves {
                        let index = legal
                            .iter()
                            .position(|a| a == action)
                            .expect("a checked answer is legal");
                        put_varint(body, index as u64);
                    }
                }
                Accept::NearBest(within) => {
                    put_varint(body, 2);
                    put_bytes(body, prompt.as_bytes());
                    put_bytes(body, hint.as_bytes());
                    put_varint(body, (within * 1_000.0).round() as u64);
                }
            },
        }
        apply_step(&mut state, step).expect("a checked line replays");
    }
}

/// The seat taking `step`.
fn step_seat<A>(step: &Step<A>) -> usize {
    match step {
        Step::Act { seat, .. } | Step::Forfeit { seat, .. } => *seat,
    }
}

/// Reads a lesson link's code of game `G` and checks the lesson
/// ([`check`]): every refusal says which part is wrong.
pub fn decode_study<G: Studio>(code: &str) -> Result<Study<G>, StudyError> {
    let bytes = unbase64url(code.trim())?;
    if bytes.len() < 3 {
        return Err(StudyError::Truncated);
    }
    let version = bytes[0];
    let mut reader = Reader { bytes: &bytes[1..] };
    if version == STUDY_CODE_VERSION && reader.varint().is_ok_and(|n| n > bytes.len() as u64) {
        return Err(StudyError::Truncated);
    }
    let (head, check_bytes) = bytes.split_at(bytes.len() - 2);
    if checksum(head).to_le_bytes() != check_bytes {
        return Err(StudyError::Damaged);
    }
    if version != STUDY_CODE_VERSION {
        return Err(StudyError::Version(version));
    }
    let start = bytes.len() - reader.bytes.len();
    if start > head.len() {
        return Err(StudyError::Truncated);
    }
    let body = decompress_to_vec_with_limit(&head[start..], BODY_LIMIT)
        .map_err(|_| StudyError::Damaged)?;
    let study = read_body::<G>(&body)?;
    check(&study)?;
    Ok(study)
}

/// The inflated body of a code that passes its check (`None` for any
/// other text): what the decoders' fuzz test changes.
pub fn unwrap_body(code: &str) -> Option<Vec<u8>> {
    let bytes = unbase64url(code.trim()).ok()?;
    let (head, check_bytes) = bytes.split_at(bytes.len().checked_sub(2)?);
    if checksum(head).to_le_bytes() != check_bytes {
        return None;
    }
    let mut reader = Reader {
        bytes: head.get(1..)?,
    };
    reader.varint().ok()?;
    decompress_to_vec_with_limit(reader.bytes, BODY_LIMIT).ok()
}

/// Reads an inflated body: its chapters' games are replayed as they are
/// read; everything else (set-ups, limits, questions) is
/// [`check`]ed afterwards by the caller.
pub fn read_body<G: Studio>(body: &[u8]) -> Result<Study<G>, StudyError> {
    let mut reader = Reader { bytes: body };
    let id = reader.text()?;
    if id != G::ID {
        return Err(StudyError::WrongGame(id));
    }
    let title = reader.text()?;
    let intro = reader.text()?;
    let outro = reader.text()?;
    let count = reader.varint()? as usize;
    if count == 0 || count > CHAPTER_LIMIT {
        return Err(StudyError::Chapters(count));
    }
    let mut chapters = Vec::with_capacity(count);
    for index in 0..count {
        chapters.push(read_chapter::<G>(&mut reader, index)?);
    }
    let lang = if reader.bytes.is_empty() {
        Lang::En
    } else {
        // Only a language other than English is written.
        let code = reader.text()?;
        Lang::ALL
            .into_iter()
            .find(|lang| *lang != Lang::En && lang.code() == code)
            .ok_or(StudyError::Damaged)?
    };
    if !reader.bytes.is_empty() {
        return Err(StudyError::Damaged);
    }
    Ok(Study {
        title,
        lang,
        intro,
        outro,
        chapters,
    })
}

/// Reads chapter `index`.
fn read_chapter<G: Studio>(
    reader: &mut Reader<'_>,
    index: usize,
) -> Result<Chapter<G>, StudyError> {
    let title = reader.text()?;
    let intro = reader.text()?;
    let learner = reader.seat()?;
    let first_step = reader.seat()?;
    let name_count = reader.varint()? as usize;
    if name_count > 16 {
        return Err(StudyError::Damaged);
    }
    let names = (0..name_count)
        .map(|_| reader.text())
        .collect::<Result<Vec<_>, _>>()?;
    let game = reader.bytes()?;
    let record = match decode_bytes::<G>(game) {
        Ok(shared) => shared.record,
        Err(error @ (CodeError::Options(_) | CodeError::Illegal { .. })) => {
            return Err(StudyError::Game {
                chapter: index,
                error,
            })
        }
        Err(CodeError::WrongGame(id)) => return Err(StudyError::WrongGame(id)),
        Err(_) => return Err(StudyError::Damaged),
    };
    let note_count = reader.varint()? as usize;
    if note_count > record.steps.len().min(STEP_LIMIT) {
        return Err(StudyError::chapter(
            index,
            None,
            t::study_code_notes_past_line().to_string(),
        ));
    }
    let (mut state, _) = G::new(&record.options, record.seed);
    let mut notes = Vec::with_capacity(note_count);
    for (step_index, step) in record.steps.iter().take(note_count).enumerate() {
        let text = reader.text()?;
        let mark_count = reader.varint()? as usize;
        if mark_count > super::model::MARK_LIMIT {
            return Err(StudyError::chapter(
                index,
                Some(step_index),
                t::study_code_too_many_marks().to_string(),
            ));
        }
        let marks = (0..mark_count)
            .map(|_| reader.text())
            .collect::<Result<Vec<_>, _>>()?;
        let question = match reader.varint()? {
            0 => None,
            1 => {
                let prompt = reader.text()?;
                let hint = reader.text()?;
                let legal = state.legal_actions(step_seat(step));
                let answers = reader.varint()? as usize;
                if answers > legal.len() {
                    return Err(StudyError::chapter(
                        index,
                        Some(step_index),
                        t::study_code_too_many_answers().to_string(),
                    ));
                }
                let mut moves = Vec::with_capacity(answers);
                for _ in 0..answers {
                    let i = reader.varint()? as usize;
                    let action = legal.get(i).cloned().ok_or_else(|| {
                        StudyError::chapter(
                            index,
                            Some(step_index),
                            t::study_check_answer_illegal().to_string(),
                        )
                    })?;
                    moves.push(action);
                }
                Some(Question {
                    prompt,
                    hint,
                    accept: Accept::Moves(moves),
                })
            }
            2 => {
                let prompt = reader.text()?;
                let hint = reader.text()?;
                let within = reader.varint()? as f64 / 1_000.0;
                Some(Question {
                    prompt,
                    hint,
                    accept: Accept::NearBest(within),
                })
            }
            _ => return Err(StudyError::Damaged),
        };
        notes.push(StepNote {
            text,
            marks,
            question,
        });
        // The game's reader has replayed these very steps.
        apply_step(&mut state, step).expect("decoded steps replay");
    }
    Ok(Chapter {
        title,
        intro,
        record,
        learner,
        first_step,
        names,
        notes,
    })
}
