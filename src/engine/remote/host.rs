//! The host's side of a remote seat: a guest's message read and checked
//! before it reaches the game, and what the guest is sent after each step.

use serde::Deserialize;

use crate::engine::game::{Game, Seat};
use crate::engine::record::apply_step;
use crate::engine::session::Session;

use super::message::{
    GuestMessage, Refusal, Refused, Seen, Update, MAX_GUEST_MESSAGE, REMOTE_VERSION, UPDATE_BYTES,
};

/// The most record steps a choice may be behind the table and still be
/// read (they are replayed to check that the seat waited all along).
const MAX_STEPS_BEHIND: usize = 16;

/// Only the version of a message, read before the rest so that a message
/// of another build is told apart from a malformed one.
#[derive(Deserialize)]
pub(super) struct Versioned {
    pub(super) v: u32,
}

/// The action that the guest at `seat` may play now, read from its
/// message `text`, or why not. `session` is the table now; it is never
/// changed: the host plays the action by its one road for every move, so a
/// refused message changes nothing. A choice made on an older table is
/// still the seat's when the seat has waited to act ever since and nothing
/// of it was played in between (6 nimmt!: another seat chose its card
/// while this choice was on its way) and the action is legal now.
pub fn read_choice<G: Game>(
    session: &Session<G>,
    seat: Seat,
    text: &str,
) -> Result<G::Action, Refusal> {
    let state = session.state();
    let steps = &session.record().steps;
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
    let since = steps
        .get(message.step..)
        .filter(|since| since.len() <= MAX_STEPS_BEHIND)
        .ok_or(Refusal::NotYourTurn)?;
    if !state.to_act().contains(&seat) || since.iter().any(|step| step.seat() == seat) {
        return Err(Refusal::NotYourTurn);
    }
    if !since.is_empty() && !waited_all_along(session, message.step, seat) {
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

/// Who sits at the table, as every update tells a guest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seating {
    /// The seats' names.
    pub names: Vec<String>,
    /// The level of the AI playing each seat, `None` for a person.
    pub levels: Vec<Option<String>>,
    /// Whether the seats on other devices may ask the coach for a hint.
    pub hints: bool,
}

/// Whether `seat` was to act after every record step of `session` from
/// `from` on: one replay to `from`, then a step at a time.
fn waited_all_along<G: Game>(session: &Session<G>, from: usize, seat: Seat) -> bool {
    let mut state = session.state_after_steps(from);
    for step in &session.record().steps[from..] {
        if !state.to_act().contains(&seat) || apply_step(&mut state, step).is_err() {
            return false;
        }
    }
    true
}

/// What the guest at `seat` is sent: the parts of the game from `from` on
/// (clamped; part 0 is the set-up, part `k` record step `k - 1`), each
/// with its events read for the seat and the seat's view after it, split
/// into updates of about [`UPDATE_BYTES`] (one update when little is
/// new). The last update holds what the seat may do now.
pub fn updates_for<G: Game>(
    session: &Session<G>,
    seat: Seat,
    from: usize,
    seating: &Seating,
) -> Vec<Update<G>> {
    let steps = session.record().steps.len();
    let from = from.min(steps + 1);
    let mut parts: Vec<Vec<G::Event>> = vec![Vec::new(); steps + 1 - from];
    for logged in session.log() {
        let part = logged.step.map_or(0, |s| s + 1);
        if let Some(events) = part.checked_sub(from).and_then(|i| parts.get_mut(i)) {
            events.push(G::event_for(Some(seat), &logged.event));
        }
    }
    let mut views: Vec<G::View> = Vec::with_capacity(parts.len());
    if from < steps {
        // Part `p` ends after `p` steps: one replay, then a step at a time.
        let mut state = session.state_after_steps(from);
        views.push(state.view(seat));
        for step in &session.record().steps[from..steps - 1] {
            apply_step(&mut state, step).expect("a recorded step replays");
            views.push(state.view(seat));
        }
    }
    views.push(session.state().view(seat));
    let state = session.state();
    let empty = |from: usize| Update {
        v: REMOTE_VERSION,
        seat,
        step: steps,
        from,
        seen: Vec::new(),
        names: seating.names.clone(),
        levels: seating.levels.clone(),
        moves: session
            .record()
            .steps
            .iter()
            .filter(|s| s.seat() == seat)
            .count(),
        to_act: Vec::new(),
        legal: Vec::new(),
        hints: seating.hints,
        outcome: None,
        record: None,
    };
    let mut updates = vec![empty(from)];
    let mut bytes = 0;
    for (events, view) in parts.into_iter().zip(views) {
        let seen = Seen { events, view };
        let size = serde_json::to_string(&seen).map_or(0, |text| text.len());
        let current = updates.last_mut().expect("one update at least");
        if bytes > 0 && bytes + size > UPDATE_BYTES {
            let next = empty(current.parts());
            updates.push(next);
            bytes = 0;
        }
        bytes += size;
        updates
            .last_mut()
            .expect("one update at least")
            .seen
            .push(seen);
    }
    let last = updates.last_mut().expect("one update at least");
    last.to_act = state.to_act();
    last.legal = state.legal_actions(seat);
    last.outcome = state.outcome();
    last.record = state.is_over().then(|| session.record().clone());
    updates
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
