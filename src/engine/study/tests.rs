//! The lesson model, its checks, its link code and its file, on Nim (the
//! real games' set-ups and marks are tested in their own folders, and
//! their lessons in `tests/study_games.rs`).

use super::check::check;
use super::code::{
    decode_study, encode_study, read_body, unwrap_body, wrap_body, STUDY_CODE_VERSION,
};
use super::error::StudyError;
use super::file::{lesson_file, lesson_file_name, read_lesson_file};
use super::model::{Accept, Chapter, Question, StepNote, Study, NOTE_LIMIT};
use super::setup::{SetupProblem, Studio};
use crate::engine::game::Game;
use crate::engine::morris::Morris;
use crate::engine::record::{Record, Step};
use crate::engine::record_code::{base64url, checksum, put_varint, unbase64url};
use crate::engine::rng::Pcg32;
use crate::engine::testgame::nim::Nim;
use crate::text::Lang;

impl Studio for Nim {
    fn setup_problems(_: &()) -> Vec<SetupProblem> {
        Vec::new()
    }

    fn mark_targets(&self) -> Vec<String> {
        vec!["pile".into()]
    }
}

/// A random Nim lesson: 1–3 chapters, random lines, notes, marks and
/// questions (the learner's steps only).
fn random_study(rng: &mut Pcg32) -> Study<Nim> {
    let words = [
        "take", "three", "the pile", "é", "<b>", "\"", "mill", "😀", "row", " ",
    ];
    let text = |rng: &mut Pcg32, max: usize| -> String {
        let n = rng.index(max + 1);
        (0..n)
            .map(|_| *rng.choose(&words).unwrap())
            .collect::<String>()
    };
    let chapters = (0..1 + rng.index(3))
        .map(|_| {
            let seed = rng.next_u64();
            let mut record = Record::new(Nim::ID, (), seed);
            let (mut state, _) = Nim::new(&(), seed);
            let length = rng.index(8);
            let learner = rng.index(2);
            let mut notes = Vec::new();
            while record.steps.len() < length && !state.is_over() {
                let seat = state.to_act()[0];
                let legal = state.legal_actions(seat);
                let action = *rng.choose(&legal).unwrap();
                let question = (seat == learner && rng.index(2) == 0).then(|| Question {
                    prompt: text(rng, 3),
                    hint: text(rng, 3),
                    accept: if rng.index(2) == 0 {
                        Accept::Moves(
                            legal
                                .iter()
                                .copied()
                                .filter(|&a| a != action && rng.index(2) == 0)
                                .collect(),
                        )
                    } else {
                        Accept::NearBest(rng.index(5000) as f64 / 1000.0)
                    },
                });
                notes.push(StepNote {
                    text: text(rng, 20),
                    marks: if rng.index(3) == 0 {
                        vec!["pile".into()]
                    } else {
                        Vec::new()
                    },
                    question,
                });
                state.apply(seat, &action).unwrap();
                record.steps.push(Step::Act { seat, action });
            }
            notes.truncate(rng.index(notes.len() + 1));
            Chapter {
                title: text(rng, 4),
                intro: text(rng, 10),
                record,
                learner,
                first_step: 0,
                names: if rng.index(2) == 0 {
                    vec!["Ada".into(), "Bo".into()]
                } else {
                    Vec::new()
                },
                notes,
            }
        })
        .collect();
    Study {
        title: text(rng, 5),
        lang: *rng.choose(&Lang::ALL).unwrap(),
        intro: text(rng, 20),
        outro: text(rng, 20),
        chapters,
    }
}

#[test]
fn random_lessons_round_trip_through_links_and_files() {
    let mut rng = Pcg32::new(7);
    for _ in 0..300 {
        let study = random_study(&mut rng);
        assert_eq!(check(&study), Ok(()));
        let code = encode_study(&study);
        assert_eq!(decode_study::<Nim>(&code).as_ref(), Ok(&study), "{code}");
        assert_eq!(
            read_lesson_file::<Nim>(&lesson_file(&study)).as_ref(),
            Ok(&study)
        );
    }
}

