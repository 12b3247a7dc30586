//! Upper bounds on the score a position can still reach, each with its
//! reasons as data ([`Limit`]) for the app to put in words.
//!
//! Three facts bound every line of play:
//! - **dead cards**: a firework stops below a level whose copies are all
//!   lost (discarded or misplayed);
//! - **plays left**: every play is either an action that draws (there are
//!   exactly as many as cards left in the deck) or one of the final
//!   turns, so at most `deck + final turns` cards can still be played;
//! - **cards buried too deep**: a card drawn by the `d`-th drawing action
//!   can only be played by a later action, so with `S` plays left in all
//!   it and every card above it on its firework must fit in the `S − d`
//!   plays after it.
//!
//! Together: number the plays left `1..=S`; the card of level `l` of a
//! colour can be played no earlier than play `max(r, e(l − 1) + 1)`,
//! where `e` is that same earliest play for the level below and `r` the
//! card's own earliest play: 1 for a card in a hand (once the deck is
//! empty every turn counts, so the holder's own next turn), `d + 1` for
//! the first copy `d` cards down the deck, and `D + P` for the last card
//! of the deck (`D` cards left, `P` players): its drawer's next turn
//! comes after every other player's first final turn. A set of plays
//! with earliest positions `e` fits in `S` plays iff for every `t` at most
//! `S − t + 1` of them have `e ≥ t` (unit jobs with release times and a
//! common deadline: Hall's condition). The bound is the best choice of a
//! height per colour that fits, found by a small branch and bound.

use serde::Serialize;

use super::super::cards::{Card, Colour, KINDS};
use super::position::{Deal, Position, EMPTY};

/// Why a score cannot be reached: data, not prose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Limit {
    /// Every copy of `card` is lost, so its firework stops below it.
    DeadCard {
        /// The card with no copy left.
        card: Card,
    },
    /// The first copy of `card` to come is `depth` cards down the deck;
    /// once it is drawn at most `plays_after` cards can be played, so its
    /// firework stops at `stops_at`.
    BuriedTooDeep {
        /// The card that comes too late.
        card: Card,
        /// Its position in the deck (1: the next card drawn).
        depth: u8,
        /// Plays possible from the moment it is drawn.
        plays_after: u8,
        /// The height its firework cannot pass.
        stops_at: u8,
    },
    /// At most `plays_left` more cards can be played (cards in the deck
    /// plus the final turns), fewer than the `needed` plays (or too few
    /// of them after the cards that come late).
    TooFewTurns {
        /// Plays the round still allows.
        plays_left: u8,
        /// Plays the fireworks still need (up to their other limits).
        needed: u8,
    },
    /// The round is over (a standard table scores 0 after the fatal
    /// mistake).
    RoundOver {
        /// Whether it ended with the fatal mistake.
        lost: bool,
    },
    /// The search went through every line and none scores more.
    NoLine,
}

/// An upper bound on the score and why it is below the perfect score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Bound {
    /// No line of play from the position scores more.
    pub score: u32,
    /// The reasons it is below the perfect score (empty when it is the
    /// perfect score).
    pub limits: Vec<Limit>,
}

/// Per colour, the earliest play of each level still needed (index
/// `level`), 0 for a level not needed or out of reach.
type Earliest = [[u16; 6]; 6];

/// The upper bound of `position`, with its reasons.
pub fn upper_bound(deal: &Deal, position: &Position) -> Bound {
    if position.over {
        let score = deal.score(position);
        let limits = if score < deal.perfect() {
            vec![Limit::RoundOver {
                lost: position.lost,
            }]
        } else {
            Vec::new()
        };
        return Bound { score, limits };
    }
    let mut limits = Vec::new();
    let plays_left = deal.deck_left(position) + deal.final_turns_left(position);
    let (caps, earliest) = colour_caps(deal, position, plays_left, &mut limits);
    let capped: u32 = (0..deal.colours).map(|c| deal.colour_value(caps[c])).sum();
    let score = best_fit(deal, position, &caps, &earliest, plays_left);
    if score < capped {
        let needed: usize = (0..deal.colours)
            .map(|c| usize::from(caps[c] - position.fireworks[c]))
            .sum();
        limits.push(Limit::TooFewTurns {
            plays_left: plays_left.min(255) as u8,
            needed: needed as u8,
        });
    }
    Bound { score, limits }
}

/// The score bound alone (what the search asks at every node).
pub fn bound_score(deal: &Deal, position: &Position) -> u32 {
    if position.over {
        return deal.score(position);
    }
    let plays_left = deal.deck_left(position) + deal.final_turns_left(position);
    let mut ignored = Vec::new();
    let (caps, earliest) = colour_caps(deal, position, plays_left, &mut ignored);
    best_fit(deal, position, &caps, &earliest, plays_left)
}

