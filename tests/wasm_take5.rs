#![cfg(target_arch = "wasm32")]
//! The 6 nimmt! screen in headless Chromium: the reducer (plays, AIs,
//! step-through, undo, lessons, history frames), saving, and the table,
//! hand and screen components.

use std::cell::RefCell;
use std::rc::Rc;

use parlour::engine::game::{Explain, Game};
use parlour::engine::record::Step;
use parlour::engine::take5::{Take5Action, Take5Event, ViewPhase};
use parlour::ui::settings::{AnimationSpeed, Settings};
use parlour::ui::take5::frame::Frame;
use parlour::ui::take5::hand::{Hand, HandProps};
use parlour::ui::take5::lessons::{all_lessons, lesson, LESSON_COUNT};
use parlour::ui::take5::page::{Take5Screen, Take5ScreenProps};
use parlour::ui::take5::protocol_view::protocol_lines;
use parlour::ui::take5::ranking::ranking;
use parlour::ui::take5::screen::{Msg, Screen};
use parlour::ui::take5::setup::{Mode, Setup};
use parlour::ui::take5::storage::{parse_saved, Loaded, SavedGame, GAME_KEY, SAVE_VERSION};
use parlour::ui::take5::table::{Table, TableProps};
use wasm_bindgen_test::*;
use yew::prelude::*;

mod dom;
use dom::{all, click, labels, mount};

wasm_bindgen_test_configure!(run_in_browser);

// ----- screen helpers -----

fn vs_ai(seed: u64, step_through: bool) -> Screen {
    Screen::new(
        Setup::vs_ai("Tester", ["medium", "easy", "medium"]),
        seed,
        step_through,
        0,
    )
}

/// Lets every AI that must act decide, and shows every waiting event.
fn run_ais(screen: &mut Screen) {
    for _ in 0..16 {
        while screen.shown < screen.session.log().len() {
            screen.update(Msg::Advance);
        }
        if screen.ai_to_act().is_none() {
            break;
        }
        screen.update(Msg::AiMove);
    }
}

fn explanations(screen: &Screen) -> Vec<String> {
    let names = screen.names();
    screen
        .session
        .log()
        .iter()
        .map(|e| e.event.explain(&names))
        .collect()
}

// ----- reducer -----

#[wasm_bindgen_test]
fn a_new_game_shows_its_deal_and_waits_for_everyone() {
    let screen = vs_ai(7, false);
    assert_eq!(screen.session.record().seed, 7);
    assert!(screen.is_live());
    assert_eq!(screen.human_to_act(), Some(0));
    assert_eq!(screen.ai_to_act(), Some(1));
    let frame = Frame::at(&screen.session, screen.cursor, screen.viewer());
    assert_eq!(frame.hand.len(), 10);
    assert!(frame.rows.iter().all(|row| row.len() == 1));
    assert_eq!(frame.round, 1);
    assert_eq!(frame.rounds, 5);
}

#[wasm_bindgen_test]
fn playing_a_card_with_step_through_pauses_after_every_placement() {
    let mut screen = vs_ai(11, true);
    run_ais(&mut screen);
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Play(0, card));
    // The person's face-down card is shown at once; the reveal waits.
    let log_len = screen.session.log().len();
    assert!(screen.shown < log_len, "events wait for Next step");
    assert!(matches!(
        screen.session.log()[screen.shown].event,
        Take5Event::Revealed { .. }
    ));
    assert_eq!(screen.advance_delay(), None, "no timer in step-through");
    let before = screen.shown;
    screen.update(Msg::StepTo(screen.cursor + 1));
    assert_eq!(screen.shown, before + 1);
    assert!(screen
        .explanation()
        .starts_with("Everyone turns their card over"));
    // The AIs wait while events are still hidden.
    assert_eq!(screen.ai_delay(), None);
}

#[wasm_bindgen_test]
fn an_illegal_card_is_refused_with_a_notice() {
    let mut screen = vs_ai(3, false);
    let foreign = screen.session.state().hand(1)[0];
    let steps = screen.session.record().steps.len();
    screen.update(Msg::Play(0, foreign));
    assert_eq!(screen.session.record().steps.len(), steps);
    assert!(screen
        .notice
        .as_deref()
        .unwrap()
        .contains("cannot be played"));
}

