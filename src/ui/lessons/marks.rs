//! A teacher's marks drawn on a board (wasm): the elements each mark's
//! selector finds inside the board
//! ([`crate::ui::shell::studio_ui::StudioUi::mark_selector`]) get the
//! class `is-marked`, and lose it when the marks change. The
//! boards themselves know nothing of marks.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The class a marked element gets.
pub const MARKED: &str = "is-marked";

/// Marks, inside `board`, the elements `selectors` find (and unmarks
/// every other element marked before).
pub fn draw_marks(board: &web_sys::Element, selectors: &[String]) {
    if let Ok(old) = board.query_selector_all(&format!(".{MARKED}")) {
        for i in 0..old.length() {
            if let Some(element) = old
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = element.class_list().remove_1(MARKED);
            }
        }
    }
    for selector in selectors {
        let Ok(found) = board.query_selector_all(selector) else {
            continue;
        };
        for i in 0..found.length() {
            if let Some(element) = found
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = element.class_list().add_1(MARKED);
            }
        }
    }
}

/// Properties of [`MarkedBoard`].
#[derive(Properties, PartialEq)]
pub struct MarkedBoardProps {
    /// The board.
    pub children: Html,
    /// The selectors of the elements to mark.
    pub selectors: Vec<String>,
    /// The board's accessible name.
    pub label: AttrValue,
}

/// A board with marks drawn on it after every drawing.
#[function_component(MarkedBoard)]
pub fn marked_board(props: &MarkedBoardProps) -> Html {
    let board = use_node_ref();
    {
        let (board, selectors) = (board.clone(), props.selectors.clone());
        use_effect(move || {
            if let Some(element) = board.cast::<web_sys::Element>() {
                draw_marks(&element, &selectors);
            }
        });
    }
    html! {
        <div class="game-board" tabindex="0" role="region" aria-label={props.label.clone()} ref={board}>
            { props.children.clone() }
        </div>
    }
}
