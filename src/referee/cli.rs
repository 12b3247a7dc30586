//! The `referee` command line: parsing (clap) and dispatch to the
//! registry. Exit codes: 0 success, 2 usage error, 1 runtime error.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};

use super::arena::{write_table, ArenaRequest};
use super::bench::write_bench;
use super::bot_command::BotRequest;
use super::bot_process::LineSink;
use super::cg_args::{parse_cg_args, CG_HELP};
use super::error::RefereeError;
use super::league::cli::LeagueArgs;
use super::lookup::{
    find_core_playouts, find_game, find_perft, find_puzzles, find_review, find_search,
};
use super::perft::{run_perft, write_perft};
use super::play_report::PlayRequest;
use super::puzzles::{run_puzzles, PuzzlesArgs};
use super::registry::CoopRequest;
use super::review::ReviewArgs;
use super::search::{write_search_report, SearchRequest};
use super::seat_spec::SeatSpec;
use super::solve::{run_solve, SolveCommand};

/// Runs games between external bots (CodinGame protocol over
/// stdin/stdout) and built-in AIs.
#[derive(Debug, Parser)]
#[command(
    name = "referee",
    version,
    after_help = "Exit codes: 0 success, 2 usage error, 1 runtime error."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The referee's subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play one game and print its JSON report on stdout.
    ///
    /// The report is one JSON object: game, seed, seats (as given), scores,
    /// ranks (1 = best, ties share), disqualified (reason or null per
    /// seat), turns (record steps: actions and forfeits) and record (the
    /// replayable game record).
    Play {
        /// Game id.
        game: String,
        /// Seed of the game.
        #[arg(long)]
        seed: u64,
        /// One per seat, in seat order: `ai:<level>` or `cmd:<shell command>`.
        #[arg(long = "seat", value_name = "SPEC", required = true)]
        seats: Vec<SeatSpec>,
        /// Multiply the bots' time limits by F (e.g. 10 for a debug build).
        #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_scale)]
        time_scale: f64,
        /// Write every exchanged line (`seat N < sent`, `seat N > answer`,
        /// `seat N ai action`) and disqualifications to FILE.
        #[arg(long, value_name = "FILE")]
        log: Option<PathBuf>,
        /// Write the game file the app opens ("Open game file"), showing
        /// the end of the game, to FILE.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// A named rule set of the game (fireworks: `standard`, `codingame`).
        #[arg(long, value_name = "NAME")]
        preset: Option<String>,
    },
    /// Review every decision of a recorded game with the coach.
    ///
    /// FILE is a game file (the app's "Download game", `play --record`),
    /// the JSON report of `referee play` or a bare record. Each decision
    /// is rated by the hard AI on what its seat could know, marked good,
    /// inaccuracy, mistake or blunder by what it lost against the best
    /// move, and explained; then each seat's accuracy and marks.
    Review(ReviewArgs),
    /// Mine puzzles from the AIs' own games and write the puzzle file.
    ///
    /// The AIs play games at mixed levels under the game's default rules;
    /// the coach judges their decisions, and a mistake or blunder where
    /// fewer than half of the legal moves are good becomes a puzzle (at
    /// most two a game), graded by how many AI levels miss it. The file
    /// (`src/engine/<game>/puzzles/<game>.json` in the repository) goes to stdout or
    /// --out; progress to stderr.
    Puzzles(PuzzlesArgs),
    /// Play many games and print statistics per seat spec.
    Arena {
        /// Game id.
        game: String,
        /// Number of games; with --duplicate, number of deals (each played
        /// once per seat rotation, so N × seat count games).
        #[arg(long, value_name = "N")]
        games: u64,
        /// One per seat, in starting order: `ai:<level>` or `cmd:<shell command>`.
        #[arg(long = "seat", value_name = "SPEC", required = true)]
        seats: Vec<SeatSpec>,
        /// Replay each deal with the seats rotated through all positions.
        #[arg(long)]
        duplicate: bool,
        /// Seed of the first game (game or deal i uses seed S + i).
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
        /// Multiply the bots' time limits by F.
        #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_scale)]
        time_scale: f64,
        /// Games played at the same time.
        #[arg(long, value_name = "J", default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
        jobs: u64,
        /// A named rule set of the game (fireworks: `standard`, `codingame`).
        #[arg(long, value_name = "NAME")]
        preset: Option<String>,
    },
    /// Single rounds of a cooperative game (fireworks) by the given seats,
    /// with the team's figures: points, height, perfect rounds, mistakes,
    /// rounds ended by the fatal mistake, decision times per level.
    Coop {
        /// Game id (a cooperative game, e.g. `fireworks`).
        game: String,
        /// Number of rounds (round i uses seed S + i).
        #[arg(long, value_name = "N")]
        rounds: u64,
        /// One per player of the round, in round order: `ai:<level>` or
        /// `cmd:<shell command>`.
        #[arg(long = "seat", value_name = "SPEC", required = true)]
        seats: Vec<SeatSpec>,
        /// A named rule set of the game (fireworks: `standard`, `codingame`).
        #[arg(long, value_name = "NAME")]
        preset: Option<String>,
        /// Seed of the first round.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
        /// Multiply the bots' time limits by F.
        #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_scale)]
        time_scale: f64,
        /// Rounds played at the same time.
        #[arg(long, value_name = "J", default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
        jobs: u64,
    },
    /// Uniformly random playouts on the engine alone: games/s and moves/s.
    Bench {
        /// Game id.
        game: String,
        /// Number of games.
        #[arg(long, value_name = "N")]
        games: u64,
        /// Seed of the first game (game i uses seed S + i).
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// A named rules preset of the game (its default rules otherwise).
        #[arg(long, value_name = "P")]
        preset: Option<String>,
        /// Players at each table (the rules' own count otherwise).
        #[arg(long, value_name = "N")]
        players: Option<usize>,
        /// Time the game's position core (what its search and solver run
        /// on) instead of the engine's game interface (Morris only).
        #[arg(long, conflicts_with_all = ["preset", "players"])]
        core: bool,
        /// Print one JSON object instead of a line.
        #[arg(long)]
        json: bool,
    },
    /// Hard AI against an opponent: depth reached and nodes/s per game phase.
    ///
    /// Plays the games one at a time, hard first in even games and second
    /// in odd ones, and times every decision of hard. Forced moves (a single
    /// legal move) are counted apart.
    Search {
        /// Game id (a game whose hard AI reports its search).
        game: String,
        /// Number of games.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        /// Hard's time per decision, in milliseconds (default: the game's own).
        #[arg(long, value_name = "MS", value_parser = parse_scale)]
        time_ms: Option<f64>,
        /// Seed of the first game (game i uses seed S + i).
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// The opponent's level, as in `ai:<level>`.
        #[arg(long, value_name = "LEVEL", default_value = "medium")]
        opponent: String,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// One game on the CodinGame SDK runner's command line, for
    /// cg-brutaltester, psyleague and CG Arena (see `referee cg <game> -h`).
    ///
    /// `-p1 "<bot>" -p2 "<bot>" …` (their number is the player count),
    /// `-seed N` or `-d seed=N`, `-d preset=NAME`, `-l FILE` (the JSON
    /// log). Prints each player's score on its own line (higher is
    /// better; only a failed bot's is negative), then `seed=N`.
    #[command(disable_help_flag = true)]
    Cg {
        /// Game id.
        game: String,
        /// The runner's arguments.
        #[arg(allow_hyphen_values = true, trailing_var_arg = true, num_args = 0..)]
        args: Vec<String>,
    },
    /// A built-in AI as a CodinGame bot on stdin/stdout.
    ///
    /// It reads what the referee sends, rebuilds its seat's view from
    /// those lines alone and answers as `ai:<level>` would in `referee
    /// play`; for any referee that speaks the game's protocol.
    Bot {
        /// Game id.
        game: String,
        /// The AI's level, as in `ai:<level>` (`hard@MS` sets hard's time).
        level: String,
        /// A named rule set of the game (the one the referee plays).
        #[arg(long, value_name = "NAME")]
        preset: Option<String>,
        /// Mixed into every decision's seed.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
    },
    /// A league of bots kept in one SQLite file: new, add, remove, run,
    /// show, game, review (docs/league.md).
    League(LeagueArgs),
    /// Count the positions DEPTH moves from the start (move generator check).
    Perft {
        /// Game id.
        game: String,
        /// Number of moves.
        depth: u32,
    },
    /// Solved games: Morris endgame tables (`solve morris`), the best
    /// score a Fireworks deal allows (`solve fireworks`).
    #[command(subcommand)]
    Solve(SolveCommand),
}

