//! Puzzles: mined the same way for the same seed, each a checked lesson
//! whose question accepts only legal moves and never the AI's mistake,
//! graded within the game's levels; the file reads back; the shipped
//! files hold at least 50 good puzzles per game, the French and German
//! ones the same puzzles in their language.

use super::{levels_of, mine, puzzle_study, puzzles_file, read_puzzles_file, MineBudget, Puzzle};
use crate::engine::agent::{Budget, HasAgents};
use crate::engine::coach::self_play::ai_game;
use crate::engine::coach::Coach;
use crate::engine::fireworks::options::FireworksOptions;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::morris::options::MorrisOptions;
use crate::engine::morris::state::Morris;
use crate::engine::record::{replay, Step};
use crate::engine::study::check::check;
use crate::engine::study::setup::Studio;
use crate::engine::take5::{Take5, Take5Options};

/// A small budget: weak AIs, quick judgements.
fn small(judge_work: u64) -> MineBudget {
    MineBudget {
        max_work: 200,
        judge: Budget {
            time_ms: 60_000.0,
            max_work: Some(judge_work),
        },
        judged_per_game: 12,
        per_game: 2,
        max_games: 40,
        proved: 0,
    }
}

/// Checks `puzzles` of `G`: each decodes to a checked lesson whose
/// question, at the AI game's own position, accepts only legal moves and
/// not the move the AI played (replayed with `max_work`).
fn check_puzzles<G: Coach + Studio + HasAgents>(
    options: &G::Options,
    puzzles: &[Puzzle],
    max_work: u64,
) {
    for puzzle in puzzles {
        let lesson = puzzle_study::<G>(puzzle).unwrap();
        check(&lesson.study).unwrap();
        assert!(usize::from(puzzle.grade) <= G::LEVELS.len());
        assert_eq!(lesson.step, puzzle.step);
        let chapter = &lesson.study.chapters[0];
        assert!(!chapter.title.is_empty());
        assert_eq!(lesson.study.title, puzzle.title);
        let seats = G::new(options, puzzle.seed).0.seat_count();
        let levels = levels_of::<G>(puzzle.seed, seats);
        let game = ai_game::<G>(
            options,
            puzzle.seed,
            &levels,
            Some(max_work),
            puzzle.step + 1,
        )
        .unwrap();
        assert_eq!(
            chapter.record.steps[..puzzle.step],
            game.steps[..puzzle.step]
        );
        let mut before = game.clone();
        before.steps.truncate(puzzle.step);
        let state = replay::<G>(&before).unwrap();
        let legal = state.legal_actions(lesson.seat);
        assert!(lesson.accepted.iter().all(|a| legal.contains(a)));
        assert!(2 * lesson.accepted.len() < legal.len(), "a strict minority");
        let Step::Act { seat, action } = &game.steps[puzzle.step] else {
            panic!("a forfeit");
        };
        assert_eq!(*seat, lesson.seat);
        assert!(
            !lesson.accepted.contains(action),
            "the AI's move is refused"
        );
    }
}

/// Mines `count` puzzles twice with `budget`: the same both times, sorted
/// by grade then seed, and checked.
fn mined_twice<G: Coach + Studio + HasAgents>(options: &G::Options, budget: &MineBudget) {
    let mut told = 0;
    let first = mine::<G>(options, 7, 2, budget, &G::TITLE.into(), &mut |p| {
        told = p.found
    })
    .unwrap();
    let second = mine::<G>(options, 7, 2, budget, &G::TITLE.into(), &mut |_| {}).unwrap();
    assert_eq!(first.len(), 2, "{}: two puzzles", G::ID);
    assert_eq!((first.clone(), told), (second, 2));
    assert!(first
        .windows(2)
        .all(|w| (w[0].grade, w[0].seed, w[0].step) <= (w[1].grade, w[1].seed, w[1].step)));
    assert!(first[0].title.starts_with("Puzzle 1 · "));
    check_puzzles::<G>(options, &first, budget.max_work);
}