pub(super) fn one_chapter() -> Study<Nim> {
    let mut record = Record::new(Nim::ID, (), 3);
    record.steps = vec![
        Step::Act { seat: 0, action: 2 },
        Step::Act { seat: 1, action: 1 },
        Step::Act { seat: 0, action: 3 },
    ];
    Study {
        title: "Leave a multiple of four".into(),
        lang: Lang::En,
        intro: "Nim is won by counting.".into(),
        outro: "Now play it yourself.".into(),
        chapters: vec![Chapter {
            title: "The first move".into(),
            intro: String::new(),
            record,
            learner: 0,
            first_step: 0,
            names: Vec::new(),
            notes: vec![
                StepNote {
                    text: "<script>alert(1)</script>".into(),
                    ..StepNote::default()
                },
                StepNote::default(),
                StepNote {
                    text: "Three leaves a multiple of four.".into(),
                    marks: vec!["pile".into()],
                    question: Some(Question {
                        prompt: "Your move: how many?".into(),
                        hint: "Count to a multiple of four.".into(),
                        accept: Accept::Moves(vec![]),
                    }),
                },
            ],
        }],
    }
}

#[test]
fn every_refusal_of_the_checks_names_its_part() {
    let fine = one_chapter();
    assert_eq!(check(&fine), Ok(()));
    let refused = |change: &dyn Fn(&mut Study<Nim>)| {
        let mut study = fine.clone();
        change(&mut study);
        check(&study).unwrap_err()
    };
    let long_note = refused(&|s| s.chapters[0].notes[1].text = "a".repeat(NOTE_LIMIT + 1));
    assert_eq!(
        long_note,
        StudyError::TooLong {
            what: "the note on step 2 of chapter 1".into(),
            chars: 501,
            limit: 500
        }
    );
    assert!(long_note.to_string().contains("501 characters"));
    // 500 characters of several bytes each are still within the limit.
    let mut wide = fine.clone();
    wide.chapters[0].notes[1].text = "é".repeat(NOTE_LIMIT);
    assert_eq!(check(&wide), Ok(()));
    assert_eq!(refused(&|s| s.chapters.clear()), StudyError::Chapters(0));
    assert!(matches!(
        refused(&|s| s.title = "t".repeat(101)),
        StudyError::TooLong { .. }
    ));
    let not_learner = refused(&|s| {
        s.chapters[0].notes[1].question = one_chapter().chapters[0].notes[2].question.clone()
    });
    assert!(
        not_learner
            .to_string()
            .contains("chapter 1, step 2: a question must be on the learner's move"),
        "{not_learner}"
    );
    let illegal_answer = refused(&|s| {
        s.chapters[0].notes[2].question.as_mut().unwrap().accept = Accept::Moves(vec![4])
    });
    assert!(
        illegal_answer.to_string().contains("not a legal move"),
        "{illegal_answer}"
    );
    let mark = refused(&|s| s.chapters[0].notes[0].marks = vec!["row 9".into()]);
    assert!(
        mark.to_string().contains("no \"row 9\" on the table"),
        "{mark}"
    );
    let learner = refused(&|s| s.chapters[0].learner = 2);
    assert!(
        learner
            .to_string()
            .contains("seat 3 is not at this table of 2"),
        "{learner}"
    );
    let past = refused(&|s| s.chapters[0].first_step = 4);
    assert!(past.to_string().contains("past the end"), "{past}");
    let notes = refused(&|s| s.chapters[0].notes.push(StepNote::default()));
    assert!(
        notes
            .to_string()
            .contains("notes on 4 steps but its line has 3"),
        "{notes}"
    );
    let illegal = refused(&|s| s.chapters[0].record.steps[1] = Step::Act { seat: 1, action: 7 });
    assert!(
        matches!(illegal, StudyError::Game { chapter: 0, .. }),
        "{illegal:?}"
    );
    assert!(
        illegal
            .to_string()
            .starts_with("chapter 1: step 2 is refused by the rules"),
        "{illegal}"
    );
    let near = refused(&|s| {
        s.chapters[0].notes[2].question.as_mut().unwrap().accept = Accept::NearBest(f64::NAN)
    });
    assert!(near.to_string().contains("from 0 to 1000"), "{near}");
}

