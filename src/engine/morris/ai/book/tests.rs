//! Tests of the placement book: the shipped file, its coverage, the
//! reproducibility of its searches, the format and the `hard` hook.

use std::collections::BTreeSet;

use super::generate::{generate, search_key, Plan, SHIPPED_PLAN};
use super::lines::extend_along_lines;
use super::*;
use crate::engine::agent::{Budget, FrozenClock, HasAgents};
use crate::engine::game::Game;
use crate::engine::morris::ai::SearchAgent;
use crate::engine::morris::movegen::{is_legal, legal_moves};
use crate::engine::morris::state::Morris;
use crate::engine::morris::status::{status, Status};
use crate::engine::morris::symmetry::{map_bits, SYMMETRY_COUNT};
use crate::engine::rng::Pcg32;

fn book() -> Book<'static> {
    shipped().expect("the shipped book parses")
}

/// `pos` under symmetry `s`.
fn mapped(s: usize, pos: &Position) -> Position {
    Position {
        stones: [map_bits(s, pos.stones[0]), map_bits(s, pos.stones[1])],
        ..*pos
    }
}

/// The symmetry class of the board after `mv` in `pos`.
fn class_after(pos: &Position, mv: Move) -> (u32, u32) {
    let child = pos.after(mv);
    canonical_pair(child.stones[0], child.stones[1]).0
}

/// The last ply of `seat`'s full coverage in `plan`.
fn last_ply(plan: &Plan, seat: usize) -> usize {
    usize::from([plan.white_last_ply, plan.black_last_ply][seat])
}

/// Plays `book`'s moves for both seats from the start while the game is
/// in the placing phase; the plies it played (18 when the book holds the
/// whole placing phase of its own line).
fn plies_in_book(book: &Book) -> usize {
    let mut pos = Position::start(DEFAULT_MAX_MOVES);
    while status(&pos) == Status::Ongoing && Key::of(&pos).is_some() {
        match book.lookup(&pos) {
            Some(mv) => pos = pos.after(mv),
            None => break,
        }
    }
    usize::from(pos.moves)
}

#[test]
fn every_shipped_entry_is_a_placing_position_with_a_legal_move_found_from_all_sides() {
    let book = book();
    let entries = book.entries().expect("every entry decodes");
    assert_eq!(entries.len(), book.len());
    assert!(
        book.count_at(0) == 1 && book.count_at(1) == 4,
        "plies 0 and 1"
    );
    for entry in &entries {
        let pos = entry.key.position();
        pos.check().expect("consistent counts");
        assert_eq!(pos.phase(pos.side()), Phase::Placing);
        assert!(is_legal(&pos, entry.mv), "{:?}: {}", entry.key, entry.mv);
        assert_eq!(book.lookup(&pos), Some(entry.mv));
        for s in 0..SYMMETRY_COUNT {
            let image = mapped(s, &pos);
            let mv = book.lookup(&image).expect("every image is in the book");
            assert!(is_legal(&image, mv), "symmetry {s}: {mv}");
            assert_eq!(class_after(&image, mv), class_after(&pos, entry.mv));
        }
    }
}

/// The keys of `seat`'s positions reachable from the start up to ply
/// `last` when `seat` plays `book`'s moves and the other seat anything;
/// panics on one the book lacks.
fn covered(book: &Book, seat: usize, last: usize) -> BTreeSet<Key> {
    let mut seen = BTreeSet::new();
    let mut frontier = vec![Position::start(DEFAULT_MAX_MOVES)];
    while let Some(pos) = frontier.pop() {
        if pos.side() != seat {
            for mv in legal_moves(&pos) {
                frontier.push(pos.after(mv));
            }
            continue;
        }
        let (key, _) = Key::of(&pos).expect("a placing position");
        if !seen.insert(key) {
            continue;
        }
        let mv = book
            .lookup(&pos)
            .unwrap_or_else(|| panic!("{key:?} is missing"));
        let child = pos.after(mv);
        if usize::from(pos.moves) + 2 <= last && status(&child) == Status::Ongoing {
            frontier.push(child);
        }
    }
    seen
}

#[test]
fn the_book_holds_every_reply_to_its_own_moves_then_its_own_line_to_the_last_placement() {
    let book = book();
    let entries = book.entries().unwrap();
    let plan = SHIPPED_PLAN;
    for seat in 0..2 {
        let last = last_ply(&plan, seat);
        let held: BTreeSet<Key> = entries
            .iter()
            .map(|e| e.key)
            .filter(|k| usize::from(k.ply) % 2 == seat && usize::from(k.ply) <= last)
            .collect();
        assert_eq!(covered(&book, seat, last), held, "seat {seat}");
    }
    for ply in 0..book.plies() {
        assert_eq!(book.nodes_at(ply), plan.nodes_at(ply as u8), "ply {ply}");
    }
    // The self-play rounds ended because their games no longer left the
    // book while placing.
    assert_eq!(plies_in_book(&book), 18);
}

