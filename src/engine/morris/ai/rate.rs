//! Move ratings for Nine Men's Morris ([`RatesMoves`]): `hard`'s own
//! alpha-beta search ([`hard_searcher`], the same evaluation, solved
//! endgames and quiescence) scores every legal move of the side to move.
//!
//! **The unit is the stone.** The search counts a stone as
//! [`STONE`] (1000) and the rest of its evaluation (mills, open twos,
//! mobility) in the same scale, so a rating is the search's score divided
//! by [`STONE`]: `+1.0` means "as good as being a stone up", `-0.3` a
//! third of a stone worse than even. A move that wins by force is worth
//! [`WIN_STONES`] (more than all the stones of a game) less a hundredth
//! per ply until the win, so a faster win rates higher; a forced loss is
//! the negative of that, and a draw by the move limit 0.
//!
//! An action is one whole CodinGame command: a move that closes a mill
//! carries the stone it takes, so each choice of victim is its own move
//! and its own rating.
//!
//! Each move gets an exact score at the depth searched (a full window at
//! every root move, deepened while the budget lasts; the first depth
//! always finishes), so the best-rated moves are the ones `hard`'s search
//! would choose at that depth. Where the placement book holds the
//! position, `hard` plays the book's move without searching; a short
//! search may not see what the book's long offline search saw, so the
//! book's move is rated at least as high as the best searched move (its
//! own score if that is higher), never below. The seed is not used:
//! the search draws nothing at random.

use super::book;
use super::eval::STONE;
use super::hard_searcher;
use super::search::{Limits, MATE, MATE_BOUND};
use super::HARD_MAX_DEPTH;
use crate::engine::agent::{Budget, Clock};
use crate::engine::game::{Game, Seat};
use crate::engine::morris::movegen::is_legal;
use crate::engine::morris::moves::Move;
use crate::engine::morris::state::Morris;
use crate::engine::rating::{Rated, RatesMoves};

/// The budget the browser's AI worker should rate with: 200,000 nodes,
/// which searched every move 7 to 8 plies deep in the middle game, the
/// time only a safety net. Natively one rating took about 80 to 110 ms on
/// a loaded machine (`examples/rating_times.rs`), the first of a process
/// some 25 ms more (the solved endgames are read on first use).
pub const RATING_BUDGET: Budget = Budget {
    time_ms: 1_000.0,
    max_work: Some(200_000),
};

/// The rating of a move that wins by force (before a hundredth a ply).
pub const WIN_STONES: f64 = 100.0;

/// A search score for the side to move in stones (see the module's
/// documentation).
pub fn stones(score: i32) -> f64 {
    if score > MATE_BOUND {
        WIN_STONES - f64::from(MATE - score) / 100.0
    } else if score < -MATE_BOUND {
        -WIN_STONES + f64::from(MATE + score) / 100.0
    } else {
        f64::from(score) / f64::from(STONE)
    }
}

impl RatesMoves for Morris {
    /// Stones: a rating of 1.0 is worth a stone; a forced win about
    /// [`WIN_STONES`].
    const RATING_UNIT: &'static str = "stones";

    const RATING_BUDGET: Budget = RATING_BUDGET;

    /// Every legal move of the side to move with `hard`'s search score in
    /// stones. The work cap counts search nodes; the time runs from the
    /// first read of `clock`. The seed is not used.
    fn rate_moves(
        &self,
        seat: Seat,
        _seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Vec<Rated<Move>> {
        let legal = self.legal_actions(seat);
        if legal.is_empty() {
            return Vec::new();
        }
        let pos = self.position();
        let limits = Limits {
            max_depth: HARD_MAX_DEPTH,
            deadline_ms: clock.now_ms() + budget.time_ms.max(0.0),
            max_nodes: budget.max_work.unwrap_or(u64::MAX),
        };
        let (scores, _) = hard_searcher().rate(pos, &legal, limits, clock);
        let mut values: Vec<f64> = scores.into_iter().map(stones).collect();
        let book_move = book::shipped()
            .and_then(|book| book.lookup(pos))
            .filter(|&mv| is_legal(pos, mv));
        if let Some(index) = book_move.and_then(|mv| legal.iter().position(|&m| m == mv)) {
            let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            values[index] = values[index].max(best);
        }
        legal
            .into_iter()
            .zip(values)
            .map(|(action, value)| Rated { action, value })
            .collect()
    }
}
