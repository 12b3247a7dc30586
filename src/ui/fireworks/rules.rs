//! The rules of Fireworks in our own words, the AI partners' conventions
//! and the lessons.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::fireworks::Fireworks;
use crate::text::{t, Msg};
use crate::ui::shell::drawing::game_lesson_links;

use super::words;

/// The conventions as a lead-in and a numbered list.
fn conventions_html() -> Html {
    let (lead, items) = words::conventions();
    html! {
        <>
            <p>{ lead.to_string() }</p>
            <ol class="fw-conventions">
                { for items.into_iter().map(|item| html! { <li>{ item.to_string() }</li> }) }
            </ol>
        </>
    }
}

/// A paragraph of `msg`.
fn p(msg: Msg) -> Html {
    html! { <p>{ msg.to_string() }</p> }
}

/// A heading of `msg`.
fn h2(msg: Msg) -> Html {
    html! { <h2>{ msg.to_string() }</h2> }
}

/// The rules page content.
pub fn rules() -> Html {
    let round = [
        t::ui_fireworks_rules_round_deal(),
        t::ui_fireworks_rules_round_turn(),
        t::ui_fireworks_rules_round_hint(),
        t::ui_fireworks_rules_round_discard(),
        t::ui_fireworks_rules_round_play(),
        t::ui_fireworks_rules_round_draw(),
        t::ui_fireworks_rules_round_five(),
        t::ui_fireworks_rules_round_end(),
    ];
    html! {
        <article class="fw-rules">
            { p(t::ui_fireworks_rules_intro()) }
            { h2(t::ui_fireworks_rules_cards_title()) }
            { p(t::ui_fireworks_rules_cards()) }
            { h2(t::ui_fireworks_rules_round_title()) }
            <ol>
                { for round.into_iter().map(|item| html! { <li>{ item.to_string() }</li> }) }
            </ol>
            { h2(t::ui_fireworks_rules_scoring_title()) }
            { p(t::ui_fireworks_rules_scoring()) }
            { h2(t::ui_fireworks_rules_match_title()) }
            { p(t::ui_fireworks_rules_match()) }
            { h2(t::ui_fireworks_rules_standard_title()) }
            { p(t::ui_fireworks_rules_standard()) }
            { h2(t::ui_fireworks_rules_sixth_title()) }
            { p(t::ui_fireworks_rules_sixth()) }
            { h2(t::ui_fireworks_rules_ai_title()) }
            { conventions_html() }
            { p(t::ui_fireworks_rules_levels()) }
            { h2(t::ui_fireworks_rules_here_title()) }
            { p(t::ui_fireworks_rules_here()) }
            { h2(t::ui_fireworks_rules_lessons_title()) }
            { p(t::ui_fireworks_rules_lessons()) }
            { game_lesson_links::<Fireworks>() }
        </article>
    }
}
