//! The position: two bitboards plus the counters the rules need. Small and
//! `Copy`, so searches copy it instead of undoing moves.

use serde::{Deserialize, Serialize};

use super::board::{Field, ALL_FIELDS};
use super::moves::Move;
use crate::engine::game::Seat;

/// Stones each seat has at the start (rule 4).
pub const STONES: u8 = 9;

/// The default move limit: the 200th move is a draw (rule 8).
pub const DEFAULT_MAX_MOVES: u16 = 200;

/// Stones a seat must take to win (rule 8).
pub const TAKES_TO_WIN: u8 = 7;

/// What a seat does on its turns (rules 5–6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Fewer than 9 stones placed: places a stone.
    Placing,
    /// All placed, more than 3 stones left: moves to a neighbour.
    Moving,
    /// All placed, lost exactly 6 stones: moves to any empty field.
    Flying,
}

impl Phase {
    /// A lower-case name: `placing`, `moving`, `flying`.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Placing => "placing",
            Phase::Moving => "moving",
            Phase::Flying => "flying",
        }
    }
}

/// Board, stones placed and taken, side to move and move counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    /// Each seat's stones on the board (bit i = canonical field i).
    pub stones: [u32; 2],
    /// How many stones each seat has placed (at most 9).
    pub placed: [u8; 2],
    /// How many opponent stones each seat has taken.
    pub taken: [u8; 2],
    /// The seat to move.
    pub to_move: u8,
    /// Moves played so far in the game.
    pub moves: u16,
    /// The move whose number is this is a draw unless it wins (rule 8).
    pub max_moves: u16,
}

impl Position {
    /// The standard start: empty board, seat 0 to move.
    pub fn start(max_moves: u16) -> Position {
        Position {
            stones: [0, 0],
            placed: [0, 0],
            taken: [0, 0],
            to_move: 0,
            moves: 0,
            max_moves,
        }
    }

    /// The seat to move.
    pub fn side(&self) -> Seat {
        self.to_move as Seat
    }

    /// Empty fields.
    #[inline]
    pub fn empty(&self) -> u32 {
        ALL_FIELDS & !(self.stones[0] | self.stones[1])
    }

    /// Who holds `field`, if anyone.
    pub fn owner(&self, field: Field) -> Option<Seat> {
        (0..2).find(|&s| self.stones[s] & field.bit() != 0)
    }

    /// Stones `seat` still has to place.
    pub fn in_hand(&self, seat: Seat) -> u8 {
        STONES - self.placed[seat]
    }

    /// Stones `seat` has on the board.
    pub fn on_board(&self, seat: Seat) -> u8 {
        self.stones[seat].count_ones() as u8
    }

    /// Stones `seat` has lost to the opponent.
    pub fn lost(&self, seat: Seat) -> u8 {
        self.taken[1 - seat]
    }

    /// What `seat` does on its turns (rules 5–6).
    #[inline]
    pub fn phase(&self, seat: Seat) -> Phase {
        if self.placed[seat] < STONES {
            Phase::Placing
        } else if self.taken[1 - seat] == STONES - 3 {
            Phase::Flying
        } else {
            Phase::Moving
        }
    }

    /// The position after `mv` by the side to move. `mv` must be legal.
    #[inline]
    pub fn after(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play(mv);
        next
    }

    /// Plays `mv` by the side to move on this position ([`Position::after`]
    /// in place: a loop that keeps one position writes no copy back).
    /// `mv` must be legal.
    #[inline]
    pub fn play(&mut self, mv: Move) {
        let s = self.to_move as usize;
        match mv.from {
            Some(from) => self.stones[s] &= !from.bit(),
            None => self.placed[s] += 1,
        }
        self.stones[s] |= mv.to.bit();
        if let Some(victim) = mv.take {
            self.stones[1 - s] &= !victim.bit();
            self.taken[s] += 1;
        }
        self.moves += 1;
        self.to_move ^= 1;
    }

    /// Checks the stone counts of a set-up position: every seat's stones on
    /// the board, in hand and lost add up to 9, and no field is shared.
    pub fn check(&self) -> Result<(), String> {
        if self.stones[0] & self.stones[1] != 0 {
            return Err("a field holds stones of both seats".into());
        }
        if (self.stones[0] | self.stones[1]) & !ALL_FIELDS != 0 {
            return Err("a stone lies outside the 24 fields".into());
        }
        if self.to_move > 1 {
            return Err("the side to move must be seat 0 or 1".into());
        }
        for seat in 0..2 {
            if self.placed[seat] > STONES {
                return Err(format!("seat {seat} placed more than 9 stones"));
            }
            let total = u32::from(self.on_board(seat))
                + u32::from(self.in_hand(seat))
                + u32::from(self.lost(seat));
            if total != u32::from(STONES) {
                return Err(format!(
                    "seat {seat} has {} on the board, {} in hand and {} lost: that makes {total}, not 9",
                    self.on_board(seat),
                    self.in_hand(seat),
                    self.lost(seat)
                ));
            }
        }
        Ok(())
    }
}
