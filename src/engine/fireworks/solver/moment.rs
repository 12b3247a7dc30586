//! The steps of a played game after which the best score the team could
//! still reach fell: the moment a perfect score (or the deal's best)
//! became impossible, and every later fall, each with what caused it.

use serde::Serialize;

use super::super::actions::FireworksAction;
use super::super::cards::Card;
use super::super::state::Fireworks;
use super::bounds::{upper_bound, Limit};
use super::position::{Deal, Move, Position};
use super::search::{reaches, solve_position, Reach};
use crate::engine::agent::{Budget, Clock};
use crate::engine::game::Seat;
use crate::engine::record::{replay_states, GameRecord, ReplayError, Step};

/// One step after which the best score left fell.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScoreDrop {
    /// The step's index in the record.
    pub step: usize,
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    pub action: FireworksAction,
    /// The card played or discarded, if the action was one.
    pub card: Option<Card>,
    /// Whether the action was a mistake (a card that did not fit).
    pub mistake: bool,
    /// The best score the team could reach before the step.
    pub before: u32,
    /// The best score left after it (the search's best when not exact).
    pub after: u32,
    /// Whether `after` is exact.
    pub exact: bool,
    /// The reasons the bound gives after the step that it did not give
    /// before (e.g. the dead card a discard made); empty when only the
    /// search sees the loss ([`Limit::NoLine`] is then added).
    pub limits: Vec<Limit>,
}

/// The falls of one round.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundLosses {
    /// The round, from 0.
    pub round: u8,
    /// The best score its deal allowed at the start.
    pub best: u32,
    /// Every step after which the best left fell, in order (the first is
    /// the moment the best became impossible).
    pub drops: Vec<ScoreDrop>,
    /// Whether every step was judged (the budget never ran out).
    pub settled: bool,
}

/// The falls of every round of `record`, each question answered within
/// `budget` on `clock`.
pub fn losses(
    record: &GameRecord<Fireworks>,
    budget: Budget,
    clock: &dyn Clock,
) -> Result<Vec<RoundLosses>, ReplayError> {
    let states = replay_states::<Fireworks>(record)?;
    let mut rounds: Vec<RoundLosses> = Vec::new();
    let mut best = 0;
    for (index, step) in record.steps.iter().enumerate() {
        let Step::Act { seat, action } = step else {
            continue;
        };
        let round = states[index].round();
        let rules = states[index].rules();
        let (deal, position) = Deal::of_round(round, rules);
        if rounds.last().is_none_or(|r| r.round != round.index) {
            let start = solve_position(&deal, &position, budget, clock);
            best = start.score;
            rounds.push(RoundLosses {
                round: round.index,
                best,
                drops: Vec::new(),
                settled: start.exact,
            });
        }
        let losses = rounds.last_mut().expect("a round was pushed");
        let next = deal.after(&position, solver_move(*action));
        match reaches(&deal, &next, best, budget, clock) {
            Reach::Yes => {}
            Reach::Unknown => losses.settled = false,
            Reach::No => {
                let solution = solve_position(&deal, &next, budget, clock);
                losses.drops.push(ScoreDrop {
                    step: index,
                    seat: *seat,
                    action: *action,
                    card: card_of(&position, *action),
                    mistake: is_mistake(&deal, &position, *action),
                    before: best,
                    after: solution.score,
                    exact: solution.exact,
                    limits: new_limits(&deal, &position, &next),
                });
                best = solution.score;
            }
        }
    }
    Ok(rounds)
}

/// The perfect-information move of an engine action.
fn solver_move(action: FireworksAction) -> Move {
    match action {
        FireworksAction::Play(slot) => Move::Play(slot),
        FireworksAction::Discard(slot) => Move::Discard(slot),
        FireworksAction::Hint { .. } => Move::Stall,
    }
}

/// The card an action plays or discards.
fn card_of(position: &Position, action: FireworksAction) -> Option<Card> {
    let id = usize::from(position.current);
    match action {
        FireworksAction::Play(slot) | FireworksAction::Discard(slot) => {
            Some(Card::from_kind(usize::from(position.hands[id][slot])))
        }
        FireworksAction::Hint { .. } => None,
    }
}

/// Whether an action is a play that does not fit.
fn is_mistake(deal: &Deal, position: &Position, action: FireworksAction) -> bool {
    let id = usize::from(position.current);
    match action {
        FireworksAction::Play(slot) => !deal.playable(position, position.hands[id][slot]),
        _ => false,
    }
}

/// The bound's reasons after a step that it did not give before (a
/// reason of the same kind about the same card counts as given), or
/// [`Limit::NoLine`] when there is none.
fn new_limits(deal: &Deal, before: &Position, after: &Position) -> Vec<Limit> {
    let old = upper_bound(deal, before).limits;
    let mut new: Vec<Limit> = upper_bound(deal, after)
        .limits
        .into_iter()
        .filter(|limit| !old.iter().any(|was| same_subject(was, limit)))
        .collect();
    if new.is_empty() {
        new.push(Limit::NoLine);
    }
    new
}

/// Whether two reasons say the same thing, whatever their counts.
fn same_subject(a: &Limit, b: &Limit) -> bool {
    match (a, b) {
        (Limit::DeadCard { card: x }, Limit::DeadCard { card: y }) => x == y,
        (Limit::BuriedTooDeep { card: x, .. }, Limit::BuriedTooDeep { card: y, .. }) => x == y,
        _ => std::mem::discriminant(a) == std::mem::discriminant(b),
    }
}
