//! The about page: what parlour is, what it stores, and a short
//! demonstration of step-through driven by the real step bar and game log.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::components::{GameLog, StepBar};
use crate::ui::settings::SETTINGS_KEY;
use crate::ui::{morris, take5};

/// Each game's name with its two storage keys (current game, put aside).
const STORED_GAMES: [(&str, &str, &str); 2] = [
    (
        "6 nimmt!",
        take5::storage::GAME_KEY,
        take5::storage::ASIDE_KEY,
    ),
    (
        "Nine Men's Morris",
        morris::storage::GAME_KEY,
        morris::storage::ASIDE_KEY,
    ),
];

/// The demo's steps: each one explains the step-through control it shows.
const DEMO_STEPS: [&str; 6] = [
    "When a round ends, step-through replays it one move at a time. This short demo uses the same controls as the games.",
    "Next step, or the Right arrow key, moves forward one step, and the explanation of that step appears under the buttons.",
    "Previous step, or the Left arrow key, goes back one step, so you can look at a move again.",
    "First step and Last step, or the Home and End keys, jump to the beginning or to the end.",
    "The game log lists every explanation. The current one is highlighted, and choosing an entry jumps straight to that step.",
    "In Settings you choose whether finished rounds open in step-through mode.",
];

/// The page at `#/about`.
#[function_component(AboutPage)]
pub fn about_page() -> Html {
    let entries: Rc<Vec<AttrValue>> = use_memo((), |_| {
        DEMO_STEPS
            .iter()
            .map(|text| AttrValue::Static(text))
            .collect::<Vec<_>>()
    });
    let current = use_state(|| 0_usize);
    let on_step = {
        let current = current.clone();
        Callback::from(move |step: usize| current.set(step))
    };
    html! {
        <>
            <h1 class="page-title">{ "About parlour" }</h1>
            <p>
                { "parlour lets you play 6 nimmt! and Nine Men's Morris (Fireworks is on its way) against small \
                   computer opponents or friends, and explains every move in plain words so you can learn the games." }
            </p>
            <h2>{ "Your data" }</h2>
            <p>
                { "Everything runs in your browser; nothing is sent anywhere. Your settings are kept in this \
                   browser's local storage under the key " }
                <code>{ SETTINGS_KEY }</code>
                { ". Each game keeps its current game, and an unfinished game you put aside for a new one, \
                   under its own keys:" }
            </p>
            <ul>
                { for STORED_GAMES.iter().map(|(name, game, aside)| html! {
                    <li>{ format!("{name}: ") }<code>{ *game }</code>{ " and " }<code>{ *aside }</code></li>
                }) }
            </ul>
            <h2>{ "How step-through works" }</h2>
            <div class="step-demo">
                <StepBar
                    current={*current}
                    total={entries.len()}
                    explanation={entries.get(*current).cloned().unwrap_or_default()}
                    on_step={on_step.clone()}
                />
                <GameLog entries={entries.clone()} current={*current} on_select={on_step} title="Demo log" />
            </div>
        </>
    }
}
