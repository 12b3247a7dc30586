//! [`Fireworks`]: a game of four rounds (rule 2), the round being played,
//! the results of the rounds before it, and the game score (rule 10).

use serde::Serialize;

use super::actions::FireworksAction;
use super::error::FireworksError;
use super::events::{FireworksEvent, RoundEnd};
use super::options::{FireworksOptions, Rules, PLAYERS};
use super::round::Round;
use crate::engine::game::Seat;
use crate::engine::outcome::{Outcome, ScoreOrder};

/// Players in a game (rule 2).
pub const SEATS: usize = 4;

/// How one finished round went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    /// The round, from 0.
    pub round: u8,
    /// Its players in round-id order.
    pub players: [Seat; PLAYERS],
    /// The fireworks' heights at the end.
    pub heights: [u8; 5],
    /// Each round id's own mistakes.
    pub mistakes: [u8; PLAYERS],
    /// Each round id's points (rule 9; 0 after a forfeit, rule 13).
    pub points: [i64; PLAYERS],
    /// Why it ended.
    pub end: RoundEnd,
    /// The player who forfeited, if one did.
    pub forfeited: Option<Seat>,
    /// The turns it lasted.
    pub turns: u16,
}

impl RoundResult {
    /// The sum of the fireworks' heights (out of 25).
    pub fn height(&self) -> u8 {
        self.heights.iter().sum()
    }
}

/// A game of Fireworks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fireworks {
    /// Tokens, mistakes and final turns.
    pub(crate) rules: Rules,
    /// Rounds in this game (1..=4).
    pub(crate) rounds: u8,
    /// The game's seed (every round's shuffle derives from it).
    pub(crate) seed: u64,
    /// The round being played (the last one once the game is over).
    pub(crate) round: Round,
    /// The finished rounds, in order.
    pub(crate) results: Vec<RoundResult>,
    /// Whether the last round has ended.
    pub(crate) over: bool,
}

impl Fireworks {
    /// A new game and the event of its first deal.
    pub fn start(options: &FireworksOptions, seed: u64) -> (Fireworks, Vec<FireworksEvent>) {
        let rules = options.rules;
        let valid_preset = options
            .preset
            .as_ref()
            .filter(|p| p.validate(rules).is_ok());
        let round = match valid_preset {
            Some(preset) => Round::from_preset(0, rules, preset, seed),
            None => Round::deal(0, rules, seed),
        };
        let game = Fireworks {
            rules,
            rounds: options.round_count(),
            seed,
            round,
            results: Vec::new(),
            over: false,
        };
        let started = game
            .round
            .started_event(game.rounds, rules, valid_preset.is_some());
        (game, vec![started])
    }

    /// The rules of this game.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The round being played (the last one once the game is over).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The finished rounds.
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }

    /// Rounds in this game.
    pub fn round_count(&self) -> u8 {
        self.rounds
    }

    /// Each player's game score so far: the sum of their finished rounds.
    pub fn scores(&self) -> [i64; SEATS] {
        let mut scores = [0; SEATS];
        for result in &self.results {
            for (id, &seat) in result.players.iter().enumerate() {
                scores[seat] += result.points[id];
            }
        }
        scores
    }

    /// The round id of `seat` if it is the one to act.
    pub(crate) fn acting_id(&self, seat: Seat) -> Result<usize, FireworksError> {
        if self.over {
            return Err(FireworksError::GameOver);
        }
        if self.round.acting_seat() != seat {
            return Err(FireworksError::NotYourTurn(seat));
        }
        Ok(self.round.current)
    }

    /// Why the rules would refuse `action` by `seat` now (`None`: it is
    /// allowed), for a form that disables a choice with its reason.
    pub fn refusal(&self, seat: Seat, action: FireworksAction) -> Option<FireworksError> {
        self.acting_id(seat)
            .and_then(|id| self.round.check(id, action, self.rules))
            .err()
    }

    /// Applies `action` of `seat`.
    pub(crate) fn act(
        &mut self,
        seat: Seat,
        action: FireworksAction,
    ) -> Result<Vec<FireworksEvent>, FireworksError> {
        let id = self.acting_id(seat)?;
        self.round.check(id, action, self.rules)?;
        let mut events = Vec::with_capacity(4);
        self.round.act(action, self.rules, &mut events);
        if self.round.end.is_some() {
            self.finish_round(&mut events);
        }
        Ok(events)
    }

    /// `seat` forfeits the round it is playing (rule 13); nothing happens
    /// for a seat that sits the round out or once the game is over.
    pub(crate) fn forfeit_round(&mut self, seat: Seat, reason: &str) -> Vec<FireworksEvent> {
        let mut events = Vec::new();
        if self.over {
            return events;
        }
        if let Some(id) = self.round.round_id(seat) {
            self.round.forfeit(id, reason, &mut events);
            self.finish_round(&mut events);
        }
        events
    }

    /// Scores the round that just ended and deals the next, or ends the
    /// game after the last.
    fn finish_round(&mut self, events: &mut Vec<FireworksEvent>) {
        let round = &self.round;
        let end = round.end.expect("only an ended round is finished");
        let result = RoundResult {
            round: round.index,
            players: round.players,
            heights: round.fireworks,
            mistakes: round.mistakes,
            points: round.points(),
            end,
            forfeited: round.forfeited.map(|id| round.players[id]),
            turns: round.history.len() as u16,
        };
        events.push(FireworksEvent::RoundOver {
            round: result.round,
            end,
            heights: result.heights,
            players: result.players,
            mistakes: result.mistakes,
            points: result.points,
            forfeited: result.forfeited,
        });
        self.results.push(result);
        let next = self.round.index + 1;
        if next < self.rounds {
            self.round = Round::deal(next, self.rules, self.seed);
            events.push(self.round.started_event(self.rounds, self.rules, false));
        } else {
            self.over = true;
            let outcome = self.final_outcome();
            events.push(FireworksEvent::GameOver {
                scores: std::array::from_fn(|s| outcome.scores[s]),
                ranks: std::array::from_fn(|s| outcome.ranks[s]),
            });
        }
    }

    /// Scores and ranks from the finished rounds (rule 10).
    pub(crate) fn final_outcome(&self) -> Outcome {
        Outcome::rank(self.scores().to_vec(), ScoreOrder::HigherIsBetter, &[])
    }
}
