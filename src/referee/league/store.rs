//! The league's one SQLite file (docs/league.md): its schema, opening it
//! with every check done before anything is written, the lock a writing
//! command holds, and the rows read and written.
//!
//! Each finished game is written in its own transaction (the game, its
//! seats and the bots' new ratings), so a run killed at any moment leaves
//! every game that had ended and nothing of the others.

use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use miniz_oxide::deflate::compress_to_vec_zlib;
use miniz_oxide::inflate::decompress_to_vec_zlib_with_limit;
use rusqlite::{params, Connection, ErrorCode, OpenFlags, OptionalExtension, TransactionBehavior};

use crate::referee::error::RefereeError;

use super::game::PlayedGame;
use super::matchmaking::History;
use super::ratings::{Rating, RatingSystem};

/// `PRAGMA application_id` of a league file ("PLlg"): tells a league from
/// any other SQLite database.
pub const APPLICATION_ID: i32 = 0x504c_6c67;

/// `PRAGMA user_version` of the files this referee writes; it reads files
/// of this version and refuses newer ones.
pub const SCHEMA_VERSION: i32 = 1;

/// The tables of a league file (docs/league.md says what each row holds).
pub const SCHEMA: &str = "
CREATE TABLE league (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE bots (
    id      INTEGER PRIMARY KEY,
    name    TEXT NOT NULL UNIQUE,
    spec    TEXT NOT NULL,
    removed INTEGER NOT NULL DEFAULT 0,
    mu      REAL NOT NULL,
    sigma   REAL NOT NULL,
    added   INTEGER NOT NULL
);
CREATE TABLE games (
    id      INTEGER PRIMARY KEY,
    seed    INTEGER NOT NULL,
    players INTEGER NOT NULL,
    turns   INTEGER NOT NULL,
    ended   INTEGER NOT NULL,
    record  BLOB NOT NULL
);
CREATE TABLE seats (
    game         INTEGER NOT NULL REFERENCES games(id),
    seat         INTEGER NOT NULL,
    bot          INTEGER NOT NULL REFERENCES bots(id),
    score        INTEGER NOT NULL,
    rank         INTEGER NOT NULL,
    disqualified TEXT,
    mu_before    REAL NOT NULL,
    sigma_before REAL NOT NULL,
    mu_after     REAL NOT NULL,
    sigma_after  REAL NOT NULL,
    decision_us  TEXT NOT NULL,
    PRIMARY KEY (game, seat)
);
CREATE INDEX seats_by_bot ON seats (bot, game);
";

/// What a league is, fixed when it is made.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// The game's id.
    pub game: String,
    /// The rules preset, or the game's default rules.
    pub preset: Option<String>,
    /// The fewest seats of a game.
    pub min_players: usize,
    /// The most seats of a game.
    pub max_players: usize,
    /// How the bots are rated.
    pub rating: RatingSystem,
    /// The seed of the league's first game.
    pub seed: u64,
}

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

/// One of a bot's games, as its review reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct BotGame {
    /// The game's id.
    pub id: i64,
    /// The bot's seat in it.
    pub seat: usize,
    /// The league's name of each seat's bot.
    pub names: Vec<String>,
    /// The game file.
    pub record: String,
}

/// Whether a command reads the league or changes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// `show`, `game`, `review`: opened read-only, no lock.
    Read,
    /// `add`, `remove`, `run`: the file's lock held until the end.
    Write,
}

/// An open league file.
pub struct LeagueFile {
    // Dropped before `_lock`: the lock outlives every use of the file.
    conn: Connection,
    path: PathBuf,
    _lock: Option<File>,
}

/// A file error naming the file: exit code 1.
fn file_error(path: &Path, what: impl std::fmt::Display) -> RefereeError {
    RefereeError::Runtime(format!("{}: {what}", path.display()))
}

/// A SQLite error on `path`, in words.
fn sql_error(path: &Path, error: rusqlite::Error) -> RefereeError {
    match error.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => {
            file_error(path, "not a league file (not an SQLite database)")
        }
        Some(ErrorCode::DatabaseCorrupt) => file_error(path, "the league file is damaged"),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
            file_error(path, "the league file is locked by another program")
        }
        _ => file_error(path, error),
    }
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

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() as i64)
}

