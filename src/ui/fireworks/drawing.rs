//! How the shell draws Fireworks (wasm): the teammates' hands face up with
//! what each knows, the middle of the table, the viewer's own hand face
//! down, and the person's choices; the keyboard path (`p`/`d` then A–E,
//! `h`, a teammate's number, r/w/b/g/y or 1–5, Enter; Escape cancels)
//! listens on the document while the person may act, never on Tab; and
//! the display toggles (knowledge, AI reasons, colour symbols).

#![cfg(target_arch = "wasm32")]

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::engine::fireworks::Fireworks;
use crate::engine::game::Seat;
use crate::text::t;
use crate::ui::components::checkbox;
use crate::ui::shell::drawing::{BoardProps, GameDrawing};

use super::controls::controls;
use super::frame::{Frame, Highlight};
use super::game_ui::Prefs;
use super::hand::{card, CardProps};
use super::input::{Input, Press};
use super::table::{discards, middle, scoreboard};
use super::words;

/// The keys of the keyboard path (lower case), besides Escape.
const KEYS: &[&str] = &[
    "p", "d", "h", "a", "b", "c", "e", "1", "2", "3", "4", "5", "r", "w", "g", "y", "enter",
];

/// Whether a key press belongs to a form field, a button's own Enter, or
/// an open dialog, and not to the table.
fn belongs_elsewhere(event: &KeyboardEvent) -> bool {
    if event.ctrl_key() || event.alt_key() || event.meta_key() {
        return true;
    }
    let Some(target) = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    let tag = target.tag_name().to_ascii_lowercase();
    if matches!(tag.as_str(), "input" | "select" | "textarea")
        || target
            .closest("dialog, [role=dialog]")
            .ok()
            .flatten()
            .is_some()
    {
        return true;
    }
    event.key() == "Enter" && matches!(tag.as_str(), "button" | "a")
}

/// Properties of [`KeyboardPath`].
#[derive(Properties, PartialEq)]
struct KeyboardProps {
    /// Whether the person may act now.
    active: bool,
    /// Sends a key of the path.
    press: Callback<Press>,
    /// Escape.
    cancel: Callback<()>,
}

/// Listens on the document for the keyboard path while `active`.
#[function_component(KeyboardPath)]
fn keyboard_path(props: &KeyboardProps) -> Html {
    use_effect_with(
        (props.active, props.press.clone(), props.cancel.clone()),
        |(active, press, cancel)| {
            let listener = active.then(|| {
                let (press, cancel) = (press.clone(), cancel.clone());
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(
                    &gloo::utils::document(),
                    "keydown",
                    options,
                    move |event| {
                        let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                            return;
                        };
                        if belongs_elsewhere(event) {
                            return;
                        }
                        let key = event.key().to_ascii_lowercase();
                        if key == "escape" {
                            cancel.emit(());
                        } else if KEYS.contains(&key.as_str()) {
                            event.prevent_default();
                            press.emit(Press::Key(key));
                        }
                    },
                )
            });
            move || drop(listener)
        },
    );
    Html::default()
}

/// The highlight a card gets: chosen, touched by the clue being given, or
/// touched by the shown event.
fn card_highlight(
    frame: &Frame,
    input: Input,
    touched_now: &[usize],
    seat: Seat,
    slot: usize,
    own: bool,
) -> Option<&'static str> {
    if own && input == Input::Card(slot) {
        return Some("is-chosen");
    }
    if matches!(input, Input::Hint { to: Some(to), clue: Some(_) } if to == seat)
        && touched_now.contains(&slot)
    {
        return Some("is-touched");
    }
    match &frame.highlight {
        Highlight::Hint { to, touched } if *to == seat && touched.contains(&slot) => {
            Some("is-hinted")
        }
        Highlight::Drew { seat: s, slot: sl } if *s == seat && *sl == slot => Some("is-new"),
        _ => None,
    }
}

