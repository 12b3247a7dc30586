//! What one player may see: every hand but their own, what each card's
//! holder knows of it, the table, and the round's public history.

use serde::{Deserialize, Serialize};

use super::actions::{Clue, Slot, HAND_SIZE};
use super::cards::{Card, KindCounts, KindSet, COLOURS, KINDS};
use super::history::Turn;
use super::knowledge::{empathy, unseen, HintKnowledge};
use super::options::Rules;
use super::round::{Hand, Layout, Opening, Round};
use super::state::{Fireworks, RoundResult};
use crate::engine::game::Seat;

/// One card in a hand as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeenCard {
    /// Its slot, 0..5 (A..E).
    pub slot: Slot,
    /// Its face; `None` for the viewer's own card.
    pub card: Option<Card>,
    /// What the hints have said about it (known to everyone).
    pub hints: HintKnowledge,
    /// The identities still possible for it. For the viewer's own card:
    /// what the viewer can deduce from the hints and every card they see
    /// (empathy). For a teammate's card: what the teammate can deduce from
    /// the hints and the public cards (fireworks and discards) alone; the
    /// teammate may know more from the hands they see, which the viewer
    /// cannot compute without seeing their own hand. The true identity is
    /// always among them.
    pub possible: KindSet,
    /// The round turn after which it was drawn (0 for the deal); the
    /// newest card has the highest.
    pub drawn: u16,
}

/// A view of the game for one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireworksView {
    /// Whose view this is.
    pub seat: Seat,
    /// Tokens, mistakes and final turns.
    pub rules: Rules,
    /// Who plays, hands of 5 or 4, the deck, how the game is scored.
    pub layout: Layout,
    /// The round being played (the last one once the game is over), from 0.
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// The round's players in round-id order.
    pub players: Vec<Seat>,
    /// The viewer's round id, if the viewer plays this round.
    pub me: Option<usize>,
    /// The seat to act (`None` once the game is over).
    pub to_act: Option<Seat>,
    /// Each round id's hand, slots A..E (`None`: an empty slot; slot E
    /// is always empty in hands of four).
    pub hands: Vec<[Option<SeenCard>; HAND_SIZE]>,
    /// Firework heights, colour order of rule 1 (MULTICOLOR sixth).
    pub fireworks: [u8; COLOURS],
    /// The discard pile, oldest first.
    pub discards: Vec<Card>,
    /// Cards left in the deck.
    pub deck: u8,
    /// Information tokens on the table.
    pub tokens: u8,
    /// Mistakes still allowed before the one that ends the round.
    pub mistakes_left: u8,
    /// Each round id's own mistakes this round.
    pub mistakes: Vec<u8>,
    /// Turns left once the last card was drawn.
    pub final_turns: Option<u8>,
    /// The public counters the round started with.
    pub opening: Opening,
    /// Every turn of this round so far, as everyone saw it.
    pub history: Vec<Turn>,
    /// Each player's game score so far.
    pub scores: Vec<i64>,
    /// The finished rounds.
    pub results: Vec<RoundResult>,
    /// Whether the game is over.
    pub over: bool,
}

impl FireworksView {
    /// The seat whose turn it is, as a round id.
    pub fn acting_id(&self) -> Option<usize> {
        self.to_act
            .and_then(|seat| self.players.iter().position(|&p| p == seat))
    }

    /// The round id of global seat `seat`.
    pub fn round_id(&self, seat: Seat) -> Option<usize> {
        self.players.iter().position(|&p| p == seat)
    }

    /// The round's players in turn order after `seat` (the next player
    /// first, `seat` last); every player in round order for a seat that
    /// sits the round out.
    pub fn turn_order_after(&self, seat: Seat) -> Vec<Seat> {
        let n = self.players.len();
        match self.round_id(seat) {
            Some(id) => (0..n).map(|k| self.players[(id + 1 + k) % n]).collect(),
            None => self.players.clone(),
        }
    }

    /// `seat`'s teammates this round, in turn order after it (none for a
    /// seat that sits the round out).
    pub fn teammates(&self, seat: Seat) -> Vec<Seat> {
        match self.round_id(seat) {
            Some(_) => self.turn_order_after(seat)[..self.players.len() - 1].to_vec(),
            None => Vec::new(),
        }
    }

