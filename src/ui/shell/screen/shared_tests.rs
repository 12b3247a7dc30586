//! Shared games in the shell's reducer (natively): a link or file opens at
//! its shown step, seen by the seat its rules allow; nobody plays it;
//! playing on branches a new game from the shown step and keeps the game
//! that was in progress.

use crate::engine::game::Game;
use crate::engine::morris::Morris;
use crate::engine::record::GameRecord;
use crate::engine::record_code::{decode, encode, SharedGame};
use crate::engine::session::{Moment, Session};
use crate::engine::take5::Take5;

use super::super::game_ui::GameUi;
use super::super::setup::{Mode, Setup};
use super::test_support::{answer_ai, show_all, LIVE, STEPPED};
use super::{GameMsg, Msg, PaceMsg, Screen};

/// The last event of `steps` record steps.
fn last(steps: usize) -> Moment {
    Moment { steps, event: None }
}

/// A record of `steps` first-listed actions of `G` from `seed`.
fn played<G: Game>(seed: u64, steps: usize) -> GameRecord<G> {
    let mut session = Session::<G>::new(G::Options::default(), seed);
    for _ in 0..steps {
        let seat = session.state().to_act()[0];
        let action = session.state().legal_actions(seat).remove(0);
        session.play(seat, action).expect("legal");
    }
    session.record().clone()
}

/// A screen against AIs with one move of the person's, then `shared`
/// opened on it.
fn opened<G: GameUi>(shared: SharedGame<G>) -> Screen<G> {
    let seat = G::PERSON_SEATS[0].0;
    let setup = Setup::vs_ai::<G>("Ada", seat, &["easy".to_owned()]);
    let mut screen = Screen::<G>::new(setup, 9, LIVE);
    while screen.input_seat().is_none() && answer_ai(&mut screen) {}
    let seat = screen.input_seat().expect("the person's turn");
    let action = screen.session.state().legal_actions(seat).remove(0);
    screen.session.play(seat, action).expect("legal");
    show_all(&mut screen);
    screen.update(Msg::OpenShared(Ok(shared)));
    screen
}

#[test]
fn a_shared_game_opens_at_its_shown_step_and_nobody_plays_it() {
    let record = played::<Morris>(3, 12);
    let shared = decode::<Morris>(&encode::<Morris>(&record, last(5))).expect("a code");
    let mut screen = opened(shared);
    assert_eq!(
        screen.setup.mode,
        Mode::Shared(None),
        "nothing is hidden in Morris"
    );
    assert_eq!(screen.steps_shown(), 5);
    assert_eq!(screen.session.record(), &record);
    // The status counts steps as the step bar does: one per event.
    let total = screen.session.log().len();
    let at = screen.place.cursor + 1;
    assert!(
        screen
            .status()
            .contains(&format!("at step {at} of {total}")),
        "{}",
        screen.status()
    );
    assert_eq!(screen.input_seat(), None);
    assert_eq!(screen.ai_request(), None);
    // The whole game steps through, both ways.
    screen.update(PaceMsg::StepTo(screen.session.log().len() - 1));
    assert_eq!(screen.steps_shown(), 12);
    screen.update(GameMsg::Restart);
    assert_eq!(screen.steps_shown(), 0);
    // The game in progress was kept, and a shared game is never kept.
    assert!(screen.replaced.is_some());
}

#[test]
fn an_unfinished_hidden_game_is_seen_by_the_seat_to_act_a_finished_one_by_all() {
    let record = played::<Take5>(4, 6);
    let screen = opened(SharedGame::<Take5> {
        record,
        shown: last(6),
    });
    let to_act = screen.session.state().to_act()[0];
    assert_eq!(screen.setup.mode, Mode::Shared(Some(to_act)));
    assert_eq!(screen.viewer(), Some(to_act));
    assert!(screen
        .info_line(&screen.frame())
        .contains(&format!("as Player {} sees it", to_act + 1)));

    let mut session = Session::<Take5>::new(Default::default(), 4);
    while !session.state().is_over() {
        let seat = session.state().to_act()[0];
        let action = session.state().legal_actions(seat).remove(0);
        session.play(seat, action).expect("legal");
    }
    let over = session.record().clone();
    let steps = over.steps.len();
    let screen = opened(SharedGame::<Take5> {
        record: over,
        shown: last(3),
    });
    assert_eq!(screen.setup.mode, Mode::Shared(None));
    assert_eq!(screen.reader(), None);
    assert_eq!(screen.steps_shown(), 3);
    assert!(steps > 40);
}

