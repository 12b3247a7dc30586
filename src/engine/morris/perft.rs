//! Perft: the number of legal move sequences of a given length (one command,
//! including its take, is one move), for testing the move generator.

use super::movegen::{count_legal, generate};
use super::position::{Position, TAKES_TO_WIN};
use super::state::Morris;
use crate::engine::game::{Game, Perft};

impl Perft for Morris {
    fn perft(depth: u32) -> u64 {
        perft(&Morris::new(&Default::default(), 0).0, depth)
    }
}

/// Legal move sequences of length `depth` from `state` (1 at depth 0; 0
/// once the game is over).
pub fn perft(state: &Morris, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if state.is_over() {
        return 0;
    }
    perft_position(state.position(), depth)
}

/// Perft from a position whose game is not over, counting the legal moves
/// of the last ply in bulk instead of playing them.
pub fn perft_position(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return count_legal(pos);
    }
    let mut moves = Vec::with_capacity(64);
    generate(pos, &mut moves);
    let mover = pos.side();
    moves
        .iter()
        .map(|&mv| {
            let next = pos.after(mv);
            // Rule 8: a 7th take or the move limit ends the game; a blocked
            // opponent has no moves and counts 0 by itself.
            if next.taken[mover] >= TAKES_TO_WIN || next.moves >= next.max_moves {
                0
            } else {
                perft_position(&next, depth - 1)
            }
        })
        .sum()
}
