//! The computer players of Fireworks.
//!
//! - [`easy`]: plays known playable cards, hints playable cards, discards
//!   its oldest untouched card;
//! - [`medium`]: the human-style [`conventions`] (play hints, chop saves,
//!   no finesses);
//! - [`hard`]: medium plus rollouts over its own possible hands
//!   ([`sample`] draws the worlds);
//! - [`hat`]: the hat (information) strategy for AI-only teams;
//! - [`hat_search`]: the hat with a search over the player's own possible
//!   hands at a standard table (`hat-search`: in
//!   [`HasAgents::MORE_LEVELS`], offered to a seat but not one of the
//!   levels a puzzle counts).
//!
//! Every level is a function of the view (an agent lives for one
//! decision): [`table::Table::from_view`] replays the round's public
//! history to rebuild what the conventions say about every card.

pub mod coach;
pub mod conventions;
pub mod easy;
pub mod hard;
pub mod hat;
pub mod hat_search;
pub mod medium;
pub mod mind;
pub mod rate;
pub mod reason;
pub mod review_rate;
pub mod sample;
pub mod table;

use super::actions::FireworksAction;
use super::state::Fireworks;
use super::view::FireworksView;
use crate::engine::agent::{
    checked_choice, Agent, Budget, Clock, HasAgents, LevelSpec, ReasonTexts,
};
use crate::engine::game::Seat;
use reason::{Reason, Why};
use table::Table;

/// The `medium` computer player.
#[derive(Clone, Copy, Debug, Default)]
pub struct MediumAgent;

impl MediumAgent {
    /// The medium decision for `view`'s player to act, with its reason.
    pub fn decide(
        &self,
        view: &FireworksView,
        legal: &[FireworksAction],
    ) -> (FireworksAction, Why) {
        let table = Table::from_view(view);
        let (mv, why) = medium::decide(&table);
        let action = table.action(mv);
        if legal.contains(&action) {
            (action, why)
        } else {
            // The table and the view always agree; stay legal if not.
            let slot = legal[0].slot().unwrap_or(0);
            (legal[0], Why::Gamble { slot, chance: 0 })
        }
    }
}

impl Agent<Fireworks> for MediumAgent {
    fn choose(
        &mut self,
        _: Seat,
        view: &FireworksView,
        legal: &[FireworksAction],
        _: &dyn Clock,
    ) -> FireworksAction {
        self.decide(view, legal).0
    }
}

/// The `hard` computer player: a fresh one per decision, seeded.
#[derive(Clone, Copy, Debug)]
pub struct HardAgent {
    seed: u64,
    budget: Budget,
}

impl HardAgent {
    /// A hard player for one decision with randomness from `seed` and
    /// `budget` (a rollout cap in `max_work` makes it deterministic).
    pub fn new(seed: u64, budget: Budget) -> HardAgent {
        HardAgent { seed, budget }
    }

    /// The hard decision for `view`'s player to act, with its reason and
    /// how far the search went.
    pub fn decide(
        &self,
        view: &FireworksView,
        legal: &[FireworksAction],
        clock: &dyn Clock,
    ) -> (FireworksAction, Why, hard::Searched) {
        let table = Table::from_view(view);
        let (mv, why, found) = hard::decide(&table, self.seed, self.budget, clock);
        let action = table.action(mv);
        if legal.contains(&action) {
            (action, why, found)
        } else {
            let slot = legal[0].slot().unwrap_or(0);
            (legal[0], Why::Gamble { slot, chance: 0 }, found)
        }
    }
}

impl Agent<Fireworks> for HardAgent {
    fn choose(
        &mut self,
        _: Seat,
        view: &FireworksView,
        legal: &[FireworksAction],
        clock: &dyn Clock,
    ) -> FireworksAction {
        self.decide(view, legal, clock).0
    }
}

/// The `hat` computer player.
#[derive(Clone, Copy, Debug, Default)]
pub struct HatAgent;

impl Agent<Fireworks> for HatAgent {
    fn choose(
        &mut self,
        _: Seat,
        view: &FireworksView,
        legal: &[FireworksAction],
        _: &dyn Clock,
    ) -> FireworksAction {
        hat::decide(view, legal).0
    }
}

/// The `hat-search` computer player: a fresh one per decision, seeded.
#[derive(Clone, Copy, Debug)]
pub struct HatSearchAgent {
    seed: u64,
    budget: Budget,
}

impl HatSearchAgent {
    /// A hat-search player for one decision with randomness from `seed`
    /// and `budget` (a rollout cap in `max_work` makes it deterministic).
    pub fn new(seed: u64, budget: Budget) -> HatSearchAgent {
        HatSearchAgent { seed, budget }
    }
}