#[test]
fn a_note_with_markup_stays_text_through_the_code() {
    let study = one_chapter();
    let back = decode_study::<Nim>(&encode_study(&study)).unwrap();
    assert_eq!(back.chapters[0].notes[0].text, "<script>alert(1)</script>");
}

/// The code's bytes around `body` (as [`encode_study`] wraps it).
fn wrap(version: u8, body: &[u8]) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec(body, 6);
    let mut out = vec![version];
    let length = 1 + 1 + packed.len() + 2;
    assert!(length < 128);
    put_varint(&mut out, length as u64);
    out.extend_from_slice(&packed);
    let check = checksum(&out);
    out.extend_from_slice(&check.to_le_bytes());
    base64url(&out)
}

#[test]
fn every_refusal_of_a_link_is_typed() {
    let code = encode_study(&one_chapter());
    assert_eq!(
        decode_study::<Nim>("not a code!"),
        Err(StudyError::NotText(' '))
    );
    assert_eq!(
        decode_study::<Nim>(&code[..code.len() / 2]),
        Err(StudyError::Truncated)
    );
    let mut bytes = unbase64url(&code).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x10;
    assert_eq!(
        decode_study::<Nim>(&base64url(&bytes)),
        Err(StudyError::Damaged)
    );
    let mut other = unbase64url(&code).unwrap();
    other[0] = STUDY_CODE_VERSION + 1;
    let n = other.len() - 2;
    let check = checksum(&other[..n]);
    other[n..].copy_from_slice(&check.to_le_bytes());
    assert_eq!(
        decode_study::<Nim>(&base64url(&other)),
        Err(StudyError::Version(STUDY_CODE_VERSION + 1))
    );
    // A lesson of another game.
    let mut body = Vec::new();
    crate::engine::record_code::put_bytes(&mut body, b"take5");
    assert_eq!(
        decode_study::<Nim>(&wrap(STUDY_CODE_VERSION, &body)),
        Err(StudyError::WrongGame("take5".into()))
    );
    // A body that is not deflate at all.
    let mut raw = vec![STUDY_CODE_VERSION, 6, 0xff, 0xff];
    let check = checksum(&raw);
    raw.extend_from_slice(&check.to_le_bytes());
    assert_eq!(
        decode_study::<Nim>(&base64url(&raw)),
        Err(StudyError::Damaged)
    );
    assert_eq!(read_body::<Nim>(&[]), Err(StudyError::Truncated));
}

#[test]
fn every_refusal_of_a_file_is_typed() {
    let file = lesson_file(&one_chapter());
    assert!(file.contains("\"kind\": \"parlour-lesson\""));
    assert!(matches!(
        read_lesson_file::<Nim>("{"),
        Err(StudyError::NotAFile(_))
    ));
    assert!(matches!(
        read_lesson_file::<Nim>(&file.replace("parlour-lesson", "parlour-game")),
        Err(StudyError::NotAFile(_))
    ));
    assert_eq!(
        read_lesson_file::<Nim>(&file.replace("\"format\": 1", "\"format\": 2")),
        Err(StudyError::Version(2))
    );
    assert_eq!(
        read_lesson_file::<Nim>(&file.replace("\"game\": \"nim\"", "\"game\": \"morris\"")),
        Err(StudyError::WrongGame("morris".into()))
    );
    let long = file.replace("Your move: how many?", &"x".repeat(501));
    assert!(matches!(
        read_lesson_file::<Nim>(&long),
        Err(StudyError::TooLong { .. })
    ));
    assert_eq!(
        lesson_file_name(&one_chapter()),
        "parlour-lesson-nim-leave-a-multiple-of-four.json"
    );
}

