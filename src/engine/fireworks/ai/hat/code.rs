//! The hat code: each hint stands for a number, the sum (modulo the number
//! of possible hint classes) of one "hat value" per other player, and each
//! hat value answers a sequence of questions about that player's hand.
//! Everyone but the player sees the hand, so everyone but the player can
//! work out the player's value; the player subtracts the others' values
//! from the sum and learns theirs.
//!
//! The questions adapt to what is publicly known (after Cox et al. and the
//! "information strategy" as refined by J. Wu): first "which of these
//! cards is playable (or else dead)?", then "is this card playable?" for a
//! card near 70 %, then a partition of one card's possible identities.

use super::super::super::actions::HAND_SIZE;
use super::super::super::cards::{Card, KindSet, KINDS};
use super::board::{Board, HandSets, Weights};

/// A number known modulo `modulus` (mixed-radix pieces of a hat value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modular {
    /// The range of values.
    pub modulus: u32,
    /// The value, below `modulus`.
    pub value: u32,
}

impl Modular {
    /// `value` modulo `modulus`.
    pub fn new(modulus: u32, value: u32) -> Modular {
        debug_assert!(value < modulus.max(1));
        Modular { modulus, value }
    }

    /// How large a further piece can be so that the value stays below
    /// `max` whatever the piece says.
    fn room(&self, max: u32) -> u32 {
        (max - self.value - 1) / self.modulus + 1
    }

    /// Appends `piece` as the next digit.
    fn append(&mut self, piece: Modular, max: u32) {
        self.value += self.modulus * piece.value;
        self.modulus = (self.modulus * piece.modulus).min(max);
    }

    /// Takes the next digit of base `base` off the value.
    fn take(&mut self, base: u32) -> u32 {
        let digit = self.value % base;
        let whole = self.modulus;
        self.value /= base;
        self.modulus = (whole - digit - 1) / base + 1;
        digit
    }
}

/// One question about one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Which of these cards is the first to be playable (`dead == false`)
    /// or dead (`dead == true`)? 0: none; `n`: the `n`-th.
    FirstOf(Vec<(bool, usize)>),
    /// Is the card in this slot playable? 0: no, 1: yes.
    Playable(usize),
    /// Which block of a partition of its possible kinds is the card in?
    Block {
        /// The slot asked about.
        slot: usize,
        /// The block of every kind (kinds not possible: block 0).
        blocks: [u8; KINDS],
        /// The number of blocks.
        count: u32,
    },
}

impl Question {
    /// How many answers it has.
    pub fn size(&self) -> u32 {
        match self {
            Question::FirstOf(list) => list.len() as u32 + 1,
            Question::Playable(_) => 2,
            Question::Block { count, .. } => *count,
        }
    }

    /// The answer for a hand whose faces are `hand` (kind indices).
    pub fn answer(&self, hand: &[Option<Card>; HAND_SIZE], board: &Board) -> u32 {
        let is = |dead: bool, slot: usize| -> bool {
            hand[slot].is_some_and(|card| {
                let set = if dead { board.dead() } else { board.playable() };
                set.contains(card)
            })
        };
        match self {
            Question::FirstOf(list) => list
                .iter()
                .position(|&(dead, slot)| is(dead, slot))
                .map_or(0, |at| at as u32 + 1),
            Question::Playable(slot) => u32::from(is(false, *slot)),
            Question::Block { slot, blocks, .. } => {
                hand[*slot].map_or(0, |card| u32::from(blocks[card.kind()]))
            }
        }
    }

    /// Narrows `sets` to what `answer` says.
    pub fn learn(&self, answer: u32, sets: &mut HandSets, board: &Board) {
        let mut narrow = |slot: usize, keep: KindSet| {
            if let Some(set) = &mut sets[slot] {
                let narrowed = set.and(keep);
                if !narrowed.is_empty() {
                    *set = narrowed;
                }
            }
        };
        match self {
            Question::FirstOf(list) => {
                for (at, &(dead, slot)) in list.iter().enumerate() {
                    let target = if dead { board.dead() } else { board.playable() };
                    let position = at as u32 + 1;
                    if answer == 0 || position < answer {
                        narrow(slot, KindSet::ALL.minus(target));
                    } else if position == answer {
                        narrow(slot, target);
                        break;
                    }
                }
            }
            Question::Playable(slot) => {
                let playable = board.playable();
                narrow(
                    *slot,
                    if answer == 1 {
                        playable
                    } else {
                        KindSet::ALL.minus(playable)
                    },
                );
            }
            Question::Block { slot, blocks, .. } => {
                let keep = KindSet(
                    (0..KINDS)
                        .filter(|&k| u32::from(blocks[k]) == answer)
                        .fold(0, |b, k| b | (1 << k)),
                );
                narrow(*slot, keep);
            }
        }
    }
}

/// The facts about one card that choose the questions.
#[derive(Clone, Copy, Debug)]
struct Facts {
    slot: usize,
    play: f64,
    dead: f64,
    determined: bool,
}

