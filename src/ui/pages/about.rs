//! The about page: what parlour is, what it stores, and a short
//! demonstration of step-through driven by the real step bar and game log.

use std::rc::Rc;

use yew::prelude::*;

use crate::text::{current_lang, t, Msg};
use crate::ui::components::step_bar::{step_bar, StepBarProps};
use crate::ui::components::GameLog;
use crate::ui::pages::games::games;
use crate::ui::settings::SETTINGS_KEY;
use crate::ui::shell::saved::{aside_key, game_key};

/// The demo's steps: each one explains the step-through control it shows.
const DEMO_STEPS: [fn() -> Msg; 6] = [
    t::extras_about_demo_1,
    t::extras_about_demo_2,
    t::extras_about_demo_3,
    t::extras_about_demo_4,
    t::extras_about_demo_5,
    t::extras_about_demo_6,
];

/// The games' ids and names (in the language of the moment) in home-page
/// order.
fn game_names() -> Vec<(&'static str, Msg)> {
    games()
        .iter()
        .map(|(id, game)| (id, (game.name)()))
        .collect()
}

/// A place-holder for the `index`-th code element of a sentence: a
/// character no text holds, then the index.
fn code_mark(index: usize) -> String {
    format!("\u{e000}{index}\u{e001}")
}

/// `text` (a message written with [`code_mark`]s for arguments) with
/// each mark drawn as a `<code>` element holding `codes[index]`.
fn with_codes(text: &str, codes: &[String]) -> Html {
    let mut parts: Vec<Html> = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('\u{e000}') {
        let Some(end) = rest[start..].find('\u{e001}').map(|end| start + end) else {
            break;
        };
        let index: Option<usize> = rest[start + '\u{e000}'.len_utf8()..end].parse().ok();
        parts.push(html! { { rest[..start].to_owned() } });
        if let Some(code) = index.and_then(|i| codes.get(i)) {
            parts.push(html! { <code>{ code.clone() }</code> });
        }
        rest = &rest[end + '\u{e001}'.len_utf8()..];
    }
    parts.push(html! { { rest.to_owned() } });
    parts.into_iter().collect()
}

/// The page at `#/about`.
#[function_component(AboutPage)]
pub fn about_page() -> Html {
    let entries: Rc<Vec<AttrValue>> = use_memo(current_lang(), |_| {
        DEMO_STEPS
            .iter()
            .map(|text| AttrValue::from(text().to_string()))
            .collect::<Vec<_>>()
    });
    let current = use_state(|| 0_usize);
    let on_step = {
        let current = current.clone();
        Callback::from(move |step: usize| current.set(step))
    };
    let names: Vec<Msg> = game_names().into_iter().map(|(_, name)| name).collect();
    let storage = t::extras_about_storage(code_mark(0)).to_string();
    html! {
        <>
            <h1 class="page-title">{ t::extras_about_title().to_string() }</h1>
            <p>{ t::extras_about_lead(names).to_string() }</p>
            <h2>{ t::extras_about_data().to_string() }</h2>
            <p>{ with_codes(&storage, &[SETTINGS_KEY.to_owned()]) }</p>
            <ul>
                { for game_names().into_iter().map(|(id, name)| {
                    let text = t::extras_about_keys(name, code_mark(0), code_mark(1)).to_string();
                    html! { <li>{ with_codes(&text, &[game_key(id), aside_key(id)]) }</li> }
                }) }
            </ul>
            <h2>{ t::extras_about_how().to_string() }</h2>
            <div class="step-demo">
                { step_bar(&StepBarProps {
                    current: *current,
                    total: entries.len(),
                    explanation: entries.get(*current).cloned().unwrap_or_default(),
                    on_step: on_step.clone(),
                    replaying: false,
                    on_replay: None,
                }) }
                <GameLog entries={entries.clone()} current={*current} on_select={on_step}
                         title={t::extras_about_demo_log().to_string()} />
            </div>
        </>
    }
}
