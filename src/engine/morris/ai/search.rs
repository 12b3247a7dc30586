//! Iterative-deepening negamax with alpha-beta and principal variation
//! search, a transposition table and mill-aware move ordering.

mod tables;

use super::endgame::shipped::shipped;
use super::endgame::Endgame;
use super::eval::{evaluate, evaluate_with, material, WEIGHTS_BEFORE};
use super::tt::{Bound, Table};
use crate::engine::agent::Clock;
use crate::engine::morris::board::{closes_mill, MILL_MASK, NEIGHBOUR_MASK};
use crate::engine::morris::movegen::generate;
use crate::engine::morris::moves::Move;
use crate::engine::morris::position::Position;
use crate::engine::morris::status::{status, Status};
use crate::engine::morris::zobrist::hash;
use crate::engine::rng::Pcg32;

/// The deepest iteration of the `hard` level (and of searches capped by
/// nodes alone, [`Limits::nodes`]).
pub const HARD_MAX_DEPTH: i32 = 64;
/// A won game, before subtracting the distance to it.
pub const MATE: i32 = 1_000_000;
/// Scores beyond this are wins or losses: [`MATE`] less the plies to
/// the end of the game.
pub const MATE_BOUND: i32 = MATE - 1000;
const INFINITY: i32 = MATE + 1;
const MAX_PLY: usize = 128;

/// Which evaluation the search uses at its leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvalKind {
    /// Stones only.
    Material,
    /// [`evaluate`].
    Full,
    /// The full evaluation as it was before issue 12 ([`WEIGHTS_BEFORE`]).
    Before,
}

/// How a search is allowed to run.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest iteration.
    pub max_depth: i32,
    /// Stop when the clock passes this (milliseconds, `Clock` time).
    pub deadline_ms: f64,
    /// Stop after this many nodes.
    pub max_nodes: u64,
}

impl Limits {
    /// At most `nodes` nodes and [`HARD_MAX_DEPTH`] plies, with no
    /// deadline: with a clock that never moves the search is reproducible.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            max_depth: HARD_MAX_DEPTH,
            deadline_ms: f64::INFINITY,
            max_nodes: nodes,
        }
    }
}

/// What the last search found and how much it did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Deepest fully completed iteration.
    pub depth: i32,
    /// Nodes visited.
    pub nodes: u64,
    /// Score of the chosen move for the side to move.
    pub score: i32,
}

/// A reusable searcher (its tables keep their allocation between moves).
#[derive(Clone, Debug)]
pub struct Searcher {
    eval: EvalKind,
    use_tt: bool,
    /// Whether to ask the solved endgames (when they are loaded).
    use_endgame: bool,
    endgame: Option<&'static Endgame>,
    /// Plies of mill-closing moves searched past the horizon.
    quiescence: u32,
    tt: Table,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<[i32; 24]>,
    nodes: u64,
    aborted: bool,
    limits: Limits,
}

/// Where a move comes from as a history index (24 = a placement).
fn from_index(mv: Move) -> usize {
    mv.from.map_or(24, |f| f.index())
}

/// The mover's result if the game ends at `child` (rule 8).
fn terminal_score(child: &Position, ply: usize) -> Option<i32> {
    match status(child) {
        Status::Ongoing => None,
        Status::Draw => Some(0),
        Status::TookSeven | Status::Blocked => Some(MATE - ply as i32 - 1),
    }
}

impl Searcher {
    /// A searcher with the given leaf evaluation; `use_tt` adds a table of
    /// 2^17 entries.
    pub fn new(eval: EvalKind, use_tt: bool) -> Searcher {
        Searcher {
            eval,
            use_tt,
            use_endgame: false,
            endgame: None,
            quiescence: 0,
            tt: Table::new(if use_tt { 17 } else { 0 }),
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![[0; 24]; 25],
            nodes: 0,
            aborted: false,
            limits: Limits {
                max_depth: 1,
                deadline_ms: f64::INFINITY,
                max_nodes: u64::MAX,
            },
        }
    }

    /// The same searcher, asking the solved endgames ([`shipped`])
    /// wherever they hold the position, once they are loaded.
    pub fn with_endgame(mut self, use_endgame: bool) -> Searcher {
        self.use_endgame = use_endgame;
        self
    }

    /// The same searcher, following mill-closing moves (and only those) up
    /// to `plies` past the horizon, so that a leaf where a mill is about to
    /// close is not valued as if it could not.
    pub fn with_quiescence(mut self, plies: u32) -> Searcher {
        self.quiescence = plies;
        self
    }

    /// The evaluation of `pos` for its side to move.
    fn leaf(&self, pos: &Position) -> i32 {
        match self.eval {
            EvalKind::Material => material(pos),
            EvalKind::Full => evaluate(pos),
            EvalKind::Before => evaluate_with(pos, &WEIGHTS_BEFORE),
        }
    }

