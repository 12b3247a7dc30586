//! The checks of a preset Fireworks round: every problem named by the
//! studio editor's control it belongs to ([`preset_problems`]), or only
//! whether there is one ([`preset_is_valid`], what a game's start asks).

use super::actions::slot_letter;
use super::cards::{Card, Colour, KindCounts};
use super::deck::Deck;
use super::options::{Known, Layout, Preset, Rest, Rules};
use crate::engine::study::setup::{AnyProblem, Problems, SetupProblem};
use crate::text::{t, Msg};

/// Every problem of `preset` under `rules` and `layout`, in the order
/// [`Preset::validate`] checks them (its error is the first one's
/// message). Parts as [`Fireworks`]'s [`Studio`] implementation lists
/// them; hands and knowledge are numbered from 1 in round-id order.
pub fn preset_problems(preset: &Preset, rules: Rules, layout: Layout) -> Vec<SetupProblem> {
    let mut problems = Vec::new();
    report(preset, rules, layout, &mut problems);
    problems
}

/// Whether a round can start from `preset` (what [`preset_problems`]
/// finds, without its words).
pub fn preset_is_valid(preset: &Preset, rules: Rules, layout: Layout) -> bool {
    let mut any = AnyProblem::default();
    report(preset, rules, layout, &mut any);
    !any.0
}

/// Reports every problem of `preset` to `out` (see [`preset_problems`]).
fn report(preset: &Preset, rules: Rules, layout: Layout, out: &mut impl Problems) {
    let deck = layout.deck;
    let players = layout.players(0).len();
    let colours = deck.colour_count();
    if preset.hands.len() != players {
        out.add(String::new, || {
            t::fireworks_error_hands_count(players, preset.hands.len()).to_string()
        });
    }
    if preset.mistakes.len() > players {
        out.add(
            || "mistakes".into(),
            || t::fireworks_error_mistakes_players(preset.mistakes.len(), players).to_string(),
        );
    }
    let mut heights_ok = true;
    for (index, &height) in preset.fireworks.iter().enumerate() {
        if index >= Colour::ALL.len() {
            heights_ok = false;
            out.add(String::new, || {
                t::fireworks_error_fireworks_count(preset.fireworks.len(), colours).to_string()
            });
            break;
        }
        let colour = Colour::ALL[index];
        let name = colour.name();
        if index >= colours && height > 0 {
            heights_ok = false;
            out.add(
                || format!("firework {name}"),
                || {
                    t::fireworks_error_no_colour_firework(
                        colour.card_msg(true),
                        colour.firework_msg(),
                    )
                    .to_string()
                },
            );
        } else if height > 5 {
            heights_ok = false;
            out.add(
                || format!("firework {name}"),
                || t::fireworks_error_height(colour.firework_msg(), height).to_string(),
            );
        }
    }
    // Every card listed, where it lies; a copy more than the deck holds
    // is a problem of the place that lists it.
    let mut left = deck.counts();
    for (colour, &height) in Colour::ALL.iter().zip(&preset.fireworks).take(colours) {
        for level in 1..=height.min(5) {
            count(
                Card::new(*colour, level),
                Place::Firework(*colour),
                deck,
                &mut left,
                out,
            );
        }
    }
    for (id, hand) in preset.hands.iter().enumerate() {
        if hand.len() != layout.hand_size {
            out.add(
                || Place::Hand(id).name(),
                || t::fireworks_error_hand_size(id + 1, layout.hand_size, hand.len()).to_string(),
            );
        }
        for &card in hand {
            count(card, Place::Hand(id), deck, &mut left, out);
        }
    }
    for &card in &preset.deck {
        count(card, Place::Deck, deck, &mut left, out);
    }
    for &card in &preset.discards {
        count(card, Place::Discards, deck, &mut left, out);
    }
    let unlisted: usize = left.iter().map(|&c| usize::from(c)).sum();
    let cards_in_deck = preset.deck.len()
        + if preset.rest == Rest::Shuffled {
            unlisted
        } else {
            0
        };
    if cards_in_deck == 0 {
        out.add(
            || "deck".into(),
            || t::fireworks_error_deck_needs_card().to_string(),
        );
    }
    if preset.tokens.is_some_and(|t| t > rules.max_tokens) {
        out.add(
            || "tokens".into(),
            || t::fireworks_error_max_tokens(rules.max_tokens).to_string(),
        );
    }
    let mistakes: u32 = preset.mistakes.iter().map(|&m| u32::from(m)).sum();
    if mistakes > u32::from(rules.mistakes_allowed) {
        out.add(
            || "mistakes".into(),
            || {
                t::fireworks_error_max_mistakes(rules.mistakes_allowed, rules.fatal_mistake())
                    .to_string()
            },
        );
    }
    if usize::from(preset.first) >= players {
        out.add(
            || "first".into(),
            || t::fireworks_error_first(players, usize::from(preset.first) + 1).to_string(),
        );
    }
    if preset.known.len() > preset.hands.len() {
        out.add(String::new, || {
            t::fireworks_error_knowledge_hands(preset.known.len(), preset.hands.len()).to_string()
        });
    }
    for (id, (known, hand)) in preset.known.iter().zip(&preset.hands).enumerate() {
        let part = || format!("knowledge {}", id + 1);
        if known.len() > hand.len() {
            out.add(part, || {
                t::fireworks_error_knowledge_size(id + 1, hand.len(), known.len()).to_string()
            });
        }
        for (slot, (&what, &card)) in known.iter().zip(hand).enumerate() {
            if let Some(fault) = knowledge_fault(what, card, layout) {
                out.add(part, || {
                    let name =
                        t::fireworks_error_card_of_hand(slot_letter(slot).to_string(), id + 1);
                    fault.say(name, card)
                });
            }
        }
    }
    let complete =
        preset.fireworks.len() >= colours && preset.fireworks[..colours].iter().all(|&h| h == 5);
    if heights_ok && complete {
        out.add(String::new, || {
            t::fireworks_error_already_over().to_string()
        });
    }
}

