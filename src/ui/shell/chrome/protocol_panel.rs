//! The bot-protocol panel: the exact CodinGame input lines a seat would
//! receive now and the last command it may know about, from the engine's
//! `Protocol` (see [`crate::ui::shell::protocol`]).

use yew::prelude::*;

use crate::text::t;
use crate::ui::shell::protocol::ProtocolLines;

/// The panel's content: `lines` for a seat, or `None` when no seat may be
/// shown (hot-seat between two people); `names` are the seat names.
pub fn protocol_panel(lines: Option<&ProtocolLines>, names: &[String], over: bool) -> Html {
    let Some(lines) = lines else {
        return html! { <p>{ t::shell_protocol_no_seat().to_string() }</p> };
    };
    let name = |s: usize| names.get(s).cloned().unwrap_or_default();
    let seat = lines.seat;
    let turn = if lines.asked {
        t::shell_protocol_turn_asked(name(seat), seat)
    } else {
        t::shell_protocol_turn_waiting(name(seat), seat)
    };
    html! {
        <div class="protocol">
            if over {
                <p>{ t::shell_protocol_over().to_string() }</p>
            }
            if !lines.initial.is_empty() {
                <p>{ t::shell_protocol_initial(name(seat), seat).to_string() }</p>
                <pre class="protocol-lines" aria-label={t::shell_protocol_initial_lines().to_string()}>{ lines.initial.join("\n") }</pre>
            }
            <p>{ turn.to_string() }</p>
            <pre class="protocol-lines protocol-turn" aria-label={t::shell_protocol_turn_lines().to_string()}>{ lines.turn.join("\n") }</pre>
            if let Some((by, line)) = &lines.last {
                <p>{ t::shell_protocol_last(name(*by), *by).to_string() }</p>
                <pre class="protocol-lines protocol-last" aria-label={t::shell_protocol_last_line().to_string()}>{ line.clone() }</pre>
            }
        </div>
    }
}
