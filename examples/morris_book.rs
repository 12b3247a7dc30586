//! `morris_book`: makes the placement book of the Morris `hard` AI
//! (`src/engine/morris/ai/book/morris_book.bin`, issue 12) and reports what
//! each ply's searches reached.
//!
//! White's book covers every position at even plies up to `--white P`
//! reachable when White plays its book moves and Black plays anything;
//! Black's book the same at odd plies up to `--black P`; one entry per
//! symmetry class, each the `hard` search's move with a cap of `--nodes N`
//! nodes (`--opening-nodes M` for the first `--opening-plies K` plies, the
//! few positions every game passes through) and no clock (see `engine::morris::ai::book::generate`). The
//! result is the same on every machine, whatever the load, so the shipped
//! file can be checked by making it again. Single-threaded.
//!
//! Usage: `morris_book [--white P] [--black P] [--nodes N] [--opening-nodes
//! M] [--opening-plies K] [--out FILE]` (defaults 6, 5, 2000000, 2000000,
//! 0, no file: report only). README, "Placement book", gives the command
//! that made the shipped book, its size and generation time.

use std::process::ExitCode;
use std::time::Instant;

use parlour::engine::morris::ai::book::{generate, Book, Entry, Plan, Searched};

const USAGE: &str = "usage: morris_book [--white P] [--black P] [--nodes N] \
                     [--opening-nodes M] [--opening-plies K] [--out FILE]";

/// What the command line asks for.
struct Config {
    plan: Plan,
    out: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut plan = Plan {
        white_last_ply: 6,
        black_last_ply: 5,
        opening_nodes: 2_000_000,
        opening_plies: 0,
        nodes: 2_000_000,
    };
    let mut out = None;
    let mut i = 0;
    while i < args.len() {
        let flag = args[i].as_str();
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{flag}: `{value}` is not a whole number"))
        };
        match flag {
            "--white" | "--black" | "--opening-plies" => {
                let ply = number()?;
                if ply > 17 {
                    return Err(format!("{flag}: placing ends at ply 17"));
                }
                match flag {
                    "--white" => plan.white_last_ply = ply as u8,
                    "--black" => plan.black_last_ply = ply as u8,
                    _ => plan.opening_plies = ply as u8,
                }
            }
            "--nodes" | "--opening-nodes" => {
                let nodes = number()?;
                if nodes == 0 || nodes > u64::from(u32::MAX) {
                    return Err(format!("{flag}: 1 to 4294967295"));
                }
                if flag == "--nodes" {
                    plan.nodes = nodes;
                } else {
                    plan.opening_nodes = nodes;
                }
            }
            "--out" => out = Some(value.clone()),
            _ => return Err(format!("unknown argument `{flag}`\n{USAGE}")),
        }
        i += 2;
    }
    Ok(Config { plan, out })
}

/// Per-ply totals for the report.
#[derive(Default)]
struct PlyReport {
    entries: usize,
    depth_min: i32,
    depth_max: i32,
    depth_sum: i64,
    nodes: u64,
    seconds: f64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match parse_args(&args) {
        Ok(config) => config,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let plan = config.plan;
    eprintln!(
        "White through ply {}, Black through ply {}, {} nodes per search ({} before ply {})",
        plan.white_last_ply,
        plan.black_last_ply,
        plan.nodes,
        plan.opening_nodes,
        plan.opening_plies
    );
    let started = Instant::now();
    let mut reports: Vec<PlyReport> = Vec::new();
    let mut last_mark = Instant::now();
    let searched: Vec<Searched> = generate(&plan, |s, done, total| {
        let ply = usize::from(s.entry.key.ply);
        if reports.len() <= ply {
            reports.resize_with(ply + 1, PlyReport::default);
        }
        let r = &mut reports[ply];
        if r.entries == 0 || s.depth < r.depth_min {
            r.depth_min = s.depth;
        }
        r.depth_max = r.depth_max.max(s.depth);
        r.entries += 1;
        r.depth_sum += i64::from(s.depth);
        r.nodes += s.nodes;
        r.seconds += last_mark.elapsed().as_secs_f64();
        last_mark = Instant::now();
        if done == total || done % 100 == 0 {
            eprintln!(
                "ply {ply}: {done}/{total} ({:.0} s)",
                started.elapsed().as_secs_f64()
            );
        }
    });
    println!("ply | entries | nodes cap | depth min / mean / max | nodes/s | seconds");
    for (ply, r) in reports.iter().enumerate().filter(|(_, r)| r.entries > 0) {
        println!(
            "{ply} | {} | {} | {} / {:.2} / {} | {:.2} M | {:.0}",
            r.entries,
            plan.nodes_at(ply as u8),
            r.depth_min,
            r.depth_sum as f64 / r.entries as f64,
            r.depth_max,
            r.nodes as f64 / r.seconds.max(1e-9) / 1e6,
            r.seconds
        );
    }
    let entries: Vec<Entry> = searched.iter().map(|s| s.entry).collect();
    let bytes = match Book::encode(&entries, |ply| plan.nodes_at(ply) as u32) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("cannot encode the book: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!(
        "{} entries, {} bytes, {:.0} s",
        entries.len(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    if let Some(path) = config.out {
        if let Err(e) = std::fs::write(&path, &bytes) {
            eprintln!("cannot write {path}: {e}");
            return ExitCode::FAILURE;
        }
        println!("wrote {path}");
    }
    ExitCode::SUCCESS
}
