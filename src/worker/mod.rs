//! The AI worker's messages: the browser runs every AI decision in a
//! dedicated web worker (`src/bin/ai_worker.rs`), never on the page's
//! thread, and the worker also writes and reads what a game is shared as
//! (share codes and game files), since it holds every engine already and
//! the page's own code stays small. One [`WorkerRequest`] variant per
//! task, one [`WorkerAnswer`] variant per kind of answer; this module is
//! pure and compiles natively, so the worker's decisions are tested to be
//! the referee's without a browser.
//!
//! A request travels as JSON text with its task in a `task` field (`""`
//! for a decision, as the decisions fixture has it, `share`, `open`, and
//! `rate` from the extras module); an
//! answer as a plain
//! object with its kind in a `kind` field (`decided`, `shared`, `opened`,
//! `failed`, [`js`]), which the page reads without a JSON reader.

use serde::{Deserialize, Serialize};

use crate::engine::agent::{AiData, Clock, ExplainsDecisions, ReasonTexts};
use crate::engine::game::{Game, Seat};
use crate::engine::rating::RatesMoves;
use crate::engine::record::{replay, GameRecord};
use crate::engine::record_code::{decode, encode, SharedGame};
use crate::engine::record_file::{file_name, game_file, read_game_file};
use crate::engine::review::Coach;
use crate::engine::session::Moment;
use crate::engine::study::setup::Studio;
use crate::text::t;

/// The message the worker sends once it can take requests.
pub const READY: &str = "ready";

/// The `task` field of a decision request: `""` on the wire (as the
/// decisions fixture has it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecideTask {
    /// The only value.
    #[serde(rename = "")]
    Decide,
}

/// The `task` field of a share request: `"share"` on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShareTask {
    /// The only value.
    #[serde(rename = "share")]
    Share,
}

/// The `task` field of a request to open a shared game: `"open"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OpenTask {
    /// The only value.
    #[serde(rename = "open")]
    Open,
}

/// The `task` field of a request to rate every move: `"rate"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RateTask {
    /// The only value.
    #[serde(rename = "rate")]
    Rate,
}

/// Every legal move of `seat` rated by the hard AI
/// ([`crate::engine::rating::RatesMoves`]): what a lesson's question that
/// accepts moves near the best asks (the extras module sends it as JSON
/// text; the page never does, so it is not a [`WorkerRequest`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RateRequest {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The game so far ([`GameRecord`] as JSON text).
    pub record: String,
    /// The seat whose moves are rated.
    pub seat: Seat,
    /// The request's kind on the wire.
    pub task: RateTask,
}

/// An AI decision: the game so far, the seat, its level and the seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecideRequest {
    /// Echoed in the answer, so the page matches answers to requests.
    pub id: u64,
    /// The game's id (its `Game::ID`).
    pub game: String,
    /// The game's record so far, as saved ([`GameRecord`] as JSON text:
    /// the page writes it and the worker reads it, so the page holds no
    /// JSON tree).
    pub record: String,
    /// The seat to decide for.
    pub seat: Seat,
    /// The AI level (`hard`, `hard@160`).
    pub level: String,
    /// The decision's seed ([`crate::engine::agent::agent_seed`]).
    pub seed: u64,
    /// A work cap (deterministic decisions, for tests).
    #[serde(default)]
    pub max_work: Option<u64>,
    /// The request's kind on the wire.
    pub task: DecideTask,
}

/// A moment of a game to share: its share code and its game file are
/// written together, when the Share dialog opens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShareRequest {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The record to share (JSON text).
    pub record: String,
    /// Record steps up to the moment shown.
    pub steps: usize,
    /// The shown event's place among its step's events.
    pub event: Option<usize>,
    /// The request's kind on the wire.
    pub task: ShareTask,
}

/// What holds a shared game: a link's share code, or a game file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Holder {
    /// A share code (`#/play/<id>/g/<code>`).
    Link,
    /// A game file's text.
    File,
}

/// A shared game to read: a share code, or a game file's text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OpenRequest {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id (a code or file of another game is refused).
    pub game: String,
    /// What the text is.
    pub holder: Holder,
    /// The code, or the file's text.
    pub text: String,
    /// The request's kind on the wire.
    pub task: OpenTask,
}

