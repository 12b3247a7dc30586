//! The deck, the cow values (rule 1) and the placement rule (rule 6).

/// A card, `1..=104`.
pub type Card = u8;

/// The highest card; the deck is `1..=DECK_SIZE`.
pub const DECK_SIZE: u8 = 104;

/// Number of rows on the table.
pub const ROWS: usize = 4;

/// Number of seats at the CodinGame table (rule 2), the default game's.
pub const SEATS: usize = 4;

/// The fewest seats of a game in the box (rule 17).
pub const MIN_SEATS: usize = 2;

/// The most seats of a game in the box (rule 17).
pub const MAX_SEATS: usize = 10;

/// Cows that end a game under the boxed rules (rule 18): the game ends
/// after a round in which some active seat reached this many.
pub const COW_LIMIT: u32 = 66;

/// Cards dealt to each seat in a standard round (rule 3).
pub const HAND_SIZE: usize = 10;

/// A row holding this many cards is taken by the next card placed on it
/// (rule 7).
pub const FULL_ROW: usize = 5;

/// Cows in the whole deck (rule 1).
pub const TOTAL_COWS: u32 = 171;

/// The cows ("bullheads") printed on `card` (rule 1): 55 → 7, other
/// multiples of 11 → 5, multiples of 10 → 3, other multiples of 5 → 2,
/// everything else → 1.
pub fn cows(card: Card) -> u32 {
    if card == 55 {
        7
    } else if card.is_multiple_of(11) {
        5
    } else if card.is_multiple_of(10) {
        3
    } else if card.is_multiple_of(5) {
        2
    } else {
        1
    }
}

/// The cows a player would take with `row` (the sum of its cards' cows).
pub fn row_cows(row: &[Card]) -> u32 {
    row.iter().map(|&c| cows(c)).sum()
}

/// Whether `card` is a real card of the deck.
pub fn is_card(card: Card) -> bool {
    (1..=DECK_SIZE).contains(&card)
}

/// The highest card in use: 104, or `10 × seats + 4` with known cards
/// (rule 18: every card is dealt, 4 to the rows and 10 to each seat).
pub fn deck_top(seats: usize, known_cards: bool) -> Card {
    if known_cards {
        (HAND_SIZE * seats.clamp(MIN_SEATS, MAX_SEATS) + ROWS) as Card
    } else {
        DECK_SIZE
    }
}

/// Cards `lowest..=highest` as short text, runs joined (`"3–7, 12, 40–41"`).
pub fn card_ranges(cards: &[Card]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < cards.len() {
        let mut j = i;
        while j + 1 < cards.len() && cards[j + 1] == cards[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => cards[i].to_string(),
            1 => format!("{}, {}", cards[i], cards[j]),
            _ => format!("{}–{}", cards[i], cards[j]),
        });
        i = j + 1;
    }
    parts.join(", ")
}

/// The row `card` goes on among `rows` (rule 6), `None` if it is lower
/// than every row's last card. Empty rows are ignored.
pub fn row_for(rows: &[Vec<Card>], card: Card) -> Option<usize> {
    rows.iter()
        .enumerate()
        .filter_map(|(i, row)| row.last().map(|&end| (i, end)))
        .filter(|&(_, end)| end < card)
        .max_by_key(|&(_, end)| end)
        .map(|(i, _)| i)
}

/// The row with the fewest cows, the lowest index on ties (the row taken
/// for a disqualified seat by rule 16).
pub fn cheapest_row(rows: &[Vec<Card>]) -> usize {
    (0..rows.len())
        .min_by_key(|&i| (row_cows(&rows[i]), i))
        .unwrap_or(0)
}

/// A space-separated list of cards (`"33 42 50"`).
pub fn card_list(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
