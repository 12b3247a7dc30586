//! The table: the four rows drawn in SVG (cards with their number and cow
//! heads, each row's cost in cows) and one panel per seat beside or under
//! them (name, score, cards left, the card it revealed), 2 to 10 of them:
//! from six seats on the panels are compact and share two columns beside
//! the rows (five under them on a phone). When a row must be taken, the
//! rows become keyboard-reachable buttons named `Take row R` (R = 1..4).

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::game::Seat;
use crate::engine::take5::cards::card_list;
use crate::engine::take5::{cows, row_cows, Card};
use crate::text::t;

use super::frame::Frame;

/// Width and height of a card on the table, in SVG units.
const CARD_W: i32 = 64;
const CARD_H: i32 = 90;
/// Horizontal distance between two cards of a row.
const CARD_STEP: i32 = 72;
/// Vertical distance between two rows.
const ROW_STEP: i32 = 104;
/// Left edge of a row's first card.
const ROW_X: i32 = 78;
/// Width of the rows' drawing: the labels and six cards.
const ROWS_W: i32 = ROW_X + CARD_STEP * 5 + CARD_W + 4;
/// From this many seats on, the seat panels are compact.
const MANY_SEATS: usize = 6;

/// The CSS class for a card's cow count (its colour).
pub fn cow_class(card: Card) -> &'static str {
    match cows(card) {
        1 => "cows-1",
        2 | 3 => "cows-few",
        _ => "cows-many",
    }
}

/// One card drawn at `(x, y)` with `extra` classes.
pub fn svg_card(x: i32, y: i32, card: Card, extra: Classes) -> Html {
    let heads = cows(card);
    let spacing = 8;
    let start = CARD_W / 2 - spacing * (heads as i32 - 1) / 2;
    html! {
        <g class={classes!("t5-card", cow_class(card), extra)} data-card={card.to_string()} transform={format!("translate({x} {y})")}>
            <title>{ t::ui_take5_card_title(card, heads).to_string() }</title>
            <rect class="t5-card-bg" x="0" y="0" width={CARD_W.to_string()} height={CARD_H.to_string()} rx="7" />
            { for (0..heads).map(|i| {
                let cx = start + spacing * i as i32;
                html! { <circle class="t5-cow" cx={cx.to_string()} cy="14" r="3.2" /> }
            }) }
            <text class="t5-card-number game-label" x={(CARD_W / 2).to_string()} y="62" text-anchor="middle">{ card }</text>
        </g>
    }
}

/// What [`table`] draws.
pub struct TableProps {
    /// The picture to draw.
    pub frame: Frame,
    /// Seat names.
    pub names: Vec<String>,
    /// A short note per seat (`"You"`, `"AI · hard"`).
    pub roles: Vec<String>,
    /// Seats the game waits for now (highlighted).
    pub waiting: Vec<Seat>,
    /// When set, the rows are buttons and a press takes that row (0..3).
    pub on_pick: Option<Callback<usize>>,
    /// Whether newly placed cards slide in.
    pub animate: bool,
}

fn row_view(props: &TableProps, r: usize) -> Html {
    let frame = &props.frame;
    let row = &frame.rows[r];
    let y = 4 + ROW_STEP * r as i32;
    let cost = row_cows(row);
    let taken = frame.taken_row == Some(r);
    let cards = row.iter().enumerate().map(|(i, &card)| {
        let x = ROW_X + CARD_STEP * i as i32;
        let fresh = frame.placed == Some((r, card));
        let sixth = i >= 5;
        let class = classes!(
            fresh.then_some("is-fresh"),
            (fresh && props.animate).then_some("t5-enter"),
            sixth.then_some("is-sixth"),
        );
        html! { <g key={card}>{ svg_card(x, y, card, class) }</g> }
    });
    let label = html! {
        <>
            <text class="t5-row-label" x="4" y={(y + 38).to_string()}>{ t::ui_take5_row(r + 1).to_string() }</text>
            <text class="t5-row-cost" x="4" y={(y + 60).to_string()}>{ t::ui_take5_cows_short(cost).to_string() }</text>
        </>
    };
    let hit = html! {
        <rect class="t5-row-hit" x="0" y={(y - 4).to_string()} width={ROWS_W.to_string()} height={(CARD_H + 8).to_string()} rx="8" />
    };
    match &props.on_pick {
        Some(on_pick) => {
            let onclick = {
                let on_pick = on_pick.clone();
                Callback::from(move |_: MouseEvent| on_pick.emit(r))
            };
            let onkeydown = {
                let on_pick = on_pick.clone();
                Callback::from(move |event: KeyboardEvent| {
                    if matches!(event.key().as_str(), "Enter" | " ") {
                        event.prevent_default();
                        on_pick.emit(r);
                    }
                })
            };
            html! {
                <g class="t5-row is-pickable" role="button" tabindex="0"
                   aria-label={t::ui_take5_take_row(r + 1).to_string()}
                   aria-description={t::ui_take5_row_for(card_list(row), cost).to_string()}
                   {onclick} {onkeydown}>
                    { hit }
                    { label }
                    { for cards }
                </g>
            }
        }
        None => html! {
            <g class={classes!("t5-row", taken.then_some("is-taken"))}>
                { hit }
                { label }
                { for cards }
            </g>
        },
    }
}

