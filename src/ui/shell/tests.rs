//! The shell's reducer on the real games (natively): AI requests and
//! answers, the put-aside game, settings applied live, saving, the
//! protocol panel, hot-seat with hidden cards; and the helpers the games'
//! own UI tests share.

use crate::engine::agent::FrozenClock;
use crate::engine::game::{Game, Seat, NOBODY};
use crate::engine::morris::{Field, Morris};
use crate::engine::take5::{Take5, Take5Action};

use super::game_ui::GameUi;
use super::protocol::protocol_lines;
use super::saved::{aside_key, game_key, parse_saved, resume_or_fresh, Loaded, SavedGame};
use super::screen::{Display, Msg, Screen, ShellMsg};
use super::setup::{Mode, Setup, WatchSpeed};

/// Events shown as they come: no step-through, no animation.
pub(crate) const LIVE: Display = Display {
    step_through: false,
    animation_ms: 0,
};

/// Events paused one by one.
pub(crate) const STEPPED: Display = Display {
    step_through: true,
    animation_ms: 0,
};

/// Shows every waiting event.
pub(crate) fn show_all<G: GameUi>(screen: &mut Screen<G>) {
    while !screen.all_shown() {
        screen.update(ShellMsg::Advance);
    }
}

/// Asks and answers the AI decision the screen wants now, natively and as
/// the worker would; `false` when none is wanted.
pub(crate) fn answer_ai<G: GameUi>(screen: &mut Screen<G>) -> bool {
    let Some(request) = screen.ai_request() else {
        return false;
    };
    let steps = request.steps();
    screen.update(Msg::AiAsked {
        steps,
        seat: request.seat,
    });
    let (action, reason) = G::decide_explained(
        screen.session.state(),
        request.seat,
        &request.level,
        request.seed,
        Some(64),
        &FrozenClock,
    )
    .expect("the AI decides");
    screen.update(Msg::AiChose {
        steps,
        seat: request.seat,
        action,
        reason,
    });
    true
}

/// Shows every event and lets the AIs act until a person must (or the
/// game ends).
pub(crate) fn run_ais<G: GameUi>(screen: &mut Screen<G>) {
    for _ in 0..64 {
        show_all(screen);
        if !answer_ai(screen) {
            break;
        }
    }
    show_all(screen);
}

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

fn levels(level: &str) -> Vec<String> {
    vec![level.to_owned(); 4]
}

#[test]
fn an_ai_is_asked_once_and_a_late_answer_is_dropped() {
    let mut screen = Screen::<Morris>::new(
        Setup::vs_ai::<Morris>("Tester", 1, &levels("easy")),
        5,
        LIVE,
    );
    let request = screen.ai_request().expect("White's AI moves first");
    assert_eq!((request.seat, request.level.as_str()), (0, "easy"));
    assert!(screen.ai_delay().is_some());
    screen.update(Msg::AiAsked { steps: 0, seat: 0 });
    assert_eq!(screen.ai_request(), None, "asked once");
    assert_eq!(screen.ai_delay(), None);
    // An answer for another position is dropped.
    let action = screen.session.state().legal_actions(0)[0];
    screen.update(Msg::AiChose {
        steps: 3,
        seat: 0,
        action,
        reason: None,
    });
    assert!(screen.session.record().steps.is_empty());
    screen.update(Msg::AiChose {
        steps: 0,
        seat: 0,
        action,
        reason: None,
    });
    assert_eq!(screen.session.record().steps.len(), 1);
    assert_eq!(screen.human_to_act(), Some(1));
    // A failure is said, and the AI may be asked again.
    let mut watch = Screen::<Morris>::new(Setup::watch::<Morris>(&levels("easy")), 2, LIVE);
    watch.update(Msg::AiAsked { steps: 0, seat: 0 });
    watch.update(Msg::AiFailed {
        steps: 0,
        reason: "the worker could not start".to_owned(),
    });
    assert!(watch.notice.as_deref().unwrap().contains("could not start"));
    assert!(watch.ai_request().is_some());
}

