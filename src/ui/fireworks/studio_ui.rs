//! What Fireworks adds to the studio (wasm): its set-up editor, the table
//! a new chapter starts from, and where marks are drawn on its board.
//! The editor is a column of labelled fields for a 390px phone: each
//! hand (cards typed as `R1 G3 B5 Y2 W4`) with what its holder knows of
//! each card, the top of the deck and what becomes of the rest, the
//! fireworks' heights, the discards, clue tokens, each player's mistakes
//! and who plays first; every problem of the table is shown beside its
//! control. Its logic lives in [`super::setup_form`].

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::prelude::*;

use crate::engine::fireworks::options::Layout;
use crate::engine::fireworks::{
    slot_letter, Colour, Fireworks, FireworksOptions, Known, Preset, Rest,
};
use crate::engine::game::Game;
use crate::engine::study::setup::{SetupProblem, Studio};
use crate::text::t;
use crate::ui::form_events::select_value;
use crate::ui::shell::studio_ui::{has_problem, problem_id, problem_notes, SetupProps, StudioUi};

use super::setup_fields::{numbers, select, CardsField, Choices, Select};
use super::setup_form::{
    apply, cards_text, colour_named, editable, hand_seats, known_of, mark_selector, number_choices,
    parse_cards, preset_of, Edit,
};
use super::words;

/// Sends an edit: the whole new options to the studio.
type Send = Rc<dyn Fn(Edit)>;

impl StudioUi for Fireworks {
    fn editable(options: &<Fireworks as Game>::Options, seed: u64) -> <Fireworks as Game>::Options {
        editable(options, seed)
    }

    fn setup_editor(props: &SetupProps<Fireworks>) -> Html {
        let options = props.options.clone();
        let change = props.change.clone();
        let send: Send = Rc::new(move |edit| change.emit(apply(&options, edit)));
        editor(&props.options, &send)
    }

    fn mark_selector(target: &str) -> Option<String> {
        mark_selector(target)
    }
}

/// A card field's change: the cards its canonical text names.
fn cards_edit(
    send: &Send,
    edit: fn(Vec<crate::engine::fireworks::Card>) -> Edit,
) -> Callback<String> {
    let send = send.clone();
    Callback::from(move |text: String| send(edit(parse_cards(&text).unwrap_or_default())))
}

/// A select's change: the edit its chosen value makes.
fn select_edit(send: &Send, edit: impl Fn(String) -> Option<Edit> + 'static) -> Callback<Event> {
    let send = send.clone();
    Callback::from(move |event: Event| {
        if let Some(edit) = edit(select_value(&event)) {
            send(edit);
        }
    })
}

/// A card field of `part`.
fn cards_field(
    problems: &[SetupProblem],
    part: &str,
    id: &str,
    label: String,
    hint: String,
    value: String,
    change: Callback<String>,
) -> Html {
    let invalid = has_problem(problems, part);
    html! {
        <CardsField id={AttrValue::from(id.to_owned())} label={label} value={value} {invalid}
            problem={invalid.then(|| AttrValue::from(problem_id(part)))}
            hint={hint} {change} />
    }
}

/// The whole editor of `options`' set-up table.
fn editor(options: &FireworksOptions, send: &Send) -> Html {
    let problems = <Fireworks as Studio>::setup_problems(options);
    let preset = preset_of(options);
    let layout = Layout::of(options);
    let seats = hand_seats(options);
    html! {
        <div class="fw-setup">
            { problem_notes(&problems, "") }
            { for seats.iter().enumerate().map(|(id, &seat)| hand(&preset, layout, &problems, send, id, seat)) }
            <fieldset class="fw-setup-group">
                <legend>{ t::ui_fireworks_setup_deck().to_string() }</legend>
                { cards_field(&problems, "deck", "fw-setup-deck", t::ui_fireworks_setup_deck_top().to_string(),
                    t::ui_fireworks_setup_deck_hint().to_string(), cards_text(&preset.deck), cards_edit(send, Edit::Deck)) }
                { select(Select {
                    id: "fw-setup-rest".into(), label: t::ui_fireworks_setup_rest().to_string(), visible: true,
                    choices: vec![
                        ("shuffled".into(), t::ui_fireworks_setup_rest_shuffled().to_string()),
                        ("discarded".into(), t::ui_fireworks_setup_rest_discarded().to_string()),
                    ],
                    current: if preset.rest == Rest::Discarded { "discarded" } else { "shuffled" }.into(),
                    part: "deck", problems: &problems,
                    onchange: select_edit(send, |v| Some(Edit::Rest(if v == "discarded" { Rest::Discarded } else { Rest::Shuffled }))),
                }) }
                { problem_notes(&problems, "deck") }
            </fieldset>
            { fireworks(&preset, layout, &problems, send) }
            { cards_field(&problems, "discards", "fw-setup-discards", t::ui_fireworks_setup_discards().to_string(),
                t::ui_fireworks_setup_discards_hint().to_string(), cards_text(&preset.discards), cards_edit(send, Edit::Discards)) }
            { problem_notes(&problems, "discards") }
            { counters(options, &preset, &seats, &problems, send) }
        </div>
    }
}

