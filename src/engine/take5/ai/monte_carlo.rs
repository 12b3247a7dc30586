//! The `hard` AI: Monte Carlo playouts over the unseen cards.
//!
//! For each decision it deals the unseen cards (not in its hand, not shown
//! this round; with known cards only 1..10N+4) at random to the opponents,
//! gives each opponent a policy drawn from a mixture (random, greedy,
//! highest card, cautious) so it stays robust to unknown players, and
//! plays the rest of the round once for every candidate action on that
//! same deal, itself playing cautiously. The action with the fewest cows
//! on average wins. It stops at its time budget (80 ms by default, never
//! more than 100) or after `max_work` playouts, whichever comes first; the
//! clock is read after every playout, so a table of ten stays on time.

use super::sim::{resolve_pending, resolve_played, resolve_turn, Held, Policy, SimHand, SimRows};
use super::unseen::unseen_cards;
use crate::engine::agent::{Agent, Budget, Clock};
use crate::engine::game::Seat;
use crate::engine::rng::Pcg32;
use crate::engine::take5::cards::{Card, MAX_SEATS};
use crate::engine::take5::{Take5, Take5Action, Take5View, ViewPhase};

/// Default thinking time per decision, in milliseconds.
pub const DEFAULT_MS: f64 = 80.0;
/// The longest the agent ever thinks per decision, in milliseconds.
pub const MAX_MS: f64 = 100.0;

/// The policy the agent assumes for itself in playouts.
const OWN_POLICY: Policy = Policy::Cautious;

/// The knobs of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// Chances of the opponent models (random, greedy, highest card,
    /// cautious), in thousandths; they should add up to 1000.
    pub mixture: [(Policy, u32); 4],
    /// How much the opponents' mean cows count in a playout's score
    /// (0 = only own cows matter).
    pub opponent_weight: f64,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            mixture: [
                (Policy::Random, 150),
                (Policy::Greedy, 250),
                (Policy::Highest, 100),
                (Policy::Cautious, 500),
            ],
            opponent_weight: 0.0,
        }
    }
}

/// The Monte Carlo player.
#[derive(Clone, Debug)]
pub struct MonteCarloAgent {
    rng: Pcg32,
    budget: Budget,
    tuning: Tuning,
}

/// One sampled deal of the hidden cards (the first `view.seats()` of
/// each array are used).
struct World {
    hands: [SimHand; MAX_SEATS],
    policies: [Policy; MAX_SEATS],
    seed: u64,
}

impl MonteCarloAgent {
    /// A hard agent with the default budget (80 ms per decision).
    pub fn new(seed: u64) -> Self {
        Self::with_budget(seed, Budget::millis(DEFAULT_MS))
    }

    /// A hard agent with `budget`; the time is capped at 100 ms. With a
    /// `max_work` cap and enough time, its choices depend only on `seed`.
    pub fn with_budget(seed: u64, budget: Budget) -> Self {
        Self::with_tuning(seed, budget, Tuning::default())
    }

    /// A hard agent with `budget` and search knobs `tuning`.
    pub fn with_tuning(seed: u64, budget: Budget, tuning: Tuning) -> Self {
        MonteCarloAgent {
            rng: Pcg32::with_stream(seed, 0x6d63),
            budget,
            tuning,
        }
    }

    fn draw_policy(&mut self) -> Policy {
        let roll = self.rng.below(1000);
        let mut acc = 0;
        for (policy, weight) in self.tuning.mixture {
            acc += weight;
            if roll < acc {
                return policy;
            }
        }
        Policy::Greedy
    }

    /// Deals `unseen` to the opponents, as many cards as each still holds
    /// (a face-down card counts as held).
    fn sample_world(&mut self, view: &Take5View, unseen: &mut [Card]) -> World {
        let mut hands = [SimHand::default(); MAX_SEATS];
        let mut policies = [OWN_POLICY; MAX_SEATS];
        let mut next = 0;
        for seat in 0..view.seats() {
            if seat == view.seat || view.disqualified[seat] {
                continue;
            }
            let held = view.cards_left[seat]
                + usize::from(view.phase == ViewPhase::Choose && view.has_chosen[seat]);
            let held = held.min(unseen.len() - next);
            for i in next..next + held {
                let j = i + self.rng.index(unseen.len() - i);
                unseen.swap(i, j);
            }
            hands[seat] = SimHand::new(&unseen[next..next + held]);
            next += held;
            policies[seat] = self.draw_policy();
        }
        hands[view.seat] = SimHand::new(&view.hand);
        World {
            hands,
            policies,
            seed: self.rng.next_u64(),
        }
    }
}

/// Plays the rest of the round from `rows` and `hands` (one per seat);
/// adds cows to `cost`.
fn rollout(
    rows: &mut SimRows,
    hands: &mut [SimHand],
    policies: &[Policy],
    rng: &mut Pcg32,
    cost: &mut [u32],
) {
    let mut owner = [0u8; 128];
    loop {
        let mut played = 0u128;
        let held = Held::of(hands);
        for (seat, (hand, policy)) in hands.iter_mut().zip(policies).enumerate() {
            if !hand.is_empty() {
                let card = policy.card(rows, hand, &held, rng);
                hand.remove(card);
                played |= 1 << card;
                owner[usize::from(card)] = seat as u8;
            }
        }
        if played == 0 {
            return;
        }
        resolve_played(rows, played, &owner, cost);
    }
}

