//! The studio's models: a lesson written step by step (on Nim and Morris),
//! the shelf of saved lessons and the studio's addresses.

use serde_json::json;

use super::draft::Draft;
use super::import::import;
use super::opening::Opening;
use super::shelf::{SavedLesson, Shelf};
use crate::engine::game::Game;
use crate::engine::lesson::HasLessons;
use crate::engine::morris::options::{MorrisOptions, Preset};
use crate::engine::morris::Morris;
use crate::engine::record::Step;
use crate::engine::study::check::check;
use crate::engine::study::model::{Accept, Question};
use crate::engine::study::setup::Studio;
use crate::engine::testgame::nim::Nim;

fn question() -> Question<Nim> {
    Question {
        prompt: "Your move: how many?".into(),
        hint: "Leave a multiple of four.".into(),
        accept: Accept::Moves(Vec::new()),
    }
}

#[test]
fn a_line_is_played_noted_and_asked_and_passes_the_checks() {
    let mut draft = Draft::<Nim>::new("Counting to four", (), 7);
    assert_eq!(draft.step_written(), None);
    draft.set_note("Before anyone moves.".into());
    assert_eq!(draft.current().intro, "Before anyone moves.");
    assert!(!draft.toggle_mark("pile"), "no mark before the first step");
    draft.play(0, 1).unwrap();
    draft.play(1, 2).unwrap();
    assert_eq!(draft.shown, 2);
    assert!(draft.play(0, 9).is_err(), "the rules refuse taking nine");
    assert_eq!(draft.current().record.steps.len(), 2);
    draft.set_note("<b>Two</b> taken.".into());
    assert!(draft.toggle_mark("pile"));
    assert!(
        !draft.set_question(Some(question())),
        "seat 2 plays this step, and the learner is seat 1"
    );
    draft.step(false);
    assert!(draft.set_question(Some(question())), "seat 1 plays step 1");
    assert!(draft.toggle_answer(2));
    let notes = &draft.current().notes;
    assert_eq!(
        notes[0].question.as_ref().unwrap().accept,
        Accept::Moves(vec![2])
    );
    assert_eq!(notes[1].text, "<b>Two</b> taken.");
    assert_eq!(notes[1].marks, ["pile"]);
    assert_eq!(check(&draft.study), Ok(()));
    // Seating the learner elsewhere drops the question, not the notes.
    draft.set_learner(1);
    assert!(draft.current().notes[0].question.is_none());
    assert_eq!(draft.current().notes[1].text, "<b>Two</b> taken.");
}

#[test]
fn playing_the_lines_own_move_steps_on_and_another_replaces_the_rest() {
    let mut draft = Draft::<Nim>::new("Nim", (), 3);
    for (seat, take) in [(0, 1), (1, 1), (0, 1)] {
        draft.play(seat, take).unwrap();
    }
    draft.set_note("last".into());
    draft.go_to(1);
    draft.play(1, 1).unwrap();
    assert_eq!(
        draft.current().record.steps.len(),
        3,
        "the same move keeps the line"
    );
    assert_eq!(draft.current().notes.len(), 3);
    draft.play(0, 3).unwrap();
    assert_eq!(draft.current().record.steps.len(), 3);
    assert!(
        draft.current().notes.len() < 3,
        "the replaced step's note went with it"
    );
    assert_eq!(
        draft.current().record.steps[2],
        Step::Act { seat: 0, action: 3 }
    );
    draft.go_to(1);
    draft.start_here();
    draft.cut_after();
    assert_eq!(draft.current().record.steps.len(), 1);
    assert_eq!(draft.current().first_step, 1);
}

#[test]
fn chapters_are_added_moved_and_removed_but_never_the_last() {
    let mut draft = Draft::<Nim>::new("Nim", (), 1);
    assert!(!draft.remove_chapter());
    assert!(draft.add_chapter((), 2));
    assert_eq!((draft.chapter, draft.study.chapters.len()), (1, 2));
    assert_eq!(draft.current().title, "Chapter 2");
    assert!(draft.move_chapter(true));
    assert_eq!(draft.chapter, 0);
    assert_eq!(draft.study.chapters[0].record.seed, 2);
    assert!(!draft.move_chapter(true));
    assert!(draft.remove_chapter());
    assert_eq!(draft.study.chapters.len(), 1);
    assert_eq!(draft.study.chapters[0].record.seed, 1);
}

