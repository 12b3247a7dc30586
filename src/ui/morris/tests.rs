//! The Morris screen model, natively: placing, moving, flying, mills
//! waiting for their victim, undo, step-through, lessons, history frames,
//! the protocol panel and the end panel.

use crate::engine::game::{Game, Seat};
use crate::engine::lesson::HasLessons;
use crate::engine::morris::lessons::LESSON_COUNT;
use crate::engine::morris::{Field, Morris, MorrisEvent, MorrisOptions, Preset, TakeReason};
use crate::engine::record::Step;
use crate::engine::rng::Pcg32;
use crate::engine::session::Session;
use crate::ui::shell::protocol::protocol_lines;
use crate::ui::shell::screen::test_support::{run_ais, show_all, LIVE};
use crate::ui::shell::screen::{GameMsg, Msg, PaceMsg, Screen, SeatMsg};
use crate::ui::shell::setup::{Mode, Setup};

use super::frame::Frame;
use super::game_ui::{point_roles, PointRole};

fn f(name: &str) -> Field {
    Field::parse(name).unwrap()
}

fn fields(names: &str) -> Vec<Field> {
    names.split_whitespace().map(f).collect()
}

fn levels(level: &str) -> Vec<String> {
    vec![level.to_owned(); 2]
}

fn vs_ai(seat: Seat, level: &str, seed: u64) -> Screen<Morris> {
    Screen::new(
        Setup::vs_ai::<Morris>("Tester", seat, &levels(level)),
        seed,
        LIVE,
    )
}

/// A game from a set-up position, the person playing White against easy.
fn from_preset(white: &str, black: &str, in_hand: [u8; 2], taken: [u8; 2]) -> Screen<Morris> {
    let options = MorrisOptions {
        preset: Some(Preset {
            stones: [fields(white), fields(black)],
            in_hand,
            taken,
            to_move: 0,
            moves: 20,
        }),
        ..MorrisOptions::default()
    };
    options.validate().expect("a valid test position");
    let session = Session::<Morris>::new(options, 7);
    Screen::with_session(
        Setup::vs_ai::<Morris>("Tester", 0, &levels("easy")),
        session,
        LIVE,
    )
}

/// What the board is offered for each point (all idle when nobody may
/// press).
fn roles(screen: &Screen<Morris>) -> Vec<PointRole> {
    match screen.choices() {
        Some((seat, choices)) => {
            assert_eq!(
                choices.roles,
                point_roles(screen.session.state(), Some(seat), &screen.input)
            );
            choices.roles
        }
        None => vec![PointRole::Idle; 24],
    }
}

fn fields_with(screen: &Screen<Morris>, role: PointRole) -> Vec<String> {
    roles(screen)
        .iter()
        .enumerate()
        .filter(|(_, r)| **r == role)
        .map(|(i, _)| Field(i as u8).name().to_owned())
        .collect()
}

fn last_command(screen: &Screen<Morris>) -> String {
    match screen.session.record().steps.last() {
        Some(Step::Act { action, .. }) => action.to_string(),
        _ => String::new(),
    }
}

fn press(screen: &mut Screen<Morris>, name: &str) {
    screen.update(Msg::Press(f(name)));
}

#[test]
fn pressing_an_empty_point_places_a_stone_and_the_ai_answers() {
    let mut screen = vs_ai(0, "easy", 3);
    assert_eq!(fields_with(&screen, PointRole::Place).len(), 24);
    press(&mut screen, "D2");
    assert_eq!(last_command(&screen), "PLACE;D2");
    assert_eq!((screen.human_to_act(), screen.ai_to_act()), (None, Some(1)));
    assert!(
        fields_with(&screen, PointRole::Place).is_empty(),
        "nothing to press while the AI moves"
    );
    press(&mut screen, "A1");
    assert_eq!(screen.session.record().steps.len(), 1);
    run_ais(&mut screen);
    assert_eq!(screen.session.record().steps.len(), 2);
    assert_eq!(screen.human_to_act(), Some(0));
    press(&mut screen, "D2");
    assert_eq!(screen.session.record().steps.len(), 2);
    assert_eq!(screen.notice.as_deref(), Some("D2 is not empty."));
}

