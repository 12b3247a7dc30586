//! The perfect-information model of one round: every hand and the deck's
//! order are known, and hints are only a way to pass the turn. A
//! [`Deal`] holds what never changes (the rules, the table, the cards
//! still to draw in order); a [`Position`] is small and `Copy`, so the
//! search clones it freely.

use super::super::actions::{Clue, FireworksAction, Slot, HAND_SIZE};
use super::super::cards::{Card, COLOURS, KINDS};
use super::super::events::{level_points, RoundEnd};
use super::super::final_turns;
use super::super::options::Rules;
use super::super::round::Round;
use crate::engine::game::Seat;

/// The most players in a round (a standard table of five).
pub const MAX_PLAYERS: usize = 5;

/// An empty slot in [`Position::hands`].
pub const EMPTY: u8 = u8::MAX;

/// `final_turns` before the last card is drawn.
const NOT_COUNTING: u8 = u8::MAX;

/// What never changes while a round is played from a given position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// Tokens, mistakes and final turns.
    pub rules: Rules,
    /// Whether the round is scored as a standard table (the height, 0
    /// after the fatal mistake) rather than CodinGame's level points.
    pub standard: bool,
    /// Whether discarding stays legal once the deck is empty (a standard
    /// table; not in the CodinGame rounds).
    pub discard_on_empty_deck: bool,
    /// Colours in play (5 or 6).
    pub colours: usize,
    /// Whether MULTICOLOR is rainbow (no hint names it).
    pub rainbow: bool,
    /// The global seat of each round id, for the actions of a line.
    pub players: Vec<Seat>,
    /// The kinds still in the deck, in the order they will be drawn.
    pub deck: Vec<u8>,
}

/// One perfect-information position of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Each round id's slots A..E: a card kind ([`Card::kind`]) or
    /// [`EMPTY`].
    pub hands: [[u8; HAND_SIZE]; MAX_PLAYERS],
    /// Firework heights in colour order.
    pub fireworks: [u8; COLOURS],
    /// Cards of [`Deal::deck`] drawn so far.
    pub drawn: u8,
    /// Information tokens on the table.
    pub tokens: u8,
    /// Mistakes allowed before the one that ends the round.
    pub mistakes_left: u8,
    /// Mistakes made in this round (all players).
    pub mistakes: u8,
    /// The round id to act.
    pub current: u8,
    /// Turns left once the last card was drawn (`u8::MAX` before).
    pub final_turns: u8,
    /// Whether the round is over.
    pub over: bool,
    /// Whether it ended with the fatal mistake (a standard table then
    /// scores 0).
    pub lost: bool,
}

/// A perfect-information decision; hints are all alike here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Play the card in this slot (a mistake when it does not fit).
    Play(Slot),
    /// Discard the card in this slot.
    Discard(Slot),
    /// Give any legal hint: a token for a turn.
    Stall,
}

impl Deal {
    /// The deal and position of `round` now, under `rules`: the engine's
    /// own hands, deck order, fireworks, tokens and counters.
    pub fn of_round(round: &Round, rules: Rules) -> (Deal, Position) {
        let layout = round.layout();
        let deal = Deal {
            rules,
            standard: layout.table.is_some(),
            discard_on_empty_deck: layout.table.is_some(),
            colours: layout.deck.colour_count(),
            rainbow: layout.deck.rainbow(),
            players: round.players().to_vec(),
            deck: round
                .deck
                .iter()
                .rev()
                .map(|id| id.card().kind() as u8)
                .collect(),
        };
        let mut hands = [[EMPTY; HAND_SIZE]; MAX_PLAYERS];
        for (hand, cards) in hands.iter_mut().zip(&round.hands) {
            for (slot, card) in hand.iter_mut().zip(cards) {
                if let Some(card) = card {
                    *slot = card.card().kind() as u8;
                }
            }
        }
        let position = Position {
            hands,
            fireworks: round.fireworks,
            drawn: 0,
            tokens: round.tokens,
            mistakes_left: round.mistakes_left,
            mistakes: round.mistakes.iter().sum(),
            current: round.current as u8,
            final_turns: round.final_turns.unwrap_or(NOT_COUNTING),
            over: round.end.is_some(),
            lost: matches!(round.end, Some(RoundEnd::FatalMistake | RoundEnd::Forfeit)),
        };
        (deal, position)
    }

    /// The score of a position's fireworks: the height at a standard
    /// table (0 once lost), else CodinGame's level points (1 + 2 + … for
    /// each firework; a round's points are 10 more, less the player's own
    /// mistakes).
    pub fn score(&self, position: &Position) -> u32 {
        if self.standard {
            if position.lost {
                0
            } else {
                position.fireworks.iter().map(|&h| u32::from(h)).sum()
            }
        } else {
            level_points(&position.fireworks)
        }
    }

    /// The best score the rules allow (25 or 30 high; 75 or 90 points).
    pub fn perfect(&self) -> u32 {
        let full = [5; COLOURS];
        if self.standard {
            5 * self.colours as u32
        } else {
            level_points(&full[..self.colours])
        }
    }

    /// The score of a firework of `height` alone (its share of
    /// [`Deal::score`]).
    pub fn colour_value(&self, height: u8) -> u32 {
        if self.standard {
            u32::from(height)
        } else {
            level_points(&[height])
        }
    }

    /// Cards left in the deck.
    pub fn deck_left(&self, position: &Position) -> usize {
        self.deck.len() - usize::from(position.drawn)
    }

