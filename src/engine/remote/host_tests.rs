//! The host's reading of a guest's messages: every refusal leaves the
//! table as it was; the messages a guest receives name nothing hidden.

use crate::engine::game::Game;
use crate::engine::record::Record;
use crate::engine::session::Session;
use crate::engine::testgame::high_cards::leak_events;
use crate::engine::testgame::{HighAction, HighCards, HighEvent};

use super::capture::check_guest_messages;
use super::host::{read_choice, refusal_text, update_text, updates_for, Seating};
use super::message::{Refusal, MAX_GUEST_MESSAGE};

/// A message of seat 0 playing `action` at `step`.
fn choice(step: usize, action: HighAction) -> String {
    format!(
        r#"{{"v":1,"step":{step},"action":{}}}"#,
        serde_json::to_string(&action).unwrap()
    )
}

/// What reading `text` from `seat` at the start of game 7 gives, checking
/// that the table is unchanged.
fn read(seat: usize, text: &str) -> Result<HighAction, Refusal> {
    let session = Session::<HighCards>::new((), 7);
    let before = session.clone();
    let read = read_choice(&session, seat, text);
    assert_eq!(session, before);
    read
}

#[test]
fn a_legal_choice_in_turn_is_read() {
    let session = Session::<HighCards>::new((), 7);
    let action = session.state().legal_actions(0)[0];
    assert_eq!(read(0, &choice(0, action)), Ok(action));
}

#[test]
fn a_message_over_the_bound_is_refused_unread() {
    let text = format!("{{\"v\":1,\"pad\":\"{}\"}}", "x".repeat(MAX_GUEST_MESSAGE));
    assert_eq!(read(0, &text), Err(Refusal::TooLarge { bytes: text.len() }));
}

#[test]
fn garbage_and_messages_of_the_wrong_shape_are_malformed() {
    for text in [
        "",
        "hello",
        "{",
        "[1,2]",
        r#"{"v":"1"}"#,
        r#"{"v":1}"#,
        r#"{"v":1,"step":0}"#,
        r#"{"v":1,"step":-1,"action":"Draw"}"#,
        r#"{"v":1,"step":0,"action":{"Fly":3}}"#,
    ] {
        assert_eq!(read(0, text), Err(Refusal::Malformed), "{text}");
    }
}

#[test]
fn a_message_of_another_version_says_so() {
    let text = r#"{"v":2,"step":0,"action":"Draw","more":[]}"#;
    assert_eq!(read(0, text), Err(Refusal::Version { got: 2 }));
}

#[test]
fn a_choice_out_of_turn_or_on_an_older_table_is_refused() {
    let session = Session::<HighCards>::new((), 7);
    let action = session.state().legal_actions(0)[0];
    assert_eq!(read(1, &choice(0, action)), Err(Refusal::NotYourTurn));
    assert_eq!(read(0, &choice(3, action)), Err(Refusal::NotYourTurn));
}

#[test]
fn an_illegal_choice_is_refused_with_the_rules_reason() {
    let session = Session::<HighCards>::new((), 7);
    let held = session.state().view(0).0;
    let card = (1..=12).find(|c| !held.contains(c)).unwrap();
    let Err(Refusal::Illegal { reason }) = read(0, &choice(0, HighAction::Play(card))) else {
        panic!("a card not held is refused");
    };
    assert!(reason.contains("cannot"), "{reason}");
}

#[test]
fn a_choice_after_the_end_is_refused() {
    let mut session = Session::<HighCards>::new((), 7);
    session.forfeit(1, "left");
    let steps = session.record().steps.len();
    let text = choice(steps, HighAction::Draw);
    assert_eq!(read_choice(&session, 0, &text), Err(Refusal::Over));
}

#[test]
fn a_choice_a_step_behind_is_read_while_the_seat_still_waits_for_it() {
    // 6 nimmt!: every seat chooses at once, each choice a record step of
    // its own; seat 2's choice crosses while seat 0's is played.
    use crate::engine::take5::{Take5, Take5Action};
    let options = Take5::with_seat_count(&Default::default(), 3).unwrap();
    let mut session = Session::<Take5>::new(options, 5);
    let card = |session: &Session<Take5>, seat| session.state().hand(seat)[0];
    let mine = card(&session, 2);
    let text = format!(
        r#"{{"v":1,"step":0,"action":{}}}"#,
        serde_json::to_string(&Take5Action::Play(mine)).unwrap()
    );
    session
        .play(0, Take5Action::Play(card(&session, 0)))
        .unwrap();
    assert_eq!(read_choice(&session, 2, &text), Ok(Take5Action::Play(mine)));
    // Once the seat's own choice is in, an older one is not.
    session.play(2, Take5Action::Play(mine)).unwrap();
    let other = card(&session, 2);
    let late = format!(
        r#"{{"v":1,"step":1,"action":{}}}"#,
        serde_json::to_string(&Take5Action::Play(other)).unwrap()
    );
    assert_eq!(read_choice(&session, 2, &late), Err(Refusal::NotYourTurn));
}