/// One hand: its cards, then what its holder knows of each.
fn hand(
    preset: &Preset,
    layout: Layout,
    problems: &[SetupProblem],
    send: &Send,
    id: usize,
    seat: usize,
) -> Html {
    let part = format!("hand {}", id + 1);
    let cards = preset.hands.get(id).cloned().unwrap_or_default();
    let knowledge = format!("knowledge {}", id + 1);
    html! {
        <fieldset class="fw-setup-group fw-setup-hand">
            <legend>{ t::ui_fireworks_setup_seat(seat).to_string() }</legend>
            { cards_field(problems, &part, &format!("fw-setup-hand-{seat}"), t::ui_fireworks_setup_hand(seat).to_string(),
                if layout.hand_size == 4 { t::ui_fireworks_setup_hand_hint_4() } else { t::ui_fireworks_setup_hand_hint_5() }.to_string(),
                cards_text(&cards),
                { let send = send.clone(); Callback::from(move |text: String| send(Edit::Hand(id, parse_cards(&text).unwrap_or_default()))) }) }
            { problem_notes(problems, &part) }
            <p class="fw-setup-known-title">{ t::ui_fireworks_setup_knows(seat).to_string() }</p>
            <ul class="fw-setup-known">
                { for (0..layout.hand_size).map(|slot| known_row(preset, layout, problems, send, (id, seat, slot), &knowledge)) }
            </ul>
            { problem_notes(problems, &knowledge) }
        </fieldset>
    }
}

/// The colour and the level seat `seat` knows of its card `slot`.
fn known_row(
    preset: &Preset,
    layout: Layout,
    problems: &[SetupProblem],
    send: &Send,
    (id, seat, slot): (usize, usize, usize),
    part: &str,
) -> Html {
    let letter = slot_letter(slot);
    let known = known_of(preset, id, slot);
    let card = preset.hands.get(id).and_then(|h| h.get(slot));
    let mut colours: Choices = vec![(
        String::new(),
        t::ui_fireworks_setup_colour_unknown().to_string(),
    )];
    let mut listed: Vec<Colour> = layout.deck.colours().to_vec();
    listed.extend(known.colour.filter(|c| !listed.contains(c)));
    colours.extend(
        listed
            .iter()
            .map(|&c| (c.name().to_owned(), words::colour_title(c).to_string())),
    );
    let mut levels: Choices = vec![(
        String::new(),
        t::ui_fireworks_setup_level_unknown().to_string(),
    )];
    let mut values: Vec<u8> = (1..=5).collect();
    values.extend(known.level.filter(|l| !values.contains(l)));
    levels.extend(values.iter().map(|l| (l.to_string(), l.to_string())));
    let slot_name = letter.to_string();
    html! {
        <li class="fw-setup-known-card">
            <span class="fw-setup-slot" aria-hidden="true">
                { format!("{letter} {}", card.map(|c| c.short()).unwrap_or_default()) }
            </span>
            { select(Select {
                id: format!("fw-setup-known-{seat}-{letter}-colour"), label: t::ui_fireworks_setup_colour_known(seat, &slot_name).to_string(), visible: false,
                choices: colours, current: known.colour.map(|c| c.name().to_owned()).unwrap_or_default(),
                part, problems,
                onchange: select_edit(send, move |v| Some(Edit::Known(id, slot, Known { colour: colour_named(&v), ..known }))),
            }) }
            { select(Select {
                id: format!("fw-setup-known-{seat}-{letter}-level"), label: t::ui_fireworks_setup_level_known(seat, &slot_name).to_string(), visible: false,
                choices: levels, current: known.level.map(|l| l.to_string()).unwrap_or_default(),
                part, problems,
                onchange: select_edit(send, move |v| Some(Edit::Known(id, slot, Known { level: v.parse().ok(), ..known }))),
            }) }
        </li>
    }
}

