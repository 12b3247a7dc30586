//! The `hard` level: the medium conventions, with a search over the
//! player's own possible hands (SPARTA-style single-agent search, after
//! Lerer et al. 2019). The conventions propose a move; the search plays the
//! rest of the round out many times from a handful of candidate moves, in
//! worlds drawn from what the player knows, with everyone following the
//! conventions afterwards, and keeps the conventions' move unless another
//! one does clearly better. Its hints still follow the conventions, so a
//! person can read them.

use super::super::actions::{Clue, HAND_SIZE};
use super::medium;
use super::mind::Mind;
use super::reason::Why;
use super::sample::world;
use super::table::{Move, Table};
use crate::engine::agent::{Budget, Clock};
use crate::engine::rng::Pcg32;

/// The default time per decision (the protocol allows 50 ms).
pub const DEFAULT_MS: f64 = 30.0;
/// The default cap on rollouts per decision (more did not score better:
/// 23.16 at 1,000 against 23.18 at 300 over the same 150 standard rounds).
pub const DEFAULT_ROLLOUTS: u64 = 300;
/// The share of the rollouts spent comparing every candidate; the rest
/// re-measures the winner against the conventions' move on fresh worlds.
const FIRST_STAGE: f64 = 0.6;
/// How many standard errors the re-measured gain must clear.
const CONFIDENCE: f64 = 2.0;
/// Hints kept as candidates besides the conventions' own move.
const HINT_CANDIDATES: usize = 4;
/// The longest rollout, in turns (a round never lasts this long).
const MAX_TURNS: u16 = 400;

/// What the search found.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Searched {
    /// Rollouts played.
    pub rollouts: u32,
    /// Candidate moves compared.
    pub candidates: u32,
    /// The chosen move's expected gain over the conventions' move.
    pub gain: f64,
}

/// The round's value for the team: points out of 85 under the CodinGame
/// rules, the height out of 25 under the standard numbers, and at a
/// standard table the team's score (0 after the fatal mistake).
fn value(table: &Table) -> f64 {
    if table.layout.table.is_some() {
        table.team_points()
    } else if table.rules.is_standard() {
        f64::from(table.height())
    } else {
        table.team_points()
    }
}

/// The smallest gain worth leaving the conventions for, in the rules'
/// units.
fn threshold(table: &Table) -> f64 {
    if table.rules.is_standard() {
        0.05
    } else {
        0.15
    }
}

/// Plays the round out with the medium conventions for everyone.
pub fn rollout(mut sim: Table) -> f64 {
    while !sim.over && sim.turn < MAX_TURNS {
        let (mut mv, _) = medium::decide(&sim);
        if !sim.is_legal(mv) {
            mv = fallback(&sim);
        }
        sim.step(mv);
    }
    value(&sim)
}

/// Some legal move (a play of the first card).
fn fallback(sim: &Table) -> Move {
    let id = sim.current;
    (0..HAND_SIZE)
        .find(|&s| sim.hands[id][s].is_some())
        .map_or(Move::Play(0), Move::Play)
}

/// The moves worth comparing: the conventions' own, plays of cards that
/// may fit, the chop and the spare discards, and the best few hints that
/// the conventions read truthfully.
fn candidates(table: &Table, mind: &Mind, blueprint: Move) -> Vec<Move> {
    let me = table.current;
    let play = table.playable_set();
    let trash = table.trash_set();
    let critical = table.critical_set();
    let mut moves = vec![blueprint];
    let push = |mv: Move, moves: &mut Vec<Move>| {
        if !moves.contains(&mv) && table.is_legal(mv) {
            moves.push(mv);
        }
    };
    let endgame = table.deck_len == 0;
    for slot in 0..HAND_SIZE {
        if table.hands[me][slot].is_none() {
            continue;
        }
        let chance = mind.chance(slot, play);
        if chance >= 0.3 || (endgame && chance > 0.0) {
            push(Move::Play(slot), &mut moves);
        }
    }
    if table.tokens < table.rules.max_tokens && (table.deck_len > 0 || table.layout.table.is_some())
    {
        if let Some(chop) = table.chop(me) {
            push(Move::Discard(chop), &mut moves);
        }
        let safest = (0..HAND_SIZE)
            .filter(|&s| table.hands[me][s].is_some())
            .map(|s| (s, mind.chance(s, trash) - 2.0 * mind.chance(s, critical)))
            .max_by(|a, b| a.1.partial_cmp(&b.1).unwrap_or(std::cmp::Ordering::Equal));
        if let Some((slot, _)) = safest {
            push(Move::Discard(slot), &mut moves);
        }
    }
    if table.tokens > 0 {
        let mut hints: Vec<(i32, Move)> = Vec::new();
        for step in 1..table.n {
            let to = (me + step) % table.n;
            for clue in Clue::all(table.layout.deck) {
                let touched = table.touched(to, clue);
                if touched == 0 {
                    continue;
                }
                let mut score = 0;
                if let Some(reading) = table.interpret(to, clue, touched) {
                    let Some(card) = table.hands[to][reading.focus].and_then(|c| c.card()) else {
                        continue;
                    };
                    if !reading.set.has_kind(card.kind()) {
                        continue;
                    }
                    score += 10;
                    if play.has_kind(card.kind()) {
                        score += 10;
                    }
                }
                score += touched.count_ones() as i32;
                hints.push((score, Move::Hint { to, clue }));
            }
        }
        hints.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
        for (_, mv) in hints.into_iter().take(HINT_CANDIDATES) {
            push(mv, &mut moves);
        }
    }
    moves
}

