//! Rules options: the CodinGame rules by default, the `standard` preset of
//! the Hanabi literature, how many rounds a game has, and a preset first
//! round for lessons and tests.

use serde::{Deserialize, Serialize};

use super::actions::HAND_SIZE;
use super::cards::{full_counts, Card, Colour, KINDS};

/// Rounds in a full game (rule 2).
pub const ROUNDS: u8 = 4;
/// Players in one round.
pub const PLAYERS: usize = 3;

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
    /// Each round id's five cards, slots A..E.
    pub hands: [Vec<Card>; PLAYERS],
    /// The first cards of the deck, in the order they are drawn.
    pub deck: Vec<Card>,
    /// What becomes of every card listed nowhere.
    pub rest: Rest,
    /// The height of each firework (colour order of rule 1); the cards
    /// 1..height of each colour count as played.
    pub fireworks: [u8; 5],
    /// Cards already discarded.
    pub discards: Vec<Card>,
    /// Information tokens at the start (`None`: the rules' maximum).
    pub tokens: Option<u8>,
    /// Mistakes each round id has already made (they lower the
    /// remaining mistakes and the players' points).
    pub mistakes: [u8; PLAYERS],
}

impl Preset {
    /// Checks the preset against `rules`: five cards a hand, a deck of at
    /// least one card, heights 0..5, tokens and mistakes within the
    /// rules, and no card used more often than the deck holds it. The
    /// error says what is wrong.
    pub fn validate(&self, rules: Rules) -> Result<(), String> {
        let mut left = full_counts();
        let mut take = |card: Card, place: &str| -> Result<(), String> {
            let count = &mut left[card.kind()];
            if *count == 0 {
                return Err(format!(
                    "{card} is used more often than the deck holds it (last at: {place})"
                ));
            }
            *count -= 1;
            Ok(())
        };
        for (colour, &height) in Colour::ALL.iter().zip(&self.fireworks) {
            if height > 5 {
                return Err(format!(
                    "the {} firework cannot be at {height}",
                    colour.name()
                ));
            }
            for level in 1..=height {
                take(Card::new(*colour, level), "the fireworks")?;
            }
        }
        for (id, hand) in self.hands.iter().enumerate() {
            if hand.len() != HAND_SIZE {
                return Err(format!("hand {id} must hold 5 cards, not {}", hand.len()));
            }
            for &card in hand {
                take(card, "a hand")?;
            }
        }
        for &card in &self.deck {
            take(card, "the deck")?;
        }
        for &card in &self.discards {
            take(card, "the discards")?;
        }
        let unlisted: usize = left.iter().map(|&c| usize::from(c)).sum();
        let deck = self.deck.len()
            + if self.rest == Rest::Shuffled {
                unlisted
            } else {
                0
            };
        if deck == 0 {
            return Err("the deck must hold at least one card".to_string());
        }
        if self.tokens.is_some_and(|t| t > rules.max_tokens) {
            return Err(format!("at most {} tokens", rules.max_tokens));
        }
        let mistakes: u8 = self.mistakes.iter().sum();
        if mistakes > rules.mistakes_allowed {
            return Err(format!(
                "at most {} mistakes can be made before the round ends",
                rules.mistakes_allowed
            ));
        }
        debug_assert!(left.len() == KINDS);
        Ok(())
    }
}

/// Rules options; the default is the CodinGame game of four rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FireworksOptions {
    /// Tokens, mistakes and final turns.
    pub rules: Rules,
    /// Rounds played, 1..=4: round r is played without player r, so one
    /// round is players 1, 2 and 3 with player 0 sitting out.
    pub rounds: u8,
    /// A fixed first round instead of a shuffle.
    pub preset: Option<Preset>,
}

impl Default for FireworksOptions {
    fn default() -> Self {
        FireworksOptions {
            rules: Rules::CODINGAME,
            rounds: ROUNDS,
            preset: None,
        }
    }
}

impl FireworksOptions {
    /// The names [`FireworksOptions::preset`] knows.
    pub const PRESETS: &'static [&'static str] = &["codingame", "standard"];

    /// The options of a named rule set: `codingame` (the default) or
    /// `standard` (8 tokens, the 3rd mistake ends the round, one more
    /// turn each after the last card).
    pub fn preset(name: &str) -> Result<FireworksOptions, String> {
        match name {
            "codingame" | "default" => Ok(FireworksOptions::default()),
            "standard" => Ok(FireworksOptions {
                rules: Rules::STANDARD,
                ..FireworksOptions::default()
            }),
            other => Err(format!(
                "unknown preset `{other}`; try codingame or standard"
            )),
        }
    }

    /// The same options for a single round (players 1, 2, 3).
    pub fn one_round(mut self) -> FireworksOptions {
        self.rounds = 1;
        self
    }

    /// The rounds actually played (1..=4 whatever `rounds` says).
    pub fn round_count(&self) -> u8 {
        self.rounds.clamp(1, ROUNDS)
    }
}