#[wasm_bindgen_test]
fn undo_takes_back_the_last_card_and_the_ais_replay_the_same_choices() {
    let mut screen = vs_ai(5, false);
    run_ais(&mut screen);
    let hand_before = screen.session.state().hand(0).to_vec();
    assert!(!screen.can_undo(), "nothing to undo yet");
    screen.update(Msg::Play(0, hand_before[3]));
    run_ais(&mut screen);
    let after_first = screen.session.record().clone();
    assert!(screen.can_undo());
    screen.update(Msg::Undo);
    assert_eq!(screen.session.state().hand(0), hand_before.as_slice());
    assert!(screen.is_live());
    screen.update(Msg::Play(0, hand_before[3]));
    run_ais(&mut screen);
    assert_eq!(
        screen.session.record(),
        &after_first,
        "same seeds, same AI moves"
    );
}

#[wasm_bindgen_test]
fn a_whole_game_against_ais_ends_with_a_ranking() {
    let mut screen = vs_ai(2024, false);
    let mut guard = 0;
    while !screen.session.state().is_over() {
        guard += 1;
        assert!(guard < 400, "the game ends");
        run_ais(&mut screen);
        if let Some(seat) = screen.human_to_act() {
            let action = screen.session.state().legal_actions(seat)[0];
            match action {
                Take5Action::Play(card) => screen.update(Msg::Play(seat, card)),
                Take5Action::Pick(row) => screen.update(Msg::Pick(seat, row)),
            }
        }
    }
    let lines = ranking(&screen.session).expect("a finished game has a ranking");
    assert_eq!(lines.len(), 4);
    assert!(lines.iter().all(|l| l.rounds.len() == 5));
    for line in &lines {
        assert_eq!(line.rounds.iter().sum::<u32>() as i64, line.total);
    }
    assert_eq!(lines[0].rank, 1);
    assert!(lines.windows(2).all(|w| w[0].total <= w[1].total));
}

#[wasm_bindgen_test]
fn the_frame_after_each_step_matches_the_engine_state() {
    let mut screen = Screen::new(Setup::watch(["easy"; 4]), 99, false, 0);
    for _ in 0..120 {
        screen.update(Msg::AiMove);
    }
    let session = &screen.session;
    let log = session.log();
    for (index, entry) in log.iter().enumerate() {
        let Some(step) = entry.step else { continue };
        let last_of_step = log
            .get(index + 1)
            .is_none_or(|next| next.step != Some(step));
        if !last_of_step {
            continue;
        }
        let folded = Frame::at(session, index, Some(0));
        let direct = Frame::of_state(&session.state_after_steps(step + 1), Some(0));
        assert_eq!(folded.rows, direct.rows, "rows after step {step}");
        assert_eq!(folded.scores, direct.scores, "scores after step {step}");
        assert_eq!(
            folded.cards_left, direct.cards_left,
            "cards after step {step}"
        );
        assert_eq!(folded.hand, direct.hand, "hand after step {step}");
    }
}

#[wasm_bindgen_test]
fn stepping_back_shows_the_table_as_it_was() {
    let mut screen = vs_ai(8, false);
    run_ais(&mut screen);
    let first_rows = Frame::at(&screen.session, 0, Some(0)).rows;
    let card = screen.session.state().hand(0)[9];
    screen.update(Msg::Play(0, card));
    run_ais(&mut screen);
    screen.update(Msg::StepTo(0));
    assert!(!screen.following());
    assert!(!screen.is_live());
    assert_eq!(screen.ai_delay(), None, "AIs wait while the past is shown");
    let frame = Frame::at(&screen.session, screen.cursor, Some(0));
    assert_eq!(frame.rows, first_rows);
    assert_eq!(frame.hand.len(), 10);
    screen.update(Msg::StepTo(usize::MAX));
    assert!(screen.is_live());
}

// ----- lessons -----

