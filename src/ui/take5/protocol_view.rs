//! The bot-protocol panel: the exact CodinGame input lines a seat would
//! receive now and the output line of the last action (RULES.md §1.3),
//! straight from the engine's `Protocol` implementation.

use yew::prelude::*;

use crate::engine::game::{Game, Seat};
use crate::engine::protocol::Protocol;
use crate::engine::record::Step;
use crate::engine::session::Session;
use crate::engine::take5::{Take5, Take5Action};

/// The lines of the panel: (input lines for `seat`, whether `seat` is
/// asked now, the output line of the last action `seat` may know about,
/// with its seat: another seat's card is skipped while it is face down).
pub fn protocol_lines(
    session: &Session<Take5>,
    seat: Seat,
) -> (Vec<String>, bool, Option<(Seat, String)>) {
    let state = session.state();
    let mut input = state.initial_input(seat);
    input.extend(state.turn_input(seat));
    let asked = state.to_act().contains(&seat);
    // Another seat's card stays secret until the reveal: skip it.
    let public = |by: Seat, action: &Take5Action| match action {
        Take5Action::Play(card) => by == seat || state.chosen(by) != Some(*card),
        Take5Action::Pick(_) => true,
    };
    let last = session
        .record()
        .steps
        .iter()
        .rev()
        .find_map(|step| match step {
            Step::Act { seat: by, action } if public(*by, action) => {
                Some((*by, state.render_action(*by, action)))
            }
            _ => None,
        });
    (input, asked, last)
}

/// Properties of [`ProtocolPanel`].
#[derive(Properties, PartialEq)]
pub struct ProtocolPanelProps {
    /// The live game.
    pub session: Session<Take5>,
    /// The seat whose input is shown.
    pub seat: Seat,
    /// Seat names.
    pub names: Vec<String>,
}

/// The panel, folded by default.
#[function_component(ProtocolPanel)]
pub fn protocol_panel(props: &ProtocolPanelProps) -> Html {
    let (input, asked, last) = protocol_lines(&props.session, props.seat);
    let name = props.names.get(props.seat).cloned().unwrap_or_default();
    html! {
        <details class="t5-protocol">
            <summary>{ "Bot protocol view" }</summary>
            <p>
                { format!("The CodinGame input {name} (seat {}) would receive now", props.seat) }
                { if asked { "" } else { " (this seat is not asked anything at the moment)" } }
                { ":" }
            </p>
            <pre class="t5-protocol-lines" aria-label="Input lines">{ input.join("\n") }</pre>
            if let Some((seat, line)) = last {
                <p>{ format!("Output line of the last action, by {}:", props.names.get(seat).cloned().unwrap_or_default()) }</p>
                <pre class="t5-protocol-lines" aria-label="Last output line">{ line }</pre>
            }
        </details>
    }
}
