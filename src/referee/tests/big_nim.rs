//! Nim whose every turn input carries a 256 KiB padding line: far more
//! than a pipe holds, so a bot that never reads would block a referee that
//! wrote to it directly.

use crate::engine::agent::{Agent, HasAgents, RandomAgent};
use crate::engine::game::{Game, GameKind, Goal, Information, Seat, Turns};
use crate::engine::outcome::{Outcome, ScoreOrder};
use crate::engine::protocol::Protocol;
use crate::engine::testgame::{Nim, NimEvent};

/// Bytes of padding per turn input.
const PADDING: usize = 256 * 1024;

/// Nim with bulky turn inputs.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct BigNim(Nim);

impl Game for BigNim {
    type Options = ();
    type Action = u32;
    type Event = NimEvent;
    type View = (u32, Seat);
    type RuleError = String;
    const ID: &'static str = "bignim";
    const TITLE: &'static str = "Nim with bulky input";
    const KIND: GameKind = GameKind {
        goal: Goal::Competitive,
        information: Information::Perfect,
        turns: Turns::Sequential,
        seats: 2,
        score_order: ScoreOrder::HigherIsBetter,
    };

    fn new(options: &(), seed: u64) -> (Self, Vec<NimEvent>) {
        let (nim, events) = Nim::new(options, seed);
        (BigNim(nim), events)
    }

    fn seat_count(&self) -> usize {
        self.0.seat_count()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.0.to_act()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<u32> {
        self.0.legal_actions(seat)
    }

    fn apply(&mut self, seat: Seat, action: &u32) -> Result<Vec<NimEvent>, String> {
        self.0.apply(seat, action)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Vec<NimEvent> {
        self.0.forfeit(seat, reason)
    }

    fn view(&self, seat: Seat) -> (u32, Seat) {
        self.0.view(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
}

impl Protocol for BigNim {
    const FIRST_ANSWER_MS: u64 = Nim::FIRST_ANSWER_MS;
    const ANSWER_MS: u64 = Nim::ANSWER_MS;

    fn initial_input(&self, seat: Seat) -> Vec<String> {
        self.0.initial_input(seat)
    }

    fn turn_input(&self, seat: Seat) -> Vec<String> {
        let mut lines = self.0.turn_input(seat);
        lines.push("#".repeat(PADDING));
        lines
    }

    fn parse_answer(&self, seat: Seat, line: &str) -> Result<u32, String> {
        self.0.parse_answer(seat, line)
    }

    fn render_action(&self, seat: Seat, action: &u32) -> String {
        self.0.render_action(seat, action)
    }
}

impl HasAgents for BigNim {
    const LEVELS: &'static [&'static str] = &["easy"];

    fn agent(level: &str, seed: u64, _: Option<u64>) -> Result<Box<dyn Agent<Self>>, String> {
        match level {
            "easy" => Ok(Box::new(RandomAgent::new(seed))),
            other => Err(format!("unknown level `{other}`")),
        }
    }
}
