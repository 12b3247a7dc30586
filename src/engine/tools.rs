//! The optional tools a game offers besides play, arena and bench (all
//! used by the native `referee`): perft, named rules presets, team figures
//! of a cooperative game and search statistics. Each game says which it
//! has in its own folder by implementing [`GameTools`]; every tool is
//! "none" unless the game names it, so the referee's list of games is one
//! uniform line per game. Pure data: the engine never depends on the
//! referee.

use super::agent::{Budget, Clock, SearchFigures, SearchStats};
use super::game::{Game, Perft, Seat};
use super::team::TeamTool;

/// A game's perft function: leaf positions `depth` moves from the start.
pub type PerftFn = fn(u32) -> u64;

/// A game's rules presets by name (`--preset NAME`): the options, or why
/// the name is unknown.
pub type PresetFn<G> = fn(&str) -> Result<<G as Game>::Options, String>;

/// [`SearchStats::search`] as a value: one decision of the searching
/// level with how far it searched.
pub type SearchDecisionFn<G> =
    fn(&G, Seat, u64, Budget, &dyn Clock) -> (<G as Game>::Action, SearchFigures);

/// A searching AI's [`SearchStats`] as values, so that a game can list
/// them among its tools ([`GameTools::SEARCH`]).
pub struct SearchTool<G: Game> {
    /// [`SearchStats::SEARCH_MS`].
    pub search_ms: f64,
    /// [`SearchStats::PHASES`].
    pub phases: &'static [&'static str],
    /// [`SearchStats::phase_of`].
    pub phase_of: fn(&G, Seat) -> &'static str,
    /// [`SearchStats::search`].
    pub search: SearchDecisionFn<G>,
}

impl<G: SearchStats> SearchTool<G> {
    /// The search statistics of `G`.
    pub const fn of() -> SearchTool<G> {
        SearchTool {
            search_ms: G::SEARCH_MS,
            phases: G::PHASES,
            phase_of: G::phase_of,
            search: G::search,
        }
    }
}

/// A game's random playouts on its own position core (`referee bench
/// --core`): `games` games from seeds `seed, seed + 1, …`; the moves
/// played in all.
pub type CorePlayoutsFn = fn(u64, u64) -> u64;

/// The perft function of a game that has one, for [`GameTools::PERFT`].
pub const fn perft_of<G: Perft>() -> PerftFn {
    G::perft
}

/// A named rule set a game offers besides its default (CodinGame) rules:
/// the referee's `--preset NAME` and a choice of the new-game form. Its
/// options come from [`GameTools::PRESETS`] with the same name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleSet {
    /// The preset's name (`to-66`), as the referee takes it.
    pub name: &'static str,
    /// What the form calls it (`Boxed rules: to 66 cows`).
    pub title: &'static str,
    /// What it changes, in one or two sentences for the form and the
    /// rules page.
    pub summary: &'static str,
}

/// The optional tools of a game, each `None` unless the game names it.
pub trait GameTools: Game {
    /// `referee perft`: move-path counts from the default start.
    const PERFT: Option<PerftFn> = None;
    /// Named rules presets (`--preset NAME` of play, arena and coop).
    const PRESETS: Option<PresetFn<Self>> = None;
    /// The rule sets [`GameTools::PRESETS`] knows, the default (CodinGame)
    /// one first; empty when the game has only its default rules.
    const RULE_SETS: &'static [RuleSet] = &[];
    /// Team figures and single rounds of a cooperative game (the arena's
    /// team report, `referee coop`).
    const TEAM: Option<TeamTool<Self>> = None;
    /// `referee search`: the searching AI's depth and nodes per phase.
    const SEARCH: Option<SearchTool<Self>> = None;
    /// `referee bench --core`: random playouts on the position core its
    /// search and solver use, without the [`Game`] interface.
    const CORE_PLAYOUTS: Option<CorePlayoutsFn> = None;
}

/// The team's score of `state` under `G`'s team tool: its finished
/// rounds' scores added up (in the units of the deal's best), and the
/// most they could add up to (`None` for a game that is not
/// cooperative). The deal of the day compares teams by it.
pub fn team_score<G: GameTools>(state: &G) -> Option<(u32, u32)> {
    let rounds = (G::TEAM?.rounds)(state);
    Some(rounds.iter().fold((0, 0), |(score, most), round| {
        (score + round.score, most + round.max_score)
    }))
}