#[wasm_bindgen_test]
fn the_worked_example_lesson_steps_through_the_four_placements() {
    let mut screen = Screen::lesson(1, "Tester", 0).expect("lesson 1 exists");
    assert_eq!(screen.setup.mode, Mode::Lesson(1));
    assert!(screen.step_through);
    let frame = Frame::at(&screen.session, screen.cursor, screen.viewer());
    assert_eq!(
        frame.rows,
        [
            vec![9, 12, 21],
            vec![19, 24],
            vec![33, 42, 50, 57],
            vec![69, 72, 81]
        ]
    );
    let mut seen = Vec::new();
    // Explanations as shown to people: rows numbered 1..4 like the table.
    while screen.shown < screen.session.log().len() {
        screen.update(Msg::StepTo(screen.cursor + 1));
        seen.push(screen.explanation());
    }
    let text = seen.join("\n");
    assert!(text.contains("7 is lower than every row's last card, so Celia must take a row"));
    assert!(
        text.contains("Celia takes row 4 (69 72 81, 3 cows)"),
        "{text}"
    );
    assert!(text.contains("23 (Alice) goes on row 1 after 21"), "{text}");
    assert!(text.contains("64 (David) goes on row 3 after 57"), "{text}");
    assert!(
        text.contains("88 would be the sixth: Bob takes 33 42 50 57 64 (11 cows)"),
        "{text}"
    );
    assert!(screen.session.state().is_over());
}

#[wasm_bindgen_test]
fn every_lesson_replays_its_script_and_shows_its_rule() {
    assert_eq!(all_lessons().len(), LESSON_COUNT as usize);
    for lesson_data in all_lessons() {
        let deal = lesson_data.options.preset.clone().unwrap();
        assert_eq!(deal.validate(), Ok(()), "lesson {}", lesson_data.number);
        let screen = Screen::lesson(lesson_data.number, "Tester", 0).unwrap();
        assert_eq!(
            screen.session.record().steps.len(),
            lesson_data.script.len()
        );
        assert!(!screen.can_undo(), "a lesson's script cannot be undone");
    }
    let events = |n: u8| {
        let screen = Screen::lesson(n, "Tester", 0).unwrap();
        screen
            .session
            .log()
            .iter()
            .map(|e| e.event.clone())
            .collect::<Vec<_>>()
    };
    // Lesson 2: Ben's 7 is the sixth card of row 0 (2 3 4 5 6, 6 cows).
    assert!(events(2).iter().any(|e| matches!(
        e,
        Take5Event::RowTaken {
            seat: 1,
            card: 7,
            row: 0,
            cows: 6,
            ..
        }
    )));
    // Lesson 3: the person must pick; row 2 (61 63) is the cheapest.
    let three = Screen::lesson(3, "Tester", 0).unwrap();
    assert_eq!(
        three.session.state().view(0).phase,
        ViewPhase::Pick { seat: 0, card: 8 }
    );
    assert_eq!(three.session.state().view(0).row_cows, [8, 9, 2, 8]);
    // Lesson 4: Ben takes the 5-cow row 1 with his 3.
    assert!(events(4).iter().any(|e| matches!(
        e,
        Take5Event::RowPicked {
            seat: 1,
            card: 3,
            row: 1,
            cows: 5,
            ..
        }
    )));
    assert!(lesson(LESSON_COUNT + 1).is_none());
}

#[wasm_bindgen_test]
fn a_lesson_can_be_played_on_by_the_person() {
    let mut screen = Screen::lesson(3, "Tester", 0).unwrap();
    while screen.shown < screen.session.log().len() {
        screen.update(Msg::Advance);
    }
    assert_eq!(screen.human_to_act(), Some(0));
    screen.update(Msg::Pick(0, 2));
    assert!(screen.session.log().iter().any(|e| matches!(
        e.event,
        Take5Event::RowPicked {
            seat: 0,
            row: 2,
            cows: 2,
            ..
        }
    )));
}

// ----- hot-seat -----

#[wasm_bindgen_test]
fn hot_seat_covers_the_hand_until_the_next_person_takes_the_device() {
    let names = vec!["Ann".to_owned(), "Bo".to_owned()];
    let mut screen = Screen::new(Setup::hot_seat(&names, "easy"), 4, false, 0);
    assert_eq!(screen.pass_to(), Some(0));
    assert_eq!(screen.viewer(), None, "no hand shown before the hand-over");
    screen.update(Msg::Uncover(0));
    assert_eq!(screen.pass_to(), None);
    assert_eq!(screen.viewer(), Some(0));
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Play(0, card));
    assert_eq!(screen.pass_to(), Some(1));
    assert_eq!(screen.viewer(), None);
    assert!(!screen.can_undo(), "no undo between people");
}

