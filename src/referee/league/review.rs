//! `league review`: the coach's review of one bot's decisions over its
//! last games ([`crate::engine::coach::review_seats`], as `referee
//! review` makes it for one game), added up: each game's accuracy and
//! marks, the totals, and the worst decisions with the better move.

use std::io::{self, Write};

use serde::Serialize;

use crate::engine::agent::{Budget, SystemClock};
use crate::engine::coach::{review_seats, Coach, Grade, SeatSummary};
use crate::referee::error::RefereeError;
use crate::referee::review::read_record;

/// One of a bot's games, as its review reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct BotGame {
    /// The game's id.
    pub id: i64,
    /// The bot's seat in it.
    pub seat: usize,
    /// The league's name of each seat's bot.
    pub names: Vec<String>,
    /// The game file.
    pub record: String,
}

/// Reviews a bot's games (its seat in each) for `league review`: with
/// each decision's work capped at `work` when given (the game's review
/// budget otherwise), keeping the `worst` worst decisions.
pub type LeagueReviewFn = fn(&[BotGame], Option<u64>, usize) -> Result<BotReview, RefereeError>;

/// One game of the bot, reviewed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameLine {
    /// The game's id in the league.
    pub game: i64,
    /// The bot's seat in it.
    pub seat: usize,
    /// Its figures in that game.
    #[serde(flatten)]
    pub summary: SeatSummary,
}

/// One of the bot's worst decisions.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WorstDecision {
    /// The game's id.
    pub game: i64,
    /// The record step (counted from 1, as `referee review` prints it).
    pub step: usize,
    /// Its mark.
    pub mark: Grade,
    /// What it lost against the better move, in the game's unit.
    pub loss: f64,
    /// The move played, in words.
    pub played: String,
    /// The better move, in words.
    pub better: String,
    /// Why it is better.
    pub why: String,
}

/// A bot's review over several games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotReview {
    /// The unit of every loss.
    pub loss_unit: String,
    /// The marks' thresholds, in words.
    pub thresholds: String,
    /// Each game, latest first.
    pub games: Vec<GameLine>,
    /// The figures of every game together.
    pub total: SeatSummary,
    /// The worst decisions, worst first.
    pub worst: Vec<WorstDecision>,
}

/// [`LeagueReviewFn`] for game `G`: each game's record read back from its
/// game file and the bot's decisions judged as `referee review` judges
/// them (on what the seat could know, seats named by the league's names).
pub fn review_bot_games<G: Coach>(
    games: &[BotGame],
    work: Option<u64>,
    worst: usize,
) -> Result<BotReview, RefereeError> {
    let clock = SystemClock::default();
    let budget = Budget {
        max_work: work.or(G::REVIEW_BUDGET.max_work),
        ..G::REVIEW_BUDGET
    };
    let mut lines = Vec::new();
    let mut decisions = Vec::new();
    let mut thresholds = String::new();
    for game in games {
        let damaged =
            |why: String| RefereeError::Runtime(format!("game {} of the league: {why}", game.id));
        let record = read_record::<G>(&game.record).map_err(damaged)?;
        let seed = record.seed;
        let reviewed = review_seats::<G>(
            &record,
            None,
            Some(&[game.seat]),
            seed,
            budget,
            &clock,
            &game.names,
            &mut |_, _| true,
        )
        .map_err(|e| damaged(e.to_string()))?;
        thresholds = reviewed.thresholds.describe(&reviewed.loss_unit);
        lines.push(GameLine {
            game: game.id,
            seat: game.seat,
            summary: reviewed.seats[game.seat].clone(),
        });
        decisions.extend(reviewed.decisions.into_iter().map(|d| (game.id, d)));
    }
    let mut worst_decisions: Vec<WorstDecision> = decisions
        .iter()
        .filter(|(_, d)| d.grade >= Grade::Inaccuracy)
        .map(|(game, d)| WorstDecision {
            game: *game,
            step: d.step + 1,
            mark: d.grade,
            loss: d.loss,
            played: d.played_words.clone(),
            better: d.best_words.clone(),
            why: d.why.clone(),
        })
        .collect();
    worst_decisions.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.game.cmp(&b.game)));
    worst_decisions.truncate(worst);
    Ok(BotReview {
        loss_unit: G::loss_unit().to_string(),
        thresholds,
        total: total(&lines),
        games: lines,
        worst: worst_decisions,
    })
}

