//! Grades: how bad a decision was, from its loss against the best move
//! (shown as marks: "?!", "?", "??").

use serde::{Deserialize, Serialize};

use crate::text::{t, Arg, Msg};

/// A decision's grade, from best to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Grade {
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

impl Grade {
    /// Every grade, best first.
    pub const ALL: [Grade; 5] = [
        Grade::Forced,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The grade's word for a person ("inaccuracy"), in the language of
    /// the moment.
    pub fn word(self) -> Msg {
        match self {
            Grade::Forced => t::review_grade_forced(),
            Grade::Good => t::review_grade_good(),
            Grade::Inaccuracy => t::review_grade_inaccuracy(),
            Grade::Mistake => t::review_grade_mistake(),
            Grade::Blunder => t::review_grade_blunder(),
        }
    }

    /// The grade's key, as it is serialized (`"blunder"`): what a
    /// message's select picks its words by.
    pub fn key(self) -> &'static str {
        match self {
            Grade::Forced => "forced",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }

    /// The short sign lichess made familiar: `?!`, `?`, `??` (none for a
    /// good or forced move).
    pub fn sign(self) -> &'static str {
        match self {
            Grade::Forced | Grade::Good => "",
            Grade::Inaccuracy => "?!",
            Grade::Mistake => "?",
            Grade::Blunder => "??",
        }
    }

    /// Whether a practice session asks this decision again (a mistake or
    /// a blunder).
    pub fn is_to_practise(self) -> bool {
        matches!(self, Grade::Mistake | Grade::Blunder)
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
    /// The grade on a decision that lost `loss` among `choices` legal
    /// moves.
    pub fn grade(&self, loss: f64, choices: usize) -> Grade {
        if choices <= 1 {
            Grade::Forced
        } else if loss >= self.blunder {
            Grade::Blunder
        } else if loss >= self.mistake {
            Grade::Mistake
        } else if loss >= self.inaccuracy {
            Grade::Inaccuracy
        } else {
            Grade::Good
        }
    }

    /// The thresholds in words for the rules page, in the language of the
    /// moment: "an inaccuracy from 1, a mistake from 2.5, a blunder from
    /// 5 cows lost".
    pub fn describe(&self, unit: &str) -> String {
        t::review_thresholds(
            number(self.inaccuracy),
            number(self.mistake),
            number(self.blunder),
            unit,
        )
        .to_string()
    }
}

/// A threshold as a person writes it: `1`, `2.5`, `0.15` (at most two
/// decimals, none written that are zero).
fn number(value: f64) -> Arg {
    let hundredths = (value * 100.0).round() as i64;
    let places = match hundredths {
        h if h % 100 == 0 => 0,
        h if h % 10 == 0 => 1,
        _ => 2,
    };
    Arg::dec(value, places)
}
