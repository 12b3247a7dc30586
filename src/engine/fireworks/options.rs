//! Rules options: the CodinGame rules by default, the `standard` preset of
//! the Hanabi literature, how many rounds a game has, and a preset first
//! round for lessons and tests.

use serde::{Deserialize, Serialize};

use crate::engine::game::Seat;

use super::actions::{Clue, HAND_SIZE};
use super::cards::{Card, Colour};
pub use super::deck::Deck;
use super::knowledge::HintKnowledge;

/// Rounds in a full game (rule 2).
pub const ROUNDS: u8 = 4;

/// The numbers that differ between the CodinGame rules and the standard
/// rules of the Hanabi literature; nothing else changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Information tokens at the start and at most (rule 4: 12).
    pub max_tokens: u8,
    /// Remaining mistakes at the start (rule 4: 3); a mistake made with
    /// none remaining ends the round (the 4th).
    pub mistakes_allowed: u8,
    /// Turns each player takes after the last card is drawn (rule 8: 3).
    pub final_turns: u8,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::CODINGAME
    }
}

impl Rules {
    /// The CodinGame rules (RULES.md §2): 12 tokens, the 4th mistake ends
    /// the round, 3 more turns each after the last card.
    pub const CODINGAME: Rules = Rules {
        max_tokens: 12,
        mistakes_allowed: 3,
        final_turns: 3,
    };

    /// The rules the Hanabi literature measures bots with: 8 tokens, the
    /// 3rd mistake ends the round, one more turn each after the last card.
    pub const STANDARD: Rules = Rules {
        max_tokens: 8,
        mistakes_allowed: 2,
        final_turns: 1,
    };

    /// The number of the mistake that ends a round (4 under CodinGame
    /// rules, 3 under the standard ones).
    pub fn fatal_mistake(self) -> u8 {
        self.mistakes_allowed + 1
    }

    /// Whether these are the standard rules (heights are then reported
    /// out of 25 instead of points out of 85).
    pub fn is_standard(self) -> bool {
        self == Rules::STANDARD
    }
}

/// What becomes of the cards a [`Preset`] does not list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rest {
    /// They are shuffled (with the game's seed) under the listed deck.
    #[default]
    Shuffled,
    /// They start in the discard pile, so the deck is exactly the list
    /// (a short deck, e.g. to show the last card and the final turns).
    Discarded,
}

/// A fixed first round: hands, deck order, fireworks and counters, so
/// lessons and tests can start from a known table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preset {
    /// Each round id's cards, slots A..E (A..D in hands of four): one
    /// hand per player of the first round.
    pub hands: Vec<Vec<Card>>,
    /// The first cards of the deck, in the order they are drawn.
    pub deck: Vec<Card>,
    /// What becomes of every card listed nowhere.
    pub rest: Rest,
    /// The height of each firework (colour order of rule 1, MULTICOLOR
    /// sixth); the cards 1..height of each colour count as played.
    pub fireworks: Vec<u8>,
    /// Cards already discarded.
    pub discards: Vec<Card>,
    /// Information tokens at the start (`None`: the rules' maximum).
    pub tokens: Option<u8>,
    /// Mistakes each round id has already made (they lower the
    /// remaining mistakes and the players' points).
    pub mistakes: Vec<u8>,
    /// The round id who plays first (0, the rules' first player, when
    /// left out of the JSON).
    #[serde(skip_serializing_if = "is_zero")]
    pub first: u8,
    /// What hints have already revealed of each card: one list per hand
    /// (round-id order), one entry per slot from A; a missing hand or
    /// slot knows nothing. The round starts as if hints naming that
    /// colour and that level had touched the card (left out of the JSON
    /// when empty).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub known: Vec<Vec<Known>>,
}

fn is_zero(value: &u8) -> bool {
    *value == 0
}

/// What hints have already revealed of one card of a [`Preset`]'s hand:
/// its colour, its level, both or neither. JSON: `{"colour":"red",
/// "level":3}`, either field left out when unknown (`{}`: nothing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Known {
    /// The colour a hint named for it. Under rainbow (rule 25) a colour
    /// hint also touches MULTICOLOR, so a known red card is red or
    /// multicolour, and a known MULTICOLOR card is one that hints naming
    /// two different colours touched (rule 26).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub colour: Option<Colour>,
    /// The level (1..=5) a hint named for it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
}

impl Known {
    /// What the hints say of a card of `deck` once the hints this
    /// knowledge stands for were given (positive information only: the
    /// hints touched this card). Under rainbow a known MULTICOLOR is read
    /// as two colour hints, white then red, that both touched the card.
    pub fn hints(self, deck: Deck) -> HintKnowledge {
        let rainbow = deck.rainbow();
        let mut hints = HintKnowledge::fresh(deck.colour_count());
        match self.colour {
            Some(Colour::Multicolor) if rainbow => {
                hints.learn(Clue::Colour(Colour::White), true, true);
                hints.learn(Clue::Colour(Colour::Red), true, true);
            }
            Some(colour) => hints.learn(Clue::Colour(colour), true, rainbow),
            None => {}
        }
        if let Some(level) = self.level.filter(|l| (1..=5).contains(l)) {
            hints.learn(Clue::Level(level), true, rainbow);
        }
        hints
    }
}

/// Players at the standard Hanabi table (RULES.md rule 20).
pub const TABLE_SEATS: std::ops::RangeInclusive<usize> = 2..=5;

