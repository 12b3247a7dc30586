//! The new-game form of every game: who plays (you against AIs, people on
//! this device, or AIs to watch), your seat where the game offers a
//! choice, each AI's level, the people's names, and an optional seed. The
//! form only reads and checks what was typed; the page turns the
//! [`NewGameChoice`] into a set-up for its game.

use yew::prelude::*;

use crate::ui::components::{button, ButtonKind};
use crate::ui::form_events::{input_value, select_value};
use crate::ui::settings::clean_name;
use crate::ui::shell::new_game::{parse_seed, NewGameChoice, NewGameMode, SetupChoices};
use crate::ui::shell::words::{capitalized, number_word};

/// Properties of [`NewGameForm`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// What the game offers.
    pub choices: SetupChoices,
    /// The person's name (settings).
    pub player: AttrValue,
    /// The default AI level (settings).
    pub level: AttrValue,
    /// Starts the game chosen.
    pub on_start: Callback<NewGameChoice>,
}

/// `an AI`, `three AIs`.
fn ais_text(n: usize) -> String {
    if n == 1 {
        "an AI".to_owned()
    } else {
        format!("{} AIs", number_word(n))
    }
}

fn level_field(
    id: String,
    label: String,
    levels: &[&'static str],
    value: &str,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <div class="field">
            <label for={id.clone()}>{ label }</label>
            <select {id} {onchange}>
                { for levels.iter().map(|level| html! {
                    <option value={*level} selected={value == *level}>{ *level }</option>
                }) }
            </select>
        </div>
    }
}

