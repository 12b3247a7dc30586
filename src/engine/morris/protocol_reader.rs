//! A Nine Men's Morris seat's view rebuilt from its protocol input
//! (RULES.md §3.3, rules 11–12), for a built-in AI playing as a bot.
//!
//! The board line gives every stone; the seat counts its own turns, which
//! gives the number of moves played and the stones each side has placed
//! (seat 0 moves first, rule 4); a side's stones taken are the ones it
//! placed that are no longer on the board. The opponent's last command is
//! the view's last move. The legal list sent with each turn is checked
//! against the rebuilt position.

use super::board::{FIELD_COUNT, FIELD_NAMES};
use super::moves::Move;
use super::position::{Position, STONES};
use super::view::MorrisView;
use super::{Morris, MorrisOptions};
use crate::engine::game::{Game, Seat};
use crate::engine::protocol_reader::{bad, Input, ProtocolReader, ReadError, TurnRead};

/// What a Morris seat remembers between its turns.
#[derive(Clone, Debug)]
pub struct MorrisMemory {
    options: MorrisOptions,
    /// The seat, once the initial input was read.
    seat: Option<Seat>,
    /// The seat's turns so far.
    turns: u16,
}

impl ProtocolReader for Morris {
    type Memory = MorrisMemory;

    fn memory(rules: &MorrisOptions) -> Result<MorrisMemory, String> {
        Ok(MorrisMemory {
            options: rules.clone(),
            seat: None,
            turns: 0,
        })
    }

    fn read_turn(
        memory: &mut MorrisMemory,
        input: &mut Input<'_>,
    ) -> Result<TurnRead<Morris>, ReadError> {
        let first = input.first()?;
        let (seat, last) = match memory.seat {
            Some(seat) => (seat, first),
            None => {
                let seat = read_initial(&first, input)?;
                memory.seat = Some(seat);
                (seat, input.line("the opponent's last command")?)
            }
        };
        let last = match last.trim() {
            "-" => None,
            text => Some(Move::parse(text).map_err(ReadError::Bad)?),
        };
        let board = read_board(&input.line("the board line")?)?;
        let count: usize = input.number("the number of legal commands")?;
        // The count is the input's: no room reserved on its word.
        let mut legal = Vec::new();
        for _ in 0..count {
            legal.push(input.line("a legal command")?);
        }
        let start = Morris::new(&memory.options, 0).0.view(seat);
        let pos = position(&start, seat, memory.turns, &board);
        memory.turns += 1;
        let view = MorrisView::new(seat, &pos, last, None);
        let read = TurnRead::<Morris> {
            options: memory.options.clone(),
            seat,
            view,
        };
        let rebuilt: Vec<String> = read
            .state()
            .legal_actions(seat)
            .iter()
            .map(Move::to_string)
            .collect();
        if rebuilt != legal {
            return Err(bad(format!(
                "the {} legal commands sent differ from the {} of the position read",
                legal.len(),
                rebuilt.len()
            )));
        }
        Ok(read)
    }
}

/// Rule 11: the seat id, `24`, then the 24 neighbour lines.
fn read_initial(first: &str, input: &mut Input<'_>) -> Result<Seat, ReadError> {
    let seat: Seat = crate::engine::protocol_reader::parse_number(first, "the seat id")?;
    if seat > 1 {
        return Err(bad(format!(
            "seat {seat} does not exist; seats are 0 and 1"
        )));
    }
    let fields: usize = input.number("the number of fields")?;
    for _ in 0..fields {
        input.line("a field's neighbours")?;
    }
    Ok(seat)
}

/// Rule 12's board line `A1:s;D1:s;…`: each field's owner, in canonical
/// order (also read by `referee solve morris --board`).
pub fn read_board(line: &str) -> Result<Vec<Option<Seat>>, ReadError> {
    let entries: Vec<&str> = line.trim().split(';').collect();
    if entries.len() != FIELD_NAMES.len() {
        return Err(bad(format!(
            "the board line has {} fields, not {}",
            entries.len(),
            FIELD_NAMES.len()
        )));
    }
    let owners: Vec<Option<Seat>> = entries
        .into_iter()
        .zip(FIELD_NAMES)
        .map(|(entry, name)| match entry.split_once(':') {
            Some((field, "0")) if field == name => Ok(Some(0)),
            Some((field, "1")) if field == name => Ok(Some(1)),
            Some((field, "2")) if field == name => Ok(None),
            _ => Err(bad(format!(
                "`{entry}` is not field {name} of the board line"
            ))),
        })
        .collect::<Result<_, _>>()?;
    if owners.len() != FIELD_COUNT {
        return Err(bad(format!("the board line names {} fields", owners.len())));
    }
    Ok(owners)
}

/// The position at `seat`'s turn number `turns` (from 0) of a game that
/// started as `start` shows, with `board` on the board.
fn position(start: &MorrisView, seat: Seat, turns: u16, board: &[Option<Seat>]) -> Position {
    let opponent = 1 - seat;
    let mut pos = start.position();
    let opponent_first = u16::from(start.side_to_move == opponent);
    let acted = [(seat, turns), (opponent, turns + opponent_first)];
    pos.stones = [0, 0];
    for (index, owner) in board.iter().enumerate() {
        if let Some(side) = owner {
            pos.stones[*side] |= 1 << index;
        }
    }
    for (side, turns) in acted {
        let placed = u16::from(pos.placed[side]) + turns;
        pos.placed[side] = placed.min(u16::from(STONES)) as u8;
    }
    for side in [seat, opponent] {
        let on_board = pos.stones[side].count_ones() as u8;
        pos.taken[1 - side] = pos.placed[side].saturating_sub(on_board);
    }
    pos.to_move = seat as u8;
    pos.moves = start.moves + 2 * turns + opponent_first;
    pos
}
