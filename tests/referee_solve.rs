//! `referee solve morris` through the built binary: the 3 v 3 table built
//! into a cache folder (kept when it reads, rebuilt when damaged), queries
//! answered from it, or from the shipped 3 v k tables, or `not in the
//! tables`, in lines and in JSON, the 200-move rule, and the one-line
//! errors with exit code 2.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use parlour::engine::morris::ai::endgame::index::Duel;
use parlour::engine::morris::ai::endgame::material::Material;
use parlour::engine::morris::ai::endgame::table_file::decode_table;
use parlour::engine::morris::ai::endgame::tables::Tables;
use parlour::engine::morris::ai::endgame::Solved;
use parlour::engine::morris::board::FIELD_NAMES;
use serde_json::Value;

fn referee(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_referee"))
        .args(args)
        .output()
        .expect("the referee runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A fresh folder under the system's temporary one.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlour-solve-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A cache folder with 3 v 3 built by `--build --max 3`, once.
fn cache() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = temp_dir("cache");
        let (code, out, err) = referee(&[
            "solve",
            "morris",
            "--build",
            "--max",
            "3",
            "--cache",
            dir.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(out.starts_with("3 v 3: 169626 positions, "), "{out}");
        assert_eq!(out.lines().count(), 2, "3 v 3, then the total: {out}");
        dir
    })
}

/// The board line of `stones[0]` against `stones[1]` (field names).
fn board(stones: [&[&str]; 2]) -> String {
    FIELD_NAMES
        .iter()
        .map(|f| {
            let owner = (0..2).find(|&s| stones[s].contains(f)).map_or(2, |s| s);
            format!("{f}:{owner}")
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// The board line of two bitboards (seat 0's, seat 1's).
fn board_of(stones: [u32; 2]) -> String {
    let names = |b: u32| -> Vec<&str> {
        (0..24)
            .filter(|i| b >> i & 1 == 1)
            .map(|i| FIELD_NAMES[i])
            .collect()
    };
    board([&names(stones[0]), &names(stones[1])])
}

/// The bitboard of some fields.
fn bits(fields: &[&str]) -> u32 {
    fields
        .iter()
        .map(|f| 1 << FIELD_NAMES.iter().position(|n| n == f).unwrap())
        .sum()
}

/// The verdict JSON the tool should give for `solved`.
fn expected(solved: Solved) -> (String, Value) {
    match solved {
        Solved::Win(d) => ("win".into(), d.into()),
        Solved::Loss(d) => ("loss".into(), d.into()),
        Solved::Draw => ("draw".into(), Value::Null),
    }
}

const WHITE: &[&str] = &["A1", "D1", "G1"];
const BLACK: &[&str] = &["B2", "D2", "D3"];

/// The 3 v 3 table the binary built, read back.
fn built_3v3() -> Tables {
    let bytes = std::fs::read(cache().join("morris-3v3.pmt")).unwrap();
    let mut tables = Tables::new();
    let m = Material::new(3, 3).unwrap();
    let slots = decode_table(&bytes, m, tables.len_of(m)).unwrap();
    tables.insert(m, slots).unwrap();
    tables
}

#[test]
fn a_query_answers_from_the_built_table_for_the_position_and_every_command() {
    let dir = cache();
    let tables = built_3v3();
    let line = board([WHITE, BLACK]);
    for seat in [0usize, 1] {
        let to_move = seat.to_string();
        let args = ["solve", "morris", "--board", &line, "--to-move", &to_move];
        let cache_args = ["--cache", dir.to_str().unwrap()];
        let (code, json, err) = referee(&[&args[..], &cache_args, &["--json"]].concat());
        assert_eq!(code, 0, "{err}");
        let answer: Value = serde_json::from_str(&json).unwrap();
        let (mover, other) = if seat == 0 {
            (WHITE, BLACK)
        } else {
            (BLACK, WHITE)
        };
        let solved = tables
            .probe_duel(Duel {
                mover: bits(mover),
                other: bits(other),
            })
            .unwrap();
        let (result, plies) = expected(solved);
        assert_eq!(answer["verdict"]["result"], result.as_str());
        assert_eq!(answer["verdict"]["plies"], plies);
        let commands = answer["commands"].as_array().unwrap();
        assert!(!commands.is_empty());
        // The position's verdict is its best command's.
        let best = commands
            .iter()
            .find(|c| c["result"] == answer["verdict"]["result"] && c["plies"] == plies);
        assert!(best.is_some(), "{json}");
        let (code, text, _) = referee(&[&args[..], &cache_args].concat());
        assert_eq!(code, 0);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with(&format!("seat {seat} to move, 3 v 3 stones: ")));
        assert_eq!(lines.len(), commands.len() + 2, "{text}");
        for (line, command) in lines[2..].iter().zip(commands) {
            assert!(line.starts_with(&format!("{}: ", command["command"].as_str().unwrap())));
        }
    }
}

#[test]
fn with_an_empty_cache_the_shipped_tables_answer_3_v_4_and_4_v_4() {
    let empty = temp_dir("empty");
    let dir = empty.to_str().unwrap();
    let three_four = board([WHITE, &["B2", "D2", "F6", "G7"]]);
    let (code, out, err) = referee(&[
        "solve",
        "morris",
        "--board",
        &three_four,
        "--to-move",
        "1",
        "--cache",
        dir,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("seat 1 to move, 3 v 4 stones: "), "{out}");
    assert!(
        !out.lines().next().unwrap().contains("not in the tables"),
        "{out}"
    );
    let four_four = board([&["A1", "D1", "G1", "A4"], &["B2", "D2", "F6", "G7"]]);
    let (code, out, _) = referee(&[
        "solve",
        "morris",
        "--board",
        &four_four,
        "--to-move",
        "0",
        "--cache",
        dir,
    ]);
    assert_eq!(code, 0);
    assert!(out.starts_with("seat 0 to move, 4 v 4 stones: "), "{out}");
    assert!(!out.contains("not in the tables"), "{out}");
    std::fs::remove_dir_all(&empty).unwrap();
}

#[test]
fn a_six_stone_position_without_its_file_is_not_in_the_tables() {
    let empty = temp_dir("six");
    // G4 to G1 closes A1-D1-G1 and takes.
    let six = board([&["A1", "D1", "G4", "A7", "D7", "C5"], BLACK]);
    let (code, out, err) = referee(&[
        "solve",
        "morris",
        "--board",
        &six,
        "--to-move",
        "0",
        "--cache",
        empty.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let first = out.lines().next().unwrap();
    assert_eq!(first, "seat 0 to move, 6 v 3 stones: not in the tables");
    // A take leaves 2 stones, a win; a quiet move stays in 6 v 3, which
    // no file holds.
    assert!(out.contains("MOVE&TAKE;G4;G1;B2: win in 1 ply"), "{out}");
    assert!(out.contains("MOVE;A7;A4: not in the tables"), "{out}");
    std::fs::remove_dir_all(&empty).unwrap();
}

#[test]
fn with_the_moves_played_a_win_after_move_200_is_a_draw() {
    let dir = cache();
    let tables = built_3v3();
    let m = Material::new(3, 3).unwrap();
    let slots = tables.slots(m).unwrap();
    let index = (0..slots.len())
        .find(|&i| slots[i] > 10 && tables.is_used(m, i))
        .expect("a win or loss far from the end");
    let duel = tables.indexer().pair_duel(3, 3, index);
    let line = board_of([duel.mover, duel.other]);
    let dir = dir.to_str().unwrap();
    let base = [
        "solve",
        "morris",
        "--board",
        &line,
        "--to-move",
        "0",
        "--cache",
        dir,
        "--json",
    ];
    let (_, json, _) = referee(&base);
    let answer: Value = serde_json::from_str(&json).unwrap();
    let plies = answer["verdict"]["plies"]
        .as_u64()
        .expect("a win or a loss");
    assert_eq!(plies, u64::from(slots[index] - 1));
    let last_in_time = (200 - plies).to_string();
    let (_, json, _) = referee(&[&base[..], &["--moves", &last_in_time]].concat());
    let on_time: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(on_time["verdict"], answer["verdict"], "ends on move 200");
    let too_late = (200 - plies + 1).to_string();
    let (_, json, _) = referee(&[&base[..], &["--moves", &too_late]].concat());
    let late: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(late["verdict"]["result"], "draw");
    assert_eq!(late["verdict"]["move_limit"], true);
    let (_, text, _) = referee(&[&base[..8], &["--moves", &too_late]].concat());
    assert!(
        text.lines()
            .next()
            .unwrap()
            .contains("draw by the 200-move rule"),
        "{text}"
    );
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    let dir = cache().to_str().unwrap();
    let good = board([WHITE, BLACK]);
    let seven = board([&["A1", "D1", "G1", "A4", "A7", "D7", "G7"], BLACK]);
    let cut = good.replace(";G7:2", "");
    let cases: [(Vec<&str>, &str); 5] = [
        (vec!["--board", "A1:0", "--to-move", "0"], "bad board line"),
        (vec!["--board", &cut, "--to-move", "0"], "bad board line"),
        (
            vec!["--board", &good, "--to-move", "0", "--in-hand", "1,0"],
            "stones in hand",
        ),
        (
            vec!["--board", &seven, "--to-move", "1"],
            "seat 0 has 7 stones on the board: the tables hold 3 to 6 a side",
        ),
        (vec!["--board", &good, "--to-move", "2"], "--to-move"),
    ];
    let (code, _, err) = referee(&["solve", "take5", "--build"]);
    assert_eq!(code, 2);
    assert_eq!(err, "referee: error: unrecognized subcommand 'take5'\n");
    let (code, out, err) = referee(&["solve", "morris", "--build", "--max", "7", "--cache", dir]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--max") && err.contains("3..=6"), "{err}");
    for (args, words) in cases {
        let all = [&["solve", "morris", "--cache", dir][..], &args].concat();
        let (code, out, err) = referee(&all);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert_eq!(out, "");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with("referee: error: ") && err.contains(words),
            "{err}"
        );
    }
}

#[test]
fn a_damaged_file_is_refused_by_queries_and_rebuilt_by_build() {
    let dir = temp_dir("damaged");
    let file = dir.join("morris-3v3.pmt");
    std::fs::copy(cache().join("morris-3v3.pmt"), &file).unwrap();
    let good = std::fs::read(&file).unwrap();
    let mut bad = good.clone();
    let at = bad.len() / 2;
    bad[at] ^= 0x10;
    std::fs::write(&file, &bad).unwrap();
    let dir_arg = dir.to_str().unwrap();
    let line = board([WHITE, BLACK]);
    let (code, _, err) = referee(&[
        "solve",
        "morris",
        "--board",
        &line,
        "--to-move",
        "0",
        "--cache",
        dir_arg,
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("is damaged: its checksum does not match its data"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
    let build = [
        "solve", "morris", "--build", "--max", "3", "--cache", dir_arg,
    ];
    let (code, out, err) = referee(&build);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("is damaged (its checksum does not match its data): rebuilding"));
    assert_eq!(std::fs::read(&file).unwrap(), good, "rebuilt the same");
    let (code, out, _) = referee(&[&build[..], &["--check"]].concat());
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("3 v 3: in the cache"), "{out}");
    assert!(
        lines[1].starts_with("3 v 3: all 169626 positions agree with their moves one ply ahead"),
        "{out}"
    );
    assert!(
        lines[2].starts_with("3 v 3: 1000 sampled positions agree with a 4-ply plain search"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
