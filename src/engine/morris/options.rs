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
    /// The start position these options describe, or why they are invalid:
    /// a zero move limit, a preset whose stones do not add up to 9 per
    /// seat, that shares a field, or whose game is already over (the
    /// first of [`super::studio::setup_problems`]).
    pub fn start_position(&self) -> Result<Position, String> {
        match super::studio::setup_problems(self).into_iter().next() {
            Some(problem) => Err(problem.message),
            None => Ok(self.start_unchecked()),
        }
    }

    /// The start position, if these options describe a playable game
    /// (what [`MorrisOptions::start_position`] checks, without its words:
    /// a game's start has no one to tell them to).
    pub fn playable_start(&self) -> Option<Position> {
        super::studio::is_playable(self).then(|| self.start_unchecked())
    }

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

    /// Whether these options describe a playable game.
    pub fn validate(&self) -> Result<(), String> {
        self.start_position().map(|_| ())
    }
}
