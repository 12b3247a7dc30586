//! The legal command list in the exact order of rule 10, the take rule of
//! rule 7, and fast counting for perft.

use std::cell::RefCell;

use super::board::{
    adjacent, closes_mill, closing_fields, stones_in_mills, Bits, Field, NEIGHBOUR_LIST,
    NEIGHBOUR_MASK,
};
use super::movelist::{MoveList, MoveSink};
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

/// Appends `mv` once per stone it may take (rule 7), the victims in
/// canonical order; works out the takable stones of `opp` on first use.
#[inline]
fn push_taking(out: &mut impl MoveSink, mv: Move, victims: &mut Option<u32>, opp: u32) {
    for victim in Bits(*victims.get_or_insert_with(|| takable_of(opp))) {
        out.push(mv.taking(Field(victim as u8)));
    }
}

/// Appends the legal moves of the side to move to `out`, in rule-10 order.
pub fn generate(pos: &Position, out: &mut Vec<Move>) {
    generate_into(pos, out);
}

/// Appends the legal moves of the side to move to `out` (a `Vec` or a
/// [`super::movelist::MoveList`]), in rule-10 order.
///
/// A destination can close a mill only if it is one of the mover's
/// [`closing_fields`] (a stone leaving a field can only undo a mill), so
/// only those destinations are checked exactly (a placement checks none
/// when no empty field is one); the takable stones are worked out only
/// when some move closes a mill.
#[inline(always)]
pub fn generate_into(pos: &Position, out: &mut impl MoveSink) {
    let seat = pos.side();
    let own = pos.stones[seat];
    let opp = pos.stones[1 - seat];
    let empty = pos.empty();
    let closing = closing_fields(own);
    let mut victims = None;
    match pos.phase(seat) {
        Phase::Placing if closing & empty == 0 => {
            for to in Bits(empty) {
                out.push(Move::place(Field(to as u8)));
            }
        }
        Phase::Placing => {
            for to in Bits(empty) {
                let mv = Move::place(Field(to as u8));
                if closing & (1 << to) == 0 {
                    out.push(mv);
                } else {
                    push_taking(out, mv, &mut victims, opp);
                }
            }
        }
        Phase::Moving => {
            for from in Bits(own & adjacent(empty)) {
                let rest = own & !(1 << from);
                for &to in &NEIGHBOUR_LIST[from] {
                    let to_bit = 1 << to;
                    let mv = Move::step(Field(from as u8), Field(to));
                    if closing & empty & to_bit != 0 && closes_mill(rest | to_bit, to as usize) {
                        push_taking(out, mv, &mut victims, opp);
                    } else {
                        out.push_if(mv, empty & to_bit != 0);
                    }
                }
            }
        }
        Phase::Flying => {
            for from in Bits(own) {
                let rest = own & !(1 << from);
                for to in Bits(empty) {
                    let mv = Move::step(Field(from as u8), Field(to as u8));
                    if closing & (1 << to) != 0 && closes_mill(rest | (1 << to), to) {
                        push_taking(out, mv, &mut victims, opp);
                    } else {
                        out.push(mv);
                    }
                }
            }
        }
    }
}

thread_local! {
    /// [`legal_moves`]'s scratch list: written in place, then copied out
    /// at its exact length (faster than growing a `Vec` move by move).
    static SCRATCH: RefCell<MoveList> = RefCell::new(MoveList::new());
}

/// The legal moves of the side to move, in rule-10 order.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    SCRATCH.with(|scratch| {
        let mut list = scratch.borrow_mut();
        list.clear();
        generate_into(pos, &mut *list);
        list.as_slice().to_vec()
    })
}

/// How many legal moves the side to move has (perft's bulk count): every
/// destination counts once, or once per takable stone when it closes a
/// mill, without listing the moves.
#[inline]
pub fn count_legal(pos: &Position) -> u64 {
    let seat = pos.side();
    let own = pos.stones[seat];
    let opp = pos.stones[1 - seat];
    let empty = pos.empty();
    let closing = closing_fields(own);
    let victims = || u64::from(takable_of(opp).count_ones());
    match pos.phase(seat) {
        Phase::Placing => {
            let closers = u64::from((closing & empty).count_ones());
            let others = u64::from(empty.count_ones()) - closers;
            if closers == 0 {
                others
            } else {
                others + closers * victims()
            }
        }
        Phase::Moving | Phase::Flying => {
            let flying = pos.phase(seat) == Phase::Flying;
            let mut steps = 0;
            let mut closers = 0;
            let movers = if flying { own } else { own & adjacent(empty) };
            for from in Bits(movers) {
                let rest = own & !(1 << from);
                let targets = if flying {
                    empty
                } else {
                    NEIGHBOUR_MASK[from] & empty
                };
                steps += u64::from(targets.count_ones());
                for to in Bits(targets & closing) {
                    if closes_mill(rest | (1 << to), to) {
                        closers += 1;
                    }
                }
            }
            if closers == 0 {
                steps
            } else {
                steps - closers + closers * victims()
            }
        }
    }
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
        Phase::Moving => own & adjacent(empty) != 0,
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
