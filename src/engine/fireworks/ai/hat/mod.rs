//! The `hat` level: the information ("hat") strategy of Cox et al. for
//! teams of AIs. Every hint is a code word: the hinter adds up one hat
//! value per other player (each answers questions about that player's
//! hand, which everyone else sees) and picks the hint class that stands
//! for the sum; each player subtracts the values they can see and learns
//! their own. Discards among cards everyone knows are useless carry a code
//! too. Not meant for people: its hints look random.
//!
//! - [`board`]: the public possibilities of every card;
//! - [`code`]: hat values, questions and their answers;
//! - [`replay`]: the public state rebuilt from a view's history, and
//!   [`replay::learn_turn`], what one turn tells a player (the search of
//!   `hat-search` plays its worlds with it too);
//! - `choice`: a decision in round ids, and a card's private set;
//! - `discard`: which card the hat discards;
//! - this file: the decision (play, hint, discard) and its reason.

pub mod board;
mod choice;
pub mod code;
mod discard;
pub mod guard;
pub mod replay;

use super::super::actions::{Clue, FireworksAction};
use super::super::cards::{Card, KindSet, KINDS};
use super::super::options::Rules;
use super::super::view::FireworksView;
use super::reason::{Learns, Why};
use board::{Board, Weights};
use choice::own;
pub use choice::Choice;
use code::{ask, Question};
use replay::{
    classes, index_card, knows_playable, others, private_left, rebuild, sum_of_others, Faces,
};

/// Discards at or below which the team still plays it safe: the cards
/// beyond one of each kind and the hands (50 − 25 − 15 for three hands of
/// five; 50 − 25 − 20 = 5 at a table of five).
fn safe_discards(board: &Board) -> u32 {
    let cards: u32 = board.full.iter().map(|&c| u32::from(c)).sum();
    let kinds = board.full.iter().filter(|&&c| c > 0).count() as u32;
    cards.saturating_sub(kinds + (board.n * board.hand_size) as u32)
}
/// Tokens above which a player with nothing urgent still hints rather
/// than discards. Under the standard rules a team keeps one token per
/// player and one more for the hints someone will need (the code words
/// are useless when no token is left): measured on 10,000–20,000 games
/// of seeds 100000 on, keeping n + 1 instead of 0 gives 21.91 → 22.93 at
/// 2 players, 24.919 → 24.939 at 4 and 24.901 → 24.920 at 5 (24.867 →
/// 24.854 at 3, where 0 to 3 score alike). Under the CodinGame rules,
/// where a mistake costs points, keeping 4 for the long endgame avoids
/// forced plays (98.7 % perfect rounds against 96.7 %). A table of two
/// keeps [`TWO_PLAYER_KEEP`].
fn hint_above(rules: Rules, players: usize) -> u8 {
    if rules.is_standard() && players == 2 {
        TWO_PLAYER_KEEP
    } else if rules.is_standard() {
        players as u8 + 1
    } else {
        4
    }
}
/// Tokens above which a player of a table of two with nothing urgent
/// hints rather than discards. Once a player hints whenever the partner's
/// likely discard is a last copy ([`guard::endangered`]), keeping more
/// tokens pays (20,000 games each of seeds 100000 and 120000 on: 3 gives
/// 23.034 / 23.030, 4 gives 23.073 / 23.062, 5 gives 23.102 / 23.091, 6
/// gives 23.103 / 23.100, 7 gives 23.106 / 23.089).
const TWO_PLAYER_KEEP: u8 = 6;
/// At a table of two, the deck size at or below which a player with a
/// token hints rather than discards a card that may be useful: the hint
/// stalls the last draws and spends tokens the team keeps for later, when
/// little later is left (measured on 20,000 games of seeds 100000 on:
/// 22.92 → 22.97; at 3 to 5 players it costs 0.007, so they do not).
const TWO_PLAYER_STALL: u8 = 2;
/// The chance, for the safest card, of being the last copy of a card still
/// needed above which a player with a token hints rather than discards
/// (measured on 20,000 games of seeds 100000 on: 2 players 22.968 →
/// 22.989, 3 players 24.854 → 24.857, 4 players 24.939 → 24.941, 5
/// players 24.920 → 24.920; 0.15 gives 22.81 at 2, 0.5 gives 22.98).
const DANGEROUS_DISCARD: f64 = 0.3;