impl LeagueFile {
    /// Makes a new league file at `path` with `settings` and no bots; a
    /// file already there is refused and left alone.
    pub fn create(path: &Path, settings: &Settings) -> Result<Self, RefereeError> {
        if path.exists() {
            return Err(file_error(
                path,
                "already exists; `league new` makes a new file",
            ));
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE;
        let mut conn = Connection::open_with_flags(path, flags).map_err(|e| sql_error(path, e))?;
        let made = (|| {
            let tx = conn.transaction()?;
            tx.execute_batch(SCHEMA)?;
            let rows = [
                ("game", settings.game.clone()),
                ("preset", settings.preset.clone().unwrap_or_default()),
                ("min_players", settings.min_players.to_string()),
                ("max_players", settings.max_players.to_string()),
                ("rating", settings.rating.to_string()),
                ("seed", settings.seed.to_string()),
                ("made_by", format!("parlour {}", env!("CARGO_PKG_VERSION"))),
            ];
            for (key, value) in rows {
                tx.execute(
                    "INSERT INTO league (key, value) VALUES (?1, ?2)",
                    params![key, value],
                )?;
            }
            tx.pragma_update(None, "application_id", APPLICATION_ID)?;
            tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
            tx.commit()
        })();
        made.map_err(|e| sql_error(path, e))?;
        Ok(LeagueFile {
            conn,
            path: path.to_path_buf(),
            _lock: None,
        })
    }

    /// Opens the league file at `path`, checked before anything is
    /// written: it exists, is not locked by a writing command (for
    /// [`Access::Write`]), is an SQLite database with a league's
    /// application id, a schema this referee reads, and no damage.
    pub fn open(path: &Path, access: Access) -> Result<Self, RefereeError> {
        if !path.is_file() {
            return Err(file_error(path, "no league file there"));
        }
        let lock = match access {
            Access::Read => None,
            Access::Write => Some(lock(path)?),
        };
        let flags = match access {
            Access::Read => OpenFlags::SQLITE_OPEN_READ_ONLY,
            Access::Write => OpenFlags::SQLITE_OPEN_READ_WRITE,
        };
        let conn = Connection::open_with_flags(path, flags).map_err(|e| sql_error(path, e))?;
        // Readers wait out a run's commit; a run waits out a reader.
        conn.busy_timeout(Duration::from_secs(5))
            .map_err(|e| sql_error(path, e))?;
        let file = LeagueFile {
            conn,
            path: path.to_path_buf(),
            _lock: lock,
        };
        file.check()?;
        Ok(file)
    }

    /// The checks of [`LeagueFile::open`] on the opened connection.
    fn check(&self) -> Result<(), RefereeError> {
        let pragma = |name: &str| -> Result<i32, RefereeError> {
            self.conn
                .pragma_query_value(None, name, |row| row.get(0))
                .map_err(|e| self.error(e))
        };
        if pragma("application_id")? != APPLICATION_ID {
            return Err(file_error(
                &self.path,
                "an SQLite database, but not a league file (no league schema)",
            ));
        }
        let version = pragma("user_version")?;
        if version > SCHEMA_VERSION {
            return Err(file_error(
                &self.path,
                format!(
                    "written by a newer referee (league schema {version}; this one reads up to {SCHEMA_VERSION}): update parlour"
                ),
            ));
        }
        if version < 1 {
            return Err(file_error(&self.path, "a league file without its schema"));
        }
        let check: String = self
            .conn
            .pragma_query_value(None, "quick_check", |row| row.get(0))
            .map_err(|e| self.error(e))?;
        if check != "ok" {
            let words: String = check.split_whitespace().collect::<Vec<_>>().join(" ");
            let words: String = words.chars().take(120).collect();
            return Err(file_error(
                &self.path,
                format!("the league file is damaged ({words})"),
            ));
        }
        self.settings().map(|_| ())
    }

    fn error(&self, error: rusqlite::Error) -> RefereeError {
        sql_error(&self.path, error)
    }

    /// The league's settings.
    pub fn settings(&self) -> Result<Settings, RefereeError> {
        let read = || -> rusqlite::Result<HashMap<String, String>> {
            let mut statement = self.conn.prepare("SELECT key, value FROM league")?;
            let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
            rows.collect()
        };
        let values = read().map_err(|e| self.error(e))?;
        let damaged = |key: &str| {
            file_error(
                &self.path,
                format!("the league's `{key}` is missing or damaged"),
            )
        };
        let text = |key: &str| values.get(key).cloned().ok_or_else(|| damaged(key));
        let number = |key: &str| -> Result<u64, RefereeError> {
            text(key)?.parse().map_err(|_| damaged(key))
        };
        let preset = text("preset")?;
        Ok(Settings {
            game: text("game")?,
            preset: (!preset.is_empty()).then_some(preset),
            min_players: number("min_players")? as usize,
            max_players: number("max_players")? as usize,
            rating: text("rating")?.parse().map_err(|_| damaged("rating"))?,
            seed: number("seed")?,
        })
    }

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

/// Takes the lock of a writing command on the league file (an OS lock on
/// the file, which the system lets go of when the process ends, however
/// it ends), or says at once that another one holds it.
fn lock(path: &Path) -> Result<File, RefereeError> {
    let file = File::open(path).map_err(|e| file_error(path, e))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(file_error(
            path,
            "in use by another `referee league` run, add or remove",
        )),
        Err(std::fs::TryLockError::Error(e)) => Err(file_error(path, e)),
    }
}
