//! The card counter (a display choice, off by default): which cards the
//! viewer has not seen this round, and for each row the cards that land on
//! it now and how many more it takes before the card that takes it.
//!
//! Only what is exact is said. The unseen cards are the deck in use minus
//! the cards shown this round (row starts, cards turned over) and the
//! viewer's own; with known cards every one of them is in another hand.
//! Where a card lands depends on the rows' ends: a card lands on the row
//! whose last card is the highest below it, so the cards landing on a row
//! now are those between its last card and the next higher row end. A row
//! of `n` cards is taken by the `(6 − n)`th card that lands on it (the
//! sixth card of the row); a row taken by a too-low card starts again and
//! moves those ranges, which no counter can know in advance.

use crate::engine::game::Seat;
use crate::engine::take5::cards::{card_ranges, FULL_ROW};
use crate::engine::take5::Card;
use crate::text::t;

use super::frame::Frame;

/// What the counter says about one row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowCount {
    /// The row, 0..3.
    pub row: usize,
    /// Cards on it now.
    pub len: usize,
    /// The cards that land on it now, lowest and highest; `None` when none
    /// can (its last card is the highest card in use, or the next row end
    /// follows it directly).
    pub lands: Option<(Card, Card)>,
    /// The unseen cards among them, ascending.
    pub unseen: Vec<Card>,
    /// The viewer's own cards among them (its hand and face-down card).
    pub mine: Vec<Card>,
}

impl RowCount {
    /// Which card landing on the row takes it: 1 for a full row (its
    /// next card is the sixth), up to 5 for a row of one card.
    pub fn taker(&self) -> usize {
        (FULL_ROW + 1).saturating_sub(self.len).max(1)
    }
}

/// The counter for one frame, as its viewer may know it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardCounter {
    /// Whether the viewer holds a hand (a seat, not a spectator).
    pub has_hand: bool,
    /// Whether every card of the deck in use is dealt (known cards).
    pub known_cards: bool,
    /// Whether a seat is out, its cards put away unseen.
    pub someone_out: bool,
    /// The cards of the deck in use the viewer has not seen this round,
    /// ascending.
    pub unseen: Vec<Card>,
    /// One entry per row, 0..3.
    pub rows: Vec<RowCount>,
}

impl CardCounter {
    /// How the counter counts, for its heading.
    pub fn about() -> String {
        t::ui_take5_counter_about().to_string()
    }

    /// The counter of `frame` for the viewer it was drawn for (`viewer`
    /// `None`: a spectator, who holds no hand).
    pub fn of(frame: &Frame, viewer: Option<Seat>) -> CardCounter {
        let mut known = [false; 256];
        for &card in frame.seen.iter().chain(&frame.hand).chain(&frame.my_choice) {
            known[usize::from(card)] = true;
        }
        let unseen: Vec<Card> = (1..=frame.deck)
            .filter(|&c| !known[usize::from(c)])
            .collect();
        let mine: Vec<Card> = {
            let mut mine: Vec<Card> = frame.hand.iter().chain(&frame.my_choice).copied().collect();
            crate::engine::small_sort::sort_small(&mut mine);
            mine
        };
        let ends: Vec<Card> = frame
            .rows
            .iter()
            .filter_map(|r| r.last().copied())
            .collect();
        let rows = frame
            .rows
            .iter()
            .enumerate()
            .map(|(row, cards)| {
                let end = cards.last().copied().unwrap_or(0);
                let next = ends
                    .iter()
                    .copied()
                    .filter(|&e| e > end)
                    .min()
                    .unwrap_or(frame.deck.saturating_add(1));
                let lands = (next > end + 1).then(|| (end + 1, next - 1));
                let inside = |c: &&Card| lands.is_some_and(|(low, high)| (low..=high).contains(*c));
                RowCount {
                    row,
                    len: cards.len(),
                    lands,
                    unseen: unseen.iter().filter(inside).copied().collect(),
                    mine: mine.iter().filter(inside).copied().collect(),
                }
            })
            .collect();
        CardCounter {
            has_hand: viewer.is_some_and(|v| v < frame.scores.len()),
            known_cards: frame.known_cards,
            someone_out: frame.out.iter().any(|&out| out),
            unseen,
            rows,
        }
    }

    /// The unseen cards in one sentence, saying where they can be.
    pub fn unseen_text(&self) -> String {
        let count = self.unseen.len();
        let list = card_ranges(&self.unseen);
        if !self.has_hand {
            return t::ui_take5_counter_not_shown(count, list).to_string();
        }
        if self.unseen.is_empty() {
            return t::ui_take5_counter_all_seen().to_string();
        }
        match (self.known_cards, self.someone_out) {
            (true, false) => t::ui_take5_counter_unseen_hands(count, list),
            (true, true) => t::ui_take5_counter_unseen_out(count, list),
            (false, _) => t::ui_take5_counter_unseen_undealt(count, list),
        }
        .to_string()
    }

    /// What row `row` (0..3) takes and which cards land on it now.
    pub fn row_text(&self, row: usize) -> String {
        let count = &self.rows[row];
        let number = row + 1;
        let state = if count.len >= FULL_ROW {
            t::ui_take5_counter_row_full(number)
        } else {
            t::ui_take5_counter_row_holds(number, count.len, count.taker())
        };
        let Some((low, high)) = count.lands else {
            return t::ui_take5_counter_row_none(state).to_string();
        };
        let range = if low == high {
            t::ui_take5_counter_only(low)
        } else {
            t::ui_take5_counter_range(low, high)
        };
        let unseen = match count.unseen.len() {
            0 => t::ui_take5_counter_none_unseen(),
            n if n <= 8 => t::ui_take5_counter_some_unseen(n, card_ranges(&count.unseen)),
            n => t::ui_take5_counter_many_unseen(n),
        };
        if !self.has_hand {
            t::ui_take5_counter_row_lands(state, range, unseen)
        } else if count.mine.is_empty() {
            t::ui_take5_counter_row_lands_not_mine(state, range, unseen)
        } else {
            t::ui_take5_counter_row_lands_mine(state, range, unseen, card_ranges(&count.mine))
        }
        .to_string()
    }
}
