//! `morris_book`: makes the placement book of the Morris `hard` AI
//! (`src/engine/morris/ai/book/morris_book.bin`) and reports what
//! each ply's searches reached.
//!
//! First the full coverage: White's book covers every position at even
//! plies up to `--white P` reachable when White plays its book moves and
//! Black plays anything; Black's book the same at odd plies up to `--black
//! P`; one entry per symmetry class, each the `hard` search's move with a
//! cap of `--nodes N` nodes (`--opening-nodes M` for the first
//! `--opening-plies K` plies, the few positions every game passes through)
//! and no clock (see `engine::morris::ai::book::generate::generate`). Then up to
//! `--line-rounds R` rounds of `hard` against itself at fixed node caps,
//! each adding the placing positions its games searched, searched with
//! `--line-nodes L` (`engine::morris::ai::book::lines::extend_along_lines`). The
//! result is the same on every machine, whatever the load, so the shipped
//! file can be checked by making it again. Single-threaded.
//!
//! Usage: `morris_book [--white P] [--black P] [--nodes N] [--opening-nodes
//! M] [--opening-plies K] [--line-rounds R] [--line-nodes L] [--out FILE]`;
//! the defaults are the shipped book's plan (`SHIPPED_PLAN`), and without
//! `--out` it only reports. docs/performance.md, "Placement book", gives the size and
//! generation time of the shipped book.

use std::cell::Cell;
use std::process::ExitCode;
use std::time::Instant;

use parlour::engine::morris::ai::book::generate::{generate, Plan, Searched, SHIPPED_PLAN};
use parlour::engine::morris::ai::book::lines::{extend_along_lines, LineGame};
use parlour::engine::morris::ai::book::{Book, Entry};

const USAGE: &str = "usage: morris_book [--white P] [--black P] [--nodes N] \
                     [--opening-nodes M] [--opening-plies K] [--line-rounds R] \
                     [--line-nodes L] [--out FILE]";

/// What the command line asks for.
struct Config {
    plan: Plan,
    out: Option<String>,
}

fn parse_args(args: &[String]) -> Result<Config, String> {
    let mut plan: Plan = SHIPPED_PLAN;
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
            "--nodes" | "--opening-nodes" | "--line-nodes" => {
                let nodes = number()?;
                if nodes == 0 || nodes > u64::from(u32::MAX) {
                    return Err(format!("{flag}: 1 to 4294967295"));
                }
                match flag {
                    "--nodes" => plan.nodes = nodes,
                    "--opening-nodes" => plan.opening_nodes = nodes,
                    _ => plan.line_nodes = nodes,
                }
            }
            "--line-rounds" => {
                let rounds = number()?;
                plan.line_rounds =
                    u8::try_from(rounds).map_err(|_| format!("{flag}: at most 255 rounds"))?;
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
        "White through ply {}, Black through ply {}, {} nodes per search ({} before ply {}); \
         up to {} self-play rounds, {} nodes per line search",
        plan.white_last_ply,
        plan.black_last_ply,
        plan.nodes,
        plan.opening_nodes,
        plan.opening_plies,
        plan.line_rounds,
        plan.line_nodes
    );
    let started = Instant::now();
    let mut reports: Vec<PlyReport> = Vec::new();
    // When the last entry or game ended: an entry's time is its search's.
    let last_mark = Cell::new(Instant::now());
    let mut record = |s: &Searched, done: usize, total: usize| {
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
        r.seconds += last_mark.get().elapsed().as_secs_f64();
        last_mark.set(Instant::now());
        if done == total || done.is_multiple_of(100) {
            eprintln!(
                "ply {ply}: {done}/{total} ({:.0} s)",
                started.elapsed().as_secs_f64()
            );
        }
    };
    let mut searched: Vec<Searched> = generate(&plan, &mut record);
    let played = |g: &LineGame| {
        last_mark.set(Instant::now());
        let result = match g.winner {
            None => "draw".to_string(),
            Some(seat) => format!("seat {seat} wins"),
        };
        println!(
            "round {} | caps {} / {} | {result} after {} moves | {} placing positions off the book",
            g.round, g.caps[0], g.caps[1], g.moves, g.off_book
        );
    };
    if let Err(e) = extend_along_lines(&plan, &mut searched, &mut record, played) {
        eprintln!("cannot extend the book: {e}");
        return ExitCode::FAILURE;
    }
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
