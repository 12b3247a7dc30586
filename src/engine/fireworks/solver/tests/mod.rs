//! The solver against a brute-force search on small hand-made decks, its
//! lines replayed through the engine, its bounds' reasons, and the
//! moments a hand-made game loses its best score.

mod brute;
mod moments;
mod own_hands;
mod said;

use super::super::cards::Card;
use super::super::options::{FireworksOptions, Preset, Rest};
use super::super::state::Fireworks;
use super::super::FireworksAction;
use super::position::{Deal, Position};
use crate::engine::agent::Budget;
use crate::engine::game::Game;
use crate::engine::record::{GameRecord, Step};
use crate::engine::rng::Pcg32;

/// A budget the small decks never exhaust.
fn plenty() -> Budget {
    Budget {
        time_ms: f64::INFINITY,
        max_work: Some(2_000_000),
    }
}

/// Cards from short names: `R1 W3`.
fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|name| Card::parse_short(name).unwrap_or_else(|| panic!("no card `{name}`")))
        .collect()
}

/// One round of `options` (made one round) with `preset`, checked valid.
fn preset_game(mut options: FireworksOptions, preset: Preset) -> Fireworks {
    options.rounds = 1;
    let layout = super::super::options::Layout::of(&options);
    preset
        .validate(options.rules, layout)
        .expect("a valid test preset");
    options.preset = Some(preset);
    Fireworks::new(&options, 1).0
}

/// A standard table of `players` with five colours.
fn table(players: u8) -> FireworksOptions {
    let mut options = FireworksOptions::preset("standard").expect("a preset");
    options.players = Some(players);
    options
}

/// A random small deck: random heights from 2 to 4, full hands, `deck`
/// cards to draw, every other card discarded, 0 to 2 tokens and at most
/// one mistake left (so an exhaustive search stays small).
fn small_deck(options: &FireworksOptions, seed: u64, deck: usize) -> Preset {
    let mut rng = Pcg32::with_stream(seed, 39);
    let colours = options.deck.colours();
    let fireworks: Vec<u8> = colours.iter().map(|_| 2 + rng.below(3) as u8).collect();
    let mut left: Vec<Card> = Vec::new();
    for (&colour, &height) in colours.iter().zip(&fireworks) {
        for level in 1..=5 {
            let card = Card::new(colour, level);
            let copies = card.copies() - u8::from(level <= height);
            left.extend((0..copies).map(|_| card));
        }
    }
    rng.shuffle(&mut left);
    let players = options.table().unwrap_or(3);
    let size = options.hand_size();
    let hands: Vec<Vec<Card>> = (0..players)
        .map(|p| left[p * size..(p + 1) * size].to_vec())
        .collect();
    let deck = left[players * size..players * size + deck].to_vec();
    Preset {
        hands,
        deck,
        rest: Rest::Discarded,
        fireworks,
        tokens: Some(rng.below(3) as u8),
        mistakes: vec![options.rules.mistakes_allowed - rng.below(2) as u8],
        ..Preset::default()
    }
}

/// A one-round standard table of two from `preset`, with these actions
/// by the players in turn from player 0.
fn record(preset: Preset, actions: &[FireworksAction]) -> GameRecord<Fireworks> {
    let mut options: FireworksOptions = table(2);
    options.preset = Some(preset);
    let mut record = GameRecord::<Fireworks>::new("fireworks", options, 1);
    record.steps = actions
        .iter()
        .enumerate()
        .map(|(turn, &action)| Step::Act {
            seat: turn % 2,
            action,
        })
        .collect();
    record
}

/// A standard table of two, every firework complete but yellow at
/// `yellow`, 3 tokens, with these hands and deck (every other card
/// discarded); player 0 acts first.
fn yellow_end(yellow: u8, hands: [&str; 2], deck: &str) -> Preset {
    Preset {
        hands: hands.iter().map(|h| cards(h)).collect(),
        deck: cards(deck),
        rest: Rest::Discarded,
        fireworks: vec![5, 5, 5, 5, yellow],
        tokens: Some(3),
        ..Preset::default()
    }
}

/// The solver's deal and position of a one-round game's start.
fn start_of(game: &Fireworks) -> (Deal, Position) {
    Deal::of_round(game.round(), game.rules())
}

/// The score a finished one-round game reached, in the solver's unit.
fn engine_score(game: &Fireworks) -> u32 {
    let result = game.results().last().expect("the round is over");
    if game.layout().table.is_some() {
        result.points[0] as u32
    } else {
        super::super::events::level_points(&result.heights)
    }
}

/// Plays `line` through the engine from `game` and returns the end.
fn replayed(game: &Fireworks, line: &[super::super::FireworksAction]) -> Fireworks {
    let mut end = game.clone();
    for action in line {
        let seat = end.to_act()[0];
        end.apply(seat, action)
            .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    }
    assert!(end.is_over(), "the line ends the round");
    end
}

#[test]
fn a_deal_from_a_seed_is_the_engines_deal() {
    let options = table(3);
    let (game, _) = Fireworks::start(&options, 11);
    let (deal, position) = start_of(&game);
    let engine_deck: Vec<u8> = game
        .round()
        .deck
        .iter()
        .rev()
        .map(|id| id.card().kind() as u8)
        .collect();
    assert_eq!(deal.deck, engine_deck);
    assert_eq!(position.tokens, 8);
    assert_eq!(deal.players, vec![0, 1, 2]);
    assert_eq!(deal.perfect(), 25);
}
