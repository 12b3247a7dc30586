//! The coach's hint for a guest's seat: the guest asks
//! ([`HintAsk`]), the host checks the ask here ([`read_hint_ask`]), its
//! coach writes the hint from the seat's view in the guest's language,
//! and the host sends it back ([`hinted_text`]).

use serde::Deserialize;

use crate::engine::game::{Game, Seat};
use crate::engine::session::Session;

use super::host::Versioned;
use super::message::{HintAsk, HintWords, Hinted, Refusal, MAX_GUEST_MESSAGE, REMOTE_VERSION};

/// Only the field that makes a message an ask for a hint.
#[derive(Deserialize)]
struct Asking {
    #[allow(dead_code)]
    hint: usize,
}

/// Whether the guest's message `text` asks for a hint (checked with
/// [`read_hint_ask`]) rather than a choice.
pub fn asks_hint(text: &str) -> bool {
    text.len() <= MAX_GUEST_MESSAGE && serde_json::from_str::<Asking>(text).is_ok()
}

/// The language the guest at `seat` wants the hint in, read from its ask
/// `text`, or why no hint is given: the host does not offer hints
/// (`allowed`), the game is over, or the seat is not to decide on the
/// table it saw (the ask is for the table now, nothing older).
pub fn read_hint_ask<G: Game>(
    session: &Session<G>,
    seat: Seat,
    text: &str,
    allowed: bool,
) -> Result<String, Refusal> {
    if text.len() > MAX_GUEST_MESSAGE {
        return Err(Refusal::TooLarge { bytes: text.len() });
    }
    let version = serde_json::from_str::<Versioned>(text).map_err(|_| Refusal::Malformed)?;
    if version.v != REMOTE_VERSION {
        return Err(Refusal::Version { got: version.v });
    }
    let ask: HintAsk = serde_json::from_str(text).map_err(|_| Refusal::Malformed)?;
    let state = session.state();
    if state.is_over() {
        return Err(Refusal::Over);
    }
    if !allowed {
        return Err(Refusal::NoHint);
    }
    let now = session.record().steps.len();
    if ask.hint != now || state.legal_actions(seat).is_empty() {
        return Err(Refusal::NotYourTurn);
    }
    Ok(ask.lang)
}

/// The hint `words` for the guest at `seat`, as it crosses: JSON text.
pub fn hinted_text(seat: Seat, words: HintWords) -> String {
    serde_json::to_string(&Hinted {
        v: REMOTE_VERSION,
        seat,
        hinted: words,
    })
    .expect("a hint always writes")
}
