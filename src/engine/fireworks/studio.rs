//! What the studio's position editor needs of Fireworks: every problem of
//! a preset round, named by the control it belongs to, and what a
//! teacher can mark on the table.

use super::actions::slot_letter;
use super::cards::{Card, Colour};
use super::options::{FireworksOptions, Known, Layout, Preset, Rest, Rules};
use super::state::Fireworks;
use crate::engine::study::setup::{SetupProblem, Studio};

/// Every problem of `preset` under `rules` and `layout`, in the order
/// [`Preset::validate`] checks them (its error is the first one's
/// message). Parts as [`Fireworks`]'s [`Studio`] implementation lists
/// them; hands and knowledge are numbered from 1 in round-id order.
pub fn preset_problems(preset: &Preset, rules: Rules, layout: Layout) -> Vec<SetupProblem> {
    let mut problems = Vec::new();
    let mut problem = |part: String, message: String| {
        problems.push(SetupProblem::new(part, message));
    };
    let deck = layout.deck;
    let players = layout.players(0).len();
    let colours = deck.colour_count();
    if preset.hands.len() != players {
        problem(
            String::new(),
            format!("{players} hands are needed, not {}", preset.hands.len()),
        );
    }
    if preset.mistakes.len() > players {
        problem(
            "mistakes".into(),
            format!(
                "mistakes are given for {} players, but {players} play",
                preset.mistakes.len()
            ),
        );
    }
    let mut heights_ok = true;
    for (index, &height) in preset.fireworks.iter().enumerate() {
        if index >= Colour::ALL.len() {
            heights_ok = false;
            problem(
                String::new(),
                format!(
                    "{} fireworks are given, but the deck has {colours} colours",
                    preset.fireworks.len()
                ),
            );
            break;
        }
        let name = Colour::ALL[index].name();
        if index >= colours && height > 0 {
            heights_ok = false;
            problem(
                format!("firework {name}"),
                format!("this deck has no {name} cards, so no {name} firework"),
            );
        } else if height > 5 {
            heights_ok = false;
            problem(
                format!("firework {name}"),
                format!("the {name} firework cannot be at {height}"),
            );
        }
    }
    // Every card listed, where it lies; a copy more than the deck holds
    // is a problem of the place that lists it.
    let mut left = deck.counts();
    let mut take = |card: Card, part: &str, problems: &mut Vec<SetupProblem>| {
        let count = &mut left[card.kind()];
        if deck.counts()[card.kind()] == 0 {
            problems.push(SetupProblem::new(
                part,
                format!("{card} is not in this deck (it has no multicolour cards)"),
            ));
        } else if *count == 0 {
            problems.push(SetupProblem::new(
                part,
                format!(
                    "{card} is used more often than the deck holds it ({} copies; one too many at: {part})",
                    card.copies()
                ),
            ));
        } else {
            *count -= 1;
        }
    };
    for (colour, &height) in Colour::ALL.iter().zip(&preset.fireworks).take(colours) {
        let part = format!("firework {}", colour.name());
        for level in 1..=height.min(5) {
            take(Card::new(*colour, level), &part, &mut problems);
        }
    }
    for (id, hand) in preset.hands.iter().enumerate() {
        let part = format!("hand {}", id + 1);
        if hand.len() != layout.hand_size {
            problems.push(SetupProblem::new(
                part.clone(),
                format!(
                    "hand {} must hold {} cards, not {}",
                    id + 1,
                    layout.hand_size,
                    hand.len()
                ),
            ));
        }
        for &card in hand {
            take(card, &part, &mut problems);
        }
    }
    for &card in &preset.deck {
        take(card, "deck", &mut problems);
    }
    for &card in &preset.discards {
        take(card, "discards", &mut problems);
    }
    let unlisted: usize = left.iter().map(|&c| usize::from(c)).sum();
    let cards_in_deck = preset.deck.len()
        + if preset.rest == Rest::Shuffled {
            unlisted
        } else {
            0
        };
    let mut problem = |part: &str, message: String| {
        problems.push(SetupProblem::new(part, message));
    };
    if cards_in_deck == 0 {
        problem("deck", "the deck must hold at least one card".into());
    }
    if preset.tokens.is_some_and(|t| t > rules.max_tokens) {
        problem("tokens", format!("at most {} tokens", rules.max_tokens));
    }
    let mistakes: u32 = preset.mistakes.iter().map(|&m| u32::from(m)).sum();
    if mistakes > u32::from(rules.mistakes_allowed) {
        problem(
            "mistakes",
            format!(
                "at most {} mistakes can already be made: mistake {} ends the game",
                rules.mistakes_allowed,
                rules.fatal_mistake()
            ),
        );
    }
    if usize::from(preset.first) >= players {
        problem(
            "first",
            format!(
                "there are {players} players: player {} cannot play first",
                usize::from(preset.first) + 1
            ),
        );
    }
    if preset.known.len() > preset.hands.len() {
        problem(
            "",
            format!(
                "knowledge is given for {} hands, but there are {}",
                preset.known.len(),
                preset.hands.len()
            ),
        );
    }
    for (id, (known, hand)) in preset.known.iter().zip(&preset.hands).enumerate() {
        let part = format!("knowledge {}", id + 1);
        if known.len() > hand.len() {
            problem(
                &part,
                format!(
                    "hand {} holds {} cards, not {}",
                    id + 1,
                    hand.len(),
                    known.len()
                ),
            );
        }
        for (slot, (&what, &card)) in known.iter().zip(hand).enumerate() {
            let name = format!("card {} of hand {}", slot_letter(slot), id + 1);
            if let Some(message) = knowledge_problem(what, card, &name, layout) {
                problem(&part, message);
            }
        }
    }
    let complete =
        preset.fireworks.len() >= colours && preset.fireworks[..colours].iter().all(|&h| h == 5);
    if heights_ok && complete {
        problem(
            "",
            "every firework is complete: the game is already over".into(),
        );
    }
    problems
}

