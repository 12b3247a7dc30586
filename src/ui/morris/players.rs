//! One panel per seat beside the board: name and colour, person or AI,
//! what the seat does now (placing, moving, flying), its stones still in
//! hand and the opponent stones it has taken.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::engine::game::Seat;
use crate::engine::morris::Morris;
use crate::engine::morris::Phase;
use crate::ui::shell::drawing::BoardProps;

use super::game_ui::colour;
use crate::text::t;

/// Seats at a Morris board.
const SEATS: usize = 2;

/// What a seat does on its turns, in words.
pub fn phase_text(phase: Phase, in_hand: u8) -> String {
    match phase {
        Phase::Placing => t::ui_morris_phase_placing(in_hand),
        Phase::Moving => t::ui_morris_phase_moving(),
        Phase::Flying => t::ui_morris_phase_flying(),
    }
    .to_string()
}

/// `n` small stones of a colour in a row, for "in hand" and "taken".
fn stone_row(count: u8, seat: Seat, label: String) -> Html {
    let class = if seat == 0 { "mm-white" } else { "mm-black" };
    let width = 14 * u32::from(count.max(1));
    html! {
        <svg class="mm-stone-row" viewBox={format!("0 0 {width} 14")} width={width.to_string()} height="14" role="img" aria-label={label}>
            { for (0..count).map(|i| html! {
                <circle class={classes!("mm-stone", class)} cx={(7 + 14 * u32::from(i)).to_string()} cy="7" r="6" />
            }) }
        </svg>
    }
}

/// Both seats' panels, at the screen's shown moment: the seat the game
/// waits for is marked while it goes on.
pub fn players(board: &BoardProps<Morris>) -> Html {
    let frame = &board.frame;
    let roles = &board.roles;
    let to_move = board.present.then_some(frame.side_to_move);
    html! {
        <div class="mm-players">
            { for (0..SEATS).map(|seat| {
                let name = board.names.get(seat).cloned().unwrap_or_default();
                let phase = frame.phases[seat];
                let in_hand = frame.in_hand[seat];
                let taken = frame.taken[seat];
                let waiting = to_move == Some(seat);
                html! {
                    <section class={classes!("mm-player", if seat == 0 { "mm-white" } else { "mm-black" },
                                             waiting.then_some("is-to-move"), (phase == Phase::Flying).then_some("is-flying"))}
                             aria-label={t::ui_morris_player(name.as_str(), colour(seat)).to_string()}>
                        <h2 class="mm-player-name">
                            <span class={classes!("mm-swatch", if seat == 0 { "mm-white" } else { "mm-black" })} aria-hidden="true"></span>
                            { t::ui_morris_player_heading(name.as_str(), colour(seat)).to_string() }
                        </h2>
                        <p class="mm-player-role">{ roles.get(seat).cloned().unwrap_or_default() }
                            if waiting { <span class="mm-to-move">{ t::ui_morris_to_move().to_string() }</span> }
                        </p>
                        <p class="mm-player-phase">{ phase_text(phase, in_hand) }</p>
                        <p class="mm-player-count">
                            { t::ui_morris_in_hand(in_hand).to_string() }
                            { stone_row(in_hand, seat, t::ui_morris_in_hand_stones(in_hand).to_string()) }
                        </p>
                        <p class="mm-player-count">
                            { t::ui_morris_taken(taken).to_string() }
                            { stone_row(taken, 1 - seat, if seat == 0 { t::ui_morris_taken_black(taken) } else { t::ui_morris_taken_white(taken) }.to_string()) }
                        </p>
                    </section>
                }
            }) }
        </div>
    }
}
