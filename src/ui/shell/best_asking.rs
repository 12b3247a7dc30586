//! The deal's best asked of the coach's worker (wasm): once the screen
//! wants it ([`Screen::best_wanted`]: a reader who sees every card, in a
//! game whose coach has a solver), after the table's first paint, in one
//! coach's worker kept for the page's screen and ended with it. One
//! question is with the worker at a time: a game watched at speed wants
//! a new answer at every step, so while one is being solved only the
//! newest record waits, and it is asked when the answer comes. The answer
//! comes back as [`Msg::Best`]; a worker that fails leaves the screen with
//! its public outlook only.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::ui::modules::worker::{Program, WorkerClient};
use crate::worker::protocol::BestAsked;
use crate::worker::{Answer, Request};

use super::game_ui::GameUi;
use super::screen::{FoundBest, Msg, Screen};

/// A question for the worker: the screen's game number and its request.
type Question = (u64, Request);

/// The questions of one screen: whether one is with the worker, and the
/// newest asked meanwhile (older ones are dropped unasked).
#[derive(Default)]
struct Asking {
    busy: bool,
    next: Option<Question>,
}

/// Asks the coach's worker for the deal's best whenever `screen` wants it.
#[hook]
pub fn use_best<G: GameUi + 'static>(screen: &UseReducerHandle<Screen<G>>) {
    let worker: Rc<RefCell<Option<WorkerClient>>> = use_mut_ref(|| None);
    let asking: Rc<RefCell<Asking>> = use_mut_ref(Asking::default);
    {
        let worker = worker.clone();
        use_effect_with((), move |_| {
            move || {
                if let Some(client) = worker.borrow_mut().take() {
                    client.stop();
                }
            }
        });
    }
    use_effect_with(screen.best_wanted(), {
        let screen = screen.clone();
        move |wanted| {
            let Some((game, _)) = *wanted else {
                return;
            };
            let request = Request::Best(BestAsked {
                id: 0,
                game: G::ID.to_owned(),
                record: serde_json::to_string(screen.session.record()).expect("records serialize"),
                names: screen.names(),
            });
            if asking.borrow().busy {
                asking.borrow_mut().next = Some((game, request));
                return;
            }
            let client = worker
                .borrow_mut()
                .get_or_insert_with(|| WorkerClient::start(Program::Coach))
                .clone();
            asking.borrow_mut().busy = true;
            ask::<G>(client, asking, screen.dispatcher(), (game, request));
        }
    });
}

/// Sends `question` to `client`; its answer goes to the screen, then the
/// question that waited meanwhile, if any, is sent.
fn ask<G: GameUi + 'static>(
    client: WorkerClient,
    asking: Rc<RefCell<Asking>>,
    dispatch: UseReducerDispatcher<Screen<G>>,
    (game, request): Question,
) {
    let next_client = client.clone();
    client.ask(request, move |answered| {
        if let Ok(Answer::Best { steps, best, .. }) = answered {
            dispatch.dispatch(Msg::Best(FoundBest {
                game,
                steps: steps as usize,
                best,
            }));
        }
        let next = asking.borrow_mut().next.take();
        match next {
            Some(question) => ask::<G>(
                next_client.clone(),
                asking.clone(),
                dispatch.clone(),
                question,
            ),
            None => asking.borrow_mut().busy = false,
        }
    });
}
