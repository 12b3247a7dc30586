//! What one worker program does ([`Tasks`]): the game's AI worker decides,
//! shares, opens and (a cooperative game) plays its deal with AI teams for
//! its one game ([`Tasks::ai`]); the coach's worker rates, reviews, gives
//! hints and finds the best a deal allowed for every game
//! ([`Tasks::coach`]). A program links only the tasks it takes, so
//! the game's AI worker carries neither the other games, nor the coach,
//! nor Fireworks' solver. Plain Rust: the browser's answers are tested
//! natively.

use crate::engine::agent::{AiData, Clock, HasAgents};
use crate::engine::tools::GameTools;
use crate::games::{Games, Listed, PerGame};
use crate::text::t;

use super::ai::{decide, open, share};
use super::coach::{best, hint, rate, review};
use super::protocol::{Answer, Decide, Done, Open, Request, Share, TeamsAsked};
use super::teams::teams;

/// A task a worker takes for one game, as a plain function.
type Task<R> = Option<fn(&R, &dyn Clock, &mut dyn FnMut(Answer)) -> Done>;

/// The tasks a worker takes for one game (each `None` when it does not),
/// and the data file its AIs want.
pub struct GameTasks {
    /// The file the game's AIs play better with (fetched once).
    pub data: Option<AiData>,
    decide: Task<Decide>,
    share: Task<Share>,
    open: Task<Open>,
    rate: Task<super::protocol::Rate>,
    review: Task<super::protocol::Review>,
    hint: Task<super::protocol::Hint>,
    best: Task<super::protocol::BestAsked>,
    teams: Task<TeamsAsked>,
}

impl GameTasks {
    /// The AI worker's tasks of game `G`: decide, share, open, and (a
    /// cooperative game) its deal played by an AI team per level.
    pub fn ai<G: HasAgents + GameTools>() -> GameTasks {
        GameTasks {
            data: G::AI_DATA,
            decide: Some(|r, clock, _| decide::<G>(r, clock)),
            share: Some(|r, _, _| share::<G>(r)),
            open: Some(|r, _, _| open::<G>(r)),
            rate: None,
            review: None,
            hint: None,
            best: None,
            teams: G::TEAM.map(
                |_| -> fn(&TeamsAsked, &dyn Clock, &mut dyn FnMut(Answer)) -> Done {
                    |r, _, post| teams::<G>(r, post)
                },
            ),
        }
    }
}

/// The coach worker's tasks of a game: rate, review, hint, best.
pub struct CoachTasks(GameTasks);

impl PerGame for CoachTasks {
    fn of<G: Listed>() -> CoachTasks {
        CoachTasks(GameTasks {
            data: G::AI_DATA,
            decide: None,
            share: None,
            open: None,
            rate: Some(|r, clock, _| rate::<G>(r, clock)),
            review: Some(review::<G>),
            hint: Some(|r, clock, _| hint::<G>(r, clock)),
            best: Some(|r, clock, _| best::<G>(r, clock)),
            teams: None,
        })
    }
}

/// The games a worker program knows and the tasks it takes for each.
pub struct Tasks {
    games: Vec<(&'static str, GameTasks)>,
}

impl Tasks {
    /// Game `G`'s AI worker: its decisions, share codes and game files.
    pub fn ai<G: HasAgents + GameTools>() -> Tasks {
        Tasks {
            games: vec![(G::ID, GameTasks::ai::<G>())],
        }
    }

    /// The coach's worker: ratings, reviews and hints of every game.
    pub fn coach() -> Tasks {
        Tasks {
            games: Games::<CoachTasks>::new()
                .into_rows()
                .map(|(id, CoachTasks(tasks))| (id, tasks))
                .collect(),
        }
    }

    /// The ids of the games this worker knows, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        self.games.iter().map(|(id, _)| *id).collect()
    }

    /// The tasks of game `id`, if this worker knows it.
    pub fn game(&self, id: &str) -> Option<&GameTasks> {
        self.games.iter().find(|(at, _)| *at == id).map(|(_, g)| g)
    }

    /// Answers `request` through `post` (a review posts its progress
    /// first); a request this worker cannot do is answered with why.
    /// A change of language is not answered: the caller makes it.
    pub fn answer(&self, request: &Request, clock: &dyn Clock, post: &mut dyn FnMut(Answer)) {
        let Some(id) = request.game() else {
            return;
        };
        let done = match self.game(id) {
            None if request.is_coachs() => Err(t::worker_no_coach(id).to_string()),
            None => Err(t::worker_no_ai(id).to_string()),
            Some(game) => match request {
                Request::Language(_) => return,
                Request::Decide(r) => run(game.decide, r, clock, post),
                Request::Share(r) => run(game.share, r, clock, post),
                Request::Open(r) => run(game.open, r, clock, post),
                Request::Rate(r) => run(game.rate, r, clock, post),
                Request::Review(r) => run(game.review, r, clock, post),
                Request::Hint(r) => run(game.hint, r, clock, post),
                Request::Best(r) => run(game.best, r, clock, post),
                Request::Teams(r) => run(game.teams, r, clock, post),
            }
            .map_err(|error| match error {
                NotHere => t::worker_not_here(request.task()).to_string(),
                Failed(error) => error,
            }),
        };
        post(done.unwrap_or_else(|error| Answer::Failed {
            id: request.id(),
            error,
        }));
    }
}

/// Why a task was not done.
enum Undone {
    /// This worker does not take the task.
    NotHere,
    /// The task failed, for this reason in words.
    Failed(String),
}
use Undone::{Failed, NotHere};

/// `task` done for `request`, or why not.
fn run<R>(
    task: Task<R>,
    request: &R,
    clock: &dyn Clock,
    post: &mut dyn FnMut(Answer),
) -> Result<Answer, Undone> {
    task.ok_or(NotHere)?(request, clock, post).map_err(Failed)
}
