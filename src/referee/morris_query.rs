//! `referee solve morris --board LINE --to-move SEAT`: the solved verdict
//! of a position from its CodinGame board line, and the verdict after each
//! legal command (rule 10's order), both for the seat to move.

use std::io::Write;

use serde::Serialize;

use super::error::RefereeError;
use crate::engine::morris::ai::endgame::index::{Duel, LEAST_PIVOT, MOST_PIVOT};
use crate::engine::morris::ai::endgame::material::Material;
use crate::engine::morris::ai::endgame::tables::Tables;
use crate::engine::morris::ai::endgame::Solved;
use crate::engine::morris::movegen::legal_moves;
use crate::engine::morris::position::{Position, DEFAULT_MAX_MOVES, STONES};
use crate::engine::morris::protocol_reader::read_board;
use crate::engine::morris::status::{status, Status};
use crate::engine::protocol_reader::ReadError;

/// What the tables say of a position for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The tables hold the position with this result.
    Solved(Solved),
    /// A win or loss whose end (this many plies away) comes after the
    /// 200th move: a draw in play (only with `--moves`).
    MoveLimit(u16),
    /// The tables do not hold the position.
    Unknown,
}

impl Verdict {
    /// The verdict in words: `win in 13 plies`, `draw`, …
    pub fn words(self) -> String {
        match self {
            Verdict::Solved(Solved::Win(d)) => format!("win in {}", plies(d)),
            Verdict::Solved(Solved::Loss(d)) => format!("loss in {}", plies(d)),
            Verdict::Solved(Solved::Draw) => "draw".into(),
            Verdict::MoveLimit(d) => {
                format!("draw by the 200-move rule (the end is {d} plies away)")
            }
            Verdict::Unknown => "not in the tables".into(),
        }
    }

    /// The verdict as JSON fields.
    fn json(self) -> VerdictJson {
        let (result, plies) = match self {
            Verdict::Solved(Solved::Win(d)) => ("win", Some(d)),
            Verdict::Solved(Solved::Loss(d)) => ("loss", Some(d)),
            Verdict::Solved(Solved::Draw) => ("draw", None),
            Verdict::MoveLimit(d) => ("draw", Some(d)),
            Verdict::Unknown => ("unknown", None),
        };
        VerdictJson {
            result,
            plies,
            move_limit: matches!(self, Verdict::MoveLimit(_)),
        }
    }
}

/// `1 ply`, `13 plies`.
fn plies(d: u16) -> String {
    if d == 1 {
        "1 ply".into()
    } else {
        format!("{d} plies")
    }
}

/// A verdict in the JSON output.
#[derive(Serialize)]
struct VerdictJson {
    result: &'static str,
    plies: Option<u16>,
    move_limit: bool,
}

/// One legal command and the mover's verdict after it.
#[derive(Serialize)]
struct CommandJson {
    command: String,
    #[serde(flatten)]
    verdict: VerdictJson,
}

/// The whole JSON answer.
#[derive(Serialize)]
struct AnswerJson {
    to_move: usize,
    stones: [u32; 2],
    verdict: VerdictJson,
    commands: Vec<CommandJson>,
}

/// A query, checked: the position and the moves played, if given.
pub struct Query {
    /// The position, all stones placed.
    pub position: Position,
    /// Moves played so far, if known (applies the 200-move rule).
    pub moves: Option<u16>,
}

