//! Computer players for 6 nimmt!: `easy` plays at random, `medium` is
//! greedy one-ply, `hard` runs Monte Carlo playouts over the unseen cards;
//! `highest` (always the highest card) is a benchmark opponent. [`rate`]
//! rates every legal move with `hard`'s playouts.

pub mod coach;
pub mod greedy;
pub mod highest;
pub mod monte_carlo;
pub mod rate;
pub mod sim;
pub mod unseen;

pub use greedy::GreedyAgent;
pub use highest::HighestAgent;
pub use monte_carlo::{MonteCarloAgent, Tuning};
pub use unseen::unseen_cards;

use super::Take5;
use crate::engine::agent::{Agent, Budget, HasAgents, LevelSpec, RandomAgent};

impl HasAgents for Take5 {
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard"];

    /// `easy`, `medium`, `hard` (`hard@MS` sets its time, at most the
    /// 100 ms protocol limit), or the benchmark `highest`.
    fn agent(
        level: &str,
        seed: u64,
        max_work: Option<u64>,
    ) -> Result<Box<dyn Agent<Self>>, String> {
        let spec = LevelSpec::parse(level)?;
        match spec.name {
            "hard" => Ok(Box::new(MonteCarloAgent::with_budget(
                seed,
                Budget {
                    time_ms: spec.time_ms.unwrap_or(monte_carlo::DEFAULT_MS),
                    max_work,
                },
            ))),
            "easy" => spec
                .without_time()
                .map(|_| -> Box<dyn Agent<Self>> { Box::new(RandomAgent::new(seed)) }),
            "medium" => spec
                .without_time()
                .map(|_| -> Box<dyn Agent<Self>> { Box::new(GreedyAgent) }),
            "highest" => spec
                .without_time()
                .map(|_| -> Box<dyn Agent<Self>> { Box::new(HighestAgent) }),
            other => Err(format!(
                "unknown level `{other}`; try easy, medium, hard or highest"
            )),
        }
    }
}
