//! The person's choices (wasm): with a card chosen, `Play card A` and
//! `Discard card A`; with a teammate chosen, `Hint Celia: red` … `Hint
//! Celia: 5` and `Give hint`. A choice the rules refuse is disabled, and
//! the engine's reason is written beside it.

use yew::prelude::*;

use crate::engine::fireworks::{slot_letter, Clue, Fireworks, FireworksAction, FireworksError};
use crate::engine::game::Seat;
use crate::ui::shell::screen::sentence;

use super::game_ui::{Input, Press};
use super::hand::colour_symbol;

/// A button that presses `press`, disabled with `refused`'s reason.
fn choice(
    label: String,
    text: String,
    refused: Option<String>,
    chosen: bool,
    press: &Callback<Press>,
    what: Press,
) -> Html {
    let onclick = press.reform(move |_| what.clone());
    let disabled = refused.is_some();
    html! {
        <button type="button" class={classes!("btn", if chosen { "btn-primary" } else { "btn-secondary" }, "fw-choice")}
                aria-label={label} {disabled} title={refused.unwrap_or_default()}
                aria-pressed={chosen.then_some("true")} {onclick}>
            { text }
        </button>
    }
}

/// Why `action` is refused now, as a sentence.
fn refused(state: &Fireworks, seat: Seat, action: FireworksAction) -> Option<String> {
    state
        .refusal(seat, action)
        .map(|e| sentence(&e.to_string()))
}

/// The buttons for the person's half-made choice.
pub fn controls(
    state: &Fireworks,
    seat: Seat,
    input: Input,
    names: &[String],
    symbols: bool,
    press: &Callback<Press>,
) -> Html {
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    match input {
        Input::Card(slot) => {
            let letter = slot_letter(slot);
            let play = refused(state, seat, FireworksAction::Play(slot));
            let discard = refused(state, seat, FireworksAction::Discard(slot));
            let reasons: Vec<String> = [play.clone(), discard.clone()]
                .into_iter()
                .flatten()
                .collect();
            html! {
                <div class="fw-controls" role="group" aria-label={format!("Card {letter}")}>
                    { choice(format!("Play card {letter}"), format!("Play {letter}"), play, false, press, Press::Play) }
                    { choice(format!("Discard card {letter}"), format!("Discard {letter}"), discard, false, press, Press::Discard) }
                    { for reasons.into_iter().map(|r| html! { <p class="fw-refusal">{ r }</p> }) }
                </div>
            }
        }
        Input::Hint { to: Some(to), clue } => {
            let mate = name(to);
            let mut reasons: Vec<String> = Vec::new();
            let mut matches_none = false;
            let clues: Vec<Html> = Clue::all()
                .map(|c| {
                    let error = state.refusal(seat, FireworksAction::Hint { to, clue: c });
                    match &error {
                        Some(FireworksError::TouchesNothing(_)) => matches_none = true,
                        Some(other) => {
                            let why = sentence(&other.to_string());
                            if !reasons.contains(&why) {
                                reasons.push(why);
                            }
                        }
                        None => {}
                    }
                    let why = error.map(|e| sentence(&e.to_string()));
                    let text = match c {
                        Clue::Colour(colour) if symbols => {
                            format!("{} {}", colour_symbol(colour), colour.name())
                        }
                        _ => c.to_string(),
                    };
                    choice(
                        format!("Hint {mate}: {c}"),
                        text,
                        why,
                        clue == Some(c),
                        press,
                        Press::Clue(c),
                    )
                })
                .collect();
            if matches_none {
                reasons.push(format!("A hint must match at least one card: the greyed-out ones match none of {mate}'s cards."));
            }
            let give = match clue {
                Some(c) => refused(state, seat, FireworksAction::Hint { to, clue: c }),
                None => Some("Choose a colour or a level first.".to_owned()),
            };
            html! {
                <div class="fw-controls" role="group" aria-label={format!("Hint {mate}")}>
                    <div class="fw-clues">{ for clues }</div>
                    { choice("Give hint".to_owned(), "Give hint".to_owned(), give, false, press, Press::Give) }
                    { for reasons.into_iter().map(|r| html! { <p class="fw-refusal">{ r }</p> }) }
                </div>
            }
        }
        _ => Html::default(),
    }
}
