//! Making the book: which positions it covers and how each move is chosen.
//!
//! Coverage, for each colour: every placing position reachable from the
//! start when that colour plays its book move and the other colour plays
//! any legal move, one per symmetry class, up to a last ply. Each move is
//! the `hard` search's choice under a node cap (no clock), with a fresh
//! searcher and the fixed seed [`SEARCH_SEED`] for the root's shuffle, so
//! an entry depends only on its position and the cap: the book is
//! reproducible and any part of it can be made again on its own.

use std::collections::BTreeSet;

use super::{Entry, Key};
use crate::engine::agent::FrozenClock;
use crate::engine::morris::ai::hard_searcher;
use crate::engine::morris::ai::search::Limits;
use crate::engine::morris::movegen::legal_moves;
use crate::engine::morris::position::{Position, DEFAULT_MAX_MOVES};
use crate::engine::morris::status::{status, Status};
use crate::engine::rng::Pcg32;

/// The seed of the generator that shuffles each book search's root moves.
pub const SEARCH_SEED: u64 = 12;

/// The plan of the shipped book (`book/morris_book.bin`): full coverage
/// of White's plies 0–6 and Black's 1–5 (4 M nodes for the first three
/// plies, 600 k after), then self-play lines searched with 4 M nodes. The
/// self-play caps are about `hard` at 40 ms against `hard@160` (and a
/// weaker pair) at 3.5 M nodes/s.
pub const SHIPPED_PLAN: Plan = Plan {
    white_last_ply: 6,
    black_last_ply: 5,
    opening_nodes: 4_000_000,
    opening_plies: 3,
    nodes: 600_000,
    line_rounds: 8,
    line_nodes: 4_000_000,
    line_players: [[140_000, 560_000], [100_000, 400_000]],
};

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// White's (seat 0's) book covers its positions at even plies up to
    /// this one.
    pub white_last_ply: u8,
    /// Black's (seat 1's) book covers its positions at odd plies up to
    /// this one (0: no Black book).
    pub black_last_ply: u8,
    /// Nodes of each search at plies before `opening_plies`.
    pub opening_nodes: u64,
    /// How many plies from the start get `opening_nodes`: the few
    /// positions every game passes through get longer searches.
    pub opening_plies: u8,
    /// Nodes of each search from ply `opening_plies` on.
    pub nodes: u64,
    /// Most rounds of self-play that extend the book along its own lines
    /// past the full coverage (0: none; see [`super::lines::extend_along_lines`]).
    pub line_rounds: u8,
    /// Nodes of each search of a position a line adds.
    pub line_nodes: u64,
    /// The node caps of the two `hard` players of each self-play game;
    /// each pair plays once in each seat order.
    pub line_players: [[u64; 2]; 2],
}

impl Plan {
    /// The node cap of each search at `ply`: the full coverage's before
    /// its colour's last ply, the lines' after it.
    pub fn nodes_at(&self, ply: u8) -> u64 {
        let last = if ply.is_multiple_of(2) {
            self.white_last_ply
        } else {
            self.black_last_ply
        };
        if ply > last {
            self.line_nodes
        } else if ply < self.opening_plies {
            self.opening_nodes
        } else {
            self.nodes
        }
    }
}

/// One generated entry with what its search reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Searched {
    /// The position and the chosen move.
    pub entry: Entry,
    /// Deepest completed iteration (0 with a single legal move).
    pub depth: i32,
    /// The search's score of the move for the side to move.
    pub score: i32,
    /// Nodes searched.
    pub nodes: u64,
}

/// The book's search of `key`'s position with a cap of `nodes`: the move
/// [`generate`] stores for it at that cap.
pub fn search_key(key: Key, nodes: u64) -> Searched {
    let pos = key.position();
    let limits = Limits::nodes(nodes);
    let mut searcher = hard_searcher();
    let (mv, stats) = searcher.choose(&pos, limits, &FrozenClock, &mut Pcg32::new(SEARCH_SEED));
    Searched {
        entry: Entry { key, mv },
        depth: stats.depth,
        score: stats.score,
        nodes: stats.nodes,
    }
}

/// Adds to `keys` the key of every position one legal move after `pos`
/// in which the game goes on and the side to move still places.
fn add_children(pos: &Position, keys: &mut BTreeSet<Key>) {
    for mv in legal_moves(pos) {
        let child = pos.after(mv);
        if status(&child) == Status::Ongoing {
            if let Some((key, _)) = Key::of(&child) {
                keys.insert(key);
            }
        }
    }
}

/// The keys of the positions `book_seat` meets at its first book ply.
fn first_frontier(book_seat: usize) -> BTreeSet<Key> {
    let start = Position::start(DEFAULT_MAX_MOVES);
    let mut keys = BTreeSet::new();
    if book_seat == 0 {
        keys.extend(Key::of(&start).map(|(key, _)| key));
    } else {
        add_children(&start, &mut keys);
    }
    keys
}

/// Generates the entries `plan` asks for: White's book, then Black's, each
/// ply by ply in key order. `progress` sees every entry as it is made, with
/// how many of its ply are done and how many the ply has.
pub fn generate(plan: &Plan, mut progress: impl FnMut(&Searched, usize, usize)) -> Vec<Searched> {
    let mut out = Vec::new();
    for (book_seat, last) in [(0, plan.white_last_ply), (1, plan.black_last_ply)] {
        if usize::from(last) < book_seat {
            continue;
        }
        let mut frontier = first_frontier(book_seat);
        let mut ply = book_seat as u8;
        while ply <= last && !frontier.is_empty() {
            let mut next = BTreeSet::new();
            let total = frontier.len();
            for (done, &key) in frontier.iter().enumerate() {
                let searched = search_key(key, plan.nodes_at(ply));
                if ply + 2 <= last {
                    let child = key.position().after(searched.entry.mv);
                    if status(&child) == Status::Ongoing {
                        add_children(&child, &mut next);
                    }
                }
                progress(&searched, done + 1, total);
                out.push(searched);
            }
            frontier = next;
            ply += 2;
        }
    }
    out
}