/// The hat decision for `view`'s player to act, with its reason.
pub fn decide(view: &FireworksView, legal: &[FireworksAction]) -> (FireworksAction, Why) {
    let Some(me) = view.acting_id() else {
        return (legal[0], Why::HatPlay { slot: 0 });
    };
    let (mut board, faces) = rebuild(view, me);
    let (choice, why) = choose(&mut board, &faces, me);
    to_action(view, legal, choice, why)
}

/// A decision in round ids as the engine's action (and its reason with
/// seats), or the first legal action if the rules refuse it.
pub fn to_action(
    view: &FireworksView,
    legal: &[FireworksAction],
    choice: Choice,
    mut why: Why,
) -> (FireworksAction, Why) {
    if let Why::HatHint { to, tells, .. } = &mut why {
        *to = view.players[*to];
        for (id, _) in tells.iter_mut() {
            *id = view.players[*id];
        }
    }
    let action = match choice {
        Choice::Play(slot) => FireworksAction::Play(slot),
        Choice::Discard(slot) => FireworksAction::Discard(slot),
        Choice::Hint(to, clue) => FireworksAction::Hint {
            to: view.players[to],
            clue,
        },
    };
    if legal.contains(&action) {
        (action, why)
    } else {
        let slot = legal[0].slot().unwrap_or(0);
        (legal[0], Why::HatPlay { slot })
    }
}

/// The own slots and the private chance that each is in `target`.
fn chances(board: &Board, left: &[u8; KINDS], me: usize, target: KindSet) -> Vec<(usize, f64)> {
    board.sets[me]
        .iter()
        .enumerate()
        .filter_map(|(slot, set)| {
            set.map(|s| (slot, Weights { left }.chance(own(s, left), target)))
        })
        .collect()
}

/// The hat decision of round id `me` on the public state `board` (which it
/// may change: a hint's or a coded discard's values as the chooser works
/// them out) seeing `faces`, with its reason in round ids.
pub fn choose(board: &mut Board, faces: &Faces, me: usize) -> (Choice, Why) {
    let left = private_left(board, faces, me);
    let playable = board.playable();
    let dead = board.dead();
    let sure: Vec<usize> = chances(board, &left, me, playable)
        .into_iter()
        .filter(|&(_, p)| p >= 1.0)
        .map(|(slot, _)| slot)
        .collect();
    if let Some(slot) = best_play(board, faces, &left, me, &sure) {
        return (Choice::Play(slot), Why::HatPlay { slot });
    }
    // Under the CodinGame rules a mistake costs its player a point, and the
    // long endgame leaves time to make sure: no risky plays there.
    let risky_pays = board.rules.is_standard();
    let safe = safe_discards(board);
    if risky_pays && board.mistakes_left >= 1 && board.discard_count <= safe {
        let either = KindSet(playable.0 | dead.0);
        let risky = chances(board, &left, me, either)
            .into_iter()
            .filter(|&(_, p)| p >= 1.0)
            .map(|(slot, _)| (slot, own_chance(board, &left, me, slot, playable)))
            .max_by(|a, b| {
                a.1.partial_cmp(&b.1)
                    .unwrap_or(std::cmp::Ordering::Equal)
                    .then(b.0.cmp(&a.0))
            });
        if let Some((slot, p)) = risky {
            if p > 0.75 {
                return (Choice::Play(slot), Why::HatPlay { slot });
            }
        }
    }
    let private_useless = useless_privately(board, &left, me);
    let someone_needs = (0..board.n)
        .filter(|&id| id != me)
        .any(|id| has_playable(board, faces, id) && !knows_playable(board, id));
    let someone_can = (0..board.n)
        .filter(|&id| id != me)
        .any(|id| has_playable(board, faces, id));
    let tokens = board.tokens;
    // The deck is out, so this is the player's last turn, and nobody waits
    // for a hint: any card that may fit is worth more than a hint or a
    // discard, unless a mistake would end the game (the team would score 0).
    if board.deck == 0 && board.mistakes_left >= 1 && !someone_needs && board.rules.is_standard() {
        let best = chances(board, &left, me, playable)
            .into_iter()
            .max_by(|a, b| {
                a.1.partial_cmp(&b.1)
                    .unwrap_or(std::cmp::Ordering::Equal)
                    .then(b.0.cmp(&a.0))
            });
        if let Some((slot, p)) = best {
            if p > 0.0 {
                return (Choice::Play(slot), Why::HatPlay { slot });
            }
        }
    }
    let stall = board.rules.is_standard()
        && ((board.n == 2
            && (board.deck <= TWO_PLAYER_STALL || guard::endangered(board, faces, 1 - me)))
            || safest_discard_risk(board, &left, me) > DANGEROUS_DISCARD);
    let will_hint = if tokens > 0 && someone_needs {
        true
    } else if board.discard_count <= safe && !private_useless.is_empty() {
        false
    } else if tokens > 0 && (someone_can || stall) {
        true
    } else {
        tokens > hint_above(board.rules, board.n).min(board.rules.max_tokens.saturating_sub(1))
    };
    let can_discard =
        tokens < board.rules.max_tokens && (board.deck > 0 || board.discard_when_empty);
    if will_hint || !can_discard {
        if tokens > 0 {
            let mut trial = board.clone();
            if let Some(found) = hint(&mut trial, faces, me) {
                *board = trial;
                return found;
            }
        }
        if !can_discard {
            return forced_play(board, &left, me);
        }
    }
    discard::discard(board, faces, &left, me, &private_useless)
}

