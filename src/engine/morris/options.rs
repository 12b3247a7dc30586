//! Rules options: the move limit and an optional set-up position, so that
//! lessons and tests can start from a fixed position while a game stays
//! `options + seed + actions`.

use serde::{Deserialize, Serialize};

use super::board::Field;
use super::position::{Position, DEFAULT_MAX_MOVES, STONES};
use super::status::{status, Status};
use crate::engine::game::Seat;

/// A set-up position to start from instead of the empty board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preset {
    /// Each seat's stones on the board.
    pub stones: [Vec<Field>; 2],
    /// Stones each seat still has to place.
    pub in_hand: [u8; 2],
    /// Opponent stones each seat has taken.
    pub taken: [u8; 2],
    /// The seat to move.
    pub to_move: Seat,
    /// Moves already played (counts towards the move limit).
    pub moves: u16,
}

/// Nine Men's Morris rules options; `Default` is the standard game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MorrisOptions {
    /// The move with this number ends the game in a draw unless it wins
    /// (200 in the standard game, rule 8).
    pub max_moves: u16,
    /// A set-up position to start from; `None` for the empty board.
    pub preset: Option<Preset>,
}

impl Default for MorrisOptions {
    fn default() -> Self {
        MorrisOptions {
            max_moves: DEFAULT_MAX_MOVES,
            preset: None,
        }
    }
}

impl MorrisOptions {
    /// The start position these options describe, or why they are invalid:
    /// a zero move limit, a preset whose stones do not add up to 9 per
    /// seat, that shares a field, or whose game is already over.
    pub fn start_position(&self) -> Result<Position, String> {
        if self.max_moves == 0 {
            return Err("the move limit must be at least 1".into());
        }
        let Some(preset) = &self.preset else {
            return Ok(Position::start(self.max_moves));
        };
        if preset.to_move > 1 {
            return Err("the side to move must be seat 0 or 1".into());
        }
        let mut pos = Position::start(self.max_moves);
        for seat in 0..2 {
            for field in &preset.stones[seat] {
                if pos.stones[seat] & field.bit() != 0 {
                    return Err(format!("{field} is listed twice"));
                }
                pos.stones[seat] |= field.bit();
            }
            if preset.in_hand[seat] > STONES || preset.taken[seat] > STONES {
                return Err(format!("seat {seat} cannot have more than 9 stones"));
            }
            pos.placed[seat] = STONES - preset.in_hand[seat];
        }
        pos.taken = preset.taken;
        pos.to_move = preset.to_move as u8;
        pos.moves = preset.moves;
        pos.check()?;
        if pos.moves >= pos.max_moves {
            return Err("the preset has already reached the move limit".into());
        }
        // Reached "by a move" of the other seat: it must not already be over.
        if status(&pos) != Status::Ongoing {
            return Err("the game of that preset is already over".into());
        }
        Ok(pos)
    }

    /// Whether these options describe a playable game.
    pub fn validate(&self) -> Result<(), String> {
        self.start_position().map(|_| ())
    }
}
