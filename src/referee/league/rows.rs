//! The rows of a league file read and written: its bots, its games, their
//! seats, and what `show` and `review` read back. Each finished game is
//! written in its own transaction (the game, its seats and the bots' new
//! ratings), so a run killed at any moment leaves every game that had
//! ended and nothing of the others. The file itself, its schema and its
//! checks are in [`super::store`].

use std::collections::HashMap;

use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::decompress_to_vec_zlib_with_limit;
use rusqlite::{params, OptionalExtension, TransactionBehavior};

use crate::referee::error::RefereeError;

use super::game::PlayedGame;
use super::matchmaking::History;
use super::ratings::{Rating, RatingSystem};
use super::review::BotGame;
use super::store::{file_error, now, sql_error, LeagueFile};

/// One bot of the league.
#[derive(Clone, Debug, PartialEq)]
pub struct Bot {
    /// Its id in the file.
    pub id: i64,
    /// Its unique name.
    pub name: String,
    /// Its seat spec, `ai:<level>` or `cmd:<shell command>`.
    pub spec: String,
    /// Whether `league remove` took it out of the matchmaking.
    pub removed: bool,
    /// Its rating now.
    pub rating: Rating,
}

/// One bot's figures over every game it played.
#[derive(Clone, Debug, PartialEq)]
pub struct BotFigures {
    /// Games played.
    pub games: u64,
    /// Games in which it was disqualified.
    pub errors: u64,
    /// The time of each of its decisions, in milliseconds.
    pub decision_ms: Vec<f64>,
}

/// The most bytes a stored game file may unpack to.
const MOST_RECORD_BYTES: usize = 64 << 20;

/// A game file as the league keeps it: zlib-compressed (a tenth of its
/// size; the checksum tells a damaged one).
fn pack(record: &str) -> Vec<u8> {
    compress_to_vec_zlib(record.as_bytes(), 6)
}

/// A kept game file unpacked, or `None` if it is damaged.
fn unpack(packed: &[u8]) -> Option<String> {
    let bytes = decompress_to_vec_zlib_with_limit(packed, MOST_RECORD_BYTES).ok()?;
    String::from_utf8(bytes).ok()
}

impl LeagueFile {
    /// Every bot, removed ones included, in the order they were added.
    pub fn bots(&self) -> Result<Vec<Bot>, RefereeError> {
        let read = || -> rusqlite::Result<Vec<Bot>> {
            let mut statement = self
                .conn
                .prepare("SELECT id, name, spec, removed, mu, sigma FROM bots ORDER BY id")?;
            let rows = statement.query_map([], |row| {
                Ok(Bot {
                    id: row.get(0)?,
                    name: row.get(1)?,
                    spec: row.get(2)?,
                    removed: row.get(3)?,
                    rating: Rating {
                        mu: row.get(4)?,
                        sigma: row.get(5)?,
                    },
                })
            })?;
            rows.collect()
        };
        read().map_err(|e| self.error(e))
    }

    /// The bot called `name`, if there is one (removed or not).
    pub fn bot(&self, name: &str) -> Result<Option<Bot>, RefereeError> {
        Ok(self.bots()?.into_iter().find(|bot| bot.name == name))
    }

    /// Adds a bot with a first rating.
    pub fn add_bot(&mut self, name: &str, spec: &str, rating: Rating) -> Result<(), RefereeError> {
        self.conn
            .execute(
                "INSERT INTO bots (name, spec, mu, sigma, added) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![name, spec, rating.mu, rating.sigma, now()],
            )
            .map(|_| ())
            .map_err(|e| self.error(e))
    }

    /// Takes the bot called `name` out of the matchmaking; its games stay.
    pub fn remove_bot(&mut self, name: &str) -> Result<(), RefereeError> {
        self.conn
            .execute("UPDATE bots SET removed = 1 WHERE name = ?1", params![name])
            .map(|_| ())
            .map_err(|e| self.error(e))
    }

    /// The number of games in the league.
    pub fn game_count(&self) -> Result<u64, RefereeError> {
        self.conn
            .query_row("SELECT COUNT(*) FROM games", [], |row| row.get::<_, i64>(0))
            .map(|n| n as u64)
            .map_err(|e| self.error(e))
    }

    /// The seed of the next game: one past the largest seed played, or
    /// the league's first seed.
    pub fn next_seed(&self, first: u64) -> Result<u64, RefereeError> {
        let largest: Option<i64> = self
            .conn
            .query_row("SELECT MAX(seed) FROM games", [], |row| row.get(0))
            .map_err(|e| self.error(e))?;
        Ok(largest.map_or(first, |seed| (seed as u64).wrapping_add(1)))
    }

    /// The games played so far at each seat count and by each set of bots,
    /// and each bot's number of games.
    pub fn history(&self) -> Result<(History, HashMap<i64, u64>), RefereeError> {
        let read = || -> rusqlite::Result<Vec<(i64, i64)>> {
            let mut statement = self
                .conn
                .prepare("SELECT game, bot FROM seats ORDER BY game, bot")?;
            let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
            rows.collect()
        };
        let rows = read().map_err(|e| self.error(e))?;
        let mut history = History::default();
        let mut games = HashMap::new();
        for chunk in rows.chunk_by(|a, b| a.0 == b.0) {
            let set: Vec<i64> = chunk.iter().map(|&(_, bot)| bot).collect();
            for &bot in &set {
                *games.entry(bot).or_insert(0) += 1;
            }
            *history.per_count.entry(set.len()).or_insert(0) += 1;
            *history.per_set.entry(set).or_insert(0) += 1;
        }
        Ok((history, games))
    }

