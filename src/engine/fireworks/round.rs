//! One round (rules 3–9): the deal, the three actions, drawing, the end
//! of the round and its score.

use serde::{Deserialize, Serialize};

use super::actions::{Clue, FireworksAction, Slot, HAND_SIZE};
use super::cards::{copies_of_level, Card, CardId, Colour, COLOURS};
use super::error::FireworksError;
use super::events::{level_points, FireworksEvent, RoundEnd, ShownCard};
use super::final_turns;
use super::history::{Turn, TurnResult};
use super::knowledge::HintKnowledge;
pub use super::options::{players_of, Layout};
use super::options::{Deck, Preset, Rest, Rules};
use crate::engine::game::Seat;
use crate::engine::rng::Pcg32;

/// Base of the generator streams of the deals (round `r` uses stream
/// `DEAL_STREAM + r`, so every round's shuffle depends on the seed and the
/// round only).
const DEAL_STREAM: u64 = 0xf12e_0000;

/// A card in a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandCard {
    /// The physical card.
    pub id: CardId,
    /// What the hints have said about it.
    pub hints: HintKnowledge,
    /// The round turn (0-based count of actions before it) when it was
    /// drawn; 0 for the deal.
    pub drawn: u16,
}

impl HandCard {
    fn new(id: CardId, drawn: u16) -> HandCard {
        HandCard {
            id,
            hints: HintKnowledge::NOTHING,
            drawn,
        }
    }

    /// A card drawn from `deck`: the hints leave every colour of that
    /// deck possible.
    fn of_deck(id: CardId, drawn: u16, deck: Deck) -> HandCard {
        HandCard {
            hints: HintKnowledge::fresh(deck.colours().len()),
            ..HandCard::new(id, drawn)
        }
    }

    /// What the card shows.
    pub fn card(&self) -> Card {
        self.id.card()
    }
}

/// A hand: slots A..E, `None` for a slot emptied once the deck ran out
/// (and for slot E in hands of four, which never holds a card).
pub type Hand = [Option<HandCard>; HAND_SIZE];

/// The public counters a round started with (a preset round may start
/// with fireworks, discards, fewer tokens or mistakes made), so the round
/// can be replayed from its history.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opening {
    /// Firework heights at the start.
    pub fireworks: [u8; COLOURS],
    /// How many cards the discard pile held at the start (the first ones).
    pub discards: usize,
    /// Tokens at the start.
    pub tokens: u8,
    /// Mistakes still allowed at the start.
    pub mistakes_left: u8,
    /// Each round id's mistakes at the start.
    pub mistakes: Vec<u8>,
}

/// The state of the round being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// The round, from 0.
    pub(crate) index: u8,
    /// The table's shape.
    pub(crate) layout: Layout,
    /// The players in round-id order.
    pub(crate) players: Vec<Seat>,
    /// The deck; the last element is drawn next.
    pub(crate) deck: Vec<CardId>,
    /// Each round id's hand.
    pub(crate) hands: Vec<Hand>,
    /// Firework heights, colour order of rule 1 (MULTICOLOR last).
    pub(crate) fireworks: [u8; COLOURS],
    /// The physical cards on the fireworks, in the order they were played.
    pub(crate) played: Vec<CardId>,
    /// The discard pile, oldest first (mistakes included).
    pub(crate) discards: Vec<CardId>,
    /// Information tokens on the table.
    pub(crate) tokens: u8,
    /// Mistakes still allowed before the one that ends the round.
    pub(crate) mistakes_left: u8,
    /// Each round id's own mistakes.
    pub(crate) mistakes: Vec<u8>,
    /// The round id to act.
    pub(crate) current: usize,
    /// Turns left once the last card was drawn (rule 8).
    pub(crate) final_turns: Option<u8>,
    /// Every turn so far, as everyone saw it.
    pub(crate) history: Vec<Turn>,
    /// Why the round ended, once it has.
    pub(crate) end: Option<RoundEnd>,
    /// The public counters at the start.
    pub(crate) opening: Opening,
    /// The round id who forfeited, if one did.
    pub(crate) forfeited: Option<usize>,
}

