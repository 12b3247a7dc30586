//! The checks of a set-up Morris position: every problem named by the
//! studio editor's control it belongs to ([`setup_problems`]), or only
//! whether there is one ([`is_playable`], what a game's start asks).

use super::options::MorrisOptions;
use super::position::{Position, STONES, TAKES_TO_WIN};
use super::status::{status, Status};
use crate::engine::game::Seat;
use crate::engine::study::setup::{AnyProblem, Problems, SetupProblem};
use crate::text::t;

/// The colour a seat is drawn in, lower case: seat 0 is White and moves
/// first, seat 1 is Black.
pub fn colour_of(seat: Seat) -> &'static str {
    if seat == 0 {
        "white"
    } else {
        "black"
    }
}

/// Every problem of the set-up position `options` describe, in the order
/// [`MorrisOptions::start_position`] checks them (its error is the first
/// one's message); empty without a preset and a move limit of at least 1.
/// Parts as [`Morris`]'s [`Studio`] implementation lists them.
pub fn setup_problems(options: &MorrisOptions) -> Vec<SetupProblem> {
    let mut problems = Vec::new();
    report(options, &mut problems);
    problems
}

/// Whether a game can start from `options` (what [`setup_problems`]
/// finds, without its words).
pub fn is_playable(options: &MorrisOptions) -> bool {
    let mut any = AnyProblem::default();
    report(options, &mut any);
    !any.0
}

/// Reports every problem of `options` to `out` (see [`setup_problems`]).
fn report(options: &MorrisOptions, out: &mut impl Problems) {
    let mut out = Noting { out, found: false };
    if options.max_moves == 0 {
        out.add(String::new, || {
            t::morris_error_move_limit_zero().to_string()
        });
    }
    let Some(preset) = &options.preset else {
        return;
    };
    if preset.to_move > 1 {
        out.add(
            || "to move".into(),
            || t::morris_error_side_to_move().to_string(),
        );
    }
    let mut owner: [Option<Seat>; 24] = [None; 24];
    let mut own = [0u32; 2];
    for (seat, mine) in own.iter_mut().enumerate() {
        for &field in &preset.stones[seat] {
            *mine |= field.bit();
            let part = || format!("point {field}");
            match owner[field.index()] {
                Some(before) if before == seat => out.add(part, || {
                    t::morris_error_listed_twice(field.name(), colour_of(seat)).to_string()
                }),
                Some(_) => out.add(part, || {
                    t::morris_error_both_seats(field.name()).to_string()
                }),
                None => owner[field.index()] = Some(seat),
            }
        }
    }
    let mut counts_ok = true;
    for seat in 0..2 {
        let colour = colour_of(seat);
        if preset.in_hand[seat] > STONES {
            counts_ok = false;
            out.add(
                || format!("{colour} in hand"),
                || t::morris_error_too_many_in_hand(colour, preset.in_hand[seat]).to_string(),
            );
        }
        if preset.taken[seat] > STONES {
            counts_ok = false;
            out.add(
                || format!("{colour} taken"),
                || t::morris_error_too_many_taken(colour, preset.taken[seat]).to_string(),
            );
        }
    }
    for (seat, mine) in own.iter().enumerate() {
        let on_board = mine.count_ones();
        let in_hand = u32::from(preset.in_hand[seat]);
        let lost = u32::from(preset.taken[1 - seat]);
        let total = on_board + in_hand + lost;
        if total != u32::from(STONES) {
            counts_ok = false;
            out.add(
                || format!("{} stones", colour_of(seat)),
                || {
                    t::morris_error_stone_count(colour_of(seat), on_board, in_hand, lost, total)
                        .to_string()
                },
            );
        }
    }
    if options.max_moves > 0 && preset.moves >= options.max_moves {
        out.add(
            || "moves".into(),
            || t::morris_error_moves_at_limit(preset.moves, options.max_moves).to_string(),
        );
    }
    if !out.found && counts_ok {
        game_over(&options.start_unchecked(), out.out);
    }
}

/// A report that also notes whether anything was reported.
struct Noting<'a, P: Problems> {
    out: &'a mut P,
    found: bool,
}

impl<P: Problems> Problems for Noting<'_, P> {
    fn add(&mut self, part: impl FnOnce() -> String, message: impl FnOnce() -> String) {
        self.found = true;
        self.out.add(part, message);
    }
}

/// Reports why the game of a consistent position is already over (rule
/// 8, as if the other seat had just moved), if it is: a seat down to 2
/// stones, or the side to move without a legal move.
fn game_over(pos: &Position, out: &mut impl Problems) {
    for seat in 0..2 {
        if pos.lost(seat) >= TAKES_TO_WIN {
            out.add(
                || format!("{} stones", colour_of(seat)),
                || t::morris_error_down_to(colour_of(seat), STONES - pos.lost(seat)).to_string(),
            );
            return;
        }
    }
    match status(pos) {
        Status::Blocked => out.add(
            || "to move".into(),
            || t::morris_error_blocked(colour_of(pos.side())).to_string(),
        ),
        Status::Ongoing => {}
        Status::TookSeven | Status::Draw => {
            out.add(String::new, || t::morris_error_already_over().to_string())
        }
    }
}

impl MorrisOptions {
    /// The start position these options describe, or why they are invalid:
    /// a zero move limit, a preset whose stones do not add up to 9 per
    /// seat, that shares a field, or whose game is already over (the
    /// first of [`setup_problems`]).
    pub fn start_position(&self) -> Result<Position, String> {
        match setup_problems(self).into_iter().next() {
            Some(problem) => Err(problem.message),
            None => Ok(self.start_unchecked()),
        }
    }

    /// The start position, if these options describe a playable game
    /// (what [`MorrisOptions::start_position`] checks, without its words:
    /// a game's start has no one to tell them to).
    pub fn playable_start(&self) -> Option<Position> {
        is_playable(self).then(|| self.start_unchecked())
    }

    /// Whether these options describe a playable game.
    pub fn validate(&self) -> Result<(), String> {
        self.start_position().map(|_| ())
    }
}