#[test]
fn playing_on_branches_from_the_shown_step_and_keeps_the_game_in_progress() {
    let record = played::<Morris>(3, 12);
    let mut screen = opened(SharedGame::<Morris> {
        record: record.clone(),
        shown: last(7),
    });
    screen.update(GameMsg::PlayOn {
        hot_seat: false,
        player: "Ada".into(),
        level: "easy".into(),
    });
    assert_eq!(screen.setup.mode, Mode::VsAi);
    assert_eq!(screen.session.record().steps, record.steps[..7]);
    let person = screen.setup.person().expect("a person");
    assert_eq!(screen.setup.seats[person].name, "Ada");
    // The person sits where the next move is: it is theirs to play.
    assert_eq!(screen.session.state().to_act(), vec![person]);
    assert!(screen.input_seat().is_some());
    assert!(
        screen.replaced.is_some(),
        "the game in progress is still kept"
    );

    let mut screen = opened(SharedGame::<Morris> {
        record,
        shown: last(7),
    });
    screen.update(GameMsg::PlayOn {
        hot_seat: true,
        player: "Ada".into(),
        level: "easy".into(),
    });
    assert_eq!(screen.setup.mode, Mode::HotSeat);
    assert_eq!(screen.setup.human_count(), 2);
    assert!(screen.input_seat().is_some());
}

#[test]
fn a_link_that_cannot_be_read_leaves_the_screen_as_it_was() {
    let mut screen = opened(SharedGame::<Take5> {
        record: played::<Take5>(4, 2),
        shown: last(0),
    });
    let before = screen.session.record().clone();
    screen.update(Msg::OpenShared(Err(
        "This game link cannot be opened: x.".into()
    )));
    assert_eq!(screen.session.record(), &before);
    assert_eq!(
        screen.notice.as_deref(),
        Some("This game link cannot be opened: x.")
    );
    // Play-on means nothing outside a shared game.
    let setup = Setup::vs_ai::<Take5>("Ada", 0, &["easy".to_owned()]);
    let mut screen = Screen::<Take5>::new(setup, 9, LIVE);
    let before = screen.session.record().clone();
    screen.update(GameMsg::PlayOn {
        hot_seat: true,
        player: "Ada".into(),
        level: "easy".into(),
    });
    assert_eq!(
        (screen.setup.mode, screen.session.record()),
        (Mode::VsAi, &before)
    );
}

#[test]
fn share_gives_the_moment_on_the_board_and_the_link_opens_at_the_same_step() {
    // A card played with step-through on: the board waits on an event in
    // the middle of the turn, with more to come.
    let setup = Setup::vs_ai::<Take5>("Ada", 0, &["easy".to_owned()]);
    let mut screen = Screen::<Take5>::new(setup, 12, STEPPED);
    let card = screen.session.state().hand(0)[3];
    screen.update(Msg::Press(crate::engine::take5::Take5Action::Play(card)));
    while answer_ai(&mut screen) {}
    screen.update(PaceMsg::Advance);
    screen.update(PaceMsg::Advance);
    assert!(!screen.all_shown(), "events still wait");
    let at = screen.place.cursor;
    let (record, moment) = screen.shared_moment();
    // Nothing the board has not shown is given away.
    let seen = screen.session.moment_of(screen.place.shown - 1).steps;
    assert_eq!(record.steps.len(), seen);
    assert_eq!(screen.session.event_at(moment), at);
    // Stepped back to an earlier event, the link shows that one.
    screen.update(PaceMsg::StepTo(at - 2));
    let (_, earlier) = screen.shared_moment();
    assert_eq!(screen.session.event_at(earlier), at - 2);
    // The link opens on the same step of the same numbering.
    let code = encode::<Take5>(&record, moment);
    let shared = decode::<Take5>(&code).expect("a code");
    let shared = Screen::shared(shared, LIVE).expect("opens");
    assert_eq!(shared.place.cursor, at);
    assert!(
        shared.status().contains(&format!("at step {} of ", at + 1)),
        "{}",
        shared.status()
    );
    assert_eq!(shared.frame(), {
        let mut same = Screen::<Take5>::with_session(
            Setup::shared::<Take5>(shared.viewer()),
            shared.session.clone(),
            LIVE,
        );
        same.place.cursor = at;
        same.frame()
    });
}
