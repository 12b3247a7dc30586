//! Extending the book along the games `hard` plays against itself.
//!
//! The full coverage of [`super::generate`] ends a few plies in; past it,
//! two `hard` players search every placement, and a line they lead into
//! can be lost by force long before either search sees it. A round plays
//! the plan's self-play games (each pair of node caps once in each seat
//! order, every seat with its own searcher, both looking up the book made
//! so far) and searches with [`Plan::line_nodes`] every placing position a
//! game had to search; those entries join the book. Rounds go on until a
//! round's games stay in the book through the whole placing phase, or for
//! [`Plan::line_rounds`] rounds. Node caps and fixed seeds make the games,
//! and so the entries, the same on every machine.

use std::collections::BTreeSet;

use super::generate::{search_key, Plan, Searched, SEARCH_SEED};
use super::{Book, Entry, Key};
use crate::engine::agent::FrozenClock;
use crate::engine::morris::ai::hard_searcher;
use crate::engine::morris::ai::search::Limits;
use crate::engine::morris::position::{Position, DEFAULT_MAX_MOVES};
use crate::engine::morris::status::{status, Status};
use crate::engine::rng::Pcg32;

/// One self-play game of a line round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineGame {
    /// The round (from 0).
    pub round: u8,
    /// The node cap of seat 0's and seat 1's searches.
    pub caps: [u64; 2],
    /// The seat that won, `None` for a draw at the move limit.
    pub winner: Option<usize>,
    /// Moves the game lasted.
    pub moves: u16,
    /// Placing positions the game searched because the book lacked them.
    pub off_book: usize,
}

/// Plays one game between two `hard` searchers with node caps `caps`,
/// each playing `book`'s move where it has one. Returns the game and the
/// keys of the placing positions it had to search.
fn self_play(book: &Book, caps: [u64; 2], round: u8) -> (LineGame, Vec<Key>) {
    let mut pos = Position::start(DEFAULT_MAX_MOVES);
    let mut searchers = [hard_searcher(), hard_searcher()];
    let mut rngs = [0, 1].map(|seat| Pcg32::with_stream(SEARCH_SEED, seat));
    let mut off_book = Vec::new();
    while status(&pos) == Status::Ongoing {
        let side = pos.side();
        let mv = match book.lookup(&pos) {
            Some(mv) => mv,
            None => {
                off_book.extend(Key::of(&pos).map(|(key, _)| key));
                searchers[side]
                    .choose(
                        &pos,
                        Limits::nodes(caps[side]),
                        &FrozenClock,
                        &mut rngs[side],
                    )
                    .0
            }
        };
        pos = pos.after(mv);
    }
    let winner = match status(&pos) {
        Status::Draw => None,
        _ => Some(1 - pos.side()),
    };
    let game = LineGame {
        round,
        caps,
        winner,
        moves: pos.moves,
        off_book: off_book.len(),
    };
    (game, off_book)
}

/// Runs `plan`'s line rounds on top of `entries` (the full coverage, which
/// must not hold any position a line adds), appending the new entries.
/// `progress` sees each new entry with how many of its round are done and
/// how many the round adds; `played` sees each game. Returns the games.
pub fn extend_along_lines(
    plan: &Plan,
    entries: &mut Vec<Searched>,
    mut progress: impl FnMut(&Searched, usize, usize),
    mut played: impl FnMut(&LineGame),
) -> Result<Vec<LineGame>, String> {
    let mut games = Vec::new();
    for round in 0..plan.line_rounds {
        let book_entries: Vec<Entry> = entries.iter().map(|s| s.entry).collect();
        let bytes = Book::encode(&book_entries, |ply| plan.nodes_at(ply) as u32)?;
        let book = Book::parse(&bytes)?;
        let mut wanted = BTreeSet::new();
        for pair in plan.line_players {
            for caps in [pair, [pair[1], pair[0]]] {
                let (game, keys) = self_play(&book, caps, round);
                played(&game);
                games.push(game);
                wanted.extend(keys);
            }
        }
        if wanted.is_empty() {
            break;
        }
        let total = wanted.len();
        for (done, key) in wanted.into_iter().enumerate() {
            let searched = search_key(key, plan.nodes_at(key.ply));
            progress(&searched, done + 1, total);
            entries.push(searched);
        }
    }
    Ok(games)
}
