//! The AI workers' answers natively: their decisions are the referee's,
//! the decisions fixture the browser test replays, share codes and game
//! files written and read, and broken requests answered with their error.

use super::protocol::{Decide, Holder, Open, Rate, Share};
use super::*;
use crate::engine::agent::{agent_seed, decide, FrozenClock, ReasonTexts, SystemClock};
use crate::engine::fireworks::{Fireworks, FireworksAction};
use crate::engine::game::Game;
use crate::engine::game::Seat;
use crate::engine::morris::{Morris, Move};
use crate::engine::record_code::encode;
use crate::engine::record_file::game_file;
use crate::engine::session::Moment;
use crate::engine::session::Session;
use crate::engine::take5::{Take5, Take5Action};
use serde_json::Value;

fn decision<G: Game>(session: &Session<G>, seat: Seat, level: &str) -> Decide {
    let steps = session.record().steps.len();
    Decide {
        id: 7,
        game: G::ID.to_owned(),
        record: serde_json::to_string(session.record()).unwrap(),
        seat,
        level: level.to_owned(),
        seed: agent_seed(session.record().seed, steps, seat),
        max_work: Some(400),
    }
}

/// The worker that takes `request` (the AI worker of its game; the
/// coach's for the coach's tasks).
fn worker_of(request: &Request) -> Tasks {
    match request.game() {
        _ if request.is_coachs() => Tasks::coach(),
        Some("morris") => Tasks::ai::<Morris>(),
        Some("fireworks") => Tasks::ai::<Fireworks>(),
        _ => Tasks::ai::<Take5>(),
    }
}

/// The last answer of its worker to `request`, sent as JSON text.
fn answered(request: &Request) -> Answer {
    let text = serde_json::to_string(request).unwrap();
    answer_text(&worker_of(request), &text, &FrozenClock)
        .pop()
        .unwrap()
}

