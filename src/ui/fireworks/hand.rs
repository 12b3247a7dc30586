//! The hands (wasm): a card is an SVG picture inside a button. A
//! teammate's card shows its face and, beneath it, what its holder knows;
//! the viewer's own card is face down and shows only what they know (the
//! hinted colour and level, and the colours and levels still possible).
//! Colour is never the only cue: every face carries its colour's letter,
//! and the colour-blind setting adds a symbol per colour.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::fireworks::{slot_letter, Card, Colour, SeenCard};
use crate::text::{t, Arg};

use super::game_ui::known_text;
use super::words;

/// A distinct symbol per colour, for the colour-blind setting.
pub fn colour_symbol(colour: Colour) -> &'static str {
    ["○", "♥", "◆", "♣", "★", "✺"][colour.index()]
}

/// The CSS class of a colour (`fw-red`).
pub fn colour_class(colour: Colour) -> String {
    format!("fw-{}", colour.name())
}

/// A card's face as a standalone SVG picture (a hand's card): its
/// colour, letter, level, and the symbol when asked.
pub fn card_face(card: Card, symbols: bool) -> Html {
    html! {
        <svg class={classes!("fw-card-svg", colour_class(card.colour))} viewBox="0 0 40 56" aria-hidden="true">
            { card_face_marks(card, symbols) }
        </svg>
    }
}

/// The marks of a card's face in a 40×56 box at the origin, to draw inside
/// another SVG picture (a firework's pile) at exactly card size: a nested
/// `<svg>` there would take the size of the whole picture. The colour
/// comes from a `fw-<colour>` class on an enclosing element.
pub fn card_face_marks(card: Card, symbols: bool) -> Html {
    html! {
        <>
            <rect class="fw-card-bg" x="1" y="1" width="38" height="54" rx="5" />
            if card.colour == Colour::Multicolor {
                { rainbow_band() }
            }
            <text class="fw-card-letter" x="6" y="14">{ card.colour.letter().to_string() }</text>
            <text class="fw-card-level game-label" x="20" y="40" text-anchor="middle">{ card.level }</text>
            if symbols {
                <text class="fw-card-symbol" x="34" y="14" text-anchor="end">{ colour_symbol(card.colour) }</text>
            }
        </>
    }
}

/// The band of the five colours across the foot of a MULTICOLOR card, so
/// its face differs from every single colour in shape as well as hue.
fn rainbow_band() -> Html {
    html! {
        <g class="fw-rainbow-band">
            { for Colour::ALL[..5].iter().enumerate().map(|(i, c)| html! {
                <rect class={colour_class(*c)} x={(5 + i * 6).to_string()} y="45" width="6" height="6" />
            }) }
        </g>
    }
}

/// A face-down card as SVG with what its holder knows: the hinted colour
/// (letter, symbol) and level, else a question mark.
pub fn card_back(seen: &SeenCard, symbols: bool) -> Html {
    let colour = seen.hints.named_colour;
    let level = seen.hints.named_level;
    let class = colour.map_or_else(|| "fw-unknown".to_owned(), colour_class);
    html! {
        <svg class={classes!("fw-card-svg", "fw-back", class)} viewBox="0 0 40 56" aria-hidden="true">
            <rect class="fw-card-bg" x="1" y="1" width="38" height="54" rx="5" />
            if let Some(colour) = colour {
                <text class="fw-card-letter" x="6" y="14">{ colour.letter().to_string() }</text>
                if symbols {
                    <text class="fw-card-symbol" x="34" y="14" text-anchor="end">{ colour_symbol(colour) }</text>
                }
            }
            <text class="fw-card-level game-label" x="20" y="40" text-anchor="middle">
                { level.map_or_else(|| "?".to_owned(), |l| l.to_string()) }
            </text>
        </svg>
    }
}

