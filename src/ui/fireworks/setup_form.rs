//! The logic of the studio's Fireworks set-up editor, apart from its
//! Html so it runs natively: the table a new chapter starts from
//! ([`editable`]), the cards' notation in its text fields
//! ([`parse_cards`], [`cards_text`]), and each control's edit of the
//! options ([`Edit`], [`apply`]).

use crate::engine::fireworks::options::Layout;
use crate::engine::fireworks::{Card, Colour, Fireworks, FireworksOptions, Known, Preset, Rest};
use crate::engine::game::Seat;
use crate::text::t;

/// The table `options` start from with `seed`, as an editable preset:
/// the hands as dealt, the whole deck in drawing order (so the game from
/// the result with `seed` draws the same cards; the rest, once a teacher
/// shortens the list, is shuffled), every firework at 0, no discards, the
/// rules' tokens (`None`: the maximum), no mistakes, round id 0 first (as
/// the rules say) and nothing known. A set-up table is one round: the
/// CodinGame match keeps a single round (players 1, 2 and 3), since a
/// preset only sets the first round and later ones would be dealt anew.
/// Options that already hold a preset are returned as they are.
pub fn editable(options: &FireworksOptions, seed: u64) -> FireworksOptions {
    if options.preset.is_some() {
        return options.clone();
    }
    let options = options.clone().one_round();
    let (game, _) = Fireworks::start(&options, seed);
    let round = game.round();
    let preset = Preset {
        hands: round
            .hands
            .iter()
            .map(|hand| hand.iter().flatten().map(|c| c.card()).collect())
            .collect(),
        deck: round.deck.iter().rev().map(|id| id.card()).collect(),
        rest: Rest::Shuffled,
        fireworks: vec![0; options.deck.colour_count()],
        discards: Vec::new(),
        tokens: None,
        mistakes: vec![0; round.players.len()],
        first: 0,
        known: Vec::new(),
    };
    FireworksOptions {
        preset: Some(preset),
        ..options
    }
}

/// The preset the editor shows for `options`: theirs, or the table
/// [`editable`] makes of them with seed 0 when they hold none.
pub fn preset_of(options: &FireworksOptions) -> Preset {
    options
        .preset
        .clone()
        .or_else(|| editable(options, 0).preset)
        .unwrap_or_default()
}

/// Cards from a text field: short names (`R1 G3 B5 Y2 W4`, `M` for
/// multicolour, any case) or protocol words (`RED-3`), separated by
/// spaces or commas; empty text is no card. The error names every word
/// that is not a card. Whether the deck holds a card is the set-up
/// check's question, not this one.
pub fn parse_cards(text: &str) -> Result<Vec<Card>, String> {
    let mut cards = Vec::new();
    let mut wrong = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == ',') {
        if word.is_empty() {
            continue;
        }
        let upper = word.to_ascii_uppercase();
        match Card::parse_short(&upper).or_else(|| Card::parse(&upper)) {
            Some(card) => cards.push(card),
            None => wrong.push(format!("`{word}`")),
        }
    }
    if wrong.is_empty() {
        Ok(cards)
    } else {
        Err(t::ui_fireworks_setup_not_cards(wrong.len(), wrong.join(", ")).to_string())
    }
}

/// Cards as a text field shows them: short names separated by spaces.
pub fn cards_text(cards: &[Card]) -> String {
    cards
        .iter()
        .map(|card| card.short())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The canonical text of a card field's `text` (what [`cards_text`] makes
/// of its cards), or why it is not cards.
pub fn canonical_cards(text: &str) -> Result<String, String> {
    parse_cards(text).map(|cards| cards_text(&cards))
}

/// The seats of the set-up table's hands in round-id order, from 1 (the
/// numbers the board's marks use: the CodinGame round's first hand is
/// seat 2's, seat 1 sitting it out).
pub fn hand_seats(options: &FireworksOptions) -> Vec<Seat> {
    Layout::of(options)
        .players(0)
        .into_iter()
        .map(|seat| seat + 1)
        .collect()
}

/// One control's change to the set-up table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// The cards of the hand of round id `.0`.
    Hand(usize, Vec<Card>),
    /// The top of the deck, first drawn first.
    Deck(Vec<Card>),
    /// What becomes of the cards listed nowhere.
    Rest(Rest),
    /// A firework's height.
    Height(Colour, u8),
    /// The discard pile.
    Discards(Vec<Card>),
    /// Clue tokens on the table.
    Tokens(u8),
    /// The mistakes round id `.0` has made.
    Mistakes(usize, u8),
    /// The round id who plays first.
    First(u8),
    /// What the hints have revealed of card `.1` (slot from A = 0) of the
    /// hand of round id `.0`.
    Known(usize, usize, Known),
}

