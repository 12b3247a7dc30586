//! The rules of Nine Men's Morris in our own words (RULES.md §3), with a
//! small drawing of the board made from the engine's own field and
//! neighbour tables.

use yew::prelude::*;

use crate::engine::morris::Morris;
use crate::ui::shell::view::game_lesson_links;

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
             aria-label="The board: three nested squares, their middles joined by four short lines, 24 points named A1 to G7.">
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
    html! {
        <article class="mm-rules">
            <p>{ "Two players, White and Black, each bring nine stones to a board of 24 points. Whoever lines up three stones may take one of the other side's stones; a player who is down to two stones, or who cannot move at all, has lost." }</p>

            <h2>{ "The board" }</h2>
            <p>{ "The board is three squares inside one another. The middle of each side is joined to the middle of the same side of the next square, so the four joining lines run from the outer square to the inner one. Every corner and every middle point of the three squares is a point where a stone can stand: 24 points in all." }</p>
            { board_diagram() }
            <p>{ "A point is named by its column letter, A to G from left to right, and its row digit, 1 to 7 from the bottom up. The outer square has the corners A1, G1, G7 and A7, the middle square B2, F2, F6 and B6, the inner square C3, E3, E5 and C5." }</p>
            <p>{ "Two points are neighbours when a line joins them with no point in between: D1 and D2, or A4 and B4, for example. The middle of the board is empty, so D3 and D5 are not neighbours, and neither are C4 and E4. Corners have two neighbours; middle points have three, or four on the middle square." }</p>

            <h2>{ "Mills" }</h2>
            <p>{ "Three points on one straight line that make a side of a square, or the three points of a joining line, form a mill. There are 16 of them:" }</p>
            <ul>
                <li>{ "Rows: " }{ mill_list(0..8) }</li>
                <li>{ "Columns: " }{ mill_list(8..MILLS.len()) }</li>
            </ul>
            <p>{ "No line crosses the empty middle of the board, so C4 with E4, or D3 with D5, never belongs to a mill." }</p>

            <h2>{ "Placing" }</h2>
            <p>{ "The board starts empty. White moves first, then the players take turns. While a player still has stones in hand, a turn means putting one of them on any empty point. Each player places all nine, one per turn, and stones that get taken never come back into the hand." }</p>

            <h2>{ "Moving" }</h2>
            <p>{ "Once a player has placed all nine stones, a turn means sliding one of their stones along a line to a neighbouring empty point. Stones never jump over each other." }</p>

            <h2>{ "Flying" }</h2>
            <p>{ "A player who is down to exactly three stones (six have been taken) may fly: a stone can move to any empty point on the board, neighbour or not. The other player keeps moving normally until they too are down to three." }</p>

            <h2>{ "Closing a mill and taking" }</h2>
            <ul>
                <li>{ "A placement or a move that makes a mill of your own stones closes it. The stone that just arrived must be part of the new mill; the point a stone just left does not count, so sliding a stone out of a mill and back in closes it again." }</li>
                <li>{ "Closing a mill takes exactly one stone of the other player off the board. A stone that closes two mills at once still takes only one." }</li>
                <li>{ "Stones that stand in a closed mill are protected: you must take a stone that is in no mill. Only when every one of the opponent's stones stands in a mill may you take any of them." }</li>
                <li>{ "If the opponent has no stone on the board at all, a placement or move that would close a mill is not allowed: there would be nothing to take." }</li>
            </ul>

            <h2>{ "The end of the game" }</h2>
            <p>{ "After every move the rules check, in this order:" }</p>
            <ol>
                <li>{ "Was it the 200th move of the game (100 for each player)? Then the game is a draw, unless one of the next two checks makes it a win." }</li>
                <li>{ "Has the mover now taken seven stones, leaving the opponent with only two? Then the mover wins: two stones can never form a mill again." }</li>
                <li>{ "Does the opponent have no legal move, because every one of their stones is hemmed in? Then the mover wins." }</li>
            </ol>
            <p>{ "So a win on the 200th move still counts as a win; only a 200th move that wins nothing ends in a draw. A player who is placing or flying can always find an empty point, so only a player who is moving, with four or more stones, can be blocked." }</p>

            <h2>{ "The bot protocol" }</h2>
            <p>{ "Programs can play too, with the text commands of the CodinGame version: PLACE;D2 or PLACE&TAKE;D2;A7 while placing, MOVE;D2;D3 or MOVE&TAKE;D2;D3;A7 while moving or flying. A move that closes a mill only exists in its TAKE form. On every turn a bot reads the opponent's last command, the whole board and the list of its legal commands, and answers with one of them within 50 milliseconds (1 second for its first answer); any other answer loses the game. The bot-protocol view on the play page shows these exact lines for the current position." }</p>

            <h2>{ "See them happen" }</h2>
            <p>{ "Each lesson shows one of these rules on a real board, one step at a time, then lets you play on where the game goes on:" }</p>
            { game_lesson_links::<Morris>() }
        </article>
    }
}
