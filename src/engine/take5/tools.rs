//! The referee's tools for 6 nimmt!: its rule sets (`--preset`: the
//! CodinGame game, the rules in the box to 66 cows, and known cards),
//! nothing else (no perft, not cooperative, no search statistics).

use super::options::Take5Options;
use super::state::Take5;
use crate::engine::tools::{GameTools, PresetFn, RuleSet};

impl GameTools for Take5 {
    const PRESETS: Option<PresetFn<Self>> = Some(Take5Options::preset);
    const RULE_SETS: &'static [RuleSet] = &[
        RuleSet {
            name: "codingame",
            title: "CodinGame rules: five rounds",
            summary: "Five rounds, each dealt from all 104 cards; the fewest cows after the fifth round wins.",
        },
        RuleSet {
            name: "to-66",
            title: "Boxed rules: to 66 cows",
            summary: "Rounds are played until someone has 66 or more cows at the end of a round; the fewest cows wins.",
        },
        RuleSet {
            name: "known-cards",
            title: "Known cards: to 66 cows",
            summary: "Only the cards 1 to 10 × players + 4 are used, so every card is dealt and you can count exactly which ones the others hold; played to 66 cows.",
        },
    ];
}
