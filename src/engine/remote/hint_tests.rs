//! The host's reading of a guest's ask for the coach's hint: only for the
//! seat to decide, on the table now, where the host offers hints; the
//! table is never changed.

use crate::engine::game::Game;
use crate::engine::session::Session;
use crate::engine::testgame::{HighAction, HighCards};

use super::hint::{asks_hint, hinted_text, read_hint_ask};
use super::message::{HintWords, Hinted, Refusal, MAX_GUEST_MESSAGE};

/// What reading `text` from `seat` on `session` gives, with hints
/// `allowed`, checking that the table is unchanged.
fn read(
    session: &Session<HighCards>,
    seat: usize,
    text: &str,
    allowed: bool,
) -> Result<String, Refusal> {
    let before = session.clone();
    let read = read_hint_ask(session, seat, text, allowed);
    assert_eq!(*session, before);
    read
}

#[test]
fn the_seat_to_decide_gets_its_hint_in_its_language() {
    let session = Session::<HighCards>::new((), 7);
    let ask = r#"{"v":1,"hint":0,"lang":"de"}"#;
    assert!(asks_hint(ask));
    assert_eq!(read(&session, 0, ask, true), Ok("de".to_owned()));
}

#[test]
fn a_choice_is_not_an_ask_for_a_hint() {
    assert!(!asks_hint(r#"{"v":1,"step":0,"action":"Draw"}"#));
    assert!(!asks_hint("hello"));
    let long = format!(
        r#"{{"v":1,"hint":0,"lang":"{}"}}"#,
        "x".repeat(MAX_GUEST_MESSAGE)
    );
    assert!(!asks_hint(&long));
}

#[test]
fn no_hint_where_the_host_offers_none_for_another_seat_or_an_older_table() {
    let mut session = Session::<HighCards>::new((), 7);
    let ask = |step: usize| format!(r#"{{"v":1,"hint":{step},"lang":"en"}}"#);
    assert_eq!(read(&session, 0, &ask(0), false), Err(Refusal::NoHint));
    assert_eq!(read(&session, 1, &ask(0), true), Err(Refusal::NotYourTurn));
    let action: HighAction = session.state().legal_actions(0)[0];
    session.play(0, action).unwrap();
    // Seat 1 decides now, on the table after one step.
    assert_eq!(read(&session, 1, &ask(0), true), Err(Refusal::NotYourTurn));
    assert_eq!(read(&session, 1, &ask(1), true), Ok("en".to_owned()));
    assert_eq!(read(&session, 0, &ask(1), true), Err(Refusal::NotYourTurn));
}

#[test]
fn garbage_another_version_and_a_finished_game_are_refused() {
    let mut session = Session::<HighCards>::new((), 7);
    for text in [r#"{"v":1,"hint":"0"}"#, r#"{"v":1,"hint":0}"#, "{"] {
        assert_eq!(
            read(&session, 0, text, true),
            Err(Refusal::Malformed),
            "{text}"
        );
    }
    let other = r#"{"v":2,"hint":0,"lang":"en"}"#;
    assert_eq!(
        read(&session, 0, other, true),
        Err(Refusal::Version { got: 2 })
    );
    while let Some(&seat) = session.state().to_act().first() {
        let action = session.state().legal_actions(seat)[0];
        session.play(seat, action).unwrap();
    }
    let steps = session.record().steps.len();
    let ask = format!(r#"{{"v":1,"hint":{steps},"lang":"en"}}"#);
    assert_eq!(read(&session, 0, &ask, true), Err(Refusal::Over));
}

#[test]
fn a_hint_crosses_with_its_seat_and_step() {
    let words = HintWords {
        step: 3,
        words: "The coach suggests card 42.".to_owned(),
        why: "It is the lowest.".to_owned(),
        selectors: vec!["[data-card=\"42\"]".to_owned()],
    };
    let text = hinted_text(1, words.clone());
    let read: Hinted = serde_json::from_str(&text).unwrap();
    assert_eq!((read.v, read.seat, read.hinted), (1, 1, words));
}
