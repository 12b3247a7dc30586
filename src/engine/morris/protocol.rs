//! The CodinGame bot protocol (rules 9–13).

use super::board::{Field, FIELD_NAMES, NEIGHBOURS};
use super::movegen::{legal_moves, why_illegal};
use super::moves::Move;
use super::state::Morris;
use crate::engine::game::{Game, Seat};
use crate::engine::protocol::Protocol;
use crate::engine::small_sort::sort_small;

/// The 24 lines `F:N1;N2;…` of rule 11: neighbours sorted alphabetically,
/// lines sorted as strings.
pub fn neighbour_lines() -> Vec<String> {
    let mut lines: Vec<String> = (0..FIELD_NAMES.len())
        .map(|i| {
            let mut names: Vec<&str> = NEIGHBOURS[i]
                .iter()
                .map(|&n| FIELD_NAMES[n as usize])
                .collect();
            sort_small(&mut names);
            format!("{}:{}", FIELD_NAMES[i], names.join(";"))
        })
        .collect();
    sort_small(&mut lines);
    lines
}

/// The board line of rule 12: `A1:s;D1:s;…` in canonical order, with `0`
/// or `1` for a seat's stone and `2` for an empty field.
pub fn board_line(game: &Morris) -> String {
    let pos = game.position();
    (0..FIELD_NAMES.len())
        .map(|i| {
            let owner = pos.owner(Field(i as u8)).map_or(2, |s| s);
            format!("{}:{owner}", FIELD_NAMES[i])
        })
        .collect::<Vec<_>>()
        .join(";")
}

impl Protocol for Morris {
    const FIRST_ANSWER_MS: u64 = 1000;
    const ANSWER_MS: u64 = 50;

    fn initial_input(&self, seat: Seat) -> Vec<String> {
        let mut lines = vec![seat.to_string(), FIELD_NAMES.len().to_string()];
        lines.extend(neighbour_lines());
        lines
    }

    fn turn_input(&self, seat: Seat) -> Vec<String> {
        let last = self
            .last_move()
            .map_or("-".to_string(), |mv| mv.to_string());
        let legal = self.legal_actions(seat);
        let mut lines = vec![last, board_line(self), legal.len().to_string()];
        lines.extend(legal.iter().map(Move::to_string));
        lines
    }

    fn parse_answer(&self, seat: Seat, line: &str) -> Result<Move, String> {
        let text = line.trim();
        let mv = Move::parse(text)?;
        if self.is_over() {
            return Err("the game is over".into());
        }
        let pos = self.position();
        if seat != pos.side() {
            return Err(format!("it is not seat {seat}'s turn"));
        }
        if let Some(reason) = why_illegal(pos, mv) {
            return Err(format!(
                "{text} is not in the list of legal commands: {reason}"
            ));
        }
        debug_assert!(legal_moves(pos).contains(&mv));
        Ok(mv)
    }

    fn render_action(&self, _: Seat, action: &Move) -> String {
        action.to_string()
    }
}
