//! `referee solve`: `morris` builds the Nine Men's Morris endgame tables
//! (every material up to five, or six, stones a side) into a cache folder, or
//! answers a position from them (`docs/morris.md`); `fireworks` is the
//! best score a deal allows ([`super::solve_fireworks`]).
//!
//! ```text
//! referee solve morris --build [--max N] [--check] [--cache DIR]
//! referee solve morris --board LINE --to-move 0|1 [--json] [--moves N]
//!                      [--in-hand A,B] [--cache DIR]
//! referee solve fireworks --seed S [--preset P] [--players N] [--json]
//! ```

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::error::RefereeError;
use super::morris_cache::{build, cache_dir, load_for_query};
use super::morris_query::{materials_for, read_query, write_answer};
use super::solve_fireworks::{run_solve_fireworks, SolveFireworksArgs};
use crate::engine::morris::ai::endgame::index::LEAST_PIVOT;
use crate::engine::morris::ai::endgame::tables::Tables;

/// The games `referee solve` knows.
#[derive(Debug, Subcommand)]
pub enum SolveCommand {
    /// Nine Men's Morris endgame tables: build them, or ask them.
    ///
    /// `--build` solves every material from 3 v 3 to --max stones a side
    /// (both sides to move, all stones placed) by retrograde analysis into
    /// the cache folder, one file a material. `--board LINE --to-move
    /// SEAT` prints the verdict of that position for the seat to move
    /// (win, draw or loss and the distance in plies, or `not in the
    /// tables`), then each legal command with the same seat's verdict
    /// after it. See docs/morris.md.
    Morris(SolveArgs),
    /// The best score a Fireworks deal allows, seeing every card: per
    /// round, the score, whether it is exact or an upper bound and why,
    /// and the time taken.
    Fireworks(SolveFireworksArgs),
}

/// The arguments of `referee solve morris`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Build the tables of every material up to --max stones a side into
    /// the cache folder (materials already there are kept; a damaged file
    /// is rebuilt).
    #[arg(long, conflicts_with_all = ["board", "json", "moves", "in_hand"])]
    pub build: bool,
    /// With --build: then check every position of every material against
    /// its moves one ply ahead (a won one has a move to a lost one, a lost
    /// one only moves to won ones, the distances one apart), and 200
    /// positions a material against a plain search on the engine's rules.
    #[arg(long, requires = "build")]
    pub check: bool,
    /// The most stones a side to build (3 to 6; 6 takes a few minutes and
    /// about 2 GB of memory, see docs/morris.md).
    #[arg(long, value_name = "N", default_value_t = 5, value_parser = clap::value_parser!(u8).range(3..=6))]
    pub max: u8,
    /// The cache folder (default `$XDG_CACHE_HOME/parlour/morris`, else
    /// `~/.cache/parlour/morris`).
    #[arg(long, value_name = "DIR")]
    pub cache: Option<PathBuf>,
    /// The position: a CodinGame board line `A1:s;D1:s;…` (rule 12).
    #[arg(long, value_name = "LINE", required_unless_present = "build")]
    pub board: Option<String>,
    /// The seat to move.
    #[arg(long = "to-move", value_name = "SEAT", required_unless_present = "build",
          value_parser = clap::value_parser!(u8).range(0..=1))]
    pub to_move: Option<u8>,
    /// Print one JSON object instead of lines.
    #[arg(long)]
    pub json: bool,
    /// Moves played so far in the game: a win or loss whose end comes
    /// after the 200th move is then a draw (without it, distances are
    /// given as they are).
    #[arg(long, value_name = "N")]
    pub moves: Option<u16>,
    /// Stones each seat still has to place, `A,B` (a board line cannot
    /// show them; the tables hold none).
    #[arg(long = "in-hand", value_name = "A,B", value_parser = parse_in_hand)]
    pub in_hand: Option<[u8; 2]>,
}

/// Reads `A,B`, two stone counts.
fn parse_in_hand(text: &str) -> Result<[u8; 2], String> {
    let counts: Vec<Option<u8>> = text.split(',').map(|c| c.trim().parse().ok()).collect();
    match counts[..] {
        [Some(a), Some(b)] if a <= 9 && b <= 9 => Ok([a, b]),
        _ => Err(format!(
            "`{text}` is not two stone counts `A,B` from 0 to 9"
        )),
    }
}

/// Runs `referee solve`.
pub fn run_solve(command: &SolveCommand, out: &mut dyn Write) -> Result<(), RefereeError> {
    match command {
        SolveCommand::Morris(args) => run_solve_morris(args, out),
        SolveCommand::Fireworks(args) => run_solve_fireworks(args, out),
    }
}

/// `referee solve morris`: builds the tables, or answers a position.
fn run_solve_morris(args: &SolveArgs, out: &mut dyn Write) -> Result<(), RefereeError> {
    let dir = cache_dir(args.cache.as_deref())?;
    if args.build {
        return build(&dir, usize::from(args.max), args.check, out);
    }
    let (Some(board), Some(to_move)) = (&args.board, args.to_move) else {
        return Err(RefereeError::Usage(
            "give --build, or --board LINE and --to-move SEAT".into(),
        ));
    };
    let query = read_query(
        board,
        usize::from(to_move),
        args.moves,
        args.in_hand.unwrap_or([0, 0]),
    )?;
    let materials = materials_for(&query);
    // The numbering the materials need (6-stone pivots only for 6 v 6).
    let pivot = materials
        .iter()
        .map(|m| m.fewer)
        .max()
        .unwrap_or(LEAST_PIVOT);
    let mut tables = Tables::up_to(pivot);
    load_for_query(&mut tables, &dir, &materials)?;
    write_answer(&tables, &query, args.json, out).map_err(|e| RefereeError::io("cannot write", e))
}
