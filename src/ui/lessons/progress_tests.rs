//! A learner's kept progress: the key, the questions' outcomes, the store (capped,
//! robust to any text) and a lesson resumed where it was left (on Nim).

use super::{
    code_of_hash, fnv1a64, lesson_key, resume, solved, Outcome, Progress, ProgressStore,
    LESSON_LIMIT, PROGRESS_VERSION,
};
use crate::engine::game::Game;
use crate::engine::record::{Record, Step};
use crate::engine::study::model::{Accept, Chapter, Question, StepNote, Study, Summary};
use crate::engine::study::player::{StudyPlayer, Verdict};
use crate::engine::testgame::nim::Nim;

/// A question note accepting `accept` besides the line's move.
fn asks(accept: Accept<Nim>) -> StepNote<Nim> {
    StepNote {
        question: Some(Question {
            prompt: String::new(),
            hint: "Count.".into(),
            accept,
        }),
        ..StepNote::default()
    }
}

/// A chapter of Nim (seed 3: a pile of 13 or so) with the learner at
/// seat 0 and questions at `questions`.
fn chapter(steps: &[u32], questions: &[(usize, Accept<Nim>)]) -> Chapter<Nim> {
    let mut record = Record::new(Nim::ID, (), 3);
    record.steps = steps
        .iter()
        .enumerate()
        .map(|(i, &action)| Step::Act {
            seat: i % 2,
            action,
        })
        .collect();
    let mut notes = vec![StepNote::default(); steps.len()];
    for (step, accept) in questions {
        notes[*step] = asks(accept.clone());
    }
    Chapter {
        title: "A chapter".into(),
        intro: String::new(),
        record,
        learner: 0,
        first_step: 0,
        names: Vec::new(),
        notes,
    }
}

/// Two chapters, four questions: (0, 0), (0, 2), (1, 0) near the best,
/// (1, 2) also accepting 3.
fn two_chapters() -> Study<Nim> {
    Study {
        title: "Counting".into(),
        lang: crate::text::Lang::En,
        intro: String::new(),
        outro: String::new(),
        chapters: vec![
            chapter(
                &[2, 1, 3, 1],
                &[(0, Accept::Moves(vec![])), (2, Accept::Moves(vec![]))],
            ),
            chapter(
                &[1, 2, 1],
                &[(0, Accept::NearBest(0.5)), (2, Accept::Moves(vec![3]))],
            ),
        ],
    }
}

/// Steps `player` on to its next question (or the chapter's end).
fn to_question(player: &mut StudyPlayer<Nim>) {
    while !player.asking() && player.forward() {}
}

#[test]
fn the_key_is_fnv_1a_64_of_the_code_in_hex() {
    assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
    assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
    assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    assert_eq!(lesson_key("a"), "af63dc4c8601ec8c");
    assert_eq!(lesson_key(""), "cbf29ce484222325");
    assert_ne!(lesson_key("AQx"), lesson_key("AQy"));
}

#[test]
fn only_a_lesson_opened_in_the_full_app_is_kept() {
    assert_eq!(code_of_hash("#/lesson/AQx-_"), Some("AQx-_"));
    assert_eq!(code_of_hash("#/lesson/AQx/"), Some("AQx"));
    assert_eq!(code_of_hash("#/lesson/"), None);
    assert_eq!(code_of_hash("#/lesson/a/b"), None);
    assert_eq!(code_of_hash("#/embed/lesson/AQx"), None);
    assert_eq!(code_of_hash("#/studio/lesson/AQx"), None);
    assert_eq!(code_of_hash(""), None);
}

#[test]
fn marks_right_at_the_first_try_after_a_wrong_one_and_given_away() {
    let mut p = Progress::new(4);
    assert!(p.is_empty());
    p.record_right(0, 0, true);
    assert_eq!(p.outcome(0, 0), Some(Outcome::Right { first_try: true }));
    // A question right stays right, whatever follows.
    p.record_wrong(0, 0);
    p.record_shown(0, 0);
    p.record_right(0, 0, false);
    assert_eq!(p.outcome(0, 0), Some(Outcome::Right { first_try: true }));
    // A wrong try, then right: not at the first try, whatever is said.
    p.record_wrong(0, 2);
    assert_eq!(p.outcome(0, 2), Some(Outcome::Tried));
    p.record_right(0, 2, true);
    assert_eq!(p.outcome(0, 2), Some(Outcome::Right { first_try: false }));
    // Given away after a wrong try.
    p.record(
        1,
        0,
        &Verdict::Wrong {
            hint: String::new(),
        },
    );
    p.record_shown(1, 0);
    assert_eq!(p.outcome(1, 0), Some(Outcome::Shown));
    p.record_wrong(1, 0);
    assert_eq!(p.outcome(1, 0), Some(Outcome::Shown));
    // Verdicts that take no answer change nothing.
    p.record(1, 2, &Verdict::NeedsRatings);
    p.record(1, 2, &Verdict::NoQuestion);
    assert_eq!(p.outcome(1, 2), None);
    assert_eq!(p.outcomes.len(), 3, "one outcome per question");
    assert_eq!((p.solved(), p.first_try()), (2, 1));
    assert!(!p.is_solved());
    p.record(
        1,
        2,
        &Verdict::Right {
            first_try: true,
            the_lines: false,
        },
    );
    assert_eq!(p.solved(), 3);
    assert!(!p.is_solved(), "a question given away is not solved");
    assert!(!p.is_empty());
}

