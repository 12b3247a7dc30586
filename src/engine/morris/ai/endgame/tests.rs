//! The endgame tables against the engine's own rules: numbering, moves
//! forwards and backwards, the solved values one move ahead, and an
//! exhaustive search on small cases.

use super::index::{Duel, Indexer};
use super::material::Material;
use super::moves::{for_each_next, for_each_previous, Next};
use super::shipped::shipped;
use super::solve::{is_used, one_ply_value, solve};
use super::Solved;
use crate::engine::morris::board::{Bits, ALL_FIELDS};
use crate::engine::morris::movegen::legal_moves;
use crate::engine::morris::position::{Position, STONES};
use crate::engine::morris::status::{status, Status};
use crate::engine::morris::symmetry::{canonical_pair, SYMMETRY_COUNT};
use crate::engine::rng::Pcg32;

/// A random position with `a` stones to move against `b`.
fn random_duel(rng: &mut Pcg32, a: usize, b: usize) -> Duel {
    let mut fields: Vec<usize> = (0..24).collect();
    rng.shuffle(&mut fields);
    let set = |f: &[usize]| f.iter().fold(0u32, |m, &i| m | 1 << i);
    Duel {
        mover: set(&fields[..a]),
        other: set(&fields[a..a + b]),
    }
}

/// The engine's position for a duel, seat 0 to move.
fn position(duel: Duel) -> Position {
    let mut pos = Position::start(200);
    pos.stones = [duel.mover, duel.other];
    pos.placed = [STONES, STONES];
    pos.taken = [
        STONES - duel.other.count_ones() as u8,
        STONES - duel.mover.count_ones() as u8,
    ];
    pos
}

fn material(duel: Duel) -> usize {
    duel.mover.count_ones().max(duel.other.count_ones()) as usize
}

#[test]
fn numbers_are_dense_symmetric_and_invertible() {
    let indexer = Indexer::new();
    assert_eq!(indexer.classes(), 158);
    let mut rng = Pcg32::new(7);
    for (a, b) in [(3, 3), (3, 4), (4, 3), (3, 5), (5, 3)] {
        let k = a.max(b);
        for _ in 0..300 {
            let duel = random_duel(&mut rng, a, b);
            let index = indexer.index(k, duel);
            assert!(index < indexer.len(k));
            assert!(is_used(&indexer, k, index));
            let back = indexer.duel(k, index);
            assert_eq!(
                canonical_pair(back.mover, back.other).0,
                canonical_pair(duel.mover, duel.other).0,
                "{duel:?}"
            );
            for s in 0..SYMMETRY_COUNT {
                let image = Duel {
                    mover: indexer.map(s, duel.mover),
                    other: indexer.map(s, duel.other),
                };
                assert_eq!(indexer.index(k, image), index);
            }
        }
    }
}

#[test]
fn forward_moves_are_the_engines_legal_moves() {
    let mut rng = Pcg32::new(11);
    for (a, b) in [(3, 3), (3, 4), (4, 3), (3, 5), (5, 3)] {
        for _ in 0..200 {
            let duel = random_duel(&mut rng, a, b);
            let pos = position(duel);
            let mut engine: Vec<Option<Duel>> = legal_moves(&pos)
                .into_iter()
                .map(|mv| {
                    let next = pos.after(mv);
                    (status(&next) != Status::TookSeven).then_some(Duel {
                        mover: next.stones[1],
                        other: next.stones[0],
                    })
                })
                .collect();
            let mut ours = Vec::new();
            for_each_next(duel, |next| {
                ours.push(match next {
                    Next::Win => None,
                    Next::Same(d) | Next::Smaller(d) => Some(d),
                })
            });
            engine.sort_unstable();
            ours.sort_unstable();
            assert_eq!(ours, engine, "{duel:?}");
        }
    }
}

