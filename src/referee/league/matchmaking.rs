//! Who plays the league's next game, and in which seats.
//!
//! 1. **The seat count**: of the counts the league allows (and its bots
//!    can fill), the one with the fewest games so far, so every count is
//!    played about as often.
//! 2. **The first bot**: the one with the fewest games (finished or in
//!    flight), ties drawn at random.
//! 3. **Its opponents**: the others with the lowest cost, where a bot's
//!    cost is how far its rating is from the first bot's, measured against
//!    their uncertainties (`|μ − μ₀| / (σ + σ₀ + β)`), plus how many more
//!    games it has than the fewest (`Δgames / (fewest + 5)`), plus a
//!    random draw from 0 to ½ so that equal costs vary. New bots are all
//!    close (their σ is large); as ratings settle, a bot meets its
//!    neighbours more often than those far above or below it.
//! 4. **The seat order**: the bots sorted by id, rotated by the number of
//!    games this same set of bots was already given, so a set that meets
//!    again sits one place further round.

use std::collections::{BTreeMap, HashMap};
use std::ops::RangeInclusive;

use crate::engine::rng::Pcg32;

use super::ratings::Rating;

/// The skill-class width of both rating systems' defaults (25/6).
const BETA: f64 = 25.0 / 6.0;

/// One bot as the matchmaker sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    /// The bot's id in the league file.
    pub id: i64,
    /// Its rating now.
    pub rating: Rating,
    /// Its games: finished and in flight.
    pub games: u64,
}

/// The matchmaker of one `league run`: the bots still in the league and
/// what has been scheduled, updated as games are given out and rated.
pub struct Matchmaker {
    entrants: Vec<Entrant>,
    counts: RangeInclusive<usize>,
    per_count: BTreeMap<usize, u64>,
    per_set: HashMap<Vec<i64>, u64>,
    rng: Pcg32,
}

/// The games already in the league file, as the matchmaker counts them.
#[derive(Clone, Debug, Default)]
pub struct History {
    /// Games played at each seat count.
    pub per_count: BTreeMap<usize, u64>,
    /// Games played by each set of bots (ids sorted).
    pub per_set: HashMap<Vec<i64>, u64>,
}

impl Matchmaker {
    /// A matchmaker for `entrants` at the seat counts `counts` (those of
    /// them more than the bots are never used), after `history`, drawing
    /// its random choices from `seed`.
    pub fn new(
        entrants: Vec<Entrant>,
        counts: RangeInclusive<usize>,
        history: History,
        seed: u64,
    ) -> Self {
        Matchmaker {
            entrants,
            counts,
            per_count: history.per_count,
            per_set: history.per_set,
            rng: Pcg32::with_stream(seed, 0x6c65_6167),
        }
    }

    /// The seat counts a table can have with these bots: the league's,
    /// up to the number of bots (empty when there are too few).
    pub fn usable_counts(&self) -> RangeInclusive<usize> {
        *self.counts.start()..=(*self.counts.end()).min(self.entrants.len())
    }

    /// The next game's bots, by id in seat order, counted as playing it;
    /// `None` when there are fewer bots than the smallest seat count.
    pub fn next_table(&mut self) -> Option<Vec<i64>> {
        let counts = self.usable_counts();
        let seats =
            counts.min_by_key(|count| (self.per_count.get(count).copied().unwrap_or(0), *count))?;
        let fewest = self.entrants.iter().map(|e| e.games).min()?;
        let firsts: Vec<usize> = (0..self.entrants.len())
            .filter(|&i| self.entrants[i].games == fewest)
            .collect();
        let first = firsts[self.rng.index(firsts.len())];
        let anchor = self.entrants[first].clone();
        let mut others: Vec<(f64, usize)> = (0..self.entrants.len())
            .filter(|&i| i != first)
            .map(|i| {
                let e = &self.entrants[i];
                let distance = (e.rating.mu - anchor.rating.mu).abs()
                    / (e.rating.sigma + anchor.rating.sigma + BETA);
                let surplus = (e.games - fewest) as f64 / (fewest as f64 + 5.0);
                (distance + surplus + self.rng.unit() / 2.0, i)
            })
            .collect();
        others.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let mut chosen: Vec<usize> = std::iter::once(first)
            .chain(others.iter().take(seats - 1).map(|&(_, i)| i))
            .collect();
        for &i in &chosen {
            self.entrants[i].games += 1;
        }
        chosen.sort_by_key(|&i| self.entrants[i].id);
        let set: Vec<i64> = chosen.iter().map(|&i| self.entrants[i].id).collect();
        let met = self.per_set.entry(set.clone()).or_insert(0);
        let turn = (*met % seats as u64) as usize;
        *met += 1;
        *self.per_count.entry(seats).or_insert(0) += 1;
        let mut table = set;
        table.rotate_left(turn);
        Some(table)
    }

