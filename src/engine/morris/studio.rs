//! What the studio's position editor needs of Nine Men's Morris: the
//! problems of a set-up position ([`super::setup_check`]) and what a
//! teacher can mark on the board.

use super::board::FIELD_NAMES;
use super::options::MorrisOptions;
use super::setup_check::setup_problems;
use super::state::Morris;
use crate::engine::study::setup::{SetupProblem, Studio};

/// The editor's parts: "point A1".."point G7" (the board's field names,
/// as [`super::board::Field::name`] writes them), "white stones" and "black stones"
/// (a colour's count of stones: on the board, in hand and lost add up
/// to 9; also a colour down to 2 stones), "white in hand" and "black in
/// hand", "white taken" and "black taken" (the stones that colour has
/// taken), "to move" (also a side to move without a legal move),
/// "moves" (the moves already played against the move limit) and "" for
/// the whole table (a move limit of 0). [`MorrisOptions::validate`]
/// reports the first of these problems.
impl Studio for Morris {
    fn setup_problems(options: &MorrisOptions) -> Vec<SetupProblem> {
        setup_problems(options)
    }

    /// "point <name>" for the 24 fields in canonical order (rule 1).
    fn mark_targets(&self) -> Vec<String> {
        FIELD_NAMES
            .iter()
            .map(|name| format!("point {name}"))
            .collect()
    }
}
