//! The coach's hint, natively: the request the extras module sends the
//! coach's worker (its `hint` task for the seat to move,
//! [`crate::engine::coach::hint`]), and its answer as the page shows
//! it: the move in the coach's words, why, and where the move is on the
//! table (the CSS selectors each game gives,
//! [`GameUi::action_selectors`]).

use crate::engine::coach::Coach;
use crate::engine::game::Seat;
use crate::engine::record::{replay, GameRecord};
use crate::text::t;
use crate::ui::shell::game_ui::GameUi;
use crate::worker::protocol::Hint;
use crate::worker::{Answer, Request};

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

/// The coach's request for the hint of `seat` in game `game` after
/// `record` (JSON), seats named by `names`.
pub fn hint_request(game: &str, record: &str, seat: Seat, names: &[String]) -> Request {
    Request::Hint(Hint {
        id: 0,
        game: game.to_owned(),
        record: record.to_owned(),
        seat,
        names: names.to_vec(),
    })
}

/// The hint in the worker's `answer` for `seat` after `record` (JSON), or
/// why there is none.
pub fn hint_shown<G: GameUi + Coach>(
    record: &str,
    seat: Seat,
    answer: Answer,
) -> Result<HintShown, String> {
    let hint = hint_checked::<G>(record, seat, answer)?;
    Ok(HintShown {
        words: t::coach_suggests(hint.words).to_string(),
        ..hint
    })
}

/// The hint in the worker's `answer` for `seat` after `record` (JSON),
/// checked legal, its `words` only the move's (`card 42`, as the worker
/// wrote it), or why there is none.
pub fn hint_checked<G: GameUi>(
    record: &str,
    seat: Seat,
    answer: Answer,
) -> Result<HintShown, String> {
    let (action, words, why) = match answer {
        Answer::Hinted {
            action, words, why, ..
        } => (action, words, why),
        Answer::Failed { error, .. } => return Err(error),
        _ => return Err(t::coach_worker_other().to_string()),
    };
    let parsed: GameRecord<G> = serde_json::from_str(record)
        .map_err(|e| t::coach_game_unreadable(e.to_string()).to_string())?;
    let state = replay::<G>(&parsed).map_err(|e| e.to_string())?;
    let action: G::Action = serde_json::from_str(&action)
        .map_err(|e| t::coach_move_unreadable(e.to_string()).to_string())?;
    if !state.legal_actions(seat).contains(&action) {
        return Err(t::coach_hint_illegal().to_string());
    }
    Ok(HintShown {
        words,
        why,
        selectors: state.action_selectors(seat, &action),
    })
}

#[cfg(test)]
#[path = "hint_model_tests.rs"]
mod tests;
