//! The protocol's messages as plain JavaScript objects (wasm): a request
//! crosses as `{task, id, game, …}` with the fields of its [`Request`]
//! variant, an answer as `{kind, id, …}` with the fields of its [`Answer`]
//! variant, and each side reads the other's field by field. Structured
//! cloning carries the objects, so the page needs no JSON writer or reader
//! for its messages (its first load stays small); records and actions
//! inside stay JSON text, read where they are used.

#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsValue;

use crate::engine::agent::ReasonTexts;

use super::js_parts::{best_from_js, best_to_js, teams_from_js, teams_to_js, Reader, Writer};
use super::protocol::{
    Answer, BestAsked, Decide, Hint, Holder, Language, Open, Rate, Request, Review, Share,
    TeamsAsked,
};

/// `request` as the object the page posts.
pub fn request_to_js(request: &Request) -> JsValue {
    let w = Writer::new();
    w.text("task", request.task());
    if let Some(game) = request.game() {
        w.text("game", game);
        w.number("id", request.id());
    }
    match request {
        Request::Language(r) => {
            w.text("code", &r.code);
            w.text("catalog", &r.catalog);
        }
        Request::Decide(r) => {
            w.text("record", &r.record);
            w.number("seat", r.seat as u64);
            w.text("level", &r.level);
            // A seed does not fit a JavaScript number: it travels as text.
            w.text("seed", &r.seed.to_string());
            if let Some(work) = r.max_work {
                w.number("max_work", work);
            }
        }
        Request::Share(r) => {
            w.text("record", &r.record);
            w.number("steps", r.steps as u64);
            if let Some(event) = r.event {
                w.number("event", event as u64);
            }
        }
        Request::Open(r) => {
            let holder = match r.holder {
                Holder::Link => "link",
                Holder::File => "file",
            };
            w.text("holder", holder);
            w.text("text", &r.text);
        }
        Request::Rate(r) => {
            w.text("record", &r.record);
            w.number("seat", r.seat as u64);
        }
        Request::Review(r) => {
            w.text("record", &r.record);
            if let Some(viewer) = r.viewer {
                w.number("viewer", viewer as u64);
            }
            if let Some(seats) = &r.seats {
                w.numbers("seats", seats.iter().map(|&s| s as f64));
            }
            w.texts("names", &r.names);
        }
        Request::Hint(r) => {
            w.text("record", &r.record);
            w.number("seat", r.seat as u64);
            w.texts("names", &r.names);
        }
        Request::Best(r) => {
            w.text("record", &r.record);
            w.texts("names", &r.names);
        }
        Request::Teams(r) => {
            w.text("record", &r.record);
            w.texts("levels", &r.levels);
        }
    }
    w.done()
}

/// The request in an object the page posted, or why it is not one.
pub fn request_from_js(object: &JsValue) -> Result<Request, String> {
    let r = Reader(object);
    let task = r.text("task")?;
    if task == "language" {
        return Ok(Request::Language(Language {
            code: r.text("code")?,
            catalog: r.text("catalog")?,
        }));
    }
    let (id, game) = (r.number("id")?, r.text("game")?);
    Ok(match task.as_str() {
        "decide" => Request::Decide(Decide {
            id,
            game,
            record: r.text("record")?,
            seat: r.number("seat")? as usize,
            level: r.text("level")?,
            seed: r
                .text("seed")?
                .parse()
                .map_err(|_| "the request's seed is not a number".to_owned())?,
            max_work: r.number("max_work").ok(),
        }),
        "share" => Request::Share(Share {
            id,
            game,
            record: r.text("record")?,
            steps: r.number("steps")? as usize,
            event: r.number("event").ok().map(|e| e as usize),
        }),
        "open" => Request::Open(Open {
            id,
            game,
            holder: match r.text("holder")?.as_str() {
                "link" => Holder::Link,
                "file" => Holder::File,
                other => return Err(format!("nothing is held in a `{other}`")),
            },
            text: r.text("text")?,
        }),
        "rate" => Request::Rate(Rate {
            id,
            game,
            record: r.text("record")?,
            seat: r.number("seat")? as usize,
        }),
        "review" => Request::Review(Review {
            id,
            game,
            record: r.text("record")?,
            viewer: r.number("viewer").ok().map(|s| s as usize),
            seats: r
                .maybe("seats")
                .map(|_| r.numbers("seats").iter().map(|&s| s as usize).collect()),
            names: r.texts("names"),
        }),
        "hint" => Request::Hint(Hint {
            id,
            game,
            record: r.text("record")?,
            seat: r.number("seat")? as usize,
            names: r.texts("names"),
        }),
        "best" => Request::Best(BestAsked {
            id,
            game,
            record: r.text("record")?,
            names: r.texts("names"),
        }),
        "teams" => Request::Teams(TeamsAsked {
            id,
            game,
            record: r.text("record")?,
            levels: r.texts("levels"),
        }),
        other => return Err(format!("no task `{other}`")),
    })
}