fn facts(sets: &HandSets, board: &Board) -> Vec<Facts> {
    let left = board.remaining();
    let weights = Weights { left: &left };
    let (playable, dead) = (board.playable(), board.dead());
    sets.iter()
        .enumerate()
        .filter_map(|(slot, set)| {
            set.map(|set| Facts {
                slot,
                play: weights.chance(set, playable),
                dead: weights.chance(set, dead),
                determined: set.len() <= 1,
            })
        })
        .collect()
}

/// The next question about a hand whose public possibilities are `sets`,
/// with `room` answers available (none when `room < 2`).
pub fn ask(sets: &HandSets, board: &Board, room: u32) -> Option<Question> {
    if room < 2 {
        return None;
    }
    let all = facts(sets, board);
    let knows_playable = all.iter().any(|f| f.play >= 1.0);
    let knows_dead = all.iter().any(|f| f.dead >= 1.0);
    let open: Vec<Facts> = all
        .into_iter()
        .filter(|f| f.dead < 1.0 && !f.determined)
        .collect();
    if !knows_playable {
        let mut asks: Vec<(bool, usize, f64)> = open
            .iter()
            .filter(|f| f.play > 0.0)
            .map(|f| (false, f.slot, f.play))
            .collect();
        if !knows_dead {
            asks.extend(
                open.iter()
                    .filter(|f| f.dead > 0.0)
                    .map(|f| (true, f.slot, f.dead)),
            );
        }
        let capacity = room as usize - 1;
        if asks.len() > capacity {
            // Keep the likeliest, playable questions first.
            asks.sort_by(|a, b| {
                (a.0, -a.2, a.1)
                    .partial_cmp(&(b.0, -b.2, b.1))
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            asks.truncate(capacity);
        }
        // The least likely first: a "yes" then also rules out the others.
        asks.sort_by(|a, b| {
            (a.0, a.2, a.1)
                .partial_cmp(&(b.0, b.2, b.1))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        if !asks.is_empty() {
            return Some(Question::FirstOf(
                asks.into_iter().map(|(d, s, _)| (d, s)).collect(),
            ));
        }
    }
    let near = |f: &Facts| (f.play - 0.7).abs();
    if let Some(f) = open.iter().filter(|f| near(f) < 0.2).min_by(|a, b| {
        (near(a), a.slot)
            .partial_cmp(&(near(b), b.slot))
            .unwrap_or(std::cmp::Ordering::Equal)
    }) {
        return Some(Question::Playable(f.slot));
    }
    let f = open.iter().min_by(|a, b| {
        (a.dead, a.slot)
            .partial_cmp(&(b.dead, b.slot))
            .unwrap_or(std::cmp::Ordering::Equal)
    })?;
    let set = sets[f.slot]?;
    Some(partition(f.slot, set, board, room))
}

/// Splits a card's possible kinds into at most `room` blocks: every dead
/// kind in one block of its own, the others dealt round in turn.
fn partition(slot: usize, set: KindSet, board: &Board, room: u32) -> Question {
    let dead = board.dead();
    let has_dead = !set.and(dead).is_empty();
    let live = room - u32::from(has_dead);
    let mut blocks = [0u8; KINDS];
    let live_kinds: Vec<usize> = (0..KINDS)
        .filter(|&k| set.has_kind(k) && !dead.has_kind(k))
        .collect();
    let used = (live_kinds.len() as u32).min(live);
    for (i, &kind) in live_kinds.iter().enumerate() {
        blocks[kind] = (i as u32 % live.max(1)) as u8;
    }
    let mut count = used;
    if has_dead {
        for kind in (0..KINDS).filter(|&k| set.has_kind(k) && dead.has_kind(k)) {
            blocks[kind] = count as u8;
        }
        count += 1;
    }
    Question::Block {
        slot,
        blocks,
        count: count.max(1),
    }
}

/// The hat value of a hand whose faces are `hand`, modulo `total`, and
/// its public possibilities once everyone has learnt it.
pub fn encode(
    sets: &mut HandSets,
    hand: &[Option<Card>; HAND_SIZE],
    board: &Board,
    total: u32,
) -> u32 {
    let mut value = Modular::new(1, 0);
    while let Some(question) = ask(sets, board, value.room(total)) {
        if question.size() < 2 {
            break;
        }
        let answer = question.answer(hand, board).min(question.size() - 1);
        question.learn(answer, sets, board);
        value.append(Modular::new(question.size(), answer), total);
    }
    value.value
}

/// Narrows `sets` by a hat value learnt modulo `total`.
pub fn decode(sets: &mut HandSets, value: u32, board: &Board, total: u32) {
    let mut rest = Modular::new(total, value % total.max(1));
    while let Some(question) = ask(sets, board, rest.modulus) {
        if question.size() < 2 {
            break;
        }
        let answer = rest.take(question.size());
        question.learn(answer, sets, board);
    }
}
