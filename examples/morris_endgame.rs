//! Computes the Nine Men's Morris endgame tables (3 stones against 3 up to
//! 3 against `--max K`) and writes the file the app ships.
//!
//! `cargo run --release --example morris_endgame -- --max 5 --out assets/morris-endgame.bin`

use std::time::Instant;

use parlour::engine::morris::ai::endgame::index::Indexer;
use parlour::engine::morris::ai::endgame::{codec, solve, Endgame};

fn main() {
    let mut max = 5;
    let mut out = String::from("assets/morris-endgame.bin");
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--max" => max = args.next().and_then(|v| v.parse().ok()).expect("--max K"),
            "--out" => out = args.next().expect("--out FILE"),
            other => panic!("unknown argument {other}; use --max K --out FILE"),
        }
    }
    assert!((3..=6).contains(&max), "--max must be 3 to 6");
    let indexer = Indexer::new();
    let mut tables: Vec<Vec<u8>> = Vec::new();
    let all = Instant::now();
    for k in 3..=max {
        let start = Instant::now();
        let table = solve::solve(&indexer, k, tables.last().map_or(&[], |t| t));
        let summary = solve::summarize(&indexer, k, &table);
        println!(
            "3 v {k}: {} slots, {} wins, {} losses, {} draws, longest {} plies, {:.1} s",
            table.len(),
            summary.wins,
            summary.losses,
            summary.draws,
            summary.longest,
            start.elapsed().as_secs_f64()
        );
        tables.push(table);
    }
    let endgame = Endgame::from_tables(tables).expect("tables of the right size");
    let bytes = codec::encode(&endgame);
    std::fs::write(&out, &bytes).expect("write the endgame file");
    println!(
        "wrote {out}: {} bytes in {:.1} s",
        bytes.len(),
        all.elapsed().as_secs_f64()
    );
}
