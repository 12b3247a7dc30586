//! The coach's tasks in its worker: every legal move of a seat rated by
//! the hard AI (a lesson's question that accepts moves near the best), a
//! whole game reviewed with its progress told as it goes, and the hint
//! for the seat to move, and the best a deal allowed with the decisions
//! after which it fell (which the review marks too). Each runs in a worker of its own, so the game's
//! AIs never wait, and stopping one is ending its worker.

use crate::engine::agent::Clock;
use crate::engine::coach::hint::hint as coach_hint;
use crate::engine::coach::practice::practice;
use crate::engine::coach::{review_seats, Coach, FindsBest};
use crate::engine::rating::RatesMoves;
use crate::engine::record::replay;
use crate::engine::study::code::encode_study;
use crate::engine::study::setup::Studio;
use crate::text::t;

use super::protocol::{read_record, Answer, BestAsked, Done, Hint, Rate, Review};

/// The hard AI's ratings of every legal move in the request's game.
pub fn rate<G: RatesMoves>(request: &Rate, clock: &dyn Clock) -> Done {
    let record = read_record::<G>(&request.record)?;
    let state = replay::<G>(&record).map_err(|e| e.to_string())?;
    if request.seat >= state.seat_count() {
        return Err(t::worker_no_seat(request.seat).to_string());
    }
    let seed = record.seed ^ (record.steps.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let values = state
        .rate_moves(request.seat, seed, G::RATING_BUDGET, clock)
        .into_iter()
        .map(|rated| rated.value)
        .collect();
    Ok(Answer::Rated {
        id: request.id,
        values,
    })
}

/// The review of `request`'s game `G` with the game's review budget and
/// the game's own seed, posting [`Answer::Progress`] after each decision
/// judged, with the practice of its mistakes as a lesson's code; each
/// decision after which the deal's best result fell carries the solver's
/// words ([`FindsBest`]).
pub fn review<G: Coach + Studio + FindsBest>(
    request: &Review,
    clock: &dyn Clock,
    post: &mut dyn FnMut(Answer),
) -> Done {
    let record = read_record::<G>(&request.record)?;
    let id = request.id;
    let mut review = review_seats::<G>(
        &record,
        request.viewer,
        request.seats.as_deref(),
        record.seed,
        G::REVIEW_BUDGET,
        clock,
        &request.names,
        &mut |done, total| {
            post(Answer::Progress {
                id,
                done: done as u64,
                total: total as u64,
            });
            true
        },
    )
    .map_err(|e| e.to_string())?;
    if let Some(best) = G::best_left(&record, &request.names, clock) {
        for decision in &mut review.decisions {
            decision.best_lost = best.drop_at(decision.step).map(|d| d.words.clone());
        }
    }
    let practice = practice::<G>(&record, &review.decisions, request.viewer, &request.names)
        .map(|study| encode_study(&study));
    Ok(Answer::Reviewed {
        id,
        review: serde_json::to_string(&review).map_err(|e| e.to_string())?,
        practice,
    })
}

/// The hint of `request`'s game `G` for its seat (the seat to move), with
/// the game's review budget: the move (JSON text), its words and why.
pub fn hint<G: Coach>(request: &Hint, clock: &dyn Clock) -> Done {
    let record = read_record::<G>(&request.record)?;
    let state = replay::<G>(&record).map_err(|e| e.to_string())?;
    let seat = request.seat;
    if seat >= state.seat_count() {
        return Err(t::worker_no_seat(seat).to_string());
    }
    let given = coach_hint(
        &state,
        &record,
        seat,
        G::REVIEW_BUDGET,
        clock,
        &request.names,
    )
    .ok_or_else(|| t::worker_nothing_to_decide(seat + 1).to_string())?;
    Ok(Answer::Hinted {
        id: request.id,
        action: serde_json::to_string(&given.best).map_err(|e| e.to_string())?,
        words: given.words,
        why: given.why,
    })
}

/// The best result `request`'s game `G` allowed, part by part, with the
/// decisions after which it fell, in words
/// ([`crate::engine::coach::BestLeft`]); a game without a solver answers
/// with no parts.
pub fn best<G: FindsBest>(request: &BestAsked, clock: &dyn Clock) -> Done {
    let record = read_record::<G>(&request.record)?;
    let found = G::best_left(&record, &request.names, clock).unwrap_or_default();
    Ok(Answer::Best {
        id: request.id,
        steps: record.steps.len() as u64,
        best: found,
    })
}
