//! [`Fireworks`]: a game of four rounds (rule 2), the round being played,
//! the results of the rounds before it, and the game score (rule 10).

use serde::{Deserialize, Serialize};

use super::actions::FireworksAction;
use super::cards::COLOURS;
use super::error::FireworksError;
use super::events::{FireworksEvent, RoundEnd};
use super::options::{FireworksOptions, Rules};
use super::round::{Layout, Round};
use crate::engine::game::Seat;
use crate::engine::outcome::{Outcome, ScoreOrder};

/// Players in the CodinGame game (rule 2).
pub const SEATS: usize = 4;

/// How one finished round went.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    /// The round, from 0.
    pub round: u8,
    /// Its players in round-id order.
    pub players: Vec<Seat>,
    /// The fireworks' heights at the end.
    pub heights: [u8; COLOURS],
    /// Each round id's own mistakes.
    pub mistakes: Vec<u8>,
    /// Each round id's points (rule 9; 0 after a forfeit, rule 13); at a
    /// standard table everyone's is the team's score (rules 24, 27).
    pub points: Vec<i64>,
    /// Why it ended.
    pub end: RoundEnd,
    /// The player who forfeited, if one did.
    pub forfeited: Option<Seat>,
    /// The turns it lasted.
    pub turns: u16,
}

impl RoundResult {
    /// The sum of the fireworks' heights (out of 25, or 30).
    pub fn height(&self) -> u8 {
        self.heights.iter().sum()
    }
}

/// A game of Fireworks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fireworks {
    /// Tokens, mistakes and final turns.
    pub(crate) rules: Rules,
    /// Who plays, hands, deck and scoring.
    pub(crate) layout: Layout,
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
        let layout = Layout::of(options);
        let valid_preset = options
            .preset
            .as_ref()
            .filter(|p| p.validate(rules, layout).is_ok());
        let round = match valid_preset {
            Some(preset) => Round::from_preset(0, rules, layout, preset, seed),
            None => Round::deal(0, rules, layout, seed),
        };
        let game = Fireworks {
            rules,
            layout,
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

    /// The table's shape: players, hands, deck and scoring.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The number of seats: 4 in the CodinGame game, the table's players
    /// at a standard table.
    pub fn seats(&self) -> usize {
        self.layout.table.unwrap_or(SEATS)
    }

    /// Each player's game score so far: the sum of their finished rounds.
    pub fn scores(&self) -> Vec<i64> {
        let mut scores = vec![0; self.seats()];
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

    /// `seat` forfeits the round it is playing (rules 13 and 27); nothing
    /// happens for a seat that sits the round out or once the game is
    /// over.
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
            players: round.players.clone(),
            heights: round.fireworks,
            mistakes: round.mistakes.clone(),
            points: round.points(),
            end,
            forfeited: round.forfeited.map(|id| round.players[id]),
            turns: round.history.len() as u16,
        };
        events.push(FireworksEvent::RoundOver {
            round: result.round,
            end,
            heights: result.heights,
            players: result.players.clone(),
            mistakes: result.mistakes.clone(),
            points: result.points.clone(),
            forfeited: result.forfeited,
            table: self.layout.table.is_some(),
            max_height: self.layout.deck.max_height(),
        });
        self.results.push(result);
        let next = self.round.index + 1;
        if next < self.rounds {
            self.round = Round::deal(next, self.rules, self.layout, self.seed);
            events.push(self.round.started_event(self.rounds, self.rules, false));
        } else {
            self.over = true;
            let outcome = self.final_outcome();
            events.push(FireworksEvent::GameOver {
                scores: outcome.scores,
                ranks: outcome.ranks,
                table: self.layout.table.is_some(),
            });
        }
    }

    /// Scores and ranks from the finished rounds (rule 10). At a
    /// standard table everyone has the team's score and ranks first,
    /// except a player who forfeited, who ranks last (rules 24, 27).
    pub(crate) fn final_outcome(&self) -> Outcome {
        let last: Vec<bool> = match self.layout.table {
            Some(n) => (0..n)
                .map(|seat| self.results.iter().any(|r| r.forfeited == Some(seat)))
                .collect(),
            None => Vec::new(),
        };
        Outcome::rank(self.scores(), ScoreOrder::HigherIsBetter, &last)
    }
}
