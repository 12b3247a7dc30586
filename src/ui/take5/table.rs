//! The table drawn in SVG: the four rows (cards with their number and cow
//! heads, each row's cost in cows) and one panel per seat (name, score,
//! cards left, the card it revealed). When a row must be taken, the rows
//! become keyboard-reachable buttons named `Take row R` (R = 1..4).

use yew::prelude::*;

use crate::engine::game::Seat;
use crate::engine::take5::{cows, row_cows, Card};

use super::frame::Frame;
use super::setup::SEATS;

/// Width and height of a card on the table, in SVG units.
const CARD_W: f64 = 64.0;
const CARD_H: f64 = 90.0;
/// Horizontal distance between two cards of a row.
const CARD_STEP: f64 = 72.0;
/// Vertical distance between two rows.
const ROW_STEP: f64 = 104.0;
/// Left edge of a row's first card.
const ROW_X: f64 = 78.0;
/// Left edge of the seat panels.
const SEAT_X: f64 = 560.0;

/// The CSS class for a card's cow count (its colour).
pub fn cow_class(card: Card) -> &'static str {
    match cows(card) {
        1 => "cows-1",
        2 | 3 => "cows-few",
        _ => "cows-many",
    }
}

/// `"1 cow"` or `"n cows"`.
pub fn cows_text(n: u32) -> String {
    if n == 1 {
        "1 cow".to_owned()
    } else {
        format!("{n} cows")
    }
}

/// One card drawn at `(x, y)` with `extra` classes.
pub fn svg_card(x: f64, y: f64, card: Card, extra: Classes) -> Html {
    let heads = cows(card);
    let spacing = 8.0;
    let start = CARD_W / 2.0 - spacing * f64::from(heads - 1) / 2.0;
    html! {
        <g class={classes!("t5-card", cow_class(card), extra)} transform={format!("translate({x} {y})")}>
            <title>{ format!("{card}, {}", cows_text(heads)) }</title>
            <rect class="t5-card-bg" x="0" y="0" width={CARD_W.to_string()} height={CARD_H.to_string()} rx="7" />
            { for (0..heads).map(|i| {
                let cx = start + spacing * f64::from(i);
                html! { <circle class="t5-cow" cx={format!("{cx:.1}")} cy="14" r="3.2" /> }
            }) }
            <text class="t5-card-number" x={(CARD_W / 2.0).to_string()} y="62" text-anchor="middle">{ card }</text>
        </g>
    }
}

/// Properties of [`Table`].
#[derive(Properties, PartialEq)]
pub struct TableProps {
    /// The picture to draw.
    pub frame: Frame,
    /// Seat names.
    pub names: Vec<String>,
    /// A short note per seat (`"You"`, `"AI · hard"`).
    pub roles: Vec<String>,
    /// Seats the game waits for now (highlighted).
    #[prop_or_default]
    pub waiting: Vec<Seat>,
    /// When set, the rows are buttons and a press takes that row (0..3).
    #[prop_or_default]
    pub on_pick: Option<Callback<usize>>,
    /// Whether newly placed cards slide in.
    #[prop_or_default]
    pub animate: bool,
}