    /// The turns the round still has once the deck is empty: the final
    /// turns left, or all of them while cards remain.
    pub fn final_turns_left(&self, position: &Position) -> usize {
        if position.final_turns == NOT_COUNTING {
            usize::from(final_turns::total(self.rules, self.players.len()))
        } else {
            usize::from(position.final_turns)
        }
    }

    /// Whether the card of kind `kind` can be played now.
    pub fn playable(&self, position: &Position, kind: u8) -> bool {
        let card = Card::from_kind(usize::from(kind));
        position.fireworks[card.colour.index()] + 1 == card.level
    }

    /// A legal hint from the player to act, if there is one: the first
    /// card of the next teammate holding one, named by its colour (its
    /// level for a rainbow card).
    pub fn stall_action(&self, position: &Position) -> Option<FireworksAction> {
        if position.tokens == 0 {
            return None;
        }
        let players = self.players.len();
        (1..players)
            .map(|step| (usize::from(position.current) + step) % players)
            .find_map(|target| {
                let kind = position.hands[target].iter().find(|&&k| k != EMPTY)?;
                let card = Card::from_kind(usize::from(*kind));
                let clue = if self.rainbow && card.colour.index() == 5 {
                    Clue::Level(card.level)
                } else {
                    Clue::Colour(card.colour)
                };
                Some(FireworksAction::Hint {
                    to: self.players[target],
                    clue,
                })
            })
    }

    /// Whether the player to act may discard now.
    pub fn may_discard(&self, position: &Position) -> bool {
        position.tokens < self.rules.max_tokens
            && (self.discard_on_empty_deck || self.deck_left(position) > 0)
    }

    /// The engine action of `step` in `position`.
    pub fn action(&self, position: &Position, step: Move) -> FireworksAction {
        match step {
            Move::Play(slot) => FireworksAction::Play(slot),
            Move::Discard(slot) => FireworksAction::Discard(slot),
            Move::Stall => self
                .stall_action(position)
                .expect("a stall is only chosen when a hint is legal"),
        }
    }

    /// The position after `step` by the player to act (the engine's
    /// `Round::act` on perfect information: a play that fits raises its
    /// firework, a 5 gives a token back, a mistake costs one of the
    /// mistakes left, plays and discards draw, the final turns count
    /// down once the last card is drawn).
    pub fn after(&self, position: &Position, step: Move) -> Position {
        let mut next = *position;
        let id = usize::from(position.current);
        let counting = position.final_turns != NOT_COUNTING;
        match step {
            Move::Stall => next.tokens -= 1,
            Move::Discard(slot) => {
                next.tokens += 1;
                self.draw(&mut next, id, slot);
            }
            Move::Play(slot) => {
                let card = Card::from_kind(usize::from(position.hands[id][slot]));
                let colour = card.colour.index();
                if next.fireworks[colour] + 1 == card.level {
                    next.fireworks[colour] = card.level;
                    if card.level == 5 && next.tokens < self.rules.max_tokens {
                        next.tokens += 1;
                    }
                    self.draw(&mut next, id, slot);
                } else if next.mistakes_left == 0 {
                    next.hands[id][slot] = EMPTY;
                    next.mistakes += 1;
                    next.over = true;
                    next.lost = true;
                } else {
                    next.mistakes_left -= 1;
                    next.mistakes += 1;
                    self.draw(&mut next, id, slot);
                }
            }
        }
        let complete = next.fireworks[..self.colours].iter().all(|&h| h == 5);
        if complete {
            next.over = true;
        }
        if counting && !next.over {
            next.final_turns = next.final_turns.saturating_sub(1);
            if next.final_turns == 0 {
                next.over = true;
            }
        }
        next.current = ((id + 1) % self.players.len()) as u8;
        next
    }

    fn draw(&self, next: &mut Position, id: usize, slot: Slot) {
        match self.deck.get(usize::from(next.drawn)) {
            Some(&kind) => {
                next.hands[id][slot] = kind;
                next.drawn += 1;
                if usize::from(next.drawn) == self.deck.len() {
                    let total = final_turns::total(self.rules, self.players.len());
                    next.final_turns = total;
                    if total == 0 {
                        next.over = true;
                    }
                }
            }
            None => next.hands[id][slot] = EMPTY,
        }
    }

    /// The copies of every kind not yet lost: in a hand or still in the
    /// deck.
    pub fn live_copies(&self, position: &Position) -> [u8; KINDS] {
        let mut live = [0u8; KINDS];
        for &kind in self.held(position) {
            live[usize::from(kind)] += 1;
        }
        for &kind in &self.deck[usize::from(position.drawn)..] {
            live[usize::from(kind)] += 1;
        }
        live
    }

    /// Every card in the players' hands.
    pub fn held<'a>(&'a self, position: &'a Position) -> impl Iterator<Item = &'a u8> + 'a {
        position.hands[..self.players.len()]
            .iter()
            .flatten()
            .filter(|&&k| k != EMPTY)
    }

    /// Whether `kind` can never be played again: its firework is at or
    /// above it, or a level below it has no copy left (`live`).
    pub fn is_trash(&self, position: &Position, live: &[u8; KINDS], kind: u8) -> bool {
        let card = Card::from_kind(usize::from(kind));
        let height = position.fireworks[card.colour.index()];
        card.level <= height
            || (height + 1..card.level).any(|level| live[Card::new(card.colour, level).kind()] == 0)
    }
}