/// Rules options; the default is the CodinGame game of four rounds.
///
/// Fields added after the first build (`players`, `deck`) default to the
/// old behaviour and are left out of the JSON when they have it, so every
/// record made before keeps its meaning and its bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FireworksOptions {
    /// Tokens, mistakes and final turns.
    pub rules: Rules,
    /// Rounds played, 1..=4: round r is played without player r, so one
    /// round is players 1, 2 and 3 with player 0 sitting out. Ignored at
    /// a standard table (`players`), which is one game.
    pub rounds: u8,
    /// A fixed first round instead of a shuffle.
    pub preset: Option<Preset>,
    /// `None`: the CodinGame game (4 seats, rounds of 3). `Some(n)`: the
    /// standard Hanabi table (RULES.md §4.2): one game of `n` = 2..=5
    /// players, hands of 5 (4 from four players on), scored by the
    /// fireworks' height (0 when the fatal mistake ends it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<u8>,
    /// The cards: five colours (the default), or a sixth, MULTICOLOR,
    /// as an ordinary colour or as rainbow (rule 25).
    #[serde(skip_serializing_if = "Deck::is_default")]
    pub deck: Deck,
}

impl Default for FireworksOptions {
    fn default() -> Self {
        FireworksOptions {
            rules: Rules::CODINGAME,
            rounds: ROUNDS,
            preset: None,
            players: None,
            deck: Deck::FiveColours,
        }
    }
}

impl FireworksOptions {
    /// The names [`FireworksOptions::preset`] knows, the default first.
    pub const PRESETS: &'static [&'static str] = &[
        "codingame",
        "standard",
        "standard-6-colours",
        "standard-rainbow",
    ];

    /// The players of a standard table when the options do not say (the
    /// most common table: two).
    pub const DEFAULT_TABLE: u8 = 2;

    /// The options of a named rule set: `codingame` (the default), or the
    /// standard Hanabi table of 2 to 5 players (`standard`, two players
    /// until [`crate::engine::game::Game::with_seat_count`] sets the
    /// count) with five colours, a sixth colour (`standard-6-colours`) or
    /// rainbow (`standard-rainbow`).
    pub fn preset(name: &str) -> Result<FireworksOptions, String> {
        let table = |deck: Deck| FireworksOptions {
            rules: Rules::STANDARD,
            rounds: 1,
            players: Some(FireworksOptions::DEFAULT_TABLE),
            deck,
            ..FireworksOptions::default()
        };
        match name {
            "codingame" | "default" => Ok(FireworksOptions::default()),
            "standard" => Ok(table(Deck::FiveColours)),
            "standard-6-colours" => Ok(table(Deck::SixColours)),
            "standard-rainbow" => Ok(table(Deck::Rainbow)),
            other => Err(format!(
                "unknown preset `{other}`; try {}",
                FireworksOptions::PRESETS.join(", ")
            )),
        }
    }

    /// The players at a standard table (2..=5), `None` for the CodinGame
    /// game of rounds of three.
    pub fn table(&self) -> Option<usize> {
        self.players
            .map(|n| usize::from(n).clamp(*TABLE_SEATS.start(), *TABLE_SEATS.end()))
    }

    /// Cards in a hand: 5, or 4 at a standard table of 4 or 5 (rule 20).
    pub fn hand_size(&self) -> usize {
        match self.table() {
            Some(n) if n >= 4 => 4,
            _ => HAND_SIZE,
        }
    }

    /// The same options for a single round (players 1, 2, 3).
    pub fn one_round(mut self) -> FireworksOptions {
        self.rounds = 1;
        self
    }

    /// The rounds actually played (1..=4 whatever `rounds` says; one
    /// game at a standard table).
    pub fn round_count(&self) -> u8 {
        if self.table().is_some() {
            1
        } else {
            self.rounds.clamp(1, ROUNDS)
        }
    }
}

/// The shape of a game's table, from its options: who plays, how many
/// cards a hand holds, which deck, and how it is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    /// `Some(n)`: the standard table of `n` players (one game, scored by
    /// the height); `None`: CodinGame rounds of three out of four.
    pub table: Option<usize>,
    /// Cards in a hand (5, or 4 at a standard table of 4 or 5).
    pub hand_size: usize,
    /// The cards in play.
    pub deck: Deck,
}

impl Layout {
    /// The layout `options` describe.
    pub fn of(options: &FireworksOptions) -> Layout {
        Layout {
            table: options.table(),
            hand_size: options.hand_size(),
            deck: options.deck,
        }
    }

    /// The players of round `index` in round-id order: everyone at a
    /// standard table, else everyone but player `index` (rule 2).
    pub fn players(self, index: u8) -> Vec<Seat> {
        match self.table {
            Some(n) => (0..n).collect(),
            None => players_of(index).to_vec(),
        }
    }
}

impl Default for Layout {
    /// The CodinGame layout.
    fn default() -> Layout {
        Layout::of(&FireworksOptions::default())
    }
}

/// The players of round `index`: everyone but player `index`, in
/// increasing id (rule 2).
pub fn players_of(index: u8) -> [Seat; 3] {
    let out = usize::from(index);
    let mut players = [0; 3];
    for (slot, seat) in (0..4).filter(|&s| s != out).enumerate() {
        players[slot] = seat;
    }
    players
}
