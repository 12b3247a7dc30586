//! What every game screen shares about who plays: the mode of the table,
//! each seat's kind (a person or an AI level), the watch-mode pace and the
//! seeds handed to games and AIs.

use serde::{Deserialize, Serialize};

use crate::engine::game::Seat;
use crate::engine::record::Step;

/// How a table is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// One person against AIs.
    VsAi,
    /// People sharing one device (other seats, if any, are AIs).
    HotSeat,
    /// Only AIs play while the person watches.
    Watch,
    /// A built-in lesson (its number, from 1), played on after its script.
    Lesson(u8),
}

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A built-in AI of this engine level (`easy`, `medium`, `hard`).
    Ai {
        /// The level name given to `HasAgents::agent`.
        level: String,
    },
}

/// One seat's set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// The name shown at the table and in explanations.
    pub name: String,
    /// Person or AI.
    pub kind: SeatKind,
}

impl SeatSetup {
    /// A person called `name`.
    pub fn human(name: &str) -> SeatSetup {
        SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Human,
        }
    }

    /// An AI called `name` playing at `level`.
    pub fn ai(name: &str, level: &str) -> SeatSetup {
        SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Ai {
                level: level.to_owned(),
            },
        }
    }

    /// Whether a person plays this seat.
    pub fn is_human(&self) -> bool {
        self.kind == SeatKind::Human
    }

    /// The AI level, `None` for a person.
    pub fn level(&self) -> Option<&str> {
        match &self.kind {
            SeatKind::Ai { level } => Some(level),
            SeatKind::Human => None,
        }
    }
}

/// Checks each seat of a set-up: a name, and a level from `levels` for AIs.
pub fn validate_seats(seats: &[SeatSetup], levels: &[&str]) -> Result<(), String> {
    for (s, seat) in seats.iter().enumerate() {
        if seat.name.trim().is_empty() {
            return Err(format!("seat {} has no name", s + 1));
        }
        if let SeatKind::Ai { level } = &seat.kind {
            if !levels.contains(&level.as_str()) {
                return Err(format!("seat {} has an unknown AI level `{level}`", s + 1));
            }
        }
    }
    Ok(())
}

/// How fast the watch mode plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WatchSpeed {
    /// One AI decision per 1.2 s.
    Slow,
    /// One AI decision per 0.5 s.
    #[default]
    Normal,
    /// One AI decision per 0.1 s.
    Fast,
}

impl WatchSpeed {
    /// Every speed, slowest first.
    pub const ALL: [WatchSpeed; 3] = [WatchSpeed::Slow, WatchSpeed::Normal, WatchSpeed::Fast];

    /// Milliseconds between two AI decisions.
    pub fn delay_ms(self) -> u32 {
        match self {
            WatchSpeed::Slow => 1200,
            WatchSpeed::Normal => 500,
            WatchSpeed::Fast => 100,
        }
    }

    /// The label of the speed control.
    pub fn label(self) -> &'static str {
        match self {
            WatchSpeed::Slow => "Slow",
            WatchSpeed::Normal => "Normal",
            WatchSpeed::Fast => "Fast",
        }
    }

    /// The speed with this label (the default for an unknown one).
    pub fn from_label(label: &str) -> WatchSpeed {
        WatchSpeed::ALL
            .into_iter()
            .find(|s| s.label() == label)
            .unwrap_or_default()
    }
}

/// A seed for an AI decision: the same game and step give the same choice.
pub fn agent_seed(game_seed: u64, steps: usize, seat: Seat) -> u64 {
    game_seed
        .rotate_left(17)
        .wrapping_add((steps as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(seat as u64 + 1)
}

/// A fresh random seed from the browser's generator.
pub fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| js_sys::Date::now() as u64)
}

/// Whether one of `steps` is an action by a seat `is_human` says a person
/// plays (what makes an unfinished game worth putting aside).
pub fn person_acted<A>(steps: &[Step<A>], is_human: impl Fn(Seat) -> bool) -> bool {
    steps
        .iter()
        .any(|step| matches!(step, Step::Act { seat, .. } if is_human(*seat)))
}
