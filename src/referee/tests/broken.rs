//! A deliberately broken game, to check that the referee stops with an
//! error instead of looping when a game breaks the `Game` contract.
//! Seed 0: the game is never over yet nobody must act. Other seeds: seat
//! 0 must act forever, every action is refused and a forfeit changes
//! nothing.

use serde::{Deserialize, Serialize};

use crate::engine::agent::{Agent, HasAgents, RandomAgent};
use crate::engine::game::{Explain, Game, GameKind, Goal, Information, Seat, Turns};
use crate::engine::outcome::{Outcome, ScoreOrder};
use crate::engine::protocol::Protocol;

/// The broken game's state.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Broken {
    seed: u64,
}

/// The broken game has nothing to tell.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) struct Nothing;

impl Explain for Nothing {
    fn explain(&self, _: &[String]) -> String {
        "Nothing happens.".to_string()
    }
}

impl Game for Broken {
    type Options = ();
    type Action = u32;
    type Event = Nothing;
    type View = ();
    type RuleError = String;
    const ID: &'static str = "broken";
    const TITLE: &'static str = "Broken";
    const KIND: GameKind = GameKind {
        goal: Goal::Competitive,
        information: Information::Perfect,
        turns: Turns::Sequential,
        seats: 2,
        score_order: ScoreOrder::HigherIsBetter,
    };

    fn name() -> crate::text::Msg {
        crate::text::t::testgame_broken_name()
    }

    fn new(_: &(), seed: u64) -> (Self, Vec<Nothing>) {
        (Broken { seed }, vec![])
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.seed == 0 {
            vec![]
        } else {
            vec![0]
        }
    }

    fn legal_actions(&self, _: Seat) -> Vec<u32> {
        vec![1]
    }

    fn apply(&mut self, _: Seat, _: &u32) -> Result<Vec<Nothing>, String> {
        Err("nothing is ever allowed".to_string())
    }

    fn forfeit(&mut self, _: Seat, _: &str) -> Vec<Nothing> {
        vec![]
    }

    fn view(&self, _: Seat) {}

    fn outcome(&self) -> Option<Outcome> {
        None
    }
}

impl Protocol for Broken {
    const FIRST_ANSWER_MS: u64 = 1000;
    const ANSWER_MS: u64 = 100;

    fn initial_input(&self, _: Seat) -> Vec<String> {
        vec![]
    }

    fn turn_input(&self, _: Seat) -> Vec<String> {
        vec!["?".to_string()]
    }

    fn parse_answer(&self, _: Seat, line: &str) -> Result<u32, String> {
        Err(format!("`{line}` means nothing here"))
    }

    fn render_action(&self, _: Seat, action: &u32) -> String {
        action.to_string()
    }
}

impl HasAgents for Broken {
    const LEVELS: &'static [&'static str] = &["easy"];

    fn agent(_: &str, seed: u64, _: Option<u64>) -> Result<Box<dyn Agent<Self>>, String> {
        Ok(Box::new(RandomAgent::new(seed)))
    }
}
