//! The AI worker's messages: the browser runs every AI decision in a
//! dedicated web worker (`src/bin/ai_worker.rs`), never on the page's
//! thread, and the worker also writes and reads what a game is shared as
//! (share codes and game files), since it holds every engine already and
//! the page's own code stays small. One [`WorkerRequest`] variant per
//! task, one [`WorkerAnswer`] variant per kind of answer; this module is
//! pure and compiles natively, so the worker's decisions are tested to be
//! the referee's without a browser.
//!
//! On the wire both are JSON text. A request carries its task in a `task`
//! field (`""` for a decision, as the decisions fixture has it); an
//! answer is `{"<kind>": {…}}`, which the page reads without a JSON tree.

use serde::{Deserialize, Serialize};

use crate::engine::agent::{AiData, Clock, ExplainsDecisions, ReasonTexts};
use crate::engine::game::{Game, Seat};
use crate::engine::record::{replay, GameRecord};
use crate::engine::record_code::{decode, encode, SharedGame};
use crate::engine::record_file::{file_name, game_file, read_game_file};
use crate::engine::session::Moment;

/// The message the worker sends once it can take requests.
pub const READY: &str = "ready";

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
}

/// A text that holds a shared game: a share code, or a game file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OpenRequest {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id (a code or file of another game is refused).
    pub game: String,
    /// The code, or the file's text.
    pub text: String,
}

/// What the page asks of the worker.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "task")]
pub enum WorkerRequest {
    /// An AI decision.
    #[serde(rename = "")]
    Decide(DecideRequest),
    /// The share code and the game file of a moment.
    #[serde(rename = "share")]
    Share(ShareRequest),
    /// The game of a share code.
    #[serde(rename = "open_link")]
    OpenLink(OpenRequest),
    /// The game of a game file.
    #[serde(rename = "open_file")]
    OpenFile(OpenRequest),
}

/// A request's body with its `task` field last (the decisions fixture's
/// order), written without a JSON tree.
#[derive(Serialize)]
struct Tagged<'a, T: Serialize> {
    #[serde(flatten)]
    body: &'a T,
    task: &'static str,
}

impl Serialize for WorkerRequest {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            WorkerRequest::Decide(body) => Tagged { body, task: "" }.serialize(serializer),
            WorkerRequest::Share(body) => Tagged {
                body,
                task: "share",
            }
            .serialize(serializer),
            WorkerRequest::OpenLink(body) => Tagged {
                body,
                task: "open_link",
            }
            .serialize(serializer),
            WorkerRequest::OpenFile(body) => Tagged {
                body,
                task: "open_file",
            }
            .serialize(serializer),
        }
    }
}

impl WorkerRequest {
    /// The request's id.
    pub fn id(&self) -> u64 {
        match self {
            WorkerRequest::Decide(r) => r.id,
            WorkerRequest::Share(r) => r.id,
            WorkerRequest::OpenLink(r) | WorkerRequest::OpenFile(r) => r.id,
        }
    }

    /// Sets the request's id (the page numbers its requests).
    pub fn set_id(&mut self, id: u64) {
        match self {
            WorkerRequest::Decide(r) => r.id = id,
            WorkerRequest::Share(r) => r.id = id,
            WorkerRequest::OpenLink(r) | WorkerRequest::OpenFile(r) => r.id = id,
        }
    }

    /// The game the request is about.
    pub fn game(&self) -> &str {
        match self {
            WorkerRequest::Decide(r) => &r.game,
            WorkerRequest::Share(r) => &r.game,
            WorkerRequest::OpenLink(r) | WorkerRequest::OpenFile(r) => &r.game,
        }
    }
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
            | WorkerAnswer::Failed { id, .. } => *id,
        }
    }
}

/// Reads a record of game `G` from its JSON text.
fn record_of<G: Game>(json: &str) -> Result<GameRecord<G>, String> {
    serde_json::from_str(json).map_err(|e| format!("the record could not be read ({e})"))
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

/// The game of the share code in the request.
fn open_link_json<G: Game>(request: &OpenRequest) -> Result<WorkerAnswer, String> {
    let shared = decode::<G>(&request.text).map_err(|e| e.to_string())?;
    opened(request.id, shared)
}

/// The game of the game file in the request.
fn open_file_json<G: Game>(request: &OpenRequest) -> Result<WorkerAnswer, String> {
    opened(request.id, read_game_file::<G>(&request.text)?)
}

/// What the worker does for one game.
struct GameTasks {
    id: &'static str,
    data: Option<AiData>,
    decide: fn(&DecideRequest, &dyn Clock) -> Result<WorkerAnswer, String>,
    share: fn(&ShareRequest) -> Result<WorkerAnswer, String>,
    open_link: fn(&OpenRequest) -> Result<WorkerAnswer, String>,
    open_file: fn(&OpenRequest) -> Result<WorkerAnswer, String>,
}

fn tasks<G: ExplainsDecisions>() -> GameTasks {
    GameTasks {
        id: G::ID,
        data: G::AI_DATA,
        decide: decide_json::<G>,
        share: share_json::<G>,
        open_link: open_link_json::<G>,
        open_file: open_file_json::<G>,
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

/// Just the game of a request.
#[derive(Deserialize)]
struct GameOf {
    game: String,
}

/// The AI data file the message's game wants ([`crate::engine::agent::HasAgents::AI_DATA`]),
/// without answering it ([`answer_with_data`] tells both from one read).
pub fn data_wanted(message: &str) -> Option<AiData> {
    let request: GameOf = serde_json::from_str(message).ok()?;
    games()
        .into_iter()
        .find(|tasks| tasks.id == request.game)
        .and_then(|tasks| tasks.data)
}

/// The worker's answer to one message (a [`WorkerRequest`] in JSON), as
/// JSON. Never fails: a broken request is answered with its error.
pub fn answer(message: &str, clock: &dyn Clock) -> String {
    answer_with_data(message, clock).0
}

/// [`answer`], with the AI data file the request's game wants (which the
/// worker fetches once, after answering), from one read of the message.
pub fn answer_with_data(message: &str, clock: &dyn Clock) -> (String, Option<AiData>) {
    let (answer, data) = match serde_json::from_str::<WorkerRequest>(message) {
        Err(error) => (
            WorkerAnswer::Failed {
                id: 0,
                error: format!("the request could not be read ({error})"),
            },
            None,
        ),
        Ok(request) => {
            let game = games().into_iter().find(|tasks| tasks.id == request.game());
            let data = game.as_ref().and_then(|tasks| tasks.data);
            let done = match (game, &request) {
                (None, _) => Err(format!("no AI for the game `{}`", request.game())),
                (Some(game), WorkerRequest::Decide(r)) => (game.decide)(r, clock),
                (Some(game), WorkerRequest::Share(r)) => (game.share)(r),
                (Some(game), WorkerRequest::OpenLink(r)) => (game.open_link)(r),
                (Some(game), WorkerRequest::OpenFile(r)) => (game.open_file)(r),
            };
            let answer = done.unwrap_or_else(|error| WorkerAnswer::Failed {
                id: request.id(),
                error,
            });
            (answer, data)
        }
    };
    let text = serde_json::to_string(&answer).expect("answers always serialize");
    (text, data)
}

#[cfg(test)]
#[path = "worker_tests.rs"]
mod tests;
