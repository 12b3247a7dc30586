//! The game state and its [`Game`] implementation (rules 4–8, 13).

use std::fmt;

use super::board::{closes_mill, mill_name, stones_in_mills, FIELD_MILL_MASKS, MILLS_OF};
use super::events::{EndReason, GameResult, MorrisEvent, TakeReason};
use super::movegen::{legal_moves, why_illegal};
use super::moves::Move;
use super::options::MorrisOptions;
use super::position::{Phase, Position};
use super::status::{status, Status};
use super::view::MorrisView;
use crate::engine::game::{Game, GameKind, Goal, Information, Seat, Secrets, Turns};
use crate::engine::outcome::{Outcome, ScoreOrder};
use crate::text::t;

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MorrisError {
    /// The game is over.
    GameOver,
    /// It is the other seat's turn.
    NotYourTurn {
        /// The seat whose turn it is.
        to_move: Seat,
    },
    /// The rules forbid this move now; the text says why.
    Illegal {
        /// The command.
        command: String,
        /// Why it is not legal.
        reason: String,
    },
}

impl fmt::Display for MorrisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MorrisError::GameOver => write!(f, "{}", t::morris_error_game_over()),
            MorrisError::NotYourTurn { to_move } => {
                write!(f, "{}", t::morris_error_not_your_turn(*to_move))
            }
            MorrisError::Illegal { command, reason } => {
                write!(f, "{}", t::morris_error_illegal(command, reason))
            }
        }
    }
}

/// A game of Nine Men's Morris.
#[derive(Clone, Debug, PartialEq)]
pub struct Morris {
    options: MorrisOptions,
    seed: u64,
    pos: Position,
    last: Option<Move>,
    result: Option<GameResult>,
    forfeited: [bool; 2],
}

