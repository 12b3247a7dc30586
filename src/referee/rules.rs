//! A game's rules options as the command line names them: a rules preset
//! (`--preset`, the game's [`GameTools::PRESETS`]) and a player count, or
//! a usage error that says what the game allows.

use crate::engine::tools::GameTools;

use super::error::RefereeError;
use super::match_runner::seat_count_usage;

/// The rules options of `preset`, or the default ones; a preset the game
/// does not have is a usage error naming those it has.
pub fn preset_options<G: GameTools>(preset: Option<&str>) -> Result<G::Options, RefereeError> {
    match (preset, G::PRESETS) {
        (None, _) => Ok(G::Options::default()),
        (Some(name), Some(presets)) => presets(name).map_err(RefereeError::Usage),
        (Some(_), None) => Err(RefereeError::Usage(format!(
            "{} has no rules presets",
            G::ID
        ))),
    }
}

/// The rules options of `preset` for a table of `seats` players (the
/// number of `--seat` flags sets the player count); a count the rules do
/// not allow is a usage error that names the allowed range.
pub fn seated_options<G: GameTools>(
    preset: Option<&str>,
    seats: usize,
) -> Result<G::Options, RefereeError> {
    let options = preset_options::<G>(preset)?;
    G::with_seat_count(&options, seats).map_err(|_| seat_count_usage::<G>(&options, seats))
}
