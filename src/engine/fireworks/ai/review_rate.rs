//! The coach's focused rating for Fireworks ([`rate_focused`]): every
//! legal move rated like [`super::rate`] does, then the budget spent on
//! the moves that decide the judgement, until the grade is settled.
//!
//! **Rounds of successive rejection** ([`ROUNDS`]). The first plays
//! every legal move in the same sampled worlds (common random numbers):
//! the worlds [`RatesMoves::rate_moves`] draws first with the same seed.
//! Each round then keeps the played move and the best few (the best, and
//! the next ones whose mean trails it by at most [`Z`] standard errors of
//! their paired difference, at least the best two in all); a move whose
//! rollouts equal a kept move's in every world is its twin and is not
//! played again. The next round plays only the kept moves, on fresh
//! shared worlds. The last round plays the played move and the best
//! other one with the rest of the budget, and stops early once the
//! played move's loss lies [`STOP_Z`] standard errors from every grade
//! threshold (checked every [`CHECK`] worlds): clear decisions cost a
//! fraction of the budget, and the close ones get it all.
//!
//! **Every legal move still gets a rating**, in the legal order: a move
//! alive to the end its mean over all its worlds (the played move and the
//! best always alive together, so always compared on the same worlds); a
//! twin its twin's rating; a move dropped after a round the rating of
//! that round's best plus its mean difference to it over that round's
//! worlds (shared), so a dropped move never rates above the best kept.
//!
//! The work cap counts rollouts over every round; the clock is read
//! between worlds; at least one world is played whatever the budget.
//! Deterministic for a seed and a work cap.

use super::hard;
use super::rate::{Position, UNPLAYABLE};
use super::sample::world;
use super::table::Move;
use crate::engine::agent::{Budget, Clock};
use crate::engine::coach::Thresholds;
use crate::engine::fireworks::actions::FireworksAction;
use crate::engine::fireworks::state::Fireworks;
use crate::engine::game::Seat;
use crate::engine::rating::Rated;
#[cfg(doc)]
use crate::engine::rating::RatesMoves;
use crate::engine::rng::Pcg32;

/// The rounds before the last: each one's share of the work cap and how
/// many moves besides the played one it keeps for the next. At the
/// review's 9,000 rollouts: 1,200 on every move (60 worlds at 20 legal
/// moves), 1,200 on the played move and the best four (240 worlds), and
/// up to 6,600 on the played move and the best (3,300 worlds).
pub const ROUNDS: [(f64, usize); 2] = [(2.0 / 15.0, 4), (2.0 / 15.0, 1)];
/// The last round stops early every this many worlds when the grade is
/// settled.
pub const CHECK: u64 = 50;
/// How many standard errors the loss must lie from every threshold for
/// the grade to be settled.
pub const STOP_Z: f64 = 3.0;
/// How many standard errors of its paired difference to the round's
/// best a move may trail by and still be kept (the best two always are).
pub const Z: f64 = 3.0;

