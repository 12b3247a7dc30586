//! The seating part of the reducer: who sees what and who may press, with
//! people sharing one device.

use crate::engine::game::{Game, NOBODY};
use crate::engine::take5::{Take5, Take5Action};

use super::super::protocol::protocol_lines;
use super::super::setup::Setup;
use super::test_support::{levels, names, LIVE};
use super::{Msg, Screen, SeatMsg};

#[test]
fn hot_seat_with_hidden_cards_reads_nothing_private_between_people() {
    let people = names(&["Ann", "Bo"]);
    let mut screen =
        Screen::<Take5>::new(Setup::hot_seat::<Take5>(&people, &levels("easy")), 4, LIVE);
    assert_eq!(screen.pass_to(), Some(0));
    assert_eq!(screen.viewer(), Some(NOBODY));
    assert_eq!(
        screen.input_seat(),
        None,
        "nobody presses before the hand-over"
    );
    assert!(screen.frame().hand.is_empty(), "no hand is drawn");
    screen.update(SeatMsg::Uncover(0));
    assert_eq!((screen.pass_to(), screen.viewer()), (None, Some(0)));
    assert_eq!(screen.frame().hand.len(), 10);
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    assert_eq!(screen.pass_to(), Some(1));
    assert_eq!(screen.viewer(), Some(NOBODY));
    // Ann's face-down card is not in what anyone reads now.
    let chose = &screen.session.log().last().unwrap().event;
    assert_eq!(
        Take5::event_for(screen.reader(), chose),
        crate::engine::take5::Take5Event::Chose {
            seat: 0,
            card: None
        }
    );
    assert!(!screen.can_undo(), "no undo between people");
    let lines = protocol_lines(&screen.session, 1);
    assert_eq!(
        lines.last, None,
        "Ann's card stays secret in Bo's protocol view"
    );
}

#[test]
fn the_hint_is_offered_on_the_persons_turn_as_the_settings_allow_and_counted_once() {
    use crate::ui::settings::Hints;
    let mut screen =
        Screen::<Take5>::new(Setup::vs_ai::<Take5>("Ann", 0, &levels("easy")), 4, LIVE);
    assert_eq!(screen.hint_seat(Hints::AgainstAis), Some((0, 0)));
    assert_eq!(screen.hint_seat(Hints::Always), Some((0, 0)));
    assert_eq!(screen.hint_seat(Hints::Never), None);
    assert_eq!(
        super::texts::hints_text(&screen.names(), &screen.hints),
        None
    );
    screen.update(SeatMsg::TookHint);
    screen.update(SeatMsg::TookHint);
    assert_eq!(screen.hints, vec![(0, 0)], "one decision, one hint");
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    // Her card is down: nothing to hint until the AIs have played theirs.
    assert_eq!(screen.hint_seat(Hints::AgainstAis), None);
    screen.update(SeatMsg::TookHint);
    assert_eq!(screen.hints.len(), 1, "no hint without a decision");
    super::test_support::run_ais(&mut screen);
    if let Some((seat, moves)) = screen.hint_seat(Hints::AgainstAis) {
        assert_eq!((seat, moves), (0, 1), "the decision after her first move");
        screen.update(SeatMsg::TookHint);
    }
    assert_eq!(
        super::texts::hints_text(&screen.names(), &screen.hints).as_deref(),
        Some(format!("Hints taken: Ann {}.", screen.hints.len()).as_str())
    );

    // Between people, only when the settings allow it there.
    let people = names(&["Ann", "Bo"]);
    let mut table =
        Screen::<Take5>::new(Setup::hot_seat::<Take5>(&people, &levels("easy")), 4, LIVE);
    table.update(SeatMsg::Uncover(0));
    assert_eq!(table.hint_seat(Hints::AgainstAis), None);
    assert_eq!(table.hint_seat(Hints::Always), Some((0, 0)));
    table.update(SeatMsg::TookHint);
    let card = table.session.state().hand(0)[0];
    table.update(Msg::Press(Take5Action::Play(card)));
    table.update(SeatMsg::Uncover(1));
    table.update(SeatMsg::TookHint);
    assert_eq!(
        super::texts::hints_text(&table.names(), &table.hints).as_deref(),
        Some("Hints taken: Ann 1, Bo 1.")
    );
}
