//! The page's side of its workers: one client ([`WorkerClient`]) for
//! every part of the page that asks a worker anything, over the one
//! protocol of [`crate::worker`]. A worker program is the game's AI worker
//! (decisions, share codes, game files: [`game_worker`], one per page,
//! warmed up after the first paint) or the coach's (reviews, hints,
//! ratings: a worker of its own per task, [`WorkerClient::start`], so the
//! game's AIs never wait and stopping a task is ending its worker).
//!
//! Each program's script is the loader Trunk writes for its binary
//! (`ai_<id>_loader.js`, `coach_loader.js`), relative to the page, so the
//! app works from any sub-folder. Requests wait until the worker says it
//! is ready (messages posted while its wasm still loads would be lost);
//! when the worker cannot start or stops, every request waiting is
//! answered with the reason.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

use crate::text::{t, Lang};
use crate::worker::js::{answer_from_js, request_to_js};
use crate::worker::{Answer, Request};

/// A worker program the page starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Program {
    /// Game `id`'s AI worker (`ai_<id>`).
    Ai(&'static str),
    /// The coach's worker (`coach`).
    Coach,
}

impl Program {
    /// The program's name among the page's workers.
    fn name(self) -> String {
        match self {
            Program::Ai(game) => format!("ai_{game}"),
            Program::Coach => "coach".to_owned(),
        }
    }

    /// The program's script: the loader Trunk writes beside the page.
    fn script(self) -> String {
        format!("./{}_loader.js", self.name())
    }
}

/// What a request is answered with: each answer of the worker (a review
/// sends its progress first), or why the worker could not be used.
pub type Answered = Result<Answer, String>;

/// Who waits for the answers to a request.
type Waiting = HashMap<u64, Box<dyn FnMut(Answered)>>;

/// A running worker and what waits for it.
struct Client {
    program: Program,
    worker: Option<Worker>,
    ready: bool,
    failed: Option<String>,
    queue: Vec<JsValue>,
    waiting: Waiting,
    next_id: u64,
    /// The language last posted to the worker; `None` before the first.
    lang: Option<Lang>,
    /// The language this worker writes in, when not the page's
    /// ([`WorkerClient::speaking`]).
    speaking: Option<Request>,
    _onmessage: Option<Closure<dyn Fn(MessageEvent)>>,
    _onerror: Option<Closure<dyn Fn(ErrorEvent)>>,
}

/// A client of one worker: it starts the worker when first asked, numbers
/// the requests, tells the worker the page's language, and hands each
/// answer to whoever asked.
#[derive(Clone)]
pub struct WorkerClient(Rc<RefCell<Client>>);

impl WorkerClient {
    /// A client of `program`, whose worker starts when first asked.
    fn new(program: Program) -> WorkerClient {
        WorkerClient(Rc::new(RefCell::new(Client {
            program,
            worker: None,
            ready: false,
            failed: None,
            queue: Vec::new(),
            waiting: HashMap::new(),
            next_id: 1,
            lang: None,
            speaking: None,
            _onmessage: None,
            _onerror: None,
        })))
    }

    /// A worker of `program` of its own, started now: for one task that
    /// [`WorkerClient::stop`] ends.
    pub fn start(program: Program) -> WorkerClient {
        let client = WorkerClient::new(program);
        // A failure is reported to the first request.
        let _ = client.launch();
        client
    }

    /// This client's worker writes in `language` (a
    /// [`Request::Language`]: a guest's on another device) rather than in
    /// the page's.
    pub fn speaking(self, language: Request) -> WorkerClient {
        self.0.borrow_mut().speaking = Some(language);
        self
    }

