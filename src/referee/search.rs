//! `referee search <game>`: plays games between a game's searching AI
//! (its [`SearchStats`]) and an opponent and records, for every decision
//! of the searching AI, the mover's phase, the depth reached, the nodes
//! searched and the time taken, then sums them up per phase
//! ([`super::search_stats`]).

use std::io::Write;

use serde::Serialize;

use crate::engine::agent::{
    agent_seed, decide, Budget, Clock, HasAgents, SearchStats, SystemClock,
};
use crate::engine::game::Seat;
use crate::engine::tools::SearchTool;

use super::error::RefereeError;
use super::search_stats::{summarize_by_phase, write_search_table, Decision, PhaseSummary};

/// What `referee search` should play.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchRequest {
    /// Number of games; hard plays first in even games, second in odd ones.
    pub games: u64,
    /// Hard's time per decision, in milliseconds (the game's default when
    /// `None`).
    pub time_ms: Option<f64>,
    /// Seed of the first game (game i uses seed S + i).
    pub seed: u64,
    /// The opponent's level, as for `ai:<level>` (`medium`, `hard@160`, …).
    pub opponent: String,
    /// A cap on hard's nodes per decision; with it (and enough time) hard's
    /// choices, depths and node counts depend on the seed alone.
    pub max_nodes: Option<u64>,
}

/// The results of `referee search`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SearchReport {
    /// The game's id.
    pub game: String,
    /// Games played.
    pub games: u64,
    /// Hard's time per decision, in milliseconds.
    pub time_ms: f64,
    /// Seed of the first game.
    pub seed: u64,
    /// The opponent's level.
    pub opponent: String,
    /// Games hard won.
    pub hard_wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games hard lost.
    pub hard_losses: u64,
    /// One row per phase of the game, then `all`.
    pub phases: Vec<PhaseSummary>,
}

/// How one game ended for hard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HardResult {
    Win,
    Draw,
    Loss,
}

/// Plays the requested games one after the other (so that the timings are
/// not shared with another game) and sums up hard's decisions.
pub fn run_search<G: SearchStats>(request: &SearchRequest) -> Result<SearchReport, RefereeError> {
    run_search_with(SearchTool::<G>::of(), request)
}

/// [`run_search`] with the game's search statistics as values (a game's
/// [`crate::engine::tools::GameTools::SEARCH`]).
pub fn run_search_with<G: HasAgents>(
    tool: SearchTool<G>,
    request: &SearchRequest,
) -> Result<SearchReport, RefereeError> {
    G::agent(&request.opponent, 0, None).map_err(RefereeError::Usage)?;
    let clock = SystemClock::default();
    let time_ms = request.time_ms.unwrap_or(tool.search_ms);
    let mut decisions = Vec::new();
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for i in 0..request.games {
        let seed = request.seed.wrapping_add(i);
        let hard_seat = (i % 2) as Seat;
        let budget = Budget {
            time_ms,
            max_work: request.max_nodes,
        };
        match play_game(
            &tool,
            request,
            budget,
            seed,
            hard_seat,
            &clock,
            &mut decisions,
        )? {
            HardResult::Win => wins += 1,
            HardResult::Draw => draws += 1,
            HardResult::Loss => losses += 1,
        }
    }
    Ok(SearchReport {
        game: G::ID.to_string(),
        games: request.games,
        time_ms,
        seed: request.seed,
        opponent: request.opponent.clone(),
        hard_wins: wins,
        draws,
        hard_losses: losses,
        phases: summarize_by_phase(tool.phases, &decisions),
    })
}

/// Writes `report` as a title line, the games' results and the per-phase table.
pub fn write_search_report(report: &SearchReport, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{}: hard at {} ms against {}, {} games from seed {}: hard won {}, drew {}, lost {}",
        report.game,
        report.time_ms,
        report.opponent,
        report.games,
        report.seed,
        report.hard_wins,
        report.draws,
        report.hard_losses
    )?;
    write_search_table(&report.phases, out)
}

