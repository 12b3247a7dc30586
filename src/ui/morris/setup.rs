//! Who sits at the board: the mode and the two seats (White = seat 0, who
//! moves first, and Black = seat 1), each a person or a built-in AI.

use serde::{Deserialize, Serialize};

use crate::engine::game::Seat;
use crate::ui::play_mode::{validate_seats, Mode, SeatSetup};

/// Seats at a Morris board.
pub const SEATS: usize = 2;

/// The colour of each seat's stones.
pub const COLOURS: [&str; SEATS] = ["White", "Black"];

/// Names given to AI seats, by seat.
pub const AI_NAMES: [&str; SEATS] = ["Ada", "Ben"];

/// The whole board's set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// How the board is played.
    pub mode: Mode,
    /// White (seat 0) then Black (seat 1).
    pub seats: Vec<SeatSetup>,
}

impl Setup {
    /// `player` plays `colour` (0 = White, 1 = Black) against an AI of `level`.
    pub fn vs_ai(player: &str, colour: Seat, level: &str) -> Setup {
        let colour = colour.min(1);
        let mut seats = vec![
            SeatSetup::ai(AI_NAMES[0], level),
            SeatSetup::ai(AI_NAMES[1], level),
        ];
        seats[colour] = SeatSetup::human(player);
        Setup {
            mode: Mode::VsAi,
            seats,
        }
    }

    /// Two people share the device: `names[0]` plays White.
    pub fn hot_seat(names: [&str; SEATS]) -> Setup {
        Setup {
            mode: Mode::HotSeat,
            seats: names.iter().map(|n| SeatSetup::human(n)).collect(),
        }
    }

    /// Two AIs of the given levels.
    pub fn watch(levels: [&str; SEATS]) -> Setup {
        Setup {
            mode: Mode::Watch,
            seats: (0..SEATS)
                .map(|s| SeatSetup::ai(AI_NAMES[s], levels[s]))
                .collect(),
        }
    }

    /// Lesson `number`: `player` learns on seat `learner` against the
    /// medium AI.
    pub fn lesson(number: u8, player: &str, learner: Seat) -> Setup {
        let mut setup = Setup::vs_ai(player, learner, "medium");
        setup.mode = Mode::Lesson(number);
        setup
    }

    /// The seat names, for explanations.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|seat| seat.name.clone()).collect()
    }

    /// Whether `seat` is played by a person.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(SeatSetup::is_human)
    }

    /// The AI level of `seat`, `None` for a person.
    pub fn level(&self, seat: Seat) -> Option<&str> {
        self.seats.get(seat).and_then(SeatSetup::level)
    }

    /// The one person playing against an AI (vs AI and lessons).
    pub fn person(&self) -> Option<Seat> {
        match self.mode {
            Mode::VsAi | Mode::Lesson(_) => (0..SEATS).find(|&s| self.is_human(s)),
            Mode::HotSeat | Mode::Watch => None,
        }
    }

    /// Whether this set-up is sound: two named seats, known levels, and
    /// people that fit the mode.
    pub fn validate(&self, levels: &[&str]) -> Result<(), String> {
        if self.seats.len() != SEATS {
            return Err(format!(
                "a Morris board has {SEATS} seats, not {}",
                self.seats.len()
            ));
        }
        validate_seats(&self.seats, levels)?;
        let people = (0..SEATS).filter(|&s| self.is_human(s)).count();
        let fits = match self.mode {
            Mode::VsAi | Mode::Lesson(_) => people == 1,
            Mode::HotSeat => people == 2,
            Mode::Watch => people == 0,
        };
        if fits {
            Ok(())
        } else {
            Err(format!("{people} people do not fit this mode"))
        }
    }
}