#[test]
fn searching_again_gives_the_shipped_moves() {
    // The first entry of each seat's last fully covered ply, at that ply's
    // node cap (the cheapest plies; the same search made every other
    // entry).
    let book = book();
    let entries = book.entries().unwrap();
    for seat in 0..2 {
        let ply = last_ply(&SHIPPED_PLAN, seat);
        let entry = entries
            .iter()
            .find(|e| usize::from(e.key.ply) == ply)
            .unwrap();
        let again = search_key(entry.key, book.nodes_at(ply));
        assert_eq!(again.entry, *entry, "ply {ply}");
    }
}

#[test]
fn a_small_plan_covers_its_plies_and_encodes_to_a_book_that_finds_its_moves() {
    let plan = Plan {
        white_last_ply: 4,
        black_last_ply: 3,
        opening_nodes: 3000,
        opening_plies: 2,
        nodes: 1000,
        line_rounds: 0,
        line_nodes: 1,
        line_players: [[1, 1]; 2],
    };
    let mut calls = 0;
    let searched = generate(&plan, |s, done, total| {
        calls += 1;
        assert!(done <= total && s.nodes <= plan.nodes_at(s.entry.key.ply));
    });
    assert_eq!(calls, searched.len());
    let entries: Vec<Entry> = searched.iter().map(|s| s.entry).collect();
    let counts: Vec<usize> = (0..5)
        .map(|p| entries.iter().filter(|e| e.key.ply == p).count())
        .collect();
    // One start; 4 classes of first stone (outer or inner corner, outer
    // or inner middle, middle-ring corner, middle-ring middle).
    assert_eq!(&counts[..2], &[1, 4]);
    assert!(counts[2..].iter().all(|&c| c > 0), "{counts:?}");
    let bytes = Book::encode(&entries, |p| plan.nodes_at(p) as u32).unwrap();
    let small = Book::parse(&bytes).unwrap();
    assert_eq!((small.len(), small.plies()), (entries.len(), 5));
    assert_eq!((small.nodes_at(1), small.nodes_at(2)), (3000, 1000));
    for entry in &entries {
        assert_eq!(small.lookup(&entry.key.position()), Some(entry.mv));
    }
    let keys: BTreeSet<Key> = entries.iter().map(|e| e.key).collect();
    let reached: BTreeSet<Key> = covered(&small, 0, 4)
        .union(&covered(&small, 1, 3))
        .copied()
        .collect();
    assert_eq!(reached, keys);
    let mut decoded = small.entries().unwrap();
    let mut expected = entries.clone();
    decoded.sort_by_key(|e| e.key);
    expected.sort_by_key(|e| e.key);
    assert_eq!(decoded, expected);
}

#[test]
fn self_play_rounds_add_only_the_positions_their_games_searched() {
    let plan = Plan {
        white_last_ply: 2,
        black_last_ply: 1,
        opening_nodes: 2000,
        opening_plies: 1,
        nodes: 1000,
        line_rounds: 3,
        line_nodes: 3000,
        line_players: [[400, 1600], [300, 1200]],
    };
    let mut entries = generate(&plan, |_, _, _| {});
    let covered_len = entries.len();
    let mut added = 0;
    let games = extend_along_lines(
        &plan,
        &mut entries,
        |s, done, total| {
            added += 1;
            assert!(done <= total && s.nodes <= plan.line_nodes);
        },
        |_| {},
    )
    .unwrap();
    assert_eq!(added, entries.len() - covered_len);
    assert!(added > 0, "the first round leaves the short coverage");
    let rounds = usize::from(games.last().unwrap().round) + 1;
    assert_eq!(games.len(), 4 * rounds, "two pairs, both seat orders");
    let searched: usize = games.iter().map(|g| g.off_book).sum();
    assert!(added <= searched, "one entry per searched class at most");
    for entry in &entries[covered_len..] {
        let ply = entry.entry.key.ply;
        assert!(
            ply > [2, 1][usize::from(ply % 2)],
            "ply {ply} is past the coverage"
        );
    }
    for game in &games {
        assert!(game.winner.is_some() || game.moves == DEFAULT_MAX_MOVES);
    }
    let book_entries: Vec<Entry> = entries.iter().map(|s| s.entry).collect();
    let bytes = Book::encode(&book_entries, |p| plan.nodes_at(p) as u32).unwrap();
    let book = Book::parse(&bytes).unwrap();
    // Every round but a last quiet one had a game that left the book, and
    // the book now plays further along its own line than the coverage.
    let left_in = |round: usize| {
        games
            .iter()
            .any(|g| usize::from(g.round) == round && g.off_book > 0)
    };
    assert!((0..rounds - 1).all(left_in));
    assert!(plies_in_book(&book) > 3);
    if !left_in(rounds - 1) {
        assert_eq!(plies_in_book(&book), 18);
    }
}

