//! The about page: what parlour is, what it stores, and a short
//! demonstration of step-through driven by the real step bar and game log.

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::game::Game;
use crate::ui::components::step_bar::{step_bar, StepBarProps};
use crate::ui::components::GameLog;
use crate::ui::settings::SETTINGS_KEY;
use crate::ui::shell::saved::{aside_key, game_key};

/// The demo's steps: each one explains the step-through control it shows.
const DEMO_STEPS: [&str; 6] = [
    "When a round ends, step-through replays it one move at a time. This short demo uses the same controls as the games.",
    "Next step, or the Right arrow key, moves forward one step, and the explanation of that step appears under the buttons.",
    "Previous step, or the Left arrow key, goes back one step, so you can look at a move again.",
    "First step and Last step, or the Home and End keys, jump to the beginning or to the end.",
    "The game log lists every explanation. The current one is highlighted, and choosing an entry jumps straight to that step.",
    "In Settings you choose whether finished rounds open in step-through mode.",
];

/// The games' ids and names in home-page order, from the list of games
/// (not the app's registry, whose entries hold the game screens: this page
/// is drawn by the extras module, which must not carry them).
fn games() -> Vec<(&'static str, &'static str)> {
    macro_rules! list {
        ($($game:ty),*) => {
            vec![$((<$game as Game>::ID, <$game as Game>::TITLE)),*]
        };
    }
    crate::for_each_game!(list)
}

/// The playable games' names: `A`, `A and B`, `A, B and C`.
fn game_names() -> String {
    let names: Vec<&str> = games().iter().map(|&(_, name)| name).collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

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
                { format!("parlour lets you play {} against small computer opponents or friends, and explains every \
                   move in plain words so you can learn the games.", game_names()) }
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
                { for games().into_iter().map(|(id, name)| {
                    html! {
                        <li>{ format!("{name}: ") }<code>{ game_key(id) }</code>{ " and " }<code>{ aside_key(id) }</code></li>
                    }
                }) }
            </ul>
            <h2>{ "How step-through works" }</h2>
            <div class="step-demo">
                { step_bar(&StepBarProps {
                    current: *current,
                    total: entries.len(),
                    explanation: entries.get(*current).cloned().unwrap_or_default(),
                    on_step: on_step.clone(),
                    replaying: false,
                    on_replay: None,
                }) }
                <GameLog entries={entries.clone()} current={*current} on_select={on_step} title="Demo log" />
            </div>
        </>
    }
}