// ----- saving -----

#[wasm_bindgen_test]
fn saved_games_round_trip_and_broken_ones_are_reported() {
    let mut screen = vs_ai(77, false);
    run_ais(&mut screen);
    let saved = SavedGame {
        version: SAVE_VERSION,
        setup: screen.setup.clone(),
        record: screen.session.record().clone(),
    };
    let text = serde_json::to_string(&saved).unwrap();
    assert_eq!(
        parse_saved(Some(&text)),
        Loaded::Game(Box::new(saved.clone()))
    );
    let resumed = Screen::resume(saved.setup.clone(), saved.record.clone(), false, 0).unwrap();
    assert_eq!(resumed.session, screen.session);
    assert_eq!(parse_saved(None), Loaded::Nothing);
    assert!(matches!(
        parse_saved(Some("{\"version\": 1, \"setup\": ")),
        Loaded::Corrupt(_)
    ));
    let old = text.replacen("\"version\":1", "\"version\":0", 1);
    assert!(matches!(parse_saved(Some(&old)), Loaded::Corrupt(_)));
    let mut bad = saved.record.clone();
    bad.steps.push(Step::Act {
        seat: 0,
        action: Take5Action::Pick(9),
    });
    assert!(Screen::resume(saved.setup, bad, false, 0).is_err());
}

// ----- protocol -----

#[wasm_bindgen_test]
fn the_protocol_panel_lines_come_from_the_engine() {
    let mut screen = vs_ai(12, false);
    let (input, asked, last) = protocol_lines(&screen.session, 0);
    assert_eq!(input[0], "4 0");
    assert_eq!(input[1], "CHOOSE_CARD_TO_PLAY");
    assert_eq!(input[2], "-1 -1 -1 -1");
    assert!(asked);
    assert_eq!(last, None);
    run_ais(&mut screen);
    let (_, _, last) = protocol_lines(&screen.session, 0);
    assert_eq!(last, None, "the AIs' face-down cards stay secret");
    let (_, _, own) = protocol_lines(&screen.session, 3);
    assert!(own.is_some_and(|(seat, line)| seat == 3 && line.starts_with("PLAY ")));
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Play(0, card));
    let (_, asked, last) = protocol_lines(&screen.session, 0);
    assert!(!asked || screen.human_to_act() == Some(0));
    let (seat, line) = last.expect("after the reveal every card is public");
    assert!(
        line.starts_with("PLAY ") || line.starts_with("PICK "),
        "{seat}: {line}"
    );
}

// ----- components -----

fn table_props(frame: Frame, on_pick: Option<Callback<usize>>) -> TableProps {
    yew::props!(TableProps {
        frame,
        names: vec![
            "A".to_owned(),
            "B".to_owned(),
            "C".to_owned(),
            "D".to_owned()
        ],
        roles: vec![String::new(); 4],
        on_pick,
    })
}

#[wasm_bindgen_test]
async fn the_table_draws_rows_seats_and_row_buttons() {
    let screen = Screen::lesson(3, "Tester", 0).unwrap();
    let frame = Frame::of_state(screen.session.state(), Some(0));
    let root = mount::<Table>(table_props(frame.clone(), None)).await;
    assert_eq!(all(&root, ".t5-row").len(), 4);
    assert_eq!(all(&root, ".t5-seat").len(), 4);
    assert!(
        all(&root, "[role='button']").is_empty(),
        "no row buttons without a pick"
    );
    let svg_text = root.text_content().unwrap();
    assert!(svg_text.contains("Row 1") && svg_text.contains("Row 4"));
    assert!(
        svg_text.contains("9 cows"),
        "row 2 costs 9 cows: {svg_text}"
    );
    root.remove();

    let picked = Rc::new(RefCell::new(Vec::new()));
    let on_pick = {
        let picked = picked.clone();
        Callback::from(move |row| picked.borrow_mut().push(row))
    };
    let root = mount::<Table>(table_props(frame, Some(on_pick))).await;
    assert_eq!(
        labels(&root, "[role='button']"),
        ["Take row 1", "Take row 2", "Take row 3", "Take row 4"]
    );
    let buttons = all(&root, "[role='button']");
    assert!(
        buttons
            .iter()
            .all(|b| b.get_attribute("tabindex").as_deref() == Some("0")),
        "keyboard reachable"
    );
    buttons[2]
        .dispatch_event(&web_sys::MouseEvent::new("click").unwrap())
        .unwrap();
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Enter");
    init.set_bubbles(true);
    let enter =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    buttons[0].dispatch_event(&enter).unwrap();
    assert_eq!(*picked.borrow(), vec![2, 0], "protocol rows are 0-based");
    root.remove();
}