#[test]
fn watching_paces_the_ais_and_the_same_seed_gives_the_same_game() {
    let play = || {
        let mut screen = Screen::<Take5>::new(Setup::watch::<Take5>(&levels("hard")), 31, LIVE);
        assert_eq!(screen.ai_delay(), Some(WatchSpeed::Normal.delay_ms()));
        screen.update(ShellMsg::SetWatchSpeed(WatchSpeed::Fast));
        assert_eq!(screen.ai_delay(), Some(100));
        for _ in 0..40 {
            answer_ai(&mut screen);
        }
        screen.session.record().clone()
    };
    assert_eq!(play(), play());
}

#[test]
fn restart_replays_the_same_seed_and_a_lesson_restarts_itself() {
    let mut screen = Screen::<Take5>::new(
        Setup::vs_ai::<Take5>("Tester", 0, &levels("easy")),
        44,
        LIVE,
    );
    let hand = screen.session.state().hand(0).to_vec();
    screen.update(Msg::Press(Take5Action::Play(hand[2])));
    run_ais(&mut screen);
    screen.update(ShellMsg::Restart);
    assert_eq!(screen.session.record().seed, 44);
    assert!(screen.session.record().steps.is_empty());
    assert_eq!(screen.session.state().hand(0), hand.as_slice());
    assert!(screen.replaced.is_some(), "the game played on is kept");
    screen.update(ShellMsg::StartLesson {
        number: 2,
        player: "Tester".to_owned(),
    });
    screen.update(ShellMsg::StepTo(usize::MAX));
    screen.update(ShellMsg::Restart);
    assert_eq!(screen.setup.mode, Mode::Lesson(2));
    assert!(!screen.all_shown(), "the lesson starts over at its focus");
}

#[test]
fn settings_apply_live_to_an_open_screen() {
    let mut screen =
        Screen::<Take5>::new(Setup::vs_ai::<Take5>("Tester", 0, &levels("easy")), 9, LIVE);
    let card = screen.session.state().hand(0)[0];
    screen.update(ShellMsg::SetStepThrough(true));
    screen.update(Msg::Press(Take5Action::Play(card)));
    // The AIs' face-down choices show at once; the reveal then waits.
    while answer_ai(&mut screen) {}
    assert!(!screen.all_shown(), "step-through now pauses");
    screen.update(ShellMsg::SetStepThrough(false));
    assert!(screen.all_shown(), "turning it off shows what waited");
    screen.update(ShellMsg::SetAnimation(300));
    assert_eq!(screen.animation_ms, 300);
    screen.update(ShellMsg::SetPlayerName("Ada L.".to_owned()));
    assert_eq!(screen.names()[0], "Ada L.");
    assert!(screen.explanations().iter().any(|t| t.contains("Ada L.")));
}

