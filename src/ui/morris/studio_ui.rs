//! What Nine Men's Morris adds to the studio (wasm): its set-up editor (a
//! grid of the 24 points, each a button that cycles empty, White, Black;
//! each colour's stones in hand and stones taken; the side to move and
//! the moves played), the table a new chapter starts from, and where
//! marks are drawn on its board. The editor's logic is
//! [`super::setup_form`] (native, tested).

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use super::game_ui::{colour, side_key};
use super::setup_form::{
    apply, cell, colour_name, editable, in_hand_part, mark_selector, owner, parse_count,
    parse_moves, parse_seat, point_label, point_part, preset_of, reading_order, stones_part,
    taken_part, ColourCount, Edit, MOVES_PART, TO_MOVE_PART,
};
use crate::engine::morris::{Morris, MorrisOptions};
use crate::engine::study::setup::{SetupProblem, Studio};
use crate::text::t;
use crate::ui::components::button::{button, ButtonKind};
use crate::ui::form_events::{input_value, select_value};
use crate::ui::shell::studio_ui::{has_problem, problem_id, problem_notes, SetupProps, StudioUi};

/// The `aria-describedby` of a control of `part` (its problems' note).
fn described(problems: &[SetupProblem], part: &str) -> Option<String> {
    has_problem(problems, part).then(|| problem_id(part))
}

/// A number input of `part`, labelled `label`, holding `value`; `edit`
/// makes the edit of a number typed.
fn number(
    label: String,
    part: String,
    value: String,
    problems: &[SetupProblem],
    onchange: Callback<String>,
) -> Html {
    let id = format!("mm-setup-{}", part.replace(' ', "-"));
    let oninput = onchange.reform(|e: InputEvent| input_value(&e));
    html! {
        <div class="studio-field mm-setup-number">
            <label for={id.clone()}>{ label }</label>
            <input {id} type="number" min="0" inputmode="numeric" {value} {oninput}
                aria-invalid={has_problem(problems, &part).then_some("true")}
                aria-describedby={described(problems, &part)} />
            { problem_notes(problems, &part) }
        </div>
    }
}

/// The set-up editor.
fn editor(props: &SetupProps<Morris>) -> Html {
    let options = props.options.clone();
    let problems = Morris::setup_problems(&options);
    let preset = preset_of(&options);
    let send = |make: fn(&str) -> Option<Edit>| {
        let (options, change) = (options.clone(), props.change.clone());
        Callback::from(move |text: String| {
            if let Some(edit) = make(&text) {
                change.emit(apply(&options, edit));
            }
        })
    };
    let edit = |edit: Edit| {
        let (options, change) = (options.clone(), props.change.clone());
        Callback::from(move |()| change.emit(apply(&options, edit)))
    };
    let points = reading_order().into_iter().map(|field| {
        let (col, row) = cell(field);
        let on = owner(&preset, field);
        let part = point_part(field);
        let cycle = edit(Edit::Cycle(field));
        let onclick = Callback::from(move |_: MouseEvent| cycle.emit(()));
        let class = classes!(
            "mm-setup-point",
            format!("mm-setup-c{col}"),
            format!("mm-setup-r{row}"),
            match on {
                None => "is-empty",
                Some(0) => "is-white",
                Some(_) => "is-black",
            }
        );
        html! {
            <button type="button" {class} {onclick}
                aria-label={point_label(field, on)}
                aria-invalid={has_problem(&problems, &part).then_some("true")}
                aria-describedby={described(&problems, &part)}>
                <span aria-hidden="true">{ field.name() }</span>
            </button>
        }
    });
    let point_notes = reading_order()
        .into_iter()
        .map(|field| problem_notes(&problems, &point_part(field)));
    let seat_counts = (0..2).map(|seat| {
        let count = ColourCount::of(&preset, seat);
        let name = colour_name(seat);
        let in_hand = in_hand_part(seat);
        let taken = taken_part(seat);
        let stones = stones_part(seat);
        let in_hand_edit: fn(&str) -> Option<Edit> = if seat == 0 {
            |text| parse_count(text).map(|n| Edit::InHand(0, n))
        } else {
            |text| parse_count(text).map(|n| Edit::InHand(1, n))
        };
        let taken_edit: fn(&str) -> Option<Edit> = if seat == 0 {
            |text| parse_count(text).map(|n| Edit::Taken(0, n))
        } else {
            |text| parse_count(text).map(|n| Edit::Taken(1, n))
        };
        html! {
            <div class="mm-setup-colour" role="group" aria-label={name}>
                { number(t::ui_morris_setup_in_hand(side_key(seat)).to_string(), in_hand, preset.in_hand[seat].to_string(), &problems, send(in_hand_edit)) }
                { number(t::ui_morris_setup_taken(side_key(seat)).to_string(), taken, preset.taken[seat].to_string(), &problems, send(taken_edit)) }
                <p class="studio-hint" id={problem_id(&stones)}>{ t::ui_morris_setup_count(colour(seat), count.sentence()).to_string() }</p>
                { problem_notes(&problems, &stones) }
            </div>
        }
    });
    let on_to_move =
        send(|text| parse_seat(text).map(Edit::ToMove)).reform(|e: Event| select_value(&e));
    html! {
        <div class="mm-setup" role="group" aria-label={t::ui_morris_setup_position().to_string()}>
            { problem_notes(&problems, "") }
            <p class="studio-hint">{ t::ui_morris_setup_hint().to_string() }</p>
            <div class="mm-setup-board" role="group" aria-label={t::ui_morris_setup_points().to_string()}>{ for points }</div>
            { for point_notes }
            <div class="studio-row">{ for seat_counts }</div>
            <div class="studio-row">
                <div class="studio-field">
                    <label for="mm-setup-to-move">{ t::ui_morris_setup_to_move().to_string() }</label>
                    <select id="mm-setup-to-move" aria-label={t::ui_morris_setup_to_move().to_string()} onchange={on_to_move}
                        aria-invalid={has_problem(&problems, TO_MOVE_PART).then_some("true")}
                        aria-describedby={described(&problems, TO_MOVE_PART)}>
                        { for (0..2).map(|seat| html! {
                            <option value={seat.to_string()} selected={preset.to_move == seat}>{ colour_name(seat) }</option>
                        }) }
                    </select>
                    { problem_notes(&problems, TO_MOVE_PART) }
                </div>
                { number(t::ui_morris_setup_moves().to_string(), MOVES_PART.into(), preset.moves.to_string(), &problems,
                    send(|text| parse_moves(text).map(Edit::Moves))) }
                { button(ButtonKind::Secondary, t::ui_morris_setup_clear().to_string(), None, false, edit(Edit::Clear)) }
            </div>
        </div>
    }
}

impl StudioUi for Morris {
    fn editable(options: &MorrisOptions, _seed: u64) -> MorrisOptions {
        editable(options)
    }

    fn setup_editor(props: &SetupProps<Morris>) -> Html {
        editor(props)
    }

    fn mark_selector(target: &str) -> Option<String> {
        mark_selector(target)
    }
}
