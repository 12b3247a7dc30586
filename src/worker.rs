//! The AI worker's messages: the browser runs every AI decision in a
//! dedicated web worker (`src/bin/ai_worker.rs`), never on the page's
//! thread. The page sends a [`WorkerRequest`] as JSON (the game's record so
//! far, the seat, its level and the decision's seed); the worker replays
//! the record and answers with [`answer`], which makes the decision with
//! [`crate::engine::agent::decide`], exactly as the referee does. This
//! module is pure and compiles natively, so the identity with the referee
//! is tested without a browser.
//!
//! The worker also writes and reads share codes ([`TASK_ENCODE`],
//! [`TASK_DECODE`]): it holds every engine already, so the page's own
//! code stays small and loads fast.

use serde::{Deserialize, Serialize};

use crate::engine::agent::{AiData, Clock, ExplainsDecisions, ReasonTexts};
use crate::engine::game::{Game, Seat};
use crate::engine::record::{replay, GameRecord};
use crate::engine::record_code::{decode, encode};
use crate::engine::record_file::read_game_file;

/// The message the worker sends once it can take requests.
pub const READY: &str = "ready";

/// [`WorkerRequest::task`]: the share code of `record` showing its first
/// `seat` steps, answered in `action`.
pub const TASK_ENCODE: &str = "encode";
/// [`WorkerRequest::task`]: the game of the share code in `record`,
/// answered as its record (JSON) in `action` and its shown step in
/// `shown`.
pub const TASK_DECODE: &str = "decode";
/// [`WorkerRequest::task`]: the game of the game file whose text is in
/// `record`, answered as [`TASK_DECODE`] is.
pub const TASK_FILE: &str = "file";

/// One decision asked of the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WorkerRequest {
    /// Echoed in the answer, so the page matches answers to requests.
    pub id: u64,
    /// The game's id (its `Game::ID`).
    pub game: String,
    /// The game's record so far, as saved ([`GameRecord`] as JSON text:
    /// the page writes it and the worker reads it without a JSON tree,
    /// which keeps the page's code small).
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
    /// Empty for an AI decision, else [`TASK_ENCODE`] or [`TASK_DECODE`].
    #[serde(default)]
    pub task: String,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WorkerAnswer {
    /// The request's id.
    pub id: u64,
    /// The action chosen (the game's action as JSON text), or `None` on
    /// error.
    pub action: Option<String>,
    /// Why no action could be chosen.
    pub error: Option<String>,
    /// Why the AI chose it, written for every reader, when its level
    /// gives one.
    #[serde(default)]
    pub reason: Option<ReasonTexts>,
    /// Time the decision took, in whole microseconds (an integer, so the
    /// page links no float parsing).
    pub micros: u64,
    /// [`TASK_DECODE`]: the step the code shows.
    #[serde(default)]
    pub shown: u64,
}

/// Decides for `request` in game `G`: the action in JSON and its reason.
fn decide_json<G: ExplainsDecisions>(
    request: &WorkerRequest,
    clock: &dyn Clock,
) -> Result<(String, Option<ReasonTexts>), String> {
    let record: GameRecord<G> = serde_json::from_str(&request.record)
        .map_err(|e| format!("the record could not be read ({e})"))?;
    let state = replay::<G>(&record).map_err(|e| e.to_string())?;
    let (action, reason) = G::decide_explained(
        &state,
        request.seat,
        &request.level,
        request.seed,
        request.max_work,
        clock,
    )?;
    Ok((
        serde_json::to_string(&action).map_err(|e| e.to_string())?,
        reason,
    ))
}

/// The share code of the request's record at its `seat` steps.
fn encode_json<G: Game>(request: &WorkerRequest) -> Result<(String, u64), String> {
    let record: GameRecord<G> = serde_json::from_str(&request.record)
        .map_err(|e| format!("the record could not be read ({e})"))?;
    replay::<G>(&record).map_err(|e| e.to_string())?;
    Ok((encode::<G>(&record, request.seat), 0))
}

/// The record (JSON) and shown step of the share code in the request.
fn decode_json<G: Game>(request: &WorkerRequest) -> Result<(String, u64), String> {
    let shared = decode::<G>(&request.record).map_err(|e| e.to_string())?;
    let json = serde_json::to_string(&shared.record).map_err(|e| e.to_string())?;
    Ok((json, shared.shown as u64))
}

