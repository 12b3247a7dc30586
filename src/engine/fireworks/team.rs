//! Fireworks as a [`Cooperative`] game: each finished round as team
//! figures, and single rounds (round 0, players 1 to 3) for `referee coop`.

use super::events::{level_points, RoundEnd};
use super::options::FireworksOptions;
use super::round::players_of;
use super::state::Fireworks;
use crate::engine::game::Seat;
use crate::engine::team::{Cooperative, TeamRound};

/// The most points a player scores in a round: 10 + 75 level points.
const MAX_POINTS: f64 = 85.0;
/// The fireworks' greatest total height.
const MAX_HEIGHT: u32 = 25;

impl Cooperative for Fireworks {
    fn team_rounds(&self) -> Vec<TeamRound> {
        self.results()
            .iter()
            .map(|r| {
                debug_assert!(level_points(&r.heights) <= 75);
                TeamRound {
                    points: r.points.iter().sum::<i64>() as f64 / r.points.len() as f64,
                    max_points: MAX_POINTS,
                    height: u32::from(r.height()),
                    max_height: MAX_HEIGHT,
                    mistakes: r.mistakes.iter().map(|&m| u32::from(m)).sum(),
                    fatal: r.end == RoundEnd::FatalMistake,
                    forfeit: r.end == RoundEnd::Forfeit,
                }
            })
            .collect()
    }

    fn single_round(options: FireworksOptions) -> (FireworksOptions, Vec<Seat>) {
        (options.one_round(), players_of(0).to_vec())
    }
}
