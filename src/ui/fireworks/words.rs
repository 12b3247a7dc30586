//! The words of Fireworks on the screen, in the reader's language: the
//! colours and cards ([`colour`], [`card`]), a hint's clue, lists joined
//! with "or" or "and", and the AI partners' conventions for the rules
//! page. Native, so the status line and the end panel use them too.

use crate::engine::fireworks::{Card, Clue, Colour};
use crate::text::{t, Arg, Msg};

/// A colour on its own, lower case in English (`red`).
pub fn colour(colour: Colour) -> Msg {
    t::ui_fireworks_colour(colour.name())
}

/// A colour as a choice of a list (`Red`).
pub fn colour_title(colour: Colour) -> Msg {
    t::ui_fireworks_colour_title(colour.name())
}

/// A card's name as on its face (`Red 3`).
pub fn card(card: Card) -> Msg {
    t::ui_fireworks_card(colour_title(card.colour), card.level)
}

/// A colour and a level, lower case in English (`red 3`).
pub fn colour_level(colour: Colour, level: u8) -> Msg {
    t::ui_fireworks_colour_level(self::colour(colour), level)
}

/// A hint's clue: its colour (`red`) or its level (`3`).
pub fn clue(clue: Clue) -> Arg {
    match clue {
        Clue::Colour(c) => colour(c).into(),
        Clue::Level(level) => level.into(),
    }
}

/// `items` joined one by one with `join` (`red or blue or green`); empty
/// text for none.
fn joined(items: Vec<Arg>, join: fn(Arg, Arg) -> Msg) -> Arg {
    let mut items = items.into_iter();
    let first = items.next().unwrap_or_else(|| Arg::Str(String::new()));
    items.fold(first, |list, item| join(list, item).into())
}

/// `items` joined with "or": `red or blue or green`.
pub fn or_list(items: Vec<Arg>) -> Arg {
    joined(items, t::ui_fireworks_or)
}

/// `items` joined with "and": `Ann and Bob`.
pub fn and_list(items: Vec<Arg>) -> Arg {
    joined(items, t::ui_fireworks_and)
}

/// The AI partners' conventions for the rules page: a lead-in and the
/// numbered paragraphs (in English, the engine's `CONVENTIONS` word for
/// word: a test checks it).
pub fn conventions() -> (Msg, Vec<Msg>) {
    (
        t::ui_fireworks_conventions_lead(),
        vec![
            t::ui_fireworks_convention_chop(),
            t::ui_fireworks_convention_focus(),
            t::ui_fireworks_convention_play(),
            t::ui_fireworks_convention_save(),
            t::ui_fireworks_convention_touched(),
            t::ui_fireworks_convention_tricks(),
        ],
    )
}
