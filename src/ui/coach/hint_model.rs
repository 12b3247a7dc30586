//! The coach's hint on the page's table, natively: the worker's answer
//! read back ([`crate::ui::shell::hint_reply`]) and said as the page
//! shows it, `The coach suggests …`.

use crate::engine::coach::Coach;
use crate::engine::game::Seat;
use crate::text::t;
use crate::ui::shell::game_ui::GameUi;
use crate::ui::shell::hint_reply::{hint_checked, HintShown};
use crate::worker::Answer;

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

#[cfg(test)]
#[path = "hint_model_tests.rs"]
mod tests;
