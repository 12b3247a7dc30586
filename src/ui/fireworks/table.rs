//! The middle of the table (wasm): the five fireworks, the deck, the 12
//! token lamps and the mistakes left as one SVG; the discard pile grouped
//! by colour with counts, lost and critical cards marked; the round, who
//! sits it out, and the game scores.

use yew::prelude::*;

use crate::engine::fireworks::{Card, Colour};

use super::frame::{Frame, Mark};
use super::hand::{card_face_marks, colour_class, colour_symbol};

/// The fireworks, deck, tokens and mistakes as one SVG picture.
pub fn middle(frame: &Frame, symbols: bool) -> Html {
    let view = &frame.view;
    let max_tokens = view.rules.max_tokens;
    let completed = match frame.mark {
        Mark::Completed(colour) => Some(colour),
        _ => None,
    };
    let label = format!(
        "Fireworks: {}. Deck: {} cards. Information tokens: {} of {max_tokens}. Mistakes left before the round ends: {}.",
        Colour::ALL
            .into_iter()
            .map(|c| format!("{} {}", c.name(), view.fireworks[c.index()]))
            .collect::<Vec<_>>()
            .join(", "),
        view.deck,
        view.tokens,
        view.mistakes_left
    );
    html! {
        <svg class="fw-middle" viewBox="0 0 330 118" role="img" aria-label={label}>
            { for Colour::ALL.into_iter().enumerate().map(|(i, colour)| {
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
            <g class="fw-deck" transform="translate(238 4)">
                <rect class="fw-deck-bg" x="1" y="1" width="38" height="54" rx="5" />
                <text class="fw-deck-count" x="20" y="34" text-anchor="middle">{ view.deck }</text>
                <text class="fw-small" x="20" y="70" text-anchor="middle">{ "deck" }</text>
            </g>
            <g class="fw-tokens" transform="translate(4 80)">
                { for (0..max_tokens).map(|i| {
                    let on = i < view.tokens;
                    html! { <circle class={classes!("fw-token", on.then_some("is-on"))} cx={(8 + u32::from(i) * 15).to_string()} cy="8" r="6" /> }
                }) }
                <text class="fw-small" x="0" y="30">{ format!("{} of {max_tokens} tokens", view.tokens) }</text>
            </g>
            <g class="fw-mistakes" transform="translate(246 80)">
                { for (0..view.rules.mistakes_allowed).map(|i| {
                    let on = i < view.mistakes_left;
                    html! { <circle class={classes!("fw-fuse", on.then_some("is-on"))} cx={(8 + u32::from(i) * 15).to_string()} cy="8" r="6" /> }
                }) }
                <text class="fw-small" x="0" y="30">{ format!("{} mistakes left", view.mistakes_left) }</text>
            </g>
        </svg>
    }
}

/// The discard pile grouped by colour with counts; `lost` and `critical`
/// cards are marked in words, not only in colour.
pub fn discards(frame: &Frame) -> Html {
    let groups = frame.discard_groups();
    html! {
        <section class="fw-discards" aria-label="Discard pile">
            <h2 class="fw-heading">{ format!("Discards ({})", frame.view.discards.len()) }</h2>
            if groups.is_empty() {
                <p class="fw-none">{ "None yet." }</p>
            } else {
                <ul class="fw-discard-list">
                    { for groups.iter().map(|g| {
                        let note = if g.lost { " · lost" } else if g.critical { " · last copy" } else { "" };
                        html! {
                            <li class={classes!("fw-discard", colour_class(g.card.colour), g.lost.then_some("is-lost"), g.critical.then_some("is-critical"))}>
                                { format!("{}{}", g.card, if g.count > 1 { format!(" ×{}", g.count) } else { String::new() }) }
                                <span class="fw-discard-note">{ note }</span>
                            </li>
                        }
                    }) }
                </ul>
            }
        </section>
    }
}

/// The round, who sits it out, the levels played and the game scores.
pub fn scoreboard(frame: &Frame, names: &[String]) -> Html {
    let view = &frame.view;
    let out = frame.sitting_out();
    html! {
        <section class="fw-scoreboard" aria-label="Round and scores">
            <p>
                { format!("Round {} of {} · {} sits out · fireworks worth {} levels", view.round + 1, view.rounds,
                          names.get(out).cloned().unwrap_or_default(), frame.levels_played()) }
            </p>
            if view.rounds > 1 {
                <p class="fw-scores">
                    { for (0..4).map(|s| html! {
                        <span class="fw-score">{ format!("{}: {}", names.get(s).cloned().unwrap_or_default(), view.scores[s]) }</span>
                    }) }
                </p>
            }
        </section>
    }
}