/// One player's hand with its heading; `data-seat` (from 1) and each
/// card's `data-slot` are where the studio draws its marks.
fn hand_of(
    board: &BoardProps<Fireworks>,
    frame: &Frame,
    seat: Seat,
    input: Input,
    touched_now: &[usize],
) -> Html {
    let Some(hand) = frame.hand(seat) else {
        return Html::default();
    };
    let own = frame.is_own(seat);
    let name = board.names.get(seat).cloned().unwrap_or_default();
    let prefs = &board.prefs;
    let may_act = board
        .choices
        .as_ref()
        .is_some_and(|(acting, _)| frame.view.to_act == Some(*acting));
    let acting = frame.view.to_act == Some(seat);
    let heading = if own {
        if board.yours {
            t::ui_fireworks_hand_own()
        } else {
            t::ui_fireworks_hand_unseen(&name)
        }
    } else {
        t::ui_fireworks_hand_heading(&name, board.roles.get(seat).cloned().unwrap_or_default())
    };
    let left = match &frame.highlight {
        Highlight::Left {
            seat: s, card, to, ..
        } if *s == seat => Some(t::ui_fireworks_left(&name, words::card(*card), *to).to_string()),
        _ => None,
    };
    html! {
        <section class={classes!("fw-hand", own.then_some("is-own"), acting.then_some("is-acting"))} aria-label={t::ui_fireworks_hand(&name).to_string()} data-seat={(seat + 1).to_string()}>
            <h2 class="fw-heading">{ heading.to_string() }{ if acting { t::ui_fireworks_to_act().to_string() } else { String::new() } }</h2>
            <ul class="fw-cards">
                { for hand.iter().flatten().map(|seen| {
                    let onclick = may_act.then(|| {
                        let what = if own { Press::Card(seen.slot) } else { Press::Mate(seat) };
                        board.press.reform(move |_| what.clone())
                    });
                    card(CardProps {
                        seen, owner: &name, own, knowledge: prefs.show_knowledge, symbols: prefs.colour_symbols,
                        colours: frame.view.layout.deck.colours(),
                        highlight: card_highlight(frame, input, touched_now, seat, seen.slot, own), onclick,
                    })
                }) }
            </ul>
            if let Some(text) = left {
                <p class="fw-left">{ text }</p>
            }
        </section>
    }
}

impl GameDrawing for Fireworks {
    fn table(board: &BoardProps<Self>) -> Html {
        let frame = &*board.frame;
        if frame.covered {
            return html! { <div class="fw-board is-covered"><p class="fw-covered">{ t::ui_fireworks_covered().to_string() }</p></div> };
        }
        let choices = board.choices.as_ref().map(|(_, choices)| choices);
        let input = choices.map_or(Input::Nothing, |c| c.input);
        let touched_now = choices.map_or_else(Vec::new, |c| c.touched.clone());
        // The viewer's own hand last (at the bottom), the others in turn
        // order after the viewer.
        let view = &frame.view;
        let me = view.me.map(|id| view.players[id]);
        let order = match me {
            Some(me) => view.turn_order_after(me),
            None => view.players.clone(),
        };
        let symbols = board.prefs.colour_symbols;
        html! {
            <div class={classes!("fw-board", symbols.then_some("with-symbols"))}>
                <KeyboardPath active={choices.is_some()} press={board.press.clone()} cancel={board.cancel.clone()} />
                { scoreboard(frame, &board.names) }
                <div class={classes!("fw-mates", (order.len() > 3).then_some("is-crowded"))}>
                    { for order.iter().filter(|&&s| Some(s) != me).map(|&s| hand_of(board, frame, s, input, &touched_now)) }
                </div>
                <div class="fw-middle-row">
                    { middle(frame, symbols) }
                    { discards(frame) }
                </div>
                if let Some(seat) = me {
                    { hand_of(board, frame, seat, input, &touched_now) }
                }
                if let Some(choices) = choices {
                    { controls(choices, &board.names, symbols, &board.press) }
                }
            </div>
        }
    }

    fn rules() -> Html {
        super::rules::rules()
    }

    fn display_controls(prefs: &Prefs, on_change: Callback<Prefs>) -> Html {
        let toggle = |id: &'static str, label: String, on: bool, set: fn(&mut Prefs, bool)| {
            let prefs = prefs.clone();
            let on_change = on_change.reform(move |on: bool| {
                let mut next = prefs.clone();
                set(&mut next, on);
                next
            });
            checkbox(id, label, None, on, on_change)
        };
        html! {
            <>
                { toggle("fw-knowledge", t::ui_fireworks_show_knowledge().to_string(), prefs.show_knowledge, |p, on| p.show_knowledge = on) }
                { toggle("fw-reasons", t::ui_fireworks_show_reasons().to_string(), prefs.show_ai_reasons, |p, on| p.show_ai_reasons = on) }
                { toggle("fw-symbols", t::ui_fireworks_colour_symbols().to_string(), prefs.colour_symbols, |p, on| p.colour_symbols = on) }
            </>
        }
    }
}