impl Morris {
    /// The game at `pos` under `options`, `last` played, ended with
    /// `result` if it has (a seat's rebuilt state, [`super::seat_state`]).
    pub(super) fn at_position(
        options: &MorrisOptions,
        pos: Position,
        last: Option<Move>,
        result: Option<GameResult>,
    ) -> Morris {
        Morris {
            options: options.clone(),
            seed: 0,
            pos,
            last,
            result,
            forfeited: [false; 2],
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The options the game was created with.
    pub fn options(&self) -> &MorrisOptions {
        &self.options
    }

    /// The seed the game was created with (unused by the rules).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The last command played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.last
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<GameResult> {
        self.result
    }

    /// Builds the view of `seat` (everything is public).
    fn make_view(&self, seat: Seat) -> MorrisView {
        MorrisView::new(seat, &self.pos, self.last, self.result)
    }

    fn end(&mut self, result: GameResult, events: &mut Vec<MorrisEvent>) {
        self.result = Some(result);
        events.push(MorrisEvent::GameOver { result });
    }
}

impl Game for Morris {
    type Options = MorrisOptions;
    type Action = Move;
    type Event = MorrisEvent;
    type View = MorrisView;
    type RuleError = MorrisError;

    const ID: &'static str = "morris";
    const TITLE: &'static str = "Nine Men's Morris";
    const KIND: GameKind = GameKind {
        goal: Goal::Competitive,
        information: Information::Perfect,
        turns: Turns::Sequential,
        seats: 2,
        score_order: ScoreOrder::HigherIsBetter,
    };

    fn name() -> crate::text::Msg {
        crate::text::t::morris_name()
    }

    /// A new game. An invalid preset (see [`MorrisOptions::validate`]) falls
    /// back to the empty board with the options' move limit (or 200).
    fn new(options: &MorrisOptions, seed: u64) -> (Self, Vec<MorrisEvent>) {
        let (pos, preset) = match options.playable_start() {
            Some(pos) => (pos, options.preset.is_some()),
            None => (Position::start(options.max_moves.max(1)), false),
        };
        let game = Morris {
            options: options.clone(),
            seed,
            pos,
            last: None,
            result: None,
            forfeited: [false; 2],
        };
        let events = vec![MorrisEvent::Started {
            to_move: pos.side(),
            preset,
        }];
        (game, events)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.result.is_some() {
            vec![]
        } else {
            vec![self.pos.side()]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Move> {
        if self.result.is_some() || seat != self.pos.side() {
            return vec![];
        }
        legal_moves(&self.pos)
    }

    fn apply(&mut self, seat: Seat, mv: &Move) -> Result<Vec<MorrisEvent>, MorrisError> {
        if self.result.is_some() {
            return Err(MorrisError::GameOver);
        }
        if seat != self.pos.side() {
            return Err(MorrisError::NotYourTurn {
                to_move: self.pos.side(),
            });
        }
        if let Some(reason) = why_illegal(&self.pos, *mv) {
            return Err(MorrisError::Illegal {
                command: mv.to_string(),
                reason,
            });
        }
        let before = self.pos;
        // Played in place: `after` reads the new position field by field.
        self.pos.play(*mv);
        let after = &self.pos;
        let opponent = 1 - seat;
        let mut events = Vec::new();
        match mv.from {
            None => events.push(MorrisEvent::Placed {
                seat,
                field: mv.to,
                in_hand: after.in_hand(seat),
            }),
            Some(from) if before.phase(seat) == Phase::Flying => events.push(MorrisEvent::Flew {
                seat,
                from,
                to: mv.to,
            }),
            Some(from) => events.push(MorrisEvent::Moved {
                seat,
                from,
                to: mv.to,
            }),
        }
        if let Some(victim) = mv.take {
            let own_after = after.stones[seat];
            debug_assert!(closes_mill(own_after, mv.to.index()));
            let mut second = false;
            for (k, &mask) in FIELD_MILL_MASKS[mv.to.index()].iter().enumerate() {
                if own_after & mask == mask {
                    events.push(MorrisEvent::MillClosed {
                        seat,
                        mill: mill_name(MILLS_OF[mv.to.index()][k] as usize),
                        second,
                    });
                    second = true;
                }
            }
            let opp = before.stones[opponent];
            let reason = if opp & !stones_in_mills(opp) == 0 {
                TakeReason::AllInMills
            } else {
                TakeReason::OutsideMills
            };
            events.push(MorrisEvent::Taken {
                seat,
                victim: opponent,
                field: victim,
                reason,
            });
        }
        for s in [seat, opponent] {
            let phase = after.phase(s);
            if phase != before.phase(s) {
                events.push(MorrisEvent::PhaseChanged { seat: s, phase });
            }
        }
        self.last = Some(*mv);
        // Rule 8: the 200th move draws, but a win on it beats the draw.
        match status(after) {
            Status::Ongoing => {}
            Status::TookSeven => self.end(
                GameResult::Win {
                    winner: seat,
                    reason: EndReason::TookSeven,
                },
                &mut events,
            ),
            Status::Blocked => {
                events.push(MorrisEvent::Blocked { seat: opponent });
                self.end(
                    GameResult::Win {
                        winner: seat,
                        reason: EndReason::Blocked,
                    },
                    &mut events,
                );
            }
            Status::Draw => {
                events.push(MorrisEvent::MoveLimit {
                    moves: self.pos.moves,
                });
                self.end(GameResult::Draw, &mut events);
            }
        }
        Ok(events)
    }

    /// The forfeiting seat loses (rule 13); nothing happens once the game
    /// is over.
    fn forfeit(&mut self, seat: Seat, reason: &str) -> Vec<MorrisEvent> {
        if self.result.is_some() {
            return vec![];
        }
        self.forfeited[seat] = true;
        let mut events = vec![MorrisEvent::Forfeited {
            seat,
            reason: reason.to_string(),
        }];
        self.end(
            GameResult::Win {
                winner: 1 - seat,
                reason: EndReason::Forfeit,
            },
            &mut events,
        );
        events
    }

    /// Over once a result is recorded (what [`Game::outcome`] reads),
    /// without building the outcome.
    fn is_over(&self) -> bool {
        self.result.is_some()
    }

    fn view(&self, seat: Seat) -> MorrisView {
        self.make_view(seat)
    }

    /// Winner 1, loser 0; a draw scores 0 for both, sharing rank 1.
    fn outcome(&self) -> Option<Outcome> {
        let result = self.result?;
        let scores = match result {
            GameResult::Draw => vec![0, 0],
            GameResult::Win { winner, .. } => (0..2).map(|s| i64::from(s == winner)).collect(),
        };
        Some(Outcome::rank(
            scores,
            ScoreOrder::HigherIsBetter,
            &self.forfeited,
        ))
    }
}

/// Nothing is hidden in Morris.
impl Secrets for Morris {
    type Secret = ();

    fn hidden_from(&self, _: Seat) -> Vec<()> {
        Vec::new()
    }

    fn named_by(&self, _: &MorrisEvent) -> Vec<()> {
        Vec::new()
    }
}
