//! The moves of an endgame position, forwards (what the side to move can
//! do) and backwards (which positions of the same material lead here),
//! written on bare bitboards so the solver needs no `Position`.

use super::index::Duel;
use crate::engine::morris::board::{closes_mill, Bits, ALL_FIELDS, NEIGHBOUR_MASK};
use crate::engine::morris::movegen::takable_of;

/// Where one move of the side to move leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The move takes the opponent's last-but-two stone: the mover wins.
    Win,
    /// A move without a take: the same material, the other side to move.
    Same(Duel),
    /// A take that leaves the opponent 3 or more stones: one stone less.
    Smaller(Duel),
}

/// The fields a stone of `own` on `from` may go to: any empty field with 3
/// stones (flying), else an empty neighbour.
#[inline]
fn targets(own: u32, from: usize, empty: u32) -> u32 {
    if own.count_ones() == 3 {
        empty
    } else {
        NEIGHBOUR_MASK[from] & empty
    }
}

/// Calls `visit` for every legal move of the side to move (rules 6–8), one
/// call per take for mill-closing moves.
pub fn for_each_next(duel: Duel, mut visit: impl FnMut(Next)) {
    let Duel { mover, other } = duel;
    let empty = ALL_FIELDS & !(mover | other);
    for from in Bits(mover) {
        for to in Bits(targets(mover, from, empty)) {
            let after = mover & !(1 << from) | 1 << to;
            if !closes_mill(after, to) {
                visit(Next::Same(Duel {
                    mover: other,
                    other: after,
                }));
            } else {
                for victim in Bits(takable_of(other)) {
                    visit(if other.count_ones() == 3 {
                        Next::Win
                    } else {
                        Next::Smaller(Duel {
                            mover: other & !(1 << victim),
                            other: after,
                        })
                    });
                }
            }
        }
    }
}

/// Calls `visit` for every position of the same material from which the
/// side that just moved reached `duel` with a move that took nothing.
pub fn for_each_previous(duel: Duel, mut visit: impl FnMut(Duel)) {
    let Duel { mover, other } = duel;
    let empty = ALL_FIELDS & !(mover | other);
    for to in Bits(other) {
        if closes_mill(other, to) {
            continue;
        }
        for from in Bits(targets(other, to, empty)) {
            visit(Duel {
                mover: other & !(1 << to) | 1 << from,
                other: mover,
            });
        }
    }
}
