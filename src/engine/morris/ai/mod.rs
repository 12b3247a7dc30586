//! The built-in computer players: `easy` plays at random, `medium` searches
//! two plies deep counting stones, `hard` plays from the placement book
//! ([`book`]) where it can and otherwise runs an iterative-deepening PVS
//! with a transposition table and a positional evaluation. `hard-nobook`
//! (not offered in the app) is `hard` without the book, for measuring it.
//! [`rate`] scores every legal move with `hard`'s search.

pub mod book;
pub mod coach;
pub mod endgame;
pub mod eval;
pub mod rate;
pub mod search;
pub mod tt;

pub use search::HARD_MAX_DEPTH;
use search::{EvalKind, Limits, SearchStats, Searcher};

use super::movegen::is_legal;
use super::moves::Move;
use super::position::Position;
use super::state::Morris;
use super::view::MorrisView;
use crate::engine::agent::{
    Agent, AiData, Budget, Clock, HasAgents, LevelSpec, RandomAgent, SearchFigures,
};
use crate::engine::game::{Game, Seat};
use crate::engine::rng::Pcg32;

/// The default thinking time of the `hard` level per move.
pub const DEFAULT_TIME_MS: f64 = 40.0;
/// The most time any level takes per move (the protocol allows 50 ms).
pub const MAX_TIME_MS: f64 = 50.0;
/// The fixed depth of the `medium` level.
pub const MEDIUM_DEPTH: i32 = 2;
/// Plies of mill-closing moves `hard` follows past its horizon.
pub const QUIESCENCE_PLIES: u32 = 4;

/// The search of `hard` (and of the placement book's generator): the full
/// evaluation, a transposition table, the solved endgames and the
/// quiescence.
pub fn hard_searcher() -> Searcher {
    Searcher::new(EvalKind::Full, true)
        .with_endgame(true)
        .with_quiescence(QUIESCENCE_PLIES)
}

/// A searching computer player (`medium` or `hard`, the latter with or
/// without the placement book).
#[derive(Clone, Debug)]
pub struct SearchAgent {
    searcher: Searcher,
    book: bool,
    max_depth: i32,
    budget: Budget,
    rng: Pcg32,
    last: SearchStats,
}

impl SearchAgent {
    /// The `medium` level: alpha-beta two plies deep, counting stones.
    pub fn medium(seed: u64) -> SearchAgent {
        SearchAgent {
            searcher: Searcher::new(EvalKind::Material, false),
            book: false,
            max_depth: MEDIUM_DEPTH,
            budget: Budget::millis(DEFAULT_TIME_MS),
            rng: Pcg32::with_stream(seed, 0x6d65_6469),
            last: SearchStats::default(),
        }
    }

    /// The `hard` level with `budget` per move (a node cap in `max_work`
    /// makes it deterministic): the placement book's move when the book
    /// has the position, a search otherwise. Keep the time at or below
    /// [`MAX_TIME_MS`] for protocol play; more is for benchmarks.
    pub fn hard(seed: u64, budget: Budget) -> SearchAgent {
        SearchAgent::hard_with(hard_searcher(), true, seed, budget)
    }

    /// `hard` that always searches, even where the placement book has a
    /// move (the `hard-nobook` level, to measure what the book adds).
    pub fn hard_without_book(seed: u64, budget: Budget) -> SearchAgent {
        SearchAgent::hard_with(hard_searcher(), false, seed, budget)
    }

    /// The `hard` levels' agent with the given search and book use.
    /// Natively the solved endgames are read here, on the first `hard`
    /// agent (about 80 ms, once), so that no decision's time pays for it.
    fn hard_with(searcher: Searcher, book: bool, seed: u64, budget: Budget) -> SearchAgent {
        let _ = endgame::shipped::shipped();
        SearchAgent {
            searcher,
            book,
            max_depth: HARD_MAX_DEPTH,
            budget,
            rng: Pcg32::with_stream(seed, 0x6861_7264),
            last: SearchStats::default(),
        }
    }

