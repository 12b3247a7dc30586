//! Nim: a pile of 10..=19 tokens (from the seed); two seats alternately
//! take 1, 2 or 3; whoever takes the last token wins. A forfeiting seat
//! loses at once. [`PaddedNim`] adds a line of `PADDING` bytes to every
//! turn input (the referee's tests of bots that never read); [`Nim`] has
//! none.

use serde::{Deserialize, Serialize};

use crate::engine::agent::{Agent, HasAgents, RandomAgent};
use crate::engine::game::{
    seat_name, Explain, Game, GameKind, Goal, Information, Seat, Secrets, Turns,
};
use crate::engine::outcome::{Outcome, ScoreOrder};
use crate::engine::protocol::Protocol;
use crate::engine::rng::Pcg32;

/// Nim with no padding.
pub type Nim = PaddedNim<0>;

/// Nim state; a line of `PADDING` bytes ends every turn input (when not 0).
#[derive(Clone, Debug, PartialEq)]
pub struct PaddedNim<const PADDING: usize> {
    pile: u32,
    next: Seat,
    winner: Option<Seat>,
    forfeited: [bool; 2],
}

/// Nim events.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum NimEvent {
    /// The pile was set up.
    Started {
        /// Tokens in the pile.
        pile: u32,
    },
    /// A seat took tokens.
    Took {
        /// Who.
        seat: Seat,
        /// How many.
        count: u32,
        /// What is left.
        left: u32,
    },
    /// The game ended.
    Won {
        /// Winner.
        seat: Seat,
    },
    /// A seat was removed.
    Forfeited {
        /// Who.
        seat: Seat,
        /// Why.
        reason: String,
    },
}

impl Explain for NimEvent {
    fn explain(&self, names: &[String]) -> String {
        match self {
            NimEvent::Started { pile } => format!("The pile starts with {pile} tokens."),
            NimEvent::Took { seat, count, left } => {
                format!("{} takes {count}; {left} left.", seat_name(names, *seat))
            }
            NimEvent::Won { seat } => {
                format!("{} took the last token and wins.", seat_name(names, *seat))
            }
            NimEvent::Forfeited { seat, reason } => {
                format!("{} is out ({reason}) and loses.", seat_name(names, *seat))
            }
        }
    }
}

impl<const PADDING: usize> Game for PaddedNim<PADDING> {
    type Options = ();
    type Action = u32;
    type Event = NimEvent;
    type View = (u32, Seat);
    type RuleError = String;
    const ID: &'static str = "nim";
    const TITLE: &'static str = "Nim";
    const KIND: GameKind = GameKind {
        goal: Goal::Competitive,
        information: Information::Perfect,
        turns: Turns::Sequential,
        seats: 2,
        score_order: ScoreOrder::HigherIsBetter,
    };

    fn name() -> crate::text::Msg {
        crate::text::t::testgame_nim_name()
    }