/// The referee's hard decision for `seat` with `asked`'s seed and cap.
fn hard<G: crate::engine::agent::HasAgents>(state: &G, seat: Seat, asked: &Decide) -> G::Action {
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
fn decided(request: &Decide) -> (String, Option<ReasonTexts>) {
    match answered(&Request::Decide(request.clone())) {
        Answer::Decided {
            id, action, reason, ..
        } => {
            assert_eq!(id, request.id);
            (action, reason)
        }
        other => panic!("not a decision: {other:?}"),
    }
}

/// The error of an answer that failed.
fn failed(answer: Answer) -> String {
    match answer {
        Answer::Failed { error, .. } => error,
        other => panic!("not a failure: {other:?}"),
    }
}

#[test]
fn only_morris_asks_for_a_data_file_and_the_shipped_one_installs() {
    let data = Tasks::ai::<Morris>().game("morris").unwrap().data;
    let data = data.expect("Morris has its endgame file");
    assert_eq!(data.file, "morris-endgame.bin");
    let bytes = std::fs::read(format!("assets/{}", data.file)).unwrap();
    assert_eq!((data.install)(&bytes), Ok(()));
    assert!((data.install)(&bytes[..bytes.len() - 9]).is_err());
    assert!(Tasks::ai::<Take5>().game("take5").unwrap().data.is_none());
    let coach = Tasks::coach();
    assert!(coach.game("morris").unwrap().data.is_some());
    assert!(coach.game("fireworks").unwrap().data.is_none());
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

/// The hat with its search and a minute to think: only the work cap
/// stops it.
const HAT_SEARCH_UNTIMED: &str = "hat-search@60000";

/// Positions for the browser test that the compiled worker decides as
/// the engine does here: a few moves into games played by easy AIs.
fn fixture_requests() -> Vec<Decide> {
    fn played<G: crate::engine::agent::HasAgents>(seed: u64, steps: usize) -> Session<G> {
        played_with(Default::default(), seed, steps)
    }
    fn played_with<G: crate::engine::agent::HasAgents>(
        options: G::Options,
        seed: u64,
        steps: usize,
    ) -> Session<G> {
        let mut session = Session::<G>::new(options, seed);
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
    // Two players with the boxed rules, where hat-search searches.
    let standard = crate::engine::fireworks::FireworksOptions::preset("standard").unwrap();
    let two = Fireworks::with_seat_count(&standard, 2).unwrap();
    for (seed, steps) in [(10, 6), (11, 46), (12, 34)] {
        let session = played_with::<Fireworks>(two.clone(), seed, steps);
        let seat = session.state().to_act()[0];
        requests.push(decision(&session, seat, HAT_SEARCH_UNTIMED));
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
            let text = serde_json::to_string(&Request::Decide(request)).unwrap();
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
    let share = Request::Share(Share {
        id: 3,
        game: "take5".into(),
        record: record.clone(),
        steps: moment.steps,
        event: moment.event,
    });
    let Answer::Shared {
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
        answered(&Request::Open(Open {
            id: 4,
            game: "take5".into(),
            holder,
            text: text.to_owned(),
        }))
    };
    for (holder, text) in [(Holder::Link, &code), (Holder::File, &file)] {
        assert_eq!(
            open(holder, text),
            Answer::Opened {
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
    let unknown = answer_text(
        &Tasks::ai::<Take5>(),
        r#"{"id":5,"game":"take5","holder":"link","text":"x","task":"fly"}"#,
        &FrozenClock,
    );
    assert!(failed(unknown[0].clone()).contains("could not be read"));
}

#[test]
fn broken_requests_are_answered_with_their_error() {
    let garbage = answer_text(&Tasks::ai::<Take5>(), "{not json", &SystemClock::default());
    assert!(failed(garbage[0].clone()).contains("could not be read"));

    let session = Session::<Take5>::new(Default::default(), 1);
    let mut asked = decision(&session, 0, "hard");
    asked.game = "chess".to_owned();
    assert_eq!(
        failed(answered(&Request::Decide(asked))),
        "no AI for the game `chess`"
    );
    let mut asked = decision(&session, 0, "grandmaster");
    asked.id = 9;
    let got = answered(&Request::Decide(asked));
    assert_eq!(got.id(), 9);
    assert!(failed(got).contains("unknown level"));
    let mut asked = decision(&session, 0, "easy");
    let mut record: Value = serde_json::from_str(&asked.record).unwrap();
    record["steps"] = serde_json::json!([{"kind": "act", "seat": 0, "action": {"play": 200}}]);
    asked.record = record.to_string();
    assert!(failed(answered(&Request::Decide(asked))).contains("step 1"));
}

#[test]
fn a_worker_refuses_the_tasks_it_does_not_take() {
    let session = Session::<Take5>::new(Default::default(), 1);
    let asked = Request::Decide(decision(&session, 0, "easy"));
    let text = serde_json::to_string(&asked).unwrap();
    let refused = answer_text(&Tasks::coach(), &text, &FrozenClock);
    assert_eq!(failed(refused[0].clone()), "this worker does not decide");
    let morris = answer_text(&Tasks::ai::<Morris>(), &text, &FrozenClock);
    assert_eq!(failed(morris[0].clone()), "no AI for the game `take5`");
    let rate = Request::Rate(Rate {
        id: 2,
        game: "take5".to_owned(),
        record: serde_json::to_string(session.record()).unwrap(),
        seat: 0,
    });
    let text = serde_json::to_string(&rate).unwrap();
    let refused = answer_text(&Tasks::ai::<Take5>(), &text, &FrozenClock);
    assert_eq!(failed(refused[0].clone()), "this worker does not rate");
}

#[test]
fn a_rate_request_rates_every_legal_move_the_same_way_twice() {
    let session = Session::<Morris>::new(Default::default(), 5);
    let request = Rate {
        id: 9,
        game: Morris::ID.to_owned(),
        record: serde_json::to_string(session.record()).unwrap(),
        seat: 0,
    };
    let text = serde_json::to_string(&Request::Rate(request.clone())).unwrap();
    assert!(text.contains("\"task\":\"rate\""), "{text}");
    let answer = answer_text(&Tasks::coach(), &text, &FrozenClock)
        .pop()
        .unwrap();
    let Answer::Rated { id, values } = answer.clone() else {
        panic!("{answer:?}");
    };
    assert_eq!(id, 9);
    assert_eq!(values.len(), session.state().legal_actions(0).len());
    assert_eq!(answered(&Request::Rate(request.clone())), answer);
    let other = Rate {
        game: "chess".to_owned(),
        ..request.clone()
    };
    assert_eq!(
        answered(&Request::Rate(other)),
        Answer::Failed {
            id: 9,
            error: "no coach for the game `chess`".to_owned()
        }
    );
    let nobody = Rate { seat: 7, ..request };
    assert!(matches!(
        answered(&Request::Rate(nobody)),
        Answer::Failed { .. }
    ));
}

/// The fixture's hat-search cases include one where the search leaves
/// the hat's move, so the browser test sees the search itself at work.
#[test]
fn the_fixtures_hat_search_leaves_the_hat_once() {
    let left: Vec<u64> = fixture_requests()
        .into_iter()
        .filter(|request| request.level == HAT_SEARCH_UNTIMED)
        .filter(|request| {
            let hat = Decide {
                level: "hat".into(),
                ..request.clone()
            };
            decided(request).0 != decided(&hat).0
        })
        .map(|request| request.id)
        .collect();
    assert_eq!(left.len(), 1, "{left:?}");
}