/// Each colour's highest reachable level alone (dead cards, then cards
/// buried too deep), with the earliest play of each level below it.
fn colour_caps(
    deal: &Deal,
    position: &Position,
    plays_left: usize,
    limits: &mut Vec<Limit>,
) -> ([u8; 6], Earliest) {
    let live = deal.live_copies(position);
    let (depth, release) = first_depths(deal, position);
    let mut caps = [0u8; 6];
    let mut earliest: Earliest = [[0; 6]; 6];
    for colour in 0..deal.colours {
        let height = position.fireworks[colour];
        caps[colour] = height;
        // The card that sets the earliest play so far: (level, depth).
        let mut binding: Option<(u8, u16)> = None;
        let mut previous = 0u16;
        for level in height + 1..=5 {
            let card = Card::new(Colour::from_index(colour), level);
            let kind = card.kind();
            if live[kind] == 0 {
                limits.push(Limit::DeadCard { card });
                break;
            }
            let own = release[kind];
            let at = own.max(previous + 1);
            if own > previous {
                binding = Some((level, depth[kind]));
            }
            if usize::from(at) > plays_left {
                let (low, deep) = binding.expect("the first level sets a binding card");
                limits.push(if deep > 0 {
                    Limit::BuriedTooDeep {
                        card: Card::new(Colour::from_index(colour), low),
                        depth: deep.min(255) as u8,
                        plays_after: plays_left.saturating_sub(usize::from(deep)).min(255) as u8,
                        stops_at: level - 1,
                    }
                } else {
                    Limit::TooFewTurns {
                        plays_left: plays_left.min(255) as u8,
                        needed: level - height,
                    }
                });
                break;
            }
            earliest[colour][usize::from(level)] = at;
            caps[colour] = level;
            previous = at;
        }
    }
    (caps, earliest)
}

/// For each kind, the depth of its first copy to come (0 when a hand
/// holds one, `d` for the `d`-th card of the deck) and the earliest play
/// that can use a copy: the next one for a card in a hand (once the deck
/// is empty, the holder's own next turn, as every turn then counts), the
/// one after its draw for a card of the deck, except the last card,
/// whose drawer plays again only after every other player's final turn.
fn first_depths(deal: &Deal, position: &Position) -> ([u16; KINDS], [u16; KINDS]) {
    let mut depth = [u16::MAX - 1; KINDS];
    let mut release = [u16::MAX - 1; KINDS];
    let rest = &deal.deck[usize::from(position.drawn)..];
    let players = deal.players.len();
    for (index, &kind) in rest.iter().enumerate().rev() {
        let deep = index as u16 + 1;
        depth[usize::from(kind)] = deep;
        release[usize::from(kind)] = if index + 1 == rest.len() {
            deep + players as u16
        } else {
            deep + 1
        };
    }
    let counting = rest.is_empty();
    for (holder, hand) in position.hands[..players].iter().enumerate() {
        let turn = if counting {
            ((holder + players - usize::from(position.current)) % players) as u16 + 1
        } else {
            1
        };
        for &kind in hand.iter().filter(|&&k| k != EMPTY) {
            let kind = usize::from(kind);
            depth[kind] = 0;
            release[kind] = release[kind].min(turn);
        }
    }
    (depth, release)
}

/// The best total over choices of a height per colour (between its
/// height now and its cap) whose plays fit in `plays_left` plays.
fn best_fit(
    deal: &Deal,
    position: &Position,
    caps: &[u8; 6],
    earliest: &Earliest,
    plays_left: usize,
) -> u32 {
    let mut search = Fit {
        deal,
        heights: position.fireworks,
        caps: *caps,
        earliest,
        // at[t]: chosen plays whose earliest position is t.
        at: vec![0u16; plays_left + 2],
        plays_left,
        best: 0,
    };
    let base: u32 = (0..deal.colours)
        .map(|c| deal.colour_value(position.fireworks[c]))
        .sum();
    let most: u32 = (0..deal.colours)
        .map(|c| deal.colour_value(caps[c]) - deal.colour_value(position.fireworks[c]))
        .sum();
    search.best = base;
    search.choose(0, base, most);
    search.best
}

/// The branch and bound of [`best_fit`].
struct Fit<'a> {
    deal: &'a Deal,
    heights: [u8; 6],
    caps: [u8; 6],
    earliest: &'a Earliest,
    at: Vec<u16>,
    plays_left: usize,
    best: u32,
}

impl Fit<'_> {
    /// Chooses the height of colours `colour..`; `total` is the score so
    /// far, `rest` the most the remaining colours could add.
    fn choose(&mut self, colour: usize, total: u32, rest: u32) {
        if total + rest <= self.best {
            return;
        }
        if colour == self.deal.colours {
            self.best = total;
            return;
        }
        let height = self.heights[colour];
        let cap = self.caps[colour];
        let own = self.deal.colour_value(cap) - self.deal.colour_value(height);
        for top in (height..=cap).rev() {
            for level in height + 1..=top {
                self.at[usize::from(self.earliest[colour][usize::from(level)])] += 1;
            }
            if self.fits() {
                let gain = self.deal.colour_value(top) - self.deal.colour_value(height);
                self.choose(colour + 1, total + gain, rest - own);
            }
            for level in height + 1..=top {
                self.at[usize::from(self.earliest[colour][usize::from(level)])] -= 1;
            }
            if total + rest <= self.best {
                return;
            }
        }
    }

    /// Hall's condition: for every `t`, at most `plays_left − t + 1`
    /// chosen plays have their earliest position at `t` or later.
    fn fits(&self) -> bool {
        let mut later = 0usize;
        for t in (1..=self.plays_left).rev() {
            later += usize::from(self.at[t]);
            if later > self.plays_left - t + 1 {
                return false;
            }
        }
        true
    }
}
