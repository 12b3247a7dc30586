//! The pace of a screen as data: how events are shown (step-through,
//! animation), the watch and replay pace, the settings' AI thinking time,
//! a part skipped, the AI decision asked for; and an AI request.

use crate::engine::game::Seat;
use crate::engine::record::GameRecord;
use crate::text::{t, Msg};

use super::super::game_ui::GameUi;

/// The pause before an AI decides when a person plays along (so the
/// person's own move is seen first), in milliseconds.
pub const AI_PAUSE_MS: u32 = 40;

/// How fast the watch mode (and the replay) plays.
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

    /// The speed's value in the speed control (its English name).
    pub fn label(self) -> &'static str {
        match self {
            WatchSpeed::Slow => "Slow",
            WatchSpeed::Normal => "Normal",
            WatchSpeed::Fast => "Fast",
        }
    }

    /// The speed's name in the language of the moment.
    pub fn name(self) -> Msg {
        match self {
            WatchSpeed::Slow => t::shell_speed_slow(),
            WatchSpeed::Normal => t::shell_speed_normal(),
            WatchSpeed::Fast => t::shell_speed_fast(),
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

/// How the events of a screen are shown, from the settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Display {
    /// Pause after every event and explain it.
    pub step_through: bool,
    /// Milliseconds an animated event lasts (0 = no animation).
    pub animation_ms: u32,
}

/// How a screen shows its events and paces its AIs.
#[derive(Clone, Debug, PartialEq)]
pub struct Pace {
    /// Pause after every event and explain it.
    pub step_through: bool,
    /// Milliseconds an animated event lasts (0 = no animation).
    pub animation_ms: u32,
    /// Watch-mode and replay pace.
    pub watch_speed: WatchSpeed,
    /// The settings' AI thinking time in ms (`None`: each level's own),
    /// used while a person plays along ([`Screen::ai_request`]).
    pub think_ms: Option<u32>,
    /// The person sits this part of the game out and asked to skip it:
    /// the AIs play it without pauses.
    pub skipping: bool,
    /// The AI decision asked for and not answered yet: record length and
    /// seat.
    pub asked: Option<(usize, Seat)>,
}

impl Pace {
    /// The pace of a new screen shown as `display` says.
    pub fn new(display: Display) -> Pace {
        Pace {
            step_through: display.step_through,
            animation_ms: display.animation_ms,
            watch_speed: WatchSpeed::default(),
            think_ms: None,
            skipping: false,
            asked: None,
        }
    }

    /// How events are shown.
    pub fn display(&self) -> Display {
        Display {
            step_through: self.step_through,
            animation_ms: self.animation_ms,
        }
    }
}

/// One AI decision to make: the game so far, the seat, its level and the
/// decision's seed. The page sends it to the AI worker; tests decide it
/// natively. Its answer comes back as [`AiMsg::Chose`].
#[derive(Clone, Debug, PartialEq)]
pub struct AiRequest<G: GameUi> {
    /// The record so far (the worker replays it).
    pub record: GameRecord<G>,
    /// The seat to decide for.
    pub seat: Seat,
    /// Its level (`hard`, or `hard@500` with the settings' thinking time).
    pub level: String,
    /// The decision's seed ([`crate::engine::agent::agent_seed`]).
    pub seed: u64,
}

impl<G: GameUi> AiRequest<G> {
    /// The record length the answer belongs to.
    pub fn steps(&self) -> usize {
        self.record.steps.len()
    }
}
