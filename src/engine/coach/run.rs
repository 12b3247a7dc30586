//! The review of a whole record: one [`Decision`] per step a seat chose
//! among legal moves, each judged on that seat's view at the time.

use serde::Serialize;

use crate::engine::agent::{agent_seed, Budget, Clock};
use crate::engine::game::Seat;
use crate::engine::record::{replay_states, GameRecord, ReplayError, Step};

use super::decision::Decision;
use super::grade::Thresholds;
use super::judgement::{judge_values, Coach};
use super::summary::{summarize, SeatSummary};

/// A whole game's review.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameReview<A> {
    /// The unit of every loss, in the language of the moment.
    pub loss_unit: String,
    /// What the graph shows, in the language of the moment.
    pub standing_unit: String,
    /// [`Coach::STANDING_UNIT`], the same in every language (the page
    /// draws an expected score from 0 to 1).
    pub standing_key: &'static str,
    /// The graph's lines' names.
    pub lines: Vec<String>,
    /// The thresholds the grades were given with.
    pub thresholds: Thresholds,
    /// Every decision reviewed, in the record's order.
    pub decisions: Vec<Decision<A>>,
    /// Each seat's figures, in seat order.
    pub seats: Vec<SeatSummary>,
}

/// Why a review could not be made.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewError {
    /// The record does not replay.
    Replay(ReplayError),
    /// The caller stopped it.
    Stopped,
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Replay(error) => write!(f, "{error}"),
            ReviewError::Stopped => write!(f, "{}", crate::text::t::review_stopped()),
        }
    }
}

impl std::error::Error for ReviewError {}

/// The record steps whose decisions `viewer` may have reviewed (`None`: a
/// spectator who sees everything): steps where a seat acted, and where
/// neither the move played nor any move it could have played names
/// something the last state still hides from `viewer` (a 6 nimmt! card
/// still in a hand, say).
pub fn reviewable_steps<G: Coach>(
    states: &[G],
    record: &GameRecord<G>,
    viewer: Option<Seat>,
) -> Vec<usize> {
    let last = states.last().expect("a replay has a first state");
    let hidden = viewer
        .map(|seat| last.hidden_from(seat))
        .unwrap_or_default();
    record
        .steps
        .iter()
        .enumerate()
        .filter_map(|(index, step)| match step {
            Step::Act { seat, .. } => Some((index, *seat)),
            Step::Forfeit { .. } => None,
        })
        .filter(|&(index, seat)| {
            let before = &states[index];
            before
                .legal_actions(seat)
                .iter()
                .flat_map(|action| before.named_by_command(seat, action))
                .all(|secret| !hidden.contains(&secret))
        })
        .map(|(index, _)| index)
        .collect()
}

/// The decision made at record step `step` (an [`Step::Act`]), judged
/// from the acting seat's view of `states[step]` with the ratings seeded
/// by the game's seed, `seed`, the step and the seat, and written for
/// `reader` with seats named by `names`.
#[allow(clippy::too_many_arguments)]
pub fn judge_step<G: Coach>(
    states: &[G],
    record: &GameRecord<G>,
    step: usize,
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
    reader: Option<Seat>,
    names: &[String],
) -> Option<Decision<G::Action>> {
    let Step::Act { seat, action } = record.steps.get(step)? else {
        return None;
    };
    let state = states.get(step)?;
    let rated = state.rate_for_review(*seat, action, agent_seed(seed, step, *seat), budget, clock);
    let played = rated.iter().position(|r| &r.action == action)?;
    let values = state.values(*seat, &rated);
    let judgement = judge_values(state, *seat, &rated, &values, played);
    let thresholds = G::thresholds(&record.options);
    let grade = thresholds.grade(judgement.loss, rated.len());
    let best = judgement.best;
    let mut losses: Vec<(f64, usize)> = values
        .iter()
        .enumerate()
        .map(|(i, value)| (values[best] - value, i))
        .filter(|&(loss, _)| loss < thresholds.inaccuracy)
        .collect();
    losses.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    Some(Decision {
        step,
        seat: *seat,
        played: action.clone(),
        best: rated[best].action.clone(),
        played_words: state.action_words(*seat, action, reader, names),
        best_words: state.action_words(*seat, &rated[best].action, reader, names),
        loss: judgement.loss,
        grade,
        choices: rated.len(),
        standing: judgement.standing,
        line: judgement.line,
        exact: judgement.exact,
        best_lost: None,
        why: if best == played {
            String::new()
        } else {
            state.why(*seat, &rated, played, best, reader, names)
        },
        good: losses
            .into_iter()
            .map(|(_, i)| rated[i].action.clone())
            .collect(),
    })
}

/// The whole review of `record` for `viewer` (who also reads its words),
/// seats named by `names`: every seat's decisions the viewer may see.
/// `progress(done, total)` is told before each decision and stops the
/// review by answering `false`. Deterministic for a `seed` and a `budget`
/// with a work cap.
pub fn review<G: Coach>(
    record: &GameRecord<G>,
    viewer: Option<Seat>,
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
    names: &[String],
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<GameReview<G::Action>, ReviewError> {
    review_seats::<G>(record, viewer, None, seed, budget, clock, names, progress)
}

/// [`review`] of the decisions of `seats` only (`None`: every seat); the
/// summary still lists every seat.
#[allow(clippy::too_many_arguments)]
pub fn review_seats<G: Coach>(
    record: &GameRecord<G>,
    viewer: Option<Seat>,
    seats: Option<&[Seat]>,
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
    names: &[String],
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<GameReview<G::Action>, ReviewError> {
    let states = replay_states::<G>(record).map_err(ReviewError::Replay)?;
    let steps: Vec<usize> = reviewable_steps(&states, record, viewer)
        .into_iter()
        .filter(|&step| seats.is_none_or(|seats| seats.contains(&record.steps[step].seat())))
        .collect();
    let mut decisions = Vec::with_capacity(steps.len());
    for (done, &step) in steps.iter().enumerate() {
        if !progress(done, steps.len()) {
            return Err(ReviewError::Stopped);
        }
        decisions.extend(judge_step(
            &states, record, step, seed, budget, clock, viewer, names,
        ));
    }
    progress(steps.len(), steps.len());
    Ok(GameReview {
        loss_unit: G::loss_unit().to_string(),
        standing_unit: G::standing_unit().to_string(),
        standing_key: G::STANDING_UNIT,
        lines: states[0].lines(names),
        thresholds: G::thresholds(&record.options),
        seats: summarize(&decisions, states[0].seat_count()),
        decisions,
    })
}
