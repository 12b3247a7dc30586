#![cfg(target_arch = "wasm32")]
//! The Nine Men's Morris screen in headless Chromium: the reducer (placing,
//! moving, flying, mills waiting for their victim, undo, step-through,
//! lessons), history frames, the protocol panel, saving, and the board
//! and screen components with their accessible names.

use parlour::engine::game::{Game, Seat};
use parlour::engine::morris::lessons::{lesson, lessons, LESSON_COUNT};
use parlour::engine::morris::{Field, Morris, MorrisEvent, MorrisOptions, Preset};
use parlour::engine::record::Step;
use parlour::engine::session::Session;
use parlour::ui::morris::board::{field_towards, point_name};
use parlour::ui::morris::frame::Frame;
use parlour::ui::morris::page::{MorrisScreen, MorrisScreenProps};
use parlour::ui::morris::protocol_view::protocol_lines;
use parlour::ui::morris::screen::{Msg, PointRole, Screen};
use parlour::ui::morris::setup::Setup;
use parlour::ui::morris::storage::{
    parse_saved, Loaded, SavedGame, ASIDE_KEY, GAME_KEY, SAVE_VERSION,
};
use parlour::ui::play_mode::Mode;
use parlour::ui::settings::{AnimationSpeed, Settings};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

mod dom;
use dom::{all, labels, mount};

wasm_bindgen_test_configure!(run_in_browser);

fn f(name: &str) -> Field {
    Field::parse(name).unwrap()
}

fn fields(names: &str) -> Vec<Field> {
    names.split_whitespace().map(f).collect()
}

/// A game from a set-up position, the person playing White against easy.
fn from_preset(white: &str, black: &str, in_hand: [u8; 2], taken: [u8; 2]) -> Screen {
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
    Screen::with_session(Setup::vs_ai("Tester", 0, "easy"), session, false, 0)
}

fn fields_with(screen: &Screen, role: PointRole) -> Vec<String> {
    screen
        .point_roles()
        .iter()
        .enumerate()
        .filter(|(_, r)| **r == role)
        .map(|(i, _)| Field(i as u8).name().to_owned())
        .collect()
}

fn last_command(screen: &Screen) -> String {
    match screen.session.record().steps.last() {
        Some(Step::Act { action, .. }) => action.to_string(),
        _ => String::new(),
    }
}

/// Shows every waiting event and lets the AI move until the person is asked.
fn run_ai(screen: &mut Screen) {
    for _ in 0..4 {
        while screen.shown < screen.session.log().len() {
            screen.update(Msg::Advance);
        }
        if screen.ai_to_act().is_none() {
            break;
        }
        screen.update(Msg::AiMove);
    }
    while screen.shown < screen.session.log().len() {
        screen.update(Msg::Advance);
    }
}

#[wasm_bindgen_test]
fn pressing_an_empty_point_places_a_stone_and_the_ai_answers() {
    let mut screen = Screen::new(Setup::vs_ai("Tester", 0, "easy"), 3, false, 0);
    assert_eq!(fields_with(&screen, PointRole::Place).len(), 24);
    screen.update(Msg::Press(f("D2")));
    assert_eq!(last_command(&screen), "PLACE;D2");
    assert_eq!(screen.human_to_act(), None);
    assert_eq!(screen.ai_to_act(), Some(1));
    // Nothing may be pressed while the AI is to move.
    assert!(fields_with(&screen, PointRole::Place).is_empty());
    screen.update(Msg::Press(f("A1")));
    assert_eq!(screen.session.record().steps.len(), 1);
    run_ai(&mut screen);
    assert_eq!(screen.session.record().steps.len(), 2);
    assert_eq!(screen.human_to_act(), Some(0));
    // An occupied point is refused with the reason.
    screen.update(Msg::Press(f("D2")));
    assert_eq!(screen.session.record().steps.len(), 2);
    assert_eq!(screen.notice.as_deref(), Some("D2 is not empty."));
}

