//! The `hat-search` level: the [`hat`](super::hat) strategy with a
//! single-agent search on top (SPARTA, Lerer et al. 2020), at a standard
//! table. The searching player rebuilds the hat's public state from its
//! view, draws possible worlds from it (its own cards within what the
//! hints and the hat codes told it, the deck a shuffle of the rest),
//! plays a few candidate moves in each world and the rest of the game with
//! everyone following the hat ([`world`]), and leaves the hat's move only
//! for one that does clearly better on fresh worlds. It never reads a
//! hidden card: everything comes from its view.
//!
//! Under the CodinGame rules (rounds of three of four seats, where the
//! hat already plays 98 % perfect rounds) it plays as the hat.

pub mod world;

use super::super::actions::{FireworksAction, HAND_SIZE};
use super::super::view::FireworksView;
use super::hat::board::Board;
use super::hat::replay::{own_chance, private_left, rebuild, Faces};
use super::hat::{choose, to_action, truthful_hint, Choice};
use super::reason::Why;
use crate::engine::agent::{Budget, Clock};
use crate::engine::rng::Pcg32;
use world::World;

/// The default time per decision: CodinGame allows 50 ms a turn; the
/// rest is the margin for the view, the rebuild and a busy machine (past
/// the time a world half played out is dropped, so the search stops within
/// one rollout of it).
pub const DEFAULT_MS: f64 = 35.0;
/// The default cap on rollouts per decision. In 35 ms a decision plays a
/// few hundred rollouts early in a game and a few thousand near its end,
/// so the time binds first except there; without a clock (the deal of the
/// day's AI teams, the same games on every device) the cap alone bounds a
/// decision, as hard's does.
pub const DEFAULT_ROLLOUTS: u64 = 2_000;
/// The share of the time (and of a rollout cap) spent comparing every
/// candidate; the rest re-measures the winner against the hat's move on
/// fresh worlds.
const FIRST_STAGE: f64 = 0.6;
/// The smallest gain, in points of the score, worth leaving the hat for.
const THRESHOLD: f64 = 0.05;
/// How many standard errors the re-measured gain must clear.
const CONFIDENCE: f64 = 2.0;
/// Fresh worlds the re-measure needs before the search may leave the hat
/// (fewer, as when the time is up, keep the hat's move).
const MIN_WORLDS: u32 = 10;
/// Worlds after which a move clearly worse than the hat's stops being
/// played out.
const PRUNE_AFTER: u32 = 8;
/// Own cards at least this likely to fit are tried as plays (any chance
/// once the deck is empty).
const PLAY_FLOOR: f64 = 0.3;

/// What the search found.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Searched {
    /// Rollouts played.
    pub rollouts: u32,
    /// Candidate moves compared.
    pub candidates: u32,
    /// The chosen move's expected gain over the hat's move.
    pub gain: f64,
}

/// The moves worth comparing for round id `me`: the hat's own first, the
/// hint the hat would give, every discard, and plays of cards that may
/// fit.
fn candidates(board: &Board, faces: &Faces, me: usize, blueprint: Choice) -> Vec<Choice> {
    let mut moves = vec![blueprint];
    let mut push = |choice: Choice| {
        if !moves.contains(&choice) {
            moves.push(choice);
        }
    };
    // The hat's hint touches a card by construction; plays and discards
    // below are of cards held.
    if board.tokens > 0 {
        if let Some((hint, _)) = truthful_hint(board, faces, me) {
            push(hint);
        }
    }
    let held: Vec<usize> = (0..HAND_SIZE)
        .filter(|&s| board.sets[me][s].is_some())
        .collect();
    let left = private_left(board, faces, me);
    let playable = board.playable();
    for &slot in &held {
        let chance = own_chance(board, &left, me, slot, playable);
        if chance >= PLAY_FLOOR || (board.deck == 0 && chance > 0.0) {
            push(Choice::Play(slot));
        }
    }
    let can_discard =
        board.tokens < board.rules.max_tokens && (board.deck > 0 || board.discard_when_empty);
    if can_discard {
        for &slot in &held {
            push(Choice::Discard(slot));
        }
    }
    moves
}

/// Whether the hat's move needs no search: a play of a card the player
/// knows fits.
fn obvious(board: &Board, faces: &Faces, me: usize, blueprint: Choice) -> bool {
    let Choice::Play(slot) = blueprint else {
        return false;
    };
    let left = private_left(board, faces, me);
    own_chance(board, &left, me, slot, board.playable()) >= 1.0
}

