//! The league's one SQLite file (docs/league.md): its schema, making it,
//! opening it with every check done before anything is written, and the
//! lock a writing command holds. Its rows are read and written in
//! [`super::rows`].

use std::collections::HashMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, ErrorCode, OpenFlags};

use crate::referee::error::RefereeError;

use super::ratings::RatingSystem;

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

/// Whether a command reads the league or changes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// `show`, `game`, `review`: no lock, nothing written (but SQLite's
    /// own rollback of a journal a killed run left).
    Read,
    /// `add`, `remove`, `run`: the file's lock held until the end.
    Write,
}

/// An open league file.
pub struct LeagueFile {
    // Dropped before `_lock`: the lock outlives every use of the file.
    pub(super) conn: Connection,
    pub(super) path: PathBuf,
    _lock: Option<File>,
}

/// A file error naming the file: exit code 1.
pub(super) fn file_error(path: &Path, what: impl std::fmt::Display) -> RefereeError {
    RefereeError::Runtime(format!("{}: {what}", path.display()))
}

/// A SQLite error on `path`, in words.
pub(super) fn sql_error(path: &Path, error: rusqlite::Error) -> RefereeError {
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

/// Now, in Unix seconds.
pub(super) fn now() -> i64 {
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
        // Read and write for readers too (never CREATE): SQLite rolls back
        // a journal a killed run left, which a read-only connection
        // cannot; a reader writes nothing else.
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE;
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

    /// A SQLite error on this file, in words.
    pub(super) fn error(&self, error: rusqlite::Error) -> RefereeError {
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
