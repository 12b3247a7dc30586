//! A guest's table fed by a host's session, as the messages cross: it
//! offers its seat's moves only in its turn, sends choices the host
//! accepts, says the host's refusals, and shows the end.

use crate::engine::game::Game;
use crate::engine::remote::host::{read_choice, refusal_text, update_text, updates_for, Seating};
use crate::engine::remote::message::Refusal;
use crate::engine::session::Session;
use crate::engine::take5::{Take5, Take5Action, Take5Options};
use crate::text::t;
use crate::ui::shell::game_ui::GameUi;

use super::guest::GuestTable;

/// Seat of the guest in these tests.
const GUEST: usize = 1;

/// Sends the guest everything it has not had of `session`.
fn send(session: &Session<Take5>, guest: &mut GuestTable<Take5>) {
    let seating = Seating {
        names: vec!["Ann".into(), "Ben".into(), "Cy".into()],
        levels: vec![None, None, Some("easy".into())],
        hints: true,
    };
    for update in updates_for(session, GUEST, guest.parts.len(), &seating) {
        guest.read(&update_text(&update));
    }
}

/// A three-seat game of 6 nimmt! under the CodinGame rules.
fn session() -> Session<Take5> {
    let options = Take5::with_seat_count(&Take5Options::default(), 3).unwrap();
    Session::new(options, 11)
}

#[test]
fn a_whole_game_played_through_a_guest_ends_on_its_page() {
    let mut host = session();
    let mut guest = GuestTable::<Take5>::new(host.record().options.clone(), GUEST, 3);
    send(&host, &mut guest);
    assert_eq!(guest.names[GUEST], "Ben");
    while !host.state().is_over() {
        let state = host.state().clone();
        assert_eq!(guest.legal, state.legal_actions(GUEST));
        assert_eq!(guest.to_act, state.to_act());
        assert_eq!(
            guest.may_press(),
            state.to_act().contains(&GUEST),
            "the guest may press exactly when the table waits for it"
        );
        if guest.may_press() {
            let action = guest.legal[0];
            let text = guest.press(&action).expect("a legal press sends a choice");
            assert!(!guest.may_press(), "one choice at a time");
            let read = read_choice(&host, GUEST, &text);
            host.play(GUEST, read.unwrap()).unwrap();
        } else {
            let seat = state.to_act()[0];
            host.play(seat, state.legal_actions(seat)[0]).unwrap();
        }
        send(&host, &mut guest);
        assert_eq!(
            guest.frame(),
            Some(Take5::frame(&host, host.log().len(), Some(GUEST)))
        );
    }
    assert!(guest.is_over());
    assert_eq!(
        guest.record.as_ref(),
        Some(host.record()),
        "the record comes at the end"
    );
    assert_eq!(guest.status(), t::remote_game_over().to_string());
    assert_eq!(guest.explanations().len(), host.log().len());
}

#[test]
fn a_refusal_is_said_and_the_guest_may_choose_again() {
    let host = session();
    let mut guest = GuestTable::<Take5>::new(host.record().options.clone(), GUEST, 3);
    send(&host, &mut guest);
    let action = guest.legal[0];
    assert!(guest.press(&action).is_some());
    guest.read(&refusal_text(Refusal::NotYourTurn));
    assert_eq!(
        guest.notice,
        Some(t::remote_refused_not_your_turn().to_string())
    );
    assert!(guest.may_press());
}

#[test]
fn a_press_the_rules_refuse_sends_nothing() {
    let host = session();
    let mut guest = GuestTable::<Take5>::new(host.record().options.clone(), GUEST, 3);
    send(&host, &mut guest);
    assert_eq!(guest.press(&Take5Action::Pick(0)), None);
    assert!(guest.notice.is_some());
    assert!(guest.may_press());
}

#[test]
fn garbage_or_another_seats_update_changes_nothing() {
    let host = session();
    let mut guest = GuestTable::<Take5>::new(host.record().options.clone(), GUEST, 3);
    send(&host, &mut guest);
    let before = (guest.parts.len(), guest.legal.clone());
    guest.read("{]");
    let other = &updates_for(&host, 0, 0, &Seating::default())[0];
    guest.read(&update_text(other));
    assert_eq!((guest.parts.len(), guest.legal.clone()), before);
    assert_eq!(guest.notice, Some(t::remote_unreadable().to_string()));
}

#[test]
fn a_choice_crossing_another_seats_is_played_and_the_guest_waits_meanwhile() {
    let mut host = session();
    let mut guest = GuestTable::<Take5>::new(host.record().options.clone(), GUEST, 3);
    send(&host, &mut guest);
    let mine = guest.legal[0];
    let text = guest.press(&mine).expect("a legal press sends a choice");
    // Ann chooses while the guest's choice crosses.
    let ann = host.state().legal_actions(0)[0];
    host.play(0, ann).unwrap();
    send(&host, &mut guest);
    assert!(!guest.may_press(), "the guest's choice is still on its way");
    assert_eq!(guest.status(), t::remote_sent().to_string());
    let read = read_choice(&host, GUEST, &text).expect("still the guest's choice");
    host.play(GUEST, read).unwrap();
    send(&host, &mut guest);
    assert_eq!(guest.awaiting, None, "played");
}
