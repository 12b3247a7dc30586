//! Move ratings for Fireworks ([`RatesMoves`]): every legal move of the
//! player to act (each play, each discard, every hint) valued by the
//! rollouts of the `hard` level ([`hard::rollout`]): the player's own
//! hand drawn from what they know ([`world`], the deck shuffled under
//! it), the move made, and the round played out with the medium
//! conventions for everyone.
//!
//! **The unit is the rules' points**, the measure `hard` maximises: the
//! team's points at the end of the round under the CodinGame rules (out
//! of 85), the fireworks' height (out of 25) under the standard numbers,
//! and the team's score at a standard table (0 after the fatal mistake).
//! A rating is the expected value at the end of the round, not a change:
//! a move rated 21.3 leads to 21.3 points on average.
//!
//! Every move is played out in the same sampled worlds (common random
//! numbers): a difference between two moves comes from the moves, not
//! from luckier deals. The first worlds are those `hard` draws with the
//! same seed.
//!
//! **The budget is split.** The work cap counts rollouts (one move in one
//! world), and a world costs one rollout for every legal move: often 20
//! to 40 (five plays, five discards, every hint that touches a card)
//! where `hard`'s search compares a handful of candidates, so the same
//! cap rates each move on far fewer worlds than `hard` compares its
//! candidates on. Rating everything
//! on shared worlds keeps the *differences* between moves precise (most
//! of the world's luck cancels), but the values themselves still carry
//! that luck: give a rating several times `hard`'s 300 rollouts. At least
//! one world is always played whatever the budget.
//!
//! The best-rated move is `hard`'s choice when the search is what decides
//! it; `hard` keeps the conventions' move unless another gains a clear
//! margin (0.05 points at the standard numbers, 0.15 otherwise), so a
//! move within that margin of the best may be the one it plays.

use super::hard;
use super::mind::Mind;
use super::sample::world;
use super::table::{Move, Table};
use crate::engine::agent::{Budget, Clock};
use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::{Game, Seat};
use crate::engine::rating::{Rated, RatesMoves};
use crate::engine::rng::Pcg32;

/// The budget the browser's AI worker should rate with: 3,000 rollouts
/// (150 to 200 worlds at 15 to 20 legal moves, a value's spread from seed
/// to seed about 0.5 points under the CodinGame rules and 0.17 at a
/// standard table), the time only a safety net. Natively one rating took
/// about 150 to 275 ms on a loaded machine (`examples/rating_times.rs`).
pub const RATING_BUDGET: Budget = Budget {
    time_ms: 1_500.0,
    max_work: Some(3_000),
};

/// The rating of a move the AI's table cannot make (never in practice:
/// the table and the rules agree on every legal move).
pub(super) const UNPLAYABLE: f64 = f64::NEG_INFINITY;

/// What a rating starts from: the seat's legal actions, the AI's table
/// of its view, its round id, what it knows of its own hand, and each
/// action as the table's move (`None` if the table cannot make it).
pub(super) struct Position {
    /// The seat's legal actions, in the rules' order.
    pub legal: Vec<FireworksAction>,
    /// The AI's table rebuilt from the seat's view.
    pub table: Table,
    /// The seat's id in the round.
    pub me: usize,
    /// What the seat knows of its own hand.
    pub mind: Mind,
    /// Each legal action as the table's move.
    pub moves: Vec<Option<Move>>,
}

impl Position {
    /// The position of `seat` on `state`, or `None` when it has no move.
    pub fn of(state: &Fireworks, seat: Seat) -> Option<Position> {
        let legal = state.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        let table = Table::from_view(&state.view(seat));
        let me = table.current;
        let mind = Mind::of(&table, me);
        let moves = legal
            .iter()
            .map(|&action| table.move_of(action).filter(|&mv| table.is_legal(mv)))
            .collect();
        Some(Position {
            legal,
            table,
            me,
            mind,
            moves,
        })
    }
}

impl RatesMoves for Fireworks {
    /// Points in the rules' own measure: the team's expected score at the
    /// end of the round.
    const RATING_UNIT: &'static str = "points";

    const RATING_BUDGET: Budget = RATING_BUDGET;

    /// Every legal move of `seat` with the team's expected points at the
    /// end of the round, the mean of `hard`'s rollouts over worlds drawn
    /// from `seed`, the same worlds for every move. The work cap counts
    /// rollouts (a world costs one per legal move); the clock is read
    /// between worlds.
    fn rate_moves(
        &self,
        seat: Seat,
        seed: u64,
        budget: Budget,
        clock: &dyn Clock,
    ) -> Vec<Rated<FireworksAction>> {
        let Some(Position {
            legal,
            table,
            me,
            mind,
            moves,
        }) = Position::of(self, seat)
        else {
            return Vec::new();
        };
        let deadline = clock.now_ms() + budget.time_ms;
        let per_world = moves.iter().flatten().count().max(1) as u64;
        let cap = budget.max_work.unwrap_or(u64::MAX);
        let mut rng = Pcg32::with_stream(seed, 0x4a2d);
        let mut totals = vec![0.0; moves.len()];
        let mut worlds = 0u64;
        while worlds == 0 || ((worlds + 1) * per_world <= cap && clock.now_ms() < deadline) {
            let sim = world(&table, me, &mind, &mut rng);
            for (total, mv) in totals.iter_mut().zip(&moves) {
                if let Some(mv) = *mv {
                    let mut branch = sim.clone();
                    branch.step(mv);
                    *total += hard::rollout(branch);
                }
            }
            worlds += 1;
        }
        legal
            .into_iter()
            .zip(moves.iter().zip(totals))
            .map(|(action, (mv, total))| Rated {
                action,
                value: if mv.is_some() {
                    total / worlds as f64
                } else {
                    UNPLAYABLE
                },
            })
            .collect()
    }
}
