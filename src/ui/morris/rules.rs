//! The rules of Nine Men's Morris in our own words (RULES.md §3), with a
//! small drawing of the board made from the engine's own field and
//! neighbour tables.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::morris::Morris;
use crate::text::{t, Msg};
use crate::ui::shell::drawing::game_lesson_links;

use crate::engine::morris::board::{mill_name, FIELD_COUNT, FIELD_NAMES, MILLS, NEIGHBOURS};

/// Distance between two neighbouring grid columns or rows in the drawing.
const STEP: i32 = 40;
/// Room left of column A and below row 1 for the labels.
const MARGIN: i32 = 32;
/// Width and height of the drawing.
const SIZE: i32 = 2 * MARGIN + 6 * STEP;

/// The drawing coordinates of field `index`: column A on the left, row 1
/// at the bottom.
fn point(index: usize) -> (i32, i32) {
    let name = FIELD_NAMES[index].as_bytes();
    let column = i32::from(name[0] - b'A');
    let row = i32::from(name[1] - b'1');
    (MARGIN + column * STEP, MARGIN + (6 - row) * STEP)
}

/// The board: one line per pair of neighbours, a dot and a name per field,
/// and the column letters and row digits along the edges.
fn board_diagram() -> Html {
    let lines = (0..FIELD_COUNT).flat_map(|a| {
        NEIGHBOURS[a]
            .iter()
            .map(|&b| usize::from(b))
            .filter(move |&b| b > a)
            .map(move |b| {
                let ((x1, y1), (x2, y2)) = (point(a), point(b));
                html! {
                    <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()}
                          stroke="currentColor" stroke-width="2.4" />
                }
            })
    });
    let dots = (0..FIELD_COUNT).map(|i| {
        let (x, y) = point(i);
        html! {
            <g>
                <circle cx={x.to_string()} cy={y.to_string()} r="6" fill="currentColor" />
                <text x={(x + 7).to_string()} y={(y - 7).to_string()} font-size="11" fill="currentColor">{ FIELD_NAMES[i] }</text>
            </g>
        }
    });
    let columns = ('A'..='G').enumerate().map(|(c, letter)| {
        let x = MARGIN + c as i32 * STEP;
        html! { <text x={x.to_string()} y={(SIZE - 6).to_string()} font-size="14" text-anchor="middle" fill="currentColor">{ letter }</text> }
    });
    let rows = (1..=7).map(|row| {
        let y = MARGIN + (7 - row) * STEP + 5;
        html! { <text x="8" y={y.to_string()} font-size="14" text-anchor="middle" fill="currentColor">{ row }</text> }
    });
    html! {
        <svg class="mm-rules-board" viewBox={format!("0 0 {SIZE} {SIZE}")} width="280" height="280" role="img"
             aria-label={t::ui_morris_rules_diagram().to_string()}>
            { for lines }
            { for dots }
            { for columns }
            { for rows }
        </svg>
    }
}

/// The 16 mills as text, e.g. `A1-D1-G1`, rows first.
fn mill_list(range: std::ops::Range<usize>) -> String {
    range.map(mill_name).collect::<Vec<_>>().join(", ")
}

/// The rules page content.
pub fn rules() -> Html {
    let text = |msg: Msg| msg.to_string();
    html! {
        <article class="mm-rules">
            <p>{ text(t::ui_morris_rules_intro()) }</p>

            <h2>{ text(t::ui_morris_rules_board()) }</h2>
            <p>{ text(t::ui_morris_rules_squares()) }</p>
            { board_diagram() }
            <p>{ text(t::ui_morris_rules_names()) }</p>
            <p>{ text(t::ui_morris_rules_neighbours()) }</p>

            <h2>{ text(t::ui_morris_rules_mills()) }</h2>
            <p>{ text(t::ui_morris_rules_mills_intro()) }</p>
            <ul>
                <li>{ text(t::ui_morris_rules_rows(mill_list(0..8))) }</li>
                <li>{ text(t::ui_morris_rules_columns(mill_list(8..MILLS.len()))) }</li>
            </ul>
            <p>{ text(t::ui_morris_rules_no_middle()) }</p>

            <h2>{ text(t::ui_morris_rules_placing()) }</h2>
            <p>{ text(t::ui_morris_rules_placing_text()) }</p>

            <h2>{ text(t::ui_morris_rules_moving()) }</h2>
            <p>{ text(t::ui_morris_rules_moving_text()) }</p>

            <h2>{ text(t::ui_morris_rules_flying()) }</h2>
            <p>{ text(t::ui_morris_rules_flying_text()) }</p>

            <h2>{ text(t::ui_morris_rules_taking()) }</h2>
            <ul>
                <li>{ text(t::ui_morris_rules_close()) }</li>
                <li>{ text(t::ui_morris_rules_take_one()) }</li>
                <li>{ text(t::ui_morris_rules_protected()) }</li>
                <li>{ text(t::ui_morris_rules_nothing_to_take()) }</li>
            </ul>

            <h2>{ text(t::ui_morris_rules_end()) }</h2>
            <p>{ text(t::ui_morris_rules_checks()) }</p>
            <ol>
                <li>{ text(t::ui_morris_rules_check_limit()) }</li>
                <li>{ text(t::ui_morris_rules_check_seven()) }</li>
                <li>{ text(t::ui_morris_rules_check_blocked()) }</li>
            </ol>
            <p>{ text(t::ui_morris_rules_end_notes()) }</p>

            <h2>{ text(t::ui_morris_rules_protocol()) }</h2>
            <p>{ text(t::ui_morris_rules_protocol_text()) }</p>

            <h2>{ text(t::ui_morris_rules_see()) }</h2>
            <p>{ text(t::ui_morris_rules_lessons()) }</p>
            { game_lesson_links::<Morris>() }
        </article>
    }
}
