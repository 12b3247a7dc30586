//! A table with seats on other devices, as the host's screen runs it: the
//! screen waits for them and says whom for, plays their choices by the one
//! road, drops a choice read on an older table, hands a seat to an AI and
//! back, offers no undo, and reads and writes such a set-up.

use crate::engine::game::Game;
use crate::engine::take5::{Take5, Take5Action};

use super::super::setup::{SeatKind, SeatSetup, Setup, REMOTE_CHOICE};
use super::test_support::{answer_ai, LIVE};
use super::{GameMsg, Msg, Screen, SeatMsg};
use crate::text::t;

/// Ann here, Ben on another device, two easy AIs.
fn table() -> Screen<Take5> {
    let levels = ["easy", REMOTE_CHOICE, "easy", "easy"].map(String::from);
    let setup = Setup::vs_ai::<Take5>("Ann", 0, &levels);
    Screen::<Take5>::new(setup, 9, LIVE)
}

#[test]
fn the_form_s_remote_choice_makes_a_seat_on_another_device() {
    let screen = table();
    assert_eq!(screen.setup.remote_seats(), vec![1]);
    assert_eq!(
        screen.setup.seats[1].kind,
        SeatKind::Remote { stand_in: None }
    );
    assert_eq!(screen.setup.level(2), Some("easy"));
    assert!(screen.setup.validate::<Take5>(4).is_ok());
    assert_eq!(screen.setup.people().humans, vec![true, true, false, false]);
    // Only AIs: the remote choice gives way to an AI.
    let watch = Setup::watch::<Take5>(&[REMOTE_CHOICE.to_owned()]);
    assert!(watch.seats.iter().all(|s| s.level().is_some()));
}

#[test]
fn the_screen_waits_for_the_other_device_and_plays_its_choice() {
    let mut screen = table();
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    while answer_ai(&mut screen) {}
    assert_eq!(screen.session.state().to_act(), vec![1]);
    assert_eq!(screen.ai_to_act(), None, "no AI is asked for Ben");
    let ben = screen.names()[1].clone();
    assert_eq!(screen.status(), t::remote_waiting_for(ben).to_string());
    let steps = screen.session.record().steps.len();
    let choice = |card| {
        format!(
            r#"{{"v":1,"step":{steps},"action":{}}}"#,
            serde_json::to_string(&Take5Action::Play(card)).unwrap()
        )
    };
    // A card Ben does not hold is refused, and the refusal kept for Ben.
    let held = screen.session.state().hand(1).to_vec();
    let other = (1..=104).find(|c| !held.contains(c)).unwrap();
    screen.update(Msg::Guest {
        seat: 1,
        text: choice(other),
    });
    assert_eq!(screen.session.record().steps.len(), steps);
    assert_eq!(screen.guest_refusals.len(), 1);
    assert!(screen.guest_refusals[0]
        .1
        .contains(r#""refused":"illegal""#));
    // A message for a seat played here is refused too.
    screen.update(Msg::Guest {
        seat: 0,
        text: choice(held[0]),
    });
    assert_eq!(screen.guest_refusals.len(), 2);
    screen.update(Msg::Guest {
        seat: 1,
        text: choice(held[0]),
    });
    assert_eq!(screen.session.record().steps.len(), steps + 1);
    assert!(!screen.can_undo(), "no undo at a table with other devices");
}

#[test]
fn the_same_deal_again_is_off_and_a_new_game_invites_anew() {
    let mut screen = table();
    let number = screen.game_number;
    screen.update(GameMsg::Restart);
    assert_eq!(screen.notice, Some(t::remote_no_restart().to_string()));
    assert_eq!(screen.game_number, number, "the game goes on");
    let setup = screen.setup.clone();
    screen.update(Msg::Start { setup, seed: 12 });
    assert_eq!(screen.game_number, number + 1);
    assert!(screen.guest_refusals.is_empty());
}

#[test]
fn a_seat_whose_device_left_is_played_by_an_ai_and_given_back() {
    let mut screen = table();
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    while answer_ai(&mut screen) {}
    screen.update(SeatMsg::HandToAi {
        seat: 1,
        level: "easy".into(),
    });
    assert_eq!(screen.ai_to_act(), Some(1));
    assert!(answer_ai(&mut screen), "the AI plays Ben's card");
    screen.update(SeatMsg::HandBack(1));
    assert_eq!(
        screen.setup.seats[1].kind,
        SeatKind::Remote { stand_in: None }
    );
    assert_eq!(screen.setup.remote_seats(), vec![1]);
}

#[test]
fn a_seat_on_another_device_is_saved_and_read_back() {
    let seats = [
        SeatSetup::remote("Ben"),
        SeatSetup {
            name: "Cy".into(),
            kind: SeatKind::Remote {
                stand_in: Some("hard".into()),
            },
        },
    ];
    let json = serde_json::to_string(&seats).unwrap();
    assert_eq!(
        json,
        r#"[{"name":"Ben","kind":{"kind":"remote"}},{"name":"Cy","kind":{"kind":"remote","level":"hard"}}]"#
    );
    let read: Vec<SeatSetup> = serde_json::from_str(&json).unwrap();
    assert_eq!(read, seats);
}

#[test]
fn a_guest_s_hint_is_offered_as_the_settings_say_and_counted_once_for_its_seat() {
    use crate::ui::settings::Hints;
    let mut screen = table();
    assert!(
        screen.guests_may_hint(Hints::AgainstAis),
        "against AIs, as for Ann"
    );
    assert!(!screen.guests_may_hint(Hints::Never));
    screen.update(SeatMsg::GuestTookHint(1));
    screen.update(SeatMsg::GuestTookHint(1));
    // Seat 2 is an AI: nothing to count.
    screen.update(SeatMsg::GuestTookHint(2));
    assert_eq!(screen.hints, vec![(0, 1)]);
}
