//! The exact value of a position by a search over perfect-information
//! play: "can the team still score at least `target`?", asked for rising
//! targets from the best greedy line's score until the answer is no.
//!
//! Every node is cut by the upper bound of [`super::bounds`] and by a
//! transposition table holding, per position, the best bound the search
//! has proved. The moves tried at a node are pruned by rules that never
//! lose the best score (each proved where it is applied, in [`moves`]).

use std::collections::HashMap;

use super::super::actions::{FireworksAction, HAND_SIZE};
use super::super::cards::{Card, KINDS};
use super::bounds::{bound_score, upper_bound, Bound, Limit};
use super::greedy::{greedy_line, greedy_move, TEMPERS};
use super::position::{Deal, Move, Position, EMPTY, MAX_PLAYERS};
use crate::engine::agent::{Budget, Clock};

/// A kind that can never be played, in a transposition key.
const TRASH: u8 = 254;

/// Positions between two looks at the clock.
const CLOCK_EVERY: u64 = 256;

/// Most positions the transposition table keeps (it is emptied when
/// full; every entry it held stays true, so only work is lost).
const TABLE_LIMIT: usize = 1 << 20;

/// What the search found for a position.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Solution {
    /// The best score found: the line below reaches it.
    pub score: u32,
    /// Whether no line scores more (the search finished, or the score
    /// meets the upper bound).
    pub exact: bool,
    /// The best upper bound proved, with its reasons (its score equals
    /// `score` when exact).
    pub bound: Bound,
    /// The actions of a line that scores `score`, from the position on.
    pub line: Vec<FireworksAction>,
    /// Positions the search visited.
    pub nodes: u64,
}

/// Whether the team can still score a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// A line scores at least the target.
    Yes,
    /// No line does.
    No,
    /// The budget ran out before an answer.
    Unknown,
}

/// The search's state: budget, table, the line found.
struct Search<'a> {
    deal: &'a Deal,
    clock: &'a dyn Clock,
    start_ms: f64,
    budget: Budget,
    nodes: u64,
    out_of_budget: bool,
    /// Per canonical position, an upper bound on its value.
    table: HashMap<[u8; 40], u32>,
    /// The moves of the line found, last first.
    found: Vec<Move>,
}

/// The best score `position` allows, a line that reaches it, and the
/// best upper bound, within `budget` (nodes and time on `clock`).
pub fn solve_position(
    deal: &Deal,
    position: &Position,
    budget: Budget,
    clock: &dyn Clock,
) -> Solution {
    let bound = upper_bound(deal, position);
    let (mut score, mut moves) = best_greedy(deal, position);
    let mut search = Search::new(deal, budget, clock);
    let mut exact = score >= bound.score;
    let mut proved = bound.clone();
    while !exact {
        match search.reach(position, score + 1) {
            Reach::Yes => {
                moves = search.found.drain(..).rev().collect();
                score = deal.score(&replay(deal, position, &moves));
                exact = score >= bound.score;
            }
            Reach::No => {
                exact = true;
                let mut limits = bound.limits.clone();
                limits.push(Limit::NoLine);
                proved = Bound { score, limits };
            }
            Reach::Unknown => break,
        }
    }
    if exact {
        proved.score = score;
    }
    Solution {
        score,
        exact,
        bound: proved,
        line: actions(deal, position, &moves),
        nodes: search.nodes,
    }
}

/// Whether `position` can still score `target`, within `budget`.
pub fn reaches(
    deal: &Deal,
    position: &Position,
    target: u32,
    budget: Budget,
    clock: &dyn Clock,
) -> Reach {
    if bound_score(deal, position) < target {
        return Reach::No;
    }
    if best_greedy(deal, position).0 >= target {
        return Reach::Yes;
    }
    Search::new(deal, budget, clock).reach(position, target)
}

/// The best of the greedy lines: its score and moves.
fn best_greedy(deal: &Deal, position: &Position) -> (u32, Vec<Move>) {
    TEMPERS
        .iter()
        .map(|&temper| {
            let (end, moves) = greedy_line(deal, position, temper);
            (deal.score(&end), moves)
        })
        .max_by_key(|(score, moves)| (*score, std::cmp::Reverse(moves.len())))
        .expect("there are tempers")
}

/// The position after `moves`.
pub fn replay(deal: &Deal, position: &Position, moves: &[Move]) -> Position {
    moves
        .iter()
        .fold(*position, |now, &step| deal.after(&now, step))
}

/// The engine actions of `moves` played from `position`.
fn actions(deal: &Deal, position: &Position, moves: &[Move]) -> Vec<FireworksAction> {
    let mut now = *position;
    moves
        .iter()
        .map(|&step| {
            let action = deal.action(&now, step);
            now = deal.after(&now, step);
            action
        })
        .collect()
}

