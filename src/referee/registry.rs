//! The games the referee knows: one uniform runner per game of the list,
//! in the table of games ([`crate::games::Games`]); each game's
//! optional tools (perft, rules presets, team figures, search statistics)
//! are the ones its folder declares ([`GameTools`]), and every game of the
//! list has the coach's review and puzzles ([`crate::engine::coach::Coach`]).

use std::io::{BufRead, Write};
use std::marker::PhantomData;

use crate::engine::agent::HasAgents;
use crate::engine::game::{check_seat_count, Game};
use crate::engine::protocol::Protocol;
use crate::engine::tools::{CorePlayoutsFn, GameTools, PerftFn};
use crate::games::{Games, Listed, PerGame};

use super::arena::{run_arena_with, ArenaReport, ArenaRequest, ArenaRules};
use super::bench::{run_bench_with, run_core_bench, BenchReport};
use super::bot_command::{run_bot, BotRequest};
use super::bot_process::LineSink;
use super::cg_args::CgArgs;
use super::cg_run::run_cg;
use super::error::RefereeError;
use super::league::game::{LeagueGame, LeagueOf};
use super::league::review::review_bot_games;
use super::play_report::{play_with, PlayRequest};
use super::puzzles::{puzzles_of, PuzzlesFn};
use super::review::{review_file, ReviewFn};
use super::rules::{preset_options, seated_options};
use super::search::{run_search_with, SearchReport, SearchRequest};
use super::seat_spec::SeatSpec;

/// `referee search`: plays games and sums up the hard AI's search per phase.
pub type SearchFn = fn(&SearchRequest) -> Result<SearchReport, RefereeError>;

/// `referee bot` for game `G`, under its rules options.
pub type BotFn<G> = fn(
    &<G as crate::engine::game::Game>::Options,
    &BotRequest<'_>,
    &mut dyn BufRead,
    &mut dyn Write,
) -> Result<(), RefereeError>;

/// What `referee coop` needs besides the game: single rounds played by the
/// given seats.
#[derive(Clone, Debug)]
pub struct CoopRequest<'a> {
    /// The players of the round, in round order.
    pub seats: &'a [SeatSpec],
    /// Rounds to play (round i uses seed S + i).
    pub rounds: u64,
    /// Seed of the first round.
    pub seed: u64,
    /// A named rules preset (`--preset`), or the default rules.
    pub preset: Option<String>,
    /// Factor applied to the protocol's time limits.
    pub time_scale: f64,
    /// Rounds played at the same time.
    pub jobs: usize,
    /// Show a progress bar on stderr (only if it is a terminal).
    pub progress: bool,
}

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
    /// `referee bench`: random playouts on the engine, under a rules
    /// preset and with a player count (`None`: the default ones).
    fn bench(
        &self,
        games: u64,
        seed: u64,
        preset: Option<&str>,
        players: Option<usize>,
    ) -> Result<BenchReport, RefereeError>;
    /// `referee cg`: one game of the bots of a CodinGame runner's command
    /// line, scores and parameters to `out`.
    fn cg(&self, args: &CgArgs, out: &mut dyn Write) -> Result<(), RefereeError>;
    /// `referee bot`: a built-in AI as a bot on `input` and `output` (a
    /// usage error for a game whose views no bot can rebuild).
    fn bot(
        &self,
        request: &BotRequest<'_>,
        input: &mut dyn BufRead,
        output: &mut dyn Write,
    ) -> Result<(), RefereeError>;
    /// `referee perft`, when the game has a perft function.
    fn perft(&self) -> Option<PerftFn>;
    /// `referee bench --core`, when the game times its position core.
    fn core_playouts(&self) -> Option<CorePlayoutsFn>;
    /// `referee bench --core`: `games` random games on the game's position
    /// core, or `None` when it has none to time.
    fn core_bench(&self, games: u64, seed: u64) -> Option<BenchReport>;
    /// `referee search`, when the game's AI reports its search.
    fn search(&self) -> Option<SearchFn>;
    /// `referee review`, when the game has a coach.
    fn review(&self) -> Option<ReviewFn>;
    /// `referee puzzles`, when the game has a coach.
    fn puzzles(&self) -> Option<PuzzlesFn>;
    /// `referee coop`: single rounds of a cooperative game with team
    /// figures (a usage error for other games).
    fn coop(
        &self,
        request: &CoopRequest<'_>,
        stderr_sink: LineSink,
    ) -> Result<ArenaReport, RefereeError>;
    /// `referee league`: the game as a league plays it.
    fn league(&self) -> &(dyn LeagueGame + Sync);
}

