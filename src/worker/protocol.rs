//! The one protocol between the page and its workers: a [`Request`] per
//! task, told apart by its `task` field, and an [`Answer`] per kind of
//! reply, told apart by its `kind` field. Records and actions inside
//! travel as JSON text, read where they are used.

use serde::{Deserialize, Serialize};

use crate::engine::agent::ReasonTexts;
use crate::engine::game::{Game, Seat};
use crate::engine::record::GameRecord;
use crate::text::t;

/// What the page asks of a worker: one variant per task. On the wire its
/// `task` field names the variant (`decide`, `share`, …) beside the
/// variant's own fields.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "snake_case")]
pub enum Request {
    /// Write the AIs' reasons and the coach's words in this language
    /// from now on (no answer).
    Language(Language),
    /// An AI decision.
    Decide(Decide),
    /// The share code and the game file of a moment.
    Share(Share),
    /// The game of a share code or of a game file.
    Open(Open),
    /// Every legal move of a seat rated by the hard AI.
    Rate(Rate),
    /// Every decision of a game judged by the coach, with progress.
    Review(Review),
    /// The coach's hint for the seat to move.
    Hint(Hint),
    /// The best result the game's deal allowed and the decisions after
    /// which it fell, found by a solver that sees every card.
    Best(BestAsked),
    /// A deal played by AI teams, every seat at one level, a team per
    /// level (the deal of the day's comparison), with progress.
    Teams(TeamsAsked),
}

impl Request {
    /// The request's id (0 for a change of language, which is not
    /// answered).
    pub fn id(&self) -> u64 {
        match self {
            Request::Language(_) => 0,
            Request::Decide(r) => r.id,
            Request::Share(r) => r.id,
            Request::Open(r) => r.id,
            Request::Rate(r) => r.id,
            Request::Review(r) => r.id,
            Request::Hint(r) => r.id,
            Request::Best(r) => r.id,
            Request::Teams(r) => r.id,
        }
    }

    /// Sets the request's id (the client numbers its requests).
    pub fn set_id(&mut self, id: u64) {
        match self {
            Request::Language(_) => {}
            Request::Decide(r) => r.id = id,
            Request::Share(r) => r.id = id,
            Request::Open(r) => r.id = id,
            Request::Rate(r) => r.id = id,
            Request::Review(r) => r.id = id,
            Request::Hint(r) => r.id = id,
            Request::Best(r) => r.id = id,
            Request::Teams(r) => r.id = id,
        }
    }

    /// The request's task as the wire names it (`decide`, `review`, …).
    pub fn task(&self) -> &'static str {
        match self {
            Request::Language(_) => "language",
            Request::Decide(_) => "decide",
            Request::Share(_) => "share",
            Request::Open(_) => "open",
            Request::Rate(_) => "rate",
            Request::Review(_) => "review",
            Request::Hint(_) => "hint",
            Request::Best(_) => "best",
            Request::Teams(_) => "teams",
        }
    }

    /// Whether the coach does this task (rate, review, hint, best), not
    /// the game's AI worker.
    pub fn is_coachs(&self) -> bool {
        matches!(
            self,
            Request::Rate(_) | Request::Review(_) | Request::Hint(_) | Request::Best(_)
        )
    }

    /// The game the request is about (none for a change of language).
    pub fn game(&self) -> Option<&str> {
        Some(match self {
            Request::Language(_) => return None,
            Request::Decide(r) => &r.game,
            Request::Share(r) => &r.game,
            Request::Open(r) => &r.game,
            Request::Rate(r) => &r.game,
            Request::Review(r) => &r.game,
            Request::Hint(r) => &r.game,
            Request::Best(r) => &r.game,
            Request::Teams(r) => &r.game,
        })
    }
}

/// The page's language: its code and its catalog's text (empty for
/// English, which every program has built in).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Language {
    /// `en`, `fr` or `de`.
    pub code: String,
    /// The catalog's Fluent text.
    pub catalog: String,
}

/// An AI decision: the game so far, the seat, its level and the seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decide {
    /// Echoed in the answer, so the page matches answers to requests.
    pub id: u64,
    /// The game's id (its `Game::ID`).
    pub game: String,
    /// The game's record so far, as saved (`GameRecord` as JSON text).
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
pub struct Share {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The record to share (JSON text).
    pub record: String,
    /// Record steps up to the moment shown.
    pub steps: usize,
    /// The shown event's place among its step's events (`None`: the
    /// last).
    pub event: Option<usize>,
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
pub struct Open {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id (a code or file of another game is refused).
    pub game: String,
    /// What the text is.
    pub holder: Holder,
    /// The code, or the file's text.
    pub text: String,
}

/// Every legal move of `seat` rated by the hard AI
/// ([`crate::engine::rating::RatesMoves`]): what a lesson's question that
/// accepts moves near the best asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rate {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The game so far (JSON text).
    pub record: String,
    /// The seat whose moves are rated.
    pub seat: Seat,
}

