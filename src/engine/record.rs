//! Game records: `rules options + seed + actions`, and replaying them.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::game::{Game, Seat};

/// Version of the saved record format; bump it when the layout changes.
pub const RECORD_FORMAT: u32 = 1;

/// One step of a game's history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step<A> {
    /// `seat` took `action`.
    Act {
        /// Who acted.
        seat: Seat,
        /// What they did.
        action: A,
    },
    /// `seat` was removed from play (invalid answer, timeout, crash).
    Forfeit {
        /// Who was removed.
        seat: Seat,
        /// Why, in plain words.
        reason: String,
    },
}

/// A whole game, enough to rebuild every state it went through.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record<O, A> {
    /// [`RECORD_FORMAT`] when it was written.
    pub format: u32,
    /// The game's [`Game::ID`].
    pub game: String,
    /// Rules options.
    pub options: O,
    /// Seed of the game's generator.
    pub seed: u64,
    /// Every step, in order.
    pub steps: Vec<Step<A>>,
}

/// The record type of game `G`.
pub type GameRecord<G> = Record<<G as Game>::Options, <G as Game>::Action>;

impl<O, A> Record<O, A> {
    /// An empty record of a new game.
    pub fn new(game: &str, options: O, seed: u64) -> Self {
        Record {
            format: RECORD_FORMAT,
            game: game.to_string(),
            options,
            seed,
            steps: Vec::new(),
        }
    }
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// Written by another format version.
    Format {
        /// The version found.
        found: u32,
    },
    /// Recorded for another game.
    WrongGame {
        /// The game named in the record.
        found: String,
    },
    /// Step `index` was refused by the rules.
    Illegal {
        /// 0-based position in `steps`.
        index: usize,
        /// The rule error, as text.
        reason: String,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Format { found } => write!(
                f,
                "this record uses format {found}; this version reads format {RECORD_FORMAT}"
            ),
            ReplayError::WrongGame { found } => write!(f, "this record is a game of {found}"),
            ReplayError::Illegal { index, reason } => {
                write!(f, "step {} of the record is not legal: {reason}", index + 1)
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// Applies one recorded step to `state`, returning its events.
pub fn apply_step<G: Game>(
    state: &mut G,
    step: &Step<G::Action>,
) -> Result<Vec<G::Event>, G::RuleError> {
    match step {
        Step::Act { seat, action } => state.apply(*seat, action),
        Step::Forfeit { seat, reason } => Ok(state.forfeit(*seat, reason)),
    }
}

/// Checks that `record` belongs to `G` in this format.
pub fn check_header<G: Game>(record: &GameRecord<G>) -> Result<(), ReplayError> {
    if record.format != RECORD_FORMAT {
        return Err(ReplayError::Format {
            found: record.format,
        });
    }
    if record.game != G::ID {
        return Err(ReplayError::WrongGame {
            found: record.game.clone(),
        });
    }
    Ok(())
}

/// The state after every step of `record`: element 0 is the start, element
/// `i + 1` the state after step `i`.
pub fn replay_states<G: Game>(record: &GameRecord<G>) -> Result<Vec<G>, ReplayError> {
    check_header::<G>(record)?;
    let (mut state, _) = G::new(&record.options, record.seed);
    let mut states = Vec::with_capacity(record.steps.len() + 1);
    states.push(state.clone());
    for (index, step) in record.steps.iter().enumerate() {
        apply_step(&mut state, step).map_err(|e| ReplayError::Illegal {
            index,
            reason: e.to_string(),
        })?;
        states.push(state.clone());
    }
    Ok(states)
}

/// The final state of `record`.
pub fn replay<G: Game>(record: &GameRecord<G>) -> Result<G, ReplayError> {
    check_header::<G>(record)?;
    let (mut state, _) = G::new(&record.options, record.seed);
    for (index, step) in record.steps.iter().enumerate() {
        apply_step(&mut state, step).map_err(|e| ReplayError::Illegal {
            index,
            reason: e.to_string(),
        })?;
    }
    Ok(state)
}
