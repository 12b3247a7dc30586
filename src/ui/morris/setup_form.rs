//! The model of the Morris set-up editor of the lesson studio, without
//! Html (so it is tested natively): the position a new chapter starts
//! from, the edits the form makes (cycling a point, the counts, the side
//! to move, the moves played), the words of its controls, where each
//! point sits in the form's grid, and where a teacher's mark is drawn on
//! the game's board. The form itself is `super::studio_ui` (wasm).

use crate::engine::game::Seat;
use crate::engine::morris::board::{FIELD_COUNT, FIELD_NAMES};
use crate::engine::morris::position::STONES;
use crate::engine::morris::setup_check::colour_of;
use crate::engine::morris::{Field, MorrisOptions, Preset};
use crate::text::t;

use super::game_ui::colour;

/// The position a game starts from without a preset: the empty board,
/// 9 stones in each hand, none taken, White to move, no move played.
pub fn start_preset() -> Preset {
    Preset {
        stones: [Vec::new(), Vec::new()],
        in_hand: [STONES; 2],
        taken: [0; 2],
        to_move: 0,
        moves: 0,
    }
}

/// `options` with the position its game starts from written out as a
/// preset (kept as it is when there already is one), so that every part
/// of it can be edited and the game from it is the same game.
pub fn editable(options: &MorrisOptions) -> MorrisOptions {
    MorrisOptions {
        max_moves: options.max_moves,
        preset: Some(preset_of(options)),
    }
}

/// The preset `options` describe: theirs, or [`start_preset`].
pub fn preset_of(options: &MorrisOptions) -> Preset {
    options.preset.clone().unwrap_or_else(start_preset)
}

/// Whose stone stands on `field` in `preset` (White's when a faulty
/// preset gives it to both: the form shows one stone per point).
pub fn owner(preset: &Preset, field: Field) -> Option<Seat> {
    (0..2).find(|&seat| preset.stones[seat].contains(&field))
}

/// What a press on a point holding `owner` leaves there: empty, then
/// White, then Black, then empty again.
pub fn next_owner(owner: Option<Seat>) -> Option<Seat> {
    match owner {
        None => Some(0),
        Some(0) => Some(1),
        Some(_) => None,
    }
}

/// One change the form makes to the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A press on a point: the next of empty, White, Black ([`next_owner`]).
    /// A stone put on the point comes out of its colour's hand (when it
    /// has one left), a stone taken off goes back into it (up to 9), so
    /// a colour's count stays 9 as it was.
    Cycle(Field),
    /// The stones a seat still has to place.
    InHand(Seat, u8),
    /// The opponent stones a seat has taken.
    Taken(Seat, u8),
    /// The seat to move.
    ToMove(Seat),
    /// The moves already played.
    Moves(u16),
    /// Back to [`start_preset`] (the empty board, every stone in hand).
    Clear,
}

/// `options` after `edit`, the whole new options (a problem the edit
/// leaves is kept, for the form to show: nothing the teacher wrote is
/// lost).
pub fn apply(options: &MorrisOptions, edit: Edit) -> MorrisOptions {
    let mut preset = preset_of(options);
    match edit {
        Edit::Cycle(field) => {
            let before = owner(&preset, field);
            let after = next_owner(before);
            set_point(&mut preset, field, after);
            if let Some(seat) = before {
                preset.in_hand[seat] = preset.in_hand[seat].saturating_add(1).min(STONES);
            }
            if let Some(seat) = after {
                preset.in_hand[seat] = preset.in_hand[seat].saturating_sub(1);
            }
        }
        Edit::InHand(seat, count) => preset.in_hand[seat.min(1)] = count,
        Edit::Taken(seat, count) => preset.taken[seat.min(1)] = count,
        Edit::ToMove(seat) => preset.to_move = seat,
        Edit::Moves(moves) => preset.moves = moves,
        Edit::Clear => preset = start_preset(),
    }
    MorrisOptions {
        max_moves: options.max_moves,
        preset: Some(preset),
    }
}

/// Puts `owner`'s stone on `field` (or nothing), taking it out of every
/// list it was in; a stone is inserted in canonical order, so the other
/// stones keep their places.
fn set_point(preset: &mut Preset, field: Field, owner: Option<Seat>) {
    for stones in &mut preset.stones {
        stones.retain(|&f| f != field);
    }
    if let Some(seat) = owner {
        let stones = &mut preset.stones[seat.min(1)];
        let at = stones
            .iter()
            .position(|&f| f > field)
            .unwrap_or(stones.len());
        stones.insert(at, field);
    }
}

/// A colour's stones: on the board, in hand, and lost (taken by the
/// other colour); they must add up to 9.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColourCount {
    /// Stones on the board (each point counted once).
    pub on_board: u32,
    /// Stones still to place.
    pub in_hand: u32,
    /// Stones the other colour has taken.
    pub lost: u32,
}

impl ColourCount {
    /// `seat`'s count in `preset`.
    pub fn of(preset: &Preset, seat: Seat) -> ColourCount {
        let seat = seat.min(1);
        let mut points: Vec<Field> = preset.stones[seat].clone();
        points.sort();
        points.dedup();
        ColourCount {
            on_board: points.len() as u32,
            in_hand: u32::from(preset.in_hand[seat]),
            lost: u32::from(preset.taken[1 - seat]),
        }
    }