    /// Chooses a move for the side to move of `pos` (which must have one).
    /// Equal moves are told apart by `rng` (the root order is shuffled).
    pub fn choose(
        &mut self,
        pos: &Position,
        limits: Limits,
        clock: &dyn Clock,
        rng: &mut Pcg32,
    ) -> (Move, SearchStats) {
        self.limits = limits;
        self.endgame = if self.use_endgame { shipped() } else { None };
        self.nodes = 0;
        self.aborted = false;
        self.tt.new_search();
        for k in self.killers.iter_mut() {
            *k = [None; 2];
        }
        for h in self.history.iter_mut() {
            *h = [0; 24];
        }
        let mut moves = Vec::with_capacity(64);
        generate(pos, &mut moves);
        rng.shuffle(&mut moves);
        let mut best = moves[0];
        let mut stats = SearchStats::default();
        if moves.len() == 1 {
            return (best, stats);
        }
        if let Some((mv, score)) = self.table_move(pos, &mut moves) {
            stats.score = score;
            return (mv, stats);
        }
        best = moves[0];
        for depth in 1..=limits.max_depth {
            let (score, mv) = self.root(pos, &mut moves, depth, clock);
            if self.aborted {
                // A move that already beat the last iteration's best is kept.
                if let Some(mv) = mv {
                    best = mv;
                }
                break;
            }
            if let Some(mv) = mv {
                best = mv;
            }
            stats.depth = depth;
            stats.score = score;
            if score.abs() > MATE_BOUND {
                break;
            }
        }
        stats.nodes = self.nodes;
        (best, stats)
    }

    /// Scores every move of `moves` (each a legal move of the side to move
    /// of `pos`) for that side, by the same search as [`Searcher::choose`]
    /// but with a full window at every root move, so that each score is
    /// exact at the depth searched (`choose` only proves the best move's).
    /// Deepens one ply at a time while `limits` allow, and returns the
    /// scores of the deepest iteration that finished for every move, in
    /// the order of `moves`. The first iteration always finishes, whatever
    /// `limits` say, so every move has a score.
    pub fn rate(
        &mut self,
        pos: &Position,
        moves: &[Move],
        limits: Limits,
        clock: &dyn Clock,
    ) -> (Vec<i32>, SearchStats) {
        self.limits = Limits {
            max_depth: limits.max_depth,
            deadline_ms: f64::INFINITY,
            max_nodes: u64::MAX,
        };
        self.endgame = if self.use_endgame { shipped() } else { None };
        self.nodes = 0;
        self.aborted = false;
        self.tt.new_search();
        for k in self.killers.iter_mut() {
            *k = [None; 2];
        }
        for h in self.history.iter_mut() {
            *h = [0; 24];
        }
        let mut scores = vec![0; moves.len()];
        let mut stats = SearchStats::default();
        for depth in 1..=limits.max_depth.max(1) {
            let mut these = Vec::with_capacity(moves.len());
            for &mv in moves {
                let child = pos.after(mv);
                let score = match terminal_score(&child, 0) {
                    Some(s) => s,
                    None => -self.negamax(&child, depth - 1, -INFINITY, INFINITY, 1, clock),
                };
                if self.aborted {
                    break;
                }
                these.push(score);
            }
            if self.aborted {
                break;
            }
            scores = these;
            stats.depth = depth;
            stats.score = scores.iter().copied().max().unwrap_or(0);
            if scores.iter().all(|s| s.abs() > MATE_BOUND) {
                break;
            }
            // The first iteration ran unbounded; the next ones stop on
            // the limits.
            self.limits = limits;
        }
        stats.nodes = self.nodes;
        (scores, stats)
    }