/// Plays one game from `seed` with hard in `hard_seat`, appending hard's
/// decisions to `decisions`. Every decision is a fresh agent seeded from
/// the game's seed, the step and the seat, as everywhere.
fn play_game<G: HasAgents>(
    tool: &SearchTool<G>,
    request: &SearchRequest,
    budget: Budget,
    seed: u64,
    hard_seat: Seat,
    clock: &dyn Clock,
    decisions: &mut Vec<Decision>,
) -> Result<HardResult, RefereeError> {
    let (mut state, _) = G::new(&Default::default(), seed);
    let mut step = 0;
    while let Some(&seat) = state.to_act().first() {
        let decision_seed = agent_seed(seed, step, seat);
        let action = if seat == hard_seat {
            let legal_moves = state.legal_actions(seat).len();
            let phase = (tool.phase_of)(&state, seat);
            let start = clock.now_ms();
            let (action, figures) = (tool.search)(&state, seat, decision_seed, budget, clock);
            decisions.push(Decision {
                phase,
                legal_moves,
                depth: figures.depth,
                nodes: figures.nodes,
                elapsed_ms: clock.now_ms() - start,
            });
            action
        } else {
            decide(&state, seat, &request.opponent, decision_seed, None, clock)
                .map_err(RefereeError::Runtime)?
        };
        state.apply(seat, &action).map_err(|e| {
            RefereeError::Runtime(format!("the {} rules refuse an AI's move: {e}", G::ID))
        })?;
        step += 1;
    }
    let outcome = state
        .outcome()
        .expect("the loop ends when the game is over");
    let shared = outcome.ranks.iter().filter(|&&r| r == 1).count() > 1;
    Ok(match (outcome.ranks[hard_seat], shared) {
        (1, false) => HardResult::Win,
        (1, true) => HardResult::Draw,
        _ => HardResult::Loss,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::morris::Morris;

    fn run_morris_search(request: &SearchRequest) -> Result<SearchReport, RefereeError> {
        run_search::<Morris>(request)
    }

    /// Two quick games against easy with hard capped at 3,000 nodes (a
    /// minute of time, so the cap and not the clock ends each search).
    fn capped_request() -> SearchRequest {
        SearchRequest {
            games: 2,
            time_ms: Some(60_000.0),
            seed: 11,
            opponent: "easy".to_string(),
            max_nodes: Some(3_000),
        }
    }

    #[test]
    fn every_game_is_counted_and_hard_decides_in_every_phase_row() {
        let report = run_morris_search(&capped_request()).unwrap();
        assert_eq!(report.hard_wins + report.draws + report.hard_losses, 2);
        let names: Vec<&str> = report.phases.iter().map(|r| r.phase.as_str()).collect();
        assert_eq!(names, ["placing", "moving", "flying", "all"]);
        let placing = &report.phases[0];
        // Hard places at least its first stones in each game (9 each at most).
        assert!((2..=18).contains(&(placing.decisions + placing.forced)));
        // 3,000 nodes always complete the first iteration.
        assert!(placing.min_depth.unwrap() >= 1);
        let all = &report.phases[3];
        let sum: u64 = report.phases[..3].iter().map(|r| r.decisions).sum();
        assert_eq!(all.decisions, sum);
        assert!(all.nodes > 0);
    }

    #[test]
    fn with_a_node_cap_depths_and_nodes_depend_on_the_seed_alone() {
        let figures = |report: SearchReport| -> Vec<_> {
            report
                .phases
                .into_iter()
                .map(|r| {
                    (
                        r.decisions,
                        r.forced,
                        r.min_depth,
                        r.median_depth,
                        r.max_depth,
                        r.nodes,
                    )
                })
                .collect()
        };
        let first = run_morris_search(&capped_request()).unwrap();
        let second = run_morris_search(&capped_request()).unwrap();
        assert_eq!(first.hard_wins, second.hard_wins);
        assert_eq!(figures(first), figures(second));
    }

    #[test]
    fn an_unknown_opponent_is_a_usage_error() {
        let request = SearchRequest {
            games: 1,
            time_ms: Some(1.0),
            seed: 0,
            opponent: "grandmaster".to_string(),
            max_nodes: None,
        };
        assert!(matches!(
            run_morris_search(&request),
            Err(RefereeError::Usage(_))
        ));
    }
}