    /// All three together.
    pub fn total(self) -> u32 {
        self.on_board + self.in_hand + self.lost
    }

    /// The sum in words: "3 on the board + 4 in hand + 2 lost = 9 of 9".
    pub fn sentence(self) -> String {
        t::ui_morris_setup_sum(self.on_board, self.in_hand, self.lost, self.total()).to_string()
    }
}

/// "White" or "Black", the colour `seat` plays, in the language of the
/// moment.
pub fn colour_name(seat: Seat) -> String {
    colour(seat).to_string()
}

/// The set-up problems' name of a point ("point D5").
pub fn point_part(field: Field) -> String {
    format!("point {field}")
}

/// The set-up problems' name of a colour's stones in hand ("white in hand").
pub fn in_hand_part(seat: Seat) -> String {
    format!("{} in hand", colour_of(seat))
}

/// The set-up problems' name of the stones a colour has taken ("black
/// taken": the stones White lost).
pub fn taken_part(seat: Seat) -> String {
    format!("{} taken", colour_of(seat))
}

/// The set-up problems' name of a colour's count of stones ("white
/// stones": on the board, in hand and lost must make 9; also a colour
/// down to 2 stones).
pub fn stones_part(seat: Seat) -> String {
    format!("{} stones", colour_of(seat))
}

/// The set-up problems' name of the side to move (also a side to move
/// without a legal move).
pub const TO_MOVE_PART: &str = "to move";

/// The set-up problems' name of the moves already played.
pub const MOVES_PART: &str = "moves";

/// Every part the form shows problems beside: "" (the table as a whole,
/// at the top of the form), the 24 points, and each colour's in hand,
/// taken and stones, the side to move and the moves played.
pub fn form_parts() -> Vec<String> {
    let mut parts = vec![String::new()];
    parts.extend((0..FIELD_COUNT as u8).map(|i| point_part(Field(i))));
    for seat in 0..2 {
        parts.extend([in_hand_part(seat), taken_part(seat), stones_part(seat)]);
    }
    parts.extend([TO_MOVE_PART.to_owned(), MOVES_PART.to_owned()]);
    parts
}

/// The accessible name of a point's button: "Point D5: empty",
/// "Point D5: white", "Point D5: black".
pub fn point_label(field: Field, owner: Option<Seat>) -> String {
    let on = match owner {
        None => "empty",
        Some(0) => "white",
        Some(_) => "black",
    };
    t::ui_morris_setup_point(field.name(), on).to_string()
}

/// A count typed in a number input (stones in hand or taken): `None`
/// for text that is not a whole number from 0 to 255 (the form then
/// keeps the count it had).
pub fn parse_count(text: &str) -> Option<u8> {
    text.trim().parse().ok()
}

/// The moves already played as typed, like [`parse_count`].
pub fn parse_moves(text: &str) -> Option<u16> {
    text.trim().parse().ok()
}

/// The side to move chosen in the form's select ("0" White, "1" Black;
/// a faulty preset's other seat number is kept as it is).
pub fn parse_seat(text: &str) -> Option<Seat> {
    text.trim().parse().ok()
}

/// Grid column (1 = A, left) and row (1 = rank 7, top) of a field in the
/// form's 7 x 7 grid.
pub fn cell(field: Field) -> (u8, u8) {
    let name = field.name().as_bytes();
    (name[0] - b'A' + 1, 8 - (name[1] - b'0'))
}

/// The 24 fields in reading order (top row first, left to right): the
/// order of the points' buttons, so Tab follows the board.
pub fn reading_order() -> Vec<Field> {
    let mut fields: Vec<Field> = (0..FIELD_COUNT as u8).map(Field).collect();
    fields.sort_by_key(|&field| {
        let (col, row) = cell(field);
        (row, col)
    });
    fields
}

/// The point next to `field` in direction (`dx`, `dy`) on its row or
/// column of the grid (`dy` = 1 is up), for arrow keys; the nearest one.
pub fn towards(field: Field, dx: i8, dy: i8) -> Option<Field> {
    let (col, row) = cell(field);
    (0..FIELD_COUNT as u8)
        .map(Field)
        .filter(|&other| {
            let (c, r) = cell(other);
            match (dx.signum(), dy.signum()) {
                (1, 0) => r == row && c > col,
                (-1, 0) => r == row && c < col,
                (0, 1) => c == col && r < row,
                (0, -1) => c == col && r > row,
                _ => false,
            }
        })
        .min_by_key(|&other| {
            let (c, r) = cell(other);
            c.abs_diff(col) + r.abs_diff(row)
        })
}

/// Where mark `target` ("point D5"; the field name in either case) is
/// drawn on the game's board (`super::board`): its point, found by the
/// `data-field` it carries. `None` for anything that is not a point.
pub fn mark_selector(target: &str) -> Option<String> {
    let name = target.strip_prefix("point ")?.to_ascii_uppercase();
    let name = FIELD_NAMES.iter().find(|&&n| n == name)?;
    Some(format!(".mm-board .mm-point[data-field=\"{name}\"]"))
}