#[test]
fn take5_puzzles_are_mined_the_same_for_a_seed_and_check() {
    mined_twice::<Take5>(&Take5Options::default(), &small(600));
}

#[test]
fn morris_puzzles_are_mined_the_same_for_a_seed_and_check() {
    mined_twice::<Morris>(&MorrisOptions::default(), &small(3_000));
}

#[test]
fn fireworks_puzzles_are_mined_the_same_for_a_seed_and_check() {
    mined_twice::<Fireworks>(&FireworksOptions::default(), &small(400));
}

#[test]
fn every_level_plays_in_the_games_mined() {
    assert_eq!(levels_of::<Morris>(0, 2), ["easy", "medium"]);
    assert_eq!(levels_of::<Morris>(2, 2), ["hard", "easy"]);
    assert_eq!(
        levels_of::<Fireworks>(u64::MAX, 4),
        ["hat", "easy", "medium", "hard"]
    );
}

#[test]
fn a_puzzle_file_reads_back_and_a_bad_one_is_refused_in_words() {
    let puzzles = vec![
        Puzzle {
            grade: 1,
            levels_wrong: vec!["easy".into()],
            title: "Puzzle 1 · 6 nimmt! · 1 of 3 AI levels miss it".into(),
            seed: 3,
            step: 12,
            proved: true,
            code: "AQ".into(),
        },
        Puzzle {
            grade: 0,
            levels_wrong: Vec::new(),
            title: "Puzzle 2".into(),
            seed: 4,
            step: 0,
            proved: false,
            code: "AR".into(),
        },
    ];
    let text = puzzles_file("take5", &puzzles);
    assert!(text.starts_with("{\"format\":1,\"game\":\"take5\",\"puzzles\":[\n{"));
    assert_eq!(text.lines().count(), 4, "one puzzle a line");
    assert_eq!(
        read_puzzles_file(&text).unwrap(),
        ("take5".to_owned(), puzzles)
    );
    let empty = puzzles_file("morris", &[]);
    assert_eq!(
        read_puzzles_file(&empty).unwrap(),
        ("morris".into(), vec![])
    );
    let refused = |text: &str| read_puzzles_file(text).unwrap_err();
    assert!(refused("hello").starts_with("this is not a puzzle file"));
    assert!(refused("{\"game\":\"take5\"}").contains("no format"));
    assert!(refused(&text.replace("\"format\":1", "\"format\":2")).contains("format 2"));
    assert!(refused(&text.replace("\"grade\":1", "\"grade\":\"x\"")).contains("damaged"));
}

#[test]
fn a_puzzle_whose_grade_or_code_is_wrong_is_refused() {
    let options = Take5Options::default();
    let found = mine::<Take5>(
        &options,
        1,
        1,
        &small(300),
        &<Take5 as crate::engine::game::Game>::TITLE.into(),
        &mut |_| {},
    )
    .unwrap();
    let mut puzzle = found[0].clone();
    assert!(puzzle_study::<Take5>(&puzzle).is_ok());
    assert!(puzzle_study::<Morris>(&puzzle).is_err(), "another game's");
    puzzle.grade = 4;
    assert!(puzzle_study::<Take5>(&puzzle)
        .unwrap_err()
        .contains("grade"));
    puzzle.grade = puzzle.levels_wrong.len() as u8;
    puzzle.code.truncate(10);
    assert!(puzzle_study::<Take5>(&puzzle).is_err());
}

/// The shipped puzzle file of game `id` ending in `.<ending>`, in its
/// folder (`src/engine/<id>/puzzles/`).
fn shipped_path(id: &str, ending: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/engine")
        .join(id)
        .join("puzzles")
        .join(format!("{id}.{ending}"))
}