fn parse_scale(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(scale) if scale.is_finite() && scale > 0.0 => Ok(scale),
        _ => Err(format!("`{text}` is not a positive number")),
    }
}

/// Runs a parsed command, writing results to `out` and the bots' stderr
/// lines to `stderr_sink`.
pub fn run(cli: Cli, out: &mut dyn Write, stderr_sink: LineSink) -> Result<(), RefereeError> {
    let written = |r: std::io::Result<()>| r.map_err(|e| RefereeError::io("cannot write", e));
    match cli.command {
        Command::Play {
            game,
            seed,
            seats,
            time_scale,
            log,
            record,
            preset,
        } => {
            let request = PlayRequest {
                seats: &seats,
                seed,
                time_scale,
                log: log.as_deref(),
                record: record.as_deref(),
                preset: preset.as_deref(),
            };
            find_game(&game)?.play(&request, out, stderr_sink)
        }
        Command::Review(args) => find_review(&args.game)?(&args, out),
        Command::Puzzles(args) => run_puzzles(&args, find_puzzles(&args.game)?, out),
        Command::Arena {
            game,
            games,
            seats,
            duplicate,
            seed,
            json,
            time_scale,
            jobs,
            preset,
        } => {
            let runner = find_game(&game)?;
            let request = ArenaRequest {
                seats: &seats,
                games,
                seed,
                duplicate,
                time_scale,
                jobs: jobs as usize,
                progress: true,
                preset,
            };
            let report = runner.arena(&request, stderr_sink)?;
            if json {
                written(writeln!(out, "{}", to_json(&report)))
            } else {
                written(write_table(&report, out))
            }
        }
        Command::Coop {
            game,
            rounds,
            seats,
            preset,
            seed,
            json,
            time_scale,
            jobs,
        } => {
            let request = CoopRequest {
                seats: &seats,
                rounds,
                seed,
                preset,
                time_scale,
                jobs: jobs as usize,
                progress: true,
            };
            let report = find_game(&game)?.coop(&request, stderr_sink)?;
            if json {
                written(writeln!(out, "{}", to_json(&report)))
            } else {
                written(write_table(&report, out))
            }
        }
        Command::Bench {
            game,
            games,
            seed,
            preset,
            players,
            core,
            json,
        } => {
            let report = match core {
                false => find_game(&game)?.bench(games, seed, preset.as_deref(), players)?,
                true => {
                    find_core_playouts(&game)?;
                    find_game(&game)?
                        .core_bench(games, seed)
                        .expect("a game with core playouts benches them")
                }
            };
            if json {
                written(writeln!(out, "{}", to_json(&report)))
            } else {
                written(write_bench(&report, out))
            }
        }
        Command::Search {
            game,
            games,
            time_ms,
            seed,
            opponent,
            json,
        } => {
            let request = SearchRequest {
                games,
                time_ms,
                seed,
                opponent,
                max_nodes: None,
            };
            let report = find_search(&game)?(&request)?;
            if json {
                written(writeln!(out, "{}", to_json(&report)))
            } else {
                written(write_search_report(&report, out))
            }
        }
        Command::Cg { game, args } => {
            let args = parse_cg_args(&args)?;
            if args.help {
                return written(writeln!(out, "{CG_HELP}"));
            }
            find_game(&game)?.cg(&args, out)
        }
        Command::Bot {
            game,
            level,
            preset,
            seed,
        } => {
            let request = BotRequest {
                level: &level,
                preset: preset.as_deref(),
                seed,
            };
            let stdin = std::io::stdin();
            find_game(&game)?.bot(&request, &mut stdin.lock(), out)
        }
        Command::League(args) => super::league::cli::run(args, out, stderr_sink),
        Command::Perft { game, depth } => {
            let count = find_perft(&game)?;
            written(write_perft(&run_perft(&game, depth, count), out))
        }
        Command::Solve(command) => run_solve(&command, out),
    }
}

fn to_json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).expect("reports always serialize")
}

/// Help and version as clap prints them; any other command-line error
/// as one line, `referee: error: …` (its first paragraph, the usage and
/// tips left out), and exit code 2.
fn usage_exit(error: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        error.exit()
    }
    eprintln!("referee: error: {}", one_line(&error.render().to_string()));
    ExitCode::from(2)
}

/// The first paragraph of clap's message in one line, without its
/// `error: ` label.
fn one_line(message: &str) -> String {
    let words: Vec<&str> = message
        .lines()
        .map(str::trim)
        .take_while(|line| !line.is_empty() && !line.starts_with("Usage:"))
        .collect();
    words.join(" ").trim_start_matches("error: ").to_string()
}

/// The `referee` program: parses `std::env::args` (a usage error is one
/// line and exit code 2), runs, and reports an error as one line on
/// stderr.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_exit(error),
    };
    let sink: LineSink = Arc::new(|line: &str| eprintln!("{line}"));
    let stdout = std::io::stdout();
    match run(cli, &mut stdout.lock(), sink) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("referee: error: {error}");
            ExitCode::from(error.exit_code())
        }
    }
}
