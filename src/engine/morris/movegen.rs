//! The legal command list in the exact order of rule 10, the take rule of
//! rule 7, and fast counting for perft.

use super::board::{closes_mill, stones_in_mills, Bits, Field, NEIGHBOURS, NEIGHBOUR_MASK};
use super::moves::Move;
use super::position::{Phase, Position};

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
    why_illegal(pos, mv).is_none()
}

/// Why `mv` is not legal for the side to move, as a plain sentence, or
/// `None` when it is legal.
pub fn why_illegal(pos: &Position, mv: Move) -> Option<String> {
    let seat = pos.side();
    let own = pos.stones[seat];
    let opp = pos.stones[1 - seat];
    let phase = pos.phase(seat);
    match (phase, mv.from) {
        (Phase::Placing, Some(_)) => {
            return Some(format!(
                "you still have {} stone(s) to place: use PLACE or PLACE&TAKE",
                pos.in_hand(seat)
            ))
        }
        (Phase::Moving | Phase::Flying, None) => {
            return Some("you have placed all 9 stones: use MOVE or MOVE&TAKE".into())
        }
        _ => {}
    }
    if let Some(from) = mv.from {
        if own & from.bit() == 0 {
            return Some(format!("{from} holds no stone of yours"));
        }
    }
    if pos.empty() & mv.to.bit() == 0 {
        return Some(format!("{} is not empty", mv.to));
    }
    let mut after = own | mv.to.bit();
    if let Some(from) = mv.from {
        after &= !from.bit();
        if phase == Phase::Moving && !from.is_adjacent(mv.to) {
            return Some(format!(
                "{} is not adjacent to {from} (only a seat with 3 stones left may fly)",
                mv.to
            ));
        }
    }
    let word = if mv.from.is_some() { "MOVE" } else { "PLACE" };
    let closes = closes_mill(after, mv.to.index());
    match (closes, mv.take) {
        (false, None) => None,
        (false, Some(_)) => Some(format!(
            "this {} closes no mill, so it cannot take: use {word}",
            word.to_lowercase()
        )),
        (true, _) if opp == 0 => Some(
            "this closes a mill but the opponent has no stone on the board to take, so it is not available"
                .into(),
        ),
        (true, None) => Some(format!("this move closes a mill: use {word}&TAKE")),
        (true, Some(victim)) => {
            if opp & victim.bit() == 0 {
                Some(format!("{victim} holds no opponent stone"))
            } else if takable(pos, seat) & victim.bit() == 0 {
                Some(format!(
                    "{victim} is in a mill and cannot be taken while another opponent stone is outside mills"
                ))
            } else {
                None
            }
        }
    }
}