#[test]
fn a_mill_waits_for_its_victim_and_stones_in_mills_are_protected() {
    // White A1 D1 (5 in hand, 2 lost); Black's mill B2-D2-F2 plus G7.
    let mut screen = from_preset("A1 D1", "B2 D2 F2 G7", [5, 5], [0, 2]);
    press(&mut screen, "G1");
    assert_eq!(screen.input.pending.map(|m| m.to), Some(f("G1")));
    assert!(
        screen.session.record().steps.is_empty(),
        "nothing played yet"
    );
    assert_eq!(fields_with(&screen, PointRole::Victim), vec!["G7"]);
    assert_eq!(
        fields_with(&screen, PointRole::Protected),
        vec!["B2", "D2", "F2"]
    );
    assert!(
        screen
            .status()
            .contains("closes a mill with the stone on G1"),
        "{}",
        screen.status()
    );
    press(&mut screen, "D2");
    assert!(screen.session.record().steps.is_empty());
    assert!(screen
        .notice
        .as_deref()
        .unwrap()
        .contains("D2 is in a mill"));
    press(&mut screen, "G7");
    assert_eq!(last_command(&screen), "PLACE&TAKE;G1;G7");
    assert_eq!(screen.input.pending, None);
}

#[test]
fn when_every_stone_stands_in_a_mill_any_can_be_taken() {
    let mut screen = from_preset("A1 D1", "B2 D2 F2", [6, 6], [0, 1]);
    press(&mut screen, "G1");
    assert_eq!(
        fields_with(&screen, PointRole::Victim),
        vec!["B2", "D2", "F2"]
    );
    assert!(fields_with(&screen, PointRole::Protected).is_empty());
    // Pressing the new stone again takes the placement back.
    press(&mut screen, "G1");
    assert_eq!(screen.input.pending, None);
    assert_eq!(
        screen.notice.as_deref(),
        Some("The move was taken back: choose again.")
    );
    assert!(screen.session.record().steps.is_empty());
    press(&mut screen, "G1");
    press(&mut screen, "D2");
    assert_eq!(last_command(&screen), "PLACE&TAKE;G1;D2");
    assert!(screen.session.log().iter().any(|e| matches!(
        e.event,
        MorrisEvent::Taken {
            reason: TakeReason::AllInMills,
            ..
        }
    )));
}

#[test]
fn moving_picks_up_a_stone_and_shows_its_neighbouring_targets() {
    let mut screen = from_preset("A1 G1 D2 B4 F4", "A7 D7 G7 C5 E5", [0, 0], [4, 4]);
    assert_eq!(
        fields_with(&screen, PointRole::Movable),
        vec!["A1", "G1", "D2", "B4", "F4"]
    );
    press(&mut screen, "D2");
    assert_eq!(fields_with(&screen, PointRole::Selected), vec!["D2"]);
    assert_eq!(
        fields_with(&screen, PointRole::Target),
        vec!["D1", "B2", "F2", "D3"]
    );
    assert!(screen
        .status()
        .contains("choose where the stone on D2 goes"));
    press(&mut screen, "A4");
    assert!(screen.session.record().steps.is_empty());
    assert!(screen.notice.as_deref().unwrap().contains("not adjacent"));
    screen.update(SeatMsg::Cancel);
    assert!(fields_with(&screen, PointRole::Selected).is_empty());
    press(&mut screen, "D2");
    press(&mut screen, "D1");
    // D1 closes A1-D1-G1: the protected mill A7-D7-G7 leaves C5 and E5.
    assert_eq!(fields_with(&screen, PointRole::Victim), vec!["C5", "E5"]);
    press(&mut screen, "E5");
    assert_eq!(last_command(&screen), "MOVE&TAKE;D2;D1;E5");
}

#[test]
fn with_three_stones_a_stone_may_fly_anywhere() {
    let mut screen = from_preset("A1 G1 B4", "A7 D7 C5 E5", [0, 0], [5, 6]);
    assert!(
        screen.status().contains("has 3 stones left and may fly")
            || screen.status().contains("have 3 stones left")
    );
    press(&mut screen, "B4");
    let targets = fields_with(&screen, PointRole::Target);
    assert_eq!(targets.len(), 24 - 7);
    assert!(targets.contains(&"D1".to_owned()) && targets.contains(&"G7".to_owned()));
    press(&mut screen, "D1");
    press(&mut screen, "C5");
    assert_eq!(last_command(&screen), "MOVE&TAKE;B4;D1;C5");
    assert!(screen
        .session
        .log()
        .iter()
        .any(|e| matches!(e.event, MorrisEvent::Flew { seat: 0, .. })));
}

#[test]
fn undo_takes_back_the_persons_move_and_the_ai_reply() {
    let mut screen = vs_ai(0, "medium", 5);
    assert!(!screen.can_undo());
    press(&mut screen, "A1");
    run_ais(&mut screen);
    let free = fields_with(&screen, PointRole::Place)[0].clone();
    press(&mut screen, &free);
    run_ais(&mut screen);
    assert_eq!(screen.session.record().steps.len(), 4);
    assert!(screen.can_undo());
    screen.update(GameMsg::Undo);
    assert_eq!(screen.session.record().steps.len(), 2);
    assert_eq!(screen.human_to_act(), Some(0));
    screen.update(GameMsg::Undo);
    assert!(screen.session.record().steps.is_empty());
    assert!(!screen.can_undo());
}

