//! The end screen: who won (or the draw) and why, in the engine's words,
//! with the ways to go on.

use yew::prelude::*;

use crate::engine::game::{Explain, Seat};
use crate::engine::morris::{GameResult, Morris, MorrisEvent};
use crate::engine::session::Session;
use crate::ui::components::{Button, ButtonKind};

use super::setup::COLOURS;

/// The headline and the reason of a finished game, `None` while it goes on.
pub fn result_lines(session: &Session<Morris>, names: &[String]) -> Option<(String, String)> {
    let log = session.log();
    let end = log
        .iter()
        .rposition(|e| matches!(e.event, MorrisEvent::GameOver { .. }))?;
    let MorrisEvent::GameOver { result } = log[end].event else {
        return None;
    };
    // A draw is explained by the move limit's event, a win by its own.
    let reason = match (result, end.checked_sub(1).map(|i| &log[i].event)) {
        (GameResult::Draw, Some(limit @ MorrisEvent::MoveLimit { .. })) => limit.explain(names),
        _ => log[end].event.explain(names),
    };
    let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
    let headline = match result {
        GameResult::Draw => "Draw".to_owned(),
        GameResult::Win { winner, .. } => format!("{} ({}) wins", name(winner), COLOURS[winner]),
    };
    Some((headline, reason))
}

/// Properties of [`GameOver`].
#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    /// The headline, e.g. "Ada (White) wins".
    pub headline: AttrValue,
    /// Why, in the engine's words.
    pub reason: AttrValue,
    /// Start the same kind of game again.
    pub on_again: Callback<()>,
    /// Step through the finished game from its start.
    pub on_review: Callback<()>,
}

/// The end-of-game panel.
#[function_component(GameOver)]
pub fn game_over(props: &GameOverProps) -> Html {
    let again = props.on_again.clone();
    let review = props.on_review.clone();
    html! {
        <section class="mm-result" aria-labelledby="mm-result-title">
            <h2 id="mm-result-title">{ "Game over: " }{ props.headline.clone() }</h2>
            <p class="mm-result-reason">{ props.reason.clone() }</p>
            <div class="mm-result-actions">
                <Button kind={ButtonKind::Primary} onclick={again} aria_label="Play again">{ "Play again" }</Button>
                <Button onclick={review} aria_label="Replay from the start">{ "Replay from the start" }</Button>
            </div>
        </section>
    }
}