/// The [`GameRunner`] of game `G`, with the tools its folder declares
/// ([`GameTools`]) and its coach's review and puzzles, if it has a coach.
pub struct Runner<G: Game> {
    game: PhantomData<fn() -> G>,
    review: Option<ReviewFn>,
    puzzles: Option<PuzzlesFn>,
    bot: Option<BotFn<G>>,
    league: LeagueOf<G>,
}

/// The runner of game `G`, without a review or puzzles (the test games).
pub fn runner<G: Protocol + HasAgents + GameTools + 'static>() -> Box<dyn GameRunner> {
    Box::new(Runner::<G> {
        game: PhantomData,
        review: None,
        puzzles: None,
        bot: None,
        league: LeagueOf::new(None),
    })
}

/// The runner of game `G` for the list in [`games`], with the coach's
/// review and puzzles, and its AIs as bots.
pub fn coached_runner<G: Listed>() -> Box<dyn GameRunner> {
    Box::new(Runner::<G> {
        game: PhantomData,
        review: Some(review_file::<G>),
        puzzles: Some(puzzles_of::<G>),
        bot: Some(run_bot::<G>),
        league: LeagueOf::new(Some(review_bot_games::<G>)),
    })
}

/// `referee search` on a game whose [`GameTools::SEARCH`] is set.
fn search_with_tool<G: HasAgents + GameTools>(
    request: &SearchRequest,
) -> Result<SearchReport, RefereeError> {
    let tool = G::SEARCH.expect("only games with search statistics offer `referee search`");
    run_search_with(tool, request)
}