impl Round {
    /// Round `index` dealt from a fresh shuffle of `seed` (rules 3 and
    /// 20): round id 0 gets the first cards (five, or four), then the
    /// next round ids in order; the rest are drawn in shuffled order.
    pub fn deal(index: u8, rules: Rules, layout: Layout, seed: u64) -> Round {
        let mut order: Vec<CardId> = CardId::first(layout.deck.size()).collect();
        Pcg32::with_stream(seed, DEAL_STREAM + u64::from(index)).shuffle(&mut order);
        let players = layout.players(index);
        let size = layout.hand_size;
        let hands = (0..players.len())
            .map(|id| {
                std::array::from_fn(|slot| {
                    (slot < size)
                        .then(|| HandCard::of_deck(order[id * size + slot], 0, layout.deck))
                })
            })
            .collect();
        let mut deck = order.split_off(players.len() * size);
        deck.reverse();
        Round::with(index, rules, layout, hands, deck, [0; COLOURS], Vec::new())
    }

    /// Round `index` from a validated preset; unlisted cards are shuffled
    /// with `seed` or discarded as the preset says. The preset's first
    /// player acts first, and its cards start with what its knowledge
    /// says the hints have revealed.
    pub fn from_preset(
        index: u8,
        rules: Rules,
        layout: Layout,
        preset: &Preset,
        seed: u64,
    ) -> Round {
        let mut unused: Vec<CardId> = CardId::first(layout.deck.size()).collect();
        let mut take = |card: Card| -> CardId {
            let at = unused
                .iter()
                .position(|id| id.card() == card)
                .expect("a validated preset uses each card at most as often as the deck holds it");
            unused.remove(at)
        };
        let mut played = Vec::new();
        for (colour, &height) in Colour::ALL.iter().zip(&preset.fireworks) {
            for level in 1..=height {
                played.push(take(Card::new(*colour, level)));
            }
        }
        let hands = preset
            .hands
            .iter()
            .map(|hand| {
                std::array::from_fn(|slot| {
                    hand.get(slot)
                        .map(|&card| HandCard::of_deck(take(card), 0, layout.deck))
                })
            })
            .collect();
        let mut deck: Vec<CardId> = preset.deck.iter().map(|&c| take(c)).collect();
        let mut discards: Vec<CardId> = preset.discards.iter().map(|&c| take(c)).collect();
        let mut rest: Vec<CardId> = unused.clone();
        match preset.rest {
            Rest::Shuffled => {
                Pcg32::with_stream(seed, DEAL_STREAM + u64::from(index)).shuffle(&mut rest);
                deck.extend(rest);
            }
            Rest::Discarded => discards.extend(rest),
        }
        deck.reverse();
        let fireworks = std::array::from_fn(|c| preset.fireworks.get(c).copied().unwrap_or(0));
        let mut round = Round::with(index, rules, layout, hands, deck, fireworks, discards);
        round.played = played;
        if let Some(tokens) = preset.tokens {
            round.tokens = tokens;
        }
        for (id, &made) in preset
            .mistakes
            .iter()
            .enumerate()
            .take(round.mistakes.len())
        {
            round.mistakes[id] = made;
        }
        round.mistakes_left = rules.mistakes_allowed - round.mistakes.iter().sum::<u8>();
        round.current = usize::from(preset.first);
        for (hand, known) in round.hands.iter_mut().zip(&preset.known) {
            for (card, &what) in hand.iter_mut().zip(known) {
                if let Some(card) = card {
                    card.hints = what.hints(layout.deck);
                }
            }
        }
        round.opening = round.opening_now();
        round
    }

    /// The public counters now, as an [`Opening`].
    fn opening_now(&self) -> Opening {
        Opening {
            fireworks: self.fireworks,
            discards: self.discards.len(),
            tokens: self.tokens,
            mistakes_left: self.mistakes_left,
            mistakes: self.mistakes.clone(),
        }
    }

    fn with(
        index: u8,
        rules: Rules,
        layout: Layout,
        hands: Vec<Hand>,
        deck: Vec<CardId>,
        fireworks: [u8; COLOURS],
        discards: Vec<CardId>,
    ) -> Round {
        let players = layout.players(index);
        let mut round = Round {
            index,
            layout,
            mistakes: vec![0; players.len()],
            players,
            deck,
            hands,
            fireworks,
            played: Vec::new(),
            discards,
            tokens: rules.max_tokens,
            mistakes_left: rules.mistakes_allowed,
            current: 0,
            final_turns: None,
            history: Vec::new(),
            end: None,
            opening: Opening::default(),
            forfeited: None,
        };
        round.opening = round.opening_now();
        round
    }