    fn new(_: &(), seed: u64) -> (Self, Vec<NimEvent>) {
        let pile = 10 + Pcg32::new(seed).below(10);
        let state = PaddedNim {
            pile,
            next: 0,
            winner: None,
            forfeited: [false; 2],
        };
        (state, vec![NimEvent::Started { pile }])
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.winner.is_some() {
            vec![]
        } else {
            vec![self.next]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<u32> {
        if self.winner.is_some() || seat != self.next {
            return vec![];
        }
        (1..=self.pile.min(3)).collect()
    }

    fn apply(&mut self, seat: Seat, action: &u32) -> Result<Vec<NimEvent>, String> {
        if !self.legal_actions(seat).contains(action) {
            return Err(format!("seat {seat} cannot take {action} now"));
        }
        self.pile -= action;
        let mut events = vec![NimEvent::Took {
            seat,
            count: *action,
            left: self.pile,
        }];
        if self.pile == 0 {
            self.winner = Some(seat);
            events.push(NimEvent::Won { seat });
        } else {
            self.next = 1 - seat;
        }
        Ok(events)
    }

    fn forfeit(&mut self, seat: Seat, reason: &str) -> Vec<NimEvent> {
        self.forfeited[seat] = true;
        self.winner = Some(1 - seat);
        vec![
            NimEvent::Forfeited {
                seat,
                reason: reason.to_string(),
            },
            NimEvent::Won { seat: 1 - seat },
        ]
    }

    fn view(&self, seat: Seat) -> (u32, Seat) {
        (self.pile, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = self.winner?;
        let scores = (0..2).map(|s| i64::from(s == winner)).collect();
        Some(Outcome::rank(
            scores,
            ScoreOrder::HigherIsBetter,
            &self.forfeited,
        ))
    }
}

impl crate::engine::game::Perft for Nim {
    fn perft(depth: u32) -> u64 {
        crate::engine::bench::count_leaves(&Self::new(&(), 0).0, depth)
    }
}

/// Nim offers `referee perft` (the referee's tests use it).
impl crate::engine::tools::GameTools for Nim {
    const PERFT: Option<crate::engine::tools::PerftFn> =
        Some(crate::engine::tools::perft_of::<Nim>());
}

impl Secrets for Nim {
    type Secret = ();

    fn hidden_from(&self, _: Seat) -> Vec<()> {
        Vec::new()
    }

    fn named_by(&self, _: &NimEvent) -> Vec<()> {
        Vec::new()
    }
}

impl<const PADDING: usize> Protocol for PaddedNim<PADDING> {
    const FIRST_ANSWER_MS: u64 = 1000;
    const ANSWER_MS: u64 = 100;

    fn initial_input(&self, seat: Seat) -> Vec<String> {
        vec![format!("2 {seat}")]
    }

    fn turn_input(&self, _: Seat) -> Vec<String> {
        let mut lines = vec![self.pile.to_string()];
        if PADDING > 0 {
            lines.push("#".repeat(PADDING));
        }
        lines
    }

    fn parse_answer(&self, seat: Seat, line: &str) -> Result<u32, String> {
        let count = line
            .strip_prefix("TAKE ")
            .ok_or_else(|| format!("expected `TAKE <n>`, got `{line}`"))?
            .trim()
            .parse::<u32>()
            .map_err(|_| format!("`{line}` does not name a number"))?;
        if !self.legal_actions(seat).contains(&count) {
            return Err(format!("cannot take {count} from a pile of {}", self.pile));
        }
        Ok(count)
    }

    fn render_action(&self, _: Seat, action: &u32) -> String {
        format!("TAKE {action}")
    }
}

/// Takes enough to leave a multiple of four when it can.
struct PerfectNim;

impl<const PADDING: usize> Agent<PaddedNim<PADDING>> for PerfectNim {
    fn choose(
        &mut self,
        _: Seat,
        view: &(u32, Seat),
        legal: &[u32],
        _: &dyn crate::engine::agent::Clock,
    ) -> u32 {
        let want = view.0 % 4;
        if legal.contains(&want) {
            want
        } else {
            legal[0]
        }
    }
}

impl<const PADDING: usize> HasAgents for PaddedNim<PADDING> {
    const LEVELS: &'static [&'static str] = &["easy", "perfect"];

    fn agent(level: &str, seed: u64, _: Option<u64>) -> Result<Box<dyn Agent<Self>>, String> {
        match level {
            "easy" => Ok(Box::new(RandomAgent::new(seed))),
            "perfect" => Ok(Box::new(PerfectNim)),
            other => Err(format!("unknown level `{other}`; try easy or perfect")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::record::{replay, replay_states, ReplayError, RECORD_FORMAT};
    use crate::engine::session::Session;

    fn finished_session() -> Session<Nim> {
        let mut session = Session::<Nim>::new((), 3);
        while let Some(&seat) = session.state().to_act().first() {
            let take = session.state().legal_actions(seat)[0];
            session.play(seat, take).unwrap();
        }
        session
    }

    /// The bench's playouts, on Nim (here, as the bench itself does not
    /// know the test games).
    #[test]
    fn a_playout_series_is_the_sum_of_its_playouts() {
        use crate::engine::bench::{random_playout, random_playouts};
        let total: u64 = (7..17).map(|s| random_playout::<Nim>(s).unwrap()).sum();
        assert_eq!(random_playouts::<Nim>(10, 7), Ok(total));
        assert_eq!(random_playouts::<Nim>(0, 7), Ok(0));
    }

    #[test]
    fn nim_passes_the_conformance_suite() {
        let summary = crate::engine::conformance::check::<Nim>(0..200).unwrap();
        assert_eq!(summary.games, 200);
    }

    #[test]
    fn replaying_a_record_reproduces_every_state() {
        let session = finished_session();
        let states = replay_states::<Nim>(session.record()).unwrap();
        assert_eq!(states.last().unwrap(), session.state());
        assert_eq!(states.len(), session.record().steps.len() + 1);
        for (i, state) in states.iter().enumerate() {
            assert_eq!(*state, session.state_after_steps(i));
        }
    }

    #[test]
    fn a_refused_action_leaves_the_state_unchanged() {
        let mut session = Session::<Nim>::new((), 3);
        let before = session.clone();
        assert!(session.play(0, 7).is_err());
        assert!(session.play(1, 1).is_err());
        assert_eq!(session, before);
    }

    #[test]
    fn undo_is_replay_minus_the_last_step() {
        let mut session = Session::<Nim>::new((), 9);
        session.play(0, 2).unwrap();
        let after_one = session.clone();
        session.play(1, 3).unwrap();
        session.undo(1);
        assert_eq!(session, after_one);
    }

    #[test]
    fn records_round_trip_through_json_and_check_their_format() {
        let session = finished_session();
        let json = serde_json::to_string(session.record()).unwrap();
        let mut back: crate::engine::record::GameRecord<Nim> = serde_json::from_str(&json).unwrap();
        assert_eq!(&back, session.record());
        assert_eq!(replay::<Nim>(&back).unwrap(), *session.state());
        back.format = RECORD_FORMAT + 1;
        assert_eq!(
            replay::<Nim>(&back),
            Err(ReplayError::Format {
                found: RECORD_FORMAT + 1
            })
        );
    }

    #[test]
    fn a_forfeit_ends_nim_and_ranks_the_forfeiter_last() {
        let mut session = Session::<Nim>::new((), 1);
        session.forfeit(0, "timeout");
        let outcome = session.state().outcome().unwrap();
        assert_eq!(outcome.ranks, vec![2, 1]);
        let names = vec!["Ann".to_string()];
        let text = session.log().last().unwrap().event.explain(&names);
        assert_eq!(text, "Seat 2 took the last token and wins.");
    }
}
