//! The Fireworks outlook under the status line, in words: the max score,
//! the pace and the most turns left, and at the step a last copy is lost,
//! that a perfect score (or the max score) is no longer possible and why.
//! Everything comes from [`Outlook`], which reads only what the frame's
//! view shows everyone (docs/fireworks.md §6, "What a seat is shown").

use crate::engine::fireworks::outlook::Outlook as Public;
use crate::text::t;
use crate::ui::shell::game_ui::Outlook;

use super::frame::Frame;

/// The outlook of the table in `frame` (none once the game is over).
pub fn outlook(frame: &Frame) -> Option<Outlook> {
    let view = &frame.view;
    if view.over {
        return None;
    }
    let now = Public::of(view);
    let unit = if now.height { "height" } else { "points" };
    let facts = t::ui_fireworks_outlook(now.max_score, now.perfect, unit, now.pace, now.max_turns)
        .to_string();
    let moment = Public::just_lost(view).map(|(card, mistake)| {
        let how = if mistake { "mistake" } else { "discarded" };
        let why = t::fireworks_best_lost(card.msg(), how);
        let before = Public::before_losing(view, card).max_score;
        if before == now.perfect {
            t::fireworks_best_drop_perfect(why)
        } else {
            t::ui_fireworks_outlook_falls(before, now.max_score, why)
        }
        .to_string()
    });
    Some(Outlook { facts, moment })
}
