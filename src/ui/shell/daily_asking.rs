//! A deal of the day's AI teams asked of the game's AI worker program,
//! started again for them alone (wasm; the same files, already fetched),
//! once the screen wants them ([`Screen::teams_wanted`]: a daily game is
//! over), so a new game's AIs never wait behind them; the worker's
//! progress and teams come back as [`Msg::Teams`]. The person's result is
//! kept in this browser as soon as the game ends, and again as the AI
//! teams and the deal's best join it ([`Screen::daily_result`]).

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::engine::agent::offered_levels;
use crate::ui::modules::worker::{Program, WorkerClient};
use crate::worker::protocol::TeamsAsked;
use crate::worker::{Answer, Request};

use super::daily::has_daily;
use super::game_ui::GameUi;
use super::screen::{DailyTeams, Msg, Screen};
use super::storage::keep_daily;

/// Asks for the AI teams whenever `screen` wants them, and keeps the
/// person's deal of the day.
#[hook]
pub fn use_daily<G: GameUi + 'static>(screen: &UseReducerHandle<Screen<G>>) {
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
    // A game with no deal of the day links none of it.
    let daily = has_daily::<G>();
    use_effect_with(screen.teams_wanted().filter(|_| daily), {
        let screen = screen.clone();
        move |wanted| {
            let Some(game) = wanted.filter(|_| has_daily::<G>()) else {
                return;
            };
            let levels: Vec<String> = offered_levels::<G>().map(str::to_owned).collect();
            let total = levels.len() as u64;
            let dispatch = screen.dispatcher();
            // Held from now on: the screen asks once per game.
            dispatch.dispatch(Msg::Teams(DailyTeams {
                game,
                done: 0,
                total,
                found: None,
            }));
            let request = Request::Teams(TeamsAsked {
                id: 0,
                game: G::ID.to_owned(),
                record: serde_json::to_string(screen.session.record()).expect("records serialize"),
                levels,
            });
            let client = worker
                .borrow_mut()
                .get_or_insert_with(|| WorkerClient::start(Program::Ai(G::ID)))
                .clone();
            client.ask(request, move |answered| {
                let (done, found) = match answered {
                    Ok(Answer::Progress { done, .. }) => (done, None),
                    Ok(Answer::Teams { teams, .. }) => (total, Some(Ok(teams))),
                    Ok(Answer::Failed { error, .. }) | Err(error) => (0, Some(Err(error))),
                    Ok(_) => return,
                };
                dispatch.dispatch(Msg::Teams(DailyTeams {
                    game,
                    done,
                    total,
                    found,
                }));
            });
        }
    });
    use_effect_with(screen.daily_result().filter(|_| daily), |result| {
        if let Some(result) = result.as_ref().filter(|_| has_daily::<G>()) {
            // A browser that keeps nothing still shows the comparison.
            let _ = keep_daily(G::ID, result.clone());
        }
    });
}
