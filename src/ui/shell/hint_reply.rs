//! The coach's hint as a page asks for it and reads it back, natively:
//! the request a coach's worker takes (its `hint` task for the seat to
//! move, [`crate::engine::coach::hint`]) and its answer checked against
//! the game: the move in the worker's words, why, and where the move is
//! on the table (the CSS selectors each game gives,
//! [`GameUi::action_selectors`]). The page's hint (`ui::coach`) and a
//! guest's on another device (`ui::shell::devices`) both read it so.

use crate::engine::game::Seat;
use crate::engine::record::{replay, GameRecord};
use crate::text::t;
use crate::ui::shell::game_ui::GameUi;
use crate::worker::protocol::Hint;
use crate::worker::{Answer, Request};

/// A hint as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct HintShown {
    /// The move: `card 42` as the worker writes it, or `The coach
    /// suggests card 42.` as the page's hint says it.
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