/// What is wrong with knowing `what` of `card` (called `name`, "card B
/// of hand 2") at a table of `layout`, if anything: a colour not in the
/// deck, a level outside 1..=5, or knowledge the card contradicts (under
/// rainbow a known colour allows that colour or MULTICOLOR).
fn knowledge_problem(what: Known, card: Card, name: &str, layout: Layout) -> Option<String> {
    let deck = layout.deck;
    if let Some(colour) = what.colour {
        if !deck.colours().contains(&colour) {
            return Some(format!(
                "{name} cannot be known to be {}: this deck has no {} cards",
                colour.name(),
                colour.name()
            ));
        }
    }
    if let Some(level) = what.level {
        if !(1..=5).contains(&level) {
            return Some(format!(
                "{name} cannot be known to be a {level}: levels are 1 to 5"
            ));
        }
        if card.level != level {
            return Some(format!("{name} is a {}, not a {level}", card.level));
        }
    }
    if let Some(colour) = what.colour {
        let hints = Known {
            colour: Some(colour),
            level: None,
        }
        .hints(deck);
        if !hints.allows(card) {
            return Some(format!(
                "{name} is {}, not {}",
                card.colour.name(),
                colour.name()
            ));
        }
    }
    None
}

/// The editor's parts: "hand 1".."hand N" (round-id order, from 1),
/// "deck", "firework <colour>" ([`Colour::name`]: "firework red",
/// "firework multicolour"), "discards", "tokens", "mistakes", "first"
/// (the round id who plays first), "knowledge 1".."knowledge N" (what
/// the hints have revealed of hand N's cards) and "" for the table as a
/// whole (the number of hands, of fireworks or of knowledge lists, and a
/// game already over because every firework is complete). A table whose
/// mistakes reach the fatal one is refused on "mistakes".
impl Studio for Fireworks {
    fn setup_problems(options: &FireworksOptions) -> Vec<SetupProblem> {
        match &options.preset {
            Some(preset) => preset_problems(preset, options.rules, Layout::of(options)),
            None => Vec::new(),
        }
    }

    /// "pile <colour>" for each colour in play (rule-1 order), then
    /// "card <seat> <slot>" for every card in a hand: the seat from 1 (a
    /// global seat, so the CodinGame round 1's first hand is seat 2's),
    /// the slot letter; round-id order, slots A..E.
    fn mark_targets(&self) -> Vec<String> {
        let round = self.round();
        let mut targets: Vec<String> = round
            .layout()
            .deck
            .colours()
            .iter()
            .map(|colour| format!("pile {}", colour.name()))
            .collect();
        for (id, hand) in round.hands.iter().enumerate() {
            let seat = round.players()[id] + 1;
            for (slot, card) in hand.iter().enumerate() {
                if card.is_some() {
                    targets.push(format!("card {seat} {}", slot_letter(slot)));
                }
            }
        }
        targets
    }
}
