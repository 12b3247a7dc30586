#![cfg(target_arch = "wasm32")]
//! The shared components rendered in headless Chromium: step bar, game log,
//! modal dialog, card face and the panic overlay.

use std::cell::Cell;
use std::rc::Rc;

use gloo::utils::document;
use parlour::ui::components::card_face::{card_face, CardFaceProps};
use parlour::ui::components::step_bar::{step_bar, StepBarProps};
use parlour::ui::components::{step_for_key, CardTone, GameLog, Modal};
use parlour::ui::panic_overlay;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};
use yew::prelude::*;

mod dom;
use dom::{count, find, mount, text};

wasm_bindgen_test_configure!(run_in_browser);

fn press(target: &HtmlElement, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

// ----- Step bar -----

#[derive(Properties, PartialEq)]
struct StepHarnessProps {
    total: usize,
}

#[function_component(StepHarness)]
fn step_harness(props: &StepHarnessProps) -> Html {
    let current = use_state(|| 0_usize);
    let on_step = {
        let current = current.clone();
        Callback::from(move |step: usize| current.set(step))
    };
    html! {
        { step_bar(&StepBarProps { current: *current, total: props.total, explanation: format!("Explanation {}", *current + 1).into(), on_step, replaying: false, on_replay: None }) }
    }
}

const STEP_LABELS: [&str; 4] = ["First step", "Previous step", "Next step", "Last step"];

#[wasm_bindgen_test]
async fn step_bar_renders_labels_position_and_live_explanation() {
    let root = mount::<StepHarness>(StepHarnessProps { total: 12 }).await;
    let buttons = root.query_selector_all(".step-controls button").unwrap();
    let labels: Vec<String> = (0..buttons.length())
        .map(|i| {
            buttons
                .item(i)
                .unwrap()
                .unchecked_into::<Element>()
                .get_attribute("aria-label")
                .unwrap()
        })
        .collect();
    assert_eq!(labels, STEP_LABELS);
    assert_eq!(text(&root, ".step-position"), "step 1 of 12");
    let live = find(&root, "[aria-live]");
    assert_eq!(live.get_attribute("aria-live").as_deref(), Some("polite"));
    assert!(live.text_content().unwrap().contains("Explanation 1"));
    // At the start, going back is not possible but stays focusable.
    let first = find(&root, "[aria-label='First step']");
    assert_eq!(
        first.get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
    assert!(!first.has_attribute("disabled"));
    assert_eq!(
        find(&root, "[aria-label='Next step']").get_attribute("aria-disabled"),
        None
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn step_bar_buttons_move_through_the_steps() {
    let root = mount::<StepHarness>(StepHarnessProps { total: 12 }).await;
    find(&root, "[aria-label='Next step']").click();
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 2 of 12");
    assert_eq!(text(&root, ".step-explanation"), "Explanation 2");
    find(&root, "[aria-label='Last step']").click();
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 12 of 12");
    find(&root, "[aria-label='Next step']").click();
    yew::scheduler::flush().await;
    assert_eq!(
        text(&root, ".step-position"),
        "step 12 of 12",
        "Next at the end does nothing"
    );
    find(&root, "[aria-label='Previous step']").click();
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 11 of 12");
    find(&root, "[aria-label='First step']").click();
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 1 of 12");
    root.remove();
}

#[wasm_bindgen_test]
async fn step_bar_keys_left_right_home_end() {
    let root = mount::<StepHarness>(StepHarnessProps { total: 12 }).await;
    let next = find(&root, "[aria-label='Next step']");
    next.focus().unwrap();
    press(&next, "End");
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 12 of 12");
    assert_eq!(
        document().active_element().as_ref(),
        Some(next.unchecked_ref::<Element>()),
        "focus is kept"
    );
    press(&next, "ArrowLeft");
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 11 of 12");
    press(&next, "Home");
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 1 of 12");
    press(&next, "ArrowRight");
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 2 of 12");
    press(&next, "a");
    yew::scheduler::flush().await;
    assert_eq!(text(&root, ".step-position"), "step 2 of 12");
    root.remove();
}

#[wasm_bindgen_test]
async fn step_bar_without_steps_says_so() {
    let root = mount::<StepHarness>(StepHarnessProps { total: 0 }).await;
    assert_eq!(text(&root, ".step-position"), "No steps yet");
    assert_eq!(count(&root, "[aria-disabled='true']"), 4);
    root.remove();
}

#[wasm_bindgen_test]
fn step_keys_map_to_steps() {
    assert_eq!(step_for_key("ArrowRight", 0, 3), Some(1));
    assert_eq!(step_for_key("ArrowRight", 2, 3), None);
    assert_eq!(step_for_key("ArrowLeft", 0, 3), None);
    assert_eq!(step_for_key("ArrowLeft", 2, 3), Some(1));
    assert_eq!(step_for_key("Home", 2, 3), Some(0));
    assert_eq!(step_for_key("End", 0, 3), Some(2));
    assert_eq!(step_for_key("End", 0, 0), None);
    assert_eq!(step_for_key("Enter", 0, 3), None);
}

// ----- Game log -----

#[function_component(LogHarness)]
fn log_harness() -> Html {
    let current = use_state(|| 2_usize);
    let entries: Rc<Vec<AttrValue>> = Rc::new(
        (1..=5)
            .map(|i| AttrValue::from(format!("Entry {i}")))
            .collect(),
    );
    let on_select = {
        let current = current.clone();
        Callback::from(move |step: usize| current.set(step))
    };
    html! { <GameLog {entries} current={*current} {on_select} /> }
}

#[wasm_bindgen_test]
async fn game_log_highlights_current_and_jumps_on_click() {
    let root = mount::<LogHarness>(()).await;
    assert_eq!(count(&root, "ol > li"), 5);
    assert_eq!(count(&root, "[aria-current]"), 1);
    assert_eq!(text(&root, "[aria-current='step']"), "Entry 3");
    assert_eq!(
        find(&root, "section")
            .get_attribute("aria-label")
            .as_deref(),
        Some("Game log")
    );
    find(&root, "ol > li:nth-child(5) button").click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "[aria-current]"), 1);
    assert_eq!(text(&root, "[aria-current='step']"), "Entry 5");
    root.remove();
}

#[function_component(GrowingLogHarness)]
fn growing_log_harness() -> Html {
    let count = use_state(|| 3_usize);
    let entries: Rc<Vec<AttrValue>> = Rc::new(
        (1..=*count)
            .map(|i| AttrValue::from(format!("Entry {i}")))
            .collect(),
    );
    let add = {
        let count = count.clone();
        Callback::from(move |_: MouseEvent| count.set(*count + 1))
    };
    html! {
        <>
            <button id="add" type="button" onclick={add}>{ "Add" }</button>
            <GameLog {entries} current={*count - 1} on_select={Callback::noop()} />
        </>
    }
}

#[wasm_bindgen_test]
async fn game_log_adds_a_step_at_the_end_and_keeps_the_others() {
    let root = mount::<GrowingLogHarness>(()).await;
    // Mark the entries drawn so far: a new step must leave them as they
    // are (unkeyed, the diff added a node at the front and rewrote every
    // entry's text, laying out the whole log at each step).
    let items = root.query_selector_all("ol > li").unwrap();
    for i in 0..items.length() {
        let item: Element = items.item(i).unwrap().dyn_into().unwrap();
        item.set_attribute("data-drawn", "").unwrap();
    }
    find(&root, "#add").click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "ol > li"), 4);
    assert_eq!(count(&root, "ol > li[data-drawn]"), 3);
    assert_eq!(text(&root, "ol > li:first-child"), "Entry 1");
    assert!(find(&root, "ol > li:first-child").has_attribute("data-drawn"));
    let last = find(&root, "ol > li:last-child");
    assert!(!last.has_attribute("data-drawn"));
    assert_eq!(last.text_content().unwrap_or_default(), "Entry 4");
    assert_eq!(text(&root, "[aria-current='step']"), "Entry 4");
    root.remove();
}