/// A small card (revealed, or its back when face down) for a seat panel.
fn seat_card(frame: &Frame, seat: Seat) -> Html {
    match frame.revealed[seat] {
        Some(card) => html! {
            <svg class="t5-seat-card" viewBox={format!("0 0 {CARD_W} {CARD_H}")} role="img" aria-label={t::ui_take5_revealed(card).to_string()}>
                { svg_card(0, 0, card, classes!("is-revealed")) }
            </svg>
        },
        None if frame.chosen[seat] => html! {
            <svg class="t5-seat-card" viewBox={format!("0 0 {CARD_W} {CARD_H}")} role="img" aria-label={t::ui_take5_face_down().to_string()}>
                <rect class="t5-card-back" x="0" y="0" width={CARD_W.to_string()} height={CARD_H.to_string()} rx="7" />
            </svg>
        },
        None => Html::default(),
    }
}

fn seat_view(props: &TableProps, seat: Seat) -> Html {
    let frame = &props.frame;
    let name = t::shell_seat_name(props.names.get(seat).cloned().unwrap_or_default()).to_string();
    let role = props.roles.get(seat).cloned().unwrap_or_default();
    let waiting = props.waiting.contains(&seat);
    let picking = frame.picking.is_some_and(|(s, _)| s == seat);
    let out = frame.out.get(seat).copied().unwrap_or(false);
    let status = if out {
        t::ui_take5_seat_out().to_string()
    } else if picking {
        t::ui_take5_seat_picking().to_string()
    } else if frame.chosen[seat] {
        t::ui_take5_seat_chosen().to_string()
    } else if waiting && !frame.over {
        t::ui_take5_seat_choosing().to_string()
    } else {
        String::new()
    };
    html! {
        <li class={classes!("t5-seat", waiting.then_some("is-waiting"), picking.then_some("is-picking"), out.then_some("is-out"))}>
            <p class="t5-seat-name" title={name.clone()}>{ name }<span class="t5-seat-role">{ format!(" · {role}") }</span></p>
            <p class="t5-seat-score">
                <span class="t5-seat-cows">{ t::ui_take5_cows_short(frame.scores[seat]).to_string() }</span>
                <span class="t5-seat-sep">{ " · " }</span>
                <span class="t5-seat-left">{ t::ui_take5_cards_left(frame.cards_left[seat]).to_string() }</span>
            </p>
            <p class="t5-seat-status">{ status }</p>
            { seat_card(frame, seat) }
        </li>
    }
}

/// A short text of the whole table for screen readers.
pub fn table_summary(frame: &Frame, names: &[String]) -> String {
    let rows: Vec<String> = frame
        .rows
        .iter()
        .enumerate()
        .map(|(r, row)| t::ui_take5_table_row(r + 1, card_list(row), row_cows(row)).to_string())
        .collect();
    let seats: Vec<String> = (0..frame.scores.len())
        .map(|s| {
            let name = t::shell_seat_name(names.get(s).cloned().unwrap_or_default());
            t::ui_take5_table_seat(name, frame.scores[s], frame.cards_left[s]).to_string()
        })
        .collect();
    let sep = t::ui_take5_list_sep().to_string();
    t::ui_take5_table(rows.join(&sep), seats.join(&sep)).to_string()
}

/// The table: the rows and the seat panels.
pub fn table(props: &TableProps) -> Html {
    let height = 4 + ROW_STEP * 4;
    let seats = props.frame.scores.len();
    html! {
        <div class={classes!("t5-table-wrap", (seats >= MANY_SEATS).then_some("has-many-seats"))}>
            <svg class={classes!("t5-table", props.on_pick.is_some().then_some("is-picking"))}
                 viewBox={format!("0 0 {ROWS_W} {height}")} role="group"
                 aria-label={table_summary(&props.frame, &props.names)}>
                { for (0..4).map(|r| row_view(props, r)) }
            </svg>
            <ul class="t5-seats" aria-label={t::ui_take5_players().to_string()}>
                { for (0..seats).map(|s| seat_view(props, s)) }
            </ul>
        </div>
    }
}