#[test]
fn the_chapter_reached_and_the_end_and_a_lesson_without_questions() {
    let mut p = Progress::new(0);
    p.reach(1, false);
    assert!(!p.is_empty());
    assert_eq!((p.resume_chapter(3), p.resume_chapter(1)), (1, 0));
    assert!(
        !p.is_solved(),
        "no question: solved once its end is reached"
    );
    p.reach(0, true);
    p.reach(0, false);
    assert!(p.finished && p.is_solved());
    let mut q = Progress::new(1);
    q.record_right(0, 3, false);
    assert!(q.is_solved());
    assert_eq!(Progress::new(2).resume_chapter(0), 0);
}

#[test]
fn the_store_keeps_lessons_used_last_first_and_at_most_the_limit() {
    let mut store = ProgressStore::default();
    let mut one = Progress::new(1);
    one.record_right(0, 0, true);
    store.put("A", one.clone());
    store.put("B", Progress::new(2));
    assert_eq!(store.lessons[0].key, lesson_key("B"));
    store.put("A", one.clone());
    assert_eq!(store.lessons.len(), 2);
    assert_eq!(store.lessons[0].key, lesson_key("A"));
    assert_eq!(store.get("A"), Some(&one));
    assert!(store.is_solved("A") && !store.is_solved("B") && !store.is_solved("C"));
    let text = store.to_json();
    assert_eq!(ProgressStore::parse(Some(&text)), store);
    assert!(solved(&text, "A"));
    assert!(!solved(&text, "B"));
    assert!(!solved("garbage", "A"));
    store.forget("A");
    assert_eq!(store.get("A"), None);
    assert_eq!(store.lessons.len(), 1);

    let mut full = ProgressStore::default();
    for i in 0..LESSON_LIMIT + 5 {
        full.put(&format!("code{i}"), Progress::new(i));
    }
    assert_eq!(full.lessons.len(), LESSON_LIMIT);
    assert!(full.get("code4").is_none(), "the oldest are forgotten");
    assert!(full.get("code5").is_some());
    // Using an old lesson keeps it.
    full.put("code5", Progress::new(5));
    full.put("new", Progress::new(1));
    assert!(full.get("code5").is_some() && full.get("code6").is_none());
}

#[test]
fn the_stored_format_is_pinned() {
    let mut store = ProgressStore::default();
    let mut p = Progress::new(2);
    p.record_right(0, 2, true);
    p.record_wrong(1, 0);
    p.reach(1, false);
    store.put("a", p);
    assert_eq!(
        store.to_json(),
        r#"{"version":1,"lessons":[{"key":"af63dc4c8601ec8c","progress":{"questions":2,"chapter":1,"finished":false,"marks":[{"chapter":0,"step":2,"mark":"right","first_try":true},{"chapter":1,"step":0,"mark":"tried"}]}}]}"#
    );
    assert_eq!(PROGRESS_VERSION, 1);
}

#[test]
fn any_text_reads_never_panicking_damaged_lessons_left_out() {
    let empty = ProgressStore::default();
    for text in [
        "",
        "not json",
        "null",
        "[]",
        "42",
        "{}",
        r#"{"version":2,"lessons":[]}"#,
        r#"{"version":"1","lessons":[]}"#,
        r#"{"version":1,"lessons":{}}"#,
        r#"{"version":1}"#,
        "{\"version\":1,\"lessons\":[{\"key\":\"\u{1F600}\"",
    ] {
        assert_eq!(ProgressStore::parse(Some(text)), empty, "{text}");
        assert!(!solved(text, "a"));
    }
    assert_eq!(ProgressStore::parse(None), empty);
    let good = r#"{"key":"af63dc4c8601ec8c","progress":{"questions":1,"marks":[{"chapter":0,"step":0,"mark":"right","first_try":false}]}}"#;
    let text = format!(
        r#"{{"version":1,"lessons":[7,{{"key":"x","progress":{{"questions":1}}}},{{"key":"0123456789abcdef","progress":{{"questions":-1}}}},{{"key":"0123456789abcdef","progress":{{"questions":1,"marks":[{{"chapter":0,"step":0,"mark":"sideways"}}]}}}},{good},{{"key":"af63dc4c8601ec8c","progress":{{"questions":9}}}}]}}"#
    );
    let store = ProgressStore::parse(Some(&text));
    assert_eq!(store.lessons.len(), 1, "only the good lesson, once");
    assert!(store.is_solved("a"));
    assert!(solved(&text, "a"));
    // Fields added later do not stop an older reader.
    let more = r#"{"version":1,"lessons":[{"key":"af63dc4c8601ec8c","extra":1,"progress":{"questions":1,"chapter":0,"finished":true,"later":[1]}}]}"#;
    assert_eq!(
        ProgressStore::parse(Some(more))
            .get("a")
            .map(|p| p.finished),
        Some(true)
    );
}