impl Agent<Fireworks> for HatSearchAgent {
    fn choose(
        &mut self,
        _: Seat,
        view: &FireworksView,
        legal: &[FireworksAction],
        clock: &dyn Clock,
    ) -> FireworksAction {
        hat_search::decide(view, legal, self.seed, self.budget, clock).0
    }
}

/// The hat-search level's budget: `time_ms` or its default, and a rollout
/// cap (`max_work`, or the default cap).
fn hat_search_budget(time_ms: Option<f64>, max_work: Option<u64>) -> Budget {
    Budget {
        time_ms: time_ms.unwrap_or(hat_search::DEFAULT_MS),
        max_work: Some(max_work.unwrap_or(hat_search::DEFAULT_ROLLOUTS)),
    }
}

/// The hard level's budget: `time_ms` or its default, and a rollout cap
/// (`max_work`, or the default cap).
fn hard_budget(time_ms: Option<f64>, max_work: Option<u64>) -> Budget {
    Budget {
        time_ms: time_ms.unwrap_or(hard::DEFAULT_MS),
        max_work: Some(max_work.unwrap_or(hard::DEFAULT_ROLLOUTS)),
    }
}

/// One decision of `level` for `seat` with its reason, for the app's log
/// (`None` for the easy level, which gives none).
pub fn decide_with_reason(
    level: &str,
    seat: Seat,
    view: &FireworksView,
    legal: &[FireworksAction],
    seed: u64,
    max_work: Option<u64>,
    clock: &dyn Clock,
) -> Result<(FireworksAction, Option<Reason>), String> {
    let spec = LevelSpec::parse(level)?;
    match spec.name {
        "hard" => {
            let agent = HardAgent::new(seed, hard_budget(spec.time_ms, max_work));
            let (action, why, _) = agent.decide(view, legal, clock);
            Ok((action, Some(Reason { seat, why })))
        }
        "easy" => Ok((easy::EasyAgent.decide(view, legal), None)),
        "medium" => {
            let (action, why) = MediumAgent.decide(view, legal);
            Ok((action, Some(Reason { seat, why })))
        }
        "hat" => {
            let (action, why) = hat::decide(view, legal);
            Ok((action, Some(Reason { seat, why })))
        }
        "hat-search" => {
            let budget = hat_search_budget(spec.time_ms, max_work);
            let (action, why, _) = hat_search::decide(view, legal, seed, budget, clock);
            Ok((action, Some(Reason { seat, why })))
        }
        other => Err(format!("unknown level `{other}`")),
    }
}

impl HasAgents for Fireworks {
    const LEVELS: &'static [&'static str] = &["easy", "medium", "hard", "hat"];
    const MORE_LEVELS: &'static [&'static str] = &["hat-search"];

    /// `easy`, `medium`, `hard` (`hard@MS` sets its time), `hat`, and
    /// `hat-search` (`hat-search@MS`).
    fn agent(
        level: &str,
        seed: u64,
        max_work: Option<u64>,
    ) -> Result<Box<dyn Agent<Self>>, String> {
        let spec = LevelSpec::parse(level)?;
        match spec.name {
            "hard" => Ok(Box::new(HardAgent::new(
                seed,
                hard_budget(spec.time_ms, max_work),
            ))),
            "easy" => spec
                .without_time()
                .map(|_| -> Box<dyn Agent<Self>> { Box::new(easy::EasyAgent) }),
            "medium" => spec
                .without_time()
                .map(|_| -> Box<dyn Agent<Self>> { Box::new(MediumAgent) }),
            "hat" => spec
                .without_time()
                .map(|_| -> Box<dyn Agent<Self>> { Box::new(HatAgent) }),
            "hat-search" => Ok(Box::new(HatSearchAgent::new(
                seed,
                hat_search_budget(spec.time_ms, max_work),
            ))),
            other => Err(format!(
                "unknown level `{other}`; try easy, medium, hard, hat or hat-search"
            )),
        }
    }

    /// [`decide_with_reason`] on the seat's view, checked against the
    /// legal actions like [`crate::engine::agent::decide`]; the reason
    /// written for each reader with [`Reason::explain_for`].
    fn decide_explained(
        state: &Self,
        seat: Seat,
        level: &str,
        seed: u64,
        max_work: Option<u64>,
        clock: &dyn Clock,
    ) -> Result<(FireworksAction, Option<ReasonTexts>), String> {
        let (action, reason) = checked_choice(state, seat, level, |view, legal| {
            decide_with_reason(level, seat, view, legal, seed, max_work, clock)
        })?;
        let texts = reason.map(|reason| {
            ReasonTexts::write(
                crate::engine::game::Game::seat_count(state),
                |reader, names| reason.explain_for(reader, names),
            )
        });
        Ok((action, texts))
    }
}