#[wasm_bindgen_test]
fn a_mill_waits_for_its_victim_and_stones_in_mills_are_protected() {
    // White A1 D1 (5 in hand, 2 lost); Black's mill B2-D2-F2 plus G7.
    let mut screen = from_preset("A1 D1", "B2 D2 F2 G7", [5, 5], [0, 2]);
    screen.update(Msg::Press(f("G1")));
    assert_eq!(screen.pending.map(|m| m.to), Some(f("G1")));
    assert!(
        screen.session.record().steps.is_empty(),
        "nothing played yet"
    );
    assert_eq!(fields_with(&screen, PointRole::Victim), vec!["G7"]);
    assert_eq!(
        fields_with(&screen, PointRole::Protected),
        vec!["B2", "D2", "F2"]
    );
    screen.update(Msg::Press(f("D2")));
    assert!(screen.session.record().steps.is_empty());
    assert!(screen
        .notice
        .as_deref()
        .unwrap()
        .contains("D2 is in a mill"));
    screen.update(Msg::Press(f("G7")));
    assert_eq!(last_command(&screen), "PLACE&TAKE;G1;G7");
    assert_eq!(screen.pending, None);
}

#[wasm_bindgen_test]
fn when_every_stone_stands_in_a_mill_any_can_be_taken() {
    let mut screen = from_preset("A1 D1", "B2 D2 F2", [6, 6], [0, 1]);
    screen.update(Msg::Press(f("G1")));
    assert_eq!(
        fields_with(&screen, PointRole::Victim),
        vec!["B2", "D2", "F2"]
    );
    assert!(fields_with(&screen, PointRole::Protected).is_empty());
    // Pressing the new stone again takes the placement back.
    screen.update(Msg::Press(f("G1")));
    assert_eq!(screen.pending, None);
    assert!(screen.session.record().steps.is_empty());
    screen.update(Msg::Press(f("G1")));
    screen.update(Msg::Press(f("D2")));
    assert_eq!(last_command(&screen), "PLACE&TAKE;G1;D2");
    let taken = screen.session.log().iter().any(|e| {
        matches!(
            e.event,
            MorrisEvent::Taken {
                reason: parlour::engine::morris::TakeReason::AllInMills,
                ..
            }
        )
    });
    assert!(taken);
}

#[wasm_bindgen_test]
fn moving_picks_up_a_stone_and_shows_its_neighbouring_targets() {
    let mut screen = from_preset("A1 G1 D2 B4 F4", "A7 D7 G7 C5 E5", [0, 0], [4, 4]);
    assert_eq!(
        fields_with(&screen, PointRole::Movable),
        vec!["A1", "G1", "D2", "B4", "F4"]
    );
    screen.update(Msg::Press(f("D2")));
    assert_eq!(fields_with(&screen, PointRole::Selected), vec!["D2"]);
    assert_eq!(
        fields_with(&screen, PointRole::Target),
        vec!["D1", "B2", "F2", "D3"]
    );
    // Not a neighbour: refused with the rule.
    screen.update(Msg::Press(f("A4")));
    assert!(screen.session.record().steps.is_empty());
    assert!(screen.notice.as_deref().unwrap().contains("not adjacent"));
    // Escape puts the stone back.
    screen.update(Msg::Cancel);
    assert!(fields_with(&screen, PointRole::Selected).is_empty());
    screen.update(Msg::Press(f("D2")));
    screen.update(Msg::Press(f("D1")));
    // D1 closes A1-D1-G1: the protected mill A7-D7-G7 leaves C5 and E5.
    assert_eq!(fields_with(&screen, PointRole::Victim), vec!["C5", "E5"]);
    screen.update(Msg::Press(f("E5")));
    assert_eq!(last_command(&screen), "MOVE&TAKE;D2;D1;E5");
}

#[wasm_bindgen_test]
fn with_three_stones_a_stone_may_fly_anywhere() {
    let mut screen = from_preset("A1 G1 B4", "A7 D7 C5 E5", [0, 0], [5, 6]);
    screen.update(Msg::Press(f("B4")));
    let targets = fields_with(&screen, PointRole::Target);
    assert_eq!(targets.len(), 24 - 7);
    assert!(targets.contains(&"D1".to_owned()) && targets.contains(&"G7".to_owned()));
    screen.update(Msg::Press(f("D1")));
    screen.update(Msg::Press(f("C5")));
    assert_eq!(last_command(&screen), "MOVE&TAKE;B4;D1;C5");
    let flew = screen
        .session
        .log()
        .iter()
        .any(|e| matches!(e.event, MorrisEvent::Flew { seat: 0, .. }));
    assert!(flew);
}