#[test]
fn nothing_kept_opens_the_lesson_at_its_start() {
    let study = two_chapters();
    assert_eq!(
        resume(study.clone(), &Progress::new(4)),
        StudyPlayer::new(study)
    );
}

/// Takes the lesson: the first question right at the first try, the
/// second after a wrong one, into the second chapter, its first question
/// given away; returns the player and the progress recorded on the way.
fn taken() -> (StudyPlayer<Nim>, Progress) {
    let mut player = StudyPlayer::new(two_chapters());
    let mut progress = Progress::new(player.study().questions().len());
    fn answer(player: &mut StudyPlayer<Nim>, progress: &mut Progress, action: u32) -> Verdict {
        let (chapter, step) = (player.chapter_index(), player.shown());
        let verdict = player.answer(&action, None);
        progress.record(chapter, step, &verdict);
        verdict
    }
    to_question(&mut player);
    assert!(matches!(
        answer(&mut player, &mut progress, 2),
        Verdict::Right { .. }
    ));
    to_question(&mut player);
    assert!(matches!(
        answer(&mut player, &mut progress, 1),
        Verdict::Wrong { .. }
    ));
    assert!(matches!(
        answer(&mut player, &mut progress, 3),
        Verdict::Right { .. }
    ));
    to_question(&mut player);
    assert!(player.next_chapter());
    progress.reach(player.chapter_index(), player.finished());
    to_question(&mut player);
    assert_eq!(
        player.answer(&3, Some(&[])),
        Verdict::Wrong {
            hint: "Count.".into()
        }
    );
    progress.record_wrong(1, 0);
    assert!(player.reveal());
    progress.record_shown(1, 0);
    (player, progress)
}

#[test]
fn a_lesson_opens_at_the_chapter_reached_with_its_answers_as_they_went() {
    let (taken, progress) = taken();
    assert_eq!(
        (progress.solved(), progress.first_try(), progress.chapter),
        (2, 1, 1)
    );
    let mut player = resume(two_chapters(), &progress);
    assert_eq!(player.chapter_index(), 1);
    assert_eq!(
        player.shown(),
        player.chapter().first_step,
        "at the chapter's start"
    );
    assert_eq!(player.summary(), taken.summary());
    assert_eq!(
        player.summary(),
        Summary {
            first_try: 1,
            asked: 3
        }
    );
    // The question given away is passed; the next one is asked.
    to_question(&mut player);
    assert_eq!((player.shown(), player.asking()), (2, true));
    assert_eq!(player.wrong_tries(), 0);
}

#[test]
fn a_chapter_reached_with_solved_questions_passes_them() {
    let mut progress = Progress::new(4);
    progress.record_right(0, 0, true);
    let mut player = resume(two_chapters(), &progress);
    assert_eq!((player.chapter_index(), player.shown()), (0, 0));
    assert!(!player.asking(), "the first question is answered");
    to_question(&mut player);
    assert_eq!((player.shown(), player.asking()), (2, true));
    assert_eq!(
        player.summary(),
        Summary {
            first_try: 1,
            asked: 1
        }
    );
}

#[test]
fn progress_that_does_not_fit_the_lesson_stops_at_the_first_gap() {
    // The second chapter reached, but the first's second question never
    // answered: the lesson opens in the first chapter.
    let mut progress = Progress::new(4);
    progress.record_right(0, 0, true);
    progress.reach(1, false);
    let player = resume(two_chapters(), &progress);
    assert_eq!((player.chapter_index(), player.shown()), (0, 0));
    // A chapter beyond the lesson's end: its last chapter.
    let mut far = Progress::new(4);
    far.record_right(0, 0, true);
    far.record_right(0, 2, true);
    far.record_right(9, 9, true);
    far.reach(7, true);
    let player = resume(two_chapters(), &far);
    assert_eq!((player.chapter_index(), player.shown()), (1, 0));
    assert!(player.asking());
    // Tried but not answered: asked again.
    let mut tried = Progress::new(4);
    tried.record_wrong(0, 0);
    let player = resume(two_chapters(), &tried);
    assert!(player.asking());
    assert_eq!(player.wrong_tries(), 0);
}

#[test]
fn every_question_right_ends_solved_and_opens_at_the_last_chapter() {
    let mut progress = Progress::new(4);
    for (chapter, step) in two_chapters().questions() {
        progress.record_right(chapter, step, chapter == 0);
    }
    progress.reach(1, true);
    assert!(progress.is_solved());
    let mut player = resume(two_chapters(), &progress);
    assert_eq!(player.chapter_index(), 1);
    while player.forward() {}
    assert!(player.finished());
    assert_eq!(
        player.summary(),
        Summary {
            first_try: 2,
            asked: 4
        }
    );
}
