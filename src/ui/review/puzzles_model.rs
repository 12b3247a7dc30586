//! A game's puzzles page, natively: the puzzle file the build ships
//! (`puzzles/<game>.json`, mined by `referee puzzles`,
//! [`crate::engine::review::puzzles`]) read into groups by grade, the
//! hardest last, each puzzle ticked when this browser's kept lesson
//! progress ([`ProgressStore`]) has it solved.

use crate::engine::review::puzzles::read_puzzles_file;
use crate::ui::extras::lesson_progress::ProgressStore;

/// One puzzle as the page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRow {
    /// Its title ("Puzzle 17 · 6 nimmt! · 2 of 3 AI levels miss it").
    pub title: String,
    /// Its lesson's link code (`#/lesson/<code>`).
    pub code: String,
    /// The AI levels that miss it, in words ("easy and medium").
    pub missed_by: String,
    /// Solved in this browser.
    pub solved: bool,
}

/// The puzzles of one grade.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleGroup {
    /// "Missed by 2 of 3 AI levels".
    pub heading: String,
    /// Its puzzles, in the file's order.
    pub rows: Vec<PuzzleRow>,
}

/// `["easy", "medium"]` as "easy and medium".
fn in_words(levels: &[String]) -> String {
    match levels {
        [] => "none".to_owned(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The puzzles of game `game` in `file` (the file's text) grouped by
/// grade, easiest first, out of `levels` AI levels; `store` is the kept
/// progress's text. A file of another game, or unreadable, says why.
pub fn puzzle_groups(
    file: &str,
    game: &str,
    levels: usize,
    store: Option<&str>,
) -> Result<Vec<PuzzleGroup>, String> {
    let (of, puzzles) = read_puzzles_file(file)?;
    if of != game {
        return Err(format!("the puzzle file is of {of}, not of {game}"));
    }
    let store = ProgressStore::parse(store);
    let mut grades: Vec<u8> = puzzles.iter().map(|p| p.grade).collect();
    grades.sort_unstable();
    grades.dedup();
    Ok(grades
        .into_iter()
        .map(|grade| PuzzleGroup {
            heading: format!("Missed by {grade} of {levels} AI levels"),
            rows: puzzles
                .iter()
                .filter(|p| p.grade == grade)
                .map(|p| PuzzleRow {
                    title: p.title.clone(),
                    code: p.code.clone(),
                    missed_by: in_words(&p.levels_wrong),
                    solved: store.is_solved(&p.code),
                })
                .collect(),
        })
        .collect())
}

#[cfg(test)]
#[path = "puzzles_model_tests.rs"]
mod tests;