/// The `hat-search` decision for `view`'s player to act: the action, its
/// reason and how far the search went. `seed` draws the worlds; the
/// search stops at `budget`'s time or rollout cap.
pub fn decide(
    view: &FireworksView,
    legal: &[FireworksAction],
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
) -> (FireworksAction, Why, Searched) {
    let start = clock.now_ms();
    let Some(me) = view.acting_id() else {
        return (legal[0], Why::HatPlay { slot: 0 }, Searched::default());
    };
    let (board, faces) = rebuild(view, me);
    let (blueprint, why) = choose(&mut board.clone(), &faces, me);
    let mut found = Searched::default();
    if view.layout.table.is_none() || obvious(&board, &faces, me, blueprint) {
        let (action, why) = to_action(view, legal, blueprint, why);
        return (action, why, found);
    }
    let moves = candidates(&board, &faces, me, blueprint);
    found.candidates = moves.len() as u32;
    if moves.len() < 2 {
        let (action, why) = to_action(view, legal, blueprint, why);
        return (action, why, found);
    }
    let cap = budget.max_work.unwrap_or(DEFAULT_ROLLOUTS);
    let deadline = start + budget.time_ms;
    let mut rng = Pcg32::with_stream(seed, 0x4a75);
    let search = Search {
        board: &board,
        faces: &faces,
        me,
        clock,
        end: deadline,
    };
    // Stage 1: every candidate on the same worlds.
    let first = ((cap as f64 * FIRST_STAGE) as u64).max(moves.len() as u64);
    let first_deadline = start + budget.time_ms * FIRST_STAGE;
    let stage1 = search.compare(&moves, first, first_deadline, &mut rng);
    let mut rollouts = stage1.rollouts;
    let best = (1..moves.len())
        .max_by(|&a, &b| stage1.means[a].total_cmp(&stage1.means[b]))
        .filter(|&i| stage1.means[i] > THRESHOLD);
    // Stage 2: the winner against the hat's move on fresh worlds, so the
    // choice of the winner does not flatter its estimate.
    let chosen = best.and_then(|i| {
        let pair = [moves[0], moves[i]];
        let left = cap.saturating_sub(rollouts).max(2);
        let stage2 = search.compare(&pair, left, deadline, &mut rng);
        rollouts += stage2.rollouts;
        let (mean, error) = (stage2.means[1], stage2.errors[1]);
        found.gain = mean;
        let sure = stage2.worlds >= MIN_WORLDS && mean > CONFIDENCE * error;
        (mean > THRESHOLD && sure).then_some(moves[i])
    });
    found.rollouts = rollouts as u32;
    let Some(chosen) = chosen else {
        found.gain = 0.0;
        let (action, why) = to_action(view, legal, blueprint, why);
        return (action, why, found);
    };
    let chosen_why = match chosen {
        Choice::Play(slot) => Why::HatPlay { slot },
        Choice::Discard(slot) => Why::HatDiscard {
            slot,
            useless: false,
        },
        Choice::Hint(..) => truthful_hint(&board, &faces, me)
            .filter(|(c, _)| *c == chosen)
            .map_or(Why::HatPlay { slot: 0 }, |(_, why)| why),
    };
    let (action, chosen_why) = to_action(view, legal, chosen, chosen_why);
    let why = Why::Searched {
        chosen: Some(Box::new(chosen_why)),
        rollouts: found.rollouts,
        gain: found.gain,
    };
    (action, why, found)
}

/// What a comparison needs of the decision.
struct Search<'a> {
    board: &'a Board,
    faces: &'a Faces,
    me: usize,
    clock: &'a dyn Clock,
    /// When the decision's time is up.
    end: f64,
}

/// Mean differences to the first move over shared worlds, and their
/// standard errors.
struct Comparison {
    means: Vec<f64>,
    errors: Vec<f64>,
    rollouts: u64,
    worlds: u32,
}

impl Search<'_> {
    /// Plays every move of `moves` out in the same worlds until `cap`
    /// rollouts or the deadline (after one world at least), and compares
    /// each to the first. A move clearly worse than the first after
    /// [`PRUNE_AFTER`] worlds is dropped (its figures stay as they were),
    /// so the time goes to the others.
    fn compare(&self, moves: &[Choice], cap: u64, deadline: f64, rng: &mut Pcg32) -> Comparison {
        let mut sums = vec![(0.0f64, 0.0f64, 0u32); moves.len()];
        let mut active = vec![true; moves.len()];
        let mut worlds = 0u32;
        let mut rollouts = 0u64;
        loop {
            let playing = active.iter().filter(|&&a| a).count() as u64;
            if rollouts + playing > cap.max(moves.len() as u64) {
                break;
            }
            if worlds > 0 && self.clock.now_ms() >= deadline {
                break;
            }
            let world = World::sample(self.board, self.faces, self.me, rng);
            let mut scores = vec![None; moves.len()];
            for (i, &choice) in moves.iter().enumerate() {
                if !active[i] {
                    continue;
                }
                // Past the decision's time a world left half played is
                // dropped (after one whole world).
                if worlds > 0 && self.clock.now_ms() >= self.end {
                    break;
                }
                let mut branch = world.clone();
                branch.step(choice);
                scores[i] = Some(branch.rollout());
                rollouts += 1;
            }
            let played = scores.iter().zip(&active).all(|(s, &a)| s.is_some() || !a);
            if !played {
                break;
            }
            let base = scores[0].unwrap_or(0.0);
            for (sum, score) in sums.iter_mut().zip(&scores) {
                if let Some(score) = score {
                    let d = score - base;
                    sum.0 += d;
                    sum.1 += d * d;
                    sum.2 += 1;
                }
            }
            worlds += 1;
            if worlds >= PRUNE_AFTER {
                for i in 1..moves.len() {
                    let (mean, error) = mean_error(sums[i]);
                    if active[i] && mean + CONFIDENCE * error < 0.0 {
                        active[i] = false;
                    }
                }
            }
        }
        let (means, errors) = sums.iter().map(|&s| mean_error(s)).unzip();
        Comparison {
            means,
            errors,
            rollouts,
            worlds,
        }
    }
}

/// The mean of differences and its standard error from their sum, sum of
/// squares and count.
fn mean_error((sum, squares, count): (f64, f64, u32)) -> (f64, f64) {
    let n = f64::from(count.max(1));
    let mean = sum / n;
    (mean, ((squares / n - mean * mean).max(0.0) / n).sqrt())
}

#[cfg(test)]
mod tests;