/// What the page asks of the worker: one variant per task, told apart on
/// the wire by the `task` field each carries (the page writes a request
/// as its variant's plain struct, so it needs no code to tag it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum WorkerRequest {
    /// An AI decision.
    Decide(DecideRequest),
    /// The share code and the game file of a moment.
    Share(ShareRequest),
    /// The game of a share code or of a game file.
    Open(OpenRequest),
}

impl WorkerRequest {
    /// The request's id.
    pub fn id(&self) -> u64 {
        match self {
            WorkerRequest::Decide(r) => r.id,
            WorkerRequest::Share(r) => r.id,
            WorkerRequest::Open(r) => r.id,
        }
    }

    /// Sets the request's id (the page numbers its requests).
    pub fn set_id(&mut self, id: u64) {
        match self {
            WorkerRequest::Decide(r) => r.id = id,
            WorkerRequest::Share(r) => r.id = id,
            WorkerRequest::Open(r) => r.id = id,
        }
    }

    /// The game the request is about.
    pub fn game(&self) -> &str {
        match self {
            WorkerRequest::Decide(r) => &r.game,
            WorkerRequest::Share(r) => &r.game,
            WorkerRequest::Open(r) => &r.game,
        }
    }
}

/// The worker's answer (posted to the page as a plain object, [`js`]).
#[derive(Clone, Debug, PartialEq)]
pub enum WorkerAnswer {
    /// An AI's decision.
    Decided {
        /// The request's id.
        id: u64,
        /// The action chosen (the game's action as JSON text).
        action: String,
        /// Why the AI chose it, written for every reader, when its level
        /// gives one.
        reason: Option<ReasonTexts>,
        /// Time the decision took, in whole microseconds (an integer, so
        /// the page links no float parsing).
        micros: u64,
    },
    /// A moment's share code and game file.
    Shared {
        /// The request's id.
        id: u64,
        /// The share code (`#/play/<id>/g/<code>`).
        code: String,
        /// The file name offered for the download.
        file_name: String,
        /// The game file's text.
        file: String,
    },
    /// The game of a share code or a game file.
    Opened {
        /// The request's id.
        id: u64,
        /// Its record (JSON text).
        record: String,
        /// Record steps up to the moment shown.
        steps: u64,
        /// The shown event's place among its step's events (`None`: the
        /// last).
        event: Option<u64>,
    },
    /// The ratings of every legal move of the seat, in the order of
    /// `Game::legal_actions`.
    Rated {
        /// The request's id.
        id: u64,
        /// Each move's value, higher better.
        values: Vec<f64>,
    },
    /// Why the request could not be answered.
    Failed {
        /// The request's id (0 when it could not be read).
        id: u64,
        /// Why, in words.
        error: String,
    },
}

impl WorkerAnswer {
    /// The id of the request answered.
    pub fn id(&self) -> u64 {
        match self {
            WorkerAnswer::Decided { id, .. }
            | WorkerAnswer::Shared { id, .. }
            | WorkerAnswer::Opened { id, .. }
            | WorkerAnswer::Rated { id, .. }
            | WorkerAnswer::Failed { id, .. } => *id,
        }
    }
}

/// Reads a record of game `G` from its JSON text.
fn record_of<G: Game>(json: &str) -> Result<GameRecord<G>, String> {
    serde_json::from_str(json).map_err(|e| t::worker_record_unreadable(e.to_string()).to_string())
}

/// Decides for `request` in game `G`.
fn decide_json<G: ExplainsDecisions>(
    request: &DecideRequest,
    clock: &dyn Clock,
) -> Result<WorkerAnswer, String> {
    let start = clock.now_ms();
    let state = replay::<G>(&record_of::<G>(&request.record)?).map_err(|e| e.to_string())?;
    let (action, reason) = G::decide_explained(
        &state,
        request.seat,
        &request.level,
        request.seed,
        request.max_work,
        clock,
    )?;
    Ok(WorkerAnswer::Decided {
        id: request.id,
        action: serde_json::to_string(&action).map_err(|e| e.to_string())?,
        reason,
        micros: ((clock.now_ms() - start) * 1000.0).max(0.0) as u64,
    })
}

