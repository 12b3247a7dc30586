//! The 6 nimmt! set-up editor's model (native, so it is unit-tested): the
//! table a new chapter starts from ([`editable`]), how a field's text is
//! read (cards as numbers separated by spaces or commas, a seat's cows)
//! and how each edit makes the chapter's new options. The form drawing it
//! is `studio_ui` (wasm).

use crate::engine::game::Game;
use crate::engine::take5::cards::{Card, DECK_SIZE, HAND_SIZE, ROWS};
use crate::engine::take5::setup_check::deal_is_valid;
use crate::engine::take5::{Deal, Take5, Take5Options};
use crate::text::{t, Msg};

/// `options` with the deal `seed` would make filled in as its preset: the
/// same rows, hands and (no) cows, so the first round from the result
/// is the first round from `options`. A valid preset is kept as it is;
/// an invalid one is replaced by the shuffle the game would play instead.
pub fn editable(options: &Take5Options, seed: u64) -> Take5Options {
    if let Some(deal) = &options.preset {
        if deal_is_valid(deal, options.seat_count(), options.deck_top()) {
            return options.clone();
        }
    }
    let (game, _) = Take5::new(options, seed);
    let dealt = Deal {
        rows: game.rows().clone().map(|row| row[0]),
        hands: (0..game.seats()).map(|s| game.hand(s).to_vec()).collect(),
        cows: Vec::new(),
        laid: Vec::new(),
    };
    Take5Options {
        preset: Some(dealt),
        ..options.clone()
    }
}

/// A fresh shuffle from `seed` for the table of `options` (its rows and
/// hands of ten), keeping the cows each seat already has.
pub fn deal_again(options: &Take5Options, seed: u64) -> Take5Options {
    let mut fresh = editable(
        &Take5Options {
            preset: None,
            ..options.clone()
        },
        seed,
    );
    if let (Some(new), Some(old)) = (fresh.preset.as_mut(), options.preset.as_ref()) {
        new.cows.clone_from(&old.cows);
    }
    fresh
}

/// The deal the editor shows: the preset, or (with none) a table with no
/// card at all, one empty hand per seat.
pub fn deal_of(options: &Take5Options) -> Deal {
    options.preset.clone().unwrap_or_else(|| Deal {
        rows: [0; ROWS],
        hands: vec![Vec::new(); options.seat_count()],
        cows: Vec::new(),
        laid: Vec::new(),
    })
}

/// How many hand fields the editor shows: one per seat, and any extra
/// hand the deal holds (so it can be emptied, nothing hidden).
pub fn hand_fields(options: &Take5Options) -> usize {
    options
        .seat_count()
        .max(options.preset.as_ref().map_or(0, |d| d.hands.len()))
}

/// What a field of cards reads in its text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardsText {
    /// The numbers it holds, in the order typed (a number 1 to 255 that
    /// is not a card of the table stays, for the deal's check to name).
    pub cards: Vec<Card>,
    /// The words that are no number of a card, as typed.
    pub bad: Vec<String>,
}

/// Reads a field of cards: numbers separated by spaces, commas or
/// semicolons; anything else is kept aside in [`CardsText::bad`].
pub fn parse_cards(text: &str) -> CardsText {
    let mut read = CardsText::default();
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
    {
        match token.parse::<Card>() {
            Ok(card) if card > 0 => read.cards.push(card),
            _ => read.bad.push(token.to_owned()),
        }
    }
    read
}

/// Cards as a field shows them: numbers separated by spaces.
pub fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The note beside a field of cards whose text holds `bad` words, in
/// words; `None` when every word is a number.
pub fn typing_problem(bad: &[String]) -> Option<String> {
    if bad.is_empty() {
        return None;
    }
    let quoted: Vec<Msg> = bad.iter().map(t::ui_take5_quoted).collect();
    Some(t::ui_take5_not_cards(bad.len(), quoted, DECK_SIZE).to_string())
}

/// Reads a seat's cows: a whole number, 0 when the field is empty, or
/// why the text is not one.
pub fn parse_cows(text: &str) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(0);
    }
    text.parse::<u32>()
        .map_err(|_| t::ui_take5_not_cows(t::ui_take5_quoted(text)).to_string())
}

/// The cards of row `row` (0..3) as its field shows them (none for a
/// row with no card).
pub fn row_text(deal: &Deal, row: usize) -> String {
    match deal.row(row).as_slice() {
        [0] => String::new(),
        cards => cards_text(cards),
    }
}

/// The cards of `seat`'s hand as its field shows them.
pub fn hand_text(deal: &Deal, seat: usize) -> String {
    deal.hands
        .get(seat)
        .map_or(String::new(), |h| cards_text(h))
}

/// `seat`'s cows as its field shows them.
pub fn cows_text(deal: &Deal, seat: usize) -> String {
    deal.cows.get(seat).copied().unwrap_or(0).to_string()
}

