//! Marks: how bad a decision was, from its loss against the best move.

use serde::{Deserialize, Serialize};

/// A decision's mark, from best to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// The seat had one legal move: nothing to judge.
    Forced,
    /// Within the inaccuracy threshold of the best move.
    Good,
    /// Lost at least the inaccuracy threshold.
    Inaccuracy,
    /// Lost at least the mistake threshold.
    Mistake,
    /// Lost at least the blunder threshold.
    Blunder,
}

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 5] = [
        Mark::Forced,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
    ];

    /// The mark's word for a person ("inaccuracy").
    pub fn word(self) -> &'static str {
        match self {
            Mark::Forced => "only move",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The short sign lichess made familiar: `?!`, `?`, `??` (none for a
    /// good or forced move).
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Forced | Mark::Good => "",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// Whether a practice session asks this decision again (a mistake or
    /// a blunder).
    pub fn is_to_practise(self) -> bool {
        matches!(self, Mark::Mistake | Mark::Blunder)
    }
}

/// The losses at which a decision becomes an inaccuracy, a mistake and a
/// blunder, in the game's loss unit (each at least the one before).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thresholds {
    /// The least loss marked an inaccuracy.
    pub inaccuracy: f64,
    /// The least loss marked a mistake.
    pub mistake: f64,
    /// The least loss marked a blunder.
    pub blunder: f64,
}

impl Thresholds {
    /// The mark of a decision that lost `loss` among `choices` legal
    /// moves.
    pub fn mark(&self, loss: f64, choices: usize) -> Mark {
        if choices <= 1 {
            Mark::Forced
        } else if loss >= self.blunder {
            Mark::Blunder
        } else if loss >= self.mistake {
            Mark::Mistake
        } else if loss >= self.inaccuracy {
            Mark::Inaccuracy
        } else {
            Mark::Good
        }
    }

    /// The thresholds in words for the rules page: "an inaccuracy from
    /// 1, a mistake from 2.5, a blunder from 5 cows lost".
    pub fn describe(&self, unit: &str) -> String {
        format!(
            "an inaccuracy from {}, a mistake from {}, a blunder from {} {unit} lost",
            number(self.inaccuracy),
            number(self.mistake),
            number(self.blunder)
        )
    }
}

/// A threshold as a person writes it: `1`, `2.5`, `0.15`.
fn number(value: f64) -> String {
    let text = format!("{value:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}
