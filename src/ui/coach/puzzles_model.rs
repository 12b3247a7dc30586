//! A game's puzzles page, natively: the puzzle file the build ships
//! (`puzzles/<game>.json`, mined by `referee puzzles`,
//! [`crate::engine::coach::puzzles`]) read into groups by grade, the
//! hardest last, each puzzle ticked when this browser's kept lesson
//! progress ([`ProgressStore`]) has it solved.

use crate::engine::coach::puzzles::read_puzzles_file;
use crate::text::t;
use crate::ui::lessons::progress::ProgressStore;
use crate::ui::shell::words::and_list;

/// One puzzle as the page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRow {
    /// Its title as the file has it, in English ("Puzzle 17 · 6 nimmt! ·
    /// 2 of 3 AI levels miss it"; the page writes its own from
    /// [`PuzzleRow::number`] and [`PuzzleRow::grade`]).
    pub title: String,
    /// Its number, from 1 (its place in the file).
    pub number: usize,
    /// How many AI levels miss it.
    pub grade: u8,
    /// Its lesson's link code (`#/lesson/<code>`).
    pub code: String,
    /// The AI levels that miss it, in words of the moment ("easy and
    /// medium").
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

/// `["easy", "medium"]` as "easy and medium", in the language of the
/// moment.
fn in_words(levels: &[String]) -> String {
    if levels.is_empty() {
        return t::coach_puzzle_missed_by_none().to_string();
    }
    let words: Vec<String> = levels
        .iter()
        .map(|level| t::coach_level(level).to_string())
        .collect();
    and_list(&words)
}

/// The file of game `game`'s puzzles in language `lang`, beside the page:
/// `puzzles/<game>.json` in English, `puzzles/<game>.<code>.json` in the
/// others (`referee puzzles --lang`: the same puzzles, their texts in it).
pub fn puzzles_path(game: &str, lang: crate::text::Lang) -> String {
    match lang {
        crate::text::Lang::En => format!("./puzzles/{game}.json"),
        other => format!("./puzzles/{game}.{}.json", other.code()),
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
        return Err(t::coach_puzzles_other_game(of, game).to_string());
    }
    let store = ProgressStore::parse(store);
    let mut grades: Vec<u8> = puzzles.iter().map(|p| p.grade).collect();
    grades.sort_unstable();
    grades.dedup();
    Ok(grades
        .into_iter()
        .map(|grade| PuzzleGroup {
            heading: t::coach_puzzles_missed(grade, levels).to_string(),
            rows: puzzles
                .iter()
                .enumerate()
                .filter(|(_, p)| p.grade == grade)
                .map(|(index, p)| PuzzleRow {
                    title: p.title.clone(),
                    number: index + 1,
                    grade: p.grade,
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
