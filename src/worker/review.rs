//! The coach's review in the AI worker: the extras module asks for the
//! review of a whole game ([`ReviewRequest`], JSON text) from a worker of
//! its own, and the worker answers with progress messages while it works
//! and the review at the end ([`ReviewMessage`], JSON text). Stopping a
//! review is ending that worker, so the page's own AI worker never waits.

use serde::{Deserialize, Serialize};

use crate::engine::agent::Clock;
use crate::engine::game::Seat;
use crate::engine::record::{replay, GameRecord};
use crate::engine::review::hint::hint;
use crate::engine::review::practice::practice;
use crate::engine::review::{review_seats, Coach};
use crate::engine::study::code::encode_study;
use crate::engine::study::setup::Studio;
use crate::text::t;

/// The `task` field of a coach's request: `"review"` or `"hint"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReviewTask {
    /// Every decision of the game judged.
    #[serde(rename = "review")]
    Review,
    /// The hint for the viewer, the seat to move now
    /// ([`crate::engine::review::hint`]).
    #[serde(rename = "hint")]
    Hint,
}

/// Every decision of a game judged by the coach.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// Echoed in every message.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The game ([`GameRecord`] as JSON text).
    pub record: String,
    /// Who reads the review (`None`: a spectator, who sees everything).
    pub viewer: Option<Seat>,
    /// The seats whose decisions are judged (`None`: every seat).
    #[serde(default)]
    pub seats: Option<Vec<Seat>>,
    /// The seats' names, for the review's words.
    pub names: Vec<String>,
    /// The request's kind on the wire.
    pub task: ReviewTask,
}

/// What the worker says about a review, as JSON text with its kind in a
/// `kind` field.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ReviewMessage {
    /// `done` of `total` decisions are judged.
    Progress {
        /// The request's id.
        id: u64,
        /// Decisions judged.
        done: usize,
        /// Decisions to judge.
        total: usize,
    },
    /// The whole review.
    Reviewed {
        /// The request's id.
        id: u64,
        /// The [`crate::engine::review::GameReview`] as JSON text (within
        /// the message's JSON: the worker holds no JSON tree).
        review: String,
        /// The viewer's mistakes and blunders (everyone's, for a
        /// spectator) as a lesson's code (`#/lesson/<code>`), when there
        /// are any.
        practice: Option<String>,
    },
    /// The hint asked for.
    Hinted {
        /// The request's id.
        id: u64,
        /// The move suggested (the game's action as JSON text).
        action: String,
        /// It in the coach's words ("card 55").
        words: String,
        /// Why, in one sentence.
        why: String,
    },
    /// Why there is no review, or no hint.
    Failed {
        /// The request's id.
        id: u64,
        /// In plain words.
        error: String,
    },
}

impl ReviewMessage {
    /// The message as the JSON text the worker posts.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("review messages serialize")
    }
}

/// The review of `request`'s game `G` with the game's review budget and
/// the game's own seed, telling `progress` of each decision judged, as
/// JSON text, with the practice of its mistakes as a lesson's code.
pub fn review_json<G: Coach + Studio>(
    request: &ReviewRequest,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(String, Option<String>), String> {
    let record: GameRecord<G> = serde_json::from_str(&request.record)
        .map_err(|e| t::worker_record_unreadable(e.to_string()).to_string())?;
    let review = review_seats::<G>(
        &record,
        request.viewer,
        request.seats.as_deref(),
        record.seed,
        G::REVIEW_BUDGET,
        clock,
        &request.names,
        &mut |done, total| {
            progress(done, total);
            true
        },
    )
    .map_err(|e| e.to_string())?;
    let practice = practice::<G>(&record, &review.decisions, request.viewer, &request.names)
        .map(|study| encode_study(&study));
    let json = serde_json::to_string(&review).map_err(|e| e.to_string())?;
    Ok((json, practice))
}

/// The hint of `request`'s game `G` for its viewer (the seat to move),
/// with the game's review budget: the move (JSON text), its words and why.
pub fn hint_json<G: Coach>(
    request: &ReviewRequest,
    clock: &dyn Clock,
) -> Result<(String, String, String), String> {
    let record: GameRecord<G> = serde_json::from_str(&request.record)
        .map_err(|e| t::worker_record_unreadable(e.to_string()).to_string())?;
    let state = replay::<G>(&record).map_err(|e| e.to_string())?;
    let seat = request
        .viewer
        .ok_or_else(|| t::worker_hint_for_seat().to_string())?;
    let given = hint(
        &state,
        &record,
        seat,
        G::REVIEW_BUDGET,
        clock,
        &request.names,
    )
    .ok_or_else(|| t::worker_nothing_to_decide(seat + 1).to_string())?;
    let action = serde_json::to_string(&given.best).map_err(|e| e.to_string())?;
    Ok((action, given.words, given.why))
}
