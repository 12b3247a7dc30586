//! What the studio's position editor asks of a game: whether a set-up
//! table can be played (each problem named beside the part of the table
//! it concerns, so the editor shows it next to that control), and what a
//! teacher can highlight on a table. Each game implements [`Studio`] in
//! its own folder; the studio knows no rules.

use std::fmt;

use super::super::game::Game;
use crate::text::t;

/// One thing wrong with a set-up table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupProblem {
    /// The part of the table it concerns, in the game's own words and the
    /// names its editor gives its controls ("row 2", "hand 3", "tokens",
    /// "point d5"); empty for the table as a whole.
    pub part: String,
    /// What is wrong, in a sentence a teacher understands ("55 is in two
    /// places: row 1 and hand 2").
    pub message: String,
}

impl SetupProblem {
    /// A problem of `part`.
    pub fn new(part: impl Into<String>, message: impl Into<String>) -> SetupProblem {
        SetupProblem {
            part: part.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.part.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}", t::study_setup_problem(&self.part, &self.message))
        }
    }
}

/// A game whose tables the studio can set up and mark.
pub trait Studio: Game {
    /// Every problem of the set-up table `options` describes (its preset
    /// position under its rules), each naming its part; empty when the
    /// game can start from it. Besides what [`Game::new`] refuses, this
    /// refuses a table whose game would already be over.
    fn setup_problems(options: &Self::Options) -> Vec<SetupProblem>;

    /// What a teacher can highlight in this state, by the names the
    /// game's board gives them ("row 2", "card 55", "pile red", "point
    /// d5"), in a stable order.
    fn mark_targets(&self) -> Vec<String>;
}

/// Where a set-up check reports what it finds: every problem in words
/// (the studio's editor, lesson links), or only whether there is one (a
/// game's start, which refuses a bad preset but has no one to tell, so
/// the page carries none of the words: the closures are never called).
pub trait Problems {
    /// A problem of the part `part` names, described by `message`.
    fn add(&mut self, part: impl FnOnce() -> String, message: impl FnOnce() -> String);
}

impl Problems for Vec<SetupProblem> {
    fn add(&mut self, part: impl FnOnce() -> String, message: impl FnOnce() -> String) {
        self.push(SetupProblem {
            part: part(),
            message: message(),
        });
    }
}

/// Whether any problem was found (no words kept).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AnyProblem(pub bool);

impl Problems for AnyProblem {
    fn add(&mut self, _: impl FnOnce() -> String, _: impl FnOnce() -> String) {
        self.0 = true;
    }
}