#[wasm_bindgen_test]
async fn the_hand_names_each_card_and_plays_it() {
    let played = Rc::new(RefCell::new(Vec::new()));
    let on_play = {
        let played = played.clone();
        Callback::from(move |card| played.borrow_mut().push(card))
    };
    let props = yew::props!(HandProps {
        owner: "Your hand",
        cards: vec![5, 12, 55],
        on_play: Some(on_play),
    });
    let root = mount::<Hand>(props).await;
    assert_eq!(
        labels(&root, "button"),
        ["Play card 5", "Play card 12", "Play card 55"]
    );
    click(&all(&root, "button")[2]);
    assert_eq!(*played.borrow(), vec![55]);
    root.remove();

    let props = yew::props!(HandProps {
        owner: "Your hand",
        cards: vec![5],
        chosen: Some(40)
    });
    let root = mount::<Hand>(props).await;
    let button = &all(&root, "button")[0];
    assert_eq!(
        button.get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
    assert!(root.text_content().unwrap().contains("40 is face down"));
    root.remove();
}

#[wasm_bindgen_test]
async fn the_screen_plays_a_clicked_card_and_saves_the_game() {
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    storage.remove_item(GAME_KEY).unwrap();
    storage.set_item("someone.else", "keep me").unwrap();
    let settings = Settings {
        step_through: false,
        animation_speed: AnimationSpeed::Off,
        ..Settings::default()
    };
    let props = Take5ScreenProps {
        settings: Some(settings.clone()),
        lesson: None,
    };
    let root = mount::<Take5Screen>(props).await;
    let cards = all(&root, "button[aria-label^='Play card']");
    assert_eq!(cards.len(), 10);
    assert!(cards.iter().all(|c| !c.has_attribute("aria-disabled")));
    click(&cards[0]);
    yew::scheduler::flush().await;
    assert_eq!(all(&root, "button[aria-label^='Play card']").len(), 9);
    let saved = storage
        .get_item(GAME_KEY)
        .unwrap()
        .expect("the game is saved");
    let Loaded::Game(saved) = parse_saved(Some(&saved)) else {
        panic!("readable save")
    };
    assert!(matches!(saved.record.steps[0], Step::Act { seat: 0, .. }));
    assert_eq!(
        storage.get_item("someone.else").unwrap().as_deref(),
        Some("keep me")
    );
    root.remove();

    // A reload resumes the same game.
    let root = mount::<Take5Screen>(Take5ScreenProps {
        settings: Some(settings.clone()),
        lesson: None,
    })
    .await;
    assert_eq!(all(&root, "button[aria-label^='Play card']").len(), 9);
    assert!(root
        .text_content()
        .unwrap()
        .contains(&saved.record.seed.to_string()));
    root.remove();

    // A corrupt save gives a fresh game and a notice.
    storage.set_item(GAME_KEY, "{not json").unwrap();
    let root = mount::<Take5Screen>(Take5ScreenProps {
        settings: Some(settings),
        lesson: None,
    })
    .await;
    assert_eq!(all(&root, "button[aria-label^='Play card']").len(), 10);
    assert!(root.text_content().unwrap().contains("could not be read"));
    assert_eq!(
        storage.get_item("someone.else").unwrap().as_deref(),
        Some("keep me")
    );
    storage.remove_item("someone.else").unwrap();
    storage.remove_item(GAME_KEY).unwrap();
    root.remove();
}

#[wasm_bindgen_test]
fn explanations_number_rows_like_the_table() {
    // The engine names rows 1..4 as the table shows them; the screen shows
    // its explanations unchanged.
    let mut screen = Screen::lesson(1, "Tester", 0).unwrap();
    screen.update(Msg::StepTo(usize::MAX));
    let raw: Vec<String> = explanations(&screen);
    assert_eq!(screen.explanations(), raw);
    assert!(raw
        .iter()
        .any(|t| t.contains("Celia takes row 4 (69 72 81")));
    assert!(raw
        .iter()
        .any(|t| t.contains("23 (Alice) goes on row 1 after 21")));
}

#[wasm_bindgen_test]
fn setups_are_checked_and_the_status_line_says_what_the_table_waits_for() {
    use parlour::ui::take5::page::status_text;
    use parlour::ui::take5::setup::SeatKind;
    let levels = ["easy", "medium", "hard"];
    assert_eq!(
        Setup::vs_ai("Me", ["easy", "medium", "hard"]).validate(&levels),
        Ok(())
    );
    assert_eq!(Setup::watch(["hard"; 4]).validate(&levels), Ok(()));
    let one = Setup::hot_seat(&["Solo".to_owned()], "easy");
    assert!(one.validate(&levels).is_err(), "hot-seat needs two people");
    let mut unknown = Setup::watch(["easy"; 4]);
    unknown.seats[2].kind = SeatKind::Ai {
        level: "godlike".to_owned(),
    };
    assert!(unknown.validate(&levels).unwrap_err().contains("godlike"));
    let mut nameless = Setup::vs_ai("Me", ["easy"; 3]);
    nameless.seats[0].name = "  ".to_owned();
    assert!(nameless.validate(&levels).is_err());

    let mut screen = vs_ai(21, true);
    run_ais(&mut screen);
    assert_eq!(status_text(&screen), "Tester, choose a card to play.");
    let card = screen.session.state().hand(0)[0];
    screen.update(Msg::Play(0, card));
    assert!(status_text(&screen).starts_with("Step-through: press Next step"));
    screen.update(Msg::StepTo(0));
    assert!(status_text(&screen).contains("earlier moment"));
    screen.update(Msg::SetStepThrough(false));
    screen.update(Msg::StepTo(usize::MAX));
    run_ais(&mut screen);
    let status = status_text(&screen);
    assert!(
        status == "Tester, choose a card to play." || status.contains("choose a row to take"),
        "{status}"
    );
}

#[wasm_bindgen_test]
fn a_replaced_unfinished_game_can_be_brought_back() {
    let mut screen = vs_ai(12, false);
    run_ais(&mut screen);
    assert!(!screen.session.record().steps.is_empty(), "the AIs chose");
    screen.update(Msg::StartLesson {
        number: 1,
        player: "Tester".into(),
    });
    assert!(
        screen.replaced.is_none(),
        "a game where the person played no card is not kept"
    );
    let mut screen = vs_ai(12, false);
    let card = screen.session.state().view(0).hand[0];
    screen.update(Msg::Play(0, card));
    run_ais(&mut screen);
    let played = screen.session.record().clone();
    screen.update(Msg::StartLesson {
        number: 2,
        player: "Tester".into(),
    });
    assert!(screen.replaced.is_some());
    screen.update(Msg::RestoreReplaced);
    assert_eq!(screen.session.record(), &played);
    assert_eq!(screen.setup.mode, Mode::VsAi);
    assert!(
        screen.replaced.is_none(),
        "the untouched lesson is not kept"
    );
    screen.update(Msg::Start {
        setup: Setup::watch(["easy"; 4]),
        seed: 1,
    });
    screen.update(Msg::ForgetReplaced);
    assert!(screen.replaced.is_none());
}

#[wasm_bindgen_test]
fn the_replay_plays_the_history_back_and_pauses() {
    let mut screen = Screen::lesson(1, "Tester", 0).unwrap();
    while screen.shown < screen.session.log().len() {
        screen.update(Msg::Advance);
    }
    let len = screen.session.log().len();
    screen.update(Msg::SetReplay(true));
    assert_eq!(screen.cursor, 0);
    assert!(screen.replay_delay().is_some());
    screen.update(Msg::ReplayTick);
    screen.update(Msg::ReplayTick);
    assert_eq!(screen.cursor, 2);
    screen.update(Msg::SetReplay(false));
    assert_eq!(screen.replay_delay(), None);
    screen.update(Msg::SetReplay(true));
    assert_eq!(screen.cursor, 2, "a paused replay goes on where it was");
    for _ in 0..len {
        screen.update(Msg::ReplayTick);
    }
    assert_eq!(screen.cursor, len - 1);
    assert!(!screen.replaying);
}
