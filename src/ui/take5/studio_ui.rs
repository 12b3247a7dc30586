//! What 6 nimmt! adds to the studio (wasm): its set-up editor (the four
//! rows, each hand and the cows each seat already has, typed as numbers;
//! the hands' size; a fresh deal), the table a new chapter starts from,
//! and where marks are drawn on its board. The editor's logic is
//! [`super::setup_form`] (native, tested).

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use super::setup_form::{
    cows_text, deal_again, deal_of, editable, hand_fields, hand_size, hand_text, parse_cards,
    parse_cows, row_text, shown_text, typing_problem, with_cows, with_hand, with_hand_size,
    with_row,
};
use crate::engine::study::setup::Studio;
use crate::engine::take5::cards::{HAND_SIZE, ROWS};
use crate::engine::take5::{Take5, Take5Options};
use crate::text::t;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::form_events::{input_value, select_value};
use crate::ui::shell::chrome::table_layout::random_seed;
use crate::ui::shell::studio_ui::{has_problem, problem_id, problem_notes, SetupProps, StudioUi};

/// Properties of [`Take5Field`].
#[derive(Properties, PartialEq)]
struct Take5FieldProps {
    /// The field's label (its accessible name).
    label: AttrValue,
    /// The part of the table it edits ("row 1", "hand 2", "cows 3").
    part: AttrValue,
    /// What the options hold now, as the field writes it.
    shown: AttrValue,
    /// A seat's cows (a number) rather than cards.
    cows: bool,
    /// Whether the part has a problem.
    invalid: bool,
    /// Called with each text that reads (cards, or a number of cows).
    change: Callback<String>,
}

/// A field of cards or cows that keeps what the teacher types while it
/// does not read yet, with the reason beneath.
#[function_component(Take5Field)]
fn take5_field(props: &Take5FieldProps) -> Html {
    let typed = use_state(|| None::<String>);
    let text = shown_text(typed.as_deref(), &props.shown, props.cows);
    let error = if props.cows {
        parse_cows(&text).err()
    } else {
        typing_problem(&parse_cards(&text).bad)
    };
    let oninput = {
        let (typed, change, cows) = (typed.clone(), props.change.clone(), props.cows);
        Callback::from(move |event: InputEvent| {
            let text = input_value(&event);
            let reads = if cows {
                parse_cows(&text).is_ok()
            } else {
                parse_cards(&text).bad.is_empty()
            };
            if reads {
                change.emit(text.clone());
            }
            typed.set(Some(text));
        })
    };
    let id = format!("t5-setup-{}", props.part.replace(' ', "-"));
    let error_id = format!("{id}-error");
    let described: Vec<String> = props
        .invalid
        .then(|| problem_id(&props.part))
        .into_iter()
        .chain(error.is_some().then(|| error_id.clone()))
        .collect();
    html! {
        <div class="studio-field t5-setup-field">
            <label for={id.clone()}>{ props.label.clone() }</label>
            <input {id} type="text" inputmode={if props.cows { "numeric" } else { "text" }}
                autocomplete="off" spellcheck="false" value={text} {oninput}
                aria-invalid={(props.invalid || error.is_some()).then_some("true")}
                aria-describedby={(!described.is_empty()).then(|| described.join(" "))} />
            if let Some(reason) = error {
                <p class="studio-problem" id={error_id} role="alert">{ reason }</p>
            }
        </div>
    }
}

/// The set-up editor.
fn editor(props: &SetupProps<Take5>) -> Html {
    let options = props.options.clone();
    let problems = Take5::setup_problems(&options);
    let deal = deal_of(&options);
    let field = |label: String,
                 part: String,
                 shown: String,
                 cows: bool,
                 make: fn(&Take5Options, usize, &str) -> Take5Options,
                 index: usize| {
        let (options, change) = (options.clone(), props.change.clone());
        let change = Callback::from(move |text: String| change.emit(make(&options, index, &text)));
        let invalid = has_problem(&problems, &part);
        html! {
            <>
                <Take5Field label={label} part={part.clone()} shown={shown} {cows} {invalid} {change} />
                { problem_notes(&problems, &part) }
            </>
        }
    };
    let row = |options: &Take5Options, row: usize, text: &str| {
        with_row(options, row, &parse_cards(text).cards)
    };
    let hand = |options: &Take5Options, seat: usize, text: &str| {
        with_hand(options, seat, &parse_cards(text).cards)
    };
    let cows = |options: &Take5Options, seat: usize, text: &str| {
        with_cows(options, seat, parse_cows(text).unwrap_or(0))
    };
    let on_size = {
        let (options, change) = (options.clone(), props.change.clone());
        Callback::from(move |e: Event| {
            if let Ok(size) = select_value(&e).parse::<usize>() {
                change.emit(with_hand_size(&options, size));
            }
        })
    };
    let again = {
        let (options, change) = (options.clone(), props.change.clone());
        Callback::from(move |()| change.emit(deal_again(&options, random_seed())))
    };
    let size = hand_size(&deal);
    html! {
        <div class="t5-setup" role="group" aria-label={t::ui_take5_setup_deal().to_string()}>
            { problem_notes(&problems, "") }
            <p class="studio-hint">{ t::ui_take5_setup_hint().to_string() }</p>
            <div class="t5-setup-rows">
                { for (0..ROWS).map(|r| field(t::ui_take5_row(r + 1).to_string(), format!("row {}", r + 1), row_text(&deal, r), false, row, r)) }
            </div>
            <div class="studio-row">
                <label class="studio-field">
                    <span>{ t::ui_take5_setup_hand_size().to_string() }</span>
                    <select aria-label={t::ui_take5_setup_hand_size().to_string()} onchange={on_size}>
                        { for (1..=HAND_SIZE).map(|n| html! {
                            <option value={n.to_string()} selected={n == size}>{ n.to_string() }</option>
                        }) }
                    </select>
                </label>
                { button(ButtonKind::Secondary, t::ui_take5_setup_deal_again().to_string(), None, false, again) }
            </div>
            <div class="t5-setup-seats">
                { for (0..hand_fields(&options)).map(|seat| html! {
                    <div class="t5-setup-seat" role="group" aria-label={t::ui_take5_setup_seat(seat + 1).to_string()}>
                        { field(t::ui_take5_setup_hand(seat + 1).to_string(), format!("hand {}", seat + 1), hand_text(&deal, seat), false, hand, seat) }
                        { field(t::ui_take5_setup_cows(seat + 1).to_string(), format!("cows {}", seat + 1), cows_text(&deal, seat), true, cows, seat) }
                    </div>
                }) }
            </div>
        </div>
    }
}

impl StudioUi for Take5 {
    fn editable(options: &Take5Options, seed: u64) -> Take5Options {
        editable(options, seed)
    }

    fn setup_editor(props: &SetupProps<Take5>) -> Html {
        editor(props)
    }

    /// "row 2": the row's cards (`.t5-row` in row order); "card 55": the
    /// card on the rows whose label names it.
    fn mark_selector(target: &str) -> Option<String> {
        super::setup_form::mark_selector(target)
    }
}