    /// Writes one finished game in its own transaction: the game, its
    /// seats (bots `bots` in seat order) and the bots' ratings after it
    /// under `system`, which it returns with the game's id.
    pub fn save_game(
        &mut self,
        seed: u64,
        bots: &[i64],
        played: &PlayedGame,
        system: RatingSystem,
    ) -> Result<(i64, Vec<Rating>), RefereeError> {
        let path = self.path.clone();
        let saved = (|| {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let mut before = Vec::with_capacity(bots.len());
            for &bot in bots {
                before.push(tx.query_row(
                    "SELECT mu, sigma FROM bots WHERE id = ?1",
                    params![bot],
                    |row| {
                        Ok(Rating {
                            mu: row.get(0)?,
                            sigma: row.get(1)?,
                        })
                    },
                )?);
            }
            let after = system.update(&before, &played.ranks);
            tx.execute(
                "INSERT INTO games (seed, players, turns, ended, record) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![
                    seed as i64,
                    bots.len() as i64,
                    played.turns as i64,
                    now(),
                    pack(&played.record)
                ],
            )?;
            let id = tx.last_insert_rowid();
            for (seat, &bot) in bots.iter().enumerate() {
                let times: Vec<u64> = played.decision_ms[seat]
                    .iter()
                    .map(|ms| (ms * 1000.0).round() as u64)
                    .collect();
                tx.execute(
                    "INSERT INTO seats (game, seat, bot, score, rank, disqualified, mu_before, \
                     sigma_before, mu_after, sigma_after, decision_us) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                    params![
                        id,
                        seat as i64,
                        bot,
                        played.scores[seat],
                        played.ranks[seat],
                        played.disqualified[seat],
                        before[seat].mu,
                        before[seat].sigma,
                        after[seat].mu,
                        after[seat].sigma,
                        serde_json::to_string(&times).expect("numbers serialize"),
                    ],
                )?;
                tx.execute(
                    "UPDATE bots SET mu = ?1, sigma = ?2 WHERE id = ?3",
                    params![after[seat].mu, after[seat].sigma, bot],
                )?;
            }
            tx.commit()?;
            Ok((id, after))
        })();
        saved.map_err(|e| sql_error(&path, e))
    }

    /// The game file of game `id`, if there is one.
    pub fn game_record(&self, id: i64) -> Result<Option<String>, RefereeError> {
        let packed: Option<Vec<u8>> = self
            .conn
            .query_row(
                "SELECT record FROM games WHERE id = ?1",
                params![id],
                |row| row.get(0),
            )
            .optional()
            .map_err(|e| self.error(e))?;
        packed.map(|bytes| self.unpacked(id, &bytes)).transpose()
    }

    /// A kept game file unpacked, or the error that game `id` is damaged.
    fn unpacked(&self, id: i64, packed: &[u8]) -> Result<String, RefereeError> {
        unpack(packed).ok_or_else(|| {
            file_error(
                &self.path,
                format!("the league file is damaged (game {id})"),
            )
        })
    }

    /// Each bot's games, errors and decision times.
    pub fn figures(&self) -> Result<HashMap<i64, BotFigures>, RefereeError> {
        let read = || -> rusqlite::Result<Vec<(i64, bool, String)>> {
            let mut statement = self
                .conn
                .prepare("SELECT bot, disqualified IS NOT NULL, decision_us FROM seats")?;
            let rows =
                statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?;
            rows.collect()
        };
        let mut figures: HashMap<i64, BotFigures> = HashMap::new();
        for (bot, disqualified, times) in read().map_err(|e| self.error(e))? {
            let entry = figures.entry(bot).or_insert(BotFigures {
                games: 0,
                errors: 0,
                decision_ms: Vec::new(),
            });
            entry.games += 1;
            entry.errors += u64::from(disqualified);
            let times: Vec<u64> = serde_json::from_str(&times).map_err(|_| {
                file_error(&self.path, "the league file is damaged (decision times)")
            })?;
            entry
                .decision_ms
                .extend(times.iter().map(|&us| us as f64 / 1000.0));
        }
        Ok(figures)
    }

    /// The last `count` games of bot `bot`, latest first.
    pub fn games_of(&self, bot: i64, count: usize) -> Result<Vec<BotGame>, RefereeError> {
        type Row = (i64, usize, Vec<String>, Vec<u8>);
        let read = || -> rusqlite::Result<Vec<Row>> {
            let mut statement = self.conn.prepare(
                "SELECT g.id, s.seat, g.record FROM seats s JOIN games g ON g.id = s.game \
                 WHERE s.bot = ?1 ORDER BY g.id DESC LIMIT ?2",
            )?;
            let rows = statement.query_map(params![bot, count as i64], |row| {
                Ok((row.get(0)?, row.get::<_, i64>(1)? as usize, row.get(2)?))
            })?;
            let rows: Vec<(i64, usize, Vec<u8>)> = rows.collect::<rusqlite::Result<_>>()?;
            let mut names = self.conn.prepare(
                "SELECT b.name FROM seats s JOIN bots b ON b.id = s.bot WHERE s.game = ?1 ORDER BY s.seat",
            )?;
            let mut games = Vec::with_capacity(rows.len());
            for (id, seat, packed) in rows {
                let names = names
                    .query_map(params![id], |row| row.get(0))?
                    .collect::<rusqlite::Result<_>>()?;
                games.push((id, seat, names, packed));
            }
            Ok(games)
        };
        let rows = read().map_err(|e| self.error(e))?;
        rows.into_iter()
            .map(|(id, seat, names, packed)| {
                Ok(BotGame {
                    id,
                    seat,
                    names,
                    record: self.unpacked(id, &packed)?,
                })
            })
            .collect()
    }
}
