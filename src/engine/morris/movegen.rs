//! The legal command list in the exact order of rule 10, the take rule of
//! rule 7, and fast counting for perft.

use super::board::{closes_mill, stones_in_mills, Bits, Field, NEIGHBOURS, NEIGHBOUR_MASK};
use super::moves::Move;
use super::position::{Phase, Position};
use crate::text::{t, Msg};

/// The opponent stones a mill-closing move by `seat` may take (rule 7):
/// those not in a complete mill, or all of them when every one is in a
/// mill. Empty when the opponent has no stone on the board.
#[inline]
pub fn takable(pos: &Position, seat: usize) -> u32 {
    takable_of(pos.stones[1 - seat])
}

/// Rule 7 on bare stones: those of `opp` outside complete mills, or all of
/// them when every one is in a mill.
#[inline]
pub fn takable_of(opp: u32) -> u32 {
    let free = opp & !stones_in_mills(opp);
    if free == 0 {
        opp
    } else {
        free
    }
}

/// Calls `visit(from, to)` for every destination of the side to move, in
/// rule-10 order, ignoring mills (`from` is `None` for placements).
#[inline]
fn for_each_target(pos: &Position, mut visit: impl FnMut(Option<usize>, usize)) {
    let seat = pos.side();
    let own = pos.stones[seat];
    let empty = pos.empty();
    match pos.phase(seat) {
        Phase::Placing => Bits(empty).for_each(|to| visit(None, to)),
        Phase::Moving => {
            for from in Bits(own) {
                for &to in NEIGHBOURS[from] {
                    if empty & (1 << to) != 0 {
                        visit(Some(from), to as usize);
                    }
                }
            }
        }
        Phase::Flying => {
            for from in Bits(own) {
                Bits(empty).for_each(|to| visit(Some(from), to));
            }
        }
    }
}

/// Appends the legal moves of the side to move to `out`, in rule-10 order.
pub fn generate(pos: &Position, out: &mut Vec<Move>) {
    let seat = pos.side();
    let own = pos.stones[seat];
    let victims = takable(pos, seat);
    for_each_target(pos, |from, to| {
        let after = match from {
            Some(f) => own & !(1 << f),
            None => own,
        } | (1 << to);
        let mv = Move {
            from: from.map(|f| Field(f as u8)),
            to: Field(to as u8),
            take: None,
        };
        if closes_mill(after, to) {
            for victim in Bits(victims) {
                out.push(mv.taking(Field(victim as u8)));
            }
        } else {
            out.push(mv);
        }
    });
}

/// The legal moves of the side to move, in rule-10 order.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    generate(pos, &mut out);
    out
}

/// How many legal moves the side to move has (perft's bulk count).
#[inline]
pub fn count_legal(pos: &Position) -> u64 {
    let seat = pos.side();
    let own = pos.stones[seat];
    let victims = u64::from(takable(pos, seat).count_ones());
    let mut count = 0;
    for_each_target(pos, |from, to| {
        let after = match from {
            Some(f) => own & !(1 << f),
            None => own,
        } | (1 << to);
        count += if closes_mill(after, to) { victims } else { 1 };
    });
    count
}

/// Whether the side to move has at least one legal command.
#[inline]
pub fn has_legal_move(pos: &Position) -> bool {
    let seat = pos.side();
    let own = pos.stones[seat];
    let empty = pos.empty();
    if pos.stones[1 - seat] == 0 {
        // Mill-closing moves are unavailable: count exactly.
        return count_legal(pos) > 0;
    }
    match pos.phase(seat) {
        Phase::Placing => empty != 0,
        Phase::Flying => own != 0 && empty != 0,
        Phase::Moving => Bits(own).any(|from| NEIGHBOUR_MASK[from] & empty != 0),
    }
}

/// Whether `mv` is legal for the side to move (same answer as membership
/// in [`legal_moves`], without building the list).
pub fn is_legal(pos: &Position, mv: Move) -> bool {
    why_illegal_msg(pos, mv).is_none()
}

/// Why `mv` is not legal for the side to move, as a plain sentence in the
/// thread's language, or `None` when it is legal.
pub fn why_illegal(pos: &Position, mv: Move) -> Option<String> {
    why_illegal_msg(pos, mv).map(|why| why.to_string())
}

/// Why `mv` is not legal for the side to move, or `None` when it is legal.
fn why_illegal_msg(pos: &Position, mv: Move) -> Option<Msg> {
    let seat = pos.side();
    let own = pos.stones[seat];
    let opp = pos.stones[1 - seat];
    let phase = pos.phase(seat);
    match (phase, mv.from) {
        (Phase::Placing, Some(_)) => return Some(t::morris_error_still_placing(pos.in_hand(seat))),
        (Phase::Moving | Phase::Flying, None) => return Some(t::morris_error_all_placed()),
        _ => {}
    }
    if let Some(from) = mv.from {
        if own & from.bit() == 0 {
            return Some(t::morris_error_not_yours(from.name()));
        }
    }
    if pos.empty() & mv.to.bit() == 0 {
        return Some(t::morris_error_not_empty(mv.to.name()));
    }
    let mut after = own | mv.to.bit();
    if let Some(from) = mv.from {
        after &= !from.bit();
        if phase == Phase::Moving && !from.is_adjacent(mv.to) {
            return Some(t::morris_error_not_adjacent(mv.to.name(), from.name()));
        }
    }
    let word = if mv.from.is_some() { "MOVE" } else { "PLACE" };
    let closes = closes_mill(after, mv.to.index());
    match (closes, mv.take) {
        (false, None) => None,
        (false, Some(_)) if mv.from.is_some() => Some(t::morris_error_move_no_mill()),
        (false, Some(_)) => Some(t::morris_error_place_no_mill()),
        (true, _) if opp == 0 => Some(t::morris_error_nothing_to_take()),
        (true, None) => Some(t::morris_error_must_take(word)),
        (true, Some(victim)) => {
            if opp & victim.bit() == 0 {
                Some(t::morris_error_no_opponent_stone(victim.name()))
            } else if takable(pos, seat) & victim.bit() == 0 {
                Some(t::morris_error_in_mill(victim.name()))
            } else {
                None
            }
        }
    }
}
