//! The coach's hint on a guest's page, as the messages cross: asked only
//! where the host offers it and the seat decides, shown for the table it
//! was asked on, gone once the table moves on; a refusal said.

use crate::engine::game::Game;
use crate::engine::remote::hint::{hinted_text, read_hint_ask};
use crate::engine::remote::host::{refusal_text, update_text, updates_for, Seating};
use crate::engine::remote::message::{HintWords, Refusal};
use crate::engine::session::Session;
use crate::engine::take5::{Take5, Take5Options};
use crate::text::t;

use super::guest::GuestHint;
use super::guest::GuestTable;

/// Seat of the guest in these tests.
const GUEST: usize = 1;

/// Sends the guest everything it has not had of `session`, hints offered
/// or not.
fn send(session: &Session<Take5>, guest: &mut GuestTable<Take5>, hints: bool) {
    let seating = Seating {
        names: vec!["Ann".into(), "Ben".into()],
        levels: vec![None, None],
        hints,
    };
    for update in updates_for(session, GUEST, guest.parts.len(), &seating) {
        guest.read(&update_text(&update));
    }
}

/// A two-seat game of 6 nimmt! and its guest, caught up.
fn table(hints: bool) -> (Session<Take5>, GuestTable<Take5>) {
    let options = Take5::with_seat_count(&Take5Options::default(), 2).unwrap();
    let host = Session::<Take5>::new(options, 3);
    let mut guest = GuestTable::<Take5>::new(host.record().options.clone(), GUEST, 2);
    send(&host, &mut guest, hints);
    (host, guest)
}

/// The host's hint for the guest's decision now.
fn hint(host: &Session<Take5>) -> String {
    let words = HintWords {
        step: host.record().steps.len(),
        words: "card 42".to_owned(),
        why: "It is low.".to_owned(),
        selectors: vec!["[data-card=\"42\"]".to_owned()],
    };
    hinted_text(GUEST, words)
}

#[test]
fn the_guest_asks_in_its_language_and_sees_the_hint_until_the_table_moves_on() {
    let (mut host, mut guest) = table(true);
    assert!(
        guest.may_hint(),
        "the guest decides and the host offers hints"
    );
    let ask = guest.ask_hint("fr").expect("an ask");
    assert_eq!(guest.hint, GuestHint::Asked);
    assert!(
        !guest.may_hint() && guest.ask_hint("fr").is_none(),
        "one ask at a time"
    );
    assert_eq!(read_hint_ask(&host, GUEST, &ask, true), Ok("fr".to_owned()));
    guest.read(&hint(&host));
    let shown = guest.hint_shown().expect("the hint is shown");
    assert_eq!(shown.words, "card 42");
    assert!(
        guest.may_press(),
        "a hint changes nothing of the guest's choice"
    );
    // Ann chooses: the table moves on, the hint goes.
    host.play(0, host.state().legal_actions(0)[0]).unwrap();
    send(&host, &mut guest, true);
    assert_eq!(guest.hint, GuestHint::None);
}

#[test]
fn a_hint_for_another_table_or_never_asked_is_dropped() {
    let (mut host, mut guest) = table(true);
    let old = hint(&host);
    guest.read(&old);
    assert_eq!(guest.hint, GuestHint::None, "not asked");
    guest.ask_hint("en").unwrap();
    // The table moves on before the hint comes; the guest asks again.
    host.play(0, host.state().legal_actions(0)[0]).unwrap();
    send(&host, &mut guest, true);
    guest.ask_hint("en").unwrap();
    guest.read(&old);
    assert_eq!(guest.hint, GuestHint::Asked, "a hint for the table before");
    assert_eq!(guest.notice, None, "a late hint is no error");
}

#[test]
fn no_ask_where_the_host_offers_none_and_its_refusal_is_said() {
    let (host, mut guest) = table(false);
    assert!(!guest.may_hint() && guest.ask_hint("en").is_none());
    // A host whose settings changed since refuses the ask.
    let (_, mut asking) = table(true);
    let ask = asking.ask_hint("de").unwrap();
    let refusal = read_hint_ask(&host, GUEST, &ask, false).unwrap_err();
    asking.read(&refusal_text(refusal));
    assert_eq!(asking.hint, GuestHint::None);
    assert_eq!(
        asking.notice.as_deref(),
        Some(t::remote_refused_no_hint().to_string().as_str())
    );
    assert!(asking.may_hint(), "the guest may ask again");
    guest.read(&refusal_text(Refusal::HintFailed {
        reason: "no worker".into(),
    }));
    assert!(guest
        .notice
        .as_deref()
        .is_some_and(|n| n.contains("no worker")));
}
