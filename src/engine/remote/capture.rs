//! The secrecy of a remote seat, checked on whole games: every message a
//! guest would receive while `record` is played, as it crosses, names
//! nothing that the guest's seat cannot see.

use crate::engine::game::{Seat, Secrets};
use crate::engine::record::{GameRecord, Step};
use crate::engine::session::Session;

use super::host::{update_text, updates_for, Seating};
use super::message::Update;

/// What the guest at one seat received during a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Capture {
    /// Messages sent (one at the start, one per record step).
    pub messages: usize,
    /// Events read in them.
    pub events: usize,
    /// Their bytes in all.
    pub bytes: usize,
    /// The longest message's bytes.
    pub longest: usize,
}

/// Plays `record` with a guest at `seat` and checks every message it is
/// sent: each event in it as the seat reads it names nothing the seat's
/// view hides at the end of its step (a card in another hand, a face-down
/// choice, its own cards in Hanabi), its view is the seat's own, it is
/// offered moves only when the table waits for it, the record comes only
/// once the game is over, and the guest reads
/// the message back as it was written. The error names the
/// first message that breaks it.
pub fn check_guest_messages<G: Secrets>(
    record: &GameRecord<G>,
    seat: Seat,
) -> Result<Capture, String> {
    let mut session: Session<G> = Session::new(record.options.clone(), record.seed);
    let mut capture = Capture::default();
    let mut sent = 0;
    let mut before = session.state().clone();
    for index in 0..=record.steps.len() {
        if let Some(step) = index.checked_sub(1).map(|i| &record.steps[i]) {
            before = session.state().clone();
            match step {
                Step::Act { seat, action } => {
                    session
                        .play(*seat, action.clone())
                        .map_err(|e| format!("step {index} of the record: {e}"))?;
                }
                Step::Forfeit { seat, reason } => {
                    session.forfeit(*seat, reason);
                }
            }
        }
        let after = session.state();
        let hidden = after.hidden_from(seat);
        let own_view = serde_json::to_value(after.view(seat)).expect("a view always writes");
        for update in updates_for(&session, seat, sent, &Seating::default()) {
            for (offset, seen) in update.seen.iter().enumerate() {
                for event in &seen.events {
                    let named = before.named_by(event);
                    if let Some(secret) = named.into_iter().find(|s| hidden.contains(s)) {
                        return Err(format!(
                            "message {index} to seat {seat}: an event of part {} ({event:?}) \
                             names {secret:?}, which the seat's view hides",
                            update.from + offset
                        ));
                    }
                }
            }
            let text = update_text(&update);
            let read: Update<G> = serde_json::from_str(&text)
                .map_err(|e| format!("message {index} to seat {seat} does not read back: {e}"))?;
            if serde_json::to_value(&read).ok() != serde_json::to_value(&update).ok() {
                return Err(format!(
                    "message {index} to seat {seat} reads back otherwise"
                ));
            }
            let last_view = update
                .seen
                .last()
                .map(|seen| serde_json::to_value(&seen.view).expect("a view always writes"));
            if last_view.as_ref() != Some(&own_view) {
                return Err(format!(
                    "message {index} to seat {seat} carries another view"
                ));
            }
            if update.record.is_some() && !after.is_over() {
                return Err(format!(
                    "message {index} to seat {seat} carries the record before the end"
                ));
            }
            if !update.legal.is_empty() && !after.to_act().contains(&seat) {
                return Err(format!(
                    "message {index} offers seat {seat} moves out of its turn"
                ));
            }
            sent = update.parts();
            capture.messages += 1;
            capture.events += update
                .seen
                .iter()
                .map(|seen| seen.events.len())
                .sum::<usize>();
            capture.bytes += text.len();
            capture.longest = capture.longest.max(text.len());
        }
    }
    Ok(capture)
}
