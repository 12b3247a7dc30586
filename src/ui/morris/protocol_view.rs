//! The bot-protocol panel: the exact CodinGame input lines the side to move
//! would receive now (RULES.md §3.3 rules 11–12) and the last command,
//! straight from the engine's `Protocol` implementation.

use yew::prelude::*;

use crate::engine::game::{Game, Seat};
use crate::engine::morris::Morris;
use crate::engine::protocol::Protocol;
use crate::engine::record::Step;
use crate::engine::session::Session;

/// The panel's lines for `seat`: the initial lines (sent on its own first
/// turn), the turn lines, and the last command with the seat that sent it.
pub fn protocol_lines(
    session: &Session<Morris>,
    seat: Seat,
) -> (Vec<String>, Vec<String>, Option<(Seat, String)>) {
    let state = session.state();
    let last = session
        .record()
        .steps
        .iter()
        .rev()
        .find_map(|step| match step {
            Step::Act { seat: by, action } => Some((*by, state.render_action(*by, action))),
            Step::Forfeit { .. } => None,
        });
    (state.initial_input(seat), state.turn_input(seat), last)
}

/// Properties of [`ProtocolPanel`].
#[derive(Properties, PartialEq)]
pub struct ProtocolPanelProps {
    /// The live game.
    pub session: Session<Morris>,
    /// Seat names.
    pub names: Vec<String>,
}

/// The panel, folded by default; it shows the side to move.
#[function_component(ProtocolPanel)]
pub fn protocol_panel(props: &ProtocolPanelProps) -> Html {
    let seat = props.session.state().position().side();
    let (initial, turn, last) = protocol_lines(&props.session, seat);
    let name = |s: Seat| props.names.get(s).cloned().unwrap_or_default();
    let over = props.session.state().is_over();
    html! {
        <details class="mm-protocol">
            <summary>{ "Bot protocol view" }</summary>
            if over {
                <p>{ "The game is over: no seat is asked for a command any more. The lines below are what the seat that would move next would see." }</p>
            }
            <p>{ format!("Initial input of {} (seat {seat}), sent once on its first turn:", name(seat)) }</p>
            <pre class="mm-protocol-lines" aria-label="Initial input lines">{ initial.join("\n") }</pre>
            <p>{ format!("Input of {} (seat {seat}) for this turn: the opponent's last command, the board, then the legal commands:", name(seat)) }</p>
            <pre class="mm-protocol-lines" aria-label="Input lines">{ turn.join("\n") }</pre>
            if let Some((by, line)) = last {
                <p>{ format!("Last command, sent by {} (seat {by}):", name(by)) }</p>
                <pre class="mm-protocol-lines" aria-label="Last output line">{ line }</pre>
            }
        </details>
    }
}
