//! `league show`: the standings, as a table or one JSON object. Bots are
//! ordered by the conservative rating μ − 3σ (a skill the bot has with
//! about 99.7 % confidence), so a bot with few games is not put first by
//! luck; the table shows μ ± 3σ beside it.

use std::io::{self, Write};

use serde::Serialize;

use crate::referee::error::RefereeError;
use crate::referee::stats::percentile;

use super::store::LeagueFile;

/// One bot's line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// Its place, 1 = first, by [`Standing::conservative`].
    pub position: usize,
    /// Its name.
    pub name: String,
    /// Its seat spec.
    pub spec: String,
    /// Whether it was removed from the matchmaking.
    pub removed: bool,
    /// Its estimated skill μ.
    pub mu: f64,
    /// The uncertainty σ of μ.
    pub sigma: f64,
    /// μ − 3σ, the order of the standings.
    pub conservative: f64,
    /// Games played.
    pub games: u64,
    /// Games in which it was disqualified (crash, timeout, bad answer).
    pub errors: u64,
    /// The 99th percentile of its decision times, in milliseconds (for a
    /// bot, input sent to answer received; for an AI, its thinking).
    pub decision_p99_ms: Option<f64>,
}

/// The whole standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standings {
    /// The game's id.
    pub game: String,
    /// The rules preset, if one was named.
    pub preset: Option<String>,
    /// The fewest and most seats of a game.
    pub players: [usize; 2],
    /// The rating system (`weng-lin` or `trueskill`).
    pub rating: String,
    /// Games in the league.
    pub games: u64,
    /// Every bot, best first.
    pub bots: Vec<Standing>,
}

/// The standings of the league in `file`.
pub fn standings(file: &LeagueFile) -> Result<Standings, RefereeError> {
    let settings = file.settings()?;
    let figures = file.figures()?;
    let mut bots: Vec<Standing> = file
        .bots()?
        .into_iter()
        .map(|bot| {
            let mine = figures.get(&bot.id);
            Standing {
                position: 0,
                conservative: bot.rating.conservative(),
                name: bot.name,
                spec: bot.spec,
                removed: bot.removed,
                mu: bot.rating.mu,
                sigma: bot.rating.sigma,
                games: mine.map_or(0, |f| f.games),
                errors: mine.map_or(0, |f| f.errors),
                decision_p99_ms: mine.and_then(|f| percentile(&f.decision_ms, 99.0)),
            }
        })
        .collect();
    bots.sort_by(|a, b| b.conservative.total_cmp(&a.conservative));
    for (place, bot) in bots.iter_mut().enumerate() {
        bot.position = place + 1;
    }
    Ok(Standings {
        game: settings.game,
        preset: settings.preset,
        players: [settings.min_players, settings.max_players],
        rating: settings.rating.to_string(),
        games: file.game_count()?,
        bots,
    })
}

/// Writes `standings` as a table: a heading, then one line per bot.
pub fn write_standings(standings: &Standings, out: &mut dyn Write) -> io::Result<()> {
    let preset = standings
        .preset
        .as_ref()
        .map_or(String::new(), |p| format!(", preset {p}"));
    let [least, most] = standings.players;
    let players = match least == most {
        true => format!("{least} players"),
        false => format!("{least} to {most} players"),
    };
    let system = match standings.rating.parse::<super::ratings::RatingSystem>() {
        Ok(system) => system.title(),
        Err(_) => "unknown",
    };
    writeln!(
        out,
        "{} league ({players}{preset}), {} games, {system} ratings; ordered by μ − 3σ",
        standings.game, standings.games
    )?;
    let width = standings
        .bots
        .iter()
        .map(|b| b.name.chars().count() + if b.removed { 10 } else { 0 })
        .max()
        .unwrap_or(0)
        .max("name".len());
    writeln!(
        out,
        "{:>3}  {:<width$}  {:>7}  {:>14}  {:>6}  {:>6}  {:>8}  spec",
        "#", "name", "μ − 3σ", "μ ± 3σ", "games", "errors", "p99 ms"
    )?;
    for bot in &standings.bots {
        let name = match bot.removed {
            true => format!("{} (removed)", bot.name),
            false => bot.name.clone(),
        };
        let p99 = bot
            .decision_p99_ms
            .map_or("-".to_string(), |ms| format!("{ms:.1}"));
        writeln!(
            out,
            "{:>3}  {name:<width$}  {:>7.2}  {:>14}  {:>6}  {:>6}  {p99:>8}  {}",
            bot.position,
            bot.conservative,
            format!("{:.2} ± {:.2}", bot.mu, 3.0 * bot.sigma),
            bot.games,
            bot.errors,
            bot.spec
        )?;
    }
    Ok(())
}