/// The form.
#[function_component(NewGameForm)]
pub fn new_game_form(props: &NewGameProps) -> Html {
    let choices = &props.choices;
    let seats = choices.seats;
    let mode = use_state(|| NewGameMode::VsAi);
    let person_seat = use_state(|| choices.person_seats.first().map_or(0, |(s, _)| *s));
    let people = use_state(|| choices.hot_seat.0);
    let levels = use_state(|| vec![props.level.to_string(); seats]);
    let names = use_state(|| {
        let mut names = vec![props.player.to_string()];
        names.extend((2..=seats).map(|n| format!("Player {n}")));
        names
    });
    let variant = use_state(|| 0_usize);
    let seed_text = use_state(String::new);
    let error = use_state(|| None::<String>);

    let mode_radio = |value: NewGameMode, key: &'static str, label: String| {
        let onchange = {
            let mode = mode.clone();
            Callback::from(move |_: Event| mode.set(value))
        };
        let id = format!("new-mode-{key}");
        html! {
            <div class="radio">
                <input type="radio" id={id.clone()} name="new-mode" checked={*mode == value} {onchange} />
                <label for={id}>{ label }</label>
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
    let level_select = |seat: usize| {
        let name = choices.ai_names.get(seat).copied().unwrap_or("AI");
        let label = choices.seat_labels.get(seat).copied().unwrap_or("");
        level_field(
            format!("new-level-{seat}"),
            format!("Level of {name} ({label})"),
            &choices.levels,
            &levels[seat],
            level_change(seat),
        )
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
        let id = format!("new-name-{seat}");
        let label = choices
            .person_labels
            .get(seat)
            .copied()
            .unwrap_or("a person");
        html! {
            <div class="field">
                <label for={id.clone()}>{ format!("Name of {label}") }</label>
                <input type="text" {id} value={names[seat].clone()} {oninput} />
            </div>
        }
    };
    let seat_change = {
        let person_seat = person_seat.clone();
        Callback::from(move |event: Event| {
            if let Ok(seat) = select_value(&event).parse::<usize>() {
                person_seat.set(seat);
            }
        })
    };
    let people_change = {
        let people = people.clone();
        let (fewest, most) = choices.hot_seat;
        Callback::from(move |event: Event| {
            if let Ok(n) = select_value(&event).parse::<usize>() {
                people.set(n.clamp(fewest, most));
            }
        })
    };
    let seed_input = {
        let seed_text = seed_text.clone();
        Callback::from(move |event: InputEvent| seed_text.set(input_value(&event.into())))
    };
    let variant_seats: Vec<usize> = choices
        .variants
        .get(*variant)
        .map_or_else(|| (0..seats).collect(), |(_, seats)| seats.clone());
    let playing = variant_seats.len();
    let (fewest, most) = choices.hot_seat;
    let most = most.min(playing).max(fewest);
    let people_now = (*people).clamp(fewest, most);
    let start = {
        let variant = variant.clone();
        let (mode, person_seat, levels, names, seed_text, error) = (
            mode.clone(),
            person_seat.clone(),
            levels.clone(),
            names.clone(),
            seed_text.clone(),
            error.clone(),
        );
        let on_start = props.on_start.clone();
        Callback::from(move |_| {
            let seed = match parse_seed(&seed_text) {
                Ok(seed) => seed,
                Err(message) => {
                    error.set(Some(message));
                    return;
                }
            };
            let names = names[..people_now]
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
            error.set(None);
            on_start.emit(NewGameChoice {
                mode: *mode,
                person_seat: *person_seat,
                names,
                levels: (*levels).clone(),
                seed,
                variant: *variant,
            });
        })
    };
    let hot_seat_label = if fewest == most {
        format!("{} people on this device", capitalized(number_word(fewest)))
    } else {
        format!("{fewest} to {most} people on this device")
    };
    let ai_seats: Vec<usize> = match *mode {
        NewGameMode::VsAi => variant_seats
            .iter()
            .copied()
            .filter(|&s| s != *person_seat)
            .collect(),
        NewGameMode::HotSeat => variant_seats[people_now.min(playing)..].to_vec(),
        NewGameMode::Watch => variant_seats.clone(),
    };
    let variant_radio = |index: usize, label: &'static str| {
        let onchange = {
            let variant = variant.clone();
            Callback::from(move |_: Event| variant.set(index))
        };
        let id = format!("new-variant-{index}");
        html! {
            <div class="radio">
                <input type="radio" id={id.clone()} name="new-variant" checked={*variant == index} {onchange} />
                <label for={id}>{ label }</label>
            </div>
        }
    };
    html! {
        <div class="new-game">
            if choices.variants.len() > 1 {
                <fieldset class="field radio-group">
                    <legend>{ "Game" }</legend>
                    { for choices.variants.iter().enumerate().map(|(i, (label, _))| variant_radio(i, label)) }
                </fieldset>
            }
            <fieldset class="field radio-group">
                <legend>{ "Who plays" }</legend>
                { mode_radio(NewGameMode::VsAi, "vs-ai", format!("You against {}", ais_text(playing - 1))) }
                { mode_radio(NewGameMode::HotSeat, "hot-seat", hot_seat_label) }
                { mode_radio(NewGameMode::Watch, "watch", format!("Watch {}", ais_text(playing))) }
            </fieldset>
            if *mode == NewGameMode::VsAi && choices.person_seats.len() > 1 {
                <div class="field">
                    <label for="new-seat">{ "Your seat" }</label>
                    <select id="new-seat" onchange={seat_change}>
                        { for choices.person_seats.iter().map(|(seat, label)| html! {
                            <option value={seat.to_string()} selected={*person_seat == *seat}>{ *label }</option>
                        }) }
                    </select>
                </div>
            }
            if *mode == NewGameMode::HotSeat {
                if fewest < most {
                    <div class="field">
                        <label for="new-people">{ "People" }</label>
                        <select id="new-people" onchange={people_change}>
                            { for (fewest..=most).map(|n| html! { <option value={n.to_string()} selected={people_now == n}>{ n }</option> }) }
                        </select>
                    </div>
                }
                { for (0..people_now).map(name_input) }
            }
            { for ai_seats.into_iter().map(level_select) }
            <div class="field">
                <label for="new-seed">{ "Seed (leave empty for a random game)" }</label>
                <input type="text" id="new-seed" inputmode="numeric" value={(*seed_text).clone()} oninput={seed_input} />
            </div>
            if let Some(message) = (*error).clone() {
                <p class="form-error" role="alert">{ message }</p>
            }
            { button(ButtonKind::Primary, "Start game", None, false, start) }
        </div>
    }
}