/// Every decision of a game judged by the coach.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// Echoed in every answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The game (JSON text).
    pub record: String,
    /// Who reads the review (`None`: a spectator, who sees everything).
    pub viewer: Option<Seat>,
    /// The seats whose decisions are judged (`None`: every seat).
    #[serde(default)]
    pub seats: Option<Vec<Seat>>,
    /// The seats' names, for the review's words.
    pub names: Vec<String>,
}

/// The coach's hint for `seat`, the seat to move now
/// ([`crate::engine::coach::hint`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The game so far (JSON text).
    pub record: String,
    /// The seat the hint is for (it reads it: nothing its view hides is
    /// named).
    pub seat: Seat,
    /// The seats' names, for the hint's words.
    pub names: Vec<String>,
}

/// The best result a game's deal allowed ([`Request::Best`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BestAsked {
    /// Echoed in the answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The game so far (JSON text).
    pub record: String,
    /// The seats' names, for the words.
    pub names: Vec<String>,
}

/// A deal for AI teams to play ([`Request::Teams`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeamsAsked {
    /// Echoed in every answer.
    pub id: u64,
    /// The game's id.
    pub game: String,
    /// The deal: a record whose options and seed are played (its steps
    /// are not read; JSON text).
    pub record: String,
    /// The levels, one team each, in the order of the answer's teams.
    pub levels: Vec<String>,
}

/// How one AI team played a deal ([`Answer::Teams`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeamPlayed {
    /// The level every seat played at.
    pub level: String,
    /// The team's score: its rounds' scores added up
    /// ([`crate::engine::tools::team_score`]).
    pub score: u64,
    /// The team's whole game (its record as JSON text), to watch how it
    /// played.
    pub record: String,
}

/// What a worker says: one variant per kind of reply.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The worker has started and takes requests (its first message).
    Ready,
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
        steps: usize,
        /// The shown event's place among its step's events (`None`: the
        /// last).
        event: Option<usize>,
    },
    /// The ratings of every legal move of the seat, in the order of
    /// `Game::legal_actions`.
    Rated {
        /// The request's id.
        id: u64,
        /// Each move's value, higher better.
        values: Vec<f64>,
    },
    /// `done` of `total` parts of a long task are done (a review's
    /// decisions, the AI teams' games).
    Progress {
        /// The request's id.
        id: u64,
        /// Parts done.
        done: u64,
        /// Parts in all.
        total: u64,
    },
    /// The whole review.
    Reviewed {
        /// The request's id.
        id: u64,
        /// The [`crate::engine::coach::GameReview`] as JSON text.
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
        /// The suggested move in the coach's words ("card 55").
        words: String,
        /// Why, in one sentence.
        why: String,
    },
    /// The best result the deal allowed and its falls.
    Best {
        /// The request's id.
        id: u64,
        /// The record steps it was found for.
        steps: u64,
        /// What the solver found, in words.
        best: crate::engine::coach::BestLeft,
    },
    /// The deal as each AI team played it, in the order of the levels
    /// asked.
    Teams {
        /// The request's id.
        id: u64,
        /// One team per level.
        teams: Vec<TeamPlayed>,
    },
    /// Why the request could not be answered.
    Failed {
        /// The request's id (0 when it could not be read).
        id: u64,
        /// Why, in words.
        error: String,
    },
}

impl Answer {
    /// The id of the request answered (0 for [`Answer::Ready`]).
    pub fn id(&self) -> u64 {
        match self {
            Answer::Ready => 0,
            Answer::Decided { id, .. }
            | Answer::Shared { id, .. }
            | Answer::Opened { id, .. }
            | Answer::Rated { id, .. }
            | Answer::Progress { id, .. }
            | Answer::Reviewed { id, .. }
            | Answer::Hinted { id, .. }
            | Answer::Best { id, .. }
            | Answer::Teams { id, .. }
            | Answer::Failed { id, .. } => *id,
        }
    }

    /// Whether more answers to the same request follow (a review's or
    /// the AI teams' progress).
    pub fn is_partial(&self) -> bool {
        matches!(self, Answer::Progress { .. })
    }
}

/// What a worker answers one request with: the answer, or why not.
pub type Done = Result<Answer, String>;

/// The record of game `G` in a request's JSON text, or why it cannot be
/// read.
pub fn read_record<G: Game>(json: &str) -> Result<GameRecord<G>, String> {
    serde_json::from_str(json).map_err(|e| t::worker_record_unreadable(e.to_string()).to_string())
}
