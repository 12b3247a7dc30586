//! Rules options: the move limit and an optional set-up position, so that
//! lessons and tests can start from a fixed position while a game stays
//! `options + seed + actions`.

use serde::{Deserialize, Serialize};

use super::board::Field;
use super::position::{Position, DEFAULT_MAX_MOVES, STONES};
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
    /// The start position as the options say, without checking them.
    pub(super) fn start_unchecked(&self) -> Position {
        let mut pos = Position::start(self.max_moves);
        let Some(preset) = &self.preset else {
            return pos;
        };
        for seat in 0..2 {
            for field in &preset.stones[seat] {
                pos.stones[seat] |= field.bit();
            }
            pos.placed[seat] = STONES.saturating_sub(preset.in_hand[seat]);
        }
        pos.taken = preset.taken;
        pos.to_move = preset.to_move.min(1) as u8;
        pos.moves = preset.moves;
        pos
    }
}
