//! Duel, a test game with simultaneous turns: for three rounds both seats
//! secretly pick 1, 2 or 3 and add it to their score. A forfeit costs only
//! the current round (the pick counts 0) and the seat is asked again next
//! round, like a Fireworks round; a seat that ever forfeited ranks last.

use serde::{Deserialize, Serialize};

use crate::engine::agent::{Agent, HasAgents, RandomAgent};
use crate::engine::game::{seat_name, Explain, Game, GameKind, Goal, Information, Seat, Turns};
use crate::engine::outcome::{Outcome, ScoreOrder};
use crate::engine::protocol::Protocol;

/// Rounds in a game.
pub(super) const ROUNDS: u32 = 3;

/// Duel state.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Duel {
    round: u32,
    picks: [Option<u32>; 2],
    totals: [i64; 2],
    forfeited: [bool; 2],
}

/// Duel events.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(super) enum DuelEvent {
    /// A seat picked (secretly).
    Picked(Seat),
    /// A seat lost the round's pick.
    Forfeited(Seat),
    /// Both picks were added.
    Scored([i64; 2]),
}

impl Explain for DuelEvent {
    fn explain(&self, names: &[String]) -> String {
        match self {
            DuelEvent::Picked(seat) => format!("{} picks.", seat_name(names, *seat)),
            DuelEvent::Forfeited(seat) => {
                format!("{} scores nothing this round.", seat_name(names, *seat))
            }
            DuelEvent::Scored([a, b]) => format!("The totals are now {a} and {b}."),
        }
    }
}

impl Duel {
    fn resolve_if_done(&mut self, events: &mut Vec<DuelEvent>) {
        if self.picks.iter().all(Option::is_some) {
            for (total, pick) in self.totals.iter_mut().zip(self.picks) {
                *total += i64::from(pick.unwrap_or(0));
            }
            self.picks = [None; 2];
            self.round += 1;
            events.push(DuelEvent::Scored(self.totals));
        }
    }
}

impl Game for Duel {
    type Options = ();
    type Action = u32;
    type Event = DuelEvent;
    type View = u32;
    type RuleError = String;
    const ID: &'static str = "duel";
    const TITLE: &'static str = "Duel";
    const KIND: GameKind = GameKind {
        goal: Goal::Competitive,
        information: Information::Perfect,
        turns: Turns::Simultaneous,
        seats: 2,
        score_order: ScoreOrder::HigherIsBetter,
    };

    fn name() -> crate::text::Msg {
        crate::text::t::testgame_duel_name()
    }

    fn new(_: &(), _: u64) -> (Self, Vec<DuelEvent>) {
        let state = Duel {
            round: 0,
            picks: [None; 2],
            totals: [0; 2],
            forfeited: [false; 2],
        };
        (state, vec![])
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.round >= ROUNDS {
            return vec![];
        }
        (0..2).filter(|&s| self.picks[s].is_none()).collect()
    }

    fn legal_actions(&self, seat: Seat) -> Vec<u32> {
        if self.to_act().contains(&seat) {
            vec![1, 2, 3]
        } else {
            vec![]
        }
    }

    fn apply(&mut self, seat: Seat, action: &u32) -> Result<Vec<DuelEvent>, String> {
        if !self.legal_actions(seat).contains(action) {
            return Err(format!("seat {seat} cannot pick {action} now"));
        }
        self.picks[seat] = Some(*action);
        let mut events = vec![DuelEvent::Picked(seat)];
        self.resolve_if_done(&mut events);
        Ok(events)
    }

    fn forfeit(&mut self, seat: Seat, _: &str) -> Vec<DuelEvent> {
        self.forfeited[seat] = true;
        self.picks[seat] = Some(0);
        let mut events = vec![DuelEvent::Forfeited(seat)];
        self.resolve_if_done(&mut events);
        events
    }

    fn view(&self, _: Seat) -> u32 {
        self.round
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.round >= ROUNDS).then(|| {
            Outcome::rank(
                self.totals.to_vec(),
                ScoreOrder::HigherIsBetter,
                &self.forfeited,
            )
        })
    }
}

impl Protocol for Duel {
    const FIRST_ANSWER_MS: u64 = 1000;
    const ANSWER_MS: u64 = 100;

    fn initial_input(&self, seat: Seat) -> Vec<String> {
        vec![format!("2 {seat}")]
    }

    fn turn_input(&self, _: Seat) -> Vec<String> {
        vec![format!("round {}", self.round)]
    }

    fn parse_answer(&self, seat: Seat, line: &str) -> Result<u32, String> {
        let pick = line
            .strip_prefix("PICK ")
            .and_then(|n| n.parse::<u32>().ok())
            .ok_or_else(|| format!("expected `PICK <n>`, got `{line}`"))?;
        if !self.legal_actions(seat).contains(&pick) {
            return Err(format!("cannot pick {pick}"));
        }
        Ok(pick)
    }

    fn render_action(&self, _: Seat, action: &u32) -> String {
        format!("PICK {action}")
    }
}

impl HasAgents for Duel {
    const LEVELS: &'static [&'static str] = &["easy"];

    fn agent(level: &str, seed: u64, _: Option<u64>) -> Result<Box<dyn Agent<Self>>, String> {
        match level {
            "easy" => Ok(Box::new(RandomAgent::new(seed))),
            other => Err(format!("unknown level `{other}`")),
        }
    }
}
