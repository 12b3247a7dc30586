//! The person's choices (wasm): with a card chosen, `Play card A` and
//! `Discard card A`; with a teammate chosen, `Hint Celia: red` … `Hint
//! Celia: 5` and `Give hint`. A choice the rules refuse is disabled, and
//! the engine's reason is written beside it (all of it from the board's
//! [`FireworksChoices`]).

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::fireworks::{slot_letter, Clue};
use crate::engine::game::Seat;
use crate::text::t;

use super::hand::colour_symbol;
use super::input::{Controls, FireworksChoices, Press};
use super::words;

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

/// The buttons for the person's half-made choice.
pub fn controls(
    choices: &FireworksChoices,
    names: &[String],
    symbols: bool,
    press: &Callback<Press>,
) -> Html {
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    match &choices.controls {
        Controls::Card {
            slot,
            play,
            discard,
        } => {
            let letter = slot_letter(*slot);
            let why: Vec<String> = [play.clone(), discard.clone()]
                .into_iter()
                .flatten()
                .collect();
            html! {
                <div class="fw-controls" role="group" aria-label={t::ui_fireworks_card_group(letter.to_string()).to_string()}>
                    { choice(t::ui_fireworks_play_card(letter.to_string()).to_string(), t::ui_fireworks_play(letter.to_string()).to_string(), play.clone(), false, press, Press::Play) }
                    { choice(t::ui_fireworks_discard_card(letter.to_string()).to_string(), t::ui_fireworks_discard(letter.to_string()).to_string(), discard.clone(), false, press, Press::Discard) }
                    { for why.into_iter().map(|r| html! { <p class="fw-refusal">{ r }</p> }) }
                </div>
            }
        }
        Controls::Hint {
            to,
            clues,
            chosen,
            give,
            notes,
            matches_none,
        } => {
            let mate = name(*to);
            let buttons = clues.iter().map(|(c, why)| {
                let text = match c {
                    Clue::Colour(colour) if symbols => {
                        format!("{} {}", colour_symbol(*colour), words::colour(*colour))
                    }
                    Clue::Colour(colour) => words::colour(*colour).to_string(),
                    Clue::Level(level) => level.to_string(),
                };
                choice(
                    t::ui_fireworks_hint_clue(&mate, words::clue(*c)).to_string(),
                    text,
                    why.clone(),
                    *chosen == Some(*c),
                    press,
                    Press::Clue(*c),
                )
            });
            let mut why = notes.clone();
            if *matches_none {
                why.push(t::ui_fireworks_matches_none(&mate).to_string());
            }
            html! {
                <div class="fw-controls" role="group" aria-label={t::ui_fireworks_hint_group(&mate).to_string()}>
                    <div class="fw-clues">{ for buttons }</div>
                    { choice(t::ui_fireworks_give_hint().to_string(), t::ui_fireworks_give_hint().to_string(), give.clone(), false, press, Press::Give) }
                    { for why.into_iter().map(|r| html! { <p class="fw-refusal">{ r }</p> }) }
                </div>
            }
        }
        Controls::None => Html::default(),
    }
}
