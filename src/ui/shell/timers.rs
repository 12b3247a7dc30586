//! The one timer a game screen runs at a time (`use_screen_timers`): show
//! the next event after its animation, play the history back at the watch
//! pace, or ask the AI worker for the next decision after a short pause.
//! The delays come from the pure [`Screen`]; the worker's answer comes
//! back as [`AiMsg::Chose`].

#![cfg(target_arch = "wasm32")]

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::text::t;
use crate::ui::modules::worker::game_worker;
use crate::worker::protocol::Decide;
use crate::worker::{Answer, Request};

use super::game_ui::GameUi;
use super::screen::{AiMsg, PaceMsg, Screen};

/// Sends the AI decision the screen wants now to the worker.
fn ask_ai<G: GameUi + 'static>(screen: &Screen<G>, dispatch: UseReducerDispatcher<Screen<G>>) {
    let Some(request) = screen.ai_request() else {
        return;
    };
    let steps = request.steps();
    let seat = request.seat;
    dispatch.dispatch(AiMsg::Asked { steps, seat }.into());
    let Ok(record) = serde_json::to_string(&request.record) else {
        return;
    };
    let message = Request::Decide(Decide {
        id: 0,
        game: G::ID.to_owned(),
        record,
        seat,
        level: request.level,
        seed: request.seed,
        max_work: None,
    });
    game_worker(G::ID).ask(message, move |answer| {
        let decided = answer.and_then(|answer| match answer {
            Answer::Decided { action, reason, .. } => serde_json::from_str::<G::Action>(&action)
                .map(|action| (action, reason))
                .map_err(|e| t::shell_ai_answer_unreadable(e.to_string()).to_string()),
            Answer::Failed { error, .. } => Err(error),
            _ => Err(t::shell_worker_something_else().to_string()),
        });
        dispatch.dispatch(
            match decided {
                Ok((action, reason)) => AiMsg::Chose {
                    steps,
                    seat,
                    action,
                    reason,
                },
                Err(reason) => AiMsg::Failed { steps, reason },
            }
            .into(),
        );
    });
}

/// Re-arms the screen's timer after every change (see the module doc).
#[hook]
pub fn use_screen_timers<G: GameUi + 'static>(screen: &UseReducerHandle<Screen<G>>) {
    let dispatch = screen.dispatcher();
    let screen = screen.clone();
    use_effect_with(screen.version, move |_| {
        let timer = if let Some(delay) = screen.advance_delay() {
            let dispatch = dispatch.clone();
            Some(Timeout::new(delay, move || {
                dispatch.dispatch(PaceMsg::Advance.into())
            }))
        } else if let Some(delay) = screen.replay_delay() {
            let dispatch = dispatch.clone();
            Some(Timeout::new(delay, move || {
                dispatch.dispatch(PaceMsg::ReplayTick.into())
            }))
        } else {
            screen.ai_delay().map(|delay| {
                let screen = screen.clone();
                Timeout::new(delay, move || ask_ai(&screen, dispatch))
            })
        };
        move || drop(timer)
    });
}
