//! Helpers the reducer's tests and the games' own UI tests share: the
//! display modes, showing every waiting event, and answering AI requests
//! natively as the worker would.

use crate::engine::agent::FrozenClock;

use super::super::game_ui::GameUi;
use super::msg::{AiMsg, PaceMsg};
use super::pace::Display;
use super::state::Screen;

/// Events shown as they come: no step-through, no animation.
pub(crate) const LIVE: Display = Display {
    step_through: false,
    animation_ms: 0,
};

/// Events paused one by one.
pub(crate) const STEPPED: Display = Display {
    step_through: true,
    animation_ms: 0,
};

/// Shows every waiting event.
pub(crate) fn show_all<G: GameUi>(screen: &mut Screen<G>) {
    while !screen.all_shown() {
        screen.update(PaceMsg::Advance);
    }
}

/// Asks and answers the AI decision the screen wants now, natively and as
/// the worker would; `false` when none is wanted.
pub(crate) fn answer_ai<G: GameUi>(screen: &mut Screen<G>) -> bool {
    let Some(request) = screen.ai_request() else {
        return false;
    };
    let steps = request.steps();
    screen.update(AiMsg::Asked {
        steps,
        seat: request.seat,
    });
    let (action, reason) = G::decide_explained(
        screen.session.state(),
        request.seat,
        &request.level,
        request.seed,
        Some(64),
        &FrozenClock,
    )
    .expect("the AI decides");
    screen.update(AiMsg::Chose {
        steps,
        seat: request.seat,
        action,
        reason,
    });
    true
}

/// Shows every event and lets the AIs act until a person must (or the
/// game ends).
pub(crate) fn run_ais<G: GameUi>(screen: &mut Screen<G>) {
    for _ in 0..64 {
        show_all(screen);
        if !answer_ai(screen) {
            break;
        }
    }
    show_all(screen);
}

/// Owned names from string slices.
pub(crate) fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

/// The same AI level for four seats.
pub(crate) fn levels(level: &str) -> Vec<String> {
    vec![level.to_owned(); 4]
}

/// Fetches the lesson the screen wants, natively and as the page does
/// from the extras module; `false` when none is wanted.
pub(crate) fn answer_lesson<G: GameUi>(screen: &mut Screen<G>) -> bool {
    let Some(number) = screen.lesson_wanted() else {
        return false;
    };
    let msg = match G::lesson(number) {
        Some(lesson) => super::msg::GameMsg::LessonLoaded {
            json: serde_json::to_string(&crate::engine::lesson::LessonStart::of(&lesson))
                .expect("lessons serialize"),
        },
        None => super::msg::GameMsg::LessonFailed {
            why: format!("there is no lesson {number}"),
        },
    };
    screen.update(msg);
    true
}
