//! The new-game form of every game: who plays (you against AIs, people on
//! this device, or AIs to watch), your seat where the game offers a
//! choice, each AI's level, the people's names, and an optional seed. The
//! form only reads and checks what was typed; the page turns the
//! [`NewGameChoice`] into a set-up for its game.

use yew::prelude::*;

use crate::text::t;
use crate::ui::components::{button, ButtonKind};
use crate::ui::form_events::{input_value, select_value};
use crate::ui::settings::{clean_name, DEFAULT_NAME};
use crate::ui::shell::new_game::{parse_seed, NewGameChoice, NewGameMode, SetupChoices};
use crate::ui::shell::setup::{level_name, level_of, REMOTE_CHOICE};

use super::daily_section::{daily_section, today};

/// Properties of [`NewGameForm`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The game's id.
    pub game: &'static str,
    /// What the game offers.
    pub choices: SetupChoices,
    /// The person's name (settings).
    pub player: AttrValue,
    /// The default AI level (settings).
    pub level: AttrValue,
    /// The last choice made for this game, if one is kept: the form
    /// opens with it.
    #[prop_or_default]
    pub last: Option<NewGameChoice>,
    /// Starts the game chosen.
    pub on_start: Callback<NewGameChoice>,
}

/// A seat's choice: an AI level, or (`remote`) a person on another
/// device.
fn level_field(
    id: String,
    label: String,
    (levels, remote): (&[&'static str], bool),
    value: &str,
    onchange: Callback<Event>,
) -> Html {
    html! {
        <div class="field">
            <label for={id.clone()}>{ label }</label>
            <select {id} {onchange}>
                { for levels.iter().map(|level| html! {
                    <option value={*level} selected={value == *level}>{ level_name(level) }</option>
                }) }
                if remote {
                    <option value={REMOTE_CHOICE} selected={value == REMOTE_CHOICE}>{ t::remote_seat_choice().to_string() }</option>
                }
            </select>
        </div>
    }
}

/// The form.
#[function_component(NewGameForm)]
pub fn new_game_form(props: &NewGameProps) -> Html {
    let choices = &props.choices;
    let seats = choices.most_seats();
    let last = props.last.as_ref();
    let mode = use_state(|| last.map_or(NewGameMode::VsAi, |l| l.mode));
    let person_seat = use_state(|| {
        last.map(|l| l.person_seat)
            .filter(|s| choices.person_seats.iter().any(|(p, _)| p == s))
            .unwrap_or_else(|| choices.person_seats.first().map_or(0, |(s, _)| *s))
    });
    let people = use_state(|| {
        last.filter(|l| l.mode == NewGameMode::HotSeat)
            .map_or(choices.hot_seat.0, |l| l.names.len())
    });
    let levels = use_state(|| {
        let mut levels = vec![props.level.to_string(); seats];
        for (kept, level) in last.map_or(&[][..], |l| &l.levels).iter().zip(&mut levels) {
            if choices.levels.contains(&kept.as_str()) || kept == REMOTE_CHOICE {
                level.clone_from(kept);
            }
        }
        levels
    });
    let names = use_state(|| {
        let mut names = vec![props.player.to_string()];
        names.extend((2..=seats).map(|n| t::shell_player_number(n).to_string()));
        for (kept, name) in last
            .map_or(&[][..], |l| &l.names)
            .iter()
            .zip(&mut names)
            .skip(1)
        {
            name.clone_from(kept);
        }
        names
    });
    let variant = use_state(|| {
        last.map(|l| l.variant)
            .filter(|&v| v < choices.variants.len())
            .unwrap_or(0)
    });
    let rules = use_state(|| {
        last.map(|l| l.rules)
            .filter(|&r| r < choices.rules.len())
            .unwrap_or(0)
    });
    let players = use_state(|| last.map_or(0, |l| l.players));
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
        let name = choices.ai_name(seat);
        let label = choices
            .seat_labels
            .get(seat)
            .cloned()
            .unwrap_or_else(|| t::shell_new_seat(seat + 1).to_string());
        let remote = *mode != NewGameMode::Watch;
        // Watched, a seat chosen for another device shows the AI that
        // will play it.
        let value = match levels[seat].as_str() {
            REMOTE_CHOICE if !remote => level_of(&levels, seat),
            value => value.to_owned(),
        };
        level_field(
            format!("new-level-{seat}"),
            t::shell_new_level(name, label).to_string(),
            (&choices.levels, remote),
            &value,
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
            .cloned()
            .unwrap_or_else(|| t::shell_new_name(seat + 1).to_string());
        // The default name ("You") is the placeholder, in the language of
        // the moment, not a typed English word; left empty it stays the
        // default.
        let (value, placeholder) = match names[seat].as_str() {
            DEFAULT_NAME => (
                String::new(),
                Some(t::shell_seat_name(DEFAULT_NAME).to_string()),
            ),
            name => (name.to_owned(), None),
        };
        html! {
            <div class="field">
                <label for={id.clone()}>{ label }</label>
                <input type="text" {id} {value} {placeholder} {oninput} />
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
    // The rules chosen and their player count (the rules' own count
    // until one is chosen).
    let rule = choices.rules.get(*rules);
    let count = rule.map_or(choices.seats, |r| {
        match *players {
            0 => r.default_count,
            n => n,
        }
        .clamp(r.counts.0, r.counts.1)
    });
    let variant_seats: Vec<usize> = match choices.variants.get(*variant) {
        Some((_, seats)) if *rules == 0 && count == choices.seats => seats.clone(),
        _ => (0..count).collect(),
    };
    let playing = variant_seats.len();
    let (fewest, most) = choices.hot_seat_for(count);
    let most = most.min(playing).max(fewest);
    let people_now = (*people).clamp(fewest, most);
    let person_choices: Vec<(usize, String)> = choices
        .person_seats
        .iter()
        .filter(|(s, _)| *s < count)
        .cloned()
        .collect();
    let person_now = if person_choices.iter().any(|(s, _)| *s == *person_seat) {
        *person_seat
    } else {
        person_choices.first().map_or(0, |(s, _)| *s)
    };
    // Starts the game chosen: with its seed, or (`Some(day)`) that day's
    // deal of the day.
    let start = {
        let (variant, rules) = (variant.clone(), rules.clone());
        let players = if rule.is_some() { count } else { 0 };
        let (mode, levels, names, seed_text, error) = (
            mode.clone(),
            levels.clone(),
            names.clone(),
            seed_text.clone(),
            error.clone(),
        );
        let on_start = props.on_start.clone();
        // Person 1 left empty keeps the default name when it was the default.
        let default_first = props.player.as_str() == DEFAULT_NAME;
        Callback::from(move |daily: Option<u32>| {
            let seed = match parse_seed(&seed_text) {
                Ok(seed) => seed,
                // The deal of the day needs no seed.
                Err(_) if daily.is_some() => None,
                Err(message) => {
                    error.set(Some(message));
                    return;
                }
            };
            let names = names[..people_now]
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    if n.trim().is_empty() && i == 0 && default_first {
                        DEFAULT_NAME.to_owned()
                    } else if n.trim().is_empty() {
                        t::shell_player_number(i + 1).to_string()
                    } else {
                        n.trim().to_owned()
                    }
                })
                .collect();
            error.set(None);
            on_start.emit(NewGameChoice {
                mode: *mode,
                person_seat: person_now,
                names,
                levels: (*levels).clone(),
                seed,
                variant: *variant,
                rules: *rules,
                players,
                daily,
            });
        })
    };
    let hot_seat_label = if fewest == most {
        t::shell_new_hot_seat(t::shell_number_start(fewest))
    } else {
        t::shell_new_hot_seat_range(fewest, most)
    }
    .to_string();
    let ai_seats: Vec<usize> = match *mode {
        NewGameMode::VsAi => variant_seats
            .iter()
            .copied()
            .filter(|&s| s != person_now)
            .collect(),
        NewGameMode::HotSeat => variant_seats[people_now.min(playing)..].to_vec(),
        NewGameMode::Watch => variant_seats.clone(),
    };
    let variant_radio = |index: usize, label: &String| {
        let onchange = {
            let variant = variant.clone();
            Callback::from(move |_: Event| variant.set(index))
        };
        let id = format!("new-variant-{index}");
        html! {
            <div class="radio">
                <input type="radio" id={id.clone()} name="new-variant" checked={*variant == index} {onchange} />
                <label for={id}>{ label.clone() }</label>
            </div>
        }
    };
    let rules_radio = |index: usize, title: &String| {
        let onchange = {
            let (rules, players) = (rules.clone(), players.clone());
            Callback::from(move |_: Event| {
                rules.set(index);
                players.set(0);
            })
        };
        let id = format!("new-rules-{index}");
        html! {
            <div class="radio">
                <input type="radio" id={id.clone()} name="new-rules" checked={*rules == index} {onchange} />
                <label for={id}>{ title.clone() }</label>
            </div>
        }
    };
    let players_change = {
        let players = players.clone();
        Callback::from(move |event: Event| {
            if let Ok(n) = select_value(&event).parse::<usize>() {
                players.set(n);
            }
        })
    };
    html! {
        <div class="new-game">
            if choices.rules.len() > 1 {
                <fieldset class="field radio-group">
                    <legend>{ t::shell_new_rules().to_string() }</legend>
                    { for choices.rules.iter().enumerate().map(|(i, r)| rules_radio(i, &r.title)) }
                    if let Some(rule) = rule {
                        <p class="field-note">{ rule.summary.clone() }</p>
                    }
                </fieldset>
            }
            if let Some((fewest_players, most_players)) = rule.map(|r| r.counts).filter(|(a, b)| a < b) {
                <div class="field">
                    <label for="new-players">{ t::shell_new_players().to_string() }</label>
                    <select id="new-players" onchange={players_change}>
                        { for (fewest_players..=most_players).map(|n| html! {
                            <option value={n.to_string()} selected={count == n}>{ n }</option>
                        }) }
                    </select>
                </div>
            }
            if choices.variants.len() > 1 && *rules == 0 && count == choices.seats {
                <fieldset class="field radio-group">
                    <legend>{ t::shell_new_game().to_string() }</legend>
                    { for choices.variants.iter().enumerate().map(|(i, (label, _))| variant_radio(i, label)) }
                </fieldset>
            }
            <fieldset class="field radio-group">
                <legend>{ t::shell_new_who().to_string() }</legend>
                { mode_radio(NewGameMode::VsAi, "vs-ai", t::shell_you_against_ais(playing - 1, t::shell_number(playing - 1)).to_string()) }
                { mode_radio(NewGameMode::HotSeat, "hot-seat", hot_seat_label) }
                { mode_radio(NewGameMode::Watch, "watch", t::shell_new_watch(playing, t::shell_number(playing)).to_string()) }
            </fieldset>
            if *mode == NewGameMode::VsAi && person_choices.len() > 1 {
                <div class="field">
                    <label for="new-seat">{ t::shell_new_your_seat().to_string() }</label>
                    <select id="new-seat" onchange={seat_change}>
                        { for person_choices.iter().map(|(seat, label)| html! {
                            <option value={seat.to_string()} selected={person_now == *seat}>{ label.clone() }</option>
                        }) }
                    </select>
                </div>
            }
            if *mode == NewGameMode::HotSeat {
                if fewest < most {
                    <div class="field">
                        <label for="new-people">{ t::shell_new_people().to_string() }</label>
                        <select id="new-people" onchange={people_change}>
                            { for (fewest..=most).map(|n| html! { <option value={n.to_string()} selected={people_now == n}>{ n }</option> }) }
                        </select>
                    </div>
                }
                { for (0..people_now).map(name_input) }
            }
            { for ai_seats.into_iter().map(level_select) }
            <div class="field">
                <label for="new-seed">{ t::shell_new_seed().to_string() }</label>
                <input type="text" id="new-seed" inputmode="numeric" value={(*seed_text).clone()} oninput={seed_input} />
            </div>
            if let Some(message) = (*error).clone() {
                <p class="form-error" role="alert">{ message }</p>
            }
            { button(ButtonKind::Primary, t::shell_new_start(), None, false, start.reform(|()| None)) }
            if choices.daily {
                { daily_section(props.game, &choices.rules, start.reform(|()| today().map(|day| day.0))) }
            }
        </div>
    }
}