/// `options` after `edit`, as the editor hands them to the studio; every
/// other part stays as it was. Lists grow as an edit needs (a hand, a
/// firework or a player's mistakes beyond the end) and knowledge drops
/// its trailing "nothing known" entries, so the saved preset stays
/// small.
pub fn apply(options: &FireworksOptions, edit: Edit) -> FireworksOptions {
    let mut preset = preset_of(options);
    match edit {
        Edit::Hand(id, cards) => *grown(&mut preset.hands, id) = cards,
        Edit::Deck(cards) => preset.deck = cards,
        Edit::Rest(rest) => preset.rest = rest,
        Edit::Height(colour, height) => *grown(&mut preset.fireworks, colour.index()) = height,
        Edit::Discards(cards) => preset.discards = cards,
        Edit::Tokens(tokens) => preset.tokens = Some(tokens),
        Edit::Mistakes(id, made) => *grown(&mut preset.mistakes, id) = made,
        Edit::First(id) => preset.first = id,
        Edit::Known(id, slot, known) => {
            *grown(grown(&mut preset.known, id), slot) = known;
            for hand in &mut preset.known {
                while hand.last() == Some(&Known::default()) {
                    hand.pop();
                }
            }
            while preset.known.last().is_some_and(Vec::is_empty) {
                preset.known.pop();
            }
        }
    }
    FireworksOptions {
        preset: Some(preset),
        ..options.clone()
    }
}

/// The entry `index` of `list`, growing it with defaults to reach it.
fn grown<T: Default>(list: &mut Vec<T>, index: usize) -> &mut T {
    if list.len() <= index {
        list.resize_with(index + 1, T::default);
    }
    &mut list[index]
}

/// What the hints have revealed of card `slot` of the hand of round id
/// `id` (nothing when the preset does not say).
pub fn known_of(preset: &Preset, id: usize, slot: usize) -> Known {
    preset
        .known
        .get(id)
        .and_then(|hand| hand.get(slot))
        .copied()
        .unwrap_or_default()
}

/// The numbers a select offers: `0..=most`, and `current` too when it
/// lies beyond (a value the set-up check refuses stays visible).
pub fn number_choices(most: u8, current: u8) -> Vec<u8> {
    (0..=most.max(current))
        .filter(|&n| n <= most || n == current)
        .collect()
}

/// The colour a knowledge select's value names (its [`Colour::name`]);
/// `None` for "not known".
pub fn colour_named(value: &str) -> Option<Colour> {
    Colour::ALL.into_iter().find(|c| c.name() == value)
}

/// Where a studio mark is drawn on the board ([`crate::engine::study::setup::Studio::mark_targets`]'s
/// names): "pile red" is that colour's firework in the middle picture,
/// "card 2 A" the slot A of seat 2's hand (the hand's `data-seat`, from
/// 1, and the slot's `data-slot` letter); `None` for any other name.
pub fn mark_selector(target: &str) -> Option<String> {
    let words: Vec<&str> = target.split(' ').collect();
    match words.as_slice() {
        ["pile", name] => {
            let colour = Colour::ALL.into_iter().find(|c| c.name() == *name)?;
            Some(format!(".fw-middle .fw-firework.fw-{}", colour.name()))
        }
        ["card", seat, slot] => {
            let seat: usize = seat.parse().ok().filter(|&s| s >= 1)?;
            let slot = Some(*slot).filter(|s| matches!(*s, "A" | "B" | "C" | "D" | "E"))?;
            Some(format!(
                ".fw-hand[data-seat=\"{seat}\"] .fw-card-slot[data-slot=\"{slot}\"]"
            ))
        }
        _ => None,
    }
}