fn own_chance(board: &Board, left: &[u8; KINDS], me: usize, slot: usize, target: KindSet) -> f64 {
    board.sets[me][slot].map_or(0.0, |s| Weights { left }.chance(own(s, left), target))
}

fn has_playable(board: &Board, faces: &Faces, id: usize) -> bool {
    let playable = board.playable();
    faces[id].iter().flatten().any(|c| playable.contains(*c))
}

/// Among cards known to fit, the one that matters most: low levels, and
/// cards no teammate also holds.
fn best_play(
    board: &Board,
    faces: &Faces,
    left: &[u8; KINDS],
    me: usize,
    sure: &[usize],
) -> Option<usize> {
    let held = |card: Card| {
        faces
            .iter()
            .enumerate()
            .filter(|(id, hand)| *id != me && hand.iter().flatten().any(|c| *c == card))
            .count()
    };
    let score = |slot: usize| -> f64 {
        let Some(set) = board.sets[me][slot] else {
            return 0.0;
        };
        let set = own(set, left);
        let weights = Weights { left };
        let total = f64::from(weights.total(set).max(1));
        set.cards()
            .map(|card| {
                let with = 1 + if board.deck > 0 { held(card) } else { 0 };
                let value = (10.0 - f64::from(card.level)) / with as f64;
                value * f64::from(left[card.kind()]) / total
            })
            .sum()
    };
    sure.iter().copied().max_by(|&a, &b| {
        score(a)
            .partial_cmp(&score(b))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(b.cmp(&a))
    })
}

/// Own cards known (privately) to be useless: dead, or one of two known
/// to be the same card.
fn useless_privately(board: &Board, left: &[u8; KINDS], me: usize) -> Vec<usize> {
    let sets = board.sets[me]
        .iter()
        .enumerate()
        .filter_map(|(slot, set)| set.map(|set| (slot, own(set, left))));
    replay::useless_slots(sets, board.dead())
}

/// The hint the hat would give now for round id `me` (the code word of
/// the other players' values), if it has one: [`choose`]'s hint even when
/// it would rather play or discard.
pub fn truthful_hint(board: &Board, faces: &Faces, me: usize) -> Option<(Choice, Why)> {
    let mut trial = board.clone();
    hint(&mut trial, faces, me)
}