#[wasm_bindgen_test]
fn undo_takes_back_the_persons_move_and_the_ai_reply() {
    let mut screen = Screen::new(Setup::vs_ai("Tester", 0, "medium"), 5, false, 0);
    assert!(!screen.can_undo());
    screen.update(Msg::Press(f("A1")));
    run_ai(&mut screen);
    screen.update(Msg::Press(f("G7")));
    run_ai(&mut screen);
    assert_eq!(screen.session.record().steps.len(), 4);
    assert!(screen.can_undo());
    screen.update(Msg::Undo);
    assert_eq!(screen.session.record().steps.len(), 2);
    assert_eq!(screen.human_to_act(), Some(0));
    screen.update(Msg::Undo);
    assert!(screen.session.record().steps.is_empty());
    assert!(!screen.can_undo());
}

#[wasm_bindgen_test]
fn the_person_playing_black_waits_for_whites_first_move() {
    let mut screen = Screen::new(Setup::vs_ai("Tester", 1, "easy"), 9, false, 0);
    assert_eq!(screen.viewer(), Some(1));
    assert_eq!(screen.ai_to_act(), Some(0));
    run_ai(&mut screen);
    assert_eq!(screen.session.record().steps.len(), 1);
    assert_eq!(screen.human_to_act(), Some(1));
}

#[wasm_bindgen_test]
fn step_through_shows_the_move_then_waits_before_each_consequence() {
    let mut screen = from_preset("A1 D1", "B2 D2 F2 G7", [5, 5], [0, 2]);
    screen.update(Msg::SetStepThrough(true));
    screen.update(Msg::Press(f("G1")));
    screen.update(Msg::Press(f("G7")));
    // Placed is shown at once; MillClosed and Taken wait for Next step.
    let shown = &screen.session.log()[screen.shown - 1].event;
    assert!(matches!(shown, MorrisEvent::Placed { .. }), "{shown:?}");
    assert_eq!(screen.advance_delay(), None);
    assert!(screen.explanation().contains("places a stone on G1"));
    screen.update(Msg::Advance);
    assert!(screen.explanation().contains("closes the mill A1-D1-G1"));
    assert_eq!(
        screen.ai_delay(),
        None,
        "the AI waits until everything is shown"
    );
    screen.update(Msg::Advance);
    assert!(screen.explanation().contains("stone on G7"));
    assert!(screen.is_live());
    assert!(screen.ai_delay().is_some());
}

#[wasm_bindgen_test]
fn history_frames_show_each_event_of_a_take() {
    let mut screen = from_preset("A1 D1", "B2 D2 F2 G7", [5, 5], [0, 2]);
    screen.update(Msg::Press(f("G1")));
    screen.update(Msg::Press(f("G7")));
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
    // The start frame is the set-up position.
    let start = Frame::at(&screen.session, 0);
    assert_eq!(start.board[f("G1").index()], None);
    assert_eq!(
        Frame::at(&screen.session, usize::MAX),
        Frame::of_view(&screen.session.state().view(0))
    );
}

#[wasm_bindgen_test]
fn the_protocol_panel_shows_the_exact_lines() {
    let mut screen = Screen::new(Setup::hot_seat(["Ann", "Bo"]), 1, false, 0);
    let (initial, turn, last) = protocol_lines(&screen.session, 0);
    assert_eq!(
        initial[..3],
        ["0".to_owned(), "24".to_owned(), "A1:A4;D1".to_owned()]
    );
    assert_eq!(turn[0], "-");
    assert!(turn[1].starts_with("A1:2;D1:2;G1:2;"));
    assert_eq!(turn[2], "24");
    assert_eq!(turn[3], "PLACE;A1");
    assert_eq!(last, None);
    screen.update(Msg::Press(f("D2")));
    let (_, turn, last) = protocol_lines(&screen.session, 1);
    assert_eq!(turn[0], "PLACE;D2");
    assert!(turn[1].contains("D2:0"));
    assert_eq!(last, Some((0, "PLACE;D2".to_owned())));
    // Hot-seat: the side to move is "you".
    assert_eq!(screen.viewer(), Some(1));
}

#[wasm_bindgen_test]
fn every_lesson_opens_at_its_focus_with_step_through_on() {
    assert_eq!(lessons().len(), LESSON_COUNT as usize);
    for number in 1..=LESSON_COUNT {
        let data = lesson(number).unwrap();
        let mut screen = Screen::lesson(number, "Tester", 0).expect("the lesson loads");
        assert_eq!(screen.setup.mode, Mode::Lesson(number));
        assert!(screen.step_through);
        assert_eq!(screen.fixed_steps, data.script.len());
        assert!(!screen.is_live() || data.focus_step == data.script.len());
        assert!(!screen.can_undo(), "a lesson's script cannot be undone");
        let mut guard = 0;
        while screen.shown < screen.session.log().len() && guard < 200 {
            screen.update(Msg::Advance);
            guard += 1;
        }
        assert!(screen.is_live());
        if !screen.session.state().is_over() {
            assert_eq!(screen.human_to_act(), Some(data.learner));
        }
    }
    assert!(Screen::lesson(0, "Tester", 0).is_none());
}

