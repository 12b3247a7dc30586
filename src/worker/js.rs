//! The worker's messages as plain JavaScript objects (wasm): the page
//! posts a request as `{task, id, game, …}` with the fields of its
//! [`WorkerRequest`] variant, the worker answers with `{kind, id, …}`
//! with the fields of its [`WorkerAnswer`] variant, and each side reads
//! the other's field by field. Structured cloning carries the objects, so
//! the page needs no JSON writer or reader for its messages (its first
//! load stays small); records and actions inside stay JSON text, read
//! where they are used. The worker also reads a request sent as JSON
//! text ([`super::respond`]), as the decisions fixture has them.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;

use crate::engine::agent::ReasonTexts;

use super::{
    DecideRequest, DecideTask, Holder, OpenRequest, OpenTask, ShareRequest, ShareTask,
    WorkerAnswer, WorkerRequest,
};

/// Sets `object[name] = value`.
fn set(object: &Object, name: &str, value: JsValue) {
    // Setting a property of a plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(name), &value);
}

/// `object[name]`, undefined when it is missing.
fn get(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
}

/// `object[name]` as text, or why it is not.
fn text(object: &JsValue, name: &'static str) -> Result<String, String> {
    get(object, name)
        .as_string()
        .ok_or_else(|| format!("the answer has no text `{name}`"))
}

/// `object[name]` as a whole number, or why it is not.
fn number(object: &JsValue, name: &'static str) -> Result<u64, String> {
    get(object, name)
        .as_f64()
        .filter(|n| *n >= 0.0 && n.fract() == 0.0)
        .map(|n| n as u64)
        .ok_or_else(|| format!("the answer has no number `{name}`"))
}

/// `answer` as the object the worker posts.
pub fn answer_to_js(answer: &WorkerAnswer) -> JsValue {
    let object = Object::new();
    let (kind, id) = match answer {
        WorkerAnswer::Decided {
            id,
            action,
            reason,
            micros,
        } => {
            set(&object, "action", JsValue::from_str(action));
            if let Some(reason) = reason {
                let texts: Array = reason.0.iter().map(|t| JsValue::from_str(t)).collect();
                set(&object, "reason", texts.into());
            }
            set(&object, "micros", JsValue::from_f64(*micros as f64));
            ("decided", id)
        }
        WorkerAnswer::Shared {
            id,
            code,
            file_name,
            file,
        } => {
            set(&object, "code", JsValue::from_str(code));
            set(&object, "file_name", JsValue::from_str(file_name));
            set(&object, "file", JsValue::from_str(file));
            ("shared", id)
        }
        WorkerAnswer::Opened {
            id,
            record,
            steps,
            event,
        } => {
            set(&object, "record", JsValue::from_str(record));
            set(&object, "steps", JsValue::from_f64(*steps as f64));
            if let Some(event) = event {
                set(&object, "event", JsValue::from_f64(*event as f64));
            }
            ("opened", id)
        }
        WorkerAnswer::Rated { id, values } => {
            let values: Array = values.iter().map(|&v| JsValue::from_f64(v)).collect();
            set(&object, "values", values.into());
            ("rated", id)
        }
        WorkerAnswer::Failed { id, error } => {
            set(&object, "error", JsValue::from_str(error));
            ("failed", id)
        }
    };
    set(&object, "kind", JsValue::from_str(kind));
    set(&object, "id", JsValue::from_f64(*id as f64));
    object.into()
}

/// The answer in an object the worker posted, or why it is not one.
pub fn answer_from_js(object: &JsValue) -> Result<WorkerAnswer, String> {
    let id = number(object, "id")?;
    Ok(match text(object, "kind")?.as_str() {
        "decided" => {
            let reason = get(object, "reason");
            let reason = (!reason.is_undefined()).then(|| {
                ReasonTexts(
                    Array::from(&reason)
                        .iter()
                        .map(|t| t.as_string().unwrap_or_default())
                        .collect(),
                )
            });
            WorkerAnswer::Decided {
                id,
                action: text(object, "action")?,
                reason,
                micros: number(object, "micros")?,
            }
        }
        "shared" => WorkerAnswer::Shared {
            id,
            code: text(object, "code")?,
            file_name: text(object, "file_name")?,
            file: text(object, "file")?,
        },
        "opened" => WorkerAnswer::Opened {
            id,
            record: text(object, "record")?,
            steps: number(object, "steps")?,
            event: number(object, "event").ok(),
        },
        "failed" => WorkerAnswer::Failed {
            id,
            error: text(object, "error")?,
        },
        other => {
            return Err(format!(
                "the answer is of no kind the page knows (`{other}`)"
            ))
        }
    })
}

/// `request` as the object the page posts.
pub fn request_to_js(request: &WorkerRequest) -> JsValue {
    let object = Object::new();
    let number = |name: &str, n: u64| set(&object, name, JsValue::from_f64(n as f64));
    let text = |name: &str, t: &str| set(&object, name, JsValue::from_str(t));
    text("game", request.game());
    number("id", request.id());
    match request {
        WorkerRequest::Decide(r) => {
            text("task", "");
            text("record", &r.record);
            number("seat", r.seat as u64);
            text("level", &r.level);
            // A seed does not fit a JavaScript number: it travels as text.
            text("seed", &r.seed.to_string());
            if let Some(work) = r.max_work {
                number("max_work", work);
            }
        }
        WorkerRequest::Share(r) => {
            text("task", "share");
            text("record", &r.record);
            number("steps", r.steps as u64);
            if let Some(event) = r.event {
                number("event", event as u64);
            }
        }
        WorkerRequest::Open(r) => {
            text("task", "open");
            text(
                "holder",
                match r.holder {
                    Holder::Link => "link",
                    Holder::File => "file",
                },
            );
            text("text", &r.text);
        }
    }
    object.into()
}

/// The request in an object the page posted, or why it is not one.
pub fn request_from_js(object: &JsValue) -> Result<WorkerRequest, String> {
    let id = number(object, "id")?;
    let game = text(object, "game")?;
    Ok(match text(object, "task")?.as_str() {
        "" => WorkerRequest::Decide(DecideRequest {
            id,
            game,
            record: text(object, "record")?,
            seat: number(object, "seat")? as usize,
            level: text(object, "level")?,
            seed: text(object, "seed")?
                .parse()
                .map_err(|_| "the request's seed is not a number".to_owned())?,
            max_work: number(object, "max_work").ok(),
            task: DecideTask::Decide,
        }),
        "share" => WorkerRequest::Share(ShareRequest {
            id,
            game,
            record: text(object, "record")?,
            steps: number(object, "steps")? as usize,
            event: number(object, "event").ok().map(|e| e as usize),
            task: ShareTask::Share,
        }),
        "open" => WorkerRequest::Open(OpenRequest {
            id,
            game,
            holder: match text(object, "holder")?.as_str() {
                "link" => Holder::Link,
                "file" => Holder::File,
                other => return Err(format!("nothing is held in a `{other}`")),
            },
            text: text(object, "text")?,
            task: OpenTask::Open,
        }),
        other => return Err(format!("no task `{other}`")),
    })
}