    /// The slots of `to`'s hand that `clue` would touch, as far as this
    /// view sees them (none of a hand it cannot see).
    pub fn touched_by(&self, to: Seat, clue: Clue) -> Vec<usize> {
        self.round_id(to)
            .map(|id| {
                self.hands[id]
                    .iter()
                    .flatten()
                    .filter(|c| {
                        c.card
                            .is_some_and(|card| clue.touches(card, self.layout.deck.rainbow()))
                    })
                    .map(|c| c.slot)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Copies of each kind on the fireworks and in the discards (what
    /// every player sees).
    pub fn public_counts(&self) -> KindCounts {
        public_counts(&self.fireworks, self.discards.iter().copied())
    }
}

fn public_counts(fireworks: &[u8; COLOURS], discards: impl Iterator<Item = Card>) -> KindCounts {
    let mut counts = [0u8; KINDS];
    for (colour, &height) in fireworks.iter().enumerate() {
        for level in 0..usize::from(height) {
            counts[colour * 5 + level] += 1;
        }
    }
    for card in discards {
        counts[card.kind()] += 1;
    }
    counts
}

fn add_hand(counts: &mut KindCounts, hand: &Hand) {
    for card in hand.iter().flatten() {
        counts[card.card().kind()] += 1;
    }
}

impl Round {
    /// Round id `holder`'s empathy for their own cards, slot by slot: what
    /// they can deduce from the hints and every card they see.
    pub fn empathy_of(&self, holder: usize) -> [Option<KindSet>; HAND_SIZE] {
        let mut seen = public_counts(&self.fireworks, self.discards.iter().map(|id| id.card()));
        for other in (0..self.players.len()).filter(|&o| o != holder) {
            add_hand(&mut seen, &self.hands[other]);
        }
        let hand = &self.hands[holder];
        let hints: Vec<HintKnowledge> = hand.iter().flatten().map(|c| c.hints).collect();
        let mut sets = empathy(&hints, &self.layout.deck.counts(), &seen).into_iter();
        hand.map(|c| c.map(|_| sets.next().expect("one set per card")))
    }
}

impl Fireworks {
    /// `seat`'s view. A seat that sits the round out (or a finished
    /// game's reader) sees every hand.
    pub fn seat_view(&self, seat: Seat) -> FireworksView {
        let round = &self.round;
        let me = round.round_id(seat).filter(|_| !self.over);
        let public = public_counts(&round.fireworks, round.discards.iter().map(|id| id.card()));
        let left = unseen(&self.layout.deck.counts(), &public);
        let public_set = KindSet(
            (0..KINDS)
                .filter(|&k| left[k] > 0)
                .fold(0, |bits, k| bits | (1 << k)),
        );
        let own = me.map(|id| round.empathy_of(id));
        let hands = (0..round.players.len())
            .map(|id| {
                std::array::from_fn(|slot| {
                    round.hands[id][slot].map(|c| {
                        let mine = me == Some(id);
                        SeenCard {
                            slot,
                            card: (!mine).then(|| c.card()),
                            hints: c.hints,
                            possible: match (&own, mine) {
                                (Some(sets), true) => sets[slot].unwrap_or(KindSet::EMPTY),
                                _ => c.hints.possible().and(public_set),
                            },
                            drawn: c.drawn,
                        }
                    })
                })
            })
            .collect();
        FireworksView {
            seat,
            rules: self.rules,
            layout: self.layout,
            round: round.index,
            rounds: self.rounds,
            players: round.players.clone(),
            me,
            to_act: (!self.over).then(|| round.acting_seat()),
            hands,
            fireworks: round.fireworks,
            discards: round.discards.iter().map(|id| id.card()).collect(),
            deck: round.deck.len() as u8,
            tokens: round.tokens,
            mistakes_left: round.mistakes_left,
            mistakes: round.mistakes.clone(),
            final_turns: round.final_turns,
            opening: round.opening.clone(),
            history: round.history.clone(),
            scores: self.scores(),
            results: self.results.clone(),
            over: self.over,
        }
    }
}
