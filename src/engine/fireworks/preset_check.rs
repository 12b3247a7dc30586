//! The checks of a preset Fireworks round: every problem named by the
//! studio editor's control it belongs to ([`preset_problems`]), or only
//! whether there is one ([`preset_is_valid`], what a game's start asks).

use super::actions::slot_letter;
use super::cards::{Card, Colour, KindCounts};
use super::deck::Deck;
use super::options::{Known, Layout, Preset, Rest, Rules};
use crate::engine::study::setup::{AnyProblem, Problems, SetupProblem};

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
            format!("{players} hands are needed, not {}", preset.hands.len())
        });
    }
    if preset.mistakes.len() > players {
        out.add(
            || "mistakes".into(),
            || {
                format!(
                    "mistakes are given for {} players, but {players} play",
                    preset.mistakes.len()
                )
            },
        );
    }
    let mut heights_ok = true;
    for (index, &height) in preset.fireworks.iter().enumerate() {
        if index >= Colour::ALL.len() {
            heights_ok = false;
            out.add(String::new, || {
                format!(
                    "{} fireworks are given, but the deck has {colours} colours",
                    preset.fireworks.len()
                )
            });
            break;
        }
        let name = Colour::ALL[index].name();
        if index >= colours && height > 0 {
            heights_ok = false;
            out.add(
                || format!("firework {name}"),
                || format!("this deck has no {name} cards, so no {name} firework"),
            );
        } else if height > 5 {
            heights_ok = false;
            out.add(
                || format!("firework {name}"),
                || format!("the {name} firework cannot be at {height}"),
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
                || {
                    format!(
                        "hand {} must hold {} cards, not {}",
                        id + 1,
                        layout.hand_size,
                        hand.len()
                    )
                },
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
            || "the deck must hold at least one card".into(),
        );
    }
    if preset.tokens.is_some_and(|t| t > rules.max_tokens) {
        out.add(
            || "tokens".into(),
            || format!("at most {} tokens", rules.max_tokens),
        );
    }
    let mistakes: u32 = preset.mistakes.iter().map(|&m| u32::from(m)).sum();
    if mistakes > u32::from(rules.mistakes_allowed) {
        out.add(
            || "mistakes".into(),
            || {
                format!(
                    "at most {} mistakes can already be made: mistake {} ends the game",
                    rules.mistakes_allowed,
                    rules.fatal_mistake()
                )
            },
        );
    }
    if usize::from(preset.first) >= players {
        out.add(
            || "first".into(),
            || {
                format!(
                    "there are {players} players: player {} cannot play first",
                    usize::from(preset.first) + 1
                )
            },
        );
    }
    if preset.known.len() > preset.hands.len() {
        out.add(String::new, || {
            format!(
                "knowledge is given for {} hands, but there are {}",
                preset.known.len(),
                preset.hands.len()
            )
        });
    }
    for (id, (known, hand)) in preset.known.iter().zip(&preset.hands).enumerate() {
        let part = || format!("knowledge {}", id + 1);
        if known.len() > hand.len() {
            out.add(part, || {
                format!(
                    "hand {} holds {} cards, not {}",
                    id + 1,
                    hand.len(),
                    known.len()
                )
            });
        }
        for (slot, (&what, &card)) in known.iter().zip(hand).enumerate() {
            if let Some(fault) = knowledge_fault(what, card, layout) {
                out.add(part, || {
                    let name = format!("card {} of hand {}", slot_letter(slot), id + 1);
                    fault.say(&name, card)
                });
            }
        }
    }
    let complete =
        preset.fireworks.len() >= colours && preset.fireworks[..colours].iter().all(|&h| h == 5);
    if heights_ok && complete {
        out.add(String::new, || {
            "every firework is complete: the game is already over".into()
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
    /// The part of the editor ("firework red", "hand 2", "deck").
    fn name(self) -> String {
        match self {
            Place::Firework(colour) => format!("firework {}", colour.name()),
            Place::Hand(id) => format!("hand {}", id + 1),
            Place::Deck => "deck".into(),
            Place::Discards => "discards".into(),
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
            || format!("{card} is not in this deck (it has no multicolour cards)"),
        );
    } else if left[kind] == 0 {
        out.add(
            || place.name(),
            || {
                format!(
                    "{card} is used more often than the deck holds it ({} copies; one too many at: {})",
                    card.copies(),
                    place.name()
                )
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
    fn say(self, name: &str, card: Card) -> String {
        match self {
            KnowledgeFault::NoSuchColour(colour) => format!(
                "{name} cannot be known to be {}: this deck has no {} cards",
                colour.name(),
                colour.name()
            ),
            KnowledgeFault::NoSuchLevel(level) => {
                format!("{name} cannot be known to be a {level}: levels are 1 to 5")
            }
            KnowledgeFault::OtherLevel(level) => {
                format!("{name} is a {}, not a {level}", card.level)
            }
            KnowledgeFault::OtherColour(colour) => {
                format!("{name} is {}, not {}", card.colour.name(), colour.name())
            }
        }
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
