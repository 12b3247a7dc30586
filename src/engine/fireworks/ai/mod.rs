//! The computer players of Fireworks.

pub mod easy;

use super::state::Fireworks;
use crate::engine::agent::{Agent, HasAgents, LevelSpec};

impl HasAgents for Fireworks {
    const LEVELS: &'static [&'static str] = &["easy"];

    fn agent(
        level: &str,
        _seed: u64,
        _max_work: Option<u64>,
    ) -> Result<Box<dyn Agent<Self>>, String> {
        let spec = LevelSpec::parse(level)?;
        match spec.name {
            "easy" => spec
                .without_time()
                .map(|_| -> Box<dyn Agent<Self>> { Box::new(easy::EasyAgent) }),
            other => Err(format!("unknown level `{other}`; try easy")),
        }
    }
}
