//! The best result a game's deal allowed and the decisions after which it
//! fell, found by a solver that sees every card ([`FindsBest`]): the
//! coach's worker answers its `best` task with it, the screen shows it
//! once the reader sees every card (a spectator, a finished game), the
//! review marks the decisions it names and the end panel sets the result
//! against it. Every text is written where it is found, in the language
//! of the moment, so the page only picks lines by step.

use serde::{Deserialize, Serialize};

use crate::engine::agent::Clock;
use crate::engine::game::{Game, Seat};
use crate::engine::record::GameRecord;

/// The best result of each part of a game (a round), in words.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BestLeft {
    /// The game's parts in order.
    pub parts: Vec<BestPart>,
}

/// The best result of one part of a game (a round) and its falls.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestPart {
    /// The first record step of the part.
    pub first: usize,
    /// The record step after its last (the record's length while it is
    /// being played).
    pub end: usize,
    /// The best the deal allowed at the part's start, in one sentence
    /// ("Best score this deal allows: 24 (…)").
    pub words: String,
    /// That best as a number: the best result a line was found for.
    pub score: u64,
    /// The most it could be: `score` when the solver proved it, else
    /// the upper bound it proved.
    pub bound: u64,
    /// The result against that best once the part is over ("Round 1: 21
    /// of the 24 this deal allowed"), for the end panel.
    pub result: Option<String>,
    /// Each step after which the best left fell, in order.
    pub drops: Vec<BestDrop>,
}

/// One decision after which the best result left fell.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestDrop {
    /// The record step.
    pub step: usize,
    /// Who decided.
    pub seat: Seat,
    /// What fell and why, in one sentence ("A perfect score is no longer
    /// possible: the last Yellow 4 was discarded.").
    pub words: String,
}

impl BestLeft {
    /// The part that holds record step `step` (the last part past the
    /// end).
    pub fn part_at(&self, step: usize) -> Option<&BestPart> {
        self.parts
            .iter()
            .find(|part| step >= part.first && step < part.end)
            .or_else(|| self.parts.last().filter(|part| step >= part.end))
    }

    /// The fall at record step `step`, if the best fell there.
    pub fn drop_at(&self, step: usize) -> Option<&BestDrop> {
        self.parts
            .iter()
            .flat_map(|part| &part.drops)
            .find(|drop| drop.step == step)
    }

    /// Every finished part's result against its best, in order.
    pub fn results(&self) -> Vec<String> {
        self.parts
            .iter()
            .filter_map(|part| part.result.clone())
            .collect()
    }
}

/// A game whose deal a solver that sees every card can judge: the best
/// result it allowed and the decisions that lowered it. None by default
/// (a game of perfect information, or one without such a solver).
pub trait FindsBest: Game {
    /// Whether the game has such a solver (`best_left` answers for every
    /// record that replays): the screen asks the coach's worker for it
    /// only then.
    const HAS_SOLVER: bool = false;

    /// The best of `record`'s deal and its falls, words written in the
    /// language of the moment with seats named by `names`, each question
    /// answered within the game's own budget on `clock`; `None`: the game
    /// has no such solver, or the record does not replay.
    fn best_left(
        record: &GameRecord<Self>,
        names: &[String],
        clock: &dyn Clock,
    ) -> Option<BestLeft> {
        let _ = (record, names, clock);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{BestDrop, BestLeft, BestPart};

    fn part(first: usize, end: usize, drops: &[usize]) -> BestPart {
        BestPart {
            first,
            end,
            words: format!("part {first}"),
            score: 20,
            bound: 21,
            result: (end < 20).then(|| format!("result {first}")),
            drops: drops
                .iter()
                .map(|&step| BestDrop {
                    step,
                    seat: 0,
                    words: format!("drop {step}"),
                })
                .collect(),
        }
    }

    #[test]
    fn a_step_finds_its_part_and_its_fall() {
        let best = BestLeft {
            parts: vec![part(0, 10, &[3]), part(10, 25, &[12, 20])],
        };
        assert_eq!(best.part_at(0).map(|p| p.first), Some(0));
        assert_eq!(best.part_at(9).map(|p| p.first), Some(0));
        assert_eq!(best.part_at(10).map(|p| p.first), Some(10));
        assert_eq!(best.part_at(40).map(|p| p.first), Some(10));
        assert_eq!(best.drop_at(12).map(|d| d.words.as_str()), Some("drop 12"));
        assert_eq!(best.drop_at(11), None);
        assert_eq!(best.results(), vec!["result 0".to_owned()]);
    }
}
