//! `referee league`: its subcommands (clap) and what each does with the
//! league file. A bad argument is a usage error (exit code 2), a file
//! that cannot be used a file error (exit code 1); either leaves the file
//! as it was.

use std::io::Write;
use std::ops::RangeInclusive;
use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::referee::bot_process::LineSink;
use crate::referee::error::RefereeError;
use crate::referee::lookup::find_game;
use crate::referee::seat_spec::SeatSpec;

use super::add::{check_name, crash_check};
use super::ratings::RatingSystem;
use super::review::write_bot_review;
use super::run::{run_league, RunRequest, Target};
use super::show::{standings, write_standings};
use super::store::{Access, LeagueFile, Settings};

/// A league of bots kept in one SQLite file (docs/league.md).
#[derive(Debug, Args)]
pub struct LeagueArgs {
    /// What to do with the league.
    #[command(subcommand)]
    pub command: LeagueCommand,
}

/// The subcommands of `referee league`.
#[derive(Debug, Subcommand)]
pub enum LeagueCommand {
    /// Make a new league file for one game and rule set.
    New {
        /// The league file to make (refused if it exists).
        file: PathBuf,
        /// Game id.
        #[arg(long)]
        game: String,
        /// A named rule set of the game.
        #[arg(long, value_name = "NAME")]
        preset: Option<String>,
        /// Seats of a game: one count (`4`) or a range (`2..5`) the rules
        /// allow (default: every count they allow).
        #[arg(long, value_name = "N|A..B", value_parser = parse_players)]
        players: Option<RangeInclusive<usize>>,
        /// How the bots are rated: `weng-lin` (OpenSkill's) or `trueskill`.
        #[arg(long, value_name = "SYSTEM", default_value = "weng-lin")]
        rating: RatingSystem,
        /// Seed of the league's first game; later games take the next
        /// seeds in turn, none twice.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
    },
    /// Add a bot, once it has played one game without failing.
    ///
    /// The bot plays a game against the game's weakest AI; a bot
    /// disqualified in it (crash, timeout, bad answer) is refused with its
    /// stderr and the file is left unchanged.
    Add {
        /// The league file.
        file: PathBuf,
        /// The bot's name, unique in the league.
        name: String,
        /// `ai:<level>` or `cmd:<shell command>`, as `play --seat`.
        spec: SeatSpec,
        /// Multiply the bot's time limits by F in its first game.
        #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_scale)]
        time_scale: f64,
    },
    /// Take a bot out of the matchmaking (its games stay in the league).
    Remove {
        /// The league file.
        file: PathBuf,
        /// The bot's name.
        name: String,
    },
    /// Play games and write each one as it ends.
    Run {
        /// The league file.
        file: PathBuf,
        /// Games to play in this run.
        #[arg(long, value_name = "N", conflicts_with = "until")]
        games: Option<u64>,
        /// Play until the league holds N games (a stopped run's command,
        /// given again, ends at the same total).
        #[arg(long, value_name = "N")]
        until: Option<u64>,
        /// Games played at the same time.
        #[arg(long, value_name = "J", default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
        jobs: u64,
        /// Multiply the bots' time limits by F.
        #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_scale)]
        time_scale: f64,
    },
    /// The standings: position, name, rating, games, errors, decision time.
    Show {
        /// The league file.
        file: PathBuf,
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
    },
    /// Write one game of the league as a game file the app opens.
    Game {
        /// The league file.
        file: PathBuf,
        /// The game's id (1 = the first game written).
        id: i64,
        /// Where to write the game file.
        #[arg(long, value_name = "OUT")]
        record: PathBuf,
    },
    /// The coach's review of a bot's decisions over its last games.
    Review {
        /// The league file.
        file: PathBuf,
        /// The bot's name.
        name: String,
        /// How many of its last games.
        #[arg(long, value_name = "K", default_value_t = 5)]
        games: usize,
        /// How many of its worst decisions to show.
        #[arg(long, value_name = "N", default_value_t = 5)]
        worst: usize,
        /// Cap each decision's rating at N units of work (faster, coarser;
        /// default: the game's review budget).
        #[arg(long, value_name = "N")]
        work: Option<u64>,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// Games played by `league run` when neither `--games` nor `--until` is
/// given.
pub const DEFAULT_GAMES: u64 = 100;

fn parse_scale(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(scale) if scale.is_finite() && scale > 0.0 => Ok(scale),
        _ => Err(format!("`{text}` is not a positive number")),
    }
}

/// `--players`: `4`, `2..5` or `2..=5`.
pub fn parse_players(text: &str) -> Result<RangeInclusive<usize>, String> {
    let count = |part: &str| {
        part.trim()
            .parse::<usize>()
            .map_err(|_| format!("`{text}` is not a seat count or a range like 2..5"))
    };
    let range = match text.split_once("..") {
        Some((low, high)) => count(low)?..=count(high.trim_start_matches('='))?,
        None => count(text)?..=count(text)?,
    };
    if range.is_empty() {
        return Err(format!("`{text}` is an empty range"));
    }
    Ok(range)
}

/// Runs a `referee league` subcommand, writing its results to `out` and
/// the bots' stderr lines to `stderr_sink`.
pub fn run(
    args: LeagueArgs,
    out: &mut dyn Write,
    stderr_sink: LineSink,
) -> Result<(), RefereeError> {
    let written = |r: std::io::Result<()>| r.map_err(|e| RefereeError::io("cannot write", e));
    match args.command {
        LeagueCommand::New {
            file,
            game,
            preset,
            players,
            rating,
            seed,
        } => {
            let runner = find_game(&game)?;
            let allowed = runner.league().seat_counts(preset.as_deref())?;
            let players = players.unwrap_or(allowed.clone());
            if !(allowed.contains(players.start()) && allowed.contains(players.end())) {
                return Err(RefereeError::Usage(format!(
                    "{game} is played by {} under these rules (got --players {}..{})",
                    count_words(&allowed),
                    players.start(),
                    players.end()
                )));
            }
            let settings = Settings {
                game: runner.id().to_string(),
                preset,
                min_players: *players.start(),
                max_players: *players.end(),
                rating,
                seed,
            };
            LeagueFile::create(&file, &settings)?;
            written(writeln!(
                out,
                "made {}: a {game} league of {}, {} ratings; add bots with `referee league add`",
                file.display(),
                count_words(&players),
                rating.title()
            ))
        }
        LeagueCommand::Add {
            file,
            name,
            spec,
            time_scale,
        } => {
            check_name(&name)?;
            let mut league = LeagueFile::open(&file, Access::Write)?;
            let settings = league.settings()?;
            let runner = find_game(&settings.game).map_err(unknown_game)?;
            let game = runner.league();
            if let Some(bot) = league.bot(&name)? {
                let removed = if bot.removed { " (removed)" } else { "" };
                return Err(RefereeError::Usage(format!(
                    "the league already has a bot called `{name}`{removed}; choose another name"
                )));
            }
            game.check_spec(settings.preset.as_deref(), &spec)?;
            crash_check(game, &settings, &name, &spec, time_scale, &stderr_sink)?;
            league.add_bot(&name, &spec.to_string(), settings.rating.initial())?;
            written(writeln!(
                out,
                "added `{name}` ({spec}): it played a game without failing"
            ))
        }
        LeagueCommand::Remove { file, name } => {
            let mut league = LeagueFile::open(&file, Access::Write)?;
            match league.bot(&name)? {
                None => Err(no_bot(&league, &name)),
                Some(bot) if bot.removed => {
                    Err(RefereeError::Usage(format!("`{name}` was already removed")))
                }
                Some(_) => {
                    league.remove_bot(&name)?;
                    written(writeln!(
                        out,
                        "removed `{name}` from the matchmaking; its games stay in the league"
                    ))
                }
            }
        }
        LeagueCommand::Run {
            file,
            games,
            until,
            jobs,
            time_scale,
        } => {
            let mut league = LeagueFile::open(&file, Access::Write)?;
            let settings = league.settings()?;
            let runner = find_game(&settings.game).map_err(unknown_game)?;
            let target = match (games, until) {
                (_, Some(total)) => Target::Until(total),
                (Some(n), None) => Target::More(n),
                (None, None) => Target::More(DEFAULT_GAMES),
            };
            let request = RunRequest {
                target,
                jobs: jobs as usize,
                time_scale,
                progress: true,
            };
            let summary = run_league(&mut league, runner.league(), &request, stderr_sink)?;
            let rate = match summary.elapsed_s > 0.0 {
                true => summary.played as f64 / summary.elapsed_s,
                false => 0.0,
            };
            written(writeln!(
                out,
                "played {} games in {:.2} s ({rate:.1} games/s); the league holds {} games",
                summary.played, summary.elapsed_s, summary.total
            ))
        }
        LeagueCommand::Show { file, json } => {
            let league = LeagueFile::open(&file, Access::Read)?;
            let table = standings(&league)?;
            if json {
                let text = serde_json::to_string(&table).expect("standings serialize");
                written(writeln!(out, "{text}"))
            } else {
                written(write_standings(&table, out))
            }
        }
        LeagueCommand::Game { file, id, record } => {
            let league = LeagueFile::open(&file, Access::Read)?;
            let Some(text) = league.game_record(id)? else {
                return Err(RefereeError::Usage(format!(
                    "{} has no game {id} (its games are 1 to {})",
                    file.display(),
                    league.game_count()?
                )));
            };
            std::fs::write(&record, format!("{text}\n"))
                .map_err(|e| RefereeError::io(&format!("cannot write {}", record.display()), e))
        }
        LeagueCommand::Review {
            file,
            name,
            games,
            worst,
            work,
            json,
        } => {
            let league = LeagueFile::open(&file, Access::Read)?;
            let settings = league.settings()?;
            let runner = find_game(&settings.game).map_err(unknown_game)?;
            let Some(review) = runner.league().league_review() else {
                return Err(RefereeError::Usage(format!(
                    "{} has no coach to review with",
                    settings.game
                )));
            };
            let bot = league.bot(&name)?.ok_or_else(|| no_bot(&league, &name))?;
            let played = league.games_of(bot.id, games)?;
            let reviewed = review(&played, work, worst)?;
            if json {
                let text = serde_json::to_string(&reviewed).expect("reviews serialize");
                written(writeln!(out, "{text}"))
            } else {
                written(write_bot_review(&name, &reviewed, out))
            }
        }
    }
}

/// `2 to 10 players`, `4 players`.
fn count_words(range: &RangeInclusive<usize>) -> String {
    match range.start() == range.end() {
        true => format!("{} players", range.start()),
        false => format!("{} to {} players", range.start(), range.end()),
    }
}

/// A league of a game this referee does not know: the file's problem.
fn unknown_game(error: RefereeError) -> RefereeError {
    RefereeError::Runtime(format!("the league's {error}"))
}

/// The usage error for a bot the league does not have, naming those it
/// has.
fn no_bot(league: &LeagueFile, name: &str) -> RefereeError {
    let names: Vec<String> = league
        .bots()
        .map(|bots| bots.into_iter().map(|b| b.name).collect())
        .unwrap_or_default();
    let has = match names.is_empty() {
        true => "none yet".to_string(),
        false => names.join(", "),
    };
    RefereeError::Usage(format!("the league has no bot `{name}`; its bots: {has}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_as_one_count_or_a_range() {
        assert_eq!(parse_players("4"), Ok(4..=4));
        assert_eq!(parse_players("2..5"), Ok(2..=5));
        assert_eq!(parse_players("2..=10"), Ok(2..=10));
        assert!(parse_players("5..2").unwrap_err().contains("empty"));
        assert!(parse_players("two").is_err());
    }
}
