//! Team figures of a cooperative game (Fireworks), as data: how each
//! finished round went for the team. The referee sums them up
//! (`referee::team`); the game says what they are ([`Cooperative`]).

use serde::Serialize;

use super::game::{Game, Seat};

/// How one round of a cooperative game went for its team.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct TeamRound {
    /// The mean of the round's players' points.
    pub points: f64,
    /// The most points a player can score in a round.
    pub max_points: f64,
    /// The team's height (Fireworks: the fireworks' heights added up).
    pub height: u32,
    /// The greatest height (25).
    pub max_height: u32,
    /// The team's score of the round as the rules count it for the team
    /// (Fireworks: at a standard table the height, or 0 when the fatal
    /// mistake ended it; in a CodinGame round the level points played),
    /// in the units of the deal's best.
    pub score: u32,
    /// The greatest score.
    pub max_score: u32,
    /// Mistakes made by the team.
    pub mistakes: u32,
    /// Whether the round ended on the fatal mistake.
    pub fatal: bool,
    /// Whether a player forfeited it.
    pub forfeit: bool,
}

impl TeamRound {
    /// Whether the team reached the greatest height.
    pub fn complete(&self) -> bool {
        self.height == self.max_height
    }

    /// Whether every player scored the most points possible.
    pub fn perfect(&self) -> bool {
        self.points >= self.max_points
    }
}

/// What a cooperative game tells the referee about its team.
pub trait Cooperative: Game {
    /// Every finished round of the game so far, in order.
    fn team_rounds(&self) -> Vec<TeamRound>;

    /// The options of a one-round game built from `options`, and the seats
    /// that play that round (`referee coop`).
    fn single_round(options: Self::Options) -> (Self::Options, Vec<Seat>);
}

/// [`Cooperative::single_round`] as a value: the one-round options and
/// the seats that play the round.
pub type SingleRoundFn<G> = fn(<G as Game>::Options) -> (<G as Game>::Options, Vec<Seat>);

/// A cooperative game's [`Cooperative`] functions as values, so that a
/// game can list them among its tools ([`super::tools::GameTools::TEAM`]).
pub struct TeamTool<G: Game> {
    /// [`Cooperative::team_rounds`].
    pub rounds: fn(&G) -> Vec<TeamRound>,
    /// [`Cooperative::single_round`].
    pub single_round: SingleRoundFn<G>,
}

impl<G: Cooperative> TeamTool<G> {
    /// The team functions of `G`.
    pub const fn of() -> TeamTool<G> {
        TeamTool {
            rounds: G::team_rounds,
            single_round: G::single_round,
        }
    }
}
