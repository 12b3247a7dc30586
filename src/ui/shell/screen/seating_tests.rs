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
