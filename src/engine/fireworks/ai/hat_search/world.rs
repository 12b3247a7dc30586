//! One possible world of a hat team's game, played out fast: every hand
//! and the deck's order known, and each player's own copy of the public
//! state ([`Board`]), updated turn by turn as that player's
//! [`rebuild`](super::super::hat::replay::rebuild) would update it from
//! its view. While everyone
//! follows the hat the copies agree; a move the hat would not make (a
//! hint that is another code word) leaves each player with what they
//! decoded from it, as in a real game.

use super::super::super::actions::{Clue, HAND_SIZE};
use super::super::super::cards::{Card, KindCounts, KINDS};
use super::super::super::final_turns;
use super::super::hat::board::Board;
use super::super::hat::replay::{learn_turn, private_left, Faces, Seen};
use super::super::hat::{choose, Choice};
use crate::engine::rng::Pcg32;

/// The longest rollout, in turns (a round never lasts this long).
const MAX_TURNS: u16 = 400;
/// Attempts at an own hand inside the public possibilities before they
/// are dropped for the copies left alone.
const TRIES: usize = 20;

/// A whole table of a hat team: true hands, deck, each player's board.
#[derive(Clone, Debug)]
pub struct World {
    /// Each round id's public state as that player rebuilds it.
    boards: Vec<Board>,
    /// Every hand's true faces.
    hands: Faces,
    /// The deck, its top card last.
    deck: Vec<Card>,
    /// The round id to act.
    current: usize,
    /// Turns left once the deck ran out (`None` before).
    final_turns: Option<u8>,
    /// Whether the round is over.
    over: bool,
    /// Whether the fatal mistake ended it (the team then scores 0).
    fatal: bool,
    /// Turns played in this world.
    turns: u16,
    /// Colours in play.
    colours: usize,
}

/// A kind drawn among `allowed` (a bit set of kinds) weighted by the
/// copies in `left`, or `None` when none is left.
fn pick(left: &KindCounts, allowed: u32, rng: &mut Pcg32) -> Option<usize> {
    let fits = |k: usize| allowed & (1 << k) != 0 && left[k] > 0;
    let total: u32 = (0..KINDS)
        .filter(|&k| fits(k))
        .map(|k| u32::from(left[k]))
        .sum();
    if total == 0 {
        return None;
    }
    let mut at = rng.below(total);
    for kind in (0..KINDS).filter(|&k| fits(k)) {
        let weight = u32::from(left[kind]);
        if at < weight {
            return Some(kind);
        }
        at -= weight;
    }
    None
}

impl World {
    /// A world for round id `me` who sees `faces` on its public state
    /// `board`: its own faces drawn within their public possibilities
    /// (weighted by the copies it does not see), the deck a shuffle of the
    /// rest. Everyone starts from `board`, which every hat player rebuilds
    /// alike.
    pub fn sample(board: &Board, faces: &Faces, me: usize, rng: &mut Pcg32) -> World {
        let unseen = private_left(board, faces, me);
        let slots: Vec<usize> = (0..HAND_SIZE)
            .filter(|&s| board.sets[me][s].is_some())
            .collect();
        let mut hands = *faces;
        let mut left = unseen;
        for attempt in 0..=TRIES {
            left = unseen;
            let mut order = slots.clone();
            rng.shuffle(&mut order);
            let mut done = true;
            for &slot in &order {
                let allowed = match board.sets[me][slot] {
                    Some(set) if attempt < TRIES => set.0,
                    _ => (1 << KINDS) - 1,
                };
                let Some(kind) = pick(&left, allowed, rng) else {
                    done = false;
                    break;
                };
                hands[me][slot] = Some(Card::from_kind(kind));
                left[kind] -= 1;
            }
            if done {
                break;
            }
        }
        let mut deck: Vec<Card> = Vec::with_capacity(60);
        for (kind, &copies) in left.iter().enumerate() {
            for _ in 0..copies {
                deck.push(Card::from_kind(kind));
            }
        }
        rng.shuffle(&mut deck);
        deck.truncate(usize::from(board.deck));
        World::new(board, hands, deck, me)
    }

    /// A world with these hands and deck (its top card last), `current`
    /// to act, every player starting from `board`.
    pub fn new(board: &Board, hands: Faces, deck: Vec<Card>, current: usize) -> World {
        let colours = (0..board.full.len() / 5)
            .filter(|&c| board.full[c * 5] > 0)
            .count();
        World {
            boards: vec![board.clone(); board.n],
            hands,
            deck,
            current,
            final_turns: None,
            over: false,
            fatal: false,
            turns: 0,
            colours,
        }
    }