#[test]
fn the_person_playing_black_waits_for_whites_first_move() {
    let mut screen = vs_ai(1, "easy", 9);
    assert_eq!(screen.viewer(), Some(1));
    assert_eq!(screen.ai_to_act(), Some(0));
    assert_eq!(screen.status(), "Ada (White) is thinking…");
    run_ais(&mut screen);
    assert_eq!(screen.session.record().steps.len(), 1);
    assert_eq!(screen.human_to_act(), Some(1));
}

#[test]
fn step_through_shows_the_move_then_waits_before_each_consequence() {
    let mut screen = from_preset("A1 D1", "B2 D2 F2 G7", [5, 5], [0, 2]);
    screen.update(PaceMsg::SetStepThrough(true));
    press(&mut screen, "G1");
    press(&mut screen, "G7");
    // Placed is shown at once; MillClosed and Taken wait for Next step.
    let shown = &screen.session.log()[screen.place.shown - 1].event;
    assert!(matches!(shown, MorrisEvent::Placed { .. }), "{shown:?}");
    assert_eq!(screen.advance_delay(), None);
    assert!(screen.explanation().contains("places a stone on G1"));
    screen.update(PaceMsg::Advance);
    assert!(screen.explanation().contains("closes the mill A1-D1-G1"));
    assert_eq!(
        screen.ai_delay(),
        None,
        "the AI waits until everything is shown"
    );
    screen.update(PaceMsg::Advance);
    assert!(screen.explanation().contains("stone on G7"));
    assert!(screen.is_live());
    assert!(screen.ai_delay().is_some());
}

#[test]
fn history_frames_show_each_event_of_a_take() {
    let mut screen = from_preset("A1 D1", "B2 D2 F2 G7", [5, 5], [0, 2]);
    press(&mut screen, "G1");
    press(&mut screen, "G7");
    let log = screen.session.log();
    let at = |pred: fn(&MorrisEvent) -> bool| log.iter().position(|e| pred(&e.event)).unwrap();
    let placed = Frame::at(
        &screen.session,
        at(|e| matches!(e, MorrisEvent::Placed { .. })),
    );
    assert_eq!(placed.board[f("G1").index()], Some(0));
    assert_eq!(placed.board[f("G7").index()], Some(1), "not taken yet");
    assert_eq!(placed.last, Some((None, f("G1"))));
    let closed = Frame::at(
        &screen.session,
        at(|e| matches!(e, MorrisEvent::MillClosed { .. })),
    );
    assert_eq!(closed.new_mill.as_deref(), Some("A1-D1-G1"));
    assert!(closed.mills.iter().any(|m| m.name == "A1-D1-G1"));
    let taken = Frame::at(
        &screen.session,
        at(|e| matches!(e, MorrisEvent::Taken { .. })),
    );
    assert_eq!(taken.board[f("G7").index()], None);
    assert_eq!(taken.taken, [1, 2]);
    assert_eq!(taken.last_taken, Some(f("G7")));
    let start = Frame::at(&screen.session, 0);
    assert_eq!(start.board[f("G1").index()], None);
    assert_eq!(
        Frame::at(&screen.session, usize::MAX),
        Frame::of_view(&screen.session.state().view(0))
    );
}

#[test]
fn the_protocol_panel_shows_the_exact_lines() {
    let people = vec!["Ann".to_owned(), "Bo".to_owned()];
    let mut screen =
        Screen::<Morris>::new(Setup::hot_seat::<Morris>(&people, &levels("easy")), 1, LIVE);
    let lines = protocol_lines(&screen.session, 0);
    assert_eq!(
        lines.initial[..3],
        ["0".to_owned(), "24".to_owned(), "A1:A4;D1".to_owned()]
    );
    assert_eq!(lines.turn[0], "-");
    assert!(lines.turn[1].starts_with("A1:2;D1:2;G1:2;"));
    assert_eq!(lines.turn[2], "24");
    assert_eq!(lines.turn[3], "PLACE;A1");
    assert_eq!(lines.last, None);
    assert!(screen.status().starts_with("Ann (White): place a stone"));
    press(&mut screen, "D2");
    let lines = protocol_lines(&screen.session, 1);
    assert_eq!(lines.turn[0], "PLACE;D2");
    assert!(lines.turn[1].contains("D2:0"));
    assert_eq!(lines.last, Some((0, "PLACE;D2".to_owned())));
    // Hot-seat: the side to move is "you"; nothing hidden, no pass screen.
    assert_eq!(screen.viewer(), Some(1));
    assert_eq!(screen.pass_to(), None);
    assert!(screen.status().starts_with("Bo (Black): place a stone"));
}

