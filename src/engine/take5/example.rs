//! The statement's worked example (RULES.md §1.2), reachable from a preset
//! deal so that a lesson is still `options + seed + actions`.
//!
//! Round 1 is dealt with three cards each; two set-up turns build the
//! rows `9 12 21` / `19 24` / `33 42 50 57` / `69 72 81`; in the third
//! turn Alice, Bob, Celia and David (seats 0..3) play 23, 88, 7 and 64.

use super::cards::Card;
use super::options::{Deal, Take5Options};
use crate::engine::small_sort::sort_small;

/// The cards each seat plays in the two set-up turns (`[turn][seat]`).
pub const SETUP_PLAYS: [[Card; 4]; 2] = [[12, 24, 42, 72], [21, 50, 57, 81]];

/// The cards of the example turn, seat by seat.
pub const EXAMPLE_PLAYS: [Card; 4] = [23, 88, 7, 64];

/// The row that 7's owner (Celia, seat 2) takes in the example: row 3,
/// `69 72 81`, for 3 cows.
pub const EXAMPLE_PICK: usize = 3;

/// The preset deal: rows start with 9, 19, 33 and 69; each hand holds its
/// two set-up cards and its example card.
pub fn worked_example_deal() -> Deal {
    let hands = (0..EXAMPLE_PLAYS.len())
        .map(|seat| {
            let mut hand = vec![
                SETUP_PLAYS[0][seat],
                SETUP_PLAYS[1][seat],
                EXAMPLE_PLAYS[seat],
            ];
            sort_small(&mut hand);
            hand
        })
        .collect();
    Deal {
        rows: [9, 19, 33, 69],
        hands,
        cows: Vec::new(),
        laid: Vec::new(),
    }
}

/// Options of a one-round game starting from [`worked_example_deal`].
pub fn worked_example_options() -> Take5Options {
    Take5Options {
        rounds: 1,
        preset: Some(worked_example_deal()),
        ..Take5Options::default()
    }
}
