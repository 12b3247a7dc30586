//! The page's side of the AI worker: one dedicated web worker per page,
//! started lazily (and warmed up after the first paint), that receives
//! [`WorkerRequest`]s and answers each with a [`WorkerAnswer`]. Its script
//! is the loader Trunk writes for the `ai_worker` binary; the build's
//! post-build hook (`scripts/post-build.sh`) names it in the page's
//! `data-parlour-ai` attribute, relative to the page, so the app works
//! from any sub-folder.
//!
//! Requests wait in a queue until the worker says it is ready (messages
//! sent while its wasm still loads would be lost). When the worker cannot
//! start, every waiting request is answered with the reason.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::engine::session::Moment;
use crate::text::t;
use crate::worker::js::{answer_from_js, request_to_js};
use crate::worker::{
    Holder, OpenRequest, OpenTask, ShareRequest, ShareTask, WorkerAnswer, WorkerRequest, READY,
};

/// What a request is answered with: the worker's answer, or why the
/// worker could not be used.
pub type Answer = Result<WorkerAnswer, String>;

type Waiting = HashMap<u64, Box<dyn FnOnce(Answer)>>;

/// The running worker and what waits for it.
struct Client {
    worker: Option<Worker>,
    ready: bool,
    failed: Option<String>,
    queue: Vec<JsValue>,
    waiting: Waiting,
    next_id: u64,
    /// The language last posted to the worker (its AIs' reasons are
    /// written in it); `None` before the first.
    lang: Option<crate::text::Lang>,
    _onmessage: Option<Closure<dyn Fn(MessageEvent)>>,
    _onerror: Option<Closure<dyn Fn(ErrorEvent)>>,
}

impl Client {
    /// No worker yet, nothing waiting.
    fn new() -> Client {
        Client {
            worker: None,
            ready: false,
            failed: None,
            queue: Vec::new(),
            lang: None,
            waiting: HashMap::new(),
            next_id: 1,
            _onmessage: None,
            _onerror: None,
        }
    }
}

thread_local! {
    static CLIENT: Rc<RefCell<Client>> = Rc::new(RefCell::new(Client::new()));
}

/// The worker's script, as the page names it (the extras module starts
/// its own worker from it, `ui::extras::rating`).
pub fn worker_url() -> Option<String> {
    gloo::utils::document()
        .query_selector("script[data-parlour-ai]")
        .ok()
        .flatten()?
        .get_attribute("data-parlour-ai")
}

/// Answers every waiting request with `reason` and remembers the failure.
fn fail(client: &Rc<RefCell<Client>>, reason: String) {
    let waiting: Vec<_> = {
        let mut c = client.borrow_mut();
        c.failed = Some(reason.clone());
        c.queue.clear();
        c.waiting.drain().map(|(_, answer)| answer).collect()
    };
    for answer in waiting {
        answer(Err(reason.clone()));
    }
}

fn on_message(client: &Rc<RefCell<Client>>, data: JsValue) {
    if data.as_string().as_deref() == Some(READY) {
        let mut c = client.borrow_mut();
        c.ready = true;
        let queue = std::mem::take(&mut c.queue);
        c.lang = Some(crate::text::current_lang());
        if let Some(worker) = &c.worker {
            let _ = worker.post_message(&crate::ui::locale::worker_message());
            for message in queue {
                // A refused post is answered by the worker's error handler.
                let _ = worker.post_message(&message);
            }
        }
        return;
    }
    let answer = match answer_from_js(&data) {
        Ok(answer) => answer,
        Err(error) => {
            fail(
                client,
                t::shell_worker_unreadable(error.to_string()).to_string(),
            );
            return;
        }
    };
    let waiting = client.borrow_mut().waiting.remove(&answer.id());
    if let Some(callback) = waiting {
        callback(Ok(answer));
    }
}