#[test]
fn a_new_table_keeps_the_line_as_far_as_it_still_replays() {
    let options = MorrisOptions {
        preset: Some(Preset {
            stones: [Vec::new(), Vec::new()],
            in_hand: [9, 9],
            taken: [0, 0],
            to_move: 0,
            moves: 0,
        }),
        ..MorrisOptions::default()
    };
    let mut draft = Draft::<Morris>::new("Mills", options.clone(), 0);
    let mut session = draft.session().unwrap();
    for _ in 0..4 {
        let seat = session.state().to_act()[0];
        let action = session.state().legal_actions(seat)[0];
        draft.play(seat, action).unwrap();
        session.play(seat, action).unwrap();
    }
    assert_eq!(
        draft.set_table(options.clone(), 0),
        0,
        "the same table keeps all"
    );
    let mut other = options;
    if let Some(preset) = other.preset.as_mut() {
        preset.to_move = 1;
    }
    assert!(Morris::setup_problems(&other).is_empty());
    assert_eq!(
        draft.set_table(other, 0),
        4,
        "Black to move: White's steps go"
    );
    assert_eq!(draft.shown, 0);
}

fn saved(id: u64, title: &str) -> SavedLesson {
    SavedLesson {
        id,
        game: "morris".into(),
        study: json!({ "title": title, "chapters": [] }),
        saved: id as f64,
    }
}

#[test]
fn the_shelf_opens_renames_duplicates_and_deletes() {
    let mut shelf = Shelf::parse(None).unwrap();
    shelf.put(saved(shelf.next_id(), "Mills"));
    shelf.put(saved(shelf.next_id(), ""));
    assert_eq!(shelf.lessons[0].title(), "Untitled lesson");
    assert!(shelf.rename(1, "Mills and blocks"));
    assert_eq!(shelf.get(1).unwrap().title(), "Mills and blocks");
    let copy = shelf.duplicate(1, 99.0).unwrap();
    assert_eq!(copy, 3);
    assert_eq!(shelf.lessons[0].title(), "Mills and blocks (copy)");
    assert!(shelf.delete(2));
    assert!(!shelf.delete(2));
    let again = Shelf::parse(Some(&shelf.to_json())).unwrap();
    assert_eq!(again, shelf);
    assert!(Shelf::parse(Some("{\"version\":9,\"lessons\":[]}"))
        .unwrap_err()
        .contains("another version"));
    assert!(Shelf::parse(Some("not json")).is_err());
}

#[test]
fn the_studio_reads_its_addresses() {
    for opening in [
        Opening::Shelf,
        Opening::Lesson("AQx".into()),
        Opening::Builtin {
            game: "take5".into(),
            number: 2,
        },
        Opening::Game {
            game: "morris".into(),
            code: "abc".into(),
        },
        Opening::Saved(4),
    ] {
        let href = opening.href();
        assert_eq!(Opening::parse(&href["#/studio".len()..]), opening, "{href}");
    }
    assert_eq!(Opening::parse("/take5/lesson/0"), Opening::Shelf);
    assert_eq!(Opening::parse("/what"), Opening::Shelf);
}

#[test]
fn a_studio_opens_builtin_lessons_games_and_links_as_new_lessons() {
    use super::import::lesson_code;
    use crate::engine::record_code::encode;
    use crate::engine::session::{Moment, Session};
    use crate::engine::study::code::encode_study;

    let (game, study) = import(&Opening::Builtin {
        game: "take5".into(),
        number: 1,
    })
    .unwrap();
    assert_eq!(game, "take5");
    let study: crate::engine::study::model::Study<crate::engine::take5::Take5> =
        serde_json::from_value(study).unwrap();
    assert_eq!(check(&study), Ok(()));
    let code = encode_study(&study);
    let link = format!("https://example.org/parlour/#/embed/lesson/{code}");
    assert_eq!(lesson_code(&link), code);
    let (game, again) = import(&Opening::Lesson(lesson_code(&link).into())).unwrap();
    assert_eq!(game, "take5");
    assert_eq!(serde_json::to_value(&study).unwrap(), again);

    let mut session = Session::<Morris>::new(MorrisOptions::default(), 5);
    for _ in 0..3 {
        let seat = session.state().to_act()[0];
        let action = session.state().legal_actions(seat)[0];
        session.play(seat, action).unwrap();
    }
    let code = encode::<Morris>(
        session.record(),
        Moment {
            steps: 3,
            event: None,
        },
    );
    let (game, study) = import(&Opening::Game {
        game: "morris".into(),
        code,
    })
    .unwrap();
    assert_eq!(game, "morris");
    assert_eq!(
        study["chapters"][0]["record"]["steps"]
            .as_array()
            .unwrap()
            .len(),
        3
    );

    let refused = import(&Opening::Lesson("AAAA".into())).unwrap_err();
    assert!(
        refused.starts_with("This lesson link cannot be opened."),
        "{refused}"
    );
    assert!(import(&Opening::Builtin {
        game: "chess".into(),
        number: 1
    })
    .is_err());
    assert!(import(&Opening::Builtin {
        game: "morris".into(),
        number: 99
    })
    .unwrap_err()
    .contains("no lesson 99"));
}

