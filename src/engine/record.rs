//! Game records: `rules options + seed + actions`, and replaying them.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::game::{Game, Seat};

/// Version of the saved record format; bump it when the layout changes.
pub const RECORD_FORMAT: u32 = 1;

/// One step of a game's history: `{"kind": "act", "seat": 1, "action": …}`
/// or `{"kind": "forfeit", "seat": 1, "reason": "…"}`. It is read by its
/// own small reader (the fields in any order), not serde's internally
/// tagged one, which buffers every step and costs the page kilobytes per
/// game.
#[derive(Clone, Debug, PartialEq, Serialize)]
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

impl<'de, A: Deserialize<'de>> Deserialize<'de> for Step<A> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(StepVisitor(std::marker::PhantomData))
    }
}

/// Reads a [`Step`] from a map.
struct StepVisitor<A>(std::marker::PhantomData<A>);

impl<'de, A: Deserialize<'de>> serde::de::Visitor<'de> for StepVisitor<A> {
    type Value = Step<A>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a step: {kind: act, seat, action} or {kind: forfeit, seat, reason}")
    }

    fn visit_map<M: serde::de::MapAccess<'de>>(self, mut map: M) -> Result<Step<A>, M::Error> {
        use serde::de::{Error, IgnoredAny};
        let (mut kind, mut seat, mut action, mut reason) = (None::<String>, None, None, None);
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "kind" => kind = Some(map.next_value()?),
                "seat" => seat = Some(map.next_value::<Seat>()?),
                "action" => action = Some(map.next_value::<A>()?),
                "reason" => reason = Some(map.next_value::<String>()?),
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let seat = seat.ok_or_else(|| M::Error::missing_field("seat"))?;
        match kind.as_deref() {
            Some("act") => Ok(Step::Act {
                seat,
                action: action.ok_or_else(|| M::Error::missing_field("action"))?,
            }),
            Some("forfeit") => Ok(Step::Forfeit {
                seat,
                reason: reason.ok_or_else(|| M::Error::missing_field("reason"))?,
            }),
            Some(other) => Err(M::Error::unknown_variant(other, &["act", "forfeit"])),
            None => Err(M::Error::missing_field("kind")),
        }
    }
}

impl<A> Step<A> {
    /// The seat that acted or was removed.
    pub fn seat(&self) -> Seat {
        match self {
            Step::Act { seat, .. } | Step::Forfeit { seat, .. } => *seat,
        }
    }
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

#[cfg(test)]
mod step_tests {
    use super::*;

    #[test]
    fn steps_read_back_in_any_field_order_and_refuse_broken_ones() {
        let steps: Vec<Step<u8>> = vec![
            Step::Act { seat: 2, action: 7 },
            Step::Forfeit {
                seat: 1,
                reason: "timeout".into(),
            },
        ];
        let json = serde_json::to_string(&steps).unwrap();
        assert_eq!(
            json,
            r#"[{"kind":"act","seat":2,"action":7},{"kind":"forfeit","seat":1,"reason":"timeout"}]"#
        );
        assert_eq!(serde_json::from_str::<Vec<Step<u8>>>(&json).unwrap(), steps);
        let reordered = r#"{"action":7,"seat":2,"kind":"act","note":1}"#;
        assert_eq!(
            serde_json::from_str::<Step<u8>>(reordered).unwrap(),
            steps[0]
        );
        for bad in [
            r#"{"seat":2,"action":7}"#,
            r#"{"kind":"act","seat":2}"#,
            r#"{"kind":"jump","seat":2,"action":7}"#,
            r#"{"kind":"forfeit","seat":2}"#,
            r#"{"kind":"act","action":7}"#,
        ] {
            assert!(serde_json::from_str::<Step<u8>>(bad).is_err(), "{bad}");
        }
    }
}