/// The share code and the game file of the request's moment.
fn share_json<G: Game>(request: &ShareRequest) -> Result<WorkerAnswer, String> {
    let record = record_of::<G>(&request.record)?;
    replay::<G>(&record).map_err(|e| e.to_string())?;
    let moment = Moment {
        steps: request.steps,
        event: request.event,
    };
    Ok(WorkerAnswer::Shared {
        id: request.id,
        code: encode::<G>(&record, moment),
        file_name: file_name::<G>(&record),
        file: game_file::<G>(&record, moment),
    })
}

/// The answer that opens `shared`.
fn opened<G: Game>(id: u64, shared: SharedGame<G>) -> Result<WorkerAnswer, String> {
    Ok(WorkerAnswer::Opened {
        id,
        record: serde_json::to_string(&shared.record).map_err(|e| e.to_string())?,
        steps: shared.shown.steps as u64,
        event: shared.shown.event.map(|e| e as u64),
    })
}

/// The game of the share code or the game file in the request.
fn open_json<G: Game>(request: &OpenRequest) -> Result<WorkerAnswer, String> {
    let shared = match request.holder {
        Holder::Link => decode::<G>(&request.text).map_err(|e| e.to_string())?,
        Holder::File => read_game_file::<G>(&request.text)?,
    };
    opened(request.id, shared)
}

/// The hard AI's ratings of every legal move in the request's game.
fn rate_json<G: RatesMoves>(
    request: &RateRequest,
    clock: &dyn Clock,
) -> Result<WorkerAnswer, String> {
    let record = record_of::<G>(&request.record)?;
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
    Ok(WorkerAnswer::Rated {
        id: request.id,
        values,
    })
}

/// What the worker does for one game.
struct GameTasks {
    id: &'static str,
    data: Option<AiData>,
    decide: fn(&DecideRequest, &dyn Clock) -> Result<WorkerAnswer, String>,
    share: fn(&ShareRequest) -> Result<WorkerAnswer, String>,
    open: fn(&OpenRequest) -> Result<WorkerAnswer, String>,
    rate: fn(&RateRequest, &dyn Clock) -> Result<WorkerAnswer, String>,
    review: ReviewFn,
    hint: HintFn,
}

/// How the worker gives one game's hint ([`review::hint_json`]).
type HintFn = fn(&review::ReviewRequest, &dyn Clock) -> Result<(String, String, String), String>;

/// How the worker reviews one game ([`review::review_json`]).
type ReviewFn = fn(
    &review::ReviewRequest,
    &dyn Clock,
    &mut dyn FnMut(usize, usize),
) -> Result<(String, Option<String>), String>;

fn tasks<G: ExplainsDecisions + Coach + Studio>() -> GameTasks {
    GameTasks {
        id: G::ID,
        data: G::AI_DATA,
        decide: decide_json::<G>,
        share: share_json::<G>,
        open: open_json::<G>,
        rate: rate_json::<G>,
        review: review::review_json::<G>,
        hint: review::hint_json::<G>,
    }
}

/// Every game whose AIs the worker runs: the engine's list
/// ([`crate::for_each_game!`]).
fn games() -> Vec<GameTasks> {
    macro_rules! all_tasks {
        ($($game:ty),*) => {
            vec![$(tasks::<$game>()),*]
        };
    }
    crate::for_each_game!(all_tasks)
}

/// The ids of the games whose AIs the worker runs, in its order (a test
/// checks that they are the engine's [`crate::engine::games::GAME_IDS`]).
pub fn game_ids() -> Vec<&'static str> {
    games().iter().map(|tasks| tasks.id).collect()
}

/// The worker's answer to a request given as JSON text (as the decisions
/// fixture has them), with the AI data file its game wants: see
/// [`respond_to`]. Never fails: a broken request is answered with its
/// error.
pub fn respond(message: &str, clock: &dyn Clock) -> (WorkerAnswer, Option<AiData>) {
    match serde_json::from_str::<WorkerRequest>(message) {
        Ok(request) => respond_to(&request, clock),
        Err(_) if serde_json::from_str::<RateRequest>(message).is_ok() => {
            let request: RateRequest = serde_json::from_str(message).expect("read just now");
            (rate(&request, clock), None)
        }
        Err(error) => (
            WorkerAnswer::Failed {
                id: 0,
                error: t::worker_request_unreadable(error.to_string()).to_string(),
            },
            None,
        ),
    }
}

