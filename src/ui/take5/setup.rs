//! Who sits at the table: the game mode and each seat's name and kind
//! (a person or a built-in AI of some level).

use serde::{Deserialize, Serialize};

use crate::engine::game::Seat;
use crate::ui::play_mode::validate_seats;

/// Seats at a 6 nimmt! table (RULES.md §1 rule 2).
pub const SEATS: usize = 4;

pub use crate::ui::play_mode::{Mode, SeatKind, SeatSetup};

/// The whole table's set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// How the table is played.
    pub mode: Mode,
    /// The four seats, seat 0 first.
    pub seats: Vec<SeatSetup>,
}

/// Names given to AI seats, by seat.
pub const AI_NAMES: [&str; SEATS] = ["Ada", "Ben", "Cleo", "Dev"];

fn ai(name: &str, level: &str) -> SeatSetup {
    SeatSetup::ai(name, level)
}

fn human(name: &str) -> SeatSetup {
    SeatSetup::human(name)
}

impl Setup {
    /// `player` against three AIs of the given levels (seats 1..3).
    pub fn vs_ai(player: &str, levels: [&str; 3]) -> Setup {
        let mut seats = vec![human(player)];
        seats.extend((1..SEATS).map(|s| ai(AI_NAMES[s], levels[s - 1])));
        Setup {
            mode: Mode::VsAi,
            seats,
        }
    }

    /// `names` (2 to 4 people) share the device; remaining seats are AIs of
    /// `level`.
    pub fn hot_seat(names: &[String], level: &str) -> Setup {
        let seats = (0..SEATS)
            .map(|s| match names.get(s) {
                Some(name) => human(name),
                None => ai(AI_NAMES[s], level),
            })
            .collect();
        Setup {
            mode: Mode::HotSeat,
            seats,
        }
    }

    /// Four AIs of the given levels.
    pub fn watch(levels: [&str; SEATS]) -> Setup {
        Setup {
            mode: Mode::Watch,
            seats: (0..SEATS).map(|s| ai(AI_NAMES[s], levels[s])).collect(),
        }
    }

    /// The seat names, for explanations.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|seat| seat.name.clone()).collect()
    }

    /// Whether `seat` is played by a person.
    pub fn is_human(&self, seat: Seat) -> bool {
        matches!(self.seats.get(seat).map(|s| &s.kind), Some(SeatKind::Human))
    }

    /// The AI level of `seat`, `None` for a person.
    pub fn level(&self, seat: Seat) -> Option<&str> {
        match self.seats.get(seat).map(|s| &s.kind) {
            Some(SeatKind::Ai { level }) => Some(level),
            _ => None,
        }
    }

    /// How many people play.
    pub fn human_count(&self) -> usize {
        (0..self.seats.len()).filter(|&s| self.is_human(s)).count()
    }

    /// Whether this set-up is sound: four seats with names, known levels,
    /// and a mode that matches the people seated.
    pub fn validate(&self, levels: &[&str]) -> Result<(), String> {
        if self.seats.len() != SEATS {
            return Err(format!(
                "a table has {SEATS} seats, not {}",
                self.seats.len()
            ));
        }
        validate_seats(&self.seats, levels)?;
        let people = self.human_count();
        let fits = match self.mode {
            Mode::VsAi | Mode::Lesson(_) => people == 1 && self.is_human(0),
            Mode::HotSeat => (2..=SEATS).contains(&people),
            Mode::Watch => people == 0,
        };
        if fits {
            Ok(())
        } else {
            Err(format!("{people} people do not fit this mode"))
        }
    }
}