// ----- Modal -----

#[function_component(ModalHarness)]
fn modal_harness() -> Html {
    let open = use_state(|| false);
    let show = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    html! {
        <>
            <button id="opener" type="button" onclick={show}>{ "Open" }</button>
            <Modal open={*open} title="Test dialog" onclose={close}>
                <p>{ "Body text" }</p>
                <button id="inside" type="button">{ "OK" }</button>
            </Modal>
        </>
    }
}

#[wasm_bindgen_test]
async fn modal_moves_focus_in_closes_on_escape_and_returns_focus() {
    let root = mount::<ModalHarness>(()).await;
    assert_eq!(count(&root, "[role='dialog']"), 0);
    let opener = find(&root, "#opener");
    opener.focus().unwrap();
    opener.click();
    yew::scheduler::flush().await;

    let dialog = find(&root, "[role='dialog']");
    assert_eq!(dialog.get_attribute("aria-modal").as_deref(), Some("true"));
    let title_id = dialog.get_attribute("aria-labelledby").unwrap();
    assert_eq!(
        document()
            .get_element_by_id(&title_id)
            .unwrap()
            .text_content()
            .as_deref(),
        Some("Test dialog")
    );
    assert_eq!(
        document().active_element().unwrap().id(),
        "inside",
        "focus moves into the dialog body"
    );
    assert_eq!(
        find(&root, ".modal-close")
            .get_attribute("aria-label")
            .as_deref(),
        Some("Close dialog")
    );

    press(&find(&root, "#inside"), "Escape");
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "[role='dialog']"), 0);
    assert_eq!(
        document().active_element().unwrap().id(),
        "opener",
        "focus returns to the opener"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn modal_keeps_tab_inside_and_close_button_closes() {
    let root = mount::<ModalHarness>(()).await;
    let opener = find(&root, "#opener");
    opener.focus().unwrap();
    opener.click();
    yew::scheduler::flush().await;
    // The last focusable element is #inside: Tab wraps to the close button.
    let inside = find(&root, "#inside");
    let init = KeyboardEventInit::new();
    init.set_key("Tab");
    init.set_bubbles(true);
    init.set_cancelable(true);
    let tab = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    inside.dispatch_event(&tab).unwrap();
    assert!(tab.default_prevented());
    assert!(document()
        .active_element()
        .unwrap()
        .class_list()
        .contains("modal-close"));
    find(&root, ".modal-close").click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "[role='dialog']"), 0);
    assert_eq!(document().active_element().unwrap().id(), "opener");
    root.remove();
}