/// The colours and levels still possible for a card, as two rows of
/// pips (a struck-out pip is ruled out).
pub fn knowledge_pips(seen: &SeenCard, symbols: bool, deck: &[Colour]) -> Html {
    let colours = seen.possible.colour_mask();
    let levels = seen.possible.level_mask();
    let label = possible_text(seen, deck);
    html! {
        <span class="fw-pips" title={label.clone()} aria-hidden="true">
            <span class="fw-pip-row">
                { for deck.iter().copied().map(|c| {
                    let on = colours & (1 << c.index()) != 0;
                    let text = if symbols { format!("{}{}", c.letter(), colour_symbol(c)) } else { c.letter().to_string() };
                    html! { <span class={classes!("fw-pip", colour_class(c), (!on).then_some("is-out"))}>{ text }</span> }
                }) }
            </span>
            <span class="fw-pip-row">
                { for (1..=5u8).map(|l| {
                    let on = levels & (1 << (l - 1)) != 0;
                    html! { <span class={classes!("fw-pip", (!on).then_some("is-out"))}>{ l }</span> }
                }) }
            </span>
        </span>
    }
}

/// `Could be: red or blue; 1 or 2`, the pips' title.
fn possible_text(seen: &SeenCard, deck: &[Colour]) -> String {
    let colours: Vec<Arg> = deck
        .iter()
        .copied()
        .filter(|c| seen.possible.colour_mask() & (1 << c.index()) != 0)
        .map(|c| words::colour(c).into())
        .collect();
    let levels: Vec<Arg> = (1..=5u8)
        .filter(|l| seen.possible.level_mask() & (1 << (l - 1)) != 0)
        .map(Arg::from)
        .collect();
    t::ui_fireworks_could_be(words::or_list(colours), words::or_list(levels)).to_string()
}

/// How one card is drawn.
pub struct CardProps<'a> {
    /// The card as the viewer sees it.
    pub seen: &'a SeenCard,
    /// The holder's name, for the accessible name of a teammate's card
    /// (`Celia's card B`; the viewer's own is `Your card A`).
    pub owner: &'a str,
    /// Whether it is the viewer's own (face down).
    pub own: bool,
    /// Show what the holder knows beneath a face.
    pub knowledge: bool,
    /// Colour symbols on.
    pub symbols: bool,
    /// The colours of the deck in play (the pips show these).
    pub colours: &'static [Colour],
    /// The card's highlight class: chosen, touched by the clue being given
    /// or by the shown event.
    pub highlight: Option<&'static str>,
    /// What a press does, when the person may press it.
    pub onclick: Option<Callback<MouseEvent>>,
}

/// One card: a button (or a plain picture when it cannot be pressed)
/// named `Your card A, red` or `Celia's card B, red 3`.
pub fn card(props: CardProps<'_>) -> Html {
    let seen = props.seen;
    let letter = slot_letter(seen.slot);
    let (what, picture) = match (props.own, seen.card) {
        (false, Some(card)) => (
            words::colour_level(card.colour, card.level).to_string(),
            card_face(card, props.symbols),
        ),
        _ => (known_text(seen), card_back(seen, props.symbols)),
    };
    let slot = letter.to_string();
    let label = if props.own {
        t::ui_fireworks_card_own(slot, what)
    } else {
        t::ui_fireworks_card_of(props.owner, slot, what)
    }
    .to_string();
    let pips =
        (props.own || props.knowledge).then(|| knowledge_pips(seen, props.symbols, props.colours));
    let class = classes!("fw-card", props.highlight, props.own.then_some("is-own"));
    html! {
        <li class="fw-card-slot" data-slot={letter.to_string()}>
            if let Some(onclick) = props.onclick {
                // The name is the hidden text (the picture is hidden from
                // assistive technology), so the visible letters need not
                // be part of an aria-label.
                <button type="button" {class} aria-pressed={(props.highlight == Some("is-chosen")).then_some("true")} {onclick}>
                    <span class="sr-only">{ label }</span>
                    { picture }
                </button>
            } else {
                <span {class} role="img" aria-label={label}>{ picture }</span>
            }
            <span class="fw-slot-letter" aria-hidden="true">{ letter.to_string() }</span>
            { pips.unwrap_or_default() }
        </li>
    }
}