#[test]
fn backward_moves_undo_exactly_the_moves_that_take_nothing() {
    let indexer = Indexer::new();
    let mut rng = Pcg32::new(13);
    for (a, b) in [(3, 3), (3, 4), (4, 3)] {
        let k = a.max(b);
        for _ in 0..100 {
            let duel = random_duel(&mut rng, a, b);
            let here = indexer.index(k, duel);
            let mut previous = Vec::new();
            for_each_previous(duel, |p| previous.push(p));
            for &p in &previous {
                let mut leads_here = false;
                for_each_next(p, |n| leads_here |= n == Next::Same(duel));
                assert!(leads_here, "{p:?} does not lead to {duel:?}");
            }
            // Every position one quiet move before this one is found.
            let (x, m) = (duel.other, duel.mover);
            let empty = ALL_FIELDS & !(x | m);
            for from in Bits(empty) {
                for to in Bits(x) {
                    let p = Duel {
                        mover: x & !(1 << to) | 1 << from,
                        other: m,
                    };
                    let mut quiet = false;
                    for_each_next(p, |n| quiet |= n == Next::Same(duel));
                    assert_eq!(quiet, previous.contains(&p), "{p:?} -> {duel:?}");
                }
            }
            assert!(previous
                .iter()
                .all(|&p| indexer.index(k, p) < indexer.len(k)));
            assert!(here < indexer.len(k));
        }
    }
}

#[test]
fn the_shipped_tables_are_what_the_solver_computes_and_agree_one_move_ahead() {
    let endgame = shipped().expect("the shipped endgame file reads");
    assert_eq!(endgame.max_stones(), super::MAX_STONES);
    let indexer = endgame.indexer();
    let tables: Vec<Vec<u8>> = (3..=super::MAX_STONES)
        .map(|k| endgame.table(Material::new(3, k).unwrap()).unwrap())
        .collect();
    assert_eq!(
        solve(indexer, 3, &[]),
        tables[0],
        "3 against 3 solves the same"
    );
    // Every used slot of 3 against 3, and a sample of the others, equals
    // the best of its moves as the tables value them.
    let mut rng = Pcg32::new(17);
    for k in 3..=endgame.max_stones() {
        let table = &tables[k - 3];
        let smaller: &[u8] = if k > 3 { &tables[k - 4] } else { &[] };
        let step = if k == 3 {
            1
        } else {
            97 + rng.below(7) as usize
        };
        for index in (rng.below(step as u32) as usize..table.len()).step_by(step) {
            let duel = indexer.duel(k, index);
            if indexer.index(k, duel) != index {
                continue;
            }
            let expected = one_ply_value(indexer, k, table, smaller, duel);
            assert_eq!(table[index], expected, "3 v {k}, slot {index}, {duel:?}");
        }
    }
}

/// Whether the side to move of `pos` can force a win within `plies`
/// (plain search on the engine's rules, no tables).
fn wins_within(pos: &Position, plies: u32) -> bool {
    plies >= 1
        && legal_moves(pos).into_iter().any(|mv| {
            let next = pos.after(mv);
            matches!(status(&next), Status::TookSeven | Status::Blocked)
                || loses_within(&next, plies - 1)
        })
}

/// Whether the side to move of `pos` (which has not just lost) loses by
/// force within `plies`.
fn loses_within(pos: &Position, plies: u32) -> bool {
    plies >= 2
        && legal_moves(pos).into_iter().all(|mv| {
            let next = pos.after(mv);
            status(&next) == Status::Ongoing && wins_within(&next, plies - 1)
        })
}

/// The exact result within `plies` by plain search, `None` if it needs more.
fn exhaustive(pos: &Position, plies: u32) -> Option<Solved> {
    (1..=plies).find_map(|d| {
        if d % 2 == 1 {
            wins_within(pos, d).then_some(Solved::Win(d as u16))
        } else {
            loses_within(pos, d).then_some(Solved::Loss(d as u16))
        }
    })
}

#[test]
fn small_cases_agree_with_an_exhaustive_search() {
    let endgame = shipped().expect("the shipped endgame file reads");
    let mut rng = Pcg32::new(19);
    let mut seen = [0usize; 4];
    for (a, b, plies, count) in [(3, 3, 4, 60), (3, 4, 4, 40), (4, 3, 4, 40), (3, 5, 3, 30)] {
        for _ in 0..count {
            let duel = random_duel(&mut rng, a, b);
            let pos = position(duel);
            let solved = endgame.probe(&pos).expect("the tables hold it");
            let within = match solved {
                Solved::Win(d) | Solved::Loss(d) if u32::from(d) <= plies => Some(solved),
                _ => None,
            };
            assert_eq!(
                exhaustive(&pos, plies),
                within,
                "{duel:?} (3 v {})",
                material(duel)
            );
            seen[match solved {
                Solved::Win(_) if within.is_some() => 0,
                Solved::Loss(_) if within.is_some() => 1,
                Solved::Draw => 2,
                _ => 3,
            }] += 1;
        }
    }
    // The sample reaches short wins, short losses and draws alike.
    assert!(seen[0] > 0 && seen[1] > 0 && seen[2] > 0, "{seen:?}");
}

