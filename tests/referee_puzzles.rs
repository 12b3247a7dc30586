//! `referee puzzles`: an unknown game is refused in one line naming the
//! games; `--count 2` mines two 6 nimmt! puzzles into a file that reads
//! back, each a lesson of the game. Run in-process (`referee::cli::run`).

use std::sync::Arc;

use clap::Parser;
use parlour::engine::coach::puzzles::{puzzle_study, read_puzzles_file};
use parlour::engine::take5::Take5;
use parlour::referee::cli::{run, Cli};
use parlour::referee::RefereeError;

/// The referee's output for `args`, or its error.
fn referee(args: &[&str]) -> Result<String, RefereeError> {
    let cli = Cli::try_parse_from(std::iter::once("referee").chain(args.iter().copied()))
        .expect("the arguments parse");
    let mut out = Vec::new();
    run(cli, &mut out, Arc::new(|_: &str| {}))?;
    Ok(String::from_utf8(out).unwrap())
}

#[test]
fn an_unknown_game_is_a_usage_error_naming_the_games() {
    let error = referee(&["puzzles", "chess"]).unwrap_err();
    assert_eq!(error.exit_code(), 2);
    assert_eq!(
        error.to_string(),
        format!(
            "unknown game `chess`; available: {}",
            parlour::games::GAME_IDS.join(", ")
        )
    );
    let zero = Cli::try_parse_from(["referee", "puzzles", "take5", "--count", "0"]);
    assert!(zero.is_err(), "no puzzles is not a count");
}

#[test]
fn two_take5_puzzles_are_written_to_a_file_that_reads_back() {
    let dir = std::env::temp_dir().join(format!("parlour-referee-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("take5.json");
    let path = file.to_str().unwrap();
    let printed = referee(&[
        "puzzles", "take5", "--count", "2", "--seed", "3", "--work", "300", "--out", path,
    ])
    .expect("the puzzles are mined");
    assert_eq!(printed, "", "the file goes to --out");
    let text = std::fs::read_to_string(&file).unwrap();
    let (game, puzzles) = read_puzzles_file(&text).unwrap();
    assert_eq!((game.as_str(), puzzles.len()), ("take5", 2));
    for puzzle in &puzzles {
        puzzle_study::<Take5>(puzzle).expect("a lesson of 6 nimmt!");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn proved_puzzles_come_only_from_a_game_with_solved_positions() {
    let more = referee(&["puzzles", "morris", "--count", "2", "--proved", "3"]).unwrap_err();
    assert_eq!(more.exit_code(), 2);
    assert_eq!(more.to_string(), "--proved 3 is more than --count 2");
    let none = referee(&["puzzles", "take5", "--count", "1", "--proved", "1"]).unwrap_err();
    assert_eq!(none.exit_code(), 1);
    assert_eq!(
        none.to_string(),
        "cannot mine take5 puzzles: the game has no solved positions"
    );
}

#[test]
fn two_proved_morris_puzzles_hold_one_winning_or_saving_move_each() {
    let printed = referee(&[
        "puzzles", "morris", "--count", "2", "--proved", "2", "--seed", "5", "--work", "2000",
    ])
    .expect("the puzzles are mined");
    let (_, puzzles) = read_puzzles_file(&printed).unwrap();
    assert_eq!(puzzles.len(), 2);
    for puzzle in &puzzles {
        assert!(puzzle.proved && puzzle.title.contains("proved: the only"));
        let lesson = puzzle_study::<parlour::engine::morris::state::Morris>(puzzle).unwrap();
        assert_eq!(lesson.accepted.len(), 1, "{}", puzzle.title);
    }
}