#[test]
fn saved_games_round_trip_with_their_display_choices_under_keys_from_the_id() {
    assert_eq!(game_key(Morris::ID), "parlour.morris.game.v1");
    assert_eq!(aside_key("nim"), "parlour.nim.aside.v1");
    let mut screen = Screen::<Morris>::new(
        Setup::vs_ai::<Morris>("Tester", 0, &levels("hard")),
        4,
        LIVE,
    );
    screen.update(Msg::Press(Field::parse("A1").unwrap()));
    screen.update(Msg::SetPrefs(super::super::morris::game_ui::MorrisPrefs {
        labels: false,
    }));
    let saved = SavedGame::of(&screen);
    let text = serde_json::to_string(&saved).unwrap();
    assert!(text.contains("\"labels\":false"), "{text}");
    assert!(text.contains("\"PLACE;A1\""));
    let loaded = parse_saved::<SavedGame<Morris>>(Some(&text), 1);
    assert_eq!(loaded, Loaded::Game(Box::new(saved.clone())));
    let (resumed, notice) = resume_or_fresh(loaded, LIVE, || unreachable!());
    assert_eq!(notice, None);
    assert_eq!(resumed.session, screen.session);
    assert!(!resumed.prefs.labels);
    // A save without the display choices keeps the defaults.
    let older = text.replace(",\"prefs\":{\"labels\":false}", "");
    assert_ne!(older, text);
    let Loaded::Game(old) = parse_saved::<SavedGame<Morris>>(Some(&older), 1) else {
        panic!("an older save is readable");
    };
    assert!(old.prefs.labels);
    // Another format, broken text and a set-up that does not fit are refused.
    let fresh = || Screen::<Morris>::new(Setup::watch::<Morris>(&levels("easy")), 1, LIVE);
    let other = text.replacen("\"version\":1", "\"version\":0", 1);
    let (_, notice) = resume_or_fresh(parse_saved(Some(&other), 1), LIVE, fresh);
    assert!(notice.unwrap().contains("format 0"));
    let (_, notice) = resume_or_fresh(
        parse_saved::<SavedGame<Morris>>(Some("{\"version\": 1"), 1),
        LIVE,
        fresh,
    );
    assert!(notice.unwrap().contains("could not be read"));
    let mut misfit = saved;
    misfit.setup.mode = Mode::Watch;
    let (_, notice) = resume_or_fresh(Loaded::Game(Box::new(misfit)), LIVE, fresh);
    assert!(notice.unwrap().contains("could not be resumed"));
    assert_eq!(parse_saved::<SavedGame<Morris>>(None, 1), Loaded::Nothing);
}

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
    screen.update(ShellMsg::Uncover(0));
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
fn the_mode_line_counts_people_and_ais() {
    let line = |setup: Setup| setup.mode_text(None, 0);
    assert_eq!(
        line(Setup::vs_ai::<Take5>("A", 0, &levels("easy"))),
        "You against three AIs"
    );
    assert_eq!(
        line(Setup::vs_ai::<Morris>("A", 0, &levels("easy"))),
        "You against an AI"
    );
    assert_eq!(
        line(Setup::watch::<Take5>(&levels("easy"))),
        "Four AIs playing"
    );
    assert_eq!(
        line(Setup::watch::<Morris>(&levels("easy"))),
        "Two AIs playing"
    );
    assert_eq!(
        line(Setup::hot_seat::<Take5>(
            &names(&["A", "B", "C"]),
            &levels("easy")
        )),
        "Three people sharing this device"
    );
    let lesson = Setup::lesson(
        &<Morris as crate::engine::lesson::HasLessons>::lesson(3).unwrap(),
        "A",
    );
    assert_eq!(lesson.mode_text(Some("Flying"), 0), "Lesson 3: Flying");
}

#[test]
fn setups_are_checked_against_their_game() {
    assert_eq!(
        Setup::vs_ai::<Take5>("Me", 0, &levels("hard")).validate::<Take5>(),
        Ok(())
    );
    assert_eq!(
        Setup::watch::<Morris>(&levels("hard")).validate::<Morris>(),
        Ok(())
    );
    let solo = Setup::hot_seat::<Take5>(&names(&["Solo"]), &levels("easy"));
    assert!(
        solo.validate::<Take5>().is_err(),
        "hot-seat needs two people"
    );
    let three = Setup::hot_seat::<Take5>(&names(&["A", "B", "C"]), &levels("easy"));
    assert_eq!(three.validate::<Take5>(), Ok(()));
    let mut unknown = Setup::watch::<Take5>(&levels("easy"));
    unknown.seats[2].kind = super::setup::SeatKind::Ai {
        level: "godlike".to_owned(),
    };
    assert!(unknown.validate::<Take5>().unwrap_err().contains("godlike"));
    let mut nameless = Setup::vs_ai::<Take5>("Me", 0, &levels("easy"));
    nameless.seats[0].name = "  ".to_owned();
    assert!(nameless.validate::<Take5>().is_err());
    let take5_table = Setup::vs_ai::<Take5>("Me", 0, &levels("easy"));
    assert!(take5_table
        .validate::<Morris>()
        .unwrap_err()
        .contains("2 seats"));
    let seat: Seat = Setup::vs_ai::<Morris>("Ann", 1, &levels("easy"))
        .person()
        .unwrap();
    assert_eq!(seat, 1);
    assert_eq!(super::setup::parse_seed(" 42 "), Ok(Some(42)));
    assert_eq!(super::setup::parse_seed(""), Ok(None));
    assert!(super::setup::parse_seed("-1").is_err());
}

