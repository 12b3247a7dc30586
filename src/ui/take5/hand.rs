//! The person's hand: one button per card, named `Play card N`, with the
//! card's cow heads; the face-down card of this turn is shown apart.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::take5::{cows, Card};
use crate::text::t;
use crate::ui::components::card_face::{card_face, CardFaceProps};
use crate::ui::components::CardTone;

/// The tone of a card face by its cows.
pub fn tone(card: Card) -> CardTone {
    match cows(card) {
        1 => CardTone::Plain,
        2 | 3 => CardTone::Warning,
        _ => CardTone::Danger,
    }
}

/// What [`hand`] draws.
pub struct HandProps {
    /// The heading, e.g. "Your hand".
    pub owner: AttrValue,
    /// The cards, ascending.
    pub cards: Vec<Card>,
    /// The face-down card of this turn, if one was chosen.
    pub chosen: Option<Card>,
    /// When set, the cards can be played; `None` shows them disabled.
    pub on_play: Option<Callback<Card>>,
}

/// The hand.
pub fn hand(props: &HandProps) -> Html {
    let playable = props.on_play.is_some();
    let cards = props.cards.iter().map(|&card| {
        let onselect = props
            .on_play
            .as_ref()
            .map(|on_play| on_play.reform(move |_| card));
        html! {
            <li key={card} class="t5-hand-card" data-card={card.to_string()}>
                { card_face(&CardFaceProps {
                    label: card.to_string().into(),
                    badge: cows(card) as u8,
                    badge_name: t::ui_take5_cow_heads().to_string().into(),
                    description: Some(t::ui_take5_play_card(card).to_string().into()),
                    tone: tone(card),
                    selected: false,
                    disabled: !playable,
                    onselect: Some(onselect.unwrap_or_else(|| Callback::from(|_| ()))),
                }) }
            </li>
        }
    });
    html! {
        <section class="t5-hand" aria-label={props.owner.clone()}>
            <h2 class="t5-hand-title">
                { props.owner.clone() }
                if let Some(card) = props.chosen {
                    <span class="t5-hand-chosen">{ format!(" · {}", t::ui_take5_hand_face_down(card)) }</span>
                } else if playable {
                    <span class="t5-hand-chosen">{ format!(" · {}", t::ui_take5_hand_choose()) }</span>
                }
            </h2>
            if props.cards.is_empty() {
                <p class="t5-hand-empty">{ t::ui_take5_hand_empty().to_string() }</p>
            } else {
                <ul class="t5-hand-cards">{ for cards }</ul>
            }
        </section>
    }
}
