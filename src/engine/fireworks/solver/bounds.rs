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
//! height per colour that fits, found by a small branch and bound
//! ([`super::fit`]).
//!
//! Then a fourth fact tightens it (**own hands at the end**,
//! [`super::turn_owners`]): the last drawing turn and the final turns
//! each belong to one player, who can play only a card of their own hand.

use serde::Serialize;

use super::super::cards::{Card, Colour, KINDS};
use super::fit::{best_fit, Earliest, Makers};
use super::position::{Deal, Position, EMPTY};
use super::turn_owners::{every_owners, Copies, Owners};

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
    /// After the last card is drawn each player has `each` final turns
    /// and can play only the cards of their own hand (and the last card
    /// drawn is its drawer's): the cards still needed are not in hands
    /// that get a turn after the cards below them can be played.
    OwnHands {
        /// Final turns per player (rule 8).
        each: u8,
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
    let loose = best_fit(deal, position, &caps, &earliest, plays_left, None);
    let score = own_hands_score(deal, position, (&caps, &earliest), loose);
    if loose < capped {
        let needed: usize = (0..deal.colours)
            .map(|c| usize::from(caps[c] - position.fireworks[c]))
            .sum();
        limits.push(Limit::TooFewTurns {
            plays_left: plays_left.min(255) as u8,
            needed: needed as u8,
        });
    }
    if score < loose {
        limits.push(Limit::OwnHands {
            each: deal.rules.final_turns,
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
    let loose = best_fit(deal, position, &caps, &earliest, plays_left, None);
    own_hands_score(deal, position, (&caps, &earliest), loose)
}

/// The bound `loose` (of the caps and earliest plays `counted`)
/// tightened by the owned plays ([`super::turn_owners`]): the best, over
/// every player who could draw the last card, of the heights whose plays
/// fit when each owned play can only use its player's cards (it stops at
/// `loose`, never above it).
fn own_hands_score(
    deal: &Deal,
    position: &Position,
    counted: (&[u8; 6], &Earliest),
    loose: u32,
) -> u32 {
    if before_owned_plays(deal, position, counted) >= loose {
        return loose;
    }
    let every = every_owners(deal, position);
    if every.is_empty() {
        return loose;
    }
    let mut copies = Copies::of(deal, position);
    let mut best = 0;
    for owners in &every {
        copies.drawn_last_by(owners);
        let (caps, earliest, makers) = owned_caps(deal, position, owners, &copies);
        let plays_left = usize::from(owners.last());
        let score = best_fit(
            deal,
            position,
            &caps,
            &earliest,
            plays_left,
            Some((owners, &makers)),
        );
        best = best.max(score);
        if best >= loose {
            return loose;
        }
    }
    best
}

/// What the plays before the owned ones alone allow (each level's
/// earliest play as counted, every play before the one that draws the
/// last card), 0 once the deck has one card or none. Those earliest plays
/// are the same whoever draws the last card, so when this reaches the
/// bound, the owned plays cannot lower it.
fn before_owned_plays(deal: &Deal, position: &Position, counted: (&[u8; 6], &Earliest)) -> u32 {
    let (caps, earliest) = counted;
    let Some(open) = deal.deck_left(position).checked_sub(1).filter(|&o| o > 0) else {
        return 0;
    };
    let mut early = position.fireworks;
    for colour in 0..deal.colours {
        for level in position.fireworks[colour] + 1..=caps[colour] {
            if usize::from(earliest[colour][usize::from(level)]) > open {
                break;
            }
            early[colour] = level;
        }
    }
    best_fit(deal, position, &early, earliest, open, None)
}

/// Each colour's highest level within reach under `owners`, with the
/// earliest play of each level below it (a play a copy can take, after
/// the level below) and who could make it.
fn owned_caps(
    deal: &Deal,
    position: &Position,
    owners: &Owners,
    copies: &Copies,
) -> ([u8; 6], Earliest, Makers) {
    let last = owners.last();
    let mut caps = position.fireworks;
    let mut earliest: Earliest = [[0; 6]; 6];
    let mut makers: Makers = [[0; 6]; 6];
    for colour in 0..deal.colours {
        let mut previous = 0u16;
        for level in position.fireworks[colour] + 1..=5 {
            let kind = Card::new(Colour::from_index(colour), level).kind();
            let (at, who) = copies.earliest(owners, kind, previous + 1);
            if at > last {
                break;
            }
            earliest[colour][usize::from(level)] = at;
            makers[colour][usize::from(level)] = who;
            caps[colour] = level;
            previous = at;
        }
    }
    (caps, earliest, makers)
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
