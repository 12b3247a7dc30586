//! The controls of the studio's Fireworks set-up editor (wasm): a text
//! field of cards that keeps what the teacher types while it is not yet
//! cards, and labelled selects; each points at the note of its part's
//! problems (`aria-invalid`, `aria-describedby`).

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::study::setup::SetupProblem;
use crate::ui::form_events::input_value;
use crate::ui::shell::studio_ui::{has_problem, problem_id};

use super::setup_form::canonical_cards;

/// The `aria-describedby` of a control of `part`: its problems' note when
/// it has one, and `more` (a note of the control's own).
pub fn described_by(problems: &[SetupProblem], part: &str, more: Option<String>) -> Option<String> {
    let ids: Vec<String> = has_problem(problems, part)
        .then(|| problem_id(part))
        .into_iter()
        .chain(more)
        .collect();
    (!ids.is_empty()).then(|| ids.join(" "))
}

/// Properties of [`CardsField`].
#[derive(Properties, PartialEq)]
pub struct CardsFieldProps {
    /// The input's id (its error note's id adds `-error`).
    pub id: AttrValue,
    /// The visible label, the field's accessible name.
    pub label: AttrValue,
    /// The cards the options hold now, as [`super::setup_form::cards_text`]
    /// writes them.
    pub value: AttrValue,
    /// Whether the part has a problem (`aria-invalid`).
    pub invalid: bool,
    /// The id of the part's problem note, when it has one.
    pub problem: Option<AttrValue>,
    /// A short example under the field.
    pub hint: AttrValue,
    /// Called with the canonical text of every edit that reads as cards.
    pub change: Callback<String>,
}

/// A text field of cards (`R1 G3 B5`): while the typed text is not cards
/// it stays as typed with the reason beneath and nothing is sent; once it
/// reads, its canonical text is sent. A new value from outside replaces
/// the text unless the text already says it (so a trailing space or a
/// lower-case letter is not taken from under the teacher's fingers).
#[function_component(CardsField)]
pub fn cards_field(props: &CardsFieldProps) -> Html {
    let text = use_state(|| props.value.to_string());
    let error = use_state(|| None::<String>);
    {
        let (text, error) = (text.clone(), error.clone());
        use_effect_with(props.value.clone(), move |value| {
            if canonical_cards(&text).ok().as_deref() != Some(value.as_str()) {
                text.set(value.to_string());
                error.set(None);
            }
        });
    }
    let oninput = {
        let (text, error, change) = (text.clone(), error.clone(), props.change.clone());
        Callback::from(move |event: InputEvent| {
            let typed = input_value(&event);
            match canonical_cards(&typed) {
                Ok(canonical) => {
                    error.set(None);
                    change.emit(canonical);
                }
                Err(reason) => error.set(Some(reason)),
            }
            text.set(typed);
        })
    };
    let error_id = format!("{}-error", props.id);
    let hint_id = format!("{}-hint", props.id);
    let described: Vec<String> = props
        .problem
        .iter()
        .map(|p| p.to_string())
        .chain(error.is_some().then(|| error_id.clone()))
        .chain(Some(hint_id.clone()))
        .collect();
    let invalid = props.invalid || error.is_some();
    html! {
        <div class="field fw-setup-field">
            <label for={props.id.clone()}>{ props.label.clone() }</label>
            <input id={props.id.clone()} type="text" class="fw-setup-cards"
                autocomplete="off" autocapitalize="characters" spellcheck="false"
                value={(*text).clone()} {oninput}
                aria-invalid={invalid.then_some("true")}
                aria-describedby={described.join(" ")} />
            <p class="field-note" id={hint_id}>{ props.hint.clone() }</p>
            if let Some(reason) = &*error {
                <p class="studio-problem" id={error_id} role="alert">{ reason.clone() }</p>
            }
        </div>
    }
}

/// A select's choices: each value and the text it shows.
pub type Choices = Vec<(String, String)>;

/// A `<select>` of `choices` with `current` chosen, named by `label`
/// (a visible label when `visible`, else `aria-label` only, for the
/// compact rows of what each card's holder knows), pointing at `part`'s
/// problem note.
pub struct Select<'a> {
    /// The select's id.
    pub id: String,
    /// Its accessible name.
    pub label: String,
    /// Whether the label is shown above it.
    pub visible: bool,
    /// The values and their texts.
    pub choices: Choices,
    /// The value chosen now.
    pub current: String,
    /// The part of the table it edits.
    pub part: &'a str,
    /// What is wrong with the table.
    pub problems: &'a [SetupProblem],
    /// Called on every change.
    pub onchange: Callback<Event>,
}

/// The select [`Select`] describes.
pub fn select(spec: Select<'_>) -> Html {
    let invalid = has_problem(spec.problems, spec.part);
    let element = html! {
        <select id={spec.id.clone()} onchange={spec.onchange}
            aria-label={(!spec.visible).then(|| spec.label.clone())}
            aria-invalid={invalid.then_some("true")}
            aria-describedby={described_by(spec.problems, spec.part, None)}>
            { for spec.choices.into_iter().map(|(value, text)| {
                let selected = value == spec.current;
                html! { <option {value} {selected}>{ text }</option> }
            }) }
        </select>
    };
    if spec.visible {
        html! {
            <div class="field fw-setup-field">
                <label for={spec.id}>{ spec.label }</label>
                { element }
            </div>
        }
    } else {
        element
    }
}

/// Choices of the numbers `numbers`, each shown as itself.
pub fn numbers(numbers: Vec<u8>) -> Choices {
    numbers
        .into_iter()
        .map(|n| (n.to_string(), n.to_string()))
        .collect()
}
