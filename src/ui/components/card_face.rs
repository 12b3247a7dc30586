//! The face of a playing card drawn in SVG: a big label in the middle, the
//! same label in two corners, and an optional row of badge marks (e.g. the
//! cow heads of 6 nimmt!). A card given `onselect` becomes a toggle button.

use yew::prelude::*;

/// The colour family of a card face (styled by `styles/main.css`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CardTone {
    /// The ordinary card colour.
    #[default]
    Plain,
    /// A highlighted card.
    Accent,
    /// A card that costs a little (e.g. 2–3 cow heads).
    Warning,
    /// A card that costs a lot (e.g. 5–7 cow heads).
    Danger,
}

impl CardTone {
    fn class(self) -> &'static str {
        match self {
            CardTone::Plain => "tone-plain",
            CardTone::Accent => "tone-accent",
            CardTone::Warning => "tone-warning",
            CardTone::Danger => "tone-danger",
        }
    }
}

/// What [`card_face`] draws.
pub struct CardFaceProps {
    /// The card's number or short label, e.g. `"55"`.
    pub label: AttrValue,
    /// How many badge marks to draw (0 = none).
    pub badge: u8,
    /// What the badge marks count, for the accessible name (e.g. `"cow heads"`).
    pub badge_name: AttrValue,
    /// Replaces the generated accessible name (`"55, 7 cow heads"`).
    pub description: Option<AttrValue>,
    /// The colour family.
    pub tone: CardTone,
    /// Drawn as chosen (and `aria-pressed="true"` when selectable).
    pub selected: bool,
    /// Greyed out; a selectable card then ignores activation.
    pub disabled: bool,
    /// Makes the card a button; called when it is activated.
    pub onselect: Option<Callback<()>>,
}

/// The most badge marks drawn; a larger count also shows `×n` under them.
const MAX_MARKS: u8 = 7;

/// The accessible name of a card: its description, or `label, n badge_name`.
pub fn card_name(props: &CardFaceProps) -> String {
    if let Some(description) = &props.description {
        return description.to_string();
    }
    match props.badge {
        0 => props.label.to_string(),
        1 => format!("{}, 1 {}", props.label, singular(&props.badge_name)),
        n => format!("{}, {} {}", props.label, n, props.badge_name),
    }
}

fn singular(name: &str) -> &str {
    name.strip_suffix('s').unwrap_or(name)
}

fn badge_marks(count: u8) -> Html {
    if count == 0 {
        return Html::default();
    }
    let drawn = count.min(MAX_MARKS);
    let spacing = 10;
    let start = 50 - spacing * i32::from(drawn - 1) / 2;
    let extra = (count > MAX_MARKS).then(|| {
        html! { <text class="card-badge-count" x="50" y="50" text-anchor="middle">{ format!("×{count}") }</text> }
    });
    html! {
        <g class="card-badge">
            { for (0..drawn).map(|i| {
                let x = start + spacing * i32::from(i);
                html! { <path class="card-badge-mark" d={format!("M{x} 27 l4.5 5 l-4.5 5 l-4.5 -5 z")} /> }
            }) }
            { extra.unwrap_or_default() }
        </g>
    }
}

/// A card face (SVG); a button when `onselect` is given.
pub fn card_face(props: &CardFaceProps) -> Html {
    let name = card_name(props);
    let svg = html! {
        <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
            <rect class="card-bg" x="2" y="2" width="96" height="136" rx="9" />
            { badge_marks(props.badge) }
            <text class="card-corner" x="10" y="20">{ props.label.clone() }</text>
            <text class="card-corner" x="10" y="20" transform="rotate(180 50 70)">{ props.label.clone() }</text>
            <text class="card-label game-label" x="50" y="94" text-anchor="middle">{ props.label.clone() }</text>
        </svg>
    };
    let class = classes!(
        "card",
        props.tone.class(),
        props.selected.then_some("is-selected"),
        props.disabled.then_some("is-disabled"),
    );
    match &props.onselect {
        Some(onselect) => {
            let onclick = {
                let onselect = onselect.clone();
                let disabled = props.disabled;
                Callback::from(move |_: MouseEvent| {
                    if !disabled {
                        onselect.emit(());
                    }
                })
            };
            html! {
                <button
                    type="button"
                    class={classes!(class, "card-button")}
                    aria-label={name}
                    aria-pressed={if props.selected { "true" } else { "false" }}
                    aria-disabled={props.disabled.then_some("true")}
                    {onclick}
                >
                    { svg }
                </button>
            }
        }
        None => html! {
            <div class={class} role="img" aria-label={name}>{ svg }</div>
        },
    }
}
