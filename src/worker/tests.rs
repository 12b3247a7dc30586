//! The worker's answers natively: its decisions are the referee's, the
//! decisions fixture the browser test replays, share codes and game files
//! written and read, and broken requests answered with their error.

use super::*;
use crate::engine::agent::{agent_seed, decide, FrozenClock, SystemClock};
use crate::engine::fireworks::{Fireworks, FireworksAction};
use crate::engine::game::Game;
use crate::engine::morris::{Morris, Move};
use crate::engine::session::Session;
use crate::engine::take5::{Take5, Take5Action};
use serde_json::Value;

fn decision<G: Game>(session: &Session<G>, seat: Seat, level: &str) -> DecideRequest {
    let steps = session.record().steps.len();
    DecideRequest {
        id: 7,
        game: G::ID.to_owned(),
        record: serde_json::to_string(session.record()).unwrap(),
        seat,
        level: level.to_owned(),
        seed: agent_seed(session.record().seed, steps, seat),
        max_work: Some(400),
        task: DecideTask::Decide,
    }
}

/// The worker's answer to `request`, sent as the page sends it (JSON).
fn answered(request: &WorkerRequest) -> WorkerAnswer {
    respond(&serde_json::to_string(request).unwrap(), &FrozenClock).0
}

/// The referee's hard decision for `seat` with `asked`'s seed and cap.
fn hard<G: crate::engine::agent::HasAgents>(
    state: &G,
    seat: Seat,
    asked: &DecideRequest,
) -> G::Action {
    decide(
        state,
        seat,
        "hard",
        asked.seed,
        asked.max_work,
        &FrozenClock,
    )
    .unwrap()
}

/// The action (JSON) and reason of a decision's answer.
fn decided(request: &DecideRequest) -> (String, Option<ReasonTexts>) {
    match answered(&WorkerRequest::Decide(request.clone())) {
        WorkerAnswer::Decided {
            id, action, reason, ..
        } => {
            assert_eq!(id, request.id);
            (action, reason)
        }
        other => panic!("not a decision: {other:?}"),
    }
}

/// The error of an answer that failed.
fn failed(answer: WorkerAnswer) -> String {
    match answer {
        WorkerAnswer::Failed { error, .. } => error,
        other => panic!("not a failure: {other:?}"),
    }
}

#[test]
fn only_morris_asks_for_a_data_file_and_the_shipped_one_installs() {
    let morris = Session::<Morris>::new(Default::default(), 3);
    let asked = WorkerRequest::Decide(decision(&morris, 0, "easy"));
    let (_, data) = respond_to(&asked, &FrozenClock);
    let data = data.expect("Morris has its endgame file");
    assert_eq!(data.file, "morris-endgame.bin");
    let bytes = std::fs::read(format!("assets/{}", data.file)).unwrap();
    assert_eq!((data.install)(&bytes), Ok(()));
    assert!((data.install)(&bytes[..bytes.len() - 9]).is_err());
    let take5 = Session::<Take5>::new(Default::default(), 3);
    let asked = WorkerRequest::Decide(decision(&take5, 0, "easy"));
    assert!(respond_to(&asked, &FrozenClock).1.is_none());
    assert!(respond("not json", &FrozenClock).1.is_none());
}

#[test]
fn the_workers_hard_is_the_referees_hard() {
    // Morris: a few moves in, so the search has something to weigh.
    let mut morris = Session::<Morris>::new(Default::default(), 3);
    for text in ["PLACE;D2", "PLACE;D6", "PLACE;B4"] {
        let seat = morris.state().to_act()[0];
        morris.play(seat, Move::parse(text).unwrap()).unwrap();
    }
    let asked = decision(&morris, 1, "hard");
    let (action, _) = decided(&asked);
    let direct = hard(morris.state(), 1, &asked);
    assert_eq!(serde_json::from_str::<Move>(&action).unwrap(), direct);
    // 6 nimmt!: the Monte Carlo player with a playout cap.
    let take5 = Session::<Take5>::new(Default::default(), 11);
    let asked = decision(&take5, 2, "hard");
    let (action, reason) = decided(&asked);
    let direct = hard(take5.state(), 2, &asked);
    assert_eq!(
        serde_json::from_str::<Take5Action>(&action).unwrap(),
        direct
    );
    assert_eq!(reason, None);
    // Fireworks: the rollouts of the hard level, with their reason.
    let fireworks = Session::<Fireworks>::new(Default::default(), 12);
    let seat = fireworks.state().to_act()[0];
    let asked = decision(&fireworks, seat, "hard");
    let (action, reason) = decided(&asked);
    let direct = hard(fireworks.state(), seat, &asked);
    assert_eq!(
        serde_json::from_str::<FireworksAction>(&action).unwrap(),
        direct
    );
    let reason = reason.expect("hard says why");
    let names: Vec<String> = ["Dana", "Ann", "Bob", "Celia"].map(String::from).to_vec();
    let text = reason.read(None, &names).unwrap();
    assert!(text.starts_with(&names[seat]), "{text}");
}

#[test]
fn the_same_request_gets_the_same_answer_with_a_work_cap() {
    let session = Session::<Morris>::new(Default::default(), 9);
    let asked = decision(&session, 0, "hard");
    assert_eq!(decided(&asked), decided(&asked));
}

/// The hard level with a minute to think: only the work cap stops it,
/// in the browser as here.
const HARD_UNTIMED: &str = "hard@60000";