#[test]
fn a_lesson_file_opens_in_its_game_and_a_bad_one_says_why() {
    use super::import::import_file;
    use crate::engine::study::file::lesson_file;
    use crate::engine::study::model::Study;

    let lesson = Morris::lesson(1).unwrap();
    let study = Study::from_lesson(&lesson);
    let (game, kept) = import_file(&lesson_file(&study)).unwrap();
    assert_eq!(
        (game.as_str(), kept),
        ("morris", serde_json::to_value(&study).unwrap())
    );
    let other = lesson_file(&study).replace("\"morris\"", "\"chess\"");
    assert!(import_file(&other).unwrap_err().contains("chess"));
    assert!(import_file("{")
        .unwrap_err()
        .starts_with("This file cannot be opened"));
}

#[test]
fn a_new_lesson_is_written_in_the_studios_language_and_keeps_it() {
    use crate::engine::study::code::encode_study;
    use crate::engine::study::model::Study;
    use crate::text::{set_catalog, t, Catalog, Lang};
    use crate::ui::lessons::teacher_text::{around, PLACE};
    use std::rc::Rc;

    let english = Draft::<Nim>::new("Nim", (), 1);
    assert_eq!(english.study.lang, Lang::En);
    let french = Catalog::parse(Lang::Fr, include_str!("locales/fr.ftl")).unwrap();
    set_catalog(Some(Rc::new(french)));
    let mut draft = Draft::<Nim>::new("Compter jusqu'à quatre", (), 1);
    draft.add_chapter((), 2);
    let (game, kept) = import(&Opening::Builtin {
        game: "morris".into(),
        number: 1,
    })
    .unwrap();
    let sentence = t::studio_chapter_heading(2, 3, PLACE).to_string();
    set_catalog(None);
    assert_eq!(draft.study.lang, Lang::Fr);
    assert_eq!(draft.current().title, "Chapitre 2");
    assert_eq!((game.as_str(), &kept["lang"]), ("morris", &json!("fr")));
    assert_eq!(around(&sentence), Some(("Chapitre 2 sur 3\u{a0}: ", "")));

    // The studio in English opens a French lesson's link as French, and
    // keeps it so on the shelf.
    let builtin: Study<Morris> = serde_json::from_value(kept).unwrap();
    let (_, study) = import(&Opening::Lesson(encode_study(&builtin))).unwrap();
    assert_eq!(study["lang"], json!("fr"));
    let back: Study<Morris> = serde_json::from_value(study.clone()).unwrap();
    assert_eq!(back, builtin);
    let mut shelf = Shelf::empty();
    shelf.put(SavedLesson {
        id: 1,
        game: "morris".into(),
        study,
        saved: 0.0,
    });
    let shelf = Shelf::parse(Some(&shelf.to_json())).unwrap();
    assert_eq!(shelf.get(1).unwrap().lang(), Lang::Fr);
    // A lesson kept before lessons had a language is English.
    assert_eq!(saved(2, "Mills").lang(), Lang::En);
    let older: Study<Nim> = serde_json::from_value(json!({
        "title": "Nim", "intro": "", "outro": "",
        "chapters": serde_json::to_value(&english.study.chapters).unwrap(),
    }))
    .unwrap();
    assert_eq!(older, english.study);
}
