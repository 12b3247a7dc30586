//! The board drawn in SVG: three squares and their connecting lines, the
//! 24 points (optionally named), the stones, closed mills, the last move,
//! and what the person may press now. Every point is a button named after
//! its field and what stands on it (`A1, empty`, `D2, opponent stone, can
//! be taken`); the arrow keys move between points along the board's rows
//! and columns, Enter or Space presses, Escape puts a stone back.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::game::Seat;
use crate::engine::morris::board::FIELD_COUNT;
use crate::engine::morris::{Field, Move};

use super::frame::Frame;
use super::game_ui::{side_key, PointRole};
use crate::text::{t, Msg};

/// Distance between two grid lines, in SVG units.
const STEP: i32 = 60;
/// Space around the outer square.
const MARGIN: i32 = 52;
/// Width and height of the drawing.
pub const SIZE: i32 = MARGIN * 2 + STEP * 6;

/// Grid column (0 = A) and row (1 = bottom) of a field.
pub fn grid(field: Field) -> (u8, u8) {
    let name = field.name().as_bytes();
    (name[0] - b'A', name[1] - b'0')
}

/// SVG coordinates of a field's point.
pub fn point_xy(field: Field) -> (i32, i32) {
    let (col, row) = grid(field);
    (
        MARGIN + STEP * i32::from(col),
        MARGIN + STEP * (7 - i32::from(row)),
    )
}

/// The nearest field from `field` in direction (`dx`, `dy`) on the same
/// grid row or column (`dy` = 1 is up), for arrow-key moves.
pub fn field_towards(field: Field, dx: i8, dy: i8) -> Option<Field> {
    let (col, row) = grid(field);
    (0..FIELD_COUNT as u8)
        .map(Field)
        .filter(|&other| {
            let (c, r) = grid(other);
            match (dx, dy) {
                (1, 0) => r == row && c > col,
                (-1, 0) => r == row && c < col,
                (0, 1) => c == col && r > row,
                (0, -1) => c == col && r < row,
                _ => false,
            }
        })
        .min_by_key(|&other| {
            let (c, r) = grid(other);
            (i16::from(c) - i16::from(col)).abs() + (i16::from(r) - i16::from(row)).abs()
        })
}

/// What stands on a point, from `viewer`'s side of the board.
pub fn stone_text(owner: Option<Seat>, viewer: Option<Seat>) -> Msg {
    match (owner, viewer) {
        (None, _) => t::ui_morris_stone_none(),
        (Some(o), Some(v)) if o == v => t::ui_morris_stone_yours(),
        (Some(_), Some(_)) => t::ui_morris_stone_opponent(),
        (Some(o), None) => t::ui_morris_stone_colour(side_key(o)),
    }
}

/// The accessible name of a point.
pub fn point_name(
    field: Field,
    owner: Option<Seat>,
    viewer: Option<Seat>,
    in_mill: bool,
    role: PointRole,
) -> String {
    let stone = stone_text(owner, viewer);
    let point = if in_mill {
        t::ui_morris_point_in_mill(field.name(), stone)
    } else {
        t::ui_morris_point(field.name(), stone)
    };
    let role = match role {
        PointRole::Idle => return point.to_string(),
        PointRole::Place => "place",
        PointRole::Movable => "movable",
        PointRole::Selected => "selected",
        PointRole::Target => "target",
        PointRole::Victim => "victim",
        PointRole::Protected => "protected",
    };
    t::ui_morris_point_role(point, role).to_string()
}

fn role_class(role: PointRole) -> Option<&'static str> {
    match role {
        PointRole::Idle => None,
        PointRole::Place => Some("is-place"),
        PointRole::Movable => Some("is-movable"),
        PointRole::Selected => Some("is-selected"),
        PointRole::Target => Some("is-target"),
        PointRole::Victim => Some("is-victim"),
        PointRole::Protected => Some("is-protected"),
    }
}

fn seat_class(seat: Seat) -> &'static str {
    if seat == 0 {
        "mm-white"
    } else {
        "mm-black"
    }
}

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The picture to draw.
    pub frame: Frame,
    /// What pressing each point does now (24 entries).
    pub roles: Vec<PointRole>,
    /// Whose stones are "your stones" (`None`: name the colours).
    pub viewer: Option<Seat>,
    /// Whether the point names are drawn.
    pub labels: bool,
    /// A mill-closing move waiting for its victim (drawn in place).
    #[prop_or_default]
    pub pending: Option<Move>,
    /// A point was pressed.
    pub on_press: Callback<Field>,
    /// Escape: put the stone back.
    pub on_cancel: Callback<()>,
}

fn focus_point(svg: &NodeRef, field: Field) {
    let Some(svg) = svg.cast::<web_sys::Element>() else {
        return;
    };
    let selector = format!("[data-field=\"{}\"]", field.name());
    if let Some(point) = svg.query_selector(&selector).ok().flatten() {
        if let Some(point) = point.dyn_ref::<web_sys::SvgElement>() {
            let _ = point.focus();
        }
    }
}

