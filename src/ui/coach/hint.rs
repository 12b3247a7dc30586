//! The coach's hint on the page's table (wasm, in the extras module):
//! asked of a coach's worker of its own (the game's own AIs never wait, and
//! asking again or moving on ends it), shown as a sentence under the
//! toolbar, and the move highlighted on the page's board: the elements
//! its game's [`crate::ui::shell::game_ui::GameUi::action_selectors`]
//! name are marked until the hint goes
//! ([`crate::ui::components::suggested`]).

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use super::hint_model::hint_shown;
use crate::text::t;
use crate::ui::components::suggested::use_suggested;
use crate::ui::modules::worker::{Answered, Program, WorkerClient};
use crate::ui::shell::hint_reply::{hint_request, HintShown};
use crate::ui::shell::listed::{app_games, AppListed, PerAppGame};
use crate::worker::Answer;

/// Properties of [`HintPanel`].
#[derive(Clone, Properties, PartialEq)]
pub struct HintPanelProps {
    /// The game's id.
    pub game: String,
    /// The game's record (JSON).
    pub record: String,
    /// The seat to move.
    pub seat: usize,
    /// The seats' names.
    pub names: Vec<String>,
}

/// Where the hint stands.
#[derive(Clone, PartialEq)]
enum Stage {
    Thinking,
    Shown(HintShown),
    Failed(String),
}

/// How the hint reads the worker's answer for a game: what the hint's table
/// of games keeps of it.
struct HintReader(fn(&str, usize, Answer) -> Result<HintShown, String>);

impl PerAppGame for HintReader {
    fn of<G: AppListed>() -> HintReader {
        HintReader(hint_shown::<G>)
    }
}

/// The worker's `answer` read for game `game`.
fn shown_of(game: &str, record: &str, seat: usize, answer: Answered) -> Result<HintShown, String> {
    match app_games::<HintReader>().find(game) {
        Some(HintReader(read)) => read(record, seat, answer?),
        None => Err(t::coach_no_game(game).to_string()),
    }
}

/// Starts a coach's worker for the hint of `props`; its answer goes to
/// `stage`. The worker is returned so it can be ended.
fn start(props: &HintPanelProps, stage: UseStateHandle<Stage>) -> WorkerClient {
    let request = hint_request(&props.game, &props.record, props.seat, &props.names);
    let worker = WorkerClient::start(Program::Coach);
    let (asker, props) = (worker.clone(), props.clone());
    worker.ask(request, move |answer| {
        asker.stop();
        stage.set(
            match shown_of(&props.game, &props.record, props.seat, answer) {
                Ok(shown) => Stage::Shown(shown),
                Err(error) => Stage::Failed(error),
            },
        );
    });
    worker
}

/// The hint: the coach thinking, its move and why, or why there is none.
#[function_component(HintPanel)]
pub fn hint_panel(props: &HintPanelProps) -> Html {
    let stage = use_state(|| Stage::Thinking);
    {
        let (stage, props) = (stage.clone(), props.clone());
        use_effect_with((props.record.clone(), props.seat), move |_| {
            stage.set(Stage::Thinking);
            let worker = start(&props, stage.clone());
            move || worker.stop()
        });
    }
    use_suggested(match &*stage {
        Stage::Shown(shown) => shown.selectors.clone(),
        _ => Vec::new(),
    });
    match &*stage {
        Stage::Thinking => html! {
            <p class="hint-text" role="status">{ t::coach_thinking().to_string() }</p>
        },
        Stage::Shown(shown) => html! {
            <p class="hint-text" role="status">
                <strong>{ shown.words.clone() }</strong>{ " " }{ shown.why.clone() }
            </p>
        },
        Stage::Failed(error) => html! {
            <p class="hint-text" role="alert">{ t::coach_no_hint(error).to_string() }</p>
        },
    }
}