/// Starts the worker if it is not running; an error says why it cannot.
fn start(client: &Rc<RefCell<Client>>) -> Result<(), String> {
    if let Some(reason) = &client.borrow().failed {
        return Err(reason.clone());
    }
    if client.borrow().worker.is_some() {
        return Ok(());
    }
    let url = worker_url().ok_or_else(|| t::shell_worker_unnamed().to_string())?;
    let worker =
        Worker::new(&url).map_err(|e| t::shell_worker_not_started(format!("{e:?}")).to_string())?;
    let onmessage = {
        let client = client.clone();
        Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            on_message(&client, event.data());
        })
    };
    let onerror = {
        let client = client.clone();
        Closure::<dyn Fn(ErrorEvent)>::new(move |event: ErrorEvent| {
            fail(
                &client,
                t::shell_worker_stopped(event.message()).to_string(),
            );
        })
    };
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
    let mut c = client.borrow_mut();
    c.worker = Some(worker);
    c._onmessage = Some(onmessage);
    c._onerror = Some(onerror);
    Ok(())
}

/// Starts the worker ahead of its first request, so its wasm is loaded
/// and compiled before an AI must decide.
pub fn warm_up() {
    CLIENT.with(|client| {
        // A failure is reported to the first request that needs the worker.
        let _ = start(client);
    });
}

/// Stops the worker, if it runs, and forgets what waited for it: the
/// page goes to another module, which starts its own.
pub fn stop() {
    CLIENT.with(|client| {
        let mut c = client.borrow_mut();
        if let Some(worker) = c.worker.take() {
            // A message already on its way (the worker's "ready") must find
            // no handler, not the closures dropped below.
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
        *c = Client::new();
    });
}

/// Sends `request` (its id is set here) and calls `on_answer` with the
/// worker's answer, or with why the worker cannot be used.
pub fn ask(mut request: WorkerRequest, on_answer: impl FnOnce(Answer) + 'static) {
    CLIENT.with(|client| {
        if let Err(reason) = start(client) {
            on_answer(Err(reason));
            return;
        }
        let mut c = client.borrow_mut();
        let id = c.next_id;
        request.set_id(id);
        c.next_id += 1;
        let message = request_to_js(&request);
        c.waiting.insert(id, Box::new(on_answer));
        if c.ready {
            let lang = Some(crate::text::current_lang());
            if let Some(worker) = &c.worker {
                // The language first when it changed since the last post.
                if c.lang != lang {
                    let _ = worker.post_message(&crate::ui::locale::worker_message());
                }
                // A refused post is answered by the worker's error handler.
                let _ = worker.post_message(&message);
            }
            c.lang = lang;
        } else {
            c.queue.push(message);
        }
    });
}

/// A moment's share code and game file, as the worker wrote them.
#[derive(Clone, Debug, PartialEq)]
pub struct Shared {
    /// The share code.
    pub code: String,
    /// The file name offered for the download.
    pub file_name: String,
    /// The game file's text.
    pub file: String,
}

/// Asks the worker for the share code and game file of `record` (JSON) of
/// game `game` at `moment`; `then` gets them, or why not.
pub fn share(
    game: &str,
    record: String,
    moment: Moment,
    then: yew::Callback<Result<Shared, String>>,
) {
    let request = WorkerRequest::Share(ShareRequest {
        id: 0,
        game: game.to_owned(),
        record,
        steps: moment.steps,
        event: moment.event,
        task: ShareTask::Share,
    });
    ask(request, move |answer| {
        then.emit(answer.and_then(|answer| match answer {
            WorkerAnswer::Shared {
                code,
                file_name,
                file,
                ..
            } => Ok(Shared {
                code,
                file_name,
                file,
            }),
            WorkerAnswer::Failed { error, .. } => Err(error),
            _ => Err(t::shell_worker_something_else().to_string()),
        }))
    });
}

/// Asks the worker to read a shared game of `game` from `text`: a share
/// code (`link`), or a game file's text; `then` gets its record (JSON)
/// and the moment shown, or why it cannot be read.
pub fn open(
    game: &str,
    link: bool,
    text: String,
    then: yew::Callback<Result<(String, Moment), String>>,
) {
    let request = WorkerRequest::Open(OpenRequest {
        id: 0,
        game: game.to_owned(),
        holder: if link { Holder::Link } else { Holder::File },
        text,
        task: OpenTask::Open,
    });
    ask(request, move |answer| {
        then.emit(answer.and_then(|answer| match answer {
            WorkerAnswer::Opened {
                record,
                steps,
                event,
                ..
            } => Ok((
                record,
                Moment {
                    steps: steps as usize,
                    event: event.map(|e| e as usize),
                },
            )),
            WorkerAnswer::Failed { error, .. } => Err(error),
            _ => Err(t::shell_worker_something_else().to_string()),
        }))
    });
}
