//! The new-game panel: the mode (against AIs, hot-seat, watch), each AI's
//! level, the people's names, an optional seed, and the lessons list.

use yew::prelude::*;

use crate::engine::agent::HasAgents;
use crate::engine::take5::Take5;
use crate::ui::components::{Button, ButtonKind, LessonList};
use crate::ui::form_events::{input_value, select_value};

use super::lessons::all_lessons;
use super::setup::{Setup, AI_NAMES, SEATS};

pub use crate::ui::play_mode::random_seed;

/// Reads a typed seed: blank means "random".
pub fn parse_seed(text: &str) -> Result<Option<u64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<u64>().map(Some).map_err(|_| {
        format!("`{text}` is not a seed (a whole number from 0 to 18446744073709551615)")
    })
}

/// The mode chosen in the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FormMode {
    VsAi,
    HotSeat,
    Watch,
}

/// Properties of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The person's name (settings).
    pub player: AttrValue,
    /// The default AI level (settings).
    pub level: AttrValue,
    /// Starts a game.
    pub on_start: Callback<(Setup, u64)>,
    /// Starts lesson n.
    pub on_lesson: Callback<u8>,
}

/// The panel.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let mode = use_state(|| FormMode::VsAi);
    let levels = use_state(|| vec![props.level.to_string(); SEATS]);
    let people = use_state(|| 2_usize);
    let names = use_state(|| {
        let mut names = vec![props.player.to_string()];
        names.extend((2..=SEATS).map(|n| format!("Player {n}")));
        names
    });
    let seed_text = use_state(String::new);
    let error = use_state(|| None::<String>);

    let mode_radio = |value: FormMode, key: &'static str, label: &'static str| {
        let onchange = {
            let mode = mode.clone();
            Callback::from(move |_: Event| mode.set(value))
        };
        html! {
            <div class="radio">
                <input type="radio" id={format!("t5-mode-{key}")} name="t5-mode" checked={*mode == value} {onchange} />
                <label for={format!("t5-mode-{key}")}>{ label }</label>
            </div>
        }
    };
    let first_ai = match *mode {
        FormMode::VsAi => 1,
        FormMode::HotSeat => *people,
        FormMode::Watch => 0,
    };
    let level_select = |seat: usize| {
        let onchange = {
            let levels = levels.clone();
            Callback::from(move |event: Event| {
                let mut next = (*levels).clone();
                next[seat] = select_value(&event);
                levels.set(next);
            })
        };
        let id = format!("t5-level-{seat}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("Level of {} (seat {})", AI_NAMES[seat], seat + 1) }</label>
                <select {id} {onchange}>
                    { for Take5::LEVELS.iter().map(|level| html! {
                        <option value={*level} selected={levels[seat] == *level}>{ *level }</option>
                    }) }
                </select>
            </div>
        }
    };
    let name_input = |seat: usize| {
        let oninput = {
            let names = names.clone();
            Callback::from(move |event: InputEvent| {
                let mut next = (*names).clone();
                next[seat] = crate::ui::settings::clean_name(&input_value(&event.into()));
                names.set(next);
            })
        };
        let id = format!("t5-name-{seat}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("Name of person {}", seat + 1) }</label>
                <input type="text" {id} value={names[seat].clone()} {oninput} />
            </div>
        }
    };
    let people_change = {
        let people = people.clone();
        Callback::from(move |event: Event| {
            if let Ok(n) = select_value(&event).parse::<usize>() {
                people.set(n.clamp(2, SEATS));
            }
        })
    };
    let seed_input = {
        let seed_text = seed_text.clone();
        Callback::from(move |event: InputEvent| seed_text.set(input_value(&event.into())))
    };
    let start = {
        let (mode, levels, people, names, seed_text, error) = (
            mode.clone(),
            levels.clone(),
            people.clone(),
            names.clone(),
            seed_text.clone(),
            error.clone(),
        );
        let on_start = props.on_start.clone();
        let player = props.player.to_string();
        Callback::from(move |_| {
            let seed = match parse_seed(&seed_text) {
                Ok(seed) => seed.unwrap_or_else(random_seed),
                Err(message) => {
                    error.set(Some(message));
                    return;
                }
            };
            let level = |s: usize| levels[s].as_str();
            let setup = match *mode {
                FormMode::VsAi => Setup::vs_ai(&player, [level(1), level(2), level(3)]),
                FormMode::HotSeat => {
                    let chosen: Vec<String> = names[..*people]
                        .iter()
                        .enumerate()
                        .map(|(i, n)| {
                            if n.trim().is_empty() {
                                format!("Player {}", i + 1)
                            } else {
                                n.trim().to_owned()
                            }
                        })
                        .collect();
                    let mut setup = Setup::hot_seat(&chosen, level(SEATS - 1));
                    for (s, seat) in setup.seats.iter_mut().enumerate().skip(*people) {
                        seat.kind = super::setup::SeatKind::Ai {
                            level: level(s).to_owned(),
                        };
                    }
                    setup
                }
                FormMode::Watch => Setup::watch([level(0), level(1), level(2), level(3)]),
            };
            error.set(None);
            on_start.emit((setup, seed));
        })
    };
    html! {
        <section class="t5-new-game" aria-labelledby="t5-new-title">
            <h2 id="t5-new-title">{ "New game" }</h2>
            <fieldset class="field radio-group">
                <legend>{ "Who plays" }</legend>
                { mode_radio(FormMode::VsAi, "vs-ai", "You against three AIs") }
                { mode_radio(FormMode::HotSeat, "hot-seat", "2 to 4 people on this device") }
                { mode_radio(FormMode::Watch, "watch", "Watch four AIs") }
            </fieldset>
            if *mode == FormMode::HotSeat {
                <div class="field">
                    <label for="t5-people">{ "People" }</label>
                    <select id="t5-people" onchange={people_change}>
                        { for (2..=SEATS).map(|n| html! { <option value={n.to_string()} selected={*people == n}>{ n }</option> }) }
                    </select>
                </div>
                { for (0..*people).map(name_input) }
            }
            { for (first_ai..SEATS).map(level_select) }
            <div class="field">
                <label for="t5-seed">{ "Seed (leave empty for a random deal)" }</label>
                <input type="text" id="t5-seed" inputmode="numeric" value={(*seed_text).clone()} oninput={seed_input} />
            </div>
            if let Some(message) = (*error).clone() {
                <p class="t5-error" role="alert">{ message }</p>
            }
            <Button kind={ButtonKind::Primary} onclick={start} aria_label="Start game">{ "Start game" }</Button>
            <LessonList lessons={all_lessons().into_iter().map(|l| (l.number, l.title)).collect::<Vec<_>>()} on_lesson={props.on_lesson.clone()} />
        </section>
    }
}