/// The figures of several games together: accuracy over all their real
/// choices.
fn total(lines: &[GameLine]) -> SeatSummary {
    let mut grades = [0; 5];
    let mut lost = 0.0;
    let mut decisions = 0;
    for line in lines {
        for (sum, count) in grades.iter_mut().zip(line.summary.grades) {
            *sum += count;
        }
        lost += line.summary.lost;
        decisions += line.summary.decisions;
    }
    let choices = decisions - grades[0];
    SeatSummary {
        decisions,
        grades,
        lost,
        accuracy: if choices == 0 {
            100.0
        } else {
            100.0 * grades[1] as f64 / choices as f64
        },
    }
}

/// `3 mistakes`, `1 mistake`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A seat's figures in one line: accuracy, marks, loss.
fn figures(summary: &SeatSummary, unit: &str) -> String {
    let choices = summary.decisions - summary.grades[0];
    format!(
        "accuracy {:.0}% of {}, {}, {}, {}, {:.2} {unit} lost",
        summary.accuracy,
        count(choices, "choice", "choices"),
        count(summary.grades[2], "inaccuracy", "inaccuracies"),
        count(summary.grades[3], "mistake", "mistakes"),
        count(summary.grades[4], "blunder", "blunders"),
        summary.lost,
    )
}

/// Writes `review` of the bot `name` as text: a line per game, the
/// totals, then the worst decisions with the better move and why.
pub fn write_bot_review(name: &str, review: &BotReview, out: &mut dyn Write) -> io::Result<()> {
    let unit = &review.loss_unit;
    writeln!(
        out,
        "{name}: the coach's review of its last {}",
        count(review.games.len(), "game", "games")
    )?;
    if !review.thresholds.is_empty() {
        writeln!(out, "Marks: {}.", review.thresholds)?;
    }
    for line in &review.games {
        writeln!(
            out,
            "game {} (seat {}): {}",
            line.game,
            line.seat,
            figures(&line.summary, unit)
        )?;
    }
    writeln!(out, "In all: {}", figures(&review.total, unit))?;
    if review.worst.is_empty() {
        return writeln!(out, "No inaccuracy, mistake or blunder.");
    }
    writeln!(out, "Worst decisions:")?;
    for worst in &review.worst {
        writeln!(
            out,
            "game {}, step {}: {} {} (lost {:.2} {unit}), played {}",
            worst.game,
            worst.step,
            worst.mark.word(),
            worst.mark.sign(),
            worst.loss,
            worst.played
        )?;
        let why = match worst.why.as_str() {
            "" => String::new(),
            why => format!(". {why}"),
        };
        writeln!(out, "    better: {}{why}", worst.better)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(grades: [usize; 5], lost: f64) -> GameLine {
        let decisions = grades.iter().sum();
        GameLine {
            game: 1,
            seat: 0,
            summary: SeatSummary {
                decisions,
                grades,
                lost,
                accuracy: 0.0,
            },
        }
    }

    #[test]
    fn the_total_counts_accuracy_over_every_real_choice() {
        let sum = total(&[line([2, 3, 1, 0, 0], 1.5), line([0, 5, 0, 0, 1], 6.0)]);
        assert_eq!(sum.decisions, 12);
        assert_eq!(sum.grades, [2, 8, 1, 0, 1]);
        assert!((sum.lost - 7.5).abs() < 1e-9);
        assert!((sum.accuracy - 80.0).abs() < 1e-9);
        assert_eq!(total(&[line([3, 0, 0, 0, 0], 0.0)]).accuracy, 100.0);
    }
}
