//! Tests of the Morris engine: one per numbered rule of RULES.md §3, the
//! cross-check against a naive generator, perft, protocol and properties.

mod ai_tests;
mod blocking;
mod coach;
mod conformance;
mod lessons_tests;
mod naive;
mod perft_tests;
mod properties;
mod protocol_tests;
mod rating;
mod rules_board;
mod rules_play;
mod studio_tests;
mod view_options;

use std::collections::BTreeMap;

use super::board::{Field, FIELD_NAMES};
use super::options::{MorrisOptions, Preset};
use super::position::Position;
use super::state::Morris;
use crate::engine::game::Game;
use naive::NaiveState;

/// Fields from a space-separated list of names.
pub fn fields(names: &str) -> Vec<Field> {
    names
        .split_whitespace()
        .map(|n| Field::parse(n).unwrap_or_else(|| panic!("bad field {n}")))
        .collect()
}

/// Options starting from a set-up position.
pub fn preset_options(
    seat0: &str,
    seat1: &str,
    in_hand: [u8; 2],
    taken: [u8; 2],
    to_move: usize,
    moves: u16,
) -> MorrisOptions {
    let options = MorrisOptions {
        preset: Some(Preset {
            stones: [fields(seat0), fields(seat1)],
            in_hand,
            taken,
            to_move,
            moves,
        }),
        ..MorrisOptions::default()
    };
    options.validate().expect("test preset must be valid");
    options
}

/// A game from a set-up position.
pub fn preset_game(
    seat0: &str,
    seat1: &str,
    in_hand: [u8; 2],
    taken: [u8; 2],
    to_move: usize,
    moves: u16,
) -> Morris {
    Morris::new(
        &preset_options(seat0, seat1, in_hand, taken, to_move, moves),
        0,
    )
    .0
}

/// The engine's legal commands as text.
pub fn legal_text(game: &Morris) -> Vec<String> {
    let seat = game.position().side();
    game.legal_actions(seat)
        .iter()
        .map(|m| m.to_string())
        .collect()
}

/// The naive representation of an engine position.
pub fn to_naive(pos: &Position) -> NaiveState {
    let mut board = BTreeMap::new();
    for (i, name) in FIELD_NAMES.iter().enumerate() {
        if let Some(s) = pos.owner(Field(i as u8)) {
            board.insert(name.to_string(), s);
        }
    }
    NaiveState {
        board,
        in_hand: [u32::from(pos.in_hand(0)), u32::from(pos.in_hand(1))],
        lost: [u32::from(pos.lost(0)), u32::from(pos.lost(1))],
        to_move: pos.side(),
        moves: u32::from(pos.moves),
        max_moves: u32::from(pos.max_moves),
    }
}

/// Plays `commands` (text) in order, panicking on a refused one.
pub fn play_all(game: &mut Morris, commands: &[&str]) {
    for c in commands {
        let mv = super::moves::Move::parse(c).unwrap();
        let seat = game.position().side();
        game.apply(seat, &mv)
            .unwrap_or_else(|e| panic!("{c} refused: {e}"));
    }
}
