//! The search's use of the solved endgames: exact values at the nodes
//! they hold, and the tables' own move at the root.

use super::{terminal_score, Searcher, MATE, MATE_BOUND};
use crate::engine::morris::ai::endgame::Solved;
use crate::engine::morris::moves::Move;
use crate::engine::morris::position::Position;

impl Searcher {
    /// The exact score of `pos` at `ply` from the solved endgames, if they
    /// hold it: a win or loss that the move limit still lets happen, else a
    /// draw (scaled-down evaluation, so the search still prefers the draws
    /// that look better).
    pub(super) fn probe(&self, pos: &Position, ply: usize) -> Option<i32> {
        let solved = self.endgame?.probe(pos)?;
        let left = i32::from(pos.max_moves) - i32::from(pos.moves);
        let mate_in = |d: u16| MATE - ply as i32 - i32::from(d);
        Some(match solved {
            Solved::Win(d) if i32::from(d) <= left => mate_in(d),
            Solved::Loss(d) if i32::from(d) <= left => -mate_in(d),
            _ => self.leaf(pos) / 8,
        })
    }

    /// The solved endgames' move at the root, when they hold `pos`: the
    /// shortest win, or with no win and no draw the longest loss (the move
    /// limit applied as at every node, [`Searcher::probe`]). When some
    /// moves draw and none wins, keeps only those in `moves` and returns
    /// `None`: the search chooses among them.
    pub(super) fn table_move(
        &mut self,
        pos: &Position,
        moves: &mut Vec<Move>,
    ) -> Option<(Move, i32)> {
        self.probe(pos, 0)?;
        let scored: Vec<(Move, i32)> = moves
            .iter()
            .map(|&mv| {
                let child = pos.after(mv);
                let score = match terminal_score(&child, 0) {
                    Some(s) => s,
                    None => -self
                        .probe(&child, 1)
                        .expect("a move keeps the game in the tables"),
                };
                (mv, score)
            })
            .collect();
        let &(mv, score) = scored
            .iter()
            .max_by_key(|(_, score)| *score)
            .expect("the root has moves");
        if score.abs() > MATE_BOUND {
            return Some((mv, score));
        }
        moves.retain(|mv| scored.iter().any(|(m, s)| m == mv && s.abs() <= MATE_BOUND));
        None
    }
}