#[test]
fn every_lesson_opens_at_its_focus_with_step_through_on() {
    assert_eq!(Morris::lessons().len(), usize::from(LESSON_COUNT));
    for number in 1..=LESSON_COUNT {
        let data = Morris::lesson(number).unwrap();
        let mut screen =
            Screen::<Morris>::lesson(number, "Tester", LIVE).expect("the lesson loads");
        assert_eq!(screen.setup.mode, Mode::Lesson(number));
        assert!(screen.pace.step_through);
        assert_eq!(screen.fixed_steps, data.script.len());
        assert!(!screen.is_live(), "lesson {number} waits at its focus");
        assert!(!screen.can_undo(), "a lesson's script cannot be undone");
        // The first scripted step is stepped through, not shown at once.
        screen.update(PaceMsg::Advance);
        assert!(!screen.explanation().is_empty());
        let mut guard = 0;
        while !screen.all_shown() && guard < 200 {
            screen.update(PaceMsg::Advance);
            guard += 1;
        }
        assert!(screen.is_live() && screen.script_done());
        if !screen.session.state().is_over() {
            assert_eq!(screen.human_to_act(), Some(data.learner));
        }
    }
    assert!(Screen::<Morris>::lesson(0, "Tester", LIVE).is_err());
}

#[test]
fn the_end_panel_gives_the_result_and_its_reason() {
    // Lesson 4 ends with a block, lesson 5 with the 200-move draw.
    let mut blocked = Screen::<Morris>::lesson(4, "Tester", LIVE).unwrap();
    assert_eq!(
        blocked.end_summary(),
        None,
        "not before the last event is shown"
    );
    show_all(&mut blocked);
    let end = blocked.end_summary().unwrap();
    assert_eq!(end.headline, "Tester (White) wins");
    assert!(end.reason.contains("cannot move"), "{}", end.reason);
    assert_eq!(end.columns, ["Colour", "Stones taken"]);
    assert_eq!(end.rows[0].cells[0], "White");
    let mut draw = Screen::<Morris>::lesson(5, "Tester", LIVE).unwrap();
    show_all(&mut draw);
    let end = draw.end_summary().unwrap();
    assert_eq!(end.headline, "Draw");
    assert!(
        end.reason.contains("move 200, the last one allowed"),
        "{}",
        end.reason
    );
    assert_eq!(
        end.rows[0].rank, end.rows[1].rank,
        "a draw shares first place"
    );
    let ongoing = Screen::<Morris>::lesson(1, "Tester", LIVE).unwrap();
    assert_eq!(ongoing.end_summary(), None);
}

/// A person pressing random choosable points, against the easy AI, always
/// makes a legal move and brings every game to its end: the roles the board
/// shows and what a press does agree in every phase.
#[test]
fn random_presses_on_choosable_points_play_whole_games() {
    let mut phases_seen = [false; 3];
    let mut takes = 0;
    for game in 0..12_u64 {
        let colour = (game % 2) as Seat;
        let mut screen = vs_ai(colour, "easy", game);
        let mut rng = Pcg32::with_stream(game, 9);
        for _ in 0..2000 {
            run_ais(&mut screen);
            if screen.session.state().is_over() {
                break;
            }
            let pos = *screen.session.state().position();
            phases_seen[pos.phase(colour) as usize] = true;
            let roles = roles(&screen);
            let choosable: Vec<usize> = (0..24)
                .filter(|&i| !matches!(roles[i], PointRole::Idle | PointRole::Protected))
                .collect();
            assert!(
                !choosable.is_empty(),
                "the person to move has something to press"
            );
            // Prefer completing a half-made move, as a person would.
            let wanted = [PointRole::Victim, PointRole::Target, PointRole::Place];
            let pick = wanted
                .iter()
                .map(|w| {
                    choosable
                        .iter()
                        .copied()
                        .filter(|&i| roles[i] == *w)
                        .collect::<Vec<_>>()
                })
                .find(|v| !v.is_empty())
                .unwrap_or(choosable);
            let steps = screen.session.record().steps.len();
            let victim = roles[pick[0]] == PointRole::Victim;
            screen.update(Msg::Press(Field(*rng.choose(&pick).unwrap() as u8)));
            assert_eq!(
                screen.notice, None,
                "a choosable point never gives a refusal"
            );
            if victim {
                takes += 1;
                assert_eq!(screen.session.record().steps.len(), steps + 1);
            }
        }
        assert!(screen.session.state().is_over(), "game {game} ends");
    }
    assert!(takes > 0, "the person took stones");
    assert!(phases_seen[1], "the person moved stones");
}
