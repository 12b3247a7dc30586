//! Zobrist keys for positions, generated at compile time by SplitMix64.

use super::board::{Bits, FIELD_COUNT};
use super::position::Position;

const fn splitmix(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (next, z ^ (z >> 31))
}

const TABLE_LEN: usize = 2 * FIELD_COUNT + 2 * 10 + 1;

const fn table() -> [u64; TABLE_LEN] {
    let mut keys = [0; TABLE_LEN];
    let mut state = 0x6d6f_7272_6973_u64;
    let mut i = 0;
    while i < TABLE_LEN {
        let (next, key) = splitmix(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
}

const KEYS: [u64; TABLE_LEN] = table();

/// The key of a stone of `seat` on field `index`.
#[inline]
fn stone_key(seat: usize, index: usize) -> u64 {
    KEYS[seat * FIELD_COUNT + index]
}

/// The key of `seat` having placed `placed` stones.
#[inline]
fn placed_key(seat: usize, placed: u8) -> u64 {
    KEYS[2 * FIELD_COUNT + seat * 10 + placed as usize]
}

/// The hash of a position: stones, stones placed per seat (which fixes the
/// phases and stones lost) and the side to move. The move counter is left
/// out.
pub fn hash(pos: &Position) -> u64 {
    let mut h = 0;
    for seat in 0..2 {
        for i in Bits(pos.stones[seat]) {
            h ^= stone_key(seat, i);
        }
        h ^= placed_key(seat, pos.placed[seat]);
    }
    if pos.to_move == 1 {
        h ^= KEYS[TABLE_LEN - 1];
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_distinct_and_the_hash_sees_every_part_of_the_position() {
        let mut sorted = KEYS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), TABLE_LEN);
        let base = Position::start(200);
        let mut other = base;
        other.to_move = 1;
        assert_ne!(hash(&base), hash(&other));
        let mut other = base;
        other.stones[0] = 1;
        other.placed[0] = 1;
        let mut swapped = other;
        swapped.stones = [0, 1];
        swapped.placed = [0, 1];
        assert_ne!(hash(&other), hash(&swapped));
    }
}