    /// Whether the round is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The hands as round id `id` sees them (its own hidden).
    fn faces_of(&self, id: usize) -> Faces {
        let mut faces = self.hands;
        faces[id] = [None; HAND_SIZE];
        faces
    }

    /// The hat's choice for the player to act, on its own board.
    pub fn hat_choice(&self) -> Choice {
        let id = self.current;
        let mut board = self.boards[id].clone();
        choose(&mut board, &self.faces_of(id), id).0
    }

    /// The slots of round id `id`'s hand that `clue` touches.
    fn touched(&self, id: usize, clue: Clue) -> u8 {
        let rainbow = self.boards[0].rainbow;
        (0..HAND_SIZE)
            .filter(|&s| self.hands[id][s].is_some_and(|c| clue.touches(c, rainbow)))
            .fold(0, |mask, s| mask | (1 << s))
    }

    /// Whether the rules allow `choice` for the player to act.
    pub fn is_legal(&self, choice: Choice) -> bool {
        let id = self.current;
        let board = &self.boards[id];
        match choice {
            Choice::Play(slot) => self.hands[id][slot].is_some(),
            Choice::Discard(slot) => {
                self.hands[id][slot].is_some()
                    && board.tokens < board.rules.max_tokens
                    && (!self.deck.is_empty() || board.discard_when_empty)
            }
            Choice::Hint(to, clue) => {
                board.tokens > 0 && to != id && to < board.n && self.touched(to, clue) != 0
            }
        }
    }

    /// Plays `choice` (legal) for the player to act: the cards move, and
    /// every player learns the turn on its own board; then the round's end.
    pub fn step(&mut self, choice: Choice) {
        let id = self.current;
        let before = self.hands;
        let counting = self.final_turns.is_some();
        let seen = match choice {
            Choice::Hint(target, clue) => Seen::Hint {
                target,
                clue,
                touched: self.touched(target, clue),
            },
            Choice::Play(slot) | Choice::Discard(slot) => {
                let card = self.hands[id][slot].unwrap_or(Card::from_kind(0));
                let drawn = self.deck.pop();
                self.hands[id][slot] = drawn;
                if drawn.is_some() && self.deck.is_empty() {
                    let rules = self.boards[0].rules;
                    self.final_turns = Some(final_turns::total(rules, self.boards.len()));
                }
                let drew = drawn.is_some();
                if let Choice::Play(_) = choice {
                    let success = self.boards[id].playable().contains(card);
                    if !success && self.boards[id].mistakes_left == 0 {
                        self.over = true;
                        self.fatal = true;
                    }
                    Seen::Play {
                        slot,
                        card,
                        success,
                        drew,
                    }
                } else {
                    Seen::Discard { slot, card, drew }
                }
            }
        };
        for viewer in 0..self.boards.len() {
            let mut faces = before;
            faces[viewer] = [None; HAND_SIZE];
            learn_turn(&mut self.boards[viewer], &faces, id, viewer, seen);
        }
        self.turns += 1;
        if self.boards[0].fireworks[..self.colours]
            .iter()
            .all(|&h| h == 5)
        {
            self.over = true;
        }
        if counting && !self.over && final_turns::count_down(&mut self.final_turns) {
            self.over = true;
        }
        self.current = (id + 1) % self.boards.len();
    }

    /// The team's score: the fireworks' height, 0 after the fatal mistake.
    pub fn score(&self) -> f64 {
        if self.fatal {
            0.0
        } else {
            f64::from(
                self.boards[0]
                    .fireworks
                    .iter()
                    .map(|&h| u32::from(h))
                    .sum::<u32>(),
            )
        }
    }

    /// Plays the round out with everyone following the hat; the score.
    pub fn rollout(mut self) -> f64 {
        while !self.over && self.turns < MAX_TURNS {
            let mut choice = self.hat_choice();
            if !self.is_legal(choice) {
                choice = self.fallback();
            }
            self.step(choice);
        }
        self.score()
    }

    /// The first legal action (what the hat's agent falls back to): a play
    /// of the first card held.
    fn fallback(&self) -> Choice {
        let id = self.current;
        (0..HAND_SIZE)
            .find(|&s| self.hands[id][s].is_some())
            .map_or(Choice::Play(0), Choice::Play)
    }
}