impl<'a> Search<'a> {
    fn new(deal: &'a Deal, budget: Budget, clock: &'a dyn Clock) -> Search<'a> {
        Search {
            deal,
            clock,
            start_ms: clock.now_ms(),
            budget,
            nodes: 0,
            out_of_budget: false,
            table: HashMap::new(),
            found: Vec::new(),
        }
    }

    /// Whether the budget is spent (looking at the clock now and then).
    fn spent(&mut self) -> bool {
        if self.out_of_budget {
            return true;
        }
        let capped = self.budget.max_work.is_some_and(|cap| self.nodes >= cap);
        let timed_out = self.nodes.is_multiple_of(CLOCK_EVERY)
            && self.clock.now_ms() - self.start_ms >= self.budget.time_ms;
        self.out_of_budget = capped || timed_out;
        self.out_of_budget
    }

    /// Whether some line from `position` scores `target` or more; the
    /// moves of the line found are left in `found`, last first.
    fn reach(&mut self, position: &Position, target: u32) -> Reach {
        let deal = self.deal;
        if position.over {
            return if deal.score(position) >= target {
                Reach::Yes
            } else {
                Reach::No
            };
        }
        self.nodes += 1;
        if self.spent() {
            return Reach::Unknown;
        }
        if bound_score(deal, position) < target {
            return Reach::No;
        }
        let key = key(deal, position);
        if self.table.get(&key).is_some_and(|&most| most < target) {
            return Reach::No;
        }
        for step in moves(deal, position) {
            let next = deal.after(position, step);
            match self.reach(&next, target) {
                Reach::No => {}
                Reach::Yes => {
                    self.found.push(step);
                    return Reach::Yes;
                }
                Reach::Unknown => return Reach::Unknown,
            }
        }
        if self.table.len() >= TABLE_LIMIT {
            self.table.clear();
        }
        let most = self.table.entry(key).or_insert(u32::MAX);
        *most = (*most).min(target - 1);
        Reach::No
    }
}

/// The moves worth trying from `position`, the greedy choice first. What
/// is left out never scores more than something kept:
///
/// - **one hint**: every legal hint leads to the same position (hints
///   only inform, and everything is known here);
/// - **one card of a kind**: two cards of the same kind in a hand are
///   interchangeable (the card drawn lands in the slot freed, and slots
///   do not matter);
/// - **one trash card**: cards that can never be played stay so (a
///   firework never falls, a lost card stays lost), so any two of them
///   are interchangeable: whatever a line does with one, it can do with
///   the other to the same effect;
/// - **no fatal mistake unless forced**: the score never falls while the
///   round goes on, and the fatal mistake ends it (at a standard table
///   with 0); when it is forced, every such play ends the round alike.
///
/// Two more rules were considered and left out, as their proofs fail on
/// edge cases (a card that becomes playable later in the copied line):
/// "discard trash before any needed card" and "never misplay a card that
/// may be discarded". Misplays of every card that does not fit are
/// therefore tried, last.
pub fn moves(deal: &Deal, position: &Position) -> Vec<Move> {
    let live = deal.live_copies(position);
    let id = usize::from(position.current);
    let hand = &position.hands[id];
    let mut moves: Vec<Move> = Vec::with_capacity(12);
    let mut seen_play = [false; KINDS];
    let mut seen_drop = [false; KINDS];
    let mut trash_slot = None;
    let mut drops = Vec::with_capacity(HAND_SIZE);
    for slot in (0..HAND_SIZE).filter(|&s| hand[s] != EMPTY) {
        let kind = hand[slot];
        if deal.playable(position, kind) {
            if !std::mem::replace(&mut seen_play[usize::from(kind)], true) {
                moves.push(Move::Play(slot));
            }
        } else if deal.is_trash(position, &live, kind) {
            trash_slot.get_or_insert(slot);
        }
        if !deal.is_trash(position, &live, kind)
            && !std::mem::replace(&mut seen_drop[usize::from(kind)], true)
        {
            drops.push(slot);
        }
    }
    // The least needed first: spare copies, then the highest levels.
    drops.sort_by_key(|&s| {
        let kind = hand[s];
        let card = Card::from_kind(usize::from(kind));
        (live[usize::from(kind)] == 1, std::cmp::Reverse(card.level))
    });
    drops.splice(0..0, trash_slot);
    if deal.may_discard(position) {
        moves.extend(drops.iter().map(|&s| Move::Discard(s)));
    }
    if deal.stall_action(position).is_some() {
        moves.push(Move::Stall);
    }
    if position.mistakes_left > 0 {
        moves.extend(
            drops
                .iter()
                .filter(|&&s| !deal.playable(position, hand[s]))
                .map(|&s| Move::Play(s)),
        );
    }
    if moves.is_empty() {
        // Forced: only plays that end the round are left.
        moves.extend(
            (0..HAND_SIZE)
                .filter(|&s| hand[s] != EMPTY)
                .take(1)
                .map(Move::Play),
        );
    }
    if let Some(first) = greedy_move(deal, position, TEMPERS[0]) {
        if let Some(at) = moves.iter().position(|&m| m == first) {
            moves[..=at].rotate_right(1);
        }
    }
    moves
}

/// The position as the table keys it: each hand's kinds sorted, every
/// card that can never be played written as one kind, and the counters.
fn key(deal: &Deal, position: &Position) -> [u8; 40] {
    let live = deal.live_copies(position);
    let mut key = [0u8; 40];
    for (player, hand) in position.hands.iter().enumerate().take(MAX_PLAYERS) {
        let mut cards = *hand;
        for card in cards.iter_mut().filter(|k| **k != EMPTY) {
            if deal.is_trash(position, &live, *card) {
                *card = TRASH;
            }
        }
        cards.sort_unstable();
        key[player * HAND_SIZE..(player + 1) * HAND_SIZE].copy_from_slice(&cards);
    }
    let at = MAX_PLAYERS * HAND_SIZE;
    key[at..at + 6].copy_from_slice(&position.fireworks);
    key[at + 6] = position.drawn;
    key[at + 7] = position.tokens;
    key[at + 8] = position.mistakes_left;
    key[at + 9] = position.current;
    key[at + 10] = position.final_turns;
    key
}