/// The hard decision for the player to act on `table`: the move, its
/// reason and how far the search went.
pub fn decide(
    table: &Table,
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
) -> (Move, Why, Searched) {
    let start = clock.now_ms();
    let (blueprint, why) = medium::decide(table);
    let me = table.current;
    let mind = Mind::of(table, me);
    let moves = candidates(table, &mind, blueprint);
    let mut found = Searched {
        candidates: moves.len() as u32,
        ..Searched::default()
    };
    if moves.len() < 2 {
        return (blueprint, why, found);
    }
    let cap = budget.max_work.unwrap_or(DEFAULT_ROLLOUTS);
    let mut rng = Pcg32::with_stream(seed, 0x4a2d);
    let deadline = start + budget.time_ms;
    // Stage 1: every candidate on the same worlds; the best one by its
    // mean difference to the conventions' move.
    let first = ((cap as f64 * FIRST_STAGE) as u64).max(moves.len() as u64);
    let stage1 = compare(table, me, &mind, &moves, first, deadline, clock, &mut rng);
    let mut rollouts = stage1.rollouts;
    let best = (1..moves.len())
        .max_by(|&a, &b| {
            stage1.means[a]
                .partial_cmp(&stage1.means[b])
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .filter(|&i| stage1.means[i] > threshold(table));
    // Stage 2: the winner against the conventions' move on fresh worlds,
    // so the choice of the winner does not flatter its estimate.
    let mut best_gain = 0.0;
    let best = best.and_then(|i| {
        let pair = [moves[0], moves[i]];
        let left = cap.saturating_sub(rollouts).max(2);
        let stage2 = compare(table, me, &mind, &pair, left, deadline, clock, &mut rng);
        rollouts += stage2.rollouts;
        let (mean, error) = (stage2.means[1], stage2.errors[1]);
        best_gain = mean;
        (mean > threshold(table) && mean > CONFIDENCE * error).then_some(i)
    });
    found.rollouts = rollouts as u32;
    let best = best.unwrap_or(0);
    if best == 0 {
        return (blueprint, why, found);
    }
    found.gain = best_gain;
    let chosen = moves[best];
    let chosen_why = describe(table, chosen, &blueprint, &why);
    (
        chosen,
        Why::Searched {
            chosen: chosen_why.map(Box::new),
            rollouts: found.rollouts,
            gain: best_gain,
        },
        found,
    )
}

/// Mean differences to the first move over shared worlds, and their
/// standard errors.
struct Comparison {
    means: Vec<f64>,
    errors: Vec<f64>,
    rollouts: u64,
}

/// Plays every move of `moves` out in the same worlds until `cap`
/// rollouts or the deadline, and compares each to the first.
#[allow(clippy::too_many_arguments)]
fn compare(
    table: &Table,
    me: usize,
    mind: &Mind,
    moves: &[Move],
    cap: u64,
    deadline: f64,
    clock: &dyn Clock,
    rng: &mut Pcg32,
) -> Comparison {
    let mut diffs = vec![(0.0f64, 0.0f64); moves.len()];
    let mut worlds = 0u32;
    let mut rollouts = 0u64;
    while rollouts + moves.len() as u64 <= cap.max(moves.len() as u64) {
        if worlds > 0 && clock.now_ms() >= deadline {
            break;
        }
        let sim = world(table, me, mind, rng);
        let mut base = 0.0;
        for (i, &mv) in moves.iter().enumerate() {
            let mut branch = sim.clone();
            branch.step(mv);
            let score = rollout(branch);
            if i == 0 {
                base = score;
            }
            let d = score - base;
            diffs[i].0 += d;
            diffs[i].1 += d * d;
            rollouts += 1;
        }
        worlds += 1;
    }
    let n = f64::from(worlds.max(1));
    let means: Vec<f64> = diffs.iter().map(|d| d.0 / n).collect();
    let errors = diffs
        .iter()
        .zip(&means)
        .map(|(d, m)| ((d.1 / n - m * m).max(0.0) / n).sqrt())
        .collect();
    Comparison {
        means,
        errors,
        rollouts,
    }
}

/// The conventions' words for a move the search chose, when they have
/// some (the blueprint's own reason, or a hint's reading).
fn describe(table: &Table, chosen: Move, blueprint: &Move, why: &Why) -> Option<Why> {
    if chosen == *blueprint {
        return Some(why.clone());
    }
    match chosen {
        Move::Hint { to, clue } => {
            let touched = table.touched(to, clue);
            let reading = table.interpret(to, clue, touched)?;
            let card = table.hands[to][reading.focus]?.card()?;
            let seat = table.players[to];
            Some(if reading.intent == super::conventions::Intent::Save {
                Why::Save {
                    to: seat,
                    slot: reading.focus,
                    card,
                    clue,
                }
            } else {
                Why::PlayHint {
                    to: seat,
                    slot: reading.focus,
                    card,
                    clue,
                }
            })
        }
        Move::Play(slot) => {
            let mind = Mind::of(table, table.current);
            let chance = mind.chance(slot, table.playable_set());
            Some(Why::Gamble {
                slot,
                chance: (chance * 100.0).round() as u8,
            })
        }
        Move::Discard(slot) => Some(if table.chop(table.current) == Some(slot) {
            Why::DiscardChop { slot }
        } else {
            Why::DiscardLeast { slot }
        }),
    }
}
