//! The puzzle files a game ships (`puzzles/<game>.json`): one puzzle as
//! data ([`Puzzle`]), the file written ([`puzzles_file`]) and read back
//! ([`read_puzzles_file`]). The miner is [`super::puzzles`].

use serde::{Deserialize, Serialize};

use crate::text::t;

/// The version of the puzzle files written now.
pub const PUZZLES_FORMAT: u32 = 1;

/// One puzzle: a position of an AI game where a move was a mistake, or a
/// start whose one good move is proved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// How many of the game's AI levels choose a wrong move there (0 to
    /// the number of levels).
    pub grade: u8,
    /// Those levels, by name, weakest first.
    pub levels_wrong: Vec<String>,
    /// A one-line title ("Puzzle 17 · 6 nimmt! · 2 of 3 AI levels miss
    /// it"), also the lesson's title.
    pub title: String,
    /// The seed of the AI game it comes from (of a proved puzzle, of its
    /// start, [`super::Coach::solved_start`]).
    pub seed: u64,
    /// The record step of the decision in that game (0 in a proved
    /// puzzle).
    pub step: usize,
    /// Whether its answer is proved exactly ([`super::Coach::proved_best`]: the
    /// result of every legal move is known, and only the answer wins, or
    /// only it holds the draw). Absent from files written before it.
    #[serde(default, skip_serializing_if = "is_false")]
    pub proved: bool,
    /// The lesson code (as in `#/lesson/<code>`) of a one-chapter lesson:
    /// the game up to the decision, and a question on the seat's move
    /// that accepts every move the coach would not mark.
    pub code: String,
}

/// Whether a flag is off (a field written only when on).
fn is_false(flag: &bool) -> bool {
    !flag
}

/// The file of `game`'s puzzles: one JSON object,
/// `{"format":1,"game":"take5","puzzles":[…]}`, one puzzle a line.
pub fn puzzles_file(game: &str, puzzles: &[Puzzle]) -> String {
    let head = serde_json::json!({ "format": PUZZLES_FORMAT, "game": game }).to_string();
    let lines: Vec<String> = puzzles
        .iter()
        .map(|p| serde_json::to_string(p).expect("puzzles serialize"))
        .collect();
    let body = match lines.is_empty() {
        true => String::new(),
        false => format!("\n{}\n", lines.join(",\n")),
    };
    format!(
        "{},\"puzzles\":[{body}]}}\n",
        head.strip_suffix('}').expect("an object")
    )
}

/// The file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzlesFile {
    format: u32,
    game: String,
    puzzles: Vec<Puzzle>,
}

/// The game id and the puzzles of a file [`puzzles_file`] wrote, or why
/// it cannot be read, in one sentence.
pub fn read_puzzles_file(text: &str) -> Result<(String, Vec<Puzzle>), String> {
    let format = serde_json::from_str::<serde_json::Value>(text)
        .map_err(|e| t::review_puzzles_not_a_file(e.to_string()).to_string())?
        .get("format")
        .and_then(serde_json::Value::as_u64);
    match format {
        Some(n) if n == u64::from(PUZZLES_FORMAT) => {}
        Some(n) => return Err(t::review_puzzles_newer(n, PUZZLES_FORMAT).to_string()),
        None => return Err(t::review_puzzles_no_format().to_string()),
    }
    let file: PuzzlesFile = serde_json::from_str(text)
        .map_err(|e| t::review_puzzles_damaged(e.to_string()).to_string())?;
    match file.format == PUZZLES_FORMAT {
        true => Ok((file.game, file.puzzles)),
        false => Err(t::review_puzzles_format(file.format).to_string()),
    }
}
