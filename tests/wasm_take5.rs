#![cfg(target_arch = "wasm32")]
//! The 6 nimmt! table, hand and screen in headless Chromium: what the DOM
//! shows and what a click does (the screen's model is tested natively).

use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;

use parlour::engine::game::Game;
use parlour::engine::record::Step;
use parlour::engine::take5::Take5;
use parlour::ui::settings::{AnimationSpeed, Settings};
use parlour::ui::shell::page::{GamePage, GamePageProps};
use parlour::ui::shell::saved::{game_key, parse_saved, Loaded, SavedGame, SAVE_VERSION};
use parlour::ui::shell::screen::{Display, Screen};
use parlour::ui::take5::drawing::Take5Board;
use parlour::ui::take5::frame::Frame;
use parlour::ui::take5::hand::{hand, HandProps};
use parlour::ui::take5::table::{table, TableProps};
use wasm_bindgen_test::*;
use yew::prelude::*;

mod dom;
use dom::{all, click, labels, mount};

wasm_bindgen_test_configure!(run_in_browser);

const LIVE: Display = Display {
    step_through: false,
    animation_ms: 0,
};

#[derive(Properties, PartialEq)]
struct TableHarnessProps {
    frame: Frame,
    on_pick: Option<Callback<usize>>,
}

#[function_component(TableHarness)]
fn table_harness(props: &TableHarnessProps) -> Html {
    table(&TableProps {
        frame: props.frame.clone(),
        names: ["A", "B", "C", "D"].map(String::from).to_vec(),
        roles: vec![String::new(); 4],
        waiting: Vec::new(),
        on_pick: props.on_pick.clone(),
        animate: false,
    })
}