    /// `hard` as it was before issue 12: the same search without the
    /// placement book, the solved endgames and the quiescence, with the
    /// evaluation of then, kept for measuring what they add (level
    /// `hard-plain`, not offered in the app).
    pub fn hard_plain(seed: u64, budget: Budget) -> SearchAgent {
        SearchAgent::hard_with(Searcher::new(EvalKind::Before, true), false, seed, budget)
    }

    /// Depth reached, nodes searched and score of the last decision (all
    /// 0 when the move came from the book).
    pub fn last_stats(&self) -> SearchStats {
        self.last
    }

    /// Chooses a move for the side to move in `view`'s position.
    pub fn decide(&mut self, view: &MorrisView, clock: &dyn Clock) -> Move {
        let pos = view.position();
        if let Some(mv) = self.book_move(&pos) {
            self.last = SearchStats::default();
            return mv;
        }
        let time = self.budget.time_ms.max(0.0);
        let limits = Limits {
            max_depth: self.max_depth,
            deadline_ms: clock.now_ms() + time,
            max_nodes: self.budget.max_work.unwrap_or(u64::MAX),
        };
        let (mv, stats) = self.searcher.choose(&pos, limits, clock, &mut self.rng);
        self.last = stats;
        mv
    }

    /// The book's move for `pos` if this agent uses the book, the book has
    /// the position and the move is legal there.
    fn book_move(&self, pos: &Position) -> Option<Move> {
        if !self.book {
            return None;
        }
        let mv = book::shipped()?.lookup(pos)?;
        is_legal(pos, mv).then_some(mv)
    }
}

impl Agent<Morris> for SearchAgent {
    fn choose(&mut self, _: Seat, view: &MorrisView, legal: &[Move], clock: &dyn Clock) -> Move {
        let mv = self.decide(view, clock);
        if legal.contains(&mv) {
            mv
        } else {
            legal[0]
        }
    }
}

impl HasAgents for Morris {
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];
    const AI_DATA: Option<AiData> = Some(AiData {
        file: endgame::shipped::FILE_NAME,
        install: endgame::shipped::install,
    });

    fn agent(
        level: &str,
        seed: u64,
        max_work: Option<u64>,
    ) -> Result<Box<dyn Agent<Self>>, String> {
        let spec = LevelSpec::parse(level)?;
        let budget = Budget {
            time_ms: spec.time_ms.unwrap_or(DEFAULT_TIME_MS),
            max_work,
        };
        match spec.name {
            "hard" => Ok(Box::new(SearchAgent::hard(seed, budget))),
            // Not in LEVELS: measuring levels, not ones the app offers.
            "hard-nobook" => Ok(Box::new(SearchAgent::hard_without_book(seed, budget))),
            "hard-plain" => Ok(Box::new(SearchAgent::hard_plain(seed, budget))),
            "easy" => {
                spec.without_time()?;
                Ok(Box::new(RandomAgent::new(seed)))
            }
            "medium" => {
                spec.without_time()?;
                Ok(Box::new(SearchAgent::medium(seed)))
            }
            other => Err(format!(
                "unknown level `{other}`; choose easy, medium or hard (hard@MS sets its time)"
            )),
        }
    }
}

impl crate::engine::agent::SearchStats for Morris {
    const SEARCH_MS: f64 = DEFAULT_TIME_MS;
    const PHASES: &'static [&'static str] = &["placing", "moving", "flying"];

    fn phase_of(&self, seat: Seat) -> &'static str {
        self.position().phase(seat).name()
    }

    /// `hard`'s search without the book, so that every placing decision
    /// reports how deep it searched.
    fn search(
        &self,
        seat: Seat,
        seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> (Move, SearchFigures) {
        let mut hard = SearchAgent::hard_without_book(seed, budget);
        let legal = self.legal_actions(seat);
        let mv = hard.choose(seat, &self.view(seat), &legal, clock);
        let stats = hard.last_stats();
        let figures = SearchFigures {
            depth: stats.depth,
            nodes: stats.nodes,
        };
        (mv, figures)
    }
}