// ----- Card face -----

/// A card face drawn without `onselect`: an image.
#[function_component(CardImage)]
fn card_image() -> Html {
    card_face(&CardFaceProps {
        label: "55".into(),
        badge: 7,
        badge_name: "cow heads".into(),
        description: None,
        tone: CardTone::Danger,
        selected: false,
        disabled: false,
        onselect: None,
    })
}

#[wasm_bindgen_test]
async fn card_face_is_an_image_with_a_spoken_name() {
    let root = mount::<CardImage>(()).await;
    let card = find(&root, ".card");
    assert_eq!(card.get_attribute("role").as_deref(), Some("img"));
    assert_eq!(
        card.get_attribute("aria-label").as_deref(),
        Some("55, 7 cow heads")
    );
    assert_eq!(count(&root, ".card-badge-mark"), 7);
    assert_eq!(count(&root, ".card-corner"), 2);
    assert_eq!(count(&root, "button"), 0);
    root.remove();
}

#[derive(Properties, PartialEq)]
struct CardHarnessProps {
    disabled: bool,
    clicks: Rc<Cell<u32>>,
}

#[function_component(CardHarness)]
fn card_harness(props: &CardHarnessProps) -> Html {
    let selected = use_state(|| false);
    let onselect = {
        let selected = selected.clone();
        let clicks = props.clicks.clone();
        Callback::from(move |()| {
            clicks.set(clicks.get() + 1);
            selected.set(!*selected);
        })
    };
    card_face(&CardFaceProps {
        label: "5".into(),
        badge: 1,
        badge_name: "cow heads".into(),
        description: None,
        tone: CardTone::Plain,
        selected: *selected,
        disabled: props.disabled,
        onselect: Some(onselect),
    })
}