/// `one_chapter()`'s link code, as written before lessons had a
/// language: English lessons keep it byte for byte.
const ONE_CHAPTER_CODE: &str = "AbMBbY69CsJAEIQTY23lL1gMVtpEbCxEtLAVKxvLUzZm4X7C3SUh7-uDeImWmWbZYYb5Es1qfiVREQRUKT0XkmAyZKa0sxsrsENtNJ4NXqbUnvU7ndxMjUKKBuzRhKAjmaXx6J4TMrbOQ5mKoqDpYJqEhSiJfgo33q8-yeLoXpYLfxKSrF_vNsft3-hiuOeWCLLlcj1gaTwsWFI8foSnGzsgD0xK6Oa8vLSc8KavGH0BTV0";

#[test]
fn a_lesson_keeps_its_language_through_its_link() {
    let english = one_chapter();
    assert_eq!(english.lang, Lang::En);
    assert_eq!(encode_study(&english), ONE_CHAPTER_CODE);
    for lang in [Lang::Fr, Lang::De] {
        let study = Study {
            lang,
            ..one_chapter()
        };
        let code = encode_study(&study);
        assert_ne!(code, ONE_CHAPTER_CODE);
        assert_eq!(decode_study::<Nim>(&code), Ok(study), "{lang:?}");
    }
    // The language is an optional field at the end of the body: an
    // English body is a French one without it.
    let french = unwrap_body(&encode_study(&Study {
        lang: Lang::Fr,
        ..one_chapter()
    }))
    .unwrap();
    let plain = unwrap_body(ONE_CHAPTER_CODE).unwrap();
    assert_eq!(&french[..plain.len()], &plain[..]);
    assert_eq!(&french[plain.len()..], b"\x02fr");
}

#[test]
fn a_link_without_a_language_is_an_english_lesson() {
    assert_eq!(decode_study::<Nim>(ONE_CHAPTER_CODE), Ok(one_chapter()));
    // The pinned links of the real games, written before lessons had a
    // language, read as English and are written again unchanged.
    let morris = include_str!("../../../tests/fixtures/lessons/morris.txt").trim();
    let study = decode_study::<Morris>(morris).unwrap();
    assert_eq!(study.lang, Lang::En);
    assert_eq!(encode_study(&study), morris);
    // English is never written, and a language parlour does not speak
    // is not read.
    let plain = unwrap_body(ONE_CHAPTER_CODE).unwrap();
    for tail in [&b"\x02en"[..], b"\x02es", b"\x01f", b"\x02frx"] {
        let mut body = plain.clone();
        body.extend_from_slice(tail);
        assert_eq!(
            decode_study::<Nim>(&wrap_body(&body)),
            Err(StudyError::Damaged),
            "{tail:?}"
        );
    }
}

#[test]
fn a_lesson_file_keeps_its_language() {
    let french = Study {
        lang: Lang::Fr,
        ..one_chapter()
    };
    let file = lesson_file(&french);
    assert!(file.contains("\"lang\": \"fr\""), "{file}");
    assert_eq!(read_lesson_file::<Nim>(&file), Ok(french));
    // A file written before lessons had a language is English.
    let english = lesson_file(&one_chapter());
    let older = english.replace("\n    \"lang\": \"en\",", "");
    assert_ne!(older, english);
    assert_eq!(read_lesson_file::<Nim>(&older), Ok(one_chapter()));
    assert!(matches!(
        read_lesson_file::<Nim>(&file.replace("\"lang\": \"fr\"", "\"lang\": \"xx\"")),
        Err(StudyError::NotAFile(_))
    ));
}
