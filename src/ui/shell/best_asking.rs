//! The deal's best asked of the coach's worker (wasm): once the screen
//! wants it ([`Screen::best_wanted`]: a reader who sees every card, in a
//! game whose coach has a solver), after the table's first paint, in one
//! coach's worker kept for the page's screen and ended with it. The
//! answer comes back as [`Msg::Best`]; a worker that fails leaves the
//! screen with its public outlook only.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::engine::coach::BestLeft;
use crate::ui::modules::worker::{Program, WorkerClient};
use crate::worker::protocol::BestAsked;
use crate::worker::{Answer, Request};

use super::game_ui::GameUi;
use super::screen::{FoundBest, Msg, Screen};

/// Asks the coach's worker for the deal's best whenever `screen` wants it.
#[hook]
pub fn use_best<G: GameUi + 'static>(screen: &UseReducerHandle<Screen<G>>) {
    let worker: Rc<RefCell<Option<WorkerClient>>> = use_mut_ref(|| None);
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
            let client = worker
                .borrow_mut()
                .get_or_insert_with(|| WorkerClient::start(Program::Coach))
                .clone();
            let request = Request::Best(BestAsked {
                id: 0,
                game: G::ID.to_owned(),
                record: serde_json::to_string(screen.session.record()).expect("records serialize"),
                names: screen.names(),
            });
            let dispatch = screen.dispatcher();
            client.ask(request, move |answered| {
                let Ok(Answer::Best { steps, best, .. }) = answered else {
                    return;
                };
                if let Ok(best) = serde_json::from_str::<BestLeft>(&best) {
                    dispatch.dispatch(Msg::Best(FoundBest {
                        game,
                        steps: steps as usize,
                        best,
                    }));
                }
            });
        }
    });
}