/// Each firework's height, in the colours of the deck.
fn fireworks(preset: &Preset, layout: Layout, problems: &[SetupProblem], send: &Send) -> Html {
    html! {
        <fieldset class="fw-setup-group fw-setup-heights">
            <legend>{ t::ui_fireworks_setup_fireworks().to_string() }</legend>
            { for layout.deck.colours().iter().map(|&colour| {
                let part = format!("firework {}", colour.name());
                let height = preset.fireworks.get(colour.index()).copied().unwrap_or(0);
                html! {
                    <div class="fw-setup-height">
                        { select(Select {
                            id: format!("fw-setup-height-{}", colour.name()), label: t::ui_fireworks_setup_height(words::colour(colour)).to_string(), visible: true,
                            choices: numbers(number_choices(5, height)), current: height.to_string(),
                            part: &part, problems,
                            onchange: select_edit(send, move |v| v.parse().ok().map(|h| Edit::Height(colour, h))),
                        }) }
                        { problem_notes(problems, &part) }
                    </div>
                }
            }) }
        </fieldset>
    }
}

/// Clue tokens, each player's mistakes and who plays first.
fn counters(
    options: &FireworksOptions,
    preset: &Preset,
    seats: &[usize],
    problems: &[SetupProblem],
    send: &Send,
) -> Html {
    let rules = options.rules;
    let tokens = preset.tokens.unwrap_or(rules.max_tokens);
    let mut first: Choices = seats
        .iter()
        .enumerate()
        .map(|(id, &seat)| (id.to_string(), t::ui_fireworks_setup_seat(seat).to_string()))
        .collect();
    if usize::from(preset.first) >= seats.len() {
        first.push((
            preset.first.to_string(),
            t::ui_fireworks_setup_absent(preset.first + 1).to_string(),
        ));
    }
    html! {
        <>
            { select(Select {
                id: "fw-setup-tokens".into(), label: t::ui_fireworks_setup_tokens().to_string(), visible: true,
                choices: numbers(number_choices(rules.max_tokens, tokens)), current: tokens.to_string(),
                part: "tokens", problems,
                onchange: select_edit(send, |v| v.parse().ok().map(Edit::Tokens)),
            }) }
            { problem_notes(problems, "tokens") }
            <fieldset class="fw-setup-group fw-setup-mistakes">
                <legend>{ t::ui_fireworks_setup_mistakes().to_string() }</legend>
                { for seats.iter().enumerate().map(|(id, seat)| {
                    let made = preset.mistakes.get(id).copied().unwrap_or(0);
                    select(Select {
                        id: format!("fw-setup-mistakes-{seat}"), label: t::ui_fireworks_setup_mistakes_by(*seat).to_string(), visible: true,
                        choices: numbers(number_choices(rules.mistakes_allowed, made)), current: made.to_string(),
                        part: "mistakes", problems,
                        onchange: select_edit(send, move |v| v.parse().ok().map(|m| Edit::Mistakes(id, m))),
                    })
                }) }
                { problem_notes(problems, "mistakes") }
            </fieldset>
            { select(Select {
                id: "fw-setup-first".into(), label: t::ui_fireworks_setup_first().to_string(), visible: true,
                choices: first, current: preset.first.to_string(),
                part: "first", problems,
                onchange: select_edit(send, |v| v.parse().ok().map(Edit::First)),
            }) }
            { problem_notes(problems, "first") }
        </>
    }
}