#[wasm_bindgen_test]
fn saved_games_round_trip_and_old_formats_are_refused() {
    let mut screen = Screen::new(Setup::vs_ai("Tester", 0, "hard"), 4, false, 0);
    screen.update(Msg::Press(f("A1")));
    let saved = SavedGame {
        version: SAVE_VERSION,
        setup: screen.setup.clone(),
        record: screen.session.record().clone(),
        labels: false,
    };
    let text = serde_json::to_string(&saved).unwrap();
    assert!(text.contains("\"PLACE;A1\""));
    assert_eq!(
        parse_saved(Some(&text)),
        Loaded::Game(Box::new(saved.clone()))
    );
    assert_eq!(parse_saved(None), Loaded::Nothing);
    assert!(matches!(
        parse_saved(Some("{\"version\": 1")),
        Loaded::Corrupt(_)
    ));
    let old = text.replacen("\"version\":1", "\"version\":0", 1);
    let Loaded::Corrupt(reason) = parse_saved(Some(&old)) else {
        panic!("an old format is refused")
    };
    assert!(reason.contains("format 0"));
    let resumed = Screen::resume(saved.setup.clone(), saved.record.clone(), false, 0).unwrap();
    assert_eq!(resumed.session, screen.session);
    // A set-up that does not fit the mode is refused.
    let mut bad = saved.setup;
    bad.mode = Mode::Watch;
    assert!(Screen::resume(bad, saved.record, false, 0).is_err());
}

#[wasm_bindgen_test]
fn points_are_named_by_field_content_and_role() {
    assert_eq!(
        point_name(f("D2"), Some(1), Some(0), false, PointRole::Victim),
        "D2, opponent stone, can be taken"
    );
    assert_eq!(
        point_name(f("D2"), Some(1), Some(0), true, PointRole::Protected),
        "D2, opponent stone, in a mill, protected"
    );
    assert_eq!(
        point_name(f("A1"), None, Some(0), false, PointRole::Idle),
        "A1, empty"
    );
    assert_eq!(
        point_name(f("A1"), Some(0), Some(0), true, PointRole::Movable),
        "A1, your stone, in a mill, can move"
    );
    assert_eq!(
        point_name(f("G7"), Some(1), None, false, PointRole::Idle),
        "G7, Black stone"
    );
    // Arrow keys follow the grid's rows and columns.
    assert_eq!(field_towards(f("C4"), 1, 0), Some(f("E4")));
    assert_eq!(field_towards(f("D3"), 0, 1), Some(f("D5")));
    assert_eq!(field_towards(f("A1"), 0, 1), Some(f("A4")));
    assert_eq!(field_towards(f("A1"), -1, 0), None);
    assert_eq!(field_towards(f("G4"), 0, -1), Some(f("G1")));
}

fn press(root: &Element, name: &str) {
    let point = all(root, ".mm-point")
        .into_iter()
        .find(|p| p.get_attribute("data-field").as_deref() == Some(name))
        .unwrap();
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &{
        let init = web_sys::MouseEventInit::new();
        init.set_bubbles(true);
        init
    })
    .unwrap();
    point.dispatch_event(event.unchecked_ref()).unwrap();
}

fn point_label(root: &Element, name: &str) -> String {
    labels(root, ".mm-point")
        .into_iter()
        .find(|l| l.starts_with(&format!("{name}, ")))
        .unwrap()
}