/// Positions for the browser test that the compiled worker decides as
/// the engine does here: a few moves into games played by easy AIs.
fn fixture_requests() -> Vec<DecideRequest> {
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
        requests.push(decision(&session, seat, HARD_UNTIMED));
    }
    for (seed, steps) in [(4, 0), (5, 6), (6, 14), (7, 25)] {
        let session = played::<Morris>(seed, steps);
        let seat = session.state().to_act()[0];
        requests.push(decision(&session, seat, HARD_UNTIMED));
    }
    for (seed, steps) in [(8, 0), (9, 12)] {
        let session = played::<Fireworks>(seed, steps);
        let seat = session.state().to_act()[0];
        requests.push(decision(&session, seat, HARD_UNTIMED));
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
            let (action, _) = decided(&request);
            // The request as text: its seeds do not fit a JavaScript number.
            let text = serde_json::to_string(&WorkerRequest::Decide(request)).unwrap();
            let action: Value = serde_json::from_str(&action).unwrap();
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

#[test]
fn the_worker_writes_a_moments_code_and_file_and_reads_them_back() {
    let mut session = Session::<Take5>::new(Default::default(), 5);
    for _ in 0..6 {
        let seat = session.state().to_act()[0];
        let action = session.state().legal_actions(seat)[0];
        session.play(seat, action).unwrap();
    }
    let record = serde_json::to_string(session.record()).unwrap();
    let moment = Moment {
        steps: 4,
        event: Some(0),
    };
    let share = WorkerRequest::Share(ShareRequest {
        id: 3,
        game: "take5".into(),
        record: record.clone(),
        steps: moment.steps,
        event: moment.event,
        task: ShareTask::Share,
    });
    let WorkerAnswer::Shared {
        id,
        code,
        file_name: name,
        file,
    } = answered(&share)
    else {
        panic!("a shared moment");
    };
    assert_eq!(id, 3);
    assert_eq!(code, encode::<Take5>(session.record(), moment));
    assert_eq!(file, game_file::<Take5>(session.record(), moment));
    assert_eq!(name, "parlour-take5-5.json");
    let open = |holder: Holder, text: &str| {
        answered(&WorkerRequest::Open(OpenRequest {
            id: 4,
            game: "take5".into(),
            holder,
            text: text.to_owned(),
            task: OpenTask::Open,
        }))
    };
    for (holder, text) in [(Holder::Link, &code), (Holder::File, &file)] {
        assert_eq!(
            open(holder, text),
            WorkerAnswer::Opened {
                id: 4,
                record: record.clone(),
                steps: 4,
                event: Some(0),
            }
        );
    }
    assert!(failed(open(Holder::Link, &code[..code.len() - 4])).contains("cut short"));
    assert!(failed(open(Holder::File, "{}")).contains("not a parlour game file"));
    // A code read as a file, and a file as a code, are refused.
    assert!(failed(open(Holder::File, &code)).contains("not a parlour game file"));
    assert!(failed(open(Holder::Link, &file)).contains("character"));
    let (unknown, _) = respond(
        r#"{"id":5,"game":"take5","holder":"link","text":"x","task":"fly"}"#,
        &FrozenClock,
    );
    assert!(failed(unknown).contains("could not be read"));
}

#[test]
fn broken_requests_are_answered_with_their_error() {
    let (garbage, data) = respond("{not json", &SystemClock::default());
    assert!(failed(garbage).contains("could not be read"));
    assert!(data.is_none());

    let session = Session::<Take5>::new(Default::default(), 1);
    let mut asked = decision(&session, 0, "hard");
    asked.game = "chess".to_owned();
    assert_eq!(
        failed(answered(&WorkerRequest::Decide(asked))),
        "no AI for the game `chess`"
    );
    let mut asked = decision(&session, 0, "grandmaster");
    asked.id = 9;
    let got = answered(&WorkerRequest::Decide(asked));
    assert_eq!(got.id(), 9);
    assert!(failed(got).contains("unknown level"));
    let mut asked = decision(&session, 0, "easy");
    let mut record: Value = serde_json::from_str(&asked.record).unwrap();
    record["steps"] = serde_json::json!([{"kind": "act", "seat": 0, "action": {"play": 200}}]);
    asked.record = record.to_string();
    assert!(failed(answered(&WorkerRequest::Decide(asked))).contains("step 1"));
}

#[test]
fn a_rate_request_rates_every_legal_move_the_same_way_twice() {
    let session = Session::<Morris>::new(Default::default(), 5);
    let request = RateRequest {
        id: 9,
        game: Morris::ID.to_owned(),
        record: serde_json::to_string(session.record()).unwrap(),
        seat: 0,
        task: RateTask::Rate,
    };
    let text = serde_json::to_string(&request).unwrap();
    assert!(text.contains("\"task\":\"rate\""), "{text}");
    let (answer, _) = respond(&text, &FrozenClock);
    let WorkerAnswer::Rated { id, values } = answer.clone() else {
        panic!("{answer:?}");
    };
    assert_eq!(id, 9);
    assert_eq!(values.len(), session.state().legal_actions(0).len());
    assert_eq!(respond(&text, &FrozenClock).0, answer);
    let other = RateRequest {
        game: "chess".to_owned(),
        ..request.clone()
    };
    assert!(matches!(
        rate(&other, &FrozenClock),
        WorkerAnswer::Failed { id: 9, .. }
    ));
    let nobody = RateRequest { seat: 7, ..request };
    assert!(matches!(
        rate(&nobody, &FrozenClock),
        WorkerAnswer::Failed { .. }
    ));
}
