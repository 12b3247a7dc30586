//! The new-game panel: the mode (against an AI with a colour and level,
//! two people on this device, or two AIs to watch) and the lessons list.

use yew::prelude::*;

use crate::engine::agent::HasAgents;
use crate::engine::morris::lessons::lessons;
use crate::engine::morris::Morris;
use crate::ui::components::{Button, ButtonKind, LessonList};
use crate::ui::form_events::{input_value, select_value};
use crate::ui::settings::clean_name;

use super::setup::{Setup, AI_NAMES, COLOURS, SEATS};

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
    /// Starts a game with this set-up.
    pub on_start: Callback<Setup>,
    /// Starts lesson n.
    pub on_lesson: Callback<u8>,
}

fn level_field(id: String, label: String, value: &str, onchange: Callback<Event>) -> Html {
    html! {
        <div class="field">
            <label for={id.clone()}>{ label }</label>
            <select {id} {onchange}>
                { for Morris::LEVELS.iter().map(|level| html! {
                    <option value={*level} selected={value == *level}>{ *level }</option>
                }) }
            </select>
        </div>
    }
}

/// The panel.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let mode = use_state(|| FormMode::VsAi);
    let colour = use_state(|| 0_usize);
    let levels = use_state(|| vec![props.level.to_string(); SEATS]);
    let names = use_state(|| vec![props.player.to_string(), "Player 2".to_owned()]);

    let mode_radio = |value: FormMode, key: &'static str, label: &'static str| {
        let onchange = {
            let mode = mode.clone();
            Callback::from(move |_: Event| mode.set(value))
        };
        html! {
            <div class="radio">
                <input type="radio" id={format!("mm-mode-{key}")} name="mm-mode" checked={*mode == value} {onchange} />
                <label for={format!("mm-mode-{key}")}>{ label }</label>
            </div>
        }
    };
    let level_change = |seat: usize| {
        let levels = levels.clone();
        Callback::from(move |event: Event| {
            let mut next = (*levels).clone();
            next[seat] = select_value(&event);
            levels.set(next);
        })
    };
    let colour_change = {
        let colour = colour.clone();
        Callback::from(move |event: Event| colour.set(usize::from(select_value(&event) == "1")))
    };
    let name_input = |seat: usize| {
        let oninput = {
            let names = names.clone();
            Callback::from(move |event: InputEvent| {
                let mut next = (*names).clone();
                next[seat] = clean_name(&input_value(&event.into()));
                names.set(next);
            })
        };
        let id = format!("mm-name-{seat}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("Name of the {} player", COLOURS[seat]) }</label>
                <input type="text" {id} value={names[seat].clone()} {oninput} />
            </div>
        }
    };
    let start = {
        let (mode, colour, levels, names) =
            (mode.clone(), colour.clone(), levels.clone(), names.clone());
        let on_start = props.on_start.clone();
        let player = props.player.to_string();
        Callback::from(move |_| {
            let ai_seat = 1 - *colour;
            let setup = match *mode {
                FormMode::VsAi => Setup::vs_ai(&player, *colour, &levels[ai_seat]),
                FormMode::HotSeat => {
                    let name = |s: usize| {
                        let name = names[s].trim();
                        if name.is_empty() {
                            format!("Player {}", s + 1)
                        } else {
                            name.to_owned()
                        }
                    };
                    Setup::hot_seat([&name(0), &name(1)])
                }
                FormMode::Watch => Setup::watch([&levels[0], &levels[1]]),
            };
            on_start.emit(setup);
        })
    };
    html! {
        <section class="mm-new-game" aria-labelledby="mm-new-title">
            <h2 id="mm-new-title">{ "New game" }</h2>
            <fieldset class="field radio-group">
                <legend>{ "Who plays" }</legend>
                { mode_radio(FormMode::VsAi, "vs-ai", "You against an AI") }
                { mode_radio(FormMode::HotSeat, "hot-seat", "Two people on this device") }
                { mode_radio(FormMode::Watch, "watch", "Watch two AIs") }
            </fieldset>
            { match *mode {
                FormMode::VsAi => html! {
                    <>
                        <div class="field">
                            <label for="mm-colour">{ "Your colour" }</label>
                            <select id="mm-colour" onchange={colour_change}>
                                <option value="0" selected={*colour == 0}>{ "White (moves first)" }</option>
                                <option value="1" selected={*colour == 1}>{ "Black" }</option>
                            </select>
                        </div>
                        { level_field("mm-level".to_owned(), "AI level".to_owned(), &levels[1 - *colour], level_change(1 - *colour)) }
                    </>
                },
                FormMode::HotSeat => html! { <>{ name_input(0) }{ name_input(1) }</> },
                FormMode::Watch => html! {
                    <>{ for (0..SEATS).map(|s| level_field(format!("mm-level-{s}"), format!("Level of {} ({})", AI_NAMES[s], COLOURS[s]), &levels[s], level_change(s))) }</>
                },
            } }
            <Button kind={ButtonKind::Primary} onclick={start} aria_label="Start game">{ "Start game" }</Button>
            <LessonList lessons={lessons().into_iter().map(|l| (l.number, l.title)).collect::<Vec<_>>()} on_lesson={props.on_lesson.clone()} />
        </section>
    }
}
