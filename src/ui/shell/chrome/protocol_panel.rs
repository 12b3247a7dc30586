//! The bot-protocol panel: the exact CodinGame input lines a seat would
//! receive now and the last command it may know about, from the engine's
//! `Protocol` (see [`crate::ui::shell::protocol`]).

use yew::prelude::*;

use crate::ui::shell::protocol::ProtocolLines;

/// The panel's content: `lines` for a seat, or `None` when no seat may be
/// shown (hot-seat between two people); `names` are the seat names.
pub fn protocol_panel(lines: Option<&ProtocolLines>, names: &[String], over: bool) -> Html {
    let Some(lines) = lines else {
        return html! { <p>{ "The protocol view shows a seat's input only while that person has the device." }</p> };
    };
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    let seat = lines.seat;
    let asked = if lines.asked {
        " (asked for a command now)"
    } else {
        " (not asked for a command at the moment)"
    };
    html! {
        <div class="protocol">
            if over {
                <p>{ "The game is over: no seat is asked for a command any more. The lines below are what this seat would read." }</p>
            }
            if !lines.initial.is_empty() {
                <p>{ format!("Initial input of {} (seat {seat}), sent once before its first turn:", name(seat)) }</p>
                <pre class="protocol-lines" aria-label="Initial input lines">{ lines.initial.join("\n") }</pre>
            }
            <p>{ format!("Input of {} (seat {seat}) for a turn now{asked}:", name(seat)) }</p>
            <pre class="protocol-lines protocol-turn" aria-label="Input lines">{ lines.turn.join("\n") }</pre>
            if let Some((by, line)) = &lines.last {
                <p>{ format!("Last command it may know, sent by {} (seat {by}):", name(*by)) }</p>
                <pre class="protocol-lines protocol-last" aria-label="Last output line">{ line.clone() }</pre>
            }
        </div>
    }
}