/// Reads a query; a one-line usage error for a board line that does not
/// parse, stones in hand, or stone counts the tables cannot hold.
pub fn read_query(
    board: &str,
    to_move: usize,
    moves: Option<u16>,
    in_hand: [u8; 2],
) -> Result<Query, RefereeError> {
    let owners = read_board(board).map_err(|e| match e {
        ReadError::Bad(why) => RefereeError::Usage(format!("bad board line: {why}")),
        ReadError::Closed => RefereeError::Usage("no board line".into()),
    })?;
    if in_hand != [0, 0] {
        return Err(RefereeError::Usage(format!(
            "stones in hand ({} and {}): the tables hold only positions after all 18 placements",
            in_hand[0], in_hand[1]
        )));
    }
    let mut pos = Position::start(DEFAULT_MAX_MOVES);
    for (field, owner) in owners.iter().enumerate() {
        if let Some(seat) = owner {
            pos.stones[*seat] |= 1 << field;
        }
    }
    for seat in 0..2 {
        let count = pos.on_board(seat);
        if !(LEAST_PIVOT..=MOST_PIVOT).contains(&usize::from(count)) {
            return Err(RefereeError::Usage(format!(
                "seat {seat} has {count} stones on the board: the tables hold \
                 {LEAST_PIVOT} to {MOST_PIVOT} a side"
            )));
        }
        pos.placed[seat] = STONES;
        pos.taken[1 - seat] = STONES - count;
    }
    pos.to_move = to_move as u8;
    pos.moves = moves.unwrap_or(0);
    if moves.is_some_and(|m| m >= DEFAULT_MAX_MOVES) {
        return Err(RefereeError::Usage(format!(
            "--moves {}: the game ends at move {DEFAULT_MAX_MOVES}",
            pos.moves
        )));
    }
    Ok(Query {
        position: pos,
        moves,
    })
}

/// The materials a query reads: the position's and those its takes lead
/// into.
pub fn materials_for(query: &Query) -> Vec<Material> {
    let pos = &query.position;
    let here = Material::new(usize::from(pos.on_board(0)), usize::from(pos.on_board(1)))
        .expect("read_query checked the counts");
    let mut all = vec![here];
    all.extend(here.after_takes());
    all
}

/// The tables' result for the side to move of `pos` (all stones placed).
fn probe(tables: &Tables, pos: &Position) -> Option<Solved> {
    let s = pos.side();
    tables.probe_duel(Duel {
        mover: pos.stones[s],
        other: pos.stones[1 - s],
    })
}

/// `solved`, `moves` moves into the game, under the 200-move rule (a win
/// on the 200th move still wins).
fn limited(solved: Solved, moves: Option<u16>) -> Verdict {
    match (solved, moves) {
        (Solved::Win(d) | Solved::Loss(d), Some(m))
            if u32::from(m) + u32::from(d) > u32::from(DEFAULT_MAX_MOVES) =>
        {
            Verdict::MoveLimit(d)
        }
        _ => Verdict::Solved(solved),
    }
}

/// The mover's verdict after `next`, the position one of its commands
/// reached.
fn after(tables: &Tables, next: &Position, moves: Option<u16>) -> Verdict {
    match status(next) {
        Status::TookSeven | Status::Blocked => return Verdict::Solved(Solved::Win(1)),
        Status::Draw => return Verdict::Solved(Solved::Draw),
        Status::Ongoing => {}
    }
    let Some(theirs) = probe(tables, next) else {
        return Verdict::Unknown;
    };
    let ours = match theirs {
        Solved::Win(d) => Solved::Loss(d + 1),
        Solved::Loss(d) => Solved::Win(d + 1),
        Solved::Draw => Solved::Draw,
    };
    limited(ours, moves)
}

/// Writes the answer to `query` from `tables`: text, or one JSON object.
pub fn write_answer(
    tables: &Tables,
    query: &Query,
    json: bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let pos = &query.position;
    let seat = pos.side();
    let here = probe(tables, pos).map_or(Verdict::Unknown, |s| limited(s, query.moves));
    let commands: Vec<(String, Verdict)> = legal_moves(pos)
        .into_iter()
        .map(|mv| (mv.to_string(), after(tables, &pos.after(mv), query.moves)))
        .collect();
    if json {
        let answer = AnswerJson {
            to_move: seat,
            stones: [pos.stones[0].count_ones(), pos.stones[1].count_ones()],
            verdict: here.json(),
            commands: commands
                .into_iter()
                .map(|(command, v)| CommandJson {
                    command,
                    verdict: v.json(),
                })
                .collect(),
        };
        let text = serde_json::to_string(&answer).expect("answers serialize");
        return writeln!(out, "{text}");
    }
    writeln!(
        out,
        "seat {seat} to move, {} v {} stones: {}",
        pos.on_board(0),
        pos.on_board(1),
        here.words()
    )?;
    writeln!(
        out,
        "{} legal commands, each with seat {seat}'s verdict after it:",
        commands.len()
    )?;
    for (command, verdict) in commands {
        writeln!(out, "{command}: {}", verdict.words())?;
    }
    Ok(())
}