/// `options` with row `row` (0..3) holding `cards`, oldest first (none:
/// a row with no card, which the deal's check names).
pub fn with_row(options: &Take5Options, row: usize, cards: &[Card]) -> Take5Options {
    edit(options, |deal| {
        deal.rows[row] = cards.first().copied().unwrap_or(0);
        let later = cards.get(1..).unwrap_or_default().to_vec();
        if deal.laid.len() <= row {
            deal.laid.resize(row + 1, Vec::new());
        }
        deal.laid[row] = later;
        while deal.laid.last().is_some_and(Vec::is_empty) {
            deal.laid.pop();
        }
    })
}

/// `options` with `seat`'s hand holding `cards`.
pub fn with_hand(options: &Take5Options, seat: usize, cards: &[Card]) -> Take5Options {
    edit(options, |deal| {
        if deal.hands.len() <= seat {
            deal.hands.resize(seat + 1, Vec::new());
        }
        deal.hands[seat] = cards.to_vec();
    })
}

/// `options` with `seat` having `cows` already (no list at all when
/// every seat has none).
pub fn with_cows(options: &Take5Options, seat: usize, cows: u32) -> Take5Options {
    let seats = options.seat_count();
    edit(options, |deal| {
        if deal.cows.len() <= seat {
            deal.cows.resize(seats.max(seat + 1), 0);
        }
        deal.cows[seat] = cows;
        if deal.cows.iter().all(|&c| c == 0) {
            deal.cows.clear();
        }
    })
}

/// The number of cards most hands hold (the hand-size choice shows it);
/// 0 with no hand.
pub fn hand_size(deal: &Deal) -> usize {
    let mut best = (0, 0);
    for hand in &deal.hands {
        let count = deal.hands.iter().filter(|h| h.len() == hand.len()).count();
        if count > best.1 {
            best = (hand.len(), count);
        }
    }
    best.0
}

/// `options` with every hand holding `size` cards (1..=10): a longer
/// hand keeps its lowest cards, a shorter one gets the lowest cards of
/// the table's deck that are nowhere on the table.
pub fn with_hand_size(options: &Take5Options, size: usize) -> Take5Options {
    let size = size.clamp(1, HAND_SIZE);
    let top = options.deck_top();
    edit(options, |deal| {
        let mut used = [false; 256];
        let rows = (0..ROWS).flat_map(|r| deal.row(r));
        for card in rows.chain(deal.hands.iter().flatten().copied()) {
            used[usize::from(card)] = true;
        }
        let mut free = (1..=top).filter(|&c| !used[usize::from(c)]);
        for hand in &mut deal.hands {
            hand.sort_unstable();
            hand.truncate(size);
            while hand.len() < size {
                match free.next() {
                    Some(card) => hand.push(card),
                    None => break,
                }
            }
            hand.sort_unstable();
        }
    })
}

/// `options` with `change` made to its deal ([`deal_of`] when it has
/// none).
fn edit(options: &Take5Options, change: impl FnOnce(&mut Deal)) -> Take5Options {
    let mut deal = deal_of(options);
    change(&mut deal);
    Take5Options {
        preset: Some(deal),
        ..options.clone()
    }
}

/// What a field shows: the teacher's own text `typed` while it still
/// reads as `shown` (the field's value from the options, [`cards_text`]
/// or [`cows_text`]) or cannot be read at all, so nothing being typed is
/// overwritten; else (the options changed from elsewhere: a new deal,
/// an undo) `shown`.
pub fn shown_text(typed: Option<&str>, shown: &str, cows: bool) -> String {
    let Some(typed) = typed else {
        return shown.to_owned();
    };
    let same = if cows {
        match parse_cows(typed) {
            Ok(n) => n.to_string() == shown,
            Err(_) => true,
        }
    } else {
        cards_text(&parse_cards(typed).cards) == shown
    };
    if same {
        typed.to_owned()
    } else {
        shown.to_owned()
    }
}

/// Where mark `target` is drawn on the table (`super::table`): "row 2"
/// is the second row's group, "card 55" the card 55 on the rows (each
/// card carries `data-card`); `None` for any other name.
pub fn mark_selector(target: &str) -> Option<String> {
    let (kind, number) = target.split_once(' ')?;
    let number: u8 = number.parse().ok()?;
    match kind {
        "row" if (1..=ROWS as u8).contains(&number) => {
            Some(format!(".t5-table > .t5-row:nth-of-type({number})"))
        }
        "card" if (1..=DECK_SIZE).contains(&number) => {
            Some(format!(".t5-table .t5-card[data-card=\"{number}\"]"))
        }
        _ => None,
    }
}

#[cfg(test)]
#[path = "setup_form_tests.rs"]
mod tests;