/// Every legal move of `seat` on `state` rated for judging the decision
/// that played `played`, in the legal order, spending most of `budget`
/// on the played move and the best candidates (see the module's notes).
pub fn rate_focused(
    state: &Fireworks,
    seat: Seat,
    played: &FireworksAction,
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
    thresholds: &Thresholds,
) -> Vec<Rated<FireworksAction>> {
    let Some(position) = Position::of(state, seat) else {
        return Vec::new();
    };
    let deadline = clock.now_ms() + budget.time_ms;
    let cap = budget.max_work.unwrap_or(u64::MAX);
    let moves: Vec<Move> = position.moves.iter().flatten().copied().collect();
    let places: Vec<usize> = (0..position.legal.len())
        .filter(|&l| position.moves[l].is_some())
        .collect();
    let played_at = places.iter().position(|&l| position.legal[l] == *played);
    let mut rng = Pcg32::with_stream(seed, 0x4a2d);
    // scores[i]: move i's rollouts, one per world it was played in; the
    // survivors of a round have all been played in the same worlds.
    let mut scores: Vec<Vec<f64>> = vec![Vec::new(); moves.len()];
    let mut alive: Vec<usize> = (0..moves.len()).collect();
    // A dropped move's value: its anchor's plus their difference.
    let mut anchors: Vec<(usize, usize, f64)> = Vec::new();
    let (mut used, mut share) = (0u64, 0.0);
    for round in 0..=ROUNDS.len() {
        // The last round: after the first ones, or once two moves are
        // left; it may spend the whole rest of the budget.
        let plan = ROUNDS.get(round).filter(|_| alive.len() > 2);
        share = plan.map_or(1.0, |&(part, _)| share + part);
        let round_cap = ((cap as f64 * share) as u64).saturating_sub(used);
        let mut worlds = 0u64;
        loop {
            let at_least_one = round == 0 && worlds == 0;
            let room = (worlds + 1) * alive.len() as u64 <= round_cap
                && clock.now_ms() < deadline
                && alive.len() > 1;
            if !at_least_one
                && (!room
                    || (plan.is_none()
                        && worlds.is_multiple_of(CHECK)
                        && settled(&scores, &alive, played_at, thresholds)))
            {
                break;
            }
            let sim = world(&position.table, position.me, &position.mind, &mut rng);
            for &i in &alive {
                let mut branch = sim.clone();
                branch.step(moves[i]);
                scores[i].push(hard::rollout(branch));
            }
            worlds += 1;
        }
        used += worlds * alive.len() as u64;
        let Some(&(_, keep)) = plan else {
            break;
        };
        let (next, dropped) = select(&scores, &alive, played_at, keep);
        anchors.extend(dropped);
        alive = next;
    }
    let mut values: Vec<f64> = scores.iter().map(|s| mean(s)).collect();
    for &(i, anchor, difference) in anchors.iter().rev() {
        values[i] = values[anchor] + difference;
    }
    let mut rated: Vec<Rated<FireworksAction>> = position
        .legal
        .iter()
        .map(|&action| Rated {
            action,
            value: UNPLAYABLE,
        })
        .collect();
    for (i, &l) in places.iter().enumerate() {
        rated[l].value = values[i];
    }
    rated
}

/// The mean of `values` (0 for none).
fn mean(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len().max(1) as f64
}

/// The moves of `alive` kept for the next round, and the dropped ones
/// with their anchors: the played one, the best, then the next best that
/// trail it by at most [`Z`] standard errors, up to `keep` besides the
/// played one (at least two in all). A move whose rollouts equal a kept
/// move's in every world is that move's twin, anchored to it. The others
/// are anchored to the best with their mean difference to it.
fn select(
    scores: &[Vec<f64>],
    alive: &[usize],
    played: Option<usize>,
    keep: usize,
) -> (Vec<usize>, Vec<(usize, usize, f64)>) {
    let mut order = alive.to_vec();
    order.sort_by(|&a, &b| mean(&scores[b]).total_cmp(&mean(&scores[a])));
    let top = order[0];
    let mut kept: Vec<usize> = played.filter(|p| alive.contains(p)).into_iter().collect();
    let mut dropped = Vec::new();
    for &i in &order {
        if kept.contains(&i) {
            continue;
        }
        if let Some(&twin) = kept.iter().find(|&&k| scores[k] == scores[i]) {
            dropped.push((i, twin, 0.0));
            continue;
        }
        let others = kept.iter().filter(|&&k| Some(k) != played).count();
        let close = || {
            let (behind, error) = paired(&scores[top], &scores[i]);
            behind <= Z * error
        };
        if kept.len() < 2 || (others < keep && close()) {
            kept.push(i);
        } else {
            dropped.push((i, top, mean(&scores[i]) - mean(&scores[top])));
        }
    }
    (kept, dropped)
}

/// The mean of `top` less `other` world by world (the same worlds in
/// the same order), and its standard error.
fn paired(top: &[f64], other: &[f64]) -> (f64, f64) {
    let n = top.len().max(1) as f64;
    let (sum, squares) = top.iter().zip(other).fold((0.0, 0.0), |(s, q), (a, b)| {
        let d = a - b;
        (s + d, q + d * d)
    });
    let mean = sum / n;
    (mean, ((squares / n - mean * mean).max(0.0) / n).sqrt())
}

/// Whether the last round's grade is settled: the paired difference of
/// the other move alive to the played one lies at least [`STOP_Z`]
/// standard errors from every threshold (never before a first world,
/// never without the played move among two).
fn settled(
    scores: &[Vec<f64>],
    alive: &[usize],
    played: Option<usize>,
    thresholds: &Thresholds,
) -> bool {
    let (Some(played), [a, b]) = (played, alive) else {
        return false;
    };
    let other = if *a == played { *b } else { *a };
    if scores[other].is_empty() {
        return false;
    }
    let (loss, error) = paired(&scores[other], &scores[played]);
    let limits = [
        thresholds.inaccuracy,
        thresholds.mistake,
        thresholds.blunder,
    ];
    limits.iter().all(|t| (loss - t).abs() >= STOP_Z * error)
}
