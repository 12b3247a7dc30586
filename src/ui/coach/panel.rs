//! The review dialog's content (wasm, in the extras module): the review
//! is asked of a coach's worker of its own, so the page stays responsive and
//! the game's own AIs never wait; its progress is shown with a Stop
//! button (which ends that worker), and the finished review is kept for
//! the session, so the dialog opens on it again at once.

#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::model::ReviewData;
use super::report::review_report;
use crate::text::t;
use crate::ui::modules::worker::{Answered, Program, WorkerClient};
use crate::worker::protocol::Review;
use crate::worker::{Answer, Request};

/// Properties of [`ReviewPanel`].
#[derive(Clone, Properties, PartialEq)]
pub struct ReviewPanelProps {
    /// The game's id.
    pub game: String,
    /// The game's record (JSON).
    pub record: String,
    /// Who reads it (`None`: a spectator).
    pub viewer: Option<usize>,
    /// The seats' names.
    pub names: Vec<String>,
    /// Shows the position of a decision (its record step).
    pub on_step: Callback<usize>,
}

/// Where the review stands.
#[derive(Clone, PartialEq)]
enum Stage {
    /// The worker judges decision `done` of `total`.
    Working { done: usize, total: usize },
    /// Finished.
    Done(Rc<ReviewData>),
    /// The person stopped it.
    Stopped,
    /// It could not be made.
    Failed(String),
}

thread_local! {
    /// The reviews made this session, by game, viewer and record.
    static KEPT: RefCell<Vec<(String, Rc<ReviewData>)>> = const { RefCell::new(Vec::new()) };
}

/// The key a review is kept under.
fn key_of(props: &ReviewPanelProps) -> String {
    format!("{}|{:?}|{}", props.game, props.viewer, props.record)
}

/// The review kept for `key`, if one was made.
fn kept(key: &str) -> Option<Rc<ReviewData>> {
    KEPT.with(|kept| {
        kept.borrow()
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, review)| review.clone())
    })
}

/// The stage a worker's answer leads to.
fn stage_of(answer: Answered, key: &str) -> Stage {
    match answer {
        Ok(Answer::Progress { done, total, .. }) => Stage::Working {
            done: done as usize,
            total: total as usize,
        },
        Ok(Answer::Reviewed {
            review, practice, ..
        }) => match ReviewData::from_json(&review) {
            Ok(mut review) => {
                review.practice = practice;
                let review = Rc::new(review);
                KEPT.with(|kept| kept.borrow_mut().push((key.to_owned(), review.clone())));
                Stage::Done(review)
            }
            Err(error) => Stage::Failed(error),
        },
        Ok(Answer::Failed { error, .. }) | Err(error) => Stage::Failed(error),
        Ok(_) => Stage::Failed(t::coach_worker_other().to_string()),
    }
}

/// Starts a coach's worker for the review of `props`'s game; its answers
/// go to `stage`. The worker is returned so it can be ended.
fn start(props: &ReviewPanelProps, stage: UseStateHandle<Stage>) -> WorkerClient {
    let request = Request::Review(Review {
        id: 0,
        game: props.game.clone(),
        record: props.record.clone(),
        viewer: props.viewer,
        seats: None,
        names: props.names.clone(),
    });
    let key = key_of(props);
    let worker = WorkerClient::start(Program::Coach);
    let asker = worker.clone();
    worker.ask(request, move |answer| {
        let next = stage_of(answer, &key);
        if matches!(next, Stage::Done(_) | Stage::Failed(_)) {
            asker.stop();
        }
        stage.set(next);
    });
    worker
}

/// The review dialog's content.
#[function_component(ReviewPanel)]
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    let key = key_of(props);
    let stage = use_state(|| match kept(&key) {
        Some(review) => Stage::Done(review),
        None => Stage::Working { done: 0, total: 0 },
    });
    let worker = use_mut_ref(|| None::<WorkerClient>);
    let runs = use_state(|| 0u32);
    {
        let (stage, worker) = (stage.clone(), worker.clone());
        let working = matches!(*stage, Stage::Working { .. });
        let asked = props.clone();
        use_effect_with((key, *runs), move |_| {
            if working {
                *worker.borrow_mut() = Some(start(&asked, stage.clone()));
            }
            move || {
                if let Some(worker) = worker.borrow_mut().take() {
                    worker.stop();
                }
            }
        });
    }
    let stop = {
        let (stage, worker) = (stage.clone(), worker.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(worker) = worker.borrow_mut().take() {
                worker.stop();
            }
            stage.set(Stage::Stopped);
        })
    };
    let again = {
        let (stage, runs) = (stage.clone(), runs.clone());
        Callback::from(move |_: MouseEvent| {
            stage.set(Stage::Working { done: 0, total: 0 });
            runs.set(*runs + 1);
        })
    };
    match &*stage {
        Stage::Working { done, total } => html! {
            <div class="review-progress">
                <p role="status">{ if *total == 0 {
                    t::coach_getting_ready().to_string()
                } else {
                    t::coach_judged(*done, *total).to_string()
                } }</p>
                <progress max={total.max(&1).to_string()} value={done.to_string()}
                          aria-label={t::coach_progress().to_string()}></progress>
                <button type="button" class="btn btn-secondary" onclick={stop}>{ t::coach_stop().to_string() }</button>
            </div>
        },
        Stage::Stopped => html! {
            <div class="review-progress">
                <p role="status">{ t::coach_stopped().to_string() }</p>
                <button type="button" class="btn btn-primary" onclick={again}>{ t::coach_review_again().to_string() }</button>
            </div>
        },
        Stage::Failed(error) => html! {
            <div class="review-progress">
                <p role="alert">{ t::coach_failed(error).to_string() }</p>
                <button type="button" class="btn btn-primary" onclick={again}>{ t::coach_try_again().to_string() }</button>
            </div>
        },
        Stage::Done(review) => review_report(review, &props.names, &props.on_step),
    }
}
