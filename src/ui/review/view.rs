//! A finished review (wasm): each seat's figures, the graph of the game
//! (a click on a decision shows its position), and the decisions marked
//! an inaccuracy or worse (or all of them), each with the better move and
//! why, and a button that shows its position.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::shell::words::capitalized;

use super::model::{
    decision_heading, seat_row, DecisionData, Graph, ReviewData, GRAPH_HEIGHT, GRAPH_WIDTH,
};
use crate::engine::review::Mark;
use crate::ui::form_events::checkbox_value;

/// Properties of [`ReviewView`].
#[derive(Properties, PartialEq)]
pub struct ReviewViewProps {
    /// The review.
    pub review: Rc<ReviewData>,
    /// The seats' names.
    pub names: Vec<String>,
    /// Shows the position of a decision (its record step).
    pub on_step: Callback<usize>,
}

/// The finished review.
pub fn review_view(review: &Rc<ReviewData>, names: &[String], on_step: &Callback<usize>) -> Html {
    html! { <ReviewView review={review.clone()} names={names.to_vec()} on_step={on_step.clone()} /> }
}

/// The CSS class of a mark (`mark-blunder`).
fn mark_class(mark: Mark) -> String {
    format!("mark-{}", mark.word().replace(' ', "-"))
}

/// Each seat's figures as a table.
fn figures(review: &ReviewData, names: &[String]) -> Html {
    let rows = review
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.decisions > 0);
    html! {
        <table class="review-figures">
            <caption>{ "Each player's decisions" }</caption>
            <thead><tr>
                <th scope="col">{ "Player" }</th><th scope="col">{ "Decisions" }</th>
                <th scope="col">{ "Accuracy" }</th>
                { for [("?!", "Inaccuracies"), ("?", "Mistakes"), ("??", "Blunders")].map(|(sign, words)| html! {
                    <th scope="col"><span aria-hidden="true" title={words}>{ sign }</span><span class="sr-only">{ words }</span></th>
                }) }
            </tr></thead>
            <tbody>
                { for rows.map(|(seat, summary)| {
                    let [name, rest @ ..] = seat_row(seat, summary, names);
                    html! { <tr><th scope="row">{ name }</th>{ for rest.into_iter().map(|c| html! { <td>{ c }</td> }) }</tr> }
                }) }
            </tbody>
        </table>
    }
}

/// The graph: a line per [`ReviewData::lines`], a point per decision
/// coloured by its mark; a click shows the decision's position.
fn graph(review: &ReviewData, on_step: &Callback<usize>) -> Html {
    let graph = Graph::of(review);
    let (low, high) = graph.range;
    let label = format!(
        "{} over the game, from {low:.1} to {high:.1}: each point is a decision, a click shows its position",
        review.standing_unit
    );
    html! {
        <figure class="review-graph">
            <svg viewBox={format!("0 0 {GRAPH_WIDTH} {GRAPH_HEIGHT}")} role="img" aria-label={label}>
                <text class="review-axis" x="4" y="12">{ axis(high) }</text>
                <text class="review-axis" x="4" y={format!("{}", GRAPH_HEIGHT - 4.0)}>{ axis(low) }</text>
                { for graph.lines.iter().enumerate().map(|(line, points)| html! {
                    <g class={format!("review-line line-{line}")}>
                        <polyline points={graph.polyline(line)} />
                        { for points.iter().map(|p| {
                            let d = &review.decisions[p.decision];
                            let step = d.step;
                            let onclick = on_step.reform(move |_: MouseEvent| step);
                            html! {
                                <circle cx={format!("{:.1}", p.x)} cy={format!("{:.1}", p.y)} r="4"
                                        class={mark_class(d.mark)} data-step={step.to_string()} {onclick}>
                                    <title>{ format!("Move {}: {}", step + 1, d.mark.word()) }</title>
                                </circle>
                            }
                        }) }
                    </g>
                }) }
            </svg>
            <figcaption>
                { format!("{} over the game", capitalized(review.standing_unit.clone())) }
                if review.lines.len() > 1 {
                    <ul class="review-legend">
                        { for review.lines.iter().enumerate().map(|(line, name)| html! {
                            <li class={format!("line-{line}")}>{ name }</li>
                        }) }
                    </ul>
                }
            </figcaption>
        </figure>
    }
}

/// A value on the graph's axis: `0.5`, `12`.
fn axis(value: f64) -> String {
    let text = format!("{value:.1}");
    text.trim_end_matches(".0").to_owned()
}

/// One decision of the list.
fn decision(
    d: &DecisionData,
    review: &ReviewData,
    names: &[String],
    on_step: &Callback<usize>,
) -> Html {
    let step = d.step;
    let show = on_step.reform(move |_: MouseEvent| step);
    html! {
        <li class={classes!("review-decision", mark_class(d.mark))}>
            <p class="review-heading">{ decision_heading(d, review, names) }</p>
            <p>{ format!("Played {}.", d.played_words) }
                if d.played_words != d.best_words {
                    { format!(" Better: {}.", d.best_words) }
                }
            </p>
            if !d.why.is_empty() {
                <p class="review-why">{ d.why.clone() }</p>
            }
            if let Some(exact) = &d.exact {
                <p class="review-exact">{ exact.clone() }</p>
            }
            <button type="button" class="btn btn-secondary" onclick={show}
                    aria-label={format!("Show the position of move {}", step + 1)}>{ "Show the position" }</button>
        </li>
    }
}

/// The finished review, with its "every decision" switch.
#[function_component(ReviewView)]
pub fn review_view_component(props: &ReviewViewProps) -> Html {
    let all = use_state(|| false);
    let toggle = {
        let all = all.clone();
        Callback::from(move |event: Event| all.set(checkbox_value(&event)))
    };
    let review = &props.review;
    let shown = review.shown(*all);
    html! {
        <div class="review">
            { figures(review, &props.names) }
            { graph(review, &props.on_step) }
            <p class="review-thresholds">{ review.thresholds_text() }</p>
            if let Some(code) = &review.practice {
                <p><a class="btn btn-primary" href={format!("#/lesson/{code}")}>{ "Practise the mistakes" }</a>
                    { " — each mistake and blunder as a question: find a better move." }</p>
            }
            <div class="field checkbox">
                <input type="checkbox" id="review-all" checked={*all} onchange={toggle} />
                <label for="review-all">{ "Show every decision, not only the marked ones" }</label>
            </div>
            if shown.is_empty() {
                <p>{ "No decision lost enough to be marked: well played." }</p>
            } else {
                <ol class="review-decisions">
                    { for shown.into_iter().map(|d| decision(d, review, &props.names, &props.on_step)) }
                </ol>
            }
        </div>
    }
}