#[wasm_bindgen_test]
async fn the_table_draws_rows_seats_and_row_buttons() {
    let screen = Screen::<Take5>::lesson(3, "Tester", LIVE).unwrap();
    let frame = Frame::of_state(screen.session.state(), Some(0));
    let root = mount::<TableHarness>(TableHarnessProps {
        frame: frame.clone(),
        on_pick: None,
    })
    .await;
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
    let root = mount::<TableHarness>(TableHarnessProps {
        frame,
        on_pick: Some(on_pick),
    })
    .await;
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

#[derive(Properties, PartialEq)]
struct ManyHarnessProps {
    frame: Frame,
}

#[function_component(ManyHarness)]
fn many_harness(props: &ManyHarnessProps) -> Html {
    let seats = props.frame.scores.len();
    table(&TableProps {
        frame: props.frame.clone(),
        names: (0..seats).map(|s| format!("Player {}", s + 1)).collect(),
        roles: vec!["AI · hard".to_owned(); seats],
        waiting: vec![1],
        on_pick: None,
        animate: false,
    })
}

/// A frame of a game of `seats` under `preset`, seen by seat 0.
fn boxed_frame(preset: &str, seats: usize) -> Frame {
    use parlour::engine::take5::Take5Options;
    let options = Take5::with_seat_count(&Take5Options::preset(preset).unwrap(), seats).unwrap();
    let (game, _) = Take5::new(&options, 4);
    Frame::of_state(&game, Some(0))
}

#[wasm_bindgen_test]
async fn ten_seats_draw_ten_compact_panels_and_a_player_out() {
    let mut frame = boxed_frame("to-66", 10);
    frame.out[7] = true;
    let root = mount::<ManyHarness>(ManyHarnessProps { frame }).await;
    let seats = all(&root, ".t5-seat");
    assert_eq!(seats.len(), 10);
    assert_eq!(all(&root, ".t5-table-wrap.has-many-seats").len(), 1);
    assert!(seats[7].class_name().contains("is-out"));
    assert!(seats[7].text_content().unwrap().contains("out of the game"));
    assert!(seats[9].text_content().unwrap().contains("Player 10"));
    let text = root.text_content().unwrap();
    assert!(text.contains("Player 10"), "{text}");
    root.remove();
    // Four seats keep the column of full panels.
    let root = mount::<ManyHarness>(ManyHarnessProps {
        frame: boxed_frame("codingame", 4),
    })
    .await;
    assert_eq!(all(&root, ".t5-seat").len(), 4);
    assert!(all(&root, ".has-many-seats").is_empty());
    root.remove();
}

#[derive(Properties, PartialEq)]
struct BoardHarnessProps {
    frame: Frame,
    counter: bool,
}

#[function_component(BoardHarness)]
fn board_harness(props: &BoardHarnessProps) -> Html {
    let seats = props.frame.scores.len();
    html! {
        <Take5Board frame={props.frame.clone()} names={vec!["A".to_owned(); seats]}
                    roles={vec![String::new(); seats]} waiting={Vec::<usize>::new()}
                    hand_title={Some(AttrValue::from("Your hand"))} on_play={None::<Callback<u8>>}
                    on_pick={None::<Callback<usize>>} animate={false} version={0}
                    viewer={Some(0)} counter={props.counter} />
    }
}

#[wasm_bindgen_test]
async fn the_card_counter_shows_only_when_chosen() {
    let frame = boxed_frame("known-cards", 3);
    let root = mount::<BoardHarness>(BoardHarnessProps {
        frame: frame.clone(),
        counter: false,
    })
    .await;
    assert!(all(&root, ".t5-counter").is_empty(), "off by default");
    root.remove();
    let root = mount::<BoardHarness>(BoardHarnessProps {
        frame,
        counter: true,
    })
    .await;
    assert_eq!(all(&root, ".t5-counter").len(), 1);
    assert_eq!(all(&root, ".t5-counter-rows li").len(), 4);
    let text = root.text_content().unwrap();
    assert!(
        text.contains("Unseen by you: 20 cards, every one of them in the other players' hands"),
        "{text}"
    );
    root.remove();
}

#[derive(Properties, PartialEq)]
struct HandHarnessProps {
    cards: Vec<u8>,
    chosen: Option<u8>,
    on_play: Option<Callback<u8>>,
}

#[function_component(HandHarness)]
fn hand_harness(props: &HandHarnessProps) -> Html {
    hand(&HandProps {
        owner: "Your hand".into(),
        cards: props.cards.clone(),
        chosen: props.chosen,
        on_play: props.on_play.clone(),
    })
}

#[wasm_bindgen_test]
async fn the_hand_names_each_card_and_plays_it() {
    let played = Rc::new(RefCell::new(Vec::new()));
    let on_play = {
        let played = played.clone();
        Callback::from(move |card| played.borrow_mut().push(card))
    };
    let root = mount::<HandHarness>(HandHarnessProps {
        cards: vec![5, 12, 55],
        chosen: None,
        on_play: Some(on_play),
    })
    .await;
    assert_eq!(
        labels(&root, "button"),
        ["Play card 5", "Play card 12", "Play card 55"]
    );
    click(&all(&root, "button")[2]);
    assert_eq!(*played.borrow(), vec![55]);
    root.remove();

    let root = mount::<HandHarness>(HandHarnessProps {
        cards: vec![5],
        chosen: Some(40),
        on_play: None,
    })
    .await;
    let button = &all(&root, "button")[0];
    assert_eq!(
        button.get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
    assert!(root.text_content().unwrap().contains("40 is face down"));
    root.remove();
}

fn page_props(settings: &Settings) -> GamePageProps<Take5> {
    GamePageProps {
        lesson: None,
        shared: None,
        embed: false,
        settings: Some(settings.clone()),
        remote_panel: None,
        game: PhantomData,
    }
}

#[wasm_bindgen_test]
async fn the_screen_plays_a_clicked_card_and_saves_the_game() {
    let storage = gloo::utils::window().local_storage().unwrap().unwrap();
    let key = game_key(Take5::ID);
    storage.remove_item(&key).unwrap();
    storage.set_item("someone.else", "keep me").unwrap();
    let settings = Settings {
        step_through: false,
        animation_speed: AnimationSpeed::Off,
        ..Settings::default()
    };
    let root = mount::<GamePage<Take5>>(page_props(&settings)).await;
    let cards = all(&root, "button[aria-label^='Play card']");
    assert_eq!(cards.len(), 10);
    assert!(cards.iter().all(|c| !c.has_attribute("aria-disabled")));
    click(&cards[0]);
    yew::scheduler::flush().await;
    assert_eq!(all(&root, "button[aria-label^='Play card']").len(), 9);
    let saved = storage.get_item(&key).unwrap().expect("the game is saved");
    let Loaded::Game(saved) = parse_saved::<SavedGame<Take5>>(Some(&saved), SAVE_VERSION) else {
        panic!("readable save")
    };
    assert!(matches!(saved.record.steps[0], Step::Act { seat: 0, .. }));
    assert_eq!(
        storage.get_item("someone.else").unwrap().as_deref(),
        Some("keep me")
    );
    root.remove();

    // A reload resumes the same game.
    let root = mount::<GamePage<Take5>>(page_props(&settings)).await;
    assert_eq!(all(&root, "button[aria-label^='Play card']").len(), 9);
    assert!(root
        .text_content()
        .unwrap()
        .contains(&saved.record.seed.to_string()));
    root.remove();

    // A corrupt save gives a fresh game and a notice.
    storage.set_item(&key, "{not json").unwrap();
    let root = mount::<GamePage<Take5>>(page_props(&settings)).await;
    assert_eq!(all(&root, "button[aria-label^='Play card']").len(), 10);
    assert!(root.text_content().unwrap().contains("could not be read"));
    assert_eq!(
        storage.get_item("someone.else").unwrap().as_deref(),
        Some("keep me")
    );
    storage.remove_item("someone.else").unwrap();
    storage.remove_item(&key).unwrap();
    root.remove();
}
