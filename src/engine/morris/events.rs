//! What happened, with the rule behind it, in plain language.

use serde::{Deserialize, Serialize};

use super::board::Field;
use super::position::Phase;
use crate::engine::game::{seat_name, Explain, Seat};
use crate::text::t;

/// Why a taken stone could be taken (rule 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TakeReason {
    /// It was not part of a closed mill.
    OutsideMills,
    /// Every opponent stone stood in a mill, so any could be taken.
    AllInMills,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The winner took 7 stones; the loser is down to 2.
    TookSeven,
    /// The loser had no legal command.
    Blocked,
    /// The move limit was reached (a draw).
    MoveLimit,
    /// The loser forfeited (invalid answer, timeout).
    Forfeit,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameResult {
    /// `winner` won for `reason`.
    Win {
        /// The winning seat.
        winner: Seat,
        /// Why.
        reason: EndReason,
    },
    /// Nobody won (the move limit).
    Draw,
}

/// One consequence of the rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum MorrisEvent {
    /// The game started (from the empty board or a set-up position).
    Started {
        /// The seat that moves first.
        to_move: Seat,
        /// Whether the game starts from a set-up position.
        preset: bool,
    },
    /// A stone was placed.
    Placed {
        /// Who placed it.
        seat: Seat,
        /// Where.
        field: Field,
        /// Stones that seat still has in hand.
        in_hand: u8,
    },
    /// A stone moved to a neighbouring field.
    Moved {
        /// Whose stone.
        seat: Seat,
        /// From where.
        from: Field,
        /// To where.
        to: Field,
    },
    /// A stone flew (its owner has 3 stones left).
    Flew {
        /// Whose stone.
        seat: Seat,
        /// From where.
        from: Field,
        /// To where.
        to: Field,
    },
    /// A mill was closed.
    MillClosed {
        /// Who closed it.
        seat: Seat,
        /// The line, e.g. `A1-D1-G1`.
        mill: String,
        /// Whether this is the second mill closed by the same move.
        second: bool,
    },
    /// An opponent stone was taken.
    Taken {
        /// Who took it.
        seat: Seat,
        /// Whose stone it was.
        victim: Seat,
        /// Where it stood.
        field: Field,
        /// Why it could be taken.
        reason: TakeReason,
    },
    /// A seat's phase changed (now moving, now flying).
    PhaseChanged {
        /// Whose phase.
        seat: Seat,
        /// The new phase.
        phase: Phase,
    },
    /// A seat has no legal command.
    Blocked {
        /// The blocked seat.
        seat: Seat,
    },
    /// The move limit drew the game.
    MoveLimit {
        /// The number of moves played.
        moves: u16,
    },
    /// The game is over.
    GameOver {
        /// The result.
        result: GameResult,
    },
    /// A seat was removed from play.
    Forfeited {
        /// Who.
        seat: Seat,
        /// Why, in plain words.
        reason: String,
    },
}

impl Explain for MorrisEvent {
    fn explain(&self, names: &[String]) -> String {
        let name = |seat: Seat| seat_name(names, seat);
        let text = match self {
            MorrisEvent::Started { to_move, preset } => {
                if *preset {
                    t::morris_started_preset(name(*to_move))
                } else {
                    t::morris_started_empty(name(*to_move))
                }
            }
            MorrisEvent::Placed {
                seat,
                field,
                in_hand,
            } => t::morris_placed(name(*seat), field.name(), *in_hand),
            MorrisEvent::Moved { seat, from, to } => {
                t::morris_moved(name(*seat), from.name(), to.name())
            }
            MorrisEvent::Flew { seat, from, to } => {
                t::morris_flew(name(*seat), from.name(), to.name())
            }
            MorrisEvent::MillClosed { seat, mill, second } => {
                if *second {
                    t::morris_mill_second(name(*seat), mill)
                } else {
                    t::morris_mill_closed(name(*seat), mill)
                }
            }
            MorrisEvent::Taken {
                seat,
                victim,
                field,
                reason,
            } => match reason {
                TakeReason::OutsideMills => {
                    t::morris_taken_outside_mills(name(*seat), name(*victim), field.name())
                }
                TakeReason::AllInMills => {
                    t::morris_taken_all_in_mills(name(*seat), name(*victim), field.name())
                }
            },
            MorrisEvent::PhaseChanged { seat, phase } => match phase {
                Phase::Placing => t::morris_phase_placing(name(*seat)),
                Phase::Moving => t::morris_phase_moving(name(*seat)),
                Phase::Flying => t::morris_phase_flying(name(*seat)),
            },
            MorrisEvent::Blocked { seat } => t::morris_blocked(name(*seat)),
            MorrisEvent::MoveLimit { moves } => t::morris_move_limit(*moves),
            MorrisEvent::GameOver { result } => match result {
                GameResult::Draw => t::morris_draw(),
                GameResult::Win { winner, reason } => {
                    let loser = 1 - *winner;
                    let why = match reason {
                        EndReason::TookSeven => t::morris_why_took_seven(name(loser)),
                        EndReason::Blocked => t::morris_why_blocked(name(loser)),
                        EndReason::MoveLimit => t::morris_why_move_limit(),
                        EndReason::Forfeit => t::morris_why_forfeit(name(loser)),
                    };
                    t::morris_win(name(*winner), why)
                }
            },
            MorrisEvent::Forfeited { seat, reason } => t::morris_forfeited(name(*seat), reason),
        };
        text.to_string()
    }
}