impl<G: Protocol + HasAgents + GameTools + 'static> GameRunner for Runner<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn play(
        &self,
        request: &PlayRequest<'_>,
        out: &mut dyn Write,
        stderr_sink: LineSink,
    ) -> Result<(), RefereeError> {
        let rules = seated_options::<G>(request.preset, request.seats.len())?;
        let team = G::TEAM.map(|team| team.rounds);
        play_with::<G>(request, &rules, team, out, stderr_sink)
    }

    fn arena(
        &self,
        request: &ArenaRequest<'_>,
        stderr_sink: LineSink,
    ) -> Result<ArenaReport, RefereeError> {
        let rules = ArenaRules {
            options: seated_options::<G>(request.preset.as_deref(), request.seats.len())?,
            team: G::TEAM.map(|team| team.rounds),
            idle: Vec::new(),
        };
        run_arena_with::<G>(request, &rules, stderr_sink)
    }

    fn coop(
        &self,
        request: &CoopRequest<'_>,
        stderr_sink: LineSink,
    ) -> Result<ArenaReport, RefereeError> {
        let Some(team) = G::TEAM else {
            return Err(RefereeError::Usage(format!(
                "{} is not a cooperative game; `coop` plays single rounds of one",
                G::ID
            )));
        };
        // A game whose rules take any count is played by the seats given
        // (standard Hanabi); others keep their own count and their round's
        // players (CodinGame Fireworks: rounds of 3 out of 4).
        let mut base = preset_options::<G>(request.preset.as_deref())?;
        let counts = G::seat_counts(&base);
        if counts.contains(&request.seats.len()) || counts.start() != counts.end() {
            // A count outside a range of counts is refused with the range.
            base = G::with_seat_count(&base, request.seats.len()).map_err(RefereeError::Usage)?;
        }
        let (options, playing) = (team.single_round)(base);
        if request.seats.len() != playing.len() {
            return Err(RefereeError::Usage(format!(
                "a round of {} is played by {} seats, so give {} --seat flags (got {})",
                G::ID,
                playing.len(),
                playing.len(),
                request.seats.len()
            )));
        }
        let (state, _) = G::new(&options, request.seed);
        let idle_level = SeatSpec::Ai(G::LEVELS[0].to_string());
        let mut given = request.seats.iter();
        let seats: Vec<SeatSpec> = (0..state.seat_count())
            .map(|seat| match playing.contains(&seat) {
                true => given.next().cloned().unwrap_or_else(|| idle_level.clone()),
                false => idle_level.clone(),
            })
            .collect();
        let idle = (0..seats.len()).filter(|s| !playing.contains(s)).collect();
        let arena = ArenaRequest {
            seats: &seats,
            games: request.rounds,
            seed: request.seed,
            duplicate: false,
            time_scale: request.time_scale,
            jobs: request.jobs,
            progress: request.progress,
            preset: request.preset.clone(),
        };
        let rules = ArenaRules {
            options,
            team: Some(team.rounds),
            idle,
        };
        run_arena_with::<G>(&arena, &rules, stderr_sink)
    }

    fn bench(
        &self,
        games: u64,
        seed: u64,
        preset: Option<&str>,
        players: Option<usize>,
    ) -> Result<BenchReport, RefereeError> {
        let options = match players {
            Some(count) => seated_options::<G>(preset, count)?,
            None => preset_options::<G>(preset)?,
        };
        run_bench_with::<G>(&options, games, seed)
    }

    fn cg(&self, args: &CgArgs, out: &mut dyn Write) -> Result<(), RefereeError> {
        let options = preset_options::<G>(args.preset.as_deref())?;
        let players = args.players.len();
        // The rules' own sentence for a count they refuse.
        check_seat_count::<G>(&options, players)
            .map_err(|why| RefereeError::Usage(format!("{why}; give one -pN per player")))?;
        let rules = G::with_seat_count(&options, players).map_err(RefereeError::Usage)?;
        run_cg::<G>(args, &rules, out)
    }

    fn bot(
        &self,
        request: &BotRequest<'_>,
        input: &mut dyn BufRead,
        output: &mut dyn Write,
    ) -> Result<(), RefereeError> {
        let Some(bot) = self.bot else {
            return Err(RefereeError::Usage(format!(
                "{} has no protocol reader for its AIs to play as bots",
                G::ID
            )));
        };
        bot(
            &preset_options::<G>(request.preset)?,
            request,
            input,
            output,
        )
    }

    fn perft(&self) -> Option<PerftFn> {
        G::PERFT
    }

    fn core_playouts(&self) -> Option<CorePlayoutsFn> {
        G::CORE_PLAYOUTS
    }

    fn core_bench(&self, games: u64, seed: u64) -> Option<BenchReport> {
        G::CORE_PLAYOUTS.map(|playouts| run_core_bench::<G>(playouts, games, seed))
    }

    fn search(&self) -> Option<SearchFn> {
        G::SEARCH.map(|_| search_with_tool::<G> as SearchFn)
    }

    fn review(&self) -> Option<ReviewFn> {
        self.review
    }

    fn puzzles(&self) -> Option<PuzzlesFn> {
        self.puzzles
    }

    fn league(&self) -> &(dyn LeagueGame + Sync) {
        &self.league
    }
}

/// What the referee keeps of a game: its runner.
impl PerGame for Box<dyn GameRunner> {
    fn of<G: Listed>() -> Self {
        coached_runner::<G>()
    }
}

/// Every game the referee can run, one runner per game of the list (and,
/// in the crate's own tests, the test games).
pub fn games() -> Games<Box<dyn GameRunner>> {
    with_test_games(Games::new())
}

#[cfg(test)]
fn with_test_games(table: Games<Box<dyn GameRunner>>) -> Games<Box<dyn GameRunner>> {
    use crate::engine::testgame::{HighCards, Nim};
    table
        .with(Nim::ID, runner::<Nim>())
        .with(HighCards::ID, runner::<HighCards>())
}

#[cfg(not(test))]
fn with_test_games(table: Games<Box<dyn GameRunner>>) -> Games<Box<dyn GameRunner>> {
    table
}
