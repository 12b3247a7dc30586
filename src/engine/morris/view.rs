//! What a seat sees: everything (Morris has no hidden information), in a
//! form a UI can draw directly and an AI can turn back into a position.

use serde::{Deserialize, Serialize};

use super::board::{complete_mills, mill_name, Field, FIELD_COUNT, MILLS};
use super::events::GameResult;
use super::moves::Move;
use super::position::{Phase, Position, STONES};
use crate::engine::game::Seat;

/// A closed mill on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClosedMill {
    /// Whose mill.
    pub seat: Seat,
    /// Its name, e.g. `A1-D1-G1`.
    pub name: String,
    /// Its three fields.
    pub fields: [Field; 3],
}

/// One seat's view of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MorrisView {
    /// The seat this view is for.
    pub seat: Seat,
    /// The owner of each field, in canonical order (`None` = empty).
    pub board: Vec<Option<Seat>>,
    /// Stones each seat still has to place.
    pub in_hand: [u8; 2],
    /// Opponent stones each seat has taken.
    pub taken: [u8; 2],
    /// What each seat does on its turns.
    pub phases: [Phase; 2],
    /// The seat whose turn it is (or would be, once the game is over).
    pub side_to_move: Seat,
    /// Moves played so far.
    pub moves: u16,
    /// The move limit (that move draws unless it wins).
    pub max_moves: u16,
    /// Every closed mill, by seat then in rule-3 order.
    pub mills: Vec<ClosedMill>,
    /// The last command played.
    pub last: Option<Move>,
    /// How the game ended, once it has.
    pub result: Option<GameResult>,
}

impl MorrisView {
    /// The view of `seat` of position `pos`.
    pub fn new(
        seat: Seat,
        pos: &Position,
        last: Option<Move>,
        result: Option<GameResult>,
    ) -> MorrisView {
        let board = (0..FIELD_COUNT)
            .map(|i| pos.owner(Field(i as u8)))
            .collect();
        let mills = (0..2)
            .flat_map(|s| {
                complete_mills(pos.stones[s])
                    .into_iter()
                    .map(move |m| ClosedMill {
                        seat: s,
                        name: mill_name(m),
                        fields: MILLS[m].map(Field),
                    })
            })
            .collect();
        MorrisView {
            seat,
            board,
            in_hand: [pos.in_hand(0), pos.in_hand(1)],
            taken: pos.taken,
            phases: [pos.phase(0), pos.phase(1)],
            side_to_move: pos.side(),
            moves: pos.moves,
            max_moves: pos.max_moves,
            mills,
            last,
            result,
        }
    }

    /// The position this view shows (what an AI searches from).
    pub fn position(&self) -> Position {
        let mut pos = Position::start(self.max_moves);
        for (i, owner) in self.board.iter().enumerate() {
            if let Some(s) = owner {
                pos.stones[*s] |= 1 << i;
            }
        }
        pos.placed = [STONES - self.in_hand[0], STONES - self.in_hand[1]];
        pos.taken = self.taken;
        pos.to_move = self.side_to_move as u8;
        pos.moves = self.moves;
        pos
    }
}
