//! The coach's hint, natively: the request the extras module sends the
//! AI worker (the coach's `hint` task for the seat to move,
//! [`crate::engine::review::hint`]), and its answer as the page shows
//! it: the move in the coach's words, why, and where the move is on the
//! table (CSS selectors each game gives, [`HintMarks`]).

use serde::Deserialize;

use crate::engine::game::Seat;
use crate::engine::record::{replay, GameRecord};
use crate::engine::review::Coach;
use crate::text::t;
use crate::worker::review::{ReviewRequest, ReviewTask};

/// Where a move is drawn on a game's table, for the hint's highlight.
pub trait HintMarks: Coach {
    /// The selectors of the table's elements that `action` of `seat`
    /// names (the card in the hand, the row, the points, the clued
    /// cards), in this state.
    fn hint_selectors(&self, seat: Seat, action: &Self::Action) -> Vec<String>;
}

/// A hint as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct HintShown {
    /// `The coach suggests card 42.`
    pub words: String,
    /// Why, in one sentence.
    pub why: String,
    /// The table's elements to highlight.
    pub selectors: Vec<String>,
}

/// The worker's request (JSON text) for the hint of `seat` in game
/// `game` after `record` (JSON), seats named by `names`.
pub fn hint_request(game: &str, record: &str, seat: Seat, names: &[String]) -> String {
    serde_json::to_string(&ReviewRequest {
        id: 1,
        game: game.to_owned(),
        record: record.to_owned(),
        viewer: Some(seat),
        seats: None,
        names: names.to_vec(),
        task: ReviewTask::Hint,
    })
    .expect("requests serialize")
}

/// The worker's reply to a hint request, as it reads it.
#[derive(Deserialize)]
struct Reply {
    kind: String,
    #[serde(default)]
    action: String,
    #[serde(default)]
    words: String,
    #[serde(default)]
    why: String,
    #[serde(default)]
    error: String,
}

/// The hint in the worker's `reply` (JSON text) for `seat` after
/// `record` (JSON), or why there is none.
pub fn hint_shown<G: HintMarks>(
    record: &str,
    seat: Seat,
    reply: &str,
) -> Result<HintShown, String> {
    let reply: Reply = serde_json::from_str(reply)
        .map_err(|e| t::coach_hint_unreadable(e.to_string()).to_string())?;
    match reply.kind.as_str() {
        "hinted" => {}
        "failed" => return Err(reply.error),
        other => return Err(t::coach_hint_answered(other).to_string()),
    }
    let parsed: GameRecord<G> = serde_json::from_str(record)
        .map_err(|e| t::coach_game_unreadable(e.to_string()).to_string())?;
    let state = replay::<G>(&parsed).map_err(|e| e.to_string())?;
    let action: G::Action = serde_json::from_str(&reply.action)
        .map_err(|e| t::coach_move_unreadable(e.to_string()).to_string())?;
    if !state.legal_actions(seat).contains(&action) {
        return Err(t::coach_hint_illegal().to_string());
    }
    Ok(HintShown {
        words: t::coach_suggests(reply.words).to_string(),
        why: reply.why,
        selectors: state.hint_selectors(seat, &action),
    })
}

#[cfg(test)]
#[path = "hint_model_tests.rs"]
mod tests;
