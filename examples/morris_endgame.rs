//! Solves the Nine Men's Morris endgame tables of every material from
//! 3 v 3 to 5 v 5 and writes the file the app ships, a byte a slot.
//!
//! `cargo run --release --example morris_endgame -- --out assets/morris-endgame.bin [--cache DIR]`
//!
//! With `--cache DIR`, a material whose file `referee solve morris --build`
//! left in `DIR` (`morris-4v5.pmt`) is read from it instead of solved.

use std::time::Instant;

use parlour::engine::morris::ai::endgame::table_file::decode_table;
use parlour::engine::morris::ai::endgame::tables::Tables;
use parlour::engine::morris::ai::endgame::{codec, Endgame};

fn main() {
    let mut out = String::from("assets/morris-endgame.bin");
    let mut cache: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--out" => out = args.next().expect("--out FILE"),
            "--cache" => cache = Some(args.next().expect("--cache DIR")),
            other => panic!("unknown argument {other}; use --out FILE [--cache DIR]"),
        }
    }
    let all = Instant::now();
    let mut tables = Tables::new();
    for material in Endgame::materials() {
        let start = Instant::now();
        let cached = cache.as_ref().and_then(|dir| {
            let bytes = std::fs::read(format!("{dir}/morris-{}.pmt", material.name())).ok()?;
            decode_table(&bytes, material, tables.len_of(material)).ok()
        });
        let how = match cached {
            Some(slots) => {
                tables
                    .insert(material, slots)
                    .expect("a table of the right size");
                "read"
            }
            None => {
                tables.solve(material).expect("solved in order");
                "solved"
            }
        };
        let summary = tables.summarize(material).expect("held");
        println!(
            "{material}: {} slots, {} wins, {} losses, {} draws, longest {} plies, {how} in {:.1} s",
            tables.len_of(material),
            summary.wins,
            summary.losses,
            summary.draws,
            summary.longest,
            start.elapsed().as_secs_f64()
        );
    }
    let endgame = tables.to_shipped().expect("every distance fits a byte");
    let bytes = codec::encode(&endgame);
    std::fs::write(&out, &bytes).expect("write the endgame file");
    println!(
        "wrote {out}: {} bytes in {:.1} s",
        bytes.len(),
        all.elapsed().as_secs_f64()
    );
}
