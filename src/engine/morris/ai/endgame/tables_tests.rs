//! The tables of every material against the engine's own rules: 3 v 3 in
//! full against a brute-force minimax written on `Position` and the
//! engine's move generator, samples of the larger materials against a
//! plain search, every solved slot one move ahead, and the table file's
//! checksum.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::index::Duel;
use super::material::Material;
use super::sampled::{check_samples, position_of, SampleCounts};
use super::table_file::{checksum, decode_table, encode_table, HEADER_LEN};
use super::tables::Tables;
use super::verify::check_material;
use super::Solved;
use crate::engine::morris::movegen::legal_moves;
use crate::engine::morris::status::{status, Status};
use crate::engine::morris::symmetry::canonical_pair;
use crate::engine::rng::Pcg32;

/// 3 v 3, 3 v 4 and 4 v 4, solved once for all the tests.
fn small_tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut tables = Tables::new();
        for material in Material::up_to(4) {
            tables.solve(material).expect("solved in order");
        }
        tables
    })
}

/// Every set of 3 of the 24 fields.
fn triples() -> Vec<u32> {
    (0u32..1 << 24).filter(|b| b.count_ones() == 3).collect()
}

/// Every 3 v 3 position with its result, by brute force on the engine's
/// rules: all positions up to symmetry, their moves by `legal_moves`, then
/// sweeps of plain minimax, one ply deeper each (a position wins in `n` if
/// a move wins at once or reaches one lost in `n - 1`; it loses in `n` if
/// every move reaches a won position), until two sweeps decide nothing.
fn brute_force_3v3() -> HashMap<(u32, u32), Solved> {
    let sets = triples();
    let mut ids: HashMap<(u32, u32), usize> = HashMap::new();
    let mut keys = Vec::new();
    for &a in &sets {
        for &b in sets.iter().filter(|&&b| a & b == 0) {
            if canonical_pair(a, b).0 == (a, b) {
                ids.insert((a, b), keys.len());
                keys.push((a, b));
            }
        }
    }
    // Per position: its moves' positions (seat to move first), or None
    // for a move that wins at once.
    let moves: Vec<Vec<Option<usize>>> = keys
        .iter()
        .map(|&(a, b)| {
            let pos = position_of(Duel { mover: a, other: b });
            legal_moves(&pos)
                .into_iter()
                .map(|mv| {
                    let next = pos.after(mv);
                    match status(&next) {
                        Status::TookSeven | Status::Blocked => None,
                        _ => Some(ids[&canonical_pair(next.stones[1], next.stones[0]).0]),
                    }
                })
                .collect()
        })
        .collect();
    let mut result: Vec<Option<Solved>> = vec![None; keys.len()];
    let mut idle = 0;
    let mut n: u16 = 0;
    while idle < 2 {
        let before = result.clone();
        let mut decided = false;
        for (i, next) in moves.iter().enumerate() {
            if before[i].is_some() {
                continue;
            }
            let verdict = if n % 2 == 1 {
                let wins = next
                    .iter()
                    .any(|m| m.is_none_or(|j| matches!(before[j], Some(Solved::Loss(_)))));
                wins.then_some(Solved::Win(n))
            } else {
                let loses = next
                    .iter()
                    .all(|m| m.is_some_and(|j| matches!(before[j], Some(Solved::Win(_)))));
                loses.then_some(Solved::Loss(n))
            };
            if verdict.is_some() {
                result[i] = verdict;
                decided = true;
            }
        }
        idle = if decided { 0 } else { idle + 1 };
        n += 1;
    }
    keys.into_iter()
        .zip(result)
        .map(|(key, r)| (key, r.unwrap_or(Solved::Draw)))
        .collect()
}

#[test]
fn every_3v3_position_agrees_with_a_brute_force_minimax() {
    let tables = small_tables();
    let brute = brute_force_3v3();
    let material = Material::new(3, 3).unwrap();
    let summary = tables.summarize(material).unwrap();
    assert_eq!(brute.len() as u64, summary.positions());
    let mut longest = 0;
    for (&(mover, other), &expected) in &brute {
        let solved = tables.probe_duel(Duel { mover, other });
        assert_eq!(solved, Some(expected), "{mover:#x} v {other:#x}");
        if let Solved::Win(d) | Solved::Loss(d) = expected {
            longest = longest.max(d);
        }
    }
    assert_eq!(longest, summary.longest);
    assert!(summary.wins > 0 && summary.losses > 0 && summary.draws > 0);
}

#[test]
fn samples_of_3v4_and_4v4_agree_with_a_plain_search() {
    let tables = small_tables();
    let mut rng = Pcg32::new(23);
    let mut total = SampleCounts::default();
    for (p, q, plies) in [(3, 4, 4), (4, 4, 5)] {
        let material = Material::new(p, q).unwrap();
        let counts = check_samples(tables, material, 100, plies, &mut rng).unwrap();
        total.wins += counts.wins;
        total.losses += counts.losses;
        total.beyond += counts.beyond;
    }
    // The sample reaches short wins, short losses and the rest.
    assert!(
        total.wins > 0 && total.losses > 0 && total.beyond > 0,
        "{total:?}"
    );
}

