//! `league add`'s checks: a bot's name, and its first game, which a bot
//! must play without being disqualified to join the league.

use std::sync::{Arc, Mutex};

use crate::referee::bot_process::LineSink;
use crate::referee::error::RefereeError;
use crate::referee::seat_spec::SeatSpec;

use super::game::{LeagueGame, TableRequest};
use super::store::Settings;

/// A name is one to 64 characters, none of them a control character,
/// not only spaces.
pub fn check_name(name: &str) -> Result<(), RefereeError> {
    let fine = !name.trim().is_empty()
        && name.chars().count() <= 64
        && !name.chars().any(char::is_control);
    match fine {
        true => Ok(()),
        false => Err(RefereeError::Usage(format!(
            "`{name}` is not a bot name: 1 to 64 characters, not only spaces"
        ))),
    }
}

/// A new bot's first game, against the game's weakest AI at the league's
/// smallest table: a bot disqualified in it is refused, its stderr
/// echoed (as `[check seat 0] …`) before the error.
pub fn crash_check(
    game: &(dyn LeagueGame + Sync),
    settings: &Settings,
    name: &str,
    spec: &SeatSpec,
    time_scale: f64,
    stderr_sink: &LineSink,
) -> Result<(), RefereeError> {
    let mut seats = vec![spec.clone()];
    seats.resize(settings.min_players, game.weakest_ai());
    let lines = Arc::new(Mutex::new(Vec::<String>::new()));
    let kept = lines.clone();
    let sink: LineSink = Arc::new(move |line: &str| {
        kept.lock()
            .expect("no panics holding it")
            .push(line.to_string());
    });
    let request = TableRequest {
        preset: settings.preset.as_deref(),
        seats: &seats,
        seed: settings.seed,
        time_scale,
        label: "check ".to_string(),
    };
    let played = game.play_table(&request, sink)?;
    let Some(reason) = &played.disqualified[0] else {
        return Ok(());
    };
    for line in lines.lock().expect("no panics holding it").iter() {
        stderr_sink(line);
    }
    Err(RefereeError::Runtime(format!(
        "`{name}` cannot play a game of {} (disqualified: {reason}); not added",
        game.game_id()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_must_say_something() {
        assert!(check_name("hard bot").is_ok());
        assert!(check_name("  ").is_err());
        assert!(check_name("a\nb").is_err());
        assert!(check_name(&"x".repeat(65)).is_err());
    }
}
