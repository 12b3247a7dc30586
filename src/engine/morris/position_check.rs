//! The checks of a set-up Morris position: every problem named by the
//! studio editor's control it belongs to ([`setup_problems`]), or only
//! whether there is one ([`is_playable`], what a game's start asks).

use super::options::MorrisOptions;
use super::position::{Position, STONES, TAKES_TO_WIN};
use super::status::{status, Status};
use crate::engine::game::Seat;
use crate::engine::study::setup::{AnyProblem, Problems, SetupProblem};

/// The colour a seat is drawn in, lower case: seat 0 is White and moves
/// first, seat 1 is Black.
pub fn colour_of(seat: Seat) -> &'static str {
    if seat == 0 {
        "white"
    } else {
        "black"
    }
}

/// `colour_of` with a capital, to start a sentence.
fn title_of(seat: Seat) -> &'static str {
    if seat == 0 {
        "White"
    } else {
        "Black"
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
        out.add(String::new, || "the move limit must be at least 1".into());
    }
    let Some(preset) = &options.preset else {
        return;
    };
    if preset.to_move > 1 {
        out.add(
            || "to move".into(),
            || "the side to move must be seat 0 (White) or seat 1 (Black)".into(),
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
                    format!("{field} is listed twice for {}", title_of(seat))
                }),
                Some(_) => out.add(part, || {
                    format!("{field} is given to both seats, White and Black")
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
                || {
                    format!(
                        "{} cannot have more than 9 stones in hand, not {}",
                        title_of(seat),
                        preset.in_hand[seat]
                    )
                },
            );
        }
        if preset.taken[seat] > STONES {
            counts_ok = false;
            out.add(
                || format!("{colour} taken"),
                || {
                    format!(
                        "{} cannot have taken more than 9 stones, not {}",
                        title_of(seat),
                        preset.taken[seat]
                    )
                },
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
            out.add(|| format!("{} stones", colour_of(seat)), || {
                format!(
                    "{} has {on_board} on the board, {in_hand} in hand and {lost} lost: that makes {total}, not 9",
                    title_of(seat)
                )
            });
        }
    }
    if options.max_moves > 0 && preset.moves >= options.max_moves {
        out.add(
            || "moves".into(),
            || {
                format!(
                    "{} moves have already been played: the game has reached its limit of {}",
                    preset.moves, options.max_moves
                )
            },
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
                || {
                    format!(
                        "{} has only {} stones left: the game is already over",
                        title_of(seat),
                        STONES - pos.lost(seat)
                    )
                },
            );
            return;
        }
    }
    match status(pos) {
        Status::Blocked => out.add(
            || "to move".into(),
            || {
                format!(
                    "{}, to move, has no legal move: the game is already over",
                    title_of(pos.side())
                )
            },
        ),
        Status::Ongoing => {}
        Status::TookSeven | Status::Draw => out.add(String::new, || {
            "the game of that position is already over".into()
        }),
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
