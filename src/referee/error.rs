//! The referee's errors and their exit codes.

use std::fmt;

/// Why a referee command failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefereeError {
    /// The command line asks for something impossible (unknown game or
    /// level, wrong number of seats, bad option value): exit code 2.
    Usage(String),
    /// Something went wrong while running (a bot could not be started, a
    /// file could not be written, a game broke its contract): exit code 1.
    Runtime(String),
}

impl RefereeError {
    /// The process exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            RefereeError::Usage(_) => 2,
            RefereeError::Runtime(_) => 1,
        }
    }

    /// A runtime error from an I/O failure, saying what was being done.
    pub fn io(doing: &str, error: std::io::Error) -> Self {
        RefereeError::Runtime(format!("{doing}: {error}"))
    }
}

impl fmt::Display for RefereeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RefereeError::Usage(message) | RefereeError::Runtime(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for RefereeError {}