    /// One root iteration. Moves the best move to the front of `moves`.
    fn root(
        &mut self,
        pos: &Position,
        moves: &mut Vec<Move>,
        depth: i32,
        clock: &dyn Clock,
    ) -> (i32, Option<Move>) {
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best: Option<(i32, usize)> = None;
        for i in 0..moves.len() {
            let child = pos.after(moves[i]);
            let score = match terminal_score(&child, 0) {
                Some(s) => s,
                None if i == 0 => -self.negamax(&child, depth - 1, -beta, -alpha, 1, clock),
                None => {
                    let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, clock);
                    if s > alpha && !self.aborted {
                        -self.negamax(&child, depth - 1, -beta, -alpha, 1, clock)
                    } else {
                        s
                    }
                }
            };
            if self.aborted {
                // Only a completed first move or a proven improvement counts.
                return (alpha, best.filter(|&(_, k)| k > 0).map(|(_, k)| moves[k]));
            }
            if best.is_none() || score > alpha {
                alpha = alpha.max(score);
                best = Some((score, i));
            }
        }
        let (score, index) = best.expect("the root has moves");
        let mv = moves.remove(index);
        moves.insert(0, mv);
        (score, Some(mv))
    }

    fn out_of_budget(&mut self, clock: &dyn Clock) -> bool {
        if self.nodes >= self.limits.max_nodes
            || (self.nodes & 255 == 0 && clock.now_ms() >= self.limits.deadline_ms)
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        clock: &dyn Clock,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget(clock) {
            return 0;
        }
        if let Some(score) = self.probe(pos, ply) {
            return score;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(pos, alpha, beta, ply, self.quiescence, clock);
        }
        let key = hash(pos);
        let mut tt_move = None;
        if self.use_tt {
            if let Some(entry) = self.tt.probe(key) {
                tt_move = entry.best;
                if entry.depth >= depth {
                    let score = from_tt(entry.score, ply);
                    match entry.bound {
                        Bound::Exact => return score,
                        Bound::Lower if score >= beta => return score,
                        Bound::Upper if score <= alpha => return score,
                        _ => {}
                    }
                }
            }
        }
        let mut moves = Vec::with_capacity(64);
        generate(pos, &mut moves);
        if moves.is_empty() {
            return -(MATE - ply as i32);
        }
        self.order(pos, &mut moves, tt_move, ply);
        let alpha0 = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (i, &mv) in moves.iter().enumerate() {
            let child = pos.after(mv);
            let score = match terminal_score(&child, ply) {
                Some(s) => s,
                None if i == 0 => -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, clock),
                None => {
                    let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, clock);
                    if s > alpha && s < beta && !self.aborted {
                        -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, clock)
                    } else {
                        s
                    }
                }
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if mv.take.is_none() {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(mv) {
                                k[1] = k[0];
                                k[0] = Some(mv);
                            }
                            self.history[from_index(mv)][mv.to.index()] += depth * depth;
                        }
                        break;
                    }
                }
            }
        }
        if self.use_tt {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha0 {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt
                .store(key, best_move, to_tt(best, ply), depth, bound);
        }
        best
    }

    /// The value of `pos` at the horizon: the evaluation, or better for the
    /// side to move if closing a mill (with its best take) beats it, up to
    /// `left` plies of takes.
    fn quiesce(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        left: u32,
        clock: &dyn Clock,
    ) -> i32 {
        let stand = self.leaf(pos);
        if left == 0 || stand >= beta || ply >= MAX_PLY - 1 {
            return stand;
        }
        let mut moves = Vec::with_capacity(32);
        generate(pos, &mut moves);
        moves.retain(|mv| mv.take.is_some());
        alpha = alpha.max(stand);
        let mut best = stand;
        for mv in moves {
            self.nodes += 1;
            if self.out_of_budget(clock) {
                return 0;
            }
            let child = pos.after(mv);
            let score = match terminal_score(&child, ply) {
                Some(s) => s,
                None => -self.quiesce(&child, -beta, -alpha, ply + 1, left - 1, clock),
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Sorts `moves` best first: the table's move, mill-closing moves (by
    /// victim), blocks of opponent mills, killers, then history.
    fn order(&self, pos: &Position, moves: &mut [Move], tt_move: Option<Move>, ply: usize) {
        let seat = pos.side();
        let own = pos.stones[seat];
        let opp = pos.stones[1 - seat];
        let empty = pos.empty();
        // Empty fields that would close an opponent mill, and opponent
        // stones standing in an open two (good victims).
        let mut opp_holes = 0u32;
        let mut opp_twos = 0u32;
        for &mask in &MILL_MASK {
            if (opp & mask).count_ones() == 2 && mask & empty != 0 {
                opp_holes |= mask & empty;
                opp_twos |= opp & mask;
            }
        }
        let killers = self.killers[ply];
        let key = |mv: &Move| -> i32 {
            if Some(*mv) == tt_move {
                return i32::MAX;
            }
            let mut score = 0;
            if let Some(victim) = mv.take {
                score += 2_000_000;
                if opp_twos & victim.bit() != 0 {
                    score += 1000;
                }
                score += (NEIGHBOUR_MASK[victim.index()] & empty).count_ones() as i32 * 10;
            }
            if opp_holes & mv.to.bit() != 0 {
                score += 1_000_000;
            }
            if Some(*mv) == killers[0] {
                score += 500_000;
            } else if Some(*mv) == killers[1] {
                score += 400_000;
            }
            let after = match mv.from {
                Some(f) => own & !f.bit(),
                None => own,
            } | mv.to.bit();
            if mv.take.is_none() && !closes_mill(after, mv.to.index()) {
                score += self.history[from_index(*mv)][mv.to.index()].min(300_000);
            }
            score
        };
        moves.sort_by_cached_key(|mv| std::cmp::Reverse(key(mv)));
    }
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