#[wasm_bindgen_test]
async fn selectable_card_is_a_toggle_button() {
    let clicks = Rc::new(Cell::new(0));
    let root = mount::<CardHarness>(CardHarnessProps {
        disabled: false,
        clicks: clicks.clone(),
    })
    .await;
    let button = find(&root, "button.card");
    assert_eq!(
        button.get_attribute("aria-label").as_deref(),
        Some("5, 1 cow head")
    );
    assert_eq!(
        button.get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
    button.click();
    yew::scheduler::flush().await;
    assert_eq!(clicks.get(), 1);
    assert_eq!(
        find(&root, "button.card")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("true")
    );
    assert!(find(&root, "button.card")
        .class_list()
        .contains("is-selected"));
    root.remove();
}

#[wasm_bindgen_test]
async fn disabled_card_ignores_activation() {
    let clicks = Rc::new(Cell::new(0));
    let root = mount::<CardHarness>(CardHarnessProps {
        disabled: true,
        clicks: clicks.clone(),
    })
    .await;
    let button = find(&root, "button.card");
    assert_eq!(
        button.get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
    button.click();
    yew::scheduler::flush().await;
    assert_eq!(clicks.get(), 0);
    assert_eq!(
        find(&root, "button.card")
            .get_attribute("aria-pressed")
            .as_deref(),
        Some("false")
    );
    root.remove();
}

// ----- Panic overlay -----

#[wasm_bindgen_test]
fn panic_overlay_shows_message_and_reload_button() {
    panic_overlay::show("first failure");
    panic_overlay::show("index out of bounds: the len is 3 but the index is 7");
    let overlays = document()
        .query_selector_all("[role='alertdialog']")
        .unwrap();
    assert_eq!(overlays.length(), 1, "a second panic replaces the overlay");
    let overlay: Element = overlays.item(0).unwrap().unchecked_into();
    assert_eq!(overlay.id(), panic_overlay::OVERLAY_ID);
    let message = overlay.query_selector(".panic-message").unwrap().unwrap();
    assert_eq!(
        message.text_content().as_deref(),
        Some("index out of bounds: the len is 3 but the index is 7")
    );
    let button = overlay.query_selector("button").unwrap().unwrap();
    assert_eq!(button.text_content().as_deref(), Some("Reload"));
    assert!(button.has_attribute("data-parlour-reload"));
    assert_eq!(
        document().active_element().as_ref(),
        Some(&button),
        "focus moves to Reload"
    );
    let title_id = overlay.get_attribute("aria-labelledby").unwrap();
    assert!(document().get_element_by_id(&title_id).is_some());
    overlay.remove();
}

#[function_component(ReplayHarness)]
fn replay_harness() -> Html {
    let replaying = use_state(|| false);
    let on_replay = {
        let replaying = replaying.clone();
        Callback::from(move |on: bool| replaying.set(on))
    };
    step_bar(&StepBarProps {
        current: 0,
        total: 5,
        explanation: "Start".into(),
        on_step: Callback::from(|_| ()),
        replaying: *replaying,
        on_replay: Some(on_replay),
    })
}

#[wasm_bindgen_test]
async fn step_bar_offers_a_replay_toggle_when_the_page_can_play_back() {
    // Without `on_replay` there is no toggle.
    let plain = mount::<StepHarness>(StepHarnessProps { total: 5 }).await;
    assert_eq!(count(&plain, ".step-replay"), 0);
    plain.remove();
    let root = mount::<ReplayHarness>(()).await;
    find(&root, "[aria-label='Replay']").click();
    yew::scheduler::flush().await;
    find(&root, "[aria-label='Pause replay']").click();
    yew::scheduler::flush().await;
    assert_eq!(count(&root, "[aria-label='Replay']"), 1);
    root.remove();
}