#[test]
fn the_replay_plays_the_history_back_pauses_and_stops_at_the_end() {
    let mut screen = Screen::<Morris>::lesson(4, "Tester", LIVE).unwrap();
    show_all(&mut screen);
    let len = screen.session.log().len();
    assert_eq!(screen.replay_delay(), None);
    // At the end, Replay starts from the first event, at the watch pace.
    screen.update(ShellMsg::SetReplay(true));
    assert_eq!(screen.marks.cursor, 0);
    assert_eq!(screen.replay_delay(), Some(screen.watch_speed.delay_ms()));
    assert_eq!(screen.ai_delay(), None);
    screen.update(ShellMsg::ReplayTick);
    screen.update(ShellMsg::ReplayTick);
    assert_eq!(screen.marks.cursor, 2);
    // Paused, it goes on where it was.
    screen.update(ShellMsg::SetReplay(false));
    assert_eq!(screen.replay_delay(), None);
    screen.update(ShellMsg::SetReplay(true));
    assert_eq!(screen.marks.cursor, 2);
    for _ in 0..len {
        screen.update(ShellMsg::ReplayTick);
    }
    assert_eq!(screen.marks.cursor, len - 1);
    assert!(!screen.marks.replaying, "it stops at the last event");
    // A step asked for by the person pauses it.
    screen.update(ShellMsg::SetReplay(true));
    screen.update(ShellMsg::ReplayTick);
    screen.update(ShellMsg::StepTo(3));
    assert!(!screen.marks.replaying);
    screen.update(ShellMsg::ReplayTick);
    assert_eq!(screen.marks.cursor, 3);
    // Review starts the finished game over from its first event.
    screen.update(ShellMsg::Review);
    assert_eq!(screen.marks.cursor, 0);
    assert!(screen.marks.replaying);
}

#[test]
fn a_replaced_unfinished_game_with_a_persons_move_can_be_brought_back() {
    let mut screen = Screen::<Take5>::new(
        Setup::vs_ai::<Take5>("Tester", 0, &levels("medium")),
        12,
        LIVE,
    );
    run_ais(&mut screen);
    assert!(!screen.session.record().steps.is_empty(), "the AIs chose");
    screen.update(ShellMsg::StartLesson {
        number: 1,
        player: "Tester".into(),
    });
    assert!(
        screen.replaced.is_none(),
        "a game where the person played no card is not kept"
    );
    let mut screen = Screen::<Take5>::new(
        Setup::vs_ai::<Take5>("Tester", 0, &levels("medium")),
        12,
        LIVE,
    );
    let card = screen.session.state().view(0).hand[0];
    screen.update(Msg::Press(Take5Action::Play(card)));
    run_ais(&mut screen);
    let played = screen.session.record().clone();
    screen.update(ShellMsg::StartLesson {
        number: 2,
        player: "Tester".into(),
    });
    assert!(screen.replaced.is_some());
    screen.update(ShellMsg::RestoreReplaced);
    assert_eq!(screen.session.record(), &played);
    assert_eq!(screen.setup.mode, Mode::VsAi);
    assert!(
        screen.replaced.is_none(),
        "the untouched lesson is not kept"
    );
    let levels = vec!["easy".to_owned(); 4];
    screen.update(Msg::Start {
        setup: Setup::watch::<Take5>(&levels),
        seed: 1,
    });
    assert!(screen.replaced.is_some());
    screen.update(ShellMsg::ForgetReplaced);
    assert!(screen.replaced.is_none());
    // A resumed game with a step the rules refuse is refused whole.
    let mut bad = played;
    bad.steps.push(crate::engine::record::Step::Act {
        seat: 0,
        action: Take5Action::Pick(9),
    });
    assert!(Screen::<Take5>::resume(screen.setup.clone(), bad, LIVE).is_err());
}

#[test]
fn seat_kinds_are_read_in_any_field_order_and_refuse_broken_ones() {
    use super::setup::SeatKind;
    for kind in [
        SeatKind::Human,
        SeatKind::Ai {
            level: "hard".into(),
        },
    ] {
        let json = serde_json::to_string(&kind).unwrap();
        assert_eq!(serde_json::from_str::<SeatKind>(&json).unwrap(), kind);
    }
    assert_eq!(
        serde_json::to_string(&SeatKind::Ai {
            level: "easy".into()
        })
        .unwrap(),
        r#"{"kind":"ai","level":"easy"}"#
    );
    let reordered = r#"{"level":"easy","kind":"ai"}"#;
    assert!(matches!(
        serde_json::from_str::<SeatKind>(reordered).unwrap(),
        SeatKind::Ai { .. }
    ));
    for bad in [
        r#"{"kind":"ai"}"#,
        r#"{"kind":"robot"}"#,
        r#"{}"#,
        r#""human""#,
    ] {
        assert!(serde_json::from_str::<SeatKind>(bad).is_err(), "{bad}");
    }
}
