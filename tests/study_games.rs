//! Studio lessons of the three games: every built-in lesson opens in the
//! studio's format and goes through its link and file unchanged; a lesson
//! of ten steps with ten notes of 200 characters fits a link of under
//! 2,000 characters; and one pinned lesson link per game
//! (`tests/fixtures/lessons/<id>.txt`, used by the browser tests) keeps
//! its meaning: a build that reads it differently, or writes another code
//! for the same lesson, fails here (then bump the code's version and keep
//! reading the old links).

use std::path::PathBuf;

use parlour::engine::fireworks::Fireworks;
use parlour::engine::game::Game;
use parlour::engine::lesson::HasLessons;
use parlour::engine::morris::Morris;
use parlour::engine::record::Step;
use parlour::engine::study::code::{decode_study, encode_study};
use parlour::engine::study::file::{lesson_file, read_lesson_file};
use parlour::engine::study::model::{Accept, Question, StepNote, Study};
use parlour::engine::study::setup::Studio;
use parlour::engine::take5::Take5;

fn every_lesson_round_trips<G: Studio + HasLessons>() {
    for lesson in G::lessons() {
        let study = Study::from_lesson(&lesson);
        let code = encode_study(&study);
        assert_eq!(decode_study::<G>(&code).as_ref(), Ok(&study), "{} lesson {}", G::ID, lesson.number);
        assert_eq!(read_lesson_file::<G>(&lesson_file(&study)).as_ref(), Ok(&study));
    }
}

#[test]
fn every_built_in_lesson_opens_in_the_studio_format() {
    every_lesson_round_trips::<Take5>();
    every_lesson_round_trips::<Morris>();
    every_lesson_round_trips::<Fireworks>();
}

/// A note of about `len` characters of plain English.
fn note(seed: usize, len: usize) -> String {
    const WORDS: &[&str] = &[
        "the", "row", "is", "full", "so", "whoever", "plays", "next", "card", "above", "it",
        "takes", "all", "five", "cards", "and", "their", "cows", "watch", "which", "lowest",
        "goes", "first", "because", "cards", "are", "placed", "in", "rising", "order", "when",
        "both", "land", "on", "same", "sixth", "place",
    ];
    let mut text = String::new();
    let mut i = seed;
    while text.len() < len {
        text.push_str(WORDS[i % WORDS.len()]);
        text.push(' ');
        i = i * 7 + 3;
    }
    text.truncate(len);
    text
}

/// Game `G`'s lesson 1 with a note on every step from the learner's
/// first, and a question at the learner's first move there.
fn taught<G: Studio + HasLessons>(note_len: usize) -> Study<G> {
    let lesson = G::lesson(1).expect("lesson 1");
    let mut study = Study::from_lesson(&lesson);
    study.intro = format!("A lesson written in the studio, on {}.", G::TITLE);
    let chapter = &mut study.chapters[0];
    let steps = chapter.record.steps.clone();
    let mut asked = false;
    chapter.notes = steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            let learners = matches!(step, Step::Act { seat, .. } if *seat == chapter.learner);
            let question = (!asked && learners && i >= chapter.first_step).then(|| {
                asked = true;
                Question {
                    prompt: "Your move: what would you play here?".to_owned(),
                    hint: "Look at what the last step changed.".to_owned(),
                    accept: Accept::Moves(Vec::new()),
                }
            });
            StepNote {
                text: if i >= chapter.first_step { note(i, note_len) } else { String::new() },
                marks: Vec::new(),
                question,
            }
        })
        .collect();
    assert!(asked, "{} lesson 1 has a learner's move to ask", G::ID);
    study
}

#[test]
fn ten_notes_of_200_characters_fit_a_link_under_2000_characters() {
    let mut study = taught::<Take5>(200);
    let chapter = &mut study.chapters[0];
    chapter.record.steps.truncate(chapter.first_step + 10);
    chapter.notes.truncate(chapter.first_step + 10);
    let notes = chapter.notes.iter().filter(|n| !n.text.is_empty()).count();
    assert_eq!(notes, 10);
    let code = encode_study(&study);
    let link = format!("https://example.org/parlour/#/lesson/{code}");
    eprintln!("ten steps, ten notes of 200 characters: a code of {} characters, a link of {}", code.len(), link.len());
    assert!(link.len() < 2_000, "{}", link.len());
    assert_eq!(decode_study::<Take5>(&code), Ok(study));
}

/// The pinned lesson of `G`: written on the first run (or with
/// `PARLOUR_WRITE_FIXTURES=1`), then compared both ways.
fn pinned<G: Studio + HasLessons>() {
    let study = taught::<G>(120);
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/fixtures/lessons", &format!("{}.txt", G::ID)]
        .iter()
        .collect();
    let code = encode_study(&study);
    if std::env::var_os("PARLOUR_WRITE_FIXTURES").is_some() || !path.exists() {
        std::fs::write(&path, format!("{code}\n")).expect("fixture written");
    }
    let kept = std::fs::read_to_string(&path).expect("fixture read");
    assert_eq!(decode_study::<G>(kept.trim()).as_ref(), Ok(&study), "{} reads its pinned link", G::ID);
    assert_eq!(kept.trim(), code, "{} writes the pinned link", G::ID);
}

#[test]
fn the_pinned_lesson_links_keep_their_meaning() {
    pinned::<Take5>();
    pinned::<Morris>();
    pinned::<Fireworks>();
}
