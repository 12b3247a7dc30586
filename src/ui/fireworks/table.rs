//! The middle of the table (wasm): the five fireworks, the deck, the 12
//! token lamps and the mistakes left as one SVG; the discard pile grouped
//! by colour with counts, lost and critical cards marked; the round, who
//! sits it out, and the game scores.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::fireworks::Card;
use crate::text::t;

use super::frame::{Frame, Highlight};
use super::hand::{card_face_marks, colour_class, colour_symbol};
use super::words;

/// The fireworks, deck, tokens and mistakes as one SVG picture.
pub fn middle(frame: &Frame, symbols: bool) -> Html {
    let view = &frame.view;
    let max_tokens = view.rules.max_tokens;
    let completed = match frame.highlight {
        Highlight::Completed(colour) => Some(colour),
        _ => None,
    };
    let colours = view.layout.deck.colours();
    let unit = if view.layout.table.is_some() {
        "game"
    } else {
        "round"
    };
    let heights = colours
        .iter()
        .map(|&c| words::colour_level(c, view.fireworks[c.index()]).to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let label = t::ui_fireworks_middle(
        heights,
        view.deck,
        view.tokens,
        max_tokens,
        unit,
        view.mistakes_left,
    )
    .to_string();
    html! {
        <svg class="fw-middle" viewBox={format!("0 0 {} 118", 100 + colours.len() * 46)} role="img" aria-label={label}>
            { for colours.iter().copied().enumerate().map(|(i, colour)| {
                let height = view.fireworks[colour.index()];
                let x = 4 + i * 46;
                html! {
                    <g class={classes!("fw-firework", colour_class(colour), (completed == Some(colour)).then_some("is-marked"))}
                       transform={format!("translate({x} 4)")}>
                        if height > 0 {
                            { card_face_marks(Card::new(colour, height), symbols) }
                        } else {
                            <rect class="fw-empty-pile" x="1" y="1" width="38" height="54" rx="5" />
                            <text class="fw-card-letter" x="6" y="14">{ colour.letter().to_string() }</text>
                            if symbols {
                                <text class="fw-card-symbol" x="34" y="14" text-anchor="end">{ colour_symbol(colour) }</text>
                            }
                        }
                    </g>
                }
            }) }
            <g class="fw-deck" transform={format!("translate({} 4)", 8 + colours.len() * 46)}>
                <rect class="fw-deck-bg" x="1" y="1" width="38" height="54" rx="5" />
                <text class="fw-deck-count" x="20" y="34" text-anchor="middle">{ view.deck }</text>
                <text class="fw-small" x="20" y="70" text-anchor="middle">{ t::ui_fireworks_deck().to_string() }</text>
            </g>
            <g class="fw-tokens" transform="translate(4 80)">
                { for (0..max_tokens).map(|i| {
                    let on = i < view.tokens;
                    html! { <circle class={classes!("fw-token", on.then_some("is-on"))} cx={(8 + u32::from(i) * 15).to_string()} cy="8" r="6" /> }
                }) }
                <text class="fw-small" x="0" y="30">{ t::ui_fireworks_tokens(view.tokens, max_tokens).to_string() }</text>
            </g>
            <g class="fw-mistakes" transform="translate(246 80)">
                { for (0..view.rules.mistakes_allowed).map(|i| {
                    let on = i < view.mistakes_left;
                    html! { <circle class={classes!("fw-fuse", on.then_some("is-on"))} cx={(8 + u32::from(i) * 15).to_string()} cy="8" r="6" /> }
                }) }
                <text class="fw-small" x="0" y="30">{ t::ui_fireworks_mistakes_left(view.mistakes_left).to_string() }</text>
            </g>
        </svg>
    }
}

/// The discard pile grouped by colour with counts; `lost` and `critical`
/// cards are marked in words, not only in colour.
pub fn discards(frame: &Frame) -> Html {
    let groups = frame.discard_groups();
    html! {
        <section class="fw-discards" aria-label={t::ui_fireworks_discard_pile().to_string()}>
            <h2 class="fw-heading">{ t::ui_fireworks_discards(frame.view.discards.len()).to_string() }</h2>
            if groups.is_empty() {
                <p class="fw-none">{ t::ui_fireworks_none_yet().to_string() }</p>
            } else {
                <ul class="fw-discard-list">
                    { for groups.iter().map(|g| {
                        let note = if g.lost {
                            t::ui_fireworks_lost().to_string()
                        } else if g.critical {
                            t::ui_fireworks_last_copy().to_string()
                        } else {
                            String::new()
                        };
                        html! {
                            <li class={classes!("fw-discard", colour_class(g.card.colour), g.lost.then_some("is-lost"), g.critical.then_some("is-critical"))}>
                                { format!("{}{}", words::card(g.card), if g.count > 1 { format!(" ×{}", g.count) } else { String::new() }) }
                                <span class="fw-discard-note">{ note }</span>
                            </li>
                        }
                    }) }
                </ul>
            }
        </section>
    }
}

/// The round, who sits it out (in a match of several rounds), the
/// levels played and the game scores; at a standard table, the players
/// and the team's height.
pub fn scoreboard(frame: &Frame, names: &[String]) -> Html {
    let view = &frame.view;
    let max = view.layout.deck.max_height();
    let height: u8 = view.fireworks.iter().sum();
    let line = match view.layout.table {
        Some(n) => t::ui_fireworks_table_line(n, height, max),
        None if view.rounds > 1 => t::ui_fireworks_match_line(
            view.round + 1,
            view.rounds,
            names.get(frame.sitting_out()).cloned().unwrap_or_default(),
            frame.levels_played(),
        ),
        None => t::ui_fireworks_round_line(frame.levels_played()),
    };
    html! {
        <section class="fw-scoreboard" aria-label={t::ui_fireworks_scores().to_string()}>
            <p>{ line.to_string() }</p>
            if view.rounds > 1 {
                <p class="fw-scores">
                    { for (0..view.scores.len()).map(|s| html! {
                        <span class="fw-score">{ t::ui_fireworks_score(t::shell_seat_name(names.get(s).cloned().unwrap_or_default()), view.scores[s]).to_string() }</span>
                    }) }
                </p>
            }
        </section>
    }
}
