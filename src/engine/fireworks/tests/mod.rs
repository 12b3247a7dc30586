//! Tests of the Fireworks engine, one file per topic.

mod agents;
mod coach;
mod conformance;
mod deal;
mod explanations;
mod forfeit;
mod knowledge;
mod lessons;
mod properties;
mod protocol;
mod rating;
mod rules_end;
mod rules_game;
mod rules_turn;
mod seat_states;
mod studio;
mod table_conformance;
mod table_explanations;
mod table_protocol;
mod table_rules;
mod views;

use super::actions::{Clue, FireworksAction};
use super::cards::{Card, Colour};
use super::events::FireworksEvent;
use super::options::{Deck, FireworksOptions, Preset, Rest, Rules};
use super::round::Layout;
use super::state::Fireworks;
use crate::engine::game::{Game, Seat};

/// Cards from short names: `R1 W3 B2 G5 Y1`.
pub(super) fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|name| {
            let colour = match &name[..1] {
                "W" => Colour::White,
                "R" => Colour::Red,
                "B" => Colour::Blue,
                "G" => Colour::Green,
                "Y" => Colour::Yellow,
                "M" => Colour::Multicolor,
                other => panic!("no colour `{other}`"),
            };
            Card::new(colour, name[1..].parse().expect("a level"))
        })
        .collect()
}

/// A preset round: three hands and the top of the deck (the rest shuffled
/// under it).
pub(super) fn preset(hands: [&str; 3], deck: &str) -> Preset {
    Preset {
        hands: hands.map(cards).to_vec(),
        deck: cards(deck),
        ..Preset::default()
    }
}

/// A one-round game (players 1, 2, 3; player 0 sits out) from `preset`
/// under `rules`.
pub(super) fn game_with(rules: Rules, preset: Preset) -> Fireworks {
    let options = FireworksOptions {
        rules,
        rounds: 1,
        preset: Some(preset),
        ..FireworksOptions::default()
    };
    preset_is_valid(&options);
    Fireworks::new(&options, 7).0
}

/// A one-round CodinGame game from `preset`.
pub(super) fn game(preset: Preset) -> Fireworks {
    game_with(Rules::CODINGAME, preset)
}

fn preset_is_valid(options: &FireworksOptions) {
    if let Some(preset) = &options.preset {
        preset
            .validate(options.rules, Layout::of(options))
            .expect("a valid test preset");
    }
}

/// A preset whose deck is exactly `deck` (every other card discarded).
pub(super) fn short_deck(hands: [&str; 3], deck: &str, fireworks: [u8; 5]) -> Preset {
    Preset {
        hands: hands.map(cards).to_vec(),
        deck: cards(deck),
        rest: Rest::Discarded,
        fireworks: fireworks.to_vec(),
        ..Preset::default()
    }
}

/// Applies `action` for the seat to act and returns the events.
pub(super) fn act(game: &mut Fireworks, action: FireworksAction) -> Vec<FireworksEvent> {
    let seat = game.to_act()[0];
    game.apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} by {seat} refused: {e}"))
}

/// A hint to `to` about `clue`.
pub(super) fn hint(to: Seat, clue: Clue) -> FireworksAction {
    FireworksAction::Hint { to, clue }
}

/// Names for explanations: Alice sits round 1 out; Bob, Celia and David
/// play it.
pub(super) fn names() -> Vec<String> {
    ["Alice", "Bob", "Celia", "David"]
        .map(String::from)
        .to_vec()
}

/// The hands of the usual test round: Bob, Celia, David.
pub(super) const HANDS: [&str; 3] = ["R1 W1 B1 G1 Y1", "R2 W3 R3 B4 R5", "G2 Y2 B2 W2 G5"];

/// A standard table of `n` players with `deck` (rule 20 and on), from a
/// preset when given (one hand a player), else dealt from `seed`.
pub(super) fn table(n: usize, deck: Deck, preset: Option<Preset>, seed: u64) -> Fireworks {
    let mut options = table_options(n, deck);
    if let Some(preset) = &preset {
        preset
            .validate(options.rules, Layout::of(&options))
            .expect("a valid test preset");
    }
    options.preset = preset;
    Fireworks::new(&options, seed).0
}

/// A preset for a standard table: one hand of short names a player and
/// the top of the deck (the rest shuffled under it).
pub(super) fn table_preset(hands: &[&str], deck: &str) -> Preset {
    Preset {
        hands: hands.iter().map(|h| cards(h)).collect(),
        deck: cards(deck),
        ..Preset::default()
    }
}

/// The options of a standard table of `n` players with `deck`.
pub(super) fn table_options(n: usize, deck: Deck) -> FireworksOptions {
    let mut options = FireworksOptions::preset("standard").expect("a preset");
    options.players = Some(n as u8);
    options.deck = deck;
    options
}