/// The worker's answer to `request`, with the AI data file the request's
/// game wants (which the worker fetches once, after answering). Never
/// fails: a request that cannot be done is answered with why.
pub fn respond_to(request: &WorkerRequest, clock: &dyn Clock) -> (WorkerAnswer, Option<AiData>) {
    let game = games().into_iter().find(|tasks| tasks.id == request.game());
    let data = game.as_ref().and_then(|tasks| tasks.data);
    let done = match (game, request) {
        (None, _) => Err(t::worker_no_ai(request.game()).to_string()),
        (Some(game), WorkerRequest::Decide(r)) => (game.decide)(r, clock),
        (Some(game), WorkerRequest::Share(r)) => (game.share)(r),
        (Some(game), WorkerRequest::Open(r)) => (game.open)(r),
    };
    let answer = done.unwrap_or_else(|error| WorkerAnswer::Failed {
        id: request.id(),
        error,
    });
    (answer, data)
}

/// The worker's answer to a [`RateRequest`]: the ratings, or why there
/// are none.
pub fn rate(request: &RateRequest, clock: &dyn Clock) -> WorkerAnswer {
    let done = match games().into_iter().find(|tasks| tasks.id == request.game) {
        Some(game) => (game.rate)(request, clock),
        None => Err(t::worker_no_ai(&request.game).to_string()),
    };
    done.unwrap_or_else(|error| WorkerAnswer::Failed {
        id: request.id,
        error,
    })
}

/// The answers to a [`review::ReviewRequest`] (JSON text) through
/// `post`: for a review, progress messages while it is made, then the
/// review; for a hint, the hint; or why there is none.
pub fn review(message: &str, clock: &dyn Clock, post: &mut dyn FnMut(String)) {
    use review::{ReviewMessage, ReviewRequest};
    let request = match serde_json::from_str::<ReviewRequest>(message) {
        Ok(request) => request,
        Err(error) => {
            let error = t::worker_review_request_unreadable(error.to_string()).to_string();
            return post(ReviewMessage::Failed { id: 0, error }.to_json());
        }
    };
    let id = request.id;
    let Some(game) = games().into_iter().find(|tasks| tasks.id == request.game) else {
        let error = t::worker_no_coach(&request.game).to_string();
        return post(ReviewMessage::Failed { id, error }.to_json());
    };
    let answer = match request.task {
        review::ReviewTask::Hint => match (game.hint)(&request, clock) {
            Ok((action, words, why)) => ReviewMessage::Hinted {
                id,
                action,
                words,
                why,
            },
            Err(error) => ReviewMessage::Failed { id, error },
        },
        review::ReviewTask::Review => {
            let progress =
                &mut |done, total| post(ReviewMessage::Progress { id, done, total }.to_json());
            match (game.review)(&request, clock, progress) {
                Ok((review, practice)) => ReviewMessage::Reviewed {
                    id,
                    review,
                    practice,
                },
                Err(error) => ReviewMessage::Failed { id, error },
            }
        }
    };
    post(answer.to_json());
}

/// The AI data file game `game`'s AIs play better with (the worker
/// fetches it before a review, which judges with the AIs at full strength).
pub fn ai_data_of(game: &str) -> Option<AiData> {
    games()
        .into_iter()
        .find(|t| t.id == game)
        .and_then(|t| t.data)
}

/// The game a request names (its `game` field), if it names one.
pub fn game_of(message: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Named {
        game: String,
    }
    serde_json::from_str::<Named>(message).ok().map(|n| n.game)
}

/// Whether `message` (JSON text) is a coach's task (its `task` is
/// `review` or `hint`), answered once the game's AI data is in.
pub fn is_review(message: &str) -> bool {
    #[derive(Deserialize)]
    struct Task {
        #[serde(rename = "task")]
        _task: review::ReviewTask,
    }
    serde_json::from_str::<Task>(message).is_ok()
}

#[cfg(target_arch = "wasm32")]
pub mod js;
pub mod review;

#[cfg(test)]
mod review_tests;
#[cfg(test)]
mod tests;
