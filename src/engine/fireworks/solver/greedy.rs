//! Strong lines of play that see every card: the search's first lower
//! bound and its move order.

use super::super::actions::HAND_SIZE;
use super::super::cards::{Card, KINDS};
use super::position::{Deal, Move, Position, EMPTY};

/// How a greedy line spends a turn with nothing to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Temper {
    /// Hint (when a token allows) while a teammate can play, else
    /// discard what is least needed.
    Patient,
    /// Discard whenever that is legal, to see the deck sooner.
    Eager,
    /// Hint whenever a token allows, discarding only at need.
    Saving,
}

/// The three tempers, tried in turn for the search's first line.
pub const TEMPERS: [Temper; 3] = [Temper::Patient, Temper::Eager, Temper::Saving];

/// Plays a greedy line of `temper` from `position` to the end of the
/// round: its final position and its moves.
pub fn greedy_line(deal: &Deal, position: &Position, temper: Temper) -> (Position, Vec<Move>) {
    let mut now = *position;
    let mut moves = Vec::new();
    while !now.over {
        let Some(step) = greedy_move(deal, &now, temper) else {
            break;
        };
        moves.push(step);
        now = deal.after(&now, step);
    }
    (now, moves)
}

/// The greedy choice of the player to act, `None` with no legal move.
pub fn greedy_move(deal: &Deal, position: &Position, temper: Temper) -> Option<Move> {
    let live = deal.live_copies(position);
    let id = usize::from(position.current);
    let hand = &position.hands[id];
    let slots = || (0..HAND_SIZE).filter(|&s| hand[s] != EMPTY);
    let playable = slots()
        .filter(|&s| deal.playable(position, hand[s]))
        .min_by_key(|&s| Card::from_kind(usize::from(hand[s])).level);
    if let Some(slot) = playable {
        return Some(Move::Play(slot));
    }
    let trash = slots().find(|&s| deal.is_trash(position, &live, hand[s]));
    let may_discard = deal.may_discard(position);
    let may_stall = deal.stall_action(position).is_some();
    if let (Some(slot), true) = (trash, may_discard) {
        return Some(Move::Discard(slot));
    }
    let teammate_plays = teammate_can_play(deal, position);
    let stall_first = match temper {
        Temper::Patient => teammate_plays,
        Temper::Eager => !may_discard,
        Temper::Saving => true,
    };
    if may_stall && stall_first {
        return Some(Move::Stall);
    }
    if may_discard {
        if let Some(slot) = least_needed(deal, position, &live) {
            let critical = live[usize::from(hand[slot])] == 1;
            if !(critical && may_stall) {
                return Some(Move::Discard(slot));
            }
        }
    }
    if may_stall {
        return Some(Move::Stall);
    }
    if may_discard {
        return least_needed(deal, position, &live).map(Move::Discard);
    }
    // No discard, no hint: a mistake that does not end the round, on the
    // least needed card, else any play.
    let slot = trash.or_else(|| least_needed(deal, position, &live));
    match slot {
        Some(slot) if position.mistakes_left > 0 => Some(Move::Play(slot)),
        _ => slots().next().map(Move::Play),
    }
}

/// Whether a teammate holds a card that fits now.
fn teammate_can_play(deal: &Deal, position: &Position) -> bool {
    let id = usize::from(position.current);
    (0..deal.players.len()).filter(|&p| p != id).any(|p| {
        position.hands[p]
            .iter()
            .any(|&k| k != EMPTY && deal.playable(position, k))
    })
}

/// The slot of the player to act whose card is least needed: a copy of
/// a kind with another copy left before a last copy, then the highest
/// level.
pub fn least_needed(deal: &Deal, position: &Position, live: &[u8; KINDS]) -> Option<usize> {
    let id = usize::from(position.current);
    let hand = &position.hands[id];
    (0..HAND_SIZE)
        .filter(|&s| hand[s] != EMPTY)
        .max_by_key(|&s| {
            let kind = hand[s];
            let card = Card::from_kind(usize::from(kind));
            let gap = card.level - position.fireworks[card.colour.index()].min(card.level);
            let spare = live[usize::from(kind)] > 1 || deal.is_trash(position, live, kind);
            (spare, gap)
        })
}
