//! Fireworks as a [`Cooperative`] game: each finished round as team
//! figures, and single rounds for `referee coop` (round 0, players 1 to
//! 3, or one game of a standard table with every seat playing).

use super::events::{level_points, RoundEnd};
use super::options::FireworksOptions;
use super::round::players_of;
use super::state::Fireworks;
use crate::engine::game::Seat;
use crate::engine::team::{Cooperative, TeamRound};

/// The most points a player scores in a round: 10 + 75 level points.
const MAX_POINTS: f64 = 85.0;

impl Cooperative for Fireworks {
    fn team_rounds(&self) -> Vec<TeamRound> {
        let max_height = u32::from(self.layout().deck.max_height());
        // At a standard table the points are the team's score: the
        // height, or 0 when the fatal mistake or a forfeit ended it.
        let max_points = match self.layout().table {
            Some(_) => f64::from(max_height),
            None => MAX_POINTS,
        };
        self.results()
            .iter()
            .map(|r| {
                debug_assert!(level_points(&r.heights) <= 75 || self.layout().table.is_some());
                TeamRound {
                    points: r.points.iter().sum::<i64>() as f64 / r.points.len() as f64,
                    max_points,
                    height: u32::from(r.height()),
                    max_height,
                    score: match self.layout().table {
                        Some(_) => r.points.first().map_or(0, |&p| p.max(0) as u32),
                        None => level_points(&r.heights),
                    },
                    // A colour's levels played add up to 1 + … + 5.
                    max_score: match self.layout().table {
                        Some(_) => max_height,
                        None => max_height * 3,
                    },
                    mistakes: r.mistakes.iter().map(|&m| u32::from(m)).sum(),
                    fatal: r.end == RoundEnd::FatalMistake,
                    forfeit: r.end == RoundEnd::Forfeit,
                }
            })
            .collect()
    }

    /// Round 0 of the CodinGame game (players 1 to 3), or the whole
    /// game of a standard table (every seat plays).
    fn single_round(options: FireworksOptions) -> (FireworksOptions, Vec<Seat>) {
        match options.table() {
            Some(n) => (options, (0..n).collect()),
            None => (options.one_round(), players_of(0).to_vec()),
        }
    }
}