#[test]
fn a_refusal_crosses_as_json_the_guest_reads() {
    let text = refusal_text(Refusal::Illegal {
        reason: "no".into(),
    });
    assert_eq!(text, r#"{"v":1,"refused":"illegal","reason":"no"}"#);
    assert_eq!(
        refusal_text(Refusal::NotYourTurn),
        r#"{"v":1,"refused":"not_your_turn"}"#
    );
}

#[test]
fn an_update_holds_each_parts_view_and_its_events_read_for_the_seat() {
    let mut session = Session::<HighCards>::new((), 7);
    session.play(0, HighAction::Draw).unwrap();
    let seating = Seating {
        names: vec!["Ann".into(), "Ben".into()],
        levels: vec![None, None],
        hints: false,
    };
    let updates = updates_for(&session, 1, 0, &seating);
    assert_eq!(updates.len(), 1);
    let update = &updates[0];
    assert_eq!((update.seat, update.step, update.from), (1, 1, 0));
    assert_eq!(update.parts(), 2);
    assert_eq!(update.seen[0].view, session.state_after_steps(0).view(1));
    assert_eq!(update.seen[1].view, session.state().view(1));
    assert!(matches!(
        update.seen[0].events[0],
        HighEvent::Dealt {
            seat: 0,
            cards: None
        }
    ));
    assert!(matches!(
        update.seen[1].events[..],
        [HighEvent::Drew {
            seat: 0,
            card: None
        }]
    ));
    assert_eq!(update.names, seating.names);
    assert_eq!(update.to_act, vec![1]);
    assert_eq!(update.legal, session.state().legal_actions(1));
    let later = &updates_for(&session, 1, 1, &seating)[0];
    assert_eq!((later.from, later.seen.len()), (1, 1));
    assert!(update.record.is_none(), "no record while the game goes on");
    let past = &updates_for(&session, 1, 99, &seating)[0];
    assert_eq!((past.from, past.seen.len()), (2, 0));
    assert!(update_text(update).starts_with(r#"{"v":1,"seat":1,"step":1,"from":0,"#));
}

#[test]
fn a_long_history_comes_in_several_updates_that_join_up() {
    let record = whole_game(5);
    let session = Session::<HighCards>::from_record(record).unwrap();
    let steps = session.record().steps.len();
    let updates = updates_for(&session, 0, 0, &Seating::default());
    let mut parts = 0;
    for update in &updates {
        assert_eq!(update.from, parts);
        parts = update.parts();
    }
    assert_eq!(parts, steps + 1);
    let last = updates.last().unwrap();
    assert_eq!(
        last.record.as_ref(),
        Some(session.record()),
        "the record at the end"
    );
    assert!(updates[..updates.len() - 1]
        .iter()
        .all(|u| u.legal.is_empty() && u.to_act.is_empty()));
}

/// A whole game of high cards, every seat drawing when it may and else
/// playing its first card.
fn whole_game(seed: u64) -> Record<(), HighAction> {
    let mut session = Session::<HighCards>::new((), seed);
    while let Some(&seat) = session.state().to_act().first() {
        let legal = session.state().legal_actions(seat);
        let action = *legal
            .iter()
            .find(|a| **a == HighAction::Draw)
            .unwrap_or(&legal[0]);
        session.play(seat, action).unwrap();
    }
    session.record().clone()
}

#[test]
fn the_capture_of_a_whole_game_finds_nothing_hidden() {
    for seed in 0..20 {
        let record = whole_game(seed);
        for seat in 0..2 {
            let capture = check_guest_messages::<HighCards>(&record, seat).unwrap();
            assert_eq!(capture.messages, record.steps.len() + 1);
            assert!(capture.events > record.steps.len());
        }
    }
}

#[test]
fn the_capture_catches_an_event_that_names_another_hand() {
    let record = whole_game(3);
    leak_events(true);
    let error = check_guest_messages::<HighCards>(&record, 1).unwrap_err();
    leak_events(false);
    assert!(error.contains("which the seat's view hides"), "{error}");
    assert!(check_guest_messages::<HighCards>(&record, 1).is_ok());
}
