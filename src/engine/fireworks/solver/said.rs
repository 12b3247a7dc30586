//! The solver's findings in words ([`FindsBest`] for Fireworks): each
//! round's best score with the reason it is below the perfect score, every
//! step after which the best left fell with its reason, and each finished
//! round's score against its best. What the coach's worker answers its
//! `best` task with; every [`Limit`] has its words here
//! ([`limit_words`]).

use super::super::cards::Card;
use super::super::events::{level_points, RoundEnd};
use super::super::state::{Fireworks, RoundResult};
use super::bounds::Limit;
use super::deal::{best_of_deal, RoundBest};
use super::moment::{losses, ScoreDrop};
use crate::engine::agent::{Budget, Clock};
use crate::engine::coach::{BestDrop, BestLeft, BestPart, FindsBest};
use crate::engine::game::Game;
use crate::engine::record::{replay_states, GameRecord};
use crate::text::{t, Msg};

/// The budget of each of the solver's questions: a round's best, and
/// whether a step lowered it (a work cap, so the answer is the same on
/// every machine; the time is a guard the docs' figures never reached).
pub const BEST_BUDGET: Budget = Budget {
    time_ms: 2_000.0,
    max_work: Some(100_000),
};

impl FindsBest for Fireworks {
    const HAS_SOLVER: bool = true;

    fn best_left(
        record: &GameRecord<Fireworks>,
        _names: &[String],
        clock: &dyn Clock,
    ) -> Option<BestLeft> {
        let states = replay_states::<Fireworks>(record).ok()?;
        let last = states.last()?;
        let rounds = best_of_deal(&record.options, record.seed, BEST_BUDGET, clock);
        let fallen = losses(record, BEST_BUDGET, clock).ok()?;
        let standard = last.layout().table.is_some();
        // Each round's record steps: from its first step to the next
        // round's (a round with no step yet starts at the record's end).
        let mut parts = Vec::new();
        for best in &rounds {
            let final_turns = record.options.rules.final_turns * best.players.len() as u8;
            let steps: Vec<usize> = (0..record.steps.len())
                .filter(|&i| states[i].round().index == best.round)
                .collect();
            let current = !last.is_over() && last.round().index == best.round;
            let (first, end) = match (steps.first(), steps.last()) {
                (Some(&first), Some(&end)) => (first, end + 1),
                _ if current => (record.steps.len(), record.steps.len()),
                _ => continue,
            };
            let result = last
                .results()
                .iter()
                .find(|r| r.round == best.round)
                .map(|r| result_words(r, best, standard, rounds.len()).to_string());
            let drops = fallen
                .iter()
                .find(|r| r.round == best.round)
                .map(|r| {
                    r.drops
                        .iter()
                        .map(|d| drop_words(d, best, final_turns))
                        .collect()
                })
                .unwrap_or_default();
            parts.push(BestPart {
                first,
                end,
                words: deal_words(best, final_turns).to_string(),
                score: u64::from(best.solution.score),
                bound: u64::from(if best.solution.exact {
                    best.solution.score
                } else {
                    best.solution.bound.score
                }),
                result,
                drops,
            });
        }
        Some(BestLeft { parts })
    }
}

/// A round's best in one sentence: perfect, exact with its reason, or the
/// best found with the bound and its reason.
/// `final_turns` is the round's final turns in all.
pub fn deal_words(best: &RoundBest, final_turns: u8) -> Msg {
    let solution = &best.solution;
    if solution.score == best.perfect {
        return t::fireworks_best_deal_perfect(solution.score, best.perfect);
    }
    let why = solution
        .bound
        .limits
        .first()
        .filter(|_| solution.bound.score == solution.score || !solution.exact)
        .map_or_else(
            || limit_words(&Limit::NoLine, None, solution.exact, 0),
            |limit| limit_words(limit, None, solution.exact, final_turns),
        );
    if solution.exact {
        t::fireworks_best_deal(solution.score, best.perfect, why)
    } else {
        t::fireworks_best_deal_open(solution.score, best.perfect, solution.bound.score, why)
    }
}

/// A step after which the best left fell, in one sentence (the first fall
/// from the perfect score says a perfect score is no longer possible).
fn drop_words(fall: &ScoreDrop, best: &RoundBest, final_turns: u8) -> BestDrop {
    let limit = fall.limits.first().copied().unwrap_or(Limit::NoLine);
    let step_card = fall.card.map(|card| (card, fall.mistake));
    let why = limit_words(&limit, step_card, fall.exact, final_turns);
    let words = if fall.before == best.perfect {
        t::fireworks_best_drop_perfect(why)
    } else {
        t::fireworks_best_drop(fall.before, fall.after, why)
    };
    BestDrop {
        step: fall.step,
        seat: fall.seat,
        words: words.to_string(),
    }
}

/// A round's score against its best, in the same unit.
fn result_words(result: &RoundResult, best: &RoundBest, standard: bool, rounds: usize) -> Msg {
    let best_score = best.solution.score;
    if standard {
        let score = if result.end == RoundEnd::FatalMistake {
            0
        } else {
            u32::from(result.height())
        };
        t::fireworks_best_result(score, best_score)
    } else {
        let score = level_points(&result.heights);
        if rounds == 1 {
            t::fireworks_best_result(score, best_score)
        } else {
            t::fireworks_best_result_round(result.round + 1, score, best_score)
        }
    }
}

/// Why a score can no longer be reached, as a clause: `step_card` is the
/// card the step itself lost (and whether by a mistake), so a dead card
/// it made says "the last Yellow 4 was discarded"; `exact` tells a line
/// proved missing from one not found; `final_turns` is the round's final
/// turns in all, the plays left after its deck's last card.
pub fn limit_words(
    limit: &Limit,
    step_card: Option<(Card, bool)>,
    exact: bool,
    final_turns: u8,
) -> Msg {
    match *limit {
        Limit::DeadCard { card } => match step_card {
            Some((lost, mistake)) if lost == card => {
                t::fireworks_best_lost(card.msg(), if mistake { "mistake" } else { "discarded" })
            }
            _ => t::fireworks_best_dead(card.msg()),
        },
        Limit::BuriedTooDeep {
            card,
            depth,
            plays_after,
            stops_at,
        } => {
            // Only the final turns follow the deck's last card.
            let place = if plays_after == final_turns {
                "last"
            } else {
                "other"
            };
            t::fireworks_best_buried(card.msg(), place, depth, stops_at)
        }
        Limit::TooFewTurns { plays_left, needed } => t::fireworks_best_turns(plays_left, needed),
        Limit::OwnHands { each } => t::fireworks_best_own_hands(each),
        Limit::RoundOver { lost } => t::fireworks_best_over(if lost { "lost" } else { "other" }),
        Limit::NoLine => t::fireworks_best_no_line(if exact { "yes" } else { "other" }),
    }
}
