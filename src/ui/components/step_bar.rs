//! The step-through control bar: ⏮ ◀ ▶ ⏭ buttons, the keys Left, Right,
//! Home and End, a position indicator ("step 3 of 12") and the current
//! explanation, announced through an `aria-live` region. A page that can
//! play its history back adds a Replay / Pause replay toggle.
//!
//! The bar is controlled: the page owns the current step and receives the
//! requested step through `on_step`.

use yew::prelude::*;

use crate::text::{t, Msg};

/// What [`step_bar`] draws.
pub struct StepBarProps {
    /// The current step, counted from 0.
    pub current: usize,
    /// How many steps there are (0 = nothing to step through yet).
    pub total: usize,
    /// The plain-language explanation of the current step.
    pub explanation: AttrValue,
    /// Called with the step the player asks for (always `< total`).
    pub on_step: Callback<usize>,
    /// Whether the history is being played back (shows the toggle when the
    /// page gives `on_replay`).
    pub replaying: bool,
    /// Starts (`true`) or pauses (`false`) the play-back.
    pub on_replay: Option<Callback<bool>>,
}

/// The step a key asks for, or `None` if the key is not a step key or the
/// step would not change: Left/Right move by one, Home/End jump to the ends.
pub fn step_for_key(key: &str, current: usize, total: usize) -> Option<usize> {
    if total == 0 {
        return None;
    }
    let last = total - 1;
    let current = current.min(last);
    let target = match key {
        "ArrowLeft" => current.saturating_sub(1),
        "ArrowRight" => (current + 1).min(last),
        "Home" => 0,
        "End" => last,
        _ => return None,
    };
    (target != current).then_some(target)
}

/// The position text: `"step 3 of 12"`, or `"No steps yet"`.
pub fn position_text(current: usize, total: usize) -> String {
    if total == 0 {
        t::shell_steps_none().to_string()
    } else {
        t::shell_steps_position(current.min(total - 1) + 1, total).to_string()
    }
}

/// One control of the bar: its name and its tooltip (the name and the
/// key). It stays focusable at the ends (`aria-disabled` rather than
/// `disabled`) so keyboard focus is never lost.
fn step_button(
    (label, title): (Msg, Msg),
    icon: &'static str,
    target: Option<usize>,
    on_step: &Callback<usize>,
) -> Html {
    let onclick = {
        let on_step = on_step.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(step) = target {
                on_step.emit(step);
            }
        })
    };
    html! {
        <button
            type="button"
            class="btn btn-secondary step-btn"
            aria-label={label.to_string()}
            title={title.to_string()}
            aria-disabled={target.is_none().then_some("true")}
            {onclick}
        >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path class="icon-fill" d={icon} />
            </svg>
        </button>
    }
}

const ICON_FIRST: &str = "M3 3h2v10H3z M13 3v10L6 8z";
const ICON_PREVIOUS: &str = "M12 3v10L4 8z";
const ICON_NEXT: &str = "M4 3v10l8-5z";
const ICON_LAST: &str = "M11 3h2v10h-2z M3 3v10l7-5z";
const ICON_PLAY: &str = "M4 2v12l10-6z";
const ICON_PAUSE: &str = "M3 2h4v12H3z M9 2h4v12H9z";

/// The Replay / Pause replay toggle.
fn replay_button(replaying: bool, total: usize, on_replay: &Callback<bool>) -> Html {
    let onclick = {
        let on_replay = on_replay.clone();
        Callback::from(move |_: MouseEvent| {
            if total > 1 || replaying {
                on_replay.emit(!replaying);
            }
        })
    };
    let (label, text, icon) = if replaying {
        (
            t::shell_replay_pause(),
            t::shell_replay_pause_short(),
            ICON_PAUSE,
        )
    } else {
        (t::shell_replay(), t::shell_replay(), ICON_PLAY)
    };
    let label = label.to_string();
    html! {
        <button
            type="button"
            class="btn btn-secondary step-btn step-replay"
            aria-label={label.clone()}
            title={label}
            aria-disabled={(total < 2 && !replaying).then_some("true")}
            {onclick}
        >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path class="icon-fill" d={icon} />
            </svg>
            <span class="step-replay-text">{ text.to_string() }</span>
        </button>
    }
}

/// The step-through control bar.
pub fn step_bar(props: &StepBarProps) -> Html {
    let (current, total) = (props.current, props.total);
    let onkeydown = {
        let on_step = props.on_step.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.alt_key() || event.ctrl_key() || event.meta_key() {
                return;
            }
            let key = event.key();
            if matches!(key.as_str(), "ArrowLeft" | "ArrowRight" | "Home" | "End") {
                event.prevent_default();
            }
            if let Some(step) = step_for_key(&key, current, total) {
                on_step.emit(step);
            }
        })
    };
    let target = |key: &str| step_for_key(key, current, total);
    html! {
        <div class="step-bar">
            <div class="step-controls" role="group" aria-label={t::shell_steps_controls().to_string()} {onkeydown}>
                { step_button((t::shell_step_first(), t::shell_step_first_title()), ICON_FIRST, target("Home"), &props.on_step) }
                { step_button((t::shell_step_previous(), t::shell_step_previous_title()), ICON_PREVIOUS, target("ArrowLeft"), &props.on_step) }
                { step_button((t::shell_step_next(), t::shell_step_next_title()), ICON_NEXT, target("ArrowRight"), &props.on_step) }
                { step_button((t::shell_step_last(), t::shell_step_last_title()), ICON_LAST, target("End"), &props.on_step) }
                if let Some(on_replay) = &props.on_replay {
                    { replay_button(props.replaying, total, on_replay) }
                }
            </div>
            <div class="step-status" aria-live="polite" aria-atomic="true">
                <p class="step-position">{ position_text(current, total) }</p>
                <p class="step-explanation" tabindex="0">{ props.explanation.clone() }</p>
            </div>
        </div>
    }
}