/// How a playout is scored (lower is better): own cows minus
/// `opponent_weight` times the other seats' mean cows.
fn score(me: Seat, cost: &[u32], opponent_weight: f64) -> f64 {
    if opponent_weight == 0.0 {
        return f64::from(cost[me]);
    }
    let others: u32 = (0..cost.len()).filter(|&s| s != me).map(|s| cost[s]).sum();
    f64::from(cost[me]) - opponent_weight * f64::from(others) / (cost.len() - 1) as f64
}

/// What the playouts of one decision found: every legal action's summed
/// score (own cows, see [`Tuning::opponent_weight`]) over the same deals.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// The summed playout score of each action, in the legal list's
    /// order; lower is better.
    pub totals: Vec<f64>,
    /// Deals every action was played out on (at least one).
    pub worlds: u64,
}

impl Estimate {
    /// The mean score of the action at `index`: the cows it is expected
    /// to cost this round (with the default tuning).
    pub fn mean(&self, index: usize) -> f64 {
        self.totals[index] / self.worlds.max(1) as f64
    }

    /// The index of the action with the lowest total (the first on ties):
    /// the hard AI's choice.
    pub fn best(&self) -> usize {
        (0..self.totals.len())
            .min_by(|&a, &b| self.totals[a].total_cmp(&self.totals[b]))
            .unwrap_or(0)
    }
}

impl MonteCarloAgent {
    /// Plays every action of `legal` (not empty) out on the same deals
    /// until `limit` milliseconds after the first read of `clock` or the work cap,
    /// whichever comes first; at least one whole deal is always played.
    /// [`Agent::choose`] takes the [`Estimate::best`] of this with its
    /// time capped at [`MAX_MS`]; the move ratings use it as it is.
    pub fn estimate(
        &mut self,
        seat: Seat,
        view: &Take5View,
        legal: &[Take5Action],
        limit: f64,
        clock: &dyn Clock,
    ) -> Estimate {
        let start = clock.now_ms();
        let seats = view.seats();
        let mut unseen = unseen_cards(view);
        let rows = SimRows::from_rows(&view.rows);
        let mut totals = vec![0.0; legal.len()];
        let mut this_world = vec![0.0; legal.len()];
        let mut work: u64 = 0;
        let mut worlds: u64 = 0;
        'search: loop {
            let world = self.sample_world(view, &mut unseen);
            let mut first_rng = Pcg32::new(world.seed);
            // The opponents' cards of this turn do not depend on ours.
            let mut base_hands = world.hands;
            let mut first = [None; MAX_SEATS];
            if view.phase == ViewPhase::Choose {
                let held = Held::of(&base_hands[..seats]);
                for other in 0..seats {
                    if other != seat && !base_hands[other].is_empty() {
                        let card = world.policies[other].card(
                            &rows,
                            &base_hands[other],
                            &held,
                            &mut first_rng,
                        );
                        base_hands[other].remove(card);
                        first[other] = Some(card);
                    }
                }
            }
            let playout_seed = first_rng.next_u64();
            for (index, action) in legal.iter().enumerate() {
                let mut rng = Pcg32::new(playout_seed);
                let mut table = rows;
                let mut hands = base_hands;
                let mut cost = [0; MAX_SEATS];
                let cost = &mut cost[..seats];
                match *action {
                    Take5Action::Play(card) => {
                        hands[seat].remove(card);
                        let mut plays = first;
                        plays[seat] = Some(card);
                        resolve_turn(&mut table, &plays[..seats], cost);
                    }
                    Take5Action::Pick(row) => {
                        let (card, _) = view.pending[0];
                        cost[seat] += table.take(row, card);
                        resolve_pending(&mut table, &view.pending[1..], cost);
                    }
                }
                rollout(
                    &mut table,
                    &mut hands[..seats],
                    &world.policies[..seats],
                    &mut rng,
                    cost,
                );
                this_world[index] = score(seat, cost, self.tuning.opponent_weight);
                work += 1;
                // Out of time in the middle of a deal (never the first):
                // that deal is left out, so every action keeps the same
                // deals and the decision stays on time with nine opponents.
                let last = index + 1 == legal.len();
                if worlds > 0 && !last && clock.now_ms() - start >= limit {
                    break 'search;
                }
            }
            for (total, value) in totals.iter_mut().zip(&this_world) {
                *total += value;
            }
            worlds += 1;
            if self.budget.max_work.is_some_and(|max| work >= max)
                || clock.now_ms() - start >= limit
            {
                break;
            }
        }
        Estimate { totals, worlds }
    }
}

impl Agent<Take5> for MonteCarloAgent {
    fn choose(
        &mut self,
        seat: Seat,
        view: &Take5View,
        legal: &[Take5Action],
        clock: &dyn Clock,
    ) -> Take5Action {
        if legal.len() <= 1 {
            return legal[0];
        }
        let limit = self.budget.time_ms.min(MAX_MS);
        legal[self.estimate(seat, view, legal, limit, clock).best()]
    }
}