#[test]
fn keys_are_canonical_and_round_trip_through_their_codes() {
    let mut rng = Pcg32::new(5);
    for _ in 0..300 {
        let mut pos = Position::start(DEFAULT_MAX_MOVES);
        let plies = rng.below(17);
        for _ in 0..plies {
            let moves = legal_moves(&pos);
            pos = pos.after(*rng.choose(&moves).unwrap());
        }
        let (key, s) = Key::of(&pos).expect("a placing position");
        assert_eq!(
            key.stones,
            [map_bits(s, pos.stones[0]), map_bits(s, pos.stones[1])]
        );
        assert_eq!(Key::from_code(key.ply, key.code()), Some(key));
        assert_eq!(Key::of(&key.position()).map(|k| k.0), Some(key));
        assert_eq!(key.position().taken, pos.taken);
        for t in 0..SYMMETRY_COUNT {
            assert_eq!(Key::of(&mapped(t, &pos)).map(|k| k.0), Some(key));
        }
    }
}

#[test]
fn positions_the_book_cannot_hold_are_not_looked_up() {
    let book = book();
    let start = Position::start(DEFAULT_MAX_MOVES);
    assert!(book.lookup(&start).is_some());
    let short_game = Position::start(50);
    assert_eq!(Key::of(&short_game), None);
    assert_eq!(book.lookup(&short_game), None);
    let wrong_side = Position {
        to_move: 1,
        ..start
    };
    assert_eq!(book.lookup(&wrong_side), None);
    // A placing position past the full coverage and off the book's line.
    let mut pos = start;
    let mut rng = Pcg32::new(3);
    while pos.moves < 12 {
        let moves = legal_moves(&pos);
        pos = pos.after(*rng.choose(&moves).unwrap());
    }
    assert!(Key::of(&pos).is_some());
    assert_eq!(book.lookup(&pos), None);
    // A non-canonical board code does not decode.
    let key = Key::of(&start.after(Move::place(Field(23)))).unwrap().0;
    assert_ne!(key.stones[0], 1 << 23);
    let raw = Key {
        ply: 1,
        stones: [1 << 23, 0],
    };
    assert_eq!(Key::from_code(1, raw.code()), None);
}

#[test]
fn damaged_files_are_refused() {
    let entries = [
        Entry {
            key: Key::of(&Position::start(DEFAULT_MAX_MOVES)).unwrap().0,
            mv: Move::place(Field(4)),
        },
        Entry {
            key: Key {
                ply: 1,
                stones: [1, 0],
            },
            mv: Move::place(Field(1)),
        },
        Entry {
            key: Key {
                ply: 1,
                stones: [2, 0],
            },
            mv: Move::place(Field(0)),
        },
    ];
    let good = Book::encode(&entries, |_| 10).unwrap();
    assert_eq!(Book::parse(&good).unwrap().entries().unwrap().len(), 3);
    let mut magic = good.clone();
    magic[0] = b'X';
    assert!(Book::parse(&magic).is_err());
    let mut version = good.clone();
    version[4] = 2;
    assert!(Book::parse(&version).is_err());
    assert!(Book::parse(&good[..good.len() - 1]).is_err());
    let mut count = good.clone();
    count[8] = 4;
    assert!(Book::parse(&count).is_err());
    // The two ply-1 entries swapped: out of order.
    let mut swapped = good.clone();
    let end = swapped.len();
    let (a, b) = (end - 2 * ENTRY_BYTES, end - ENTRY_BYTES);
    let first: Vec<u8> = swapped[a..b].to_vec();
    swapped.copy_within(b..end, a);
    swapped[b..end].copy_from_slice(&first);
    assert!(Book::parse(&swapped).unwrap().entries().is_err());
    // A destination past the 24 fields.
    let mut field = good.clone();
    field[end - 1] |= 0x0f;
    assert!(Book::parse(&field).unwrap().entries().is_err());
    let twice = [entries[0], entries[0]];
    assert!(Book::encode(&twice, |_| 10).is_err());
    let step = Entry {
        mv: Move::step(Field(0), Field(1)),
        ..entries[0]
    };
    assert!(Book::encode(&[step], |_| 10).is_err());
}

#[test]
fn hard_plays_the_book_and_hard_nobook_searches() {
    let (game, _) = Morris::new(&Default::default(), 1);
    let view = game.view(0);
    let legal = game.legal_actions(0);
    let budget = Budget {
        time_ms: 50.0,
        max_work: Some(2000),
    };
    let book_move = book().lookup(game.position()).unwrap();
    let mut hard = SearchAgent::hard(1, budget);
    assert_eq!(hard.decide(&view, &FrozenClock), book_move);
    assert_eq!(hard.last_stats().nodes, 0);
    let mut nobook = SearchAgent::hard_without_book(1, budget);
    nobook.decide(&view, &FrozenClock);
    assert!(nobook.last_stats().nodes > 0);
    let mut level = Morris::agent("hard", 1, Some(2000)).unwrap();
    assert_eq!(level.choose(0, &view, &legal, &FrozenClock), book_move);
    assert!(Morris::agent("hard-nobook", 1, Some(2000)).is_ok());
    assert!(Morris::agent("hard-nobook@30", 1, None).is_ok());
    assert!(!Morris::LEVELS.contains(&"hard-nobook"));
}