#[test]
fn an_endgame_file_of_another_format_damaged_or_cut_is_refused() {
    use super::codec::decode;
    let bytes = include_bytes!("../../../../../assets/morris-endgame.bin");
    let mut old = bytes.to_vec();
    old[4] = 2;
    assert_eq!(
        decode(&old).unwrap_err(),
        "endgame file format 2, expected 3"
    );
    assert!(decode(&bytes[..bytes.len() / 2]).is_err());
    assert!(decode(&bytes[..bytes.len() - 1]).is_err());
    let mut flipped = bytes.to_vec();
    flipped[bytes.len() / 3] ^= 0x10;
    assert!(decode(&flipped).is_err());
    assert!(decode(&bytes[..]).is_ok());
    assert!(decode(b"PMEG").is_err());
}

#[test]
fn six_stones_are_numbered_only_when_asked_for_and_invertibly() {
    use super::index::MOST_PIVOT;
    use super::tables::Tables;
    let usual = Indexer::new();
    assert_eq!(usual.most_pivot(), 5, "the app's numbering stops at 5");
    let wide = Indexer::up_to(6);
    assert_eq!((wide.most_pivot(), MOST_PIVOT), (6, 6));
    for p in 3..=5 {
        assert_eq!(wide.pivot_classes(p), usual.pivot_classes(p));
        for q in p..=6 {
            assert_eq!(wide.pair_len(p, q), usual.pair_len(p, q), "{p} v {q}");
        }
    }
    let classes = wide.pivot_classes(6);
    assert_eq!(wide.pair_len(6, 6), classes * 18_564, "C(18, 6) a class");
    let mut rng = Pcg32::new(66);
    for (a, b) in [(6, 6), (5, 6), (6, 5), (3, 6), (6, 3), (4, 6)] {
        let (p, q) = (a.min(b), a.max(b));
        for _ in 0..100 {
            let duel = random_duel(&mut rng, a, b);
            let index = wide.pair_index(p, q, duel);
            assert!(index < wide.pair_len(p, q));
            let back = wide.pair_duel(p, q, index);
            assert_eq!(wide.pair_index(p, q, back), index, "{duel:?}");
            assert_eq!(
                canonical_pair(back.mover, back.other).0,
                canonical_pair(duel.mover, duel.other).0,
                "{duel:?}"
            );
            let s = rng.below(SYMMETRY_COUNT as u32) as usize;
            let image = Duel {
                mover: wide.map(s, duel.mover),
                other: wide.map(s, duel.other),
            };
            assert_eq!(wide.pair_index(p, q, image), index);
            if p < 6 {
                assert_eq!(usual.pair_index(p, q, duel), index);
            }
        }
    }
    // The materials to six, in solving order, and what their takes reach.
    let names: Vec<String> = Material::up_to(6).iter().map(|m| m.name()).collect();
    assert_eq!(
        names,
        ["3v3", "3v4", "3v5", "4v4", "3v6", "4v5", "4v6", "5v5", "5v6", "6v6"]
    );
    let six = Material::new(6, 6).unwrap();
    assert_eq!(six.after_takes(), [Material::new(5, 6).unwrap()]);
    assert_eq!(Material::new(7, 3), None);
    assert_eq!(Material::up_to(7), Material::up_to(6));
    // The usual tables hold 3 v 6 to 5 v 6 but not 6 v 6.
    let mut tables = Tables::new();
    assert!(tables.numbers(Material::new(6, 5).unwrap()));
    let err = tables.insert(six, Vec::new()).unwrap_err();
    assert_eq!(
        err,
        "these tables number materials with up to 5 stones on the side with fewer, not 6 v 6"
    );
    assert!(Tables::up_to(6).numbers(six));
    // The shipped tables hold no 6-stone position.
    let duel = random_duel(&mut rng, 6, 3);
    assert_eq!(shipped().unwrap().probe_duel(duel), None);
}
