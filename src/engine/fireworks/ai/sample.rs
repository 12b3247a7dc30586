//! Possible worlds for the `hard` level's search: the faces of the
//! searching player's own cards and the order of the deck, drawn at
//! random among those consistent with everything the player knows.

use super::super::actions::HAND_SIZE;
use super::super::cards::KINDS;
use super::mind::Mind;
use super::table::Table;
use crate::engine::rng::Pcg32;

/// Attempts at a hand consistent with the conventions before they are
/// dropped for the hints alone.
const TRIES: usize = 20;

/// A kind drawn from `weights` (copies left, only for kinds in `allowed`),
/// or `None` when none is left.
fn pick(weights: &[u8; KINDS], allowed: u32, rng: &mut Pcg32) -> Option<usize> {
    let total: u32 = (0..KINDS)
        .filter(|&k| allowed & (1 << k) != 0)
        .map(|k| u32::from(weights[k]))
        .sum();
    if total == 0 {
        return None;
    }
    let mut at = rng.below(total);
    for kind in (0..KINDS).filter(|&k| allowed & (1 << k) != 0) {
        let w = u32::from(weights[kind]);
        if at < w {
            return Some(kind);
        }
        at -= w;
    }
    None
}

/// One world for round id `me` on `table`: `me`'s faces drawn from what
/// `mind` allows (copies weighted), the deck a shuffle of the rest.
pub fn world(table: &Table, me: usize, mind: &Mind, rng: &mut Pcg32) -> Table {
    let slots: Vec<usize> = (0..HAND_SIZE)
        .filter(|&s| table.hands[me][s].is_some())
        .collect();
    let mut faces = [0u8; HAND_SIZE];
    let mut left = mind.left;
    let mut done = false;
    for attempt in 0..=TRIES {
        let strict = attempt < TRIES;
        left = mind.left;
        let mut order = slots.clone();
        rng.shuffle(&mut order);
        done = true;
        for &slot in &order {
            let allowed = if strict {
                mind.sets[slot].0
            } else {
                (1 << KINDS) - 1
            };
            match pick(&left, allowed, rng) {
                Some(kind) => {
                    faces[slot] = kind as u8;
                    left[kind] -= 1;
                }
                None => {
                    done = false;
                    break;
                }
            }
        }
        if done {
            break;
        }
    }
    let mut sim = table.clone();
    if done {
        for &slot in &slots {
            if let Some(card) = &mut sim.hands[me][slot] {
                card.kind = faces[slot];
            }
        }
    }
    let mut deck: Vec<u8> = Vec::with_capacity(50);
    for (kind, &count) in left.iter().enumerate() {
        for _ in 0..count {
            deck.push(kind as u8);
        }
    }
    rng.shuffle(&mut deck);
    let len = usize::from(sim.deck_len).min(deck.len());
    sim.deck[..len].copy_from_slice(&deck[..len]);
    sim.deck_len = len as u8;
    sim
}