fn row_view(props: &TableProps, r: usize) -> Html {
    let frame = &props.frame;
    let row = &frame.rows[r];
    let y = 8.0 + ROW_STEP * r as f64;
    let cost = row_cows(row);
    let taken = frame.taken_row == Some(r);
    let cards = row.iter().enumerate().map(|(i, &card)| {
        let x = ROW_X + CARD_STEP * i as f64;
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
            <text class="t5-row-label" x="4" y={(y + 38.0).to_string()}>{ format!("Row {}", r + 1) }</text>
            <text class="t5-row-cost" x="4" y={(y + 60.0).to_string()}>{ cows_text(cost) }</text>
        </>
    };
    let hit = html! {
        <rect class="t5-row-hit" x="0" y={(y - 4.0).to_string()} width={(SEAT_X - 12.0).to_string()} height={(CARD_H + 8.0).to_string()} rx="8" />
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
                   aria-label={format!("Take row {}", r + 1)}
                   aria-description={format!("{} for {}", crate::engine::take5::cards::card_list(row), cows_text(cost))}
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

fn seat_view(props: &TableProps, seat: Seat) -> Html {
    let frame = &props.frame;
    let y = 8.0 + ROW_STEP * seat as f64;
    let name = props.names.get(seat).cloned().unwrap_or_default();
    let role = props.roles.get(seat).cloned().unwrap_or_default();
    let waiting = props.waiting.contains(&seat);
    let picking = frame.picking.is_some_and(|(s, _)| s == seat);
    let status = if picking {
        "must take a row".to_owned()
    } else if frame.chosen[seat] {
        "card chosen".to_owned()
    } else if waiting && !frame.over {
        "choosing…".to_owned()
    } else {
        String::new()
    };
    let revealed =
        frame.revealed[seat].map(|card| svg_card(SEAT_X + 182.0, y, card, classes!("is-revealed")));
    let face_down = (frame.chosen[seat] && frame.revealed[seat].is_none()).then(|| {
        html! {
            <rect class="t5-card-back" x={(SEAT_X + 182.0).to_string()} y={y.to_string()} width={CARD_W.to_string()} height={CARD_H.to_string()} rx="7" />
        }
    });
    html! {
        <g class={classes!("t5-seat", waiting.then_some("is-waiting"), picking.then_some("is-picking"))}>
            <rect class="t5-seat-bg" x={SEAT_X.to_string()} y={(y - 4.0).to_string()} width="260" height={(CARD_H + 8.0).to_string()} rx="8" />
            <text class="t5-seat-name" x={(SEAT_X + 12.0).to_string()} y={(y + 20.0).to_string()}>{ name }</text>
            <text class="t5-seat-role" x={(SEAT_X + 12.0).to_string()} y={(y + 38.0).to_string()}>{ role }</text>
            <text class="t5-seat-score" x={(SEAT_X + 12.0).to_string()} y={(y + 60.0).to_string()}>
                { format!("{} · {} left", cows_text(frame.scores[seat]), frame.cards_left[seat]) }
            </text>
            <text class="t5-seat-status" x={(SEAT_X + 12.0).to_string()} y={(y + 80.0).to_string()}>{ status }</text>
            { revealed.unwrap_or_default() }
            { face_down.unwrap_or_default() }
        </g>
    }
}

/// A short text of the whole table for screen readers.
pub fn table_summary(frame: &Frame, names: &[String]) -> String {
    let rows: Vec<String> = frame
        .rows
        .iter()
        .enumerate()
        .map(|(r, row)| {
            format!(
                "row {}: {} ({})",
                r + 1,
                crate::engine::take5::cards::card_list(row),
                cows_text(row_cows(row))
            )
        })
        .collect();
    let seats: Vec<String> = (0..SEATS)
        .map(|s| {
            format!(
                "{} {} with {} cards left",
                names.get(s).cloned().unwrap_or_default(),
                cows_text(frame.scores[s]),
                frame.cards_left[s]
            )
        })
        .collect();
    format!("Table: {}. Players: {}.", rows.join("; "), seats.join("; "))
}

/// The table.
#[function_component(Table)]
pub fn table(props: &TableProps) -> Html {
    let height = 8.0 + ROW_STEP * 4.0;
    html! {
        <figure class="t5-table-wrap">
            <svg class={classes!("t5-table", props.on_pick.is_some().then_some("is-picking"))}
                 viewBox={format!("0 0 820 {height}")} role="group"
                 aria-label={table_summary(&props.frame, &props.names)}>
                { for (0..4).map(|r| row_view(props, r)) }
                { for (0..SEATS).map(|s| seat_view(props, s)) }
            </svg>
        </figure>
    }
}