#[wasm_bindgen_test]
async fn the_screen_places_on_a_click_saves_and_resumes() {
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    storage.remove_item(GAME_KEY).unwrap();
    storage.set_item("someone.else", "keep me").unwrap();
    let settings = Settings {
        animation_speed: AnimationSpeed::Off,
        step_through: false,
        ..Settings::default()
    };
    let root = mount::<MorrisScreen>(MorrisScreenProps {
        settings: Some(settings.clone()),
        lesson: None,
    })
    .await;
    let points = all(&root, "[role=button].mm-point");
    assert_eq!(points.len(), 24);
    assert_eq!(
        point_label(&root, "A1"),
        "A1, empty, you can place a stone here"
    );
    press(&root, "A1");
    yew::scheduler::flush().await;
    assert_eq!(point_label(&root, "A1"), "A1, your stone");
    let saved = storage
        .get_item(GAME_KEY)
        .unwrap()
        .expect("the game is saved");
    let Loaded::Game(saved) = parse_saved(Some(&saved)) else {
        panic!("a readable save")
    };
    assert_eq!(saved.record.steps.len(), 1);
    root.remove();

    // A reload resumes the same game (the AI's reply may follow).
    let root = mount::<MorrisScreen>(MorrisScreenProps {
        settings: Some(settings.clone()),
        lesson: None,
    })
    .await;
    assert_eq!(point_label(&root, "A1"), "A1, your stone");
    root.remove();

    // A corrupt save gives a fresh game and a notice; other keys stay.
    storage.set_item(GAME_KEY, "{not json").unwrap();
    let root = mount::<MorrisScreen>(MorrisScreenProps {
        settings: Some(settings),
        lesson: None,
    })
    .await;
    assert!(root.text_content().unwrap().contains("could not be read"));
    assert_eq!(
        point_label(&root, "A1"),
        "A1, empty, you can place a stone here"
    );
    assert_eq!(
        storage.get_item("someone.else").unwrap().as_deref(),
        Some("keep me")
    );
    storage.remove_item("someone.else").unwrap();
    storage.remove_item(GAME_KEY).unwrap();
    root.remove();
}

#[wasm_bindgen_test]
fn seats_fit_their_modes() {
    let levels: &[&str] = &["easy", "medium", "hard"];
    assert!(Setup::vs_ai("Ann", 1, "hard").validate(levels).is_ok());
    assert!(Setup::hot_seat(["Ann", "Bo"]).validate(levels).is_ok());
    assert!(Setup::watch(["easy", "hard"]).validate(levels).is_ok());
    assert!(Setup::watch(["easy", "brutal"]).validate(levels).is_err());
    let mut three = Setup::hot_seat(["Ann", "Bo"]);
    three.seats.push(three.seats[0].clone());
    assert!(three.validate(levels).is_err());
    let seat: Seat = Setup::vs_ai("Ann", 1, "easy").person().unwrap();
    assert_eq!(seat, 1);
}

#[wasm_bindgen_test]
fn the_end_screen_gives_the_result_and_its_reason() {
    use parlour::ui::morris::result::result_lines;
    // Lesson 4 ends with a block, lesson 5 with the 200-move draw.
    let blocked = Screen::lesson(4, "Tester", 0).unwrap();
    let (headline, reason) = result_lines(&blocked.session, &blocked.names()).unwrap();
    assert_eq!(headline, "Tester (White) wins");
    assert!(reason.contains("cannot move"), "{reason}");
    let draw = Screen::lesson(5, "Tester", 0).unwrap();
    let (headline, reason) = result_lines(&draw.session, &draw.names()).unwrap();
    assert_eq!(headline, "Draw");
    assert!(
        reason.contains("move 200, the last one allowed"),
        "{reason}"
    );
    let ongoing = Screen::lesson(1, "Tester", 0).unwrap();
    assert_eq!(result_lines(&ongoing.session, &ongoing.names()), None);
}

