//! What happened, with the rule behind it, in plain language.

use serde::{Deserialize, Serialize};

use super::board::Field;
use super::position::Phase;
use crate::engine::game::{agree, seat_name, Explain, Seat};

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

/// "your" for the person playing as "You", else "Ada's".
fn possessive(name: &str) -> String {
    if name == "You" {
        "your".to_string()
    } else {
        format!("{name}'s")
    }
}

impl Explain for MorrisEvent {
    fn explain(&self, names: &[String]) -> String {
        let name = |seat: Seat| seat_name(names, seat);
        let verb = |seat: Seat, third: &'static str, second: &'static str| {
            agree(&name(seat), third, second)
        };
        match self {
            MorrisEvent::Started { to_move, preset } => {
                if *preset {
                    format!(
                        "The game starts from a set-up position; {} {} first.",
                        name(*to_move),
                        verb(*to_move, "moves", "move")
                    )
                } else {
                    format!(
                        "The board is empty and each player holds 9 stones; {} {} first.",
                        name(*to_move),
                        verb(*to_move, "places", "place")
                    )
                }
            }
            MorrisEvent::Placed { seat, field, in_hand } => format!(
                "{} {} a stone on {field} ({in_hand} left in hand).",
                name(*seat),
                verb(*seat, "places", "place")
            ),
            MorrisEvent::Moved { seat, from, to } => format!(
                "{} {} a stone from {from} to the neighbouring field {to}.",
                name(*seat),
                verb(*seat, "moves", "move")
            ),
            MorrisEvent::Flew { seat, from, to } => format!(
                "{} {} only 3 stones, so the stone on {from} may fly: it jumps to {to}.",
                name(*seat),
                verb(*seat, "has", "have")
            ),
            MorrisEvent::MillClosed { seat, mill, second } => {
                if *second {
                    format!(
                        "{} also {} the mill {mill}, but two mills at once still take only one stone.",
                        name(*seat),
                        verb(*seat, "closes", "close")
                    )
                } else {
                    format!(
                        "{} {} the mill {mill}: three stones in a row, so one opponent stone is taken.",
                        name(*seat),
                        verb(*seat, "closes", "close")
                    )
                }
            }
            MorrisEvent::Taken {
                seat,
                victim,
                field,
                reason,
            } => {
                let whose = possessive(&name(*victim));
                match reason {
                    TakeReason::OutsideMills => format!(
                        "{} {} {whose} stone on {field}; it was not part of a closed mill, so it could be taken.",
                        name(*seat),
                        verb(*seat, "takes", "take")
                    ),
                    TakeReason::AllInMills => format!(
                        "{} {} {whose} stone on {field}; every one of {whose} stones stood in a mill, so any of them could be taken.",
                        name(*seat),
                        verb(*seat, "takes", "take")
                    ),
                }
            }
            MorrisEvent::PhaseChanged { seat, phase } => match phase {
                Phase::Placing => format!(
                    "{} {} stones again.",
                    name(*seat),
                    verb(*seat, "places", "place")
                ),
                Phase::Moving => format!(
                    "{} {} placed all 9 stones and from now on {} a stone to a neighbouring empty field.",
                    name(*seat),
                    verb(*seat, "has", "have"),
                    verb(*seat, "moves", "move")
                ),
                Phase::Flying => format!(
                    "{} {} down to 3 stones and may now fly: a stone can move to any empty field.",
                    name(*seat),
                    verb(*seat, "is", "are")
                ),
            },
            MorrisEvent::Blocked { seat } => format!(
                "{} {} no legal move: every stone is blocked in.",
                name(*seat),
                verb(*seat, "has", "have")
            ),
            MorrisEvent::MoveLimit { moves } => format!(
                "That was move {moves}, the last one allowed, and nobody has won: the game is a draw."
            ),
            MorrisEvent::GameOver { result } => match result {
                GameResult::Draw => "The game ends in a draw.".to_string(),
                GameResult::Win { winner, reason } => {
                    let loser = 1 - *winner;
                    let why = match reason {
                        EndReason::TookSeven => format!(
                            "{} {} down to 2 stones and can no longer form a mill",
                            name(loser),
                            verb(loser, "is", "are")
                        ),
                        EndReason::Blocked => format!(
                            "{} cannot move",
                            name(loser)
                        ),
                        EndReason::MoveLimit => "the move limit was reached".to_string(),
                        EndReason::Forfeit => format!("{} forfeited", name(loser)),
                    };
                    format!(
                        "{} {} because {why}.",
                        name(*winner),
                        verb(*winner, "wins", "win")
                    )
                }
            },
            MorrisEvent::Forfeited { seat, reason } => format!(
                "{} {} out ({reason}) and {} the game.",
                name(*seat),
                verb(*seat, "is", "are"),
                verb(*seat, "loses", "lose")
            ),
        }
    }
}