/// The board.
#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let svg = use_node_ref();
    // The one point in the tab order (roving focus), first a choosable one.
    let focused = use_state(|| None::<Field>);
    let first_choice = props
        .roles
        .iter()
        .position(|r| !matches!(r, PointRole::Idle | PointRole::Protected))
        .map(|i| Field(i as u8));
    let tab_stop = (*focused).or(first_choice).unwrap_or(Field(0));

    let mut owners = props.frame.board.clone();
    let mut ghost = None;
    if let Some(pending) = props.pending {
        if let Some(from) = pending.from {
            owners[from.index()] = None;
        }
        ghost = Some(pending.to);
    }
    let pending_seat = props.frame.side_to_move;
    if let Some(to) = ghost {
        owners[to.index()] = Some(pending_seat);
    }
    let in_mill = |field: Field| {
        props
            .frame
            .mills
            .iter()
            .any(|m| m.fields.contains(&field) && owners[field.index()] == Some(m.seat))
    };

    let squares = [(0, 6), (1, 4), (2, 2)].map(|(offset, span)| {
        html! {
            <rect class="mm-line" x={(MARGIN + STEP * offset).to_string()} y={(MARGIN + STEP * offset).to_string()}
                  width={(STEP * span).to_string()} height={(STEP * span).to_string()} />
        }
    });
    let connectors = [("D1", "D3"), ("D5", "D7"), ("A4", "C4"), ("E4", "G4")].map(|(a, b)| {
        let (x1, y1) = point_xy(Field::parse(a).unwrap_or(Field(0)));
        let (x2, y2) = point_xy(Field::parse(b).unwrap_or(Field(0)));
        html! { <line class="mm-line" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
    });
    let mills = props.frame.mills.iter().map(|mill| {
        let (x1, y1) = point_xy(mill.fields[0]);
        let (x2, y2) = point_xy(mill.fields[2]);
        let new = props.frame.new_mill.as_deref() == Some(mill.name.as_str());
        html! {
            <line class={classes!("mm-mill", seat_class(mill.seat), new.then_some("is-new"))}
                  x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()}>
                <title>{ t::ui_morris_mill_title(side_key(mill.seat), mill.name.as_str()).to_string() }</title>
            </line>
        }
    });
    let last_path = match props.frame.last {
        Some((Some(from), to)) => {
            let (x1, y1) = point_xy(from);
            let (x2, y2) = point_xy(to);
            html! { <line class="mm-last-path" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
        }
        _ => Html::default(),
    };
    let points: Vec<Html> = (0..FIELD_COUNT).map(|i| {
        let field = Field(i as u8);
        let (x, y) = point_xy(field);
        let owner = owners[i];
        let role = props.roles.get(i).copied().unwrap_or(PointRole::Idle);
        let name = point_name(field, owner, props.viewer, in_mill(field), role);
        let onclick = props.on_press.reform(move |_: MouseEvent| field);
        let onfocus = {
            let focused = focused.clone();
            Callback::from(move |_: FocusEvent| focused.set(Some(field)))
        };
        let onkeydown = {
            let (on_press, on_cancel, svg, focused) =
                (props.on_press.clone(), props.on_cancel.clone(), svg.clone(), focused.clone());
            Callback::from(move |event: KeyboardEvent| {
                let direction = match event.key().as_str() {
                    "ArrowRight" => Some((1, 0)),
                    "ArrowLeft" => Some((-1, 0)),
                    "ArrowUp" => Some((0, 1)),
                    "ArrowDown" => Some((0, -1)),
                    _ => None,
                };
                if let Some((dx, dy)) = direction {
                    event.prevent_default();
                    if let Some(next) = field_towards(field, dx, dy) {
                        focused.set(Some(next));
                        focus_point(&svg, next);
                    }
                    return;
                }
                match event.key().as_str() {
                    "Enter" | " " => {
                        event.prevent_default();
                        on_press.emit(field);
                    }
                    "Escape" => on_cancel.emit(()),
                    _ => {}
                }
            })
        };
        let last_to = props.frame.last.is_some_and(|(_, to)| to == field);
        html! {
            <g class={classes!("mm-point", role_class(role), owner.map(seat_class), last_to.then_some("is-last"),
                               (props.frame.last_taken == Some(field)).then_some("is-taken"),
                               (ghost == Some(field)).then_some("is-ghost"))}
               role="button" tabindex={if field == tab_stop { "0" } else { "-1" }}
               aria-label={name} data-field={field.name()}
               transform={format!("translate({x} {y})")}
               {onclick} {onkeydown} {onfocus}>
                <circle class="mm-hit" r="26" />
                <circle class="mm-dot" r="6" />
                if props.frame.last_taken == Some(field) && owner.is_none() {
                    <path class="mm-taken-mark" d="M -9 -9 L 9 9 M 9 -9 L -9 9" />
                }
                if let Some(seat) = owner {
                    <circle class={classes!("mm-stone", seat_class(seat))} r="19" />
                    <circle class={classes!("mm-stone-inner", seat_class(seat))} r="11" />
                }
                <circle class="mm-ring" r="24" />
                if props.labels {
                    <text class="mm-label game-label" x="-12" y="-14" text-anchor="end">{ field.name() }</text>
                }
            </g>
        }
    }).collect();
    html! {
        <svg class="mm-board" ref={svg} viewBox={format!("0 0 {SIZE} {SIZE}")} role="group" aria-label={t::ui_morris_board().to_string()}>
            <rect class="mm-board-bg" x="4" y="4" width={(SIZE - 8).to_string()} height={(SIZE - 8).to_string()} rx="14" />
            { for squares }
            { for connectors }
            { for mills }
            { last_path }
            { for points }
        </svg>
    }
}
