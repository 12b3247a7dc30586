#![cfg(target_arch = "wasm32")]
//! The Morris board and screen in headless Chromium: points' accessible
//! names, presses by click, saving, resuming and lesson links (the
//! screen's model is tested natively).

use std::marker::PhantomData;

use parlour::engine::game::Game;
use parlour::engine::morris::{Field, Morris};
use parlour::ui::morris::board::{field_towards, point_name};
use parlour::ui::morris::game_ui::PointRole;
use parlour::ui::settings::{AnimationSpeed, Settings};
use parlour::ui::shell::page::{GamePage, GamePageProps};
use parlour::ui::shell::saved::{
    aside_key, game_key, parse_saved, Loaded, SavedGame, SAVE_VERSION,
};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

mod dom;
use dom::{all, labels, mount};

wasm_bindgen_test_configure!(run_in_browser);

fn f(name: &str) -> Field {
    Field::parse(name).unwrap()
}

fn props(settings: &Settings, lesson: Option<u8>) -> GamePageProps<Morris> {
    GamePageProps {
        lesson,
        shared: None,
        embed: false,
        settings: Some(settings.clone()),
        remote_panel: None,
        game: PhantomData,
    }
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
    storage.remove_item(&game_key(Morris::ID)).unwrap();
    storage.set_item("someone.else", "keep me").unwrap();
    let settings = Settings {
        animation_speed: AnimationSpeed::Off,
        step_through: false,
        ..Settings::default()
    };
    let root = mount::<GamePage<Morris>>(props(&settings, None)).await;
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
        .get_item(&game_key(Morris::ID))
        .unwrap()
        .expect("the game is saved");
    let Loaded::Game(saved) = parse_saved::<SavedGame<Morris>>(Some(&saved), SAVE_VERSION) else {
        panic!("a readable save")
    };
    assert_eq!(saved.record.steps.len(), 1);
    root.remove();

    // A reload resumes the same game (the AI's reply may follow).
    let root = mount::<GamePage<Morris>>(props(&settings, None)).await;
    assert_eq!(point_label(&root, "A1"), "A1, your stone");
    root.remove();

    // A corrupt save gives a fresh game and a notice; other keys stay.
    storage
        .set_item(&game_key(Morris::ID), "{not json")
        .unwrap();
    let root = mount::<GamePage<Morris>>(props(&settings, None)).await;
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
    storage.remove_item(&game_key(Morris::ID)).unwrap();
    root.remove();
}

/// Waits `ms` milliseconds (a browser timer).
async fn sleep_ms(ms: i32) {
    let timer = js_sys::Promise::new(&mut |resolve, _| {
        gloo::utils::window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(timer).await.unwrap();
}

/// A lesson link asks the extras module for the lesson (the browser tests
/// start lessons through it; the native reducer tests put the game aside):
/// here the module is not served, so the page says the lesson could not
/// be loaded and keeps the game it had, with nothing put aside.
#[wasm_bindgen_test]
async fn a_lesson_link_asks_the_extras_module_and_keeps_the_game_when_it_cannot_load() {
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    storage.remove_item(&game_key(Morris::ID)).unwrap();
    storage.remove_item(&aside_key(Morris::ID)).unwrap();
    let settings = Settings {
        animation_speed: AnimationSpeed::Off,
        step_through: false,
        ..Settings::default()
    };
    let root = mount::<GamePage<Morris>>(props(&settings, None)).await;
    press(&root, "G7");
    yew::scheduler::flush().await;
    root.remove();

    let root = mount::<GamePage<Morris>>(props(&settings, Some(4))).await;
    let mut text = String::new();
    for _ in 0..100 {
        sleep_ms(20).await;
        yew::scheduler::flush().await;
        text = root.text_content().unwrap();
        if text.contains("Lesson 4 could not be loaded") {
            break;
        }
    }
    assert!(text.contains("Lesson 4 could not be loaded"), "{text}");
    assert_eq!(point_label(&root, "G7"), "G7, your stone");
    assert!(storage.get_item(&aside_key(Morris::ID)).unwrap().is_none());
    storage.remove_item(&game_key(Morris::ID)).unwrap();
    root.remove();
}

/// The worker's AI reads the endgame file in wasm, and hard then plays
/// the tables' shortest win (the worker fetches the same file).
#[wasm_bindgen_test]
fn hard_plays_the_solved_endgames_once_the_file_is_installed() {
    use parlour::engine::agent::{Budget, FrozenClock};
    use parlour::engine::morris::ai::endgame::shipped::{install, shipped};
    use parlour::engine::morris::ai::endgame::{index::Duel, Solved};
    use parlour::engine::morris::ai::SearchAgent;
    use parlour::engine::morris::Position;

    assert!(shipped().is_none(), "nothing before the file");
    let bytes = include_bytes!("../assets/morris-endgame.bin");
    assert!(install(&bytes[..1000]).is_err());
    install(bytes).expect("the shipped file reads in wasm");
    let tables = shipped().expect("installed");
    // Three stones against four, seat 0 (three) to move: a win in 5 plies.
    let mut found = None;
    'search: for a in [0b111u32 << 3, 0b1011 << 6, 0b1_0000_0101] {
        for shift in 0..20 {
            let b = 0b1111u32 << shift & !a & 0xff_ffff;
            if b.count_ones() != 4 {
                continue;
            }
            let duel = Duel { mover: a, other: b };
            if let Some(Solved::Win(d)) = tables.probe_duel(duel) {
                if d >= 3 {
                    found = Some((duel, d));
                    break 'search;
                }
            }
        }
    }
    let (duel, d) = found.expect("a win that takes more than one move");
    let mut pos = Position::start(200);
    pos.stones = [duel.mover, duel.other];
    pos.placed = [9, 9];
    pos.taken = [5, 6];
    let view = parlour::engine::morris::MorrisView::new(0, &pos, None, None);
    let budget = Budget {
        time_ms: 1000.0,
        max_work: Some(20_000),
    };
    let mut hard = SearchAgent::hard(1, budget);
    let mv = hard.decide(&view, &FrozenClock);
    assert_eq!(tables.probe(&pos.after(mv)), Some(Solved::Loss(d - 1)));
}
