//! The checks of a prepared 6 nimmt! deal: every problem named by the
//! studio editor's control it belongs to ([`deal_problems`]), or only
//! whether there is one ([`deal_is_valid`], what a game's start asks).

use super::cards::DECK_SIZE;
use super::cards::{is_card, Card, FULL_ROW, HAND_SIZE, ROWS};
use super::options::Deal;
use crate::engine::study::setup::{AnyProblem, Problems, SetupProblem};
use crate::text::{t, Msg};

/// Where a card of a deal lies, in the editor's words ("row 2", "hand 3").
fn place_name(place: Place) -> String {
    match place {
        Place::Row(row) => format!("row {}", row + 1),
        Place::Hand(seat) => format!("hand {}", seat + 1),
    }
}

/// Where a card of a deal lies, as the problems say it (in the reader's
/// language; [`place_name`] is the part's name, always in English).
fn place_msg(place: Place) -> Msg {
    match place {
        Place::Row(row) => t::take5_error_place_row(row + 1),
        Place::Hand(seat) => t::take5_error_place_hand(seat + 1),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Row(usize),
    Hand(usize),
}

/// Every problem of `deal` at a table of `seats` whose cards are
/// `1..=top`, in the order [`Deal::validate_for`] checks them (its error
/// is the first one's message). Parts: "row 1".."row 4" (its cards, its
/// length of 1 to 5, its increasing order), "hand 1".."hand N", "" for
/// the table as a whole (the number of hands, of rows laid or of cow
/// counts).
pub fn deal_problems(deal: &Deal, seats: usize, top: Card) -> Vec<SetupProblem> {
    let mut problems = Vec::new();
    report_deal(deal, seats, top, &mut problems);
    problems
}

/// Whether a game can start from `deal` at a table of `seats` whose cards
/// are `1..=top` (what [`deal_problems`] finds, without its words).
pub fn deal_is_valid(deal: &Deal, seats: usize, top: Card) -> bool {
    let mut any = AnyProblem::default();
    report_deal(deal, seats, top, &mut any);
    !any.0
}

/// Reports every problem of `deal` to `out` (see [`deal_problems`]).
fn report_deal(deal: &Deal, seats: usize, top: Card, out: &mut impl Problems) {
    let mut first: [Option<Place>; 256] = [None; 256];
    let rows = (0..ROWS).flat_map(|row| {
        deal.row(row)
            .into_iter()
            .filter(move |&card| !(card == 0 && deal.row(row).len() == 1))
            .map(move |card| (Place::Row(row), card))
    });
    let hands = deal
        .hands
        .iter()
        .enumerate()
        .flat_map(|(seat, hand)| hand.iter().map(move |&card| (Place::Hand(seat), card)));
    for (place, card) in rows.chain(hands) {
        let part = || place_name(place);
        if !is_card(card) || card > top {
            out.add(part, || t::take5_error_not_a_card(card, top).to_string());
            continue;
        }
        match first[usize::from(card)] {
            Some(before) if before == place => {
                out.add(part, || {
                    t::take5_error_twice_in(card, place_msg(place)).to_string()
                });
            }
            Some(before) => out.add(part, || {
                t::take5_error_in_two_places(card, place_msg(before), place_msg(place)).to_string()
            }),
            None => first[usize::from(card)] = Some(place),
        }
    }
    for row in 0..ROWS {
        let part = || format!("row {}", row + 1);
        let cards = deal.row(row);
        if cards == [0] {
            out.add(part, || t::take5_error_row_empty(row + 1).to_string());
        } else if cards.len() > FULL_ROW {
            out.add(part, || {
                t::take5_error_row_too_long(row + 1, cards.len()).to_string()
            });
        }
        if let Some(pair) = cards.windows(2).find(|pair| pair[0] >= pair[1]) {
            out.add(
                || format!("row {}", row + 1),
                || t::take5_error_row_order(row + 1, pair[1], pair[0]).to_string(),
            );
        }
    }
    if deal.laid.len() > ROWS {
        out.add(
            || "".into(),
            || t::take5_error_too_many_rows(deal.laid.len()).to_string(),
        );
    }
    if deal.hands.len() != seats {
        out.add(
            || "".into(),
            || t::take5_error_hand_count(deal.hands.len(), seats).to_string(),
        );
    }
    for (seat, hand) in deal.hands.iter().enumerate() {
        if hand.is_empty() || hand.len() > HAND_SIZE {
            out.add(
                || format!("hand {}", seat + 1),
                || t::take5_error_hand_size(hand.len()).to_string(),
            );
        }
    }
    if let Some(size) = usual_size(&deal.hands) {
        for (seat, hand) in deal.hands.iter().enumerate() {
            if hand.len() != size && (1..=HAND_SIZE).contains(&hand.len()) {
                out.add(
                    || format!("hand {}", seat + 1),
                    || t::take5_error_hand_sizes_differ(hand.len(), size).to_string(),
                );
            }
        }
    }
    if !deal.cows.is_empty() && deal.cows.len() != seats {
        out.add(
            || "".into(),
            || t::take5_error_cow_count(deal.cows.len(), seats).to_string(),
        );
    }
}

/// The number of cards most hands of 1..=10 hold (the first such hand's
/// on a tie), `None` when no hand has a size in range.
fn usual_size(hands: &[Vec<Card>]) -> Option<usize> {
    let sizes: Vec<usize> = hands
        .iter()
        .map(Vec::len)
        .filter(|n| (1..=HAND_SIZE).contains(n))
        .collect();
    let count = |n: usize| sizes.iter().filter(|&&m| m == n).count();
    sizes
        .iter()
        .copied()
        .fold(None, |best: Option<usize>, n| match best {
            Some(b) if count(b) >= count(n) => Some(b),
            _ => Some(n),
        })
}

impl Deal {
    /// Checks that the deal fits a table of `seats` whose cards are
    /// `1..=top`: real, distinct cards, one hand per seat, equal hands of
    /// 1..=10 cards, rows of 1 to 5 increasing cards; the error says what is wrong (the first of
    /// [`deal_problems`]).
    pub fn validate_for(&self, seats: usize, top: Card) -> Result<(), String> {
        match deal_problems(self, seats, top).into_iter().next() {
            Some(problem) => Err(problem.message),
            None => Ok(()),
        }
    }

    /// [`Deal::validate_for`] a table of its own number of hands with the
    /// whole deck.
    pub fn validate(&self) -> Result<(), String> {
        self.validate_for(self.hands.len().max(1), DECK_SIZE)
    }
}
