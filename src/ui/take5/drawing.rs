//! How the shell draws 6 nimmt!: the rows and seat panels, and the
//! person's hand under them. Cards to play and rows to take come from the
//! board's choices; after a play, keyboard focus goes back to the hand (or
//! to the first row to take).

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::game::Seat;
use crate::engine::take5::{Card, Take5, Take5Action};
use crate::text::t;
use crate::ui::components::checkbox;
use crate::ui::shell::drawing::{BoardProps, GameDrawing};

use super::counter::CardCounter;
use super::frame::Frame;
use super::game_ui::Take5Prefs;
use super::hand::{hand, HandProps};
use super::table::{table, TableProps};

/// Properties of [`Take5Board`].
#[derive(Properties, PartialEq)]
pub struct Take5BoardProps {
    /// The picture to draw.
    pub frame: Frame,
    /// Seat names.
    pub names: Vec<String>,
    /// A short note per seat (`person`, `AI · hard`).
    pub roles: Vec<String>,
    /// Seats the game waits for.
    pub waiting: Vec<Seat>,
    /// The hand's heading, when a hand is shown.
    pub hand_title: Option<AttrValue>,
    /// Plays a card, when the person may.
    pub on_play: Option<Callback<Card>>,
    /// Takes a row, when the person must.
    pub on_pick: Option<Callback<usize>>,
    /// Whether placed cards slide in.
    pub animate: bool,
    /// The screen's version (focus follows each change).
    pub version: u64,
    /// The viewer the table is drawn for (`None`: a spectator).
    pub viewer: Option<Seat>,
    /// Whether the card counter is shown.
    pub counter: bool,
}

/// The card counter under the hand: the unseen cards, then one line per
/// row (see [`CardCounter`]).
fn counter_view(frame: &Frame, viewer: Option<Seat>) -> Html {
    let counter = CardCounter::of(frame, viewer);
    html! {
        <section class="t5-counter" aria-label={t::ui_take5_counter().to_string()}>
            <h2 class="t5-counter-title">{ t::ui_take5_counter().to_string() }</h2>
            <p class="t5-counter-about">{ CardCounter::about() }</p>
            <p class="t5-counter-unseen">{ counter.unseen_text() }</p>
            <ul class="t5-counter-rows">
                { for (0..counter.rows.len()).map(|r| html! { <li>{ counter.row_text(r) }</li> }) }
            </ul>
        </section>
    }
}

/// Focuses the first row button (`rows`) or playable card inside `board`,
/// unless focus is already on something in the page.
fn focus_first_choice(board: &NodeRef, rows: bool) {
    let Some(board) = board.cast::<web_sys::Element>() else {
        return;
    };
    let lost = gloo::utils::document()
        .active_element()
        .is_none_or(|active| active.tag_name().eq_ignore_ascii_case("body"));
    if !lost {
        return;
    }
    let selector = if rows {
        ".t5-row.is-pickable"
    } else {
        ".t5-hand-card button:not([aria-disabled])"
    };
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    if let Some(target) = board.query_selector(selector).ok().flatten() {
        if let Some(target) = target.dyn_ref::<web_sys::HtmlElement>() {
            let _ = target.focus_with_options(&options);
        } else if let Some(target) = target.dyn_ref::<web_sys::SvgElement>() {
            let _ = target.focus_with_options(&options);
        }
    }
}

/// The rows, seats and hand.
#[function_component(Take5Board)]
pub fn take5_board(props: &Take5BoardProps) -> Html {
    let board = use_node_ref();
    // When the person is asked to act and keyboard focus was lost (the
    // played card's button is gone), focus the first choice.
    let asked = match (props.on_pick.is_some(), props.on_play.is_some()) {
        (true, _) => 2_u8,
        (false, true) => 1,
        _ => 0,
    };
    use_effect_with((asked, props.version), {
        let board = board.clone();
        move |(asked, version)| {
            // Not on the very first render, before anything happened here.
            if *asked > 0 && *version > 0 {
                focus_first_choice(&board, *asked == 2);
            }
        }
    });
    html! {
        <div class="t5-board" ref={board}>
            { table(&TableProps { frame: props.frame.clone(), names: props.names.clone(), roles: props.roles.clone(),
                                   waiting: props.waiting.clone(), on_pick: props.on_pick.clone(), animate: props.animate }) }
            if let Some(owner) = props.hand_title.clone() {
                { hand(&HandProps { owner, cards: props.frame.hand.clone(), chosen: props.frame.my_choice, on_play: props.on_play.clone() }) }
            }
            if props.counter {
                { counter_view(&props.frame, props.viewer) }
            }
        </div>
    }
}

impl GameDrawing for Take5 {
    fn table(board: &BoardProps<Self>) -> Html {
        let viewer = board.viewer.filter(|&v| v < board.frame.scores.len());
        // The hand's cards and the rows are pressable only for the seat
        // the table is drawn for.
        let choices = board
            .choices
            .as_ref()
            .filter(|(seat, _)| Some(*seat) == viewer)
            .map(|(_, choices)| choices);
        let on_play = choices
            .filter(|c| !c.cards.is_empty())
            .map(|_| board.press.reform(Take5Action::Play));
        let on_pick = choices
            .filter(|c| !c.rows.is_empty())
            .map(|_| board.press.reform(Take5Action::Pick));
        let hand_title = viewer.map(|seat| {
            AttrValue::from(if board.yours {
                t::ui_take5_your_hand().to_string()
            } else {
                t::ui_take5_hand_of(&board.names[seat]).to_string()
            })
        });
        html! {
            <Take5Board frame={(*board.frame).clone()} names={board.names.clone()} roles={board.roles.clone()}
                        waiting={board.waiting.clone()} {hand_title} {on_play} {on_pick}
                        animate={board.animate} version={board.version} {viewer}
                        counter={board.prefs.card_counter} />
        }
    }

    fn display_controls(prefs: &Take5Prefs, on_change: Callback<Take5Prefs>) -> Html {
        let on_change = on_change.reform(|card_counter| Take5Prefs { card_counter });
        let (label, tip) = (t::ui_take5_counter(), t::ui_take5_counter_tip());
        checkbox(
            "t5-counter",
            label.to_string(),
            Some(tip.to_string()),
            prefs.card_counter,
            on_change,
        )
    }

    fn rules() -> Html {
        super::rules::rules()
    }
}