/// Where a card of a preset lies, in the editor's words.
#[derive(Clone, Copy)]
enum Place {
    Firework(Colour),
    Hand(usize),
    Deck,
    Discards,
}

impl Place {
    /// The part of the editor ("firework red", "hand 2", "deck"): the
    /// control a problem belongs to, in the words the editor matches.
    fn name(self) -> String {
        match self {
            Place::Firework(colour) => format!("firework {}", colour.name()),
            Place::Hand(id) => format!("hand {}", id + 1),
            Place::Deck => "deck".into(),
            Place::Discards => "discards".into(),
        }
    }

    /// Where the card lies, in the reader's language ("firework red").
    fn msg(self) -> Msg {
        match self {
            Place::Firework(colour) => t::fireworks_error_place_firework(colour.name_msg()),
            Place::Hand(id) => t::fireworks_error_place_hand(id + 1),
            Place::Deck => t::fireworks_error_place_deck(),
            Place::Discards => t::fireworks_error_place_discards(),
        }
    }
}

/// Counts `card` off what `deck` still holds (`left`), reporting a card
/// the deck has no copy of, or one more copy than it holds, on `place`.
fn count(card: Card, place: Place, deck: Deck, left: &mut KindCounts, out: &mut impl Problems) {
    let kind = card.kind();
    if deck.counts()[kind] == 0 {
        out.add(
            || place.name(),
            || t::fireworks_error_not_in_deck(card.msg()).to_string(),
        );
    } else if left[kind] == 0 {
        out.add(
            || place.name(),
            || {
                t::fireworks_error_too_many_copies(card.msg(), card.copies(), place.msg())
                    .to_string()
            },
        );
    } else {
        left[kind] -= 1;
    }
}

/// What is wrong with what hints revealed of a card.
#[derive(Clone, Copy)]
enum KnowledgeFault {
    /// A colour the deck does not have.
    NoSuchColour(Colour),
    /// A level outside 1..=5.
    NoSuchLevel(u8),
    /// The card has another level.
    OtherLevel(u8),
    /// The card has another colour (under rainbow, neither that colour
    /// nor MULTICOLOR).
    OtherColour(Colour),
}

impl KnowledgeFault {
    /// The fault in words, of the card called `name` ("card B of hand 2").
    fn say(self, name: Msg, card: Card) -> String {
        match self {
            KnowledgeFault::NoSuchColour(colour) => t::fireworks_error_known_no_colour(
                name,
                colour.card_msg(false),
                colour.card_msg(true),
            ),
            KnowledgeFault::NoSuchLevel(level) => t::fireworks_error_known_no_level(name, level),
            KnowledgeFault::OtherLevel(level) => {
                t::fireworks_error_known_other_level(name, card.level, level)
            }
            KnowledgeFault::OtherColour(colour) => t::fireworks_error_known_other_colour(
                name,
                card.colour.card_msg(false),
                colour.card_msg(false),
            ),
        }
        .to_string()
    }
}

/// What is wrong with knowing `what` of `card` at a table of `layout`,
/// if anything: a colour not in the deck, a level outside 1..=5, or
/// knowledge the card contradicts (under rainbow a known colour allows
/// that colour or MULTICOLOR).
fn knowledge_fault(what: Known, card: Card, layout: Layout) -> Option<KnowledgeFault> {
    let deck = layout.deck;
    if let Some(colour) = what.colour {
        if !deck.colours().contains(&colour) {
            return Some(KnowledgeFault::NoSuchColour(colour));
        }
    }
    if let Some(level) = what.level {
        if !(1..=5).contains(&level) {
            return Some(KnowledgeFault::NoSuchLevel(level));
        }
        if card.level != level {
            return Some(KnowledgeFault::OtherLevel(level));
        }
    }
    if let Some(colour) = what.colour {
        let hints = Known {
            colour: Some(colour),
            level: None,
        }
        .hints(deck);
        if !hints.allows(card) {
            return Some(KnowledgeFault::OtherColour(colour));
        }
    }
    None
}

impl Preset {
    /// Checks the preset against `rules` and `layout`: one hand per
    /// player, full hands, a deck of at least one card, heights 0..5 of
    /// the colours in play, tokens and mistakes within the rules, no card
    /// used more often than the deck holds it, a first player of the
    /// round and knowledge that agrees with the cards. The error says
    /// what is wrong (the first of [`preset_problems`]).
    pub fn validate(&self, rules: Rules, layout: Layout) -> Result<(), String> {
        match preset_problems(self, rules, layout).into_iter().next() {
            Some(problem) => Err(problem.message),
            None => Ok(()),
        }
    }
}
