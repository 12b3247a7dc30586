//! `referee puzzles`: mines a game's puzzles from the AIs' own games
//! ([`crate::engine::coach::puzzles`]) under the game's default rules and
//! writes the puzzle file the app ships (`src/engine/<game>/puzzles/`:
//! `<game>.json`, and `<game>.<code>.json` with `--lang fr` or `--lang
//! de`).

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use crate::engine::agent::HasAgents;
use crate::engine::coach::puzzles::{mine, puzzles_file, MineBudget, MineProgress};
use crate::engine::coach::Coach;
use crate::engine::study::setup::Studio;
use crate::text::Lang;

use super::error::RefereeError;

/// The arguments of `referee puzzles`.
#[derive(Debug, clap::Args)]
pub struct PuzzlesArgs {
    /// Game id.
    pub game: String,
    /// How many puzzles to mine.
    #[arg(long, value_name = "N", default_value_t = 60,
          value_parser = clap::value_parser!(u64).range(1..=10_000))]
    pub count: u64,
    /// Seed of the first AI game (game i is dealt from S + i).
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Write the puzzle file to FILE instead of standard output.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// The AIs' work cap per decision (hard's playouts, nodes or
    /// rollouts; default: about what hard does in the app's time).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub work: Option<u64>,
    /// How many of the puzzles must be proved: one move alone wins (or
    /// holds the draw), every move's result known exactly (Morris: the
    /// solved endgames); the game's other puzzles make up the count.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub proved: u64,
    /// The language of the puzzles' texts: en, fr or de (the puzzles are
    /// the same in each; the app reads <game>.json in English and
    /// <game>.<code>.json in the others).
    #[arg(long, value_name = "CODE", default_value = "en")]
    pub lang: String,
}

/// `referee puzzles`: mines `args.count` puzzles of `args.game` with
/// `miner` (the game's [`puzzles_of`]) and writes the file to `args.out`
/// or `out`; progress goes to stderr. An unknown language is a usage
/// error; too few puzzles, an AI that broke or a file that cannot be
/// written, a runtime error.
pub fn run_puzzles(
    args: &PuzzlesArgs,
    miner: PuzzlesFn,
    out: &mut dyn Write,
) -> Result<(), RefereeError> {
    let lang = Lang::from_tag(&args.lang).ok_or_else(|| {
        RefereeError::Usage(format!(
            "unknown language `{}`; available: en, fr, de",
            args.lang
        ))
    })?;
    // The puzzles' texts only: the referee's own words stay English.
    crate::text::set_catalog(crate::text::built_catalog(lang).map(std::rc::Rc::new));
    miner(args, out)
}

/// How `referee puzzles` mines one game's puzzles.
pub type PuzzlesFn = fn(&PuzzlesArgs, &mut dyn Write) -> Result<(), RefereeError>;

/// [`run_puzzles`] for game `G`.
pub fn puzzles_of<G: Coach + Studio + HasAgents>(
    args: &PuzzlesArgs,
    out: &mut dyn Write,
) -> Result<(), RefereeError> {
    let count = args.count as usize;
    if args.proved > args.count {
        return Err(RefereeError::Usage(format!(
            "--proved {} is more than --count {}",
            args.proved, args.count
        )));
    }
    let budget = MineBudget {
        proved: args.proved as usize,
        ..MineBudget::new::<G>(args.work.unwrap_or(G::PLAY_WORK))
    };
    let start = Instant::now();
    let mut tell = |p: &MineProgress| {
        eprintln!(
            "puzzles {}: {} games, {} decisions judged, {} of {count} puzzles ({:.0} s)",
            G::ID,
            p.games,
            p.judged,
            p.found,
            start.elapsed().as_secs_f64()
        );
    };
    let name = G::name().into();
    let puzzles = mine::<G>(
        &G::Options::default(),
        args.seed,
        count,
        &budget,
        &name,
        &mut tell,
    )
    .map_err(|e| RefereeError::Runtime(format!("cannot mine {} puzzles: {e}", G::ID)))?;
    if puzzles.len() < count {
        return Err(RefereeError::Runtime(format!(
            "only {} {} puzzles ({} proved) in {} games",
            puzzles.len(),
            G::ID,
            puzzles.iter().filter(|p| p.proved).count(),
            budget.max_games
        )));
    }
    let grades: Vec<String> = (0..=G::LEVELS.len())
        .map(|grade| {
            let n = puzzles
                .iter()
                .filter(|p| usize::from(p.grade) == grade)
                .count();
            format!("{grade}: {n}")
        })
        .collect();
    eprintln!(
        "puzzles {}: {} puzzles ({} proved) in {:.0} s; grades {}",
        G::ID,
        puzzles.len(),
        puzzles.iter().filter(|p| p.proved).count(),
        start.elapsed().as_secs_f64(),
        grades.join(", ")
    );
    let file = puzzles_file(G::ID, &puzzles);
    match &args.out {
        Some(path) => std::fs::write(path, file)
            .map_err(|e| RefereeError::io(&format!("cannot write {}", path.display()), e)),
        None => out
            .write_all(file.as_bytes())
            .map_err(|e| RefereeError::io("cannot write the puzzles", e)),
    }
}
