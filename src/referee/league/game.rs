//! What a league asks of its game, behind a trait object so the league's
//! code is the same for every game of the registry: the seat counts a
//! preset allows, a seat spec checked, one game played between given
//! seats, and the coach's review of a bot's games.

use std::marker::PhantomData;
use std::ops::RangeInclusive;

use crate::engine::agent::HasAgents;
use crate::engine::protocol::Protocol;
use crate::engine::record_file::game_file;
use crate::engine::session::Moment;
use crate::engine::tools::GameTools;
use crate::referee::bot_process::LineSink;
use crate::referee::error::RefereeError;
use crate::referee::match_runner::{check_seats, run_match_with, MatchOptions};
use crate::referee::rules::{preset_options, seated_options};
use crate::referee::seat_spec::SeatSpec;

use super::review::LeagueReviewFn;

/// One finished league game, by seat.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    /// Each seat's score, as the game counts it.
    pub scores: Vec<i64>,
    /// Each seat's rank (1 = best, ties share).
    pub ranks: Vec<u32>,
    /// Why each seat was disqualified, or `None`.
    pub disqualified: Vec<Option<String>>,
    /// The time of each seat's decisions, in milliseconds.
    pub decision_ms: Vec<Vec<f64>>,
    /// Record steps (actions and forfeits).
    pub turns: usize,
    /// The game file the app opens, as `referee play --record` writes it.
    pub record: String,
}

/// One game to play.
#[derive(Clone, Debug)]
pub struct TableRequest<'a> {
    /// The league's rules preset.
    pub preset: Option<&'a str>,
    /// One spec per seat, in seat order.
    pub seats: &'a [SeatSpec],
    /// The game's seed.
    pub seed: u64,
    /// Factor applied to the bots' time limits.
    pub time_scale: f64,
    /// Put before `seat N` in the bots' stderr prefix.
    pub label: String,
}

/// A game as a league plays it.
pub trait LeagueGame {
    /// The game's id.
    fn game_id(&self) -> &'static str;
    /// The seat counts `preset` (or the default rules) allows, or a usage
    /// error for an unknown preset.
    fn seat_counts(&self, preset: Option<&str>) -> Result<RangeInclusive<usize>, RefereeError>;
    /// Checks a bot's spec: an AI level the game has (a usage error).
    fn check_spec(&self, preset: Option<&str>, spec: &SeatSpec) -> Result<(), RefereeError>;
    /// The weakest built-in AI, the opponent of a new bot's first game.
    fn weakest_ai(&self) -> SeatSpec;
    /// Plays one game and reports it by seat.
    fn play_table(
        &self,
        request: &TableRequest<'_>,
        stderr_sink: LineSink,
    ) -> Result<PlayedGame, RefereeError>;
    /// The coach's review of a bot's games, when the game has a coach.
    fn league_review(&self) -> Option<LeagueReviewFn>;
}

/// The [`LeagueGame`] of game `G`, in the registry's runner of `G`.
pub struct LeagueOf<G> {
    game: PhantomData<fn() -> G>,
    review: Option<LeagueReviewFn>,
}

impl<G> LeagueOf<G> {
    /// Game `G` for leagues, with its coach's review of a bot's games
    /// when it has a coach.
    pub fn new(review: Option<LeagueReviewFn>) -> Self {
        LeagueOf {
            game: PhantomData,
            review,
        }
    }
}

impl<G: Protocol + HasAgents + GameTools + 'static> LeagueGame for LeagueOf<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }

    fn seat_counts(&self, preset: Option<&str>) -> Result<RangeInclusive<usize>, RefereeError> {
        Ok(G::seat_counts(&preset_options::<G>(preset)?))
    }

    fn check_spec(&self, preset: Option<&str>, spec: &SeatSpec) -> Result<(), RefereeError> {
        let options = preset_options::<G>(preset)?;
        let (state, _) = G::new(&options, 0);
        check_seats::<G>(&vec![spec.clone(); state.seat_count()], &options)
    }

    fn weakest_ai(&self) -> SeatSpec {
        SeatSpec::Ai(G::LEVELS[0].to_string())
    }

    fn play_table(
        &self,
        request: &TableRequest<'_>,
        stderr_sink: LineSink,
    ) -> Result<PlayedGame, RefereeError> {
        let rules = seated_options::<G>(request.preset, request.seats.len())?;
        let options = MatchOptions {
            observer: None,
            time_scale: request.time_scale,
            log: None,
            stderr_sink,
            stderr_label: request.label.clone(),
        };
        let result = run_match_with::<G>(request.seats, request.seed, &rules, options)?;
        let record = result.session.record();
        let end = Moment {
            steps: record.steps.len(),
            event: None,
        };
        Ok(PlayedGame {
            scores: result.outcome.scores.clone(),
            ranks: result.outcome.ranks.clone(),
            disqualified: result.disqualified,
            decision_ms: result.decision_ms,
            turns: record.steps.len(),
            record: game_file::<G>(record, end),
        })
    }

    fn league_review(&self) -> Option<LeagueReviewFn> {
        self.review
    }
}
