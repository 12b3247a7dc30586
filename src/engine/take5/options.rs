//! Rules options, actions and rule errors.

use serde::{Deserialize, Serialize};
use std::fmt;

use std::ops::RangeInclusive;

use super::cards::{deck_top, Card, MAX_SEATS, MIN_SEATS, ROWS, SEATS};
use crate::engine::game::Seat;
use crate::text::t;

/// A fixed first deal, so lessons and tests can start from a known table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The card that starts each row 0..3.
    pub rows: [Card; ROWS],
    /// Each seat's hand, one per seat; all hands hold the same number of
    /// cards, 1..=10.
    pub hands: Vec<Vec<Card>>,
    /// The cows each seat already has when this deal is played (a table
    /// late in a game, for a lesson); empty: none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cows: Vec<u32>,
    /// The cards already laid on each row after its first card, oldest
    /// first (a table part-way through a round, for a lesson): one list
    /// per row, a missing list for none; empty: every row holds only its
    /// first card. A row then holds 1 to 5 cards, increasing (rules 6
    /// and 7: a sixth card takes the row).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub laid: Vec<Vec<Card>>,
}

impl Deal {
    /// Row `row` as the deal sets it: its first card, then the cards laid
    /// after it.
    pub fn row(&self, row: usize) -> Vec<Card> {
        let mut cards = vec![self.rows[row]];
        if let Some(laid) = self.laid.get(row) {
            cards.extend_from_slice(laid);
        }
        cards
    }
}

/// How a game ends (rule 18).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// After [`Take5Options::rounds`] rounds (CodinGame, rule 2).
    #[default]
    #[serde(rename = "rounds")]
    Rounds,
    /// After the first round at whose end some active seat has 66 or more
    /// cows (the rules in the box).
    #[serde(rename = "to_66")]
    To66,
}

impl Ending {
    fn is_rounds(&self) -> bool {
        *self == Ending::Rounds
    }
}

fn is_default_seats(seats: &u8) -> bool {
    usize::from(*seats) == SEATS
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// Rules options; the default is the CodinGame game (four seats, five
/// rounds, all 104 cards). The fields added for the rules in the box are
/// left out of the JSON at their defaults, so a default game's record,
/// share code and save are what they were before them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Take5Options {
    /// Rounds in a game (rule 2: 5); 0 plays one round. Only with
    /// [`Ending::Rounds`].
    pub rounds: u8,
    /// A fixed deal for round 1 instead of a shuffle.
    pub preset: Option<Deal>,
    /// Seats at the table, 2..=10 (rule 17; 4 by default).
    #[serde(skip_serializing_if = "is_default_seats")]
    pub seats: u8,
    /// How the game ends (rule 18).
    #[serde(skip_serializing_if = "Ending::is_rounds")]
    pub ending: Ending,
    /// Only cards 1..10N+4 are used, so every card is dealt (rule 18);
    /// implies [`Ending::To66`].
    #[serde(skip_serializing_if = "is_false")]
    pub known_cards: bool,
}

impl Default for Take5Options {
    fn default() -> Self {
        Take5Options {
            rounds: 5,
            preset: None,
            seats: SEATS as u8,
            ending: Ending::Rounds,
            known_cards: false,
        }
    }
}

/// The rule sets by name (`--preset NAME`), the default first.
pub const PRESET_NAMES: [&str; 3] = ["codingame", "to-66", "known-cards"];

impl Take5Options {
    /// The options of the rule set `name` ([`PRESET_NAMES`]) for four
    /// seats, or why the name is unknown.
    pub fn preset(name: &str) -> Result<Take5Options, String> {
        let default = Take5Options::default();
        match name {
            "codingame" => Ok(default),
            "to-66" => Ok(Take5Options {
                ending: Ending::To66,
                ..default
            }),
            "known-cards" => Ok(Take5Options {
                ending: Ending::To66,
                known_cards: true,
                ..default
            }),
            other => Err(format!(
                "unknown 6 nimmt! preset `{other}`; available: {}",
                PRESET_NAMES.join(", ")
            )),
        }
    }

    /// The name of the rule set these options play (the seat count and a
    /// lesson's deal aside): `codingame`, `to-66` or `known-cards`.
    pub fn rule_set(&self) -> &'static str {
        if self.known_cards {
            "known-cards"
        } else if self.ending == Ending::To66 {
            "to-66"
        } else {
            "codingame"
        }
    }

    /// The number of seats, within 2..=10 (a larger or smaller number in
    /// a hand-made record is read as the nearest allowed one).
    pub fn seat_count(&self) -> usize {
        usize::from(self.seats).clamp(MIN_SEATS, MAX_SEATS)
    }

    /// Whether the game ends at 66 cows (rule 18) rather than after a
    /// number of rounds.
    pub fn ends_at_66(&self) -> bool {
        self.known_cards || self.ending == Ending::To66
    }

    /// The highest card in use: 104, or 10N+4 with known cards.
    pub fn deck_top(&self) -> Card {
        deck_top(self.seat_count(), self.known_cards)
    }

    /// The seat counts these options allow: 2 to 10 (a prepared deal
    /// with another number of hands than seats is not used).
    pub fn seat_counts(&self) -> RangeInclusive<usize> {
        MIN_SEATS..=MAX_SEATS
    }
}

/// One decision of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Take5Action {
    /// Play this card from the hand this turn (rule 4).
    Play(Card),
    /// Take this row (0..3) because the played card is too low (rule 8).
    Pick(usize),
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Take5Error {
    /// The game has ended.
    GameOver,
    /// The seat does not exist.
    NoSuchSeat(Seat),
    /// The seat was disqualified.
    Disqualified(Seat),
    /// The seat has nothing to do now (already chose, or another seat is
    /// picking a row).
    NotYourTurn(Seat),
    /// A card was played while a row must be picked, or a row picked while
    /// cards are being chosen.
    WrongPhase {
        /// What the game waits for now.
        expected: &'static str,
    },
    /// The card is not in the seat's hand.
    NotInHand(Card),
    /// The row index is not 0..3.
    NoSuchRow(usize),
}

impl fmt::Display for Take5Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = match self {
            Take5Error::GameOver => t::take5_error_game_over(),
            Take5Error::NoSuchSeat(s) => t::take5_error_no_such_seat(*s),
            Take5Error::Disqualified(s) => t::take5_error_disqualified(*s),
            Take5Error::NotYourTurn(s) => t::take5_error_not_your_turn(*s),
            Take5Error::WrongPhase {
                expected: "cards to be played",
            } => t::take5_error_waits_for_cards(),
            Take5Error::WrongPhase {
                expected: "a row to be picked",
            } => t::take5_error_waits_for_row(),
            // Only the two phases above exist; any other words are shown
            // as they are.
            Take5Error::WrongPhase { expected } => {
                return write!(f, "the game waits for {expected}");
            }
            Take5Error::NotInHand(c) => t::take5_error_not_in_hand(*c),
            Take5Error::NoSuchRow(r) => t::take5_error_no_such_row(*r),
        };
        write!(f, "{message}")
    }
}