    /// The event that shows this round's deal (faces of every hand).
    pub fn started_event(&self, rounds: u8, rules: Rules, preset: bool) -> FireworksEvent {
        FireworksEvent::RoundStarted {
            round: self.index,
            rounds,
            sitting_out: usize::from(self.index),
            players: self.players.clone(),
            first: self.current,
            hands: self
                .hands
                .iter()
                .map(|hand| {
                    hand[..self.layout.hand_size]
                        .iter()
                        .map(|c| c.map(|c| ShownCard::of(c.id)))
                        .collect()
                })
                .collect(),
            table: self.layout.table.is_some(),
            deck_kind: self.layout.deck,
            deck: self.deck.len() as u8,
            tokens: self.tokens,
            mistakes_left: self.mistakes_left,
            rules,
            preset,
        }
    }

    /// The round id of global seat `seat`, if it plays this round.
    pub fn round_id(&self, seat: Seat) -> Option<usize> {
        self.players.iter().position(|&p| p == seat)
    }

    /// The global seat to act.
    pub fn acting_seat(&self) -> Seat {
        self.players[self.current]
    }

    /// Whether every firework in play is complete.
    pub fn all_complete(&self) -> bool {
        self.fireworks[..self.layout.deck.colour_count()]
            .iter()
            .all(|&h| h == 5)
    }

    /// Why `action` by round id `id` is refused now, if it is.
    pub fn check(
        &self,
        id: usize,
        action: FireworksAction,
        rules: Rules,
    ) -> Result<(), FireworksError> {
        let hand = &self.hands[id];
        let size = self.layout.hand_size;
        let filled = |slot: Slot| -> Result<(), FireworksError> {
            if slot < HAND_SIZE && slot >= size {
                return Err(FireworksError::OutsideHand(slot));
            }
            match hand.get(slot) {
                None => Err(FireworksError::NoSuchSlot(slot)),
                Some(None) => Err(FireworksError::EmptySlot(slot)),
                Some(Some(_)) => Ok(()),
            }
        };
        match action {
            FireworksAction::Play(slot) => filled(slot),
            FireworksAction::Discard(slot) => {
                filled(slot)?;
                if self.deck.is_empty() && self.layout.table.is_none() {
                    Err(FireworksError::DeckEmpty)
                } else if self.tokens >= rules.max_tokens {
                    Err(FireworksError::TokensFull(rules.max_tokens))
                } else {
                    Ok(())
                }
            }
            FireworksAction::Hint { to, clue } => {
                match clue {
                    Clue::Level(level) if !(1..=5).contains(&level) => {
                        return Err(FireworksError::NoSuchLevel(level));
                    }
                    Clue::Colour(colour) if !self.layout.deck.nameable().contains(&colour) => {
                        return Err(FireworksError::NoSuchColour(colour));
                    }
                    _ => {}
                }
                if self.tokens == 0 {
                    return Err(FireworksError::NoToken);
                }
                let target = self.round_id(to).ok_or(FireworksError::NotInRound(to))?;
                if target == id {
                    return Err(FireworksError::SelfHint);
                }
                if self.touched(target, clue) == 0 {
                    return Err(FireworksError::TouchesNothing(clue));
                }
                Ok(())
            }
        }
    }