/// `answer` as the object the worker posts.
pub fn answer_to_js(answer: &Answer) -> JsValue {
    let w = Writer::new();
    let kind = match answer {
        Answer::Ready => "ready",
        Answer::Decided {
            action,
            reason,
            micros,
            ..
        } => {
            w.text("action", action);
            if let Some(reason) = reason {
                w.texts("reason", &reason.0);
            }
            w.number("micros", *micros);
            "decided"
        }
        Answer::Shared {
            code,
            file_name,
            file,
            ..
        } => {
            w.text("code", code);
            w.text("file_name", file_name);
            w.text("file", file);
            "shared"
        }
        Answer::Opened {
            record,
            steps,
            event,
            ..
        } => {
            w.text("record", record);
            w.number("steps", *steps as u64);
            if let Some(event) = event {
                w.number("event", *event as u64);
            }
            "opened"
        }
        Answer::Rated { values, .. } => {
            w.numbers("values", values.iter().copied());
            "rated"
        }
        Answer::Progress { done, total, .. } => {
            w.number("done", *done);
            w.number("total", *total);
            "progress"
        }
        Answer::Reviewed {
            review, practice, ..
        } => {
            w.text("review", review);
            if let Some(practice) = practice {
                w.text("practice", practice);
            }
            "reviewed"
        }
        Answer::Hinted {
            action, words, why, ..
        } => {
            w.text("action", action);
            w.text("words", words);
            w.text("why", why);
            "hinted"
        }
        Answer::Best { steps, best, .. } => {
            w.number("steps", *steps);
            w.set("best", best_to_js(best));
            "best"
        }
        Answer::Teams { teams, .. } => {
            w.set("teams", teams_to_js(teams));
            "teams"
        }
        Answer::Failed { error, .. } => {
            w.text("error", error);
            "failed"
        }
    };
    w.text("kind", kind);
    w.number("id", answer.id());
    w.done()
}

/// The answer in an object the worker posted, or why it is not one.
pub fn answer_from_js(object: &JsValue) -> Result<Answer, String> {
    let r = Reader(object);
    let kind = r.text("kind")?;
    if kind == "ready" {
        return Ok(Answer::Ready);
    }
    let id = r.number("id")?;
    Ok(match kind.as_str() {
        "decided" => Answer::Decided {
            id,
            action: r.text("action")?,
            reason: r.maybe("reason").map(|_| ReasonTexts(r.texts("reason"))),
            micros: r.number("micros")?,
        },
        "shared" => Answer::Shared {
            id,
            code: r.text("code")?,
            file_name: r.text("file_name")?,
            file: r.text("file")?,
        },
        "opened" => Answer::Opened {
            id,
            record: r.text("record")?,
            steps: r.number("steps")? as usize,
            event: r.number("event").ok().map(|e| e as usize),
        },
        "rated" => Answer::Rated {
            id,
            values: r.numbers("values"),
        },
        "progress" => Answer::Progress {
            id,
            done: r.number("done")?,
            total: r.number("total")?,
        },
        "reviewed" => Answer::Reviewed {
            id,
            review: r.text("review")?,
            practice: r.text("practice").ok(),
        },
        "hinted" => Answer::Hinted {
            id,
            action: r.text("action")?,
            words: r.text("words")?,
            why: r.text("why")?,
        },
        "best" => Answer::Best {
            id,
            steps: r.number("steps")?,
            best: best_from_js(&r.get("best"))?,
        },
        "teams" => Answer::Teams {
            id,
            teams: teams_from_js(&r.get("teams"))?,
        },
        "failed" => Answer::Failed {
            id,
            error: r.text("error")?,
        },
        other => {
            return Err(format!(
                "the answer is of no kind the page knows (`{other}`)"
            ))
        }
    })
}
