//! Final scores and ranks.

use serde::{Deserialize, Serialize};

/// Which way scores are better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreOrder {
    /// Fewer points is better (6 nimmt! cows).
    LowerIsBetter,
    /// More points is better (Fireworks, Morris).
    HigherIsBetter,
}

/// The end of a game: one score and one rank per seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// One score per seat, as the game counts it.
    pub scores: Vec<i64>,
    /// One rank per seat, 1 = best; equal scores share a rank and the next
    /// rank skips (1, 1, 3).
    pub ranks: Vec<u32>,
}

impl Outcome {
    /// Ranks `scores` in `order`; seats listed in `last` (disqualified)
    /// rank after every other seat, sharing a rank among themselves.
    pub fn rank(scores: Vec<i64>, order: ScoreOrder, last: &[bool]) -> Outcome {
        let key = |seat: usize| -> (bool, i64) {
            let out = last.get(seat).copied().unwrap_or(false);
            let value = match order {
                ScoreOrder::LowerIsBetter => scores[seat],
                ScoreOrder::HigherIsBetter => -scores[seat],
            };
            (out, if out { 0 } else { value })
        };
        let ranks = (0..scores.len())
            .map(|seat| {
                let mine = key(seat);
                let better = (0..scores.len()).filter(|&o| key(o) < mine).count();
                better as u32 + 1
            })
            .collect();
        Outcome { scores, ranks }
    }

    /// Seats that share the best rank.
    pub fn winners(&self) -> Vec<usize> {
        (0..self.ranks.len())
            .filter(|&s| self.ranks[s] == 1)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_is_better_with_shared_ranks() {
        let o = Outcome::rank(vec![10, 3, 10, 20], ScoreOrder::LowerIsBetter, &[]);
        assert_eq!(o.ranks, vec![2, 1, 2, 4]);
        assert_eq!(o.winners(), vec![1]);
    }

    #[test]
    fn higher_is_better_with_a_tie_for_first() {
        let o = Outcome::rank(vec![5, 5, 1], ScoreOrder::HigherIsBetter, &[]);
        assert_eq!(o.ranks, vec![1, 1, 3]);
        assert_eq!(o.winners(), vec![0, 1]);
    }

    #[test]
    fn disqualified_seats_rank_last_whatever_their_score() {
        let o = Outcome::rank(
            vec![-999, 12, 4, -999],
            ScoreOrder::LowerIsBetter,
            &[true, false, false, true],
        );
        assert_eq!(o.ranks, vec![3, 2, 1, 3]);
    }
}