/// A person pressing random choosable points, against the easy AI, always
/// makes a legal move and brings every game to its end: the roles the board
/// shows and what a press does agree in every phase.
#[wasm_bindgen_test]
fn random_presses_on_choosable_points_play_whole_games() {
    use parlour::engine::rng::Pcg32;
    let mut phases_seen = [false; 3];
    let mut takes = 0;
    for game in 0..12_u64 {
        let colour = (game % 2) as Seat;
        let mut screen = Screen::new(Setup::vs_ai("Tester", colour, "easy"), game, false, 0);
        let mut rng = Pcg32::with_stream(game, 9);
        for _ in 0..2000 {
            run_ai(&mut screen);
            if screen.session.state().is_over() {
                break;
            }
            let pos = *screen.session.state().position();
            phases_seen[pos.phase(colour) as usize] = true;
            let roles = screen.point_roles();
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

#[wasm_bindgen_test]
fn a_replaced_unfinished_game_can_be_brought_back() {
    let mut screen = Screen::new(Setup::vs_ai("Tester", 0, "easy"), 21, false, 0);
    // A fresh game with no move is not worth keeping.
    screen.update(Msg::StartLesson {
        number: 2,
        player: "Tester".into(),
    });
    assert!(screen.replaced.is_none());
    screen.update(Msg::Start {
        setup: Setup::vs_ai("Tester", 0, "easy"),
        seed: 21,
    });
    assert!(screen.replaced.is_none(), "an untouched lesson is not kept");
    screen.update(Msg::Press(f("D2")));
    run_ai(&mut screen);
    let played = screen.session.record().clone();
    screen.update(Msg::StartLesson {
        number: 1,
        player: "Tester".into(),
    });
    assert_eq!(screen.setup.mode, Mode::Lesson(1));
    assert!(screen.replaced.is_some());
    // Another new game keeps the same put-aside game.
    screen.update(Msg::Start {
        setup: Setup::hot_seat(["Ann", "Bo"]),
        seed: 3,
    });
    screen.update(Msg::RestoreReplaced);
    assert_eq!(screen.session.record(), &played);
    assert_eq!(screen.setup.mode, Mode::VsAi);
    assert_eq!(screen.human_to_act(), Some(0));
    assert!(screen.replaced.is_none(), "the hot-seat game had no move");
    screen.update(Msg::Start {
        setup: Setup::watch(["easy", "easy"]),
        seed: 4,
    });
    assert!(screen.replaced.is_some());
    screen.update(Msg::ForgetReplaced);
    assert!(screen.replaced.is_none());
}

#[wasm_bindgen_test]
async fn a_lesson_link_starts_the_lesson_and_puts_the_saved_game_aside() {
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    storage.remove_item(GAME_KEY).unwrap();
    let settings = Settings {
        animation_speed: AnimationSpeed::Off,
        step_through: false,
        ..Settings::default()
    };
    let root = mount::<MorrisScreen>(MorrisScreenProps {
        settings: Some(settings.clone()),
        lesson: None,
    })
    .await;
    press(&root, "G7");
    yew::scheduler::flush().await;
    root.remove();

    let root = mount::<MorrisScreen>(MorrisScreenProps {
        settings: Some(settings.clone()),
        lesson: Some(4),
    })
    .await;
    yew::scheduler::flush().await;
    let text = root.text_content().unwrap();
    assert!(text.contains("Lesson 4: Winning by blocking"), "{text}");
    assert!(text.contains("Bring back the previous game"));
    assert!(gloo::utils::window()
        .location()
        .hash()
        .unwrap()
        .ends_with("#/play/morris"));
    assert!(
        storage.get_item(ASIDE_KEY).unwrap().is_some(),
        "the put-aside game is saved"
    );
    root.remove();

    // After a reload the put-aside game can still be brought back.
    let root = mount::<MorrisScreen>(MorrisScreenProps {
        settings: Some(settings),
        lesson: None,
    })
    .await;
    let bring_back = all(&root, "button")
        .into_iter()
        .find(|b| b.get_attribute("aria-label").as_deref() == Some("Bring back the previous game"))
        .expect("the bring-back button");
    bring_back.unchecked_ref::<web_sys::HtmlElement>().click();
    yew::scheduler::flush().await;
    assert_eq!(point_label(&root, "G7"), "G7, your stone");
    assert!(
        storage.get_item(ASIDE_KEY).unwrap().is_none(),
        "nothing is put aside any more"
    );
    storage.remove_item(GAME_KEY).unwrap();
    root.remove();
}

#[wasm_bindgen_test]
fn the_replay_plays_the_history_back_and_stops_at_the_end() {
    let mut screen = Screen::lesson(4, "Tester", 0).unwrap();
    while screen.shown < screen.session.log().len() {
        screen.update(Msg::Advance);
    }
    let len = screen.session.log().len();
    assert_eq!(screen.replay_delay(), None);
    // At the end, Replay starts from the first event.
    screen.update(Msg::SetReplay(true));
    assert_eq!(screen.cursor, 0);
    assert_eq!(screen.replay_delay(), Some(screen.watch_speed.delay_ms()));
    assert_eq!(screen.ai_delay(), None);
    for _ in 1..len {
        screen.update(Msg::ReplayTick);
    }
    assert_eq!(screen.cursor, len - 1);
    assert!(!screen.replaying, "it stops at the last event");
    assert_eq!(screen.replay_delay(), None);
    // A step asked for by the person pauses it.
    screen.update(Msg::SetReplay(true));
    screen.update(Msg::ReplayTick);
    assert_eq!(screen.cursor, 1);
    screen.update(Msg::StepTo(3));
    assert!(!screen.replaying);
    screen.update(Msg::ReplayTick);
    assert_eq!(screen.cursor, 3);
}
