//! The settings' AI thinking time applied to an AI seat's level (issue
//! 12): the worker is asked for `hard@MS` instead of `hard` when a person
//! plays against the game's timed level ([`GameUi::TIMED_LEVEL`]) and the
//! chosen time is longer than the level's own. Other levels, and a time
//! that is not longer, leave the level as it is, so the browser's AI is
//! the referee's unless the person asks for more. The referee never reads
//! the settings.

use super::game_ui::GameUi;

/// The level to ask the worker for: `level` with `@think_ms` when it is
/// the timed level of `timed` (its name and own time in ms) and
/// `think_ms` is longer than that time; otherwise `level` unchanged.
pub fn timed_level(level: &str, timed: Option<(&str, u32)>, think_ms: Option<u32>) -> String {
    match (timed, think_ms) {
        (Some((name, own_ms)), Some(ms)) if level == name && ms > own_ms => {
            format!("{level}@{ms}")
        }
        _ => level.to_owned(),
    }
}

/// [`timed_level`] with game `G`'s timed level.
pub fn level_for<G: GameUi>(level: &str, think_ms: Option<u32>) -> String {
    timed_level(level, G::TIMED_LEVEL, think_ms)
}