/// The record (JSON) and shown step of the game file in the request.
fn file_json<G: Game>(request: &WorkerRequest) -> Result<(String, u64), String> {
    let shared = read_game_file::<G>(&request.record)?;
    let json = serde_json::to_string(&shared.record).map_err(|e| e.to_string())?;
    Ok((json, shared.shown as u64))
}

/// One decision function per game, by id.
type DecideFn = fn(&WorkerRequest, &dyn Clock) -> Result<(String, Option<ReasonTexts>), String>;
/// A share-code task: its text answer and shown step.
type CodecFn = fn(&WorkerRequest) -> Result<(String, u64), String>;

/// What the worker does for one game.
struct GameTasks {
    id: &'static str,
    data: Option<AiData>,
    decide: DecideFn,
    encode: CodecFn,
    decode: CodecFn,
    file: CodecFn,
}

fn tasks<G: ExplainsDecisions>() -> GameTasks {
    GameTasks {
        id: G::ID,
        data: G::AI_DATA,
        decide: decide_json::<G>,
        encode: encode_json::<G>,
        decode: decode_json::<G>,
        file: file_json::<G>,
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
    let start = clock.now_ms();
    let mut data = None;
    let answer = match serde_json::from_str::<WorkerRequest>(message) {
        Err(error) => WorkerAnswer {
            id: 0,
            action: None,
            error: Some(format!("the request could not be read ({error})")),
            reason: None,
            micros: 0,
            shown: 0,
        },
        Ok(request) => {
            let game = games().into_iter().find(|tasks| tasks.id == request.game);
            data = game.as_ref().and_then(|tasks| tasks.data);
            let done = match (game, request.task.as_str()) {
                (None, _) => Err(format!("no AI for the game `{}`", request.game)),
                (Some(game), "") => (game.decide)(&request, clock).map(|(a, r)| (a, r, 0)),
                (Some(game), TASK_ENCODE) => (game.encode)(&request).map(|(a, s)| (a, None, s)),
                (Some(game), TASK_DECODE) => (game.decode)(&request).map(|(a, s)| (a, None, s)),
                (Some(game), TASK_FILE) => (game.file)(&request).map(|(a, s)| (a, None, s)),
                (Some(_), other) => Err(format!("no task `{other}`")),
            };
            let (action, reason, shown, error) = match done {
                Ok((action, reason, shown)) => (Some(action), reason, shown, None),
                Err(error) => (None, None, 0, Some(error)),
            };
            WorkerAnswer {
                id: request.id,
                action,
                error,
                reason,
                micros: ((clock.now_ms() - start) * 1000.0).max(0.0) as u64,
                shown,
            }
        }
    };
    let text = serde_json::to_string(&answer).expect("answers always serialize");
    (text, data)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::agent::decide;
    use crate::engine::agent::{agent_seed, FrozenClock, SystemClock};
    use crate::engine::fireworks::{Fireworks, FireworksAction};
    use crate::engine::game::Game;
    use crate::engine::morris::{Morris, Move};
    use crate::engine::session::Session;
    use crate::engine::take5::{Take5, Take5Action};
    use serde_json::Value;

    fn request<G: Game>(session: &Session<G>, seat: Seat, level: &str) -> WorkerRequest {
        let steps = session.record().steps.len();
        WorkerRequest {
            id: 7,
            game: G::ID.to_owned(),
            record: serde_json::to_string(session.record()).unwrap(),
            seat,
            level: level.to_owned(),
            seed: agent_seed(session.record().seed, steps, seat),
            max_work: Some(400),
            task: String::new(),
        }
    }

    fn answered(request: &WorkerRequest) -> WorkerAnswer {
        let text = answer(&serde_json::to_string(request).unwrap(), &FrozenClock);
        serde_json::from_str(&text).unwrap()
    }

    #[test]
    fn only_morris_asks_for_a_data_file_and_the_shipped_one_installs() {
        let morris = Session::<Morris>::new(Default::default(), 3);
        let asked = serde_json::to_string(&request(&morris, 0, "hard")).unwrap();
        let data = data_wanted(&asked).expect("Morris has its endgame file");
        assert_eq!(data.file, "morris-endgame.bin");
        let bytes = std::fs::read(format!("assets/{}", data.file)).unwrap();
        assert_eq!((data.install)(&bytes), Ok(()));
        assert!((data.install)(&bytes[..bytes.len() - 9]).is_err());
        let take5 = Session::<Take5>::new(Default::default(), 3);
        let asked = serde_json::to_string(&request(&take5, 0, "hard")).unwrap();
        assert!(data_wanted(&asked).is_none());
        assert!(data_wanted("not json").is_none());
    }

    #[test]
    fn the_workers_hard_is_the_referees_hard() {
        // Morris: a few moves in, so the search has something to weigh.
        let mut morris = Session::<Morris>::new(Default::default(), 3);
        for text in ["PLACE;D2", "PLACE;D6", "PLACE;B4"] {
            let seat = morris.state().to_act()[0];
            morris.play(seat, Move::parse(text).unwrap()).unwrap();
        }
        let asked = request(&morris, 1, "hard");
        let got = answered(&asked);
        let direct = decide(
            morris.state(),
            1,
            "hard",
            asked.seed,
            Some(400),
            &FrozenClock,
        )
        .unwrap();
        assert_eq!(got.id, 7);
        assert_eq!(got.error, None);
        assert_eq!(
            serde_json::from_str::<Move>(&got.action.unwrap()).unwrap(),
            direct
        );
        // 6 nimmt!: the Monte Carlo player with a playout cap.
        let take5 = Session::<Take5>::new(Default::default(), 11);
        let asked = request(&take5, 2, "hard");
        let got = answered(&asked);
        let direct = decide(
            take5.state(),
            2,
            "hard",
            asked.seed,
            Some(400),
            &FrozenClock,
        )
        .unwrap();
        assert_eq!(
            serde_json::from_str::<Take5Action>(&got.action.unwrap()).unwrap(),
            direct
        );
        assert_eq!(got.reason, None);
        // Fireworks: the rollouts of the hard level, with their reason.
        let fireworks = Session::<Fireworks>::new(Default::default(), 12);
        let seat = fireworks.state().to_act()[0];
        let asked = request(&fireworks, seat, "hard");
        let got = answered(&asked);
        let direct = decide(
            fireworks.state(),
            seat,
            "hard",
            asked.seed,
            Some(400),
            &FrozenClock,
        )
        .unwrap();
        assert_eq!(
            serde_json::from_str::<FireworksAction>(&got.action.unwrap()).unwrap(),
            direct
        );
        let reason = got.reason.expect("hard says why");
        let names: Vec<String> = ["Dana", "Ann", "Bob", "Celia"].map(String::from).to_vec();
        let text = reason.read(None, &names).unwrap();
        assert!(text.starts_with(&names[seat]), "{text}");
    }

    #[test]
    fn the_same_request_gets_the_same_answer_with_a_work_cap() {
        let session = Session::<Morris>::new(Default::default(), 9);
        let asked = request(&session, 0, "hard");
        let first = answered(&asked);
        let second = answered(&asked);
        assert_eq!(first.action, second.action);
    }

    /// The hard level with a minute to think: only the work cap stops it,
    /// in the browser as here.
    const HARD_UNTIMED: &str = "hard@60000";

    /// Positions for the browser test that the compiled worker decides as
    /// the engine does here: a few moves into games played by easy AIs.
    fn fixture_requests() -> Vec<WorkerRequest> {
        fn played<G: crate::engine::agent::HasAgents>(seed: u64, steps: usize) -> Session<G> {
            let mut session = Session::<G>::new(Default::default(), seed);
            while session.record().steps.len() < steps {
                let Some(&seat) = session.state().to_act().first() else {
                    break;
                };
                let step = session.record().steps.len();
                let action = decide(
                    session.state(),
                    seat,
                    "easy",
                    agent_seed(seed, step, seat),
                    None,
                    &FrozenClock,
                )
                .unwrap();
                session.play(seat, action).unwrap();
            }
            session
        }
        let mut requests = Vec::new();
        for (seed, steps) in [(1, 0), (2, 7), (3, 15)] {
            let session = played::<Take5>(seed, steps);
            let seat = session.state().to_act()[0];
            requests.push(request(&session, seat, HARD_UNTIMED));
        }
        for (seed, steps) in [(4, 0), (5, 6), (6, 14), (7, 25)] {
            let session = played::<Morris>(seed, steps);
            let seat = session.state().to_act()[0];
            requests.push(request(&session, seat, HARD_UNTIMED));
        }
        for (seed, steps) in [(8, 0), (9, 12)] {
            let session = played::<Fireworks>(seed, steps);
            let seat = session.state().to_act()[0];
            requests.push(request(&session, seat, HARD_UNTIMED));
        }
        for (id, request) in requests.iter_mut().enumerate() {
            request.id = id as u64 + 1;
        }
        requests
    }

    /// `tests/fixtures/ai-decisions.json` holds requests and the actions
    /// this engine answers; the browser test (tests/e2e/worker.test.mjs)
    /// asks the built worker the same and expects the same. Run with
    /// `UPDATE_FIXTURES=1` after changing an AI.
    #[test]
    fn the_decisions_fixture_is_what_the_engine_answers() {
        let cases: Vec<serde_json::Value> = fixture_requests()
            .into_iter()
            .map(|request| {
                let got = answered(&request);
                assert_eq!(got.error, None);
                // The request as text: its seeds do not fit a JavaScript number.
                let text = serde_json::to_string(&request).unwrap();
                let action: Value = serde_json::from_str(&got.action.unwrap()).unwrap();
                serde_json::json!({ "request": text, "action": action })
            })
            .collect();
        let text = serde_json::to_string_pretty(&cases).unwrap() + "\n";
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/ai-decisions.json"
        );
        if std::env::var_os("UPDATE_FIXTURES").is_some() {
            std::fs::write(path, &text).unwrap();
        }
        let saved = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            saved == text,
            "{path} is not what the engine answers now; run with UPDATE_FIXTURES=1"
        );
    }

    /// `code` without its last four characters.
    fn code_cut(code: &str) -> String {
        code[..code.len() - 4].to_owned()
    }

    #[test]
    fn the_worker_writes_and_reads_share_codes() {
        let mut session = Session::<Take5>::new(Default::default(), 5);
        for _ in 0..6 {
            let seat = session.state().to_act()[0];
            let action = session.state().legal_actions(seat)[0];
            session.play(seat, action).unwrap();
        }
        let mut asked = request(&session, 4, "");
        asked.task = TASK_ENCODE.to_owned();
        let code = answered(&asked).action.expect("a code");
        assert_eq!(code, encode::<Take5>(session.record(), 4));
        asked.task = TASK_DECODE.to_owned();
        asked.record = code;
        let got = answered(&asked);
        assert_eq!(
            got.action,
            Some(serde_json::to_string(session.record()).unwrap())
        );
        assert_eq!(got.shown, 4);
        asked.record = code_cut(&asked.record);
        assert!(answered(&asked).error.unwrap().contains("cut short"));
        asked.task = TASK_FILE.to_owned();
        asked.record = crate::engine::record_file::game_file::<Take5>(session.record(), 2);
        let got = answered(&asked);
        assert_eq!(
            got.action,
            Some(serde_json::to_string(session.record()).unwrap())
        );
        assert_eq!(got.shown, 2);
        asked.record = "{}".to_owned();
        assert!(answered(&asked)
            .error
            .unwrap()
            .contains("not a parlour game file"));
        asked.task = "fly".to_owned();
        assert_eq!(answered(&asked).error.as_deref(), Some("no task `fly`"));
    }

    #[test]
    fn broken_requests_are_answered_with_their_error() {
        let garbage = answer("{not json", &SystemClock::default());
        let garbage: WorkerAnswer = serde_json::from_str(&garbage).unwrap();
        assert!(garbage.error.unwrap().contains("could not be read"));

        let session = Session::<Take5>::new(Default::default(), 1);
        let mut asked = request(&session, 0, "hard");
        asked.game = "chess".to_owned();
        assert_eq!(
            answered(&asked).error.as_deref(),
            Some("no AI for the game `chess`")
        );
        let mut asked = request(&session, 0, "grandmaster");
        asked.id = 9;
        let got = answered(&asked);
        assert_eq!(got.id, 9);
        assert!(got.error.unwrap().contains("unknown level"));
        let mut asked = request(&session, 0, "easy");
        let mut record: Value = serde_json::from_str(&asked.record).unwrap();
        record["steps"] = serde_json::json!([{"kind": "act", "seat": 0, "action": {"play": 200}}]);
        asked.record = record.to_string();
        assert!(answered(&asked).error.unwrap().contains("step 1"));
    }
}
