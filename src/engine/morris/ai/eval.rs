//! Static evaluation, always from the point of view of the side to move.

use crate::engine::morris::board::{Bits, MILL_MASK, NEIGHBOUR_MASK};
use crate::engine::morris::position::{Phase, Position, STONES};

/// Value of one stone (on the board or in hand).
pub const STONE: i32 = 1000;
/// A closed mill.
const CLOSED: i32 = 30;
/// A closed mill with a stone that can step out and come back.
const RUNNING: i32 = 60;
/// Two in a line with an empty third, while placing.
const OPEN_PLACING: i32 = 50;
/// Two in a line whose empty third an own stone can step into.
const OPEN_MOVING: i32 = 90;
/// Two in a line that the stone stepping in leaves a closed mill for:
/// a "double mill" that closes a mill on every move.
const DOUBLE_MILL: i32 = 250;
/// Two in a line with an empty third, while flying.
const OPEN_FLYING: i32 = 150;
/// Two in a line whose third no own stone can reach yet.
const OPEN_STUCK: i32 = 10;
/// Two or more distinct threats: the opponent can block only one.
const FORK: i32 = 80;
/// A stone with no empty neighbour (moving phase).
const BLOCKED_STONE: i32 = 25;
/// One (stone, empty neighbour) pair (moving phase).
const MOBILITY: i32 = 6;

/// The weights that differ between the evaluation `hard` uses and the one
/// it used before issue 12 (kept to measure the difference).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// One (stone, empty neighbour) pair while placing: stones hemmed in
    /// when placing ends cannot move, and a side that cannot move loses.
    pub placing_mobility: i32,
    /// A stone with no empty neighbour while placing.
    pub placing_blocked: i32,
}

/// The weights of `hard`.
pub const WEIGHTS: Weights = Weights {
    placing_mobility: 4,
    placing_blocked: 30,
};

/// The weights before issue 12: no mobility while placing.
pub const WEIGHTS_BEFORE: Weights = Weights {
    placing_mobility: 0,
    placing_blocked: 0,
};

/// Material only: stones not yet lost, side to move minus opponent.
pub fn material(pos: &Position) -> i32 {
    let s = pos.side();
    (i32::from(pos.lost(1 - s)) - i32::from(pos.lost(s))) * STONE
}

/// The full evaluation: material, mills closed and open, double mills,
/// forks, blocked stones and mobility, with flying-phase terms.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &WEIGHTS)
}

/// [`evaluate`] with other [`Weights`].
pub fn evaluate_with(pos: &Position, weights: &Weights) -> i32 {
    let s = pos.side();
    terms(pos, s, weights) - terms(pos, 1 - s, weights)
}

fn terms(pos: &Position, seat: usize, weights: &Weights) -> i32 {
    let own = pos.stones[seat];
    let opp = pos.stones[1 - seat];
    let empty = pos.empty();
    let phase = pos.phase(seat);
    let mut value = i32::from(STONES - pos.lost(seat)) * STONE;
    let mut closed_mask = 0;
    for &mask in &MILL_MASK {
        if own & mask == mask {
            closed_mask |= mask;
        }
    }
    let mut threat_holes = 0u32;
    for &mask in &MILL_MASK {
        let mine = (own & mask).count_ones();
        if mine == 3 {
            value += CLOSED;
            if phase == Phase::Moving && Bits(mask).any(|f| NEIGHBOUR_MASK[f] & empty != 0) {
                value += RUNNING;
            }
        } else if mine == 2 && opp & mask == 0 {
            let hole = mask & empty;
            let hole_index = hole.trailing_zeros() as usize;
            value += match phase {
                Phase::Placing => {
                    threat_holes |= hole;
                    OPEN_PLACING
                }
                Phase::Flying => {
                    threat_holes |= hole;
                    OPEN_FLYING
                }
                Phase::Moving => {
                    let steppers = NEIGHBOUR_MASK[hole_index] & own & !mask;
                    if steppers == 0 {
                        OPEN_STUCK
                    } else {
                        threat_holes |= hole;
                        if steppers & closed_mask != 0 {
                            DOUBLE_MILL
                        } else {
                            OPEN_MOVING
                        }
                    }
                }
            };
        }
    }
    if threat_holes.count_ones() >= 2 {
        value += FORK;
    }
    let (per_free, blocked) = match phase {
        Phase::Moving => (MOBILITY, BLOCKED_STONE),
        Phase::Placing => (weights.placing_mobility, weights.placing_blocked),
        Phase::Flying => (0, 0),
    };
    if per_free != 0 || blocked != 0 {
        for f in Bits(own) {
            let free = (NEIGHBOUR_MASK[f] & empty).count_ones() as i32;
            if free == 0 {
                value -= blocked;
            }
            value += free * per_free;
        }
    }
    value
}
