//! The referee's games and tools found by a game's id, or a usage error
//! that lists the games that have what was asked for.

use super::error::RefereeError;
use super::puzzles::PuzzlesFn;
use super::registry::{games, GameRunner, SearchFn};
use super::review::ReviewFn;
use crate::engine::tools::{CorePlayoutsFn, PerftFn};

fn available(ids: &[&str]) -> String {
    if ids.is_empty() {
        "none yet".to_string()
    } else {
        ids.join(", ")
    }
}

/// The runner of the game called `name`, or a usage error listing the
/// known games.
pub fn find_game(name: &str) -> Result<Box<dyn GameRunner>, RefereeError> {
    let all = games();
    let error = RefereeError::Usage(format!(
        "unknown game `{name}`; available: {}",
        available(&all.ids())
    ));
    all.take(name).ok_or(error)
}

/// A tool of the game called `name` (`what` names it for the error), or a
/// usage error listing the games that have it.
fn find_tool<T>(
    name: &str,
    what: &str,
    tool: impl Fn(&dyn GameRunner) -> Option<T>,
) -> Result<T, RefereeError> {
    let all = games();
    if let Some(found) = all.find(name).and_then(|g| tool(&**g)) {
        return Ok(found);
    }
    let ids: Vec<&str> = all
        .iter()
        .filter(|(_, g)| tool(&***g).is_some())
        .map(|(id, _)| id)
        .collect();
    Err(RefereeError::Usage(format!(
        "no {what} for game `{name}`; available: {}",
        available(&ids)
    )))
}

/// The perft function of the game called `name`, or a usage error listing
/// the games that have one.
pub fn find_perft(name: &str) -> Result<PerftFn, RefereeError> {
    find_tool(name, "perft", |g| g.perft())
}

/// The position core's playouts of the game called `name` (`bench
/// --core`), or a usage error listing the games that have them.
pub fn find_core_playouts(name: &str) -> Result<CorePlayoutsFn, RefereeError> {
    find_tool(name, "position core benchmark", |g| g.core_playouts())
}

/// The search-statistics function of the game called `name`, or a usage
/// error listing the games that have one.
pub fn find_search(name: &str) -> Result<SearchFn, RefereeError> {
    find_tool(name, "search statistics", |g| g.search())
}

/// The coach's review of the game called `name`, or a usage error
/// listing the games that have one.
pub fn find_review(name: &str) -> Result<ReviewFn, RefereeError> {
    find_tool(name, "review", |g| g.review())
}

/// How the game called `name` mines its puzzles, or a usage error naming
/// the known games (every game of the list has a coach).
pub fn find_puzzles(name: &str) -> Result<PuzzlesFn, RefereeError> {
    find_game(name)?
        .puzzles()
        .ok_or_else(|| RefereeError::Usage(format!("`{name}` has no coach to mine puzzles")))
}
