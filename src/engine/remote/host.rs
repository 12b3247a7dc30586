//! The host's side of a remote seat: a guest's message read and checked
//! before it reaches the game, and what the guest is sent after each step.

use serde::Deserialize;

use crate::engine::game::{Game, Seat};
use crate::engine::session::Session;

use super::message::{GuestMessage, Refusal, Refused, Update, MAX_GUEST_MESSAGE, REMOTE_VERSION};

/// Only the version of a message, read before the rest so that a message
/// of another build is told apart from a malformed one.
#[derive(Deserialize)]
struct Versioned {
    v: u32,
}

/// The action that the guest at `seat` may play now, read from its
/// message `text`, or why not. `state` is the table now, after `steps`
/// record steps; it is never changed: the host plays the action by its
/// one road for every move, so a refused message changes nothing.
pub fn read_choice<G: Game>(
    state: &G,
    steps: usize,
    seat: Seat,
    text: &str,
) -> Result<G::Action, Refusal> {
    if text.len() > MAX_GUEST_MESSAGE {
        return Err(Refusal::TooLarge { bytes: text.len() });
    }
    let version = serde_json::from_str::<Versioned>(text).map_err(|_| Refusal::Malformed)?;
    if version.v != REMOTE_VERSION {
        return Err(Refusal::Version { got: version.v });
    }
    let message: GuestMessage<G::Action> =
        serde_json::from_str(text).map_err(|_| Refusal::Malformed)?;
    if state.is_over() {
        return Err(Refusal::Over);
    }
    if message.step != steps || !state.to_act().contains(&seat) {
        return Err(Refusal::NotYourTurn);
    }
    if !state.legal_actions(seat).contains(&message.action) {
        let reason = match state.clone().apply(seat, &message.action) {
            Err(error) => error.to_string(),
            Ok(_) => String::from("not among the legal moves"),
        };
        return Err(Refusal::Illegal { reason });
    }
    Ok(message.action)
}

/// What the guest at `seat` is sent: its view now and the events of the
/// log from index `from` on (clamped to the log), each read for its seat.
pub fn update_for<G: Game>(session: &Session<G>, seat: Seat, from: usize) -> Update<G> {
    let state = session.state();
    let log = session.log();
    let from = from.min(log.len());
    Update {
        v: REMOTE_VERSION,
        seat,
        step: session.record().steps.len(),
        from,
        events: log[from..]
            .iter()
            .map(|logged| G::event_for(Some(seat), &logged.event))
            .collect(),
        view: state.view(seat),
        to_act: state.to_act(),
        legal: state.legal_actions(seat),
        outcome: state.outcome(),
    }
}

/// `update` as it crosses to the guest: JSON text.
pub fn update_text<G: Game>(update: &Update<G>) -> String {
    serde_json::to_string(update).expect("an update always writes")
}

/// `refusal` as it crosses to the guest: JSON text.
pub fn refusal_text(refusal: Refusal) -> String {
    serde_json::to_string(&Refused {
        v: REMOTE_VERSION,
        refusal,
    })
    .expect("a refusal always writes")
}
