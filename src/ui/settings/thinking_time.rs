//! The "AI thinking time" setting: how long the hard AI may think over
//! each move when a person plays against it (the shell turns it into
//! `hard@MS`, see `ui::shell::thinking`).

use serde::{Deserialize, Serialize};

/// How long the hard AI may think over each move when a person plays
/// against it (issue 12). `Quick` is each game's own time, the one the
/// referee uses (under 0.1 s in every game); the others ask the worker for
/// `hard@MS`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThinkingTime {
    /// The game's own time, as in the referee.
    #[default]
    #[serde(rename = "quick")]
    Quick,
    /// 0.2 seconds.
    #[serde(rename = "0.2s")]
    Ms200,
    /// 0.5 seconds.
    #[serde(rename = "0.5s")]
    Ms500,
    /// 1 second.
    #[serde(rename = "1s")]
    Ms1000,
    /// 2 seconds.
    #[serde(rename = "2s")]
    Ms2000,
}

impl ThinkingTime {
    /// Every choice, shortest first.
    pub const ALL: [ThinkingTime; 5] = [
        ThinkingTime::Quick,
        ThinkingTime::Ms200,
        ThinkingTime::Ms500,
        ThinkingTime::Ms1000,
        ThinkingTime::Ms2000,
    ];

    /// The label shown in the settings form.
    pub fn label(self) -> crate::text::Msg {
        use crate::text::t;
        match self {
            ThinkingTime::Quick => t::settings_time_quick(),
            ThinkingTime::Ms200 => t::settings_time_200(),
            ThinkingTime::Ms500 => t::settings_time_500(),
            ThinkingTime::Ms1000 => t::settings_time_1000(),
            ThinkingTime::Ms2000 => t::settings_time_2000(),
        }
    }

    /// The value used in the saved JSON and in form controls.
    pub fn key(self) -> &'static str {
        match self {
            ThinkingTime::Quick => "quick",
            ThinkingTime::Ms200 => "0.2s",
            ThinkingTime::Ms500 => "0.5s",
            ThinkingTime::Ms1000 => "1s",
            ThinkingTime::Ms2000 => "2s",
        }
    }

    /// The time in milliseconds (`None`: the game's own time).
    pub fn ms(self) -> Option<u32> {
        match self {
            ThinkingTime::Quick => None,
            ThinkingTime::Ms200 => Some(200),
            ThinkingTime::Ms500 => Some(500),
            ThinkingTime::Ms1000 => Some(1000),
            ThinkingTime::Ms2000 => Some(2000),
        }
    }
}