    /// Starts the worker if it is not running; an error says why it cannot.
    fn launch(&self) -> Result<(), String> {
        let program = {
            let c = self.0.borrow();
            if let Some(reason) = &c.failed {
                return Err(reason.clone());
            }
            if c.worker.is_some() {
                return Ok(());
            }
            c.program
        };
        let worker = Worker::new(&program.script())
            .map_err(|e| t::shell_worker_not_started(format!("{e:?}")).to_string())?;
        let onmessage = {
            let client = self.clone();
            Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
                client.hear(event.data());
            })
        };
        let onerror = {
            let client = self.clone();
            Closure::<dyn Fn(ErrorEvent)>::new(move |event: ErrorEvent| {
                client.fail(t::shell_worker_stopped(event.message()).to_string());
            })
        };
        worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
        worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
        let mut c = self.0.borrow_mut();
        c.worker = Some(worker);
        c._onmessage = Some(onmessage);
        c._onerror = Some(onerror);
        Ok(())
    }

    /// Answers every waiting request with `reason` and remembers the
    /// failure.
    fn fail(&self, reason: String) {
        let waiting: Vec<_> = {
            let mut c = self.0.borrow_mut();
            c.failed = Some(reason.clone());
            c.queue.clear();
            c.waiting.drain().map(|(_, then)| then).collect()
        };
        for mut then in waiting {
            then(Err(reason.clone()));
        }
    }

    /// Posts `message` now if the worker is ready, the page's language
    /// first when it changed since the last post; queues it otherwise.
    fn post(&self, message: JsValue) {
        let mut c = self.0.borrow_mut();
        if !c.ready {
            c.queue.push(message);
            return;
        }
        let lang = Some(crate::text::current_lang());
        if let Some(worker) = &c.worker {
            match &c.speaking {
                // Its own language, told once per start of the worker.
                Some(own) if c.lang.is_none() => {
                    let _ = worker.post_message(&request_to_js(own));
                }
                Some(_) => {}
                None if c.lang != lang => {
                    let _ =
                        worker.post_message(&request_to_js(&crate::ui::locale::worker_request()));
                }
                None => {}
            }
            // A refused post is answered by the worker's error handler.
            let _ = worker.post_message(&message);
        }
        c.lang = lang;
    }

    /// A message from the worker: it is ready, or an answer.
    fn hear(&self, data: JsValue) {
        let answer = match answer_from_js(&data) {
            Ok(answer) => answer,
            Err(error) => {
                return self.fail(t::shell_worker_unreadable(error).to_string());
            }
        };
        if answer == Answer::Ready {
            let queue = {
                let mut c = self.0.borrow_mut();
                c.ready = true;
                std::mem::take(&mut c.queue)
            };
            for message in queue {
                self.post(message);
            }
            return;
        }
        let id = answer.id();
        let partial = answer.is_partial();
        let waiting = self.0.borrow_mut().waiting.remove(&id);
        if let Some(mut then) = waiting {
            then(Ok(answer));
            if partial {
                self.0.borrow_mut().waiting.insert(id, then);
            }
        }
    }

    /// Sends `request` (its id is set here); `then` gets each answer (a
    /// review's progress, then the review), or why the worker cannot be
    /// used.
    pub fn ask(&self, mut request: Request, then: impl FnMut(Answered) + 'static) {
        let mut then: Box<dyn FnMut(Answered)> = Box::new(then);
        if let Err(reason) = self.launch() {
            return then(Err(reason));
        }
        let id = {
            let mut c = self.0.borrow_mut();
            let id = c.next_id;
            c.next_id += 1;
            c.waiting.insert(id, then);
            id
        };
        request.set_id(id);
        self.post(request_to_js(&request));
    }

    /// Ends the worker, if it runs, and forgets what waited for it.
    pub fn stop(&self) {
        let mut c = self.0.borrow_mut();
        if let Some(worker) = c.worker.take() {
            // A message already on its way (the worker's "ready") must
            // find no handler, not the closures dropped below.
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
        c.ready = false;
        // A worker started again has no language yet.
        c.lang = None;
        c.queue.clear();
        c.waiting.clear();
        c._onmessage = None;
        c._onerror = None;
    }
}

thread_local! {
    /// The game's AI worker of this page (one game per module).
    static GAME_WORKER: RefCell<Option<WorkerClient>> = const { RefCell::new(None) };
}

/// Game `game`'s AI worker, shared by every part of the page (started
/// when first asked).
pub fn game_worker(game: &'static str) -> WorkerClient {
    GAME_WORKER.with(|kept| {
        let mut kept = kept.borrow_mut();
        match &*kept {
            Some(client) if client.0.borrow().program == Program::Ai(game) => client.clone(),
            _ => {
                if let Some(old) = kept.take() {
                    old.stop();
                }
                let client = WorkerClient::new(Program::Ai(game));
                *kept = Some(client.clone());
                client
            }
        }
    })
}

/// Starts game `game`'s AI worker ahead of its first request, so its wasm
/// is loaded and compiled before an AI must decide.
pub fn warm_up(game: &'static str) {
    // A failure is reported to the first request that needs the worker.
    let _ = game_worker(game).launch();
}

/// Stops the page's AI worker, if one runs: the page goes to another
/// module, which starts its own.
pub fn stop_game_worker() {
    if let Some(client) = GAME_WORKER.with(|kept| kept.borrow_mut().take()) {
        client.stop();
    }
}
