//! The command line of the CodinGame SDK's runner
//! (`com.codingame.gameengine.runner.CommandLineInterface`, as
//! cg-brutaltester, psyleague's and CG Arena's wrapper scripts call it),
//! read for `referee cg <game>`: `-p1 "<bot>" -p2 "<bot>" …`, `-seed N`,
//! `-d key=value`, `-l FILE`, `-h`.

use std::path::PathBuf;

use super::error::RefereeError;

/// The help `referee cg <game> -h` prints.
pub const CG_HELP: &str = "\
usage: referee cg <game> -p1 <player1 command line> -p2 <player2 command line> [-pN ...]
                  [-seed N | -d seed=N] [-d preset=NAME] [-d time-scale=F]
                  [-d record=FILE] [-l FILE]
 -pN <command>    Player N's command line (sh -c); the number of players
                  is the number of -pN given, 1 to N without gaps
 -pNn <name>      Player N's nickname (in the log's agents; also -pNname)
 -seed <N>        Seed of the game (default: from the clock)
 -d <key=value>   A game parameter: seed, preset (a rule set of the game),
                  time-scale (multiplies the bots' time limits), record
                  (write the game file the app opens to FILE)
 -l <FILE>        Write the JSON log (scores, errors, outputs, failCause,
                  and parlour's own fields under \"parlour\") to FILE
 -league <N>      Accepted and ignored (parlour's games have no leagues);
                  so is -lvl <N>
 -h               Print this help
stdout: one score per player, one per line (higher is better; only a
failed bot's is negative), then the game parameters (seed=N, ...).
Exit codes: 0 the game was played, 2 usage error, 1 runtime error.";

/// What `referee cg` was asked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CgArgs {
    /// The players' command lines, player 1 first.
    pub players: Vec<String>,
    /// The players' nicknames, where given.
    pub nicknames: Vec<Option<String>>,
    /// The seed, if `-seed` or `-d seed=` gave one.
    pub seed: Option<u64>,
    /// A named rule set (`-d preset=`).
    pub preset: Option<String>,
    /// Factor applied to the bots' time limits (`-d time-scale=`).
    pub time_scale: f64,
    /// Where to write the game file (`-d record=`).
    pub record: Option<PathBuf>,
    /// Where to write the JSON log (`-l`).
    pub log: Option<PathBuf>,
    /// `-h`: print the help and play nothing.
    pub help: bool,
}

fn usage(text: String) -> RefereeError {
    RefereeError::Usage(text)
}

/// Reads the runner's arguments (after `referee cg <game>`).
pub fn parse_cg_args(args: &[String]) -> Result<CgArgs, RefereeError> {
    let mut parsed = CgArgs {
        time_scale: 1.0,
        ..CgArgs::default()
    };
    let mut players: Vec<Option<String>> = Vec::new();
    let mut nicknames: Vec<Option<String>> = Vec::new();
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let mut value = |what: &str| {
            words
                .next()
                .cloned()
                .ok_or_else(|| usage(format!("`{word}` needs {what}")))
        };
        match word.as_str() {
            "-h" | "--help" => parsed.help = true,
            "-s" => {
                return Err(usage(
                    "server mode (-s) is not offered: parlour's referee shows no web viewer; \
                     open the game file (-d record=FILE, or the log's parlour.record) in the app"
                        .into(),
                ))
            }
            "-r" | "-port" => {
                return Err(usage(format!(
                    "`{word}` (the replay viewer) is not offered: open the game file \
                     (-d record=FILE) in the app"
                )))
            }
            "-seed" => parsed.seed = Some(parse_seed(&value("a seed")?)?),
            "-l" => parsed.log = Some(PathBuf::from(value("a file")?)),
            "-league" | "-lvl" => {
                let level = value("a level")?;
                level
                    .parse::<u32>()
                    .map_err(|_| usage(format!("`-league {level}` needs a number")))?;
            }
            "-d" => parameter(&mut parsed, &value("`key=value`")?)?,
            _ => {
                let Some((index, nickname)) = player_flag(word) else {
                    return Err(usage(format!(
                        "unknown option `{word}`; see `referee cg <game> -h`"
                    )));
                };
                let list = if nickname {
                    &mut nicknames
                } else {
                    &mut players
                };
                if list.len() <= index {
                    list.resize(index + 1, None);
                }
                list[index] = Some(value(if nickname {
                    "a nickname"
                } else {
                    "a command line"
                })?);
            }
        }
    }
    if parsed.help {
        return Ok(parsed);
    }
    if let Some(missing) = players.iter().position(Option::is_none) {
        return Err(usage(format!(
            "-p{} is missing: give the players as -p1 to -p{} without gaps",
            missing + 1,
            players.len()
        )));
    }
    parsed.players = players.into_iter().flatten().collect();
    if parsed.players.is_empty() {
        return Err(usage(
            "no player: give each bot's command line with -p1, -p2, …".into(),
        ));
    }
    if let Some(blank) = parsed.players.iter().position(|p| p.trim().is_empty()) {
        return Err(usage(format!("-p{} is an empty command line", blank + 1)));
    }
    nicknames.resize(parsed.players.len(), None);
    parsed.nicknames = nicknames;
    Ok(parsed)
}

/// `-pN` (player N, from 1) or `-pNn` / `-pNname` (its nickname, as
/// community copies of the runner spell it): the index from 0 and
/// whether it is a nickname.
fn player_flag(word: &str) -> Option<(usize, bool)> {
    let rest = word.strip_prefix("-p")?;
    let (number, nickname) = match rest.strip_suffix("name").or_else(|| rest.strip_suffix('n')) {
        Some(number) => (number, true),
        None => (rest, false),
    };
    let number: usize = number.parse().ok().filter(|n| (1..=64).contains(n))?;
    Some((number - 1, nickname))
}

fn parse_seed(text: &str) -> Result<u64, RefereeError> {
    text.parse::<i64>()
        .map(|seed| seed as u64)
        .or_else(|_| text.parse::<u64>())
        .map_err(|_| usage(format!("`{text}` is not a seed (an integer)")))
}

/// One `-d key=value` (brutaltester passes `-d seed=N`).
fn parameter(parsed: &mut CgArgs, text: &str) -> Result<(), RefereeError> {
    let Some((key, value)) = text.split_once('=') else {
        return Err(usage(format!("`-d {text}` is not `key=value`")));
    };
    match key.trim() {
        "seed" => parsed.seed = Some(parse_seed(value.trim())?),
        "preset" => parsed.preset = Some(value.trim().to_string()),
        "record" => parsed.record = Some(PathBuf::from(value)),
        "time-scale" => {
            parsed.time_scale = value
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|f| f.is_finite() && *f > 0.0)
                .ok_or_else(|| usage(format!("`time-scale={value}` needs a positive number")))?;
        }
        other => {
            return Err(usage(format!(
                "unknown game parameter `{other}`; known: seed, preset, time-scale, record"
            )))
        }
    }
    Ok(())
}
