//! The games the referee knows: one entry per game in [`games`], with its
//! optional tools (perft, search statistics) switched on in that entry.

use std::io::Write;
use std::marker::PhantomData;

use crate::engine::agent::{HasAgents, SearchStats};
use crate::engine::game::Perft;
use crate::engine::protocol::Protocol;

use super::arena::{run_arena, ArenaReport, ArenaRequest};
use super::bench::{run_bench, BenchReport};
use super::bot_process::LineSink;
use super::error::RefereeError;
use super::perft::PerftFn;
use super::play_report::{play, PlayRequest};
use super::search::{run_search, SearchReport, SearchRequest};

/// `referee search`: plays games and sums up the hard AI's search per phase.
pub type SearchFn = fn(&SearchRequest) -> Result<SearchReport, RefereeError>;

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
    /// `referee perft`, when the game has a perft function.
    fn perft(&self) -> Option<PerftFn>;
    /// `referee search`, when the game's AI reports its search.
    fn search(&self) -> Option<SearchFn>;
}

/// The [`GameRunner`] of game `G`, with the tools its entry switched on.
pub struct Runner<G> {
    perft: Option<PerftFn>,
    search: Option<SearchFn>,
    game: PhantomData<fn() -> G>,
}

/// The runner of game `G` for the list in [`games`] (play, arena, bench).
pub fn runner<G: Protocol + HasAgents + 'static>() -> Runner<G> {
    Runner {
        perft: None,
        search: None,
        game: PhantomData,
    }
}

impl<G: Protocol + HasAgents + 'static> Runner<G> {
    /// Adds `referee perft` for this game.
    pub fn with_perft(mut self) -> Self
    where
        G: Perft,
    {
        self.perft = Some(G::perft);
        self
    }

    /// Adds `referee search` for this game.
    pub fn with_search(mut self) -> Self
    where
        G: SearchStats,
    {
        self.search = Some(run_search::<G>);
        self
    }

    /// The entry as the list holds it.
    pub fn boxed(self) -> Box<dyn GameRunner> {
        Box::new(self)
    }
}

impl<G: Protocol + HasAgents + 'static> GameRunner for Runner<G> {
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

    fn perft(&self) -> Option<PerftFn> {
        self.perft
    }

    fn search(&self) -> Option<SearchFn> {
        self.search
    }
}

/// Every game the referee can run, one entry per game.
pub fn games() -> Vec<Box<dyn GameRunner>> {
    use crate::engine::{morris, take5};
    let mut games = vec![
        runner::<take5::Take5>().boxed(),
        runner::<morris::Morris>()
            .with_perft()
            .with_search()
            .boxed(),
    ];
    games.extend(test_games());
    games
}

#[cfg(test)]
fn test_games() -> Vec<Box<dyn GameRunner>> {
    use crate::engine::testgame::{HighCards, Nim};
    vec![
        runner::<Nim>().with_perft().boxed(),
        runner::<HighCards>().boxed(),
    ]
}

#[cfg(not(test))]
fn test_games() -> Vec<Box<dyn GameRunner>> {
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

/// A tool of the game called `name` (`what` names it for the error), or a
/// usage error listing the games that have it.
fn find_tool<T>(
    name: &str,
    what: &str,
    tool: impl Fn(&dyn GameRunner) -> Option<T>,
) -> Result<T, RefereeError> {
    let all = games();
    if let Some(found) = all.iter().find(|g| g.id() == name).and_then(|g| tool(&**g)) {
        return Ok(found);
    }
    let ids: Vec<&str> = all
        .iter()
        .filter(|g| tool(&***g).is_some())
        .map(|g| g.id())
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

/// The search-statistics function of the game called `name`, or a usage
/// error listing the games that have one.
pub fn find_search(name: &str) -> Result<SearchFn, RefereeError> {
    find_tool(name, "search statistics", |g| g.search())
}
