//! The referee's tools for Fireworks: its named rules presets (the
//! CodinGame game, the standard Hanabi table, six colours, rainbow) and,
//! as a cooperative game, its team figures ([`super::team`]).

use super::options::FireworksOptions;
use super::state::Fireworks;
use crate::engine::team::TeamTool;
use crate::engine::tools::{GameTools, PresetFn, RuleSet};

impl GameTools for Fireworks {
    const PRESETS: Option<PresetFn<Self>> = Some(FireworksOptions::preset);
    const RULE_SETS: &'static [RuleSet] = &[
        RuleSet {
            name: "codingame",
            title: "CodinGame Fireworks",
            summary: "Four players, four rounds of three; 12 information tokens, the fourth mistake ends a round, three more turns each after the last card; 10 + the levels played − your own mistakes.",
        },
        RuleSet {
            name: "standard",
            title: "Hanabi, standard rules",
            summary: "One game of 2 to 5 players (hands of 5, or 4 from four players); 8 tokens, the third mistake ends the game with 0, one more turn each after the last card; the team scores the fireworks' height out of 25.",
        },
        RuleSet {
            name: "standard-6-colours",
            title: "Hanabi with a sixth colour",
            summary: "The standard rules with ten MULTICOLOR cards (60 in all) as an ordinary sixth colour that hints may name; out of 30.",
        },
        RuleSet {
            name: "standard-rainbow",
            title: "Hanabi with rainbow cards",
            summary: "The standard rules with ten MULTICOLOR cards that every colour hint touches and no hint names; out of 30.",
        },
    ];
    const TEAM: Option<TeamTool<Self>> = Some(TeamTool::of());
}
