//! What the studio's position editor needs of Fireworks: the problems of
//! a preset round ([`super::setup_check`]) and what a teacher can mark
//! on the table.

use super::actions::slot_letter;
use super::options::{FireworksOptions, Layout};
use super::setup_check::preset_problems;
use super::state::Fireworks;
use crate::engine::study::setup::{SetupProblem, Studio};

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