    /// Takes a bot's new rating after one of its games.
    pub fn rated(&mut self, id: i64, rating: Rating) {
        if let Some(entrant) = self.entrants.iter_mut().find(|e| e.id == id) {
            entrant.rating = rating;
        }
    }

    /// The bots, with the games given out so far.
    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(id: i64, mu: f64, sigma: f64) -> Entrant {
        Entrant {
            id,
            rating: Rating { mu, sigma },
            games: 0,
        }
    }

    #[test]
    fn every_bot_plays_about_as_often_and_every_count_is_used() {
        let bots = (1..=5).map(|id| entrant(id, 25.0, 8.3)).collect();
        let mut maker = Matchmaker::new(bots, 2..=4, History::default(), 1);
        let mut counts = BTreeMap::new();
        for _ in 0..60 {
            let table = maker.next_table().unwrap();
            *counts.entry(table.len()).or_insert(0) += 1;
        }
        assert_eq!(counts, BTreeMap::from([(2, 20), (3, 20), (4, 20)]));
        let games: Vec<u64> = maker.entrants().iter().map(|e| e.games).collect();
        let (least, most) = (games.iter().min().unwrap(), games.iter().max().unwrap());
        // The first seat always goes to a bot with the fewest games.
        assert!(most - least <= 3, "{games:?}");
    }

    #[test]
    fn settled_bots_meet_their_neighbours_more_than_the_far_ones() {
        let bots = vec![
            entrant(1, 10.0, 1.0),
            entrant(2, 25.0, 1.0),
            entrant(3, 27.0, 1.0),
            entrant(4, 40.0, 1.0),
        ];
        let mut maker = Matchmaker::new(bots, 2..=2, History::default(), 2);
        let mut pairs: HashMap<Vec<i64>, u32> = HashMap::new();
        for _ in 0..200 {
            let mut table = maker.next_table().unwrap();
            table.sort();
            *pairs.entry(table).or_insert(0) += 1;
        }
        let met = |a, b| pairs.get(&vec![a, b]).copied().unwrap_or(0);
        // Each bot meets its neighbour most, the farthest least.
        assert!(met(1, 2) > met(1, 3) && met(1, 3) > met(1, 4), "{pairs:?}");
        assert!(met(3, 4) > met(2, 4) && met(2, 4) > met(1, 4), "{pairs:?}");
    }

    #[test]
    fn a_set_that_meets_again_sits_one_place_further_round() {
        let bots = (1..=3).map(|id| entrant(id, 25.0, 8.3)).collect();
        let mut maker = Matchmaker::new(bots, 3..=3, History::default(), 3);
        let tables: Vec<Vec<i64>> = (0..3).map(|_| maker.next_table().unwrap()).collect();
        assert_eq!(tables, [vec![1, 2, 3], vec![2, 3, 1], vec![3, 1, 2]]);
    }

    #[test]
    fn too_few_bots_give_no_table_and_counts_stop_at_the_bots() {
        let mut maker = Matchmaker::new(vec![entrant(1, 25.0, 8.3)], 2..=4, History::default(), 4);
        assert_eq!(maker.next_table(), None);
        let bots = (1..=3).map(|id| entrant(id, 25.0, 8.3)).collect();
        let maker = Matchmaker::new(bots, 2..=10, History::default(), 4);
        assert_eq!(maker.usable_counts(), 2..=3);
    }
}
