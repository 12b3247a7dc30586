//! What the new-game form asks for and what a game offers it (native):
//! the mode, the person's seat, the people's names, a level per seat, the
//! seed typed and the way to play.

use crate::engine::game::Seat;

use super::game_ui::GameUi;

/// The mode chosen in the new-game form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewGameMode {
    /// One person against AIs.
    VsAi,
    /// People sharing this device.
    HotSeat,
    /// Only AIs.
    Watch,
}

/// What the new-game form asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameChoice {
    /// Who plays.
    pub mode: NewGameMode,
    /// The person's seat against AIs.
    pub person_seat: usize,
    /// The people's names in hot-seat (the first seats).
    pub names: Vec<String>,
    /// One level per seat (used for the AI seats).
    pub levels: Vec<String>,
    /// The seed typed, or `None` for a random one.
    pub seed: Option<u64>,
    /// The way to play, an index of [`GameUi::VARIANTS`] (0 without any).
    pub variant: usize,
}

/// What a game offers in the new-game form (from its kind and its UI
/// constants).
#[derive(Clone, Debug, PartialEq)]
pub struct SetupChoices {
    /// Seats at the table.
    pub seats: usize,
    /// The AI levels, weakest first.
    pub levels: Vec<&'static str>,
    /// The seats a person may take against AIs, with their labels.
    pub person_seats: Vec<(usize, &'static str)>,
    /// The fewest and most people on one device.
    pub hot_seat: (usize, usize),
    /// The AIs' names by seat.
    pub ai_names: Vec<&'static str>,
    /// Each seat's label (`seat 2`, `White`).
    pub seat_labels: Vec<&'static str>,
    /// Each person's label in hot-seat (`person 1`, `the White player`).
    pub person_labels: Vec<&'static str>,
    /// The ways to play: a label and the seats that play (one entry with
    /// every seat when the game offers no choice).
    pub variants: Vec<(&'static str, Vec<Seat>)>,
}

impl SetupChoices {
    /// What game `G` offers.
    pub fn of<G: GameUi>() -> SetupChoices {
        SetupChoices {
            seats: G::KIND.seats,
            levels: G::LEVELS.to_vec(),
            person_seats: G::PERSON_SEATS.to_vec(),
            hot_seat: G::HOT_SEAT_PEOPLE,
            ai_names: G::AI_NAMES.to_vec(),
            seat_labels: G::SEAT_LABELS.to_vec(),
            person_labels: G::PERSON_LABELS.to_vec(),
            variants: if G::VARIANTS.is_empty() {
                vec![("", (0..G::KIND.seats).collect())]
            } else {
                G::VARIANTS
                    .iter()
                    .map(|v| (v.label, v.seats.to_vec()))
                    .collect()
            },
        }
    }
}

/// Reads a typed seed: blank means "random".
pub fn parse_seed(text: &str) -> Result<Option<u64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<u64>().map(Some).map_err(|_| {
        format!("`{text}` is not a seed (a whole number from 0 to 18446744073709551615)")
    })
}