#[test]
fn every_solved_slot_is_its_best_move_one_ply_ahead() {
    let tables = small_tables();
    for material in Material::up_to(4) {
        let checked = check_material(tables, material, 0, 1).unwrap();
        let summary = tables.summarize(material).unwrap();
        assert_eq!(checked, summary.positions(), "{material}");
    }
}

#[test]
fn the_file_round_trips_and_its_checksum_catches_a_flipped_byte() {
    let tables = small_tables();
    let material = Material::new(3, 4).unwrap();
    let slots = tables.slots(material).unwrap();
    let bytes = encode_table(material, slots);
    let len = tables.len_of(material);
    assert_eq!(decode_table(&bytes, material, len).unwrap(), slots);
    let mut rng = Pcg32::new(29);
    for _ in 0..20 {
        let mut damaged = bytes.clone();
        let at = HEADER_LEN + rng.below((bytes.len() - HEADER_LEN) as u32) as usize;
        damaged[at] ^= 1 << rng.below(8);
        let error = decode_table(&damaged, material, len).unwrap_err();
        assert_eq!(error, "its checksum does not match its data");
    }
    let other = Material::new(4, 4).unwrap();
    assert!(decode_table(&bytes, other, tables.len_of(other)).is_err());
    assert!(decode_table(&bytes[..bytes.len() - 1], material, len).is_err());
    assert!(decode_table(&bytes[..10], material, len).is_err());
}

#[test]
fn the_solver_gives_the_shipped_tables_of_3_v_3_to_4_v_4() {
    let tables = small_tables();
    let shipped = super::shipped::shipped().unwrap();
    for material in Material::up_to(4) {
        let ours = tables.slots(material).unwrap();
        let theirs: Vec<u16> = shipped
            .table(material)
            .unwrap()
            .iter()
            .map(|&v| v.into())
            .collect();
        assert_eq!(ours, theirs.as_slice(), "{material}");
    }
}

#[test]
fn the_one_ply_check_catches_a_changed_slot() {
    let material = Material::new(3, 3).unwrap();
    let slots = small_tables().slots(material).unwrap();
    let used = |i: usize| small_tables().is_used(material, i);
    let won = (0..slots.len())
        .find(|&i| used(i) && slots[i] == 6)
        .unwrap();
    let mut rng = Pcg32::new(31);
    let drawn = loop {
        let i = rng.below(slots.len() as u32) as usize;
        if used(i) && slots[i] == 0 {
            break i;
        }
    };
    // A win made longer, and a draw made a loss.
    for (index, value) in [(won, 8), (drawn, 3)] {
        let mut changed = slots.to_vec();
        changed[index] = value;
        let mut tables = Tables::new();
        tables.insert(material, changed).unwrap();
        let error = check_material(&tables, material, 0, 1).unwrap_err();
        assert!(error.starts_with("3 v 3 slot"), "{error}");
    }
}

#[test]
fn the_shipped_tables_of_3_v_5_4_v_5_and_5_v_5_have_the_solved_counts() {
    let shipped = super::shipped::shipped().unwrap();
    // Wins, losses and the longest distance of each material as
    // `referee solve morris --build` counts them (docs/morris.md), and
    // the FNV-1a checksum of its slots in the shipped file. Unused slots
    // are 0, so every nonzero slot is a position's.
    let mut sums = Vec::new();
    for (fewer, more, wins, losses, longest) in [
        (3, 5, 586_961, 9_677, 31),
        (4, 5, 9_940, 1_518, 29),
        (5, 5, 28_819, 4_289, 57),
    ] {
        let material = Material::new(fewer, more).unwrap();
        let slots = shipped.table(material).unwrap();
        let (mut won, mut lost, mut most) = (0, 0, 0);
        for &v in slots.iter().filter(|&&v| v != 0) {
            let d = v - 1;
            most = most.max(d);
            if d % 2 == 1 {
                won += 1;
            } else {
                lost += 1;
            }
        }
        assert_eq!((won, lost, most), (wins, losses, longest), "{material}");
        sums.push(checksum(&slots));
    }
    assert_eq!(
        sums,
        [
            3_908_859_874_223_683_352,
            18_085_703_895_410_127_261,
            1_473_889_078_016_246_972
        ],
        "the checksums of 3 v 5, 4 v 5, 5 v 5"
    );
}

#[test]
fn the_shipped_tables_keep_the_drawn_materials_sparse() {
    let endgame = super::shipped::shipped().unwrap();
    let mut bytes = 0;
    for material in Material::up_to(5) {
        let slots = endgame.slots(material).unwrap();
        assert_eq!(slots.is_sparse(), material.fewer >= 4, "{material}");
        bytes += match slots {
            super::slots::Slots::Dense(all) => all.len(),
            super::slots::Slots::Sparse { numbers, .. } => numbers.len() * 5,
        };
    }
    // 3 v 3 to 3 v 5 whole (8.5 MB), the rest about 225 KB.
    assert!(bytes < 9_000_000, "{bytes} bytes");
}