/// The hint whose class stands for the sum of the other players' hat
/// values, the most informative of its class.
fn hint(board: &mut Board, faces: &Faces, me: usize) -> Option<(Choice, Why)> {
    let before = board.clone();
    let layout: Vec<(usize, u32)> = others(board.n, me)
        .map(|o| (o, classes(&before, o)))
        .collect();
    let total: u32 = layout.iter().map(|(_, c)| c).sum();
    if total < 2 {
        return None;
    }
    let tells: Vec<(usize, Learns)> = others(board.n, me)
        .map(|o| (o, first_answer(&before, faces, o, total)))
        .collect();
    let mut value = sum_of_others(board, faces, me, None, total);
    let mut target = None;
    for &(other, count) in &layout {
        if value < count {
            target = Some((other, value));
            break;
        }
        value -= count;
    }
    let (to, class) = target?;
    let index = index_card(&before, to)?;
    let key = faces[to][index]?;
    let count = classes(&before, to);
    let cards: Vec<Card> = faces[to].iter().flatten().copied().collect();
    // The clues of the class: on the index card or not, and of the kind
    // (level or colour) the class names; every clue the deck allows is
    // tried, so MULTICOLOR and rainbow need no case of their own.
    let on_index = class < 2;
    let kind_fits = |clue: &Clue| {
        matches!(
            (class, count, clue),
            (0, _, Clue::Level(_))
                | (1, _, Clue::Colour(_))
                | (2, 3, _)
                | (2, 4, Clue::Level(_))
                | (3, 4, Clue::Colour(_))
        )
    };
    let mut options: Vec<Clue> = board
        .clues()
        .filter(kind_fits)
        .filter(|clue| clue.touches(key, board.rainbow) == on_index)
        .filter(|clue| cards.iter().any(|c| clue.touches(*c, board.rainbow)))
        .collect();
    options.dedup();
    let clue = options
        .into_iter()
        .map(|clue| (goodness(board, faces, to, clue), clue))
        .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal))
        .map(|(_, clue)| clue)?;
    // Round ids here; `decide` turns them into seats.
    let why = Why::HatHint { to, clue, tells };
    Some((Choice::Hint(to, clue), why))
}

/// How much a hint narrows the told player's cards (a product of the
/// shrink factors, doubled for a card it pins down).
fn goodness(board: &Board, faces: &Faces, to: usize, clue: Clue) -> f64 {
    let left = board.remaining();
    let weights = Weights { left: &left };
    let dead = board.dead();
    let matching = replay::clue_set(clue, board.rainbow);
    let mut good = 1.0;
    for (slot, set) in board.sets[to].iter().enumerate() {
        let (Some(set), Some(card)) = (set, faces[to][slot]) else {
            continue;
        };
        if set.minus(dead).is_empty() || set.len() <= 1 {
            continue;
        }
        let keep = if clue.touches(card, board.rainbow) {
            matching
        } else {
            KindSet::ALL.minus(matching)
        };
        let after = set.and(keep);
        let old = f64::from(weights.total(*set));
        let new = f64::from(weights.total(after).max(1));
        let bonus = if after.len() <= 1 || after.minus(dead).is_empty() {
            2.0
        } else {
            1.0
        };
        good *= bonus * old / new;
    }
    good
}

/// What the first question of a player's hat value tells them.
fn first_answer(board: &Board, faces: &Faces, id: usize, total: u32) -> Learns {
    let Some(question) = ask(&board.sets[id], board, total) else {
        return Learns::Nothing;
    };
    let answer = question.answer(&faces[id], board);
    match &question {
        Question::FirstOf(list) => match answer {
            0 => Learns::Neither,
            n => {
                let (dead, slot) = list[n as usize - 1];
                if dead {
                    Learns::Useless { slot }
                } else {
                    Learns::Fits { slot }
                }
            }
        },
        Question::Playable(slot) => {
            if answer == 1 {
                Learns::Fits { slot: *slot }
            } else {
                Learns::NotYet { slot: *slot }
            }
        }
        Question::Block { slot, .. } => Learns::More { slot: *slot },
    }
}

/// With no discard allowed and nothing better, plays the likeliest card.
fn forced_play(board: &Board, left: &[u8; KINDS], me: usize) -> (Choice, Why) {
    let playable = board.playable();
    let slot = chances(board, left, me, playable)
        .into_iter()
        .max_by(|a, b| {
            a.1.partial_cmp(&b.1)
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(b.0.cmp(&a.0))
        })
        .map_or(0, |(slot, _)| slot);
    (Choice::Play(slot), Why::HatPlay { slot })
}

/// The chance that even the own card likeliest to be spare is the last
/// copy of a card still needed.
fn safest_discard_risk(board: &Board, left: &[u8; KINDS], me: usize) -> f64 {
    let spare = guard::spare_kinds(board);
    let best = chances(board, left, me, spare)
        .into_iter()
        .map(|(_, p)| p)
        .fold(0.0, f64::max);
    1.0 - best
}