/// The shipped file of `G`: at least 50 puzzles of `G`, each a checked
/// lesson graded within `G`'s levels, sorted by grade.
fn shipped<G: Studio + HasAgents>() -> Vec<Puzzle> {
    let path = shipped_path(G::ID, "json");
    let text = std::fs::read_to_string(&path).unwrap();
    let (game, puzzles) = read_puzzles_file(&text).unwrap();
    assert_eq!(game, G::ID);
    assert!(puzzles.len() >= 50, "{}: {} puzzles", G::ID, puzzles.len());
    for (index, puzzle) in puzzles.iter().enumerate() {
        let lesson = puzzle_study::<G>(puzzle).unwrap();
        assert!(puzzle
            .title
            .starts_with(&format!("Puzzle {} · ", index + 1)));
        assert!(!lesson.accepted.is_empty());
    }
    assert!(puzzles.windows(2).all(|w| w[0].grade <= w[1].grade));
    puzzles
}

#[test]
fn the_shipped_puzzle_files_hold_fifty_checked_puzzles_each() {
    shipped::<Take5>();
    shipped::<Morris>();
    shipped::<Fireworks>();
}

#[test]
fn the_shipped_morris_puzzles_proved_have_one_winning_move_by_the_solved_endgames() {
    let proved: Vec<Puzzle> = shipped::<Morris>()
        .into_iter()
        .filter(|p| p.proved)
        .collect();
    assert!(proved.len() >= 10, "{} proved puzzles", proved.len());
    for puzzle in &proved {
        let lesson = puzzle_study::<Morris>(puzzle).unwrap();
        let record = &lesson.study.chapters[0].record;
        let states = crate::engine::record::replay_states::<Morris>(record).unwrap();
        let best = states[lesson.step]
            .proved_best(lesson.seat)
            .unwrap_or_else(|| panic!("{}: not every move is solved", puzzle.title));
        assert_eq!(best.moves, lesson.accepted, "{}", puzzle.title);
        assert_eq!(best.moves.len(), 1, "{}", puzzle.title);
        let proof = if best.wins {
            "only winning move"
        } else {
            "only move that draws"
        };
        assert!(puzzle.title.contains(proof), "{}", puzzle.title);
    }
}

/// The French and German file of `G`: the English file's puzzles (the
/// same positions, grades and levels that miss them), each a checked
/// lesson written in that language, its texts not the English ones.
fn shipped_in<G: Studio + HasAgents>(lang: crate::text::Lang) {
    let english = shipped::<G>();
    let path = shipped_path(G::ID, &format!("{}.json", lang.code()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let (game, puzzles) = read_puzzles_file(&text).unwrap();
    assert_eq!(game, G::ID);
    assert_eq!(puzzles.len(), english.len(), "{}", path.display());
    for (theirs, ours) in puzzles.iter().zip(&english) {
        assert_eq!(
            (
                theirs.seed,
                theirs.step,
                theirs.grade,
                &theirs.levels_wrong,
                theirs.proved
            ),
            (
                ours.seed,
                ours.step,
                ours.grade,
                &ours.levels_wrong,
                ours.proved
            ),
            "{}",
            path.display()
        );
        let lesson = puzzle_study::<G>(theirs).unwrap();
        let english_lesson = puzzle_study::<G>(ours).unwrap();
        assert_eq!(lesson.study.lang, lang, "{}", theirs.title);
        assert_eq!(lesson.accepted, english_lesson.accepted, "{}", theirs.title);
        assert_ne!(lesson.study.intro, english_lesson.study.intro);
        let (chapter, english_chapter) =
            (&lesson.study.chapters[0], &english_lesson.study.chapters[0]);
        assert_ne!(chapter.title, english_chapter.title, "{}", theirs.title);
        assert_ne!(theirs.title, ours.title);
    }
}

#[test]
fn the_french_and_german_puzzle_files_hold_the_same_puzzles_in_their_language() {
    for lang in [crate::text::Lang::Fr, crate::text::Lang::De] {
        shipped_in::<Take5>(lang);
        shipped_in::<Morris>(lang);
        shipped_in::<Fireworks>(lang);
    }
}
