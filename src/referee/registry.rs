//! The games the referee knows. Adding a game is one line in
//! [`games`] (and, for a perft function, one line in [`perft_games`]; for
//! search statistics of its hard AI, one line in [`search_games`]).

use std::io::Write;
use std::marker::PhantomData;

use crate::engine::agent::HasAgents;
use crate::engine::protocol::Protocol;

use super::arena::{run_arena, ArenaReport, ArenaRequest};
use super::bench::{run_bench, BenchReport};
use super::bot_process::LineSink;
use super::error::RefereeError;
use super::morris_search::{run_morris_search, SearchReport, SearchRequest};
use super::perft::PerftFn;
use super::play_report::{play, PlayRequest};

/// Every referee command for one game, behind a trait object so the
/// registry can list games of different types.
pub trait GameRunner {
    /// The game's id ([`crate::engine::game::Game::ID`]).
    fn id(&self) -> &'static str;
    /// `referee play`: one game, JSON report to `out`.
    fn play(
        &self,
        request: &PlayRequest<'_>,
        out: &mut dyn Write,
        stderr_sink: LineSink,
    ) -> Result<(), RefereeError>;
    /// `referee arena`: many games and their statistics.
    fn arena(
        &self,
        request: &ArenaRequest<'_>,
        stderr_sink: LineSink,
    ) -> Result<ArenaReport, RefereeError>;
    /// `referee bench`: random playouts on the engine.
    fn bench(&self, games: u64, seed: u64) -> Result<BenchReport, RefereeError>;
}

/// The [`GameRunner`] of game `G`.
struct Runner<G>(PhantomData<fn() -> G>);

impl<G: Protocol + HasAgents> GameRunner for Runner<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn play(
        &self,
        request: &PlayRequest<'_>,
        out: &mut dyn Write,
        stderr_sink: LineSink,
    ) -> Result<(), RefereeError> {
        play::<G>(request, out, stderr_sink)
    }

    fn arena(
        &self,
        request: &ArenaRequest<'_>,
        stderr_sink: LineSink,
    ) -> Result<ArenaReport, RefereeError> {
        run_arena::<G>(request, stderr_sink)
    }

    fn bench(&self, games: u64, seed: u64) -> Result<BenchReport, RefereeError> {
        run_bench::<G>(games, seed)
    }
}

/// The runner of game `G`, for the list in [`games`].
pub fn runner<G: Protocol + HasAgents + 'static>() -> Box<dyn GameRunner> {
    Box::new(Runner::<G>(PhantomData))
}

/// Every game the referee can run.
pub fn games() -> Vec<Box<dyn GameRunner>> {
    let mut games: Vec<Box<dyn GameRunner>> = vec![
        runner::<crate::engine::take5::Take5>(),
        runner::<crate::engine::morris::Morris>(),
    ];
    games.extend(test_games());
    games
}

/// Every game with a perft function, as `(id, function)`.
pub fn perft_games() -> Vec<(&'static str, PerftFn)> {
    let mut games: Vec<(&'static str, PerftFn)> = vec![("morris", morris_perft)];
    games.extend(test_perft_games());
    games
}

/// Perft of Nine Men's Morris from the standard start.
fn morris_perft(depth: u32) -> u64 {
    use crate::engine::game::Game;
    use crate::engine::morris::{perft::perft, Morris};
    perft(&Morris::new(&Default::default(), 0).0, depth)
}

/// `referee search`: plays games and sums up the hard AI's search per phase.
pub type SearchFn = fn(&SearchRequest) -> Result<SearchReport, RefereeError>;

/// Every game whose hard AI reports search statistics, as `(id, function)`.
pub fn search_games() -> Vec<(&'static str, SearchFn)> {
    vec![("morris", run_morris_search)]
}

#[cfg(test)]
fn test_games() -> Vec<Box<dyn GameRunner>> {
    vec![runner::<crate::engine::testgame::Nim>()]
}

#[cfg(not(test))]
fn test_games() -> Vec<Box<dyn GameRunner>> {
    Vec::new()
}

#[cfg(test)]
fn test_perft_games() -> Vec<(&'static str, PerftFn)> {
    use crate::engine::game::Game;
    use crate::engine::testgame::Nim;
    vec![("nim", |depth| {
        super::perft::count_leaves(&Nim::new(&(), 0).0, depth)
    })]
}

#[cfg(not(test))]
fn test_perft_games() -> Vec<(&'static str, PerftFn)> {
    Vec::new()
}

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
    let ids: Vec<&str> = all.iter().map(|g| g.id()).collect();
    let error = RefereeError::Usage(format!(
        "unknown game `{name}`; available: {}",
        available(&ids)
    ));
    all.into_iter().find(|g| g.id() == name).ok_or(error)
}

/// The perft function of the game called `name`, or a usage error listing
/// the games that have one.
pub fn find_perft(name: &str) -> Result<PerftFn, RefereeError> {
    let all = perft_games();
    if let Some(&(_, count)) = all.iter().find(|(id, _)| *id == name) {
        return Ok(count);
    }
    let ids: Vec<&str> = all.iter().map(|(id, _)| *id).collect();
    Err(RefereeError::Usage(format!(
        "no perft for game `{name}`; available: {}",
        available(&ids)
    )))
}

/// The search-statistics function of the game called `name`, or a usage
/// error listing the games that have one.
pub fn find_search(name: &str) -> Result<SearchFn, RefereeError> {
    let all = search_games();
    if let Some(&(_, run)) = all.iter().find(|(id, _)| *id == name) {
        return Ok(run);
    }
    let ids: Vec<&str> = all.iter().map(|(id, _)| *id).collect();
    Err(RefereeError::Usage(format!(
        "no search statistics for game `{name}`; available: {}",
        available(&ids)
    )))
}