    /// The slots of round id `target`'s hand that `clue` matches, as a bit
    /// mask.
    pub fn touched(&self, target: usize, clue: Clue) -> u8 {
        self.hands[target]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_some_and(|c| clue.touches(c.card(), self.layout.deck.rainbow())))
            .fold(0, |mask, (slot, _)| mask | (1 << slot))
    }

    /// Every action round id `id` may take now, plays first, then
    /// discards, then hints (teammates in round-id order, colours then
    /// levels).
    pub fn legal(&self, id: usize, rules: Rules) -> Vec<FireworksAction> {
        let mut legal = Vec::with_capacity(24);
        let slots = || (0..HAND_SIZE).filter(|&s| self.hands[id][s].is_some());
        legal.extend(slots().map(FireworksAction::Play));
        if self.tokens < rules.max_tokens && (!self.deck.is_empty() || self.layout.table.is_some())
        {
            legal.extend(slots().map(FireworksAction::Discard));
        }
        if self.tokens > 0 {
            for target in (0..self.players.len()).filter(|&t| t != id) {
                for clue in Clue::all(self.layout.deck) {
                    if self.touched(target, clue) != 0 {
                        legal.push(FireworksAction::Hint {
                            to: self.players[target],
                            clue,
                        });
                    }
                }
            }
        }
        legal
    }

    /// Applies a checked action of the player to act; the round's end, if
    /// it comes, is recorded in `end`.
    pub fn act(&mut self, action: FireworksAction, rules: Rules, events: &mut Vec<FireworksEvent>) {
        let id = self.current;
        let seat = self.players[id];
        let counting = self.final_turns.is_some();
        let result = match action {
            FireworksAction::Hint { to, clue } => self.hint(id, to, clue, events),
            FireworksAction::Discard(slot) => {
                let hand_card = self.hands[id][slot]
                    .take()
                    .expect("checked: the slot holds a card");
                self.tokens += 1;
                let last_copy = self.last_needed_copy(hand_card.id);
                self.discards.push(hand_card.id);
                events.push(FireworksEvent::Discarded {
                    round: self.index,
                    seat,
                    slot,
                    card: ShownCard::of(hand_card.id),
                    tokens: self.tokens,
                    last_copy,
                });
                let drew = self.draw(id, slot, rules, events);
                TurnResult::Discarded {
                    card: hand_card.card(),
                    drew,
                }
            }
            FireworksAction::Play(slot) => self.play(id, slot, rules, events),
        };
        self.history.push(Turn {
            seat,
            action,
            result,
        });
        if self.end.is_none() && self.all_complete() {
            self.end = Some(RoundEnd::AllComplete);
        }
        if counting && self.end.is_none() {
            let left = self.final_turns.map_or(0, |t| t.saturating_sub(1));
            self.final_turns = Some(left);
            events.push(FireworksEvent::FinalTurns {
                round: self.index,
                left,
                table: self.layout.table.is_some(),
            });
            if left == 0 {
                self.end = Some(RoundEnd::FinalTurnsDone);
            }
        }
        self.current = (self.current + 1) % self.players.len();
    }

    fn hint(
        &mut self,
        id: usize,
        to: Seat,
        clue: Clue,
        events: &mut Vec<FireworksEvent>,
    ) -> TurnResult {
        let target = self
            .round_id(to)
            .expect("checked: the target plays this round");
        let touched = self.touched(target, clue);
        self.tokens -= 1;
        let mut yes = Vec::new();
        let mut no = Vec::new();
        for (slot, card) in self.hands[target].iter_mut().enumerate() {
            if let Some(card) = card {
                let hit = touched & (1 << slot) != 0;
                card.hints.learn(clue, hit, self.layout.deck.rainbow());
                if hit {
                    yes.push(slot);
                } else {
                    no.push(slot);
                }
            }
        }
        events.push(FireworksEvent::Hinted {
            round: self.index,
            by: self.players[id],
            to,
            clue,
            touched: yes,
            untouched: no,
            tokens: self.tokens,
        });
        TurnResult::Hint { touched }
    }

    fn play(
        &mut self,
        id: usize,
        slot: Slot,
        rules: Rules,
        events: &mut Vec<FireworksEvent>,
    ) -> TurnResult {
        let seat = self.players[id];
        let hand_card = self.hands[id][slot]
            .take()
            .expect("checked: the slot holds a card");
        let card = hand_card.card();
        let colour = card.colour.index();
        let height = self.fireworks[colour];
        if card.level == height + 1 {
            self.fireworks[colour] = card.level;
            self.played.push(hand_card.id);
            events.push(FireworksEvent::Played {
                round: self.index,
                seat,
                slot,
                card: ShownCard::of(hand_card.id),
                height: card.level,
            });
            if card.level == 5 {
                let token = self.tokens < rules.max_tokens;
                if token {
                    self.tokens += 1;
                }
                events.push(FireworksEvent::FireworkCompleted {
                    round: self.index,
                    colour: card.colour,
                    token,
                    tokens: self.tokens,
                    max_tokens: rules.max_tokens,
                });
            }
            let drew = self.draw(id, slot, rules, events);
            return TurnResult::Played {
                card,
                success: true,
                drew,
            };
        }
        let ends_round = self.mistakes_left == 0;
        self.mistakes_left = self.mistakes_left.saturating_sub(1);
        self.mistakes[id] += 1;
        let last_copy = self.last_needed_copy(hand_card.id);
        self.discards.push(hand_card.id);
        events.push(FireworksEvent::Mistake {
            round: self.index,
            seat,
            slot,
            card: ShownCard::of(hand_card.id),
            height,
            mistakes_left: self.mistakes_left,
            fatal: rules.fatal_mistake(),
            ends_round,
            personal: self.mistakes[id],
            last_copy,
            table: self.layout.table.is_some(),
        });
        if ends_round {
            self.end = Some(RoundEnd::FatalMistake);
            return TurnResult::Played {
                card,
                success: false,
                drew: false,
            };
        }
        let drew = self.draw(id, slot, rules, events);
        TurnResult::Played {
            card,
            success: false,
            drew,
        }
    }

    /// Whether losing `id` (not yet in the discards) loses the last copy of
    /// a card its firework could still reach.
    fn last_needed_copy(&self, id: CardId) -> bool {
        let card = id.card();
        let height = self.fireworks[card.colour.index()];
        if card.level <= height {
            return false;
        }
        let gone = |wanted: Card| self.discards.iter().filter(|d| d.card() == wanted).count();
        let reachable = (height + 1..card.level)
            .all(|level| gone(Card::new(card.colour, level)) < usize::from(copies_of_level(level)));
        reachable && gone(card) + 1 == usize::from(card.copies())
    }

    /// Draws into `slot` if the deck is not empty (rule 7); starts the
    /// final turns when it was the last card (rule 8).
    fn draw(
        &mut self,
        id: usize,
        slot: Slot,
        rules: Rules,
        events: &mut Vec<FireworksEvent>,
    ) -> bool {
        let Some(card) = self.deck.pop() else {
            return false;
        };
        let turn = self.history.len() as u16 + 1;
        self.hands[id][slot] = Some(HandCard::of_deck(card, turn, self.layout.deck));
        let seat = self.players[id];
        events.push(FireworksEvent::Drew {
            round: self.index,
            seat,
            slot,
            card: Some(ShownCard::of(card)),
            deck: self.deck.len() as u8,
        });
        if self.deck.is_empty() {
            let total = final_turns::total(rules, self.players.len());
            self.final_turns = Some(total);
            events.push(FireworksEvent::LastCardDrawn {
                round: self.index,
                seat,
                each: rules.final_turns,
                total,
                next: self.players[(id + 1) % self.players.len()],
                table: self.layout.table.is_some(),
            });
            if total == 0 {
                self.end = Some(RoundEnd::FinalTurnsDone);
            }
        }
        true
    }

    /// Round id `id` forfeits (rules 13 and 27): it scores 0 (the whole
    /// team at a standard table) and the round ends.
    pub fn forfeit(&mut self, id: usize, reason: &str, events: &mut Vec<FireworksEvent>) {
        events.push(FireworksEvent::Forfeited {
            round: self.index,
            seat: self.players[id],
            reason: reason.to_string(),
            table: self.layout.table.is_some(),
        });
        self.forfeited = Some(id);
        self.end = Some(RoundEnd::Forfeit);
    }

    /// Each round id's points now. CodinGame (rule 9): 10 + the level
    /// points − their own mistakes; 0 for a player who forfeited (rule
    /// 13). Standard table (rules 24 and 27): everyone has the team's
    /// score, the fireworks' height, or 0 once the fatal mistake or a
    /// forfeit ended the game.
    pub fn points(&self) -> Vec<i64> {
        if self.layout.table.is_some() {
            let lost = matches!(self.end, Some(RoundEnd::FatalMistake | RoundEnd::Forfeit));
            let score = if lost { 0 } else { i64::from(self.height()) };
            return vec![score; self.players.len()];
        }
        let levels = i64::from(level_points(&self.fireworks));
        (0..self.players.len())
            .map(|id| {
                if self.forfeited == Some(id) {
                    0
                } else {
                    10 + levels - i64::from(self.mistakes[id])
                }
            })
            .collect()
    }

    /// The fireworks' total height now.
    pub fn height(&self) -> u8 {
        self.fireworks.iter().sum()
    }

    /// The table's shape.
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The players in round-id order.
    pub fn players(&self) -> &[Seat] {
        &self.players
    }

    /// Every physical card of the round, wherever it is: deck, hands,
    /// fireworks, discards (the tests check these are the 50 cards).
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = self.deck.clone();
        all.extend(self.hands.iter().flatten().flatten().map(|c| c.id));
        all.extend(&self.played);
        all.extend(&self.discards);
        all
    }
}
