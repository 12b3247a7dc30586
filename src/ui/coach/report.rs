//! A finished review (wasm): each seat's figures, the graph of the game
//! (a click on a decision shows its position), and the decisions graded
//! an inaccuracy or worse (or all of them), each with the better move and
//! why, and a button that shows its position.

#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use yew::prelude::*;

use crate::text::{t, Arg};
use crate::ui::shell::words::capitalized;

use super::model::{
    decision_heading, seat_row, DecisionData, Graph, ReviewData, GRAPH_HEIGHT, GRAPH_WIDTH,
};
use crate::engine::coach::Grade;
use crate::ui::components::checkbox;

/// Properties of [`ReviewReport`].
#[derive(Properties, PartialEq)]
pub struct ReviewReportProps {
    /// The review.
    pub review: Rc<ReviewData>,
    /// The seats' names.
    pub names: Vec<String>,
    /// Shows the position of a decision (its record step).
    pub on_step: Callback<usize>,
}

/// The finished review.
pub fn review_report(review: &Rc<ReviewData>, names: &[String], on_step: &Callback<usize>) -> Html {
    html! { <ReviewReport review={review.clone()} names={names.to_vec()} on_step={on_step.clone()} /> }
}

/// The CSS class of a grade (`grade-blunder`).
fn grade_class(grade: Grade) -> &'static str {
    match grade {
        Grade::Forced => "grade-only-move",
        Grade::Good => "grade-good",
        Grade::Inaccuracy => "grade-inaccuracy",
        Grade::Mistake => "grade-mistake",
        Grade::Blunder => "grade-blunder",
    }
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
            <caption>{ t::coach_figures().to_string() }</caption>
            <thead><tr>
                <th scope="col">{ t::coach_figures_player().to_string() }</th>
                <th scope="col">{ t::coach_figures_decisions().to_string() }</th>
                <th scope="col">{ t::coach_figures_accuracy().to_string() }</th>
                { for [
                    ("?!", t::coach_figures_inaccuracies().to_string()),
                    ("?", t::coach_figures_mistakes().to_string()),
                    ("??", t::coach_figures_blunders().to_string()),
                ].map(|(sign, words)| html! {
                    <th scope="col"><span aria-hidden="true" title={words.clone()}>{ sign }</span><span class="sr-only">{ words }</span></th>
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
/// coloured by its grade; a click shows the decision's position.
fn graph(review: &ReviewData, on_step: &Callback<usize>) -> Html {
    let graph = Graph::of(review);
    let (low, high) = graph.range;
    let label = t::coach_graph_label(&review.standing_unit, Arg::dec(low, 1), Arg::dec(high, 1))
        .to_string();
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
                                        class={grade_class(d.grade)} data-step={step.to_string()} {onclick}>
                                    <title>{ t::coach_graph_point(step + 1, d.grade.word()).to_string() }</title>
                                </circle>
                            }
                        }) }
                    </g>
                }) }
            </svg>
            <figcaption>
                { capitalized(t::coach_graph_caption(&review.standing_unit).to_string()) }
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
    let places = if (value * 10.0).round() % 10.0 == 0.0 {
        0
    } else {
        1
    };
    t::coach_number(Arg::dec(value, places)).to_string()
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
        <li class={classes!("review-decision", grade_class(d.grade))}>
            <p class="review-heading">{ decision_heading(d, review, names) }</p>
            <p>{ t::coach_played(&d.played_words).to_string() }
                if d.played_words != d.best_words {
                    { " " }{ t::coach_better(&d.best_words).to_string() }
                }
            </p>
            if !d.why.is_empty() {
                <p class="review-why">{ d.why.clone() }</p>
            }
            if let Some(exact) = &d.exact {
                <p class="review-exact">{ exact.clone() }</p>
            }
            if let Some(lost) = &d.best_lost {
                <p class="review-best-lost">{ lost.clone() }</p>
            }
            <button type="button" class="btn btn-secondary" onclick={show}
                    aria-label={t::coach_show_move(step + 1).to_string()}>{ t::coach_show().to_string() }</button>
        </li>
    }
}

/// The finished review, with its "every decision" switch.
#[function_component(ReviewReport)]
pub fn review_report_component(props: &ReviewReportProps) -> Html {
    let all = use_state(|| false);
    let toggle = {
        let all = all.clone();
        Callback::from(move |on: bool| all.set(on))
    };
    let review = &props.review;
    let shown = review.shown(*all);
    html! {
        <div class="review">
            { figures(review, &props.names) }
            { graph(review, &props.on_step) }
            <p class="review-thresholds">{ review.thresholds_text() }</p>
            if let Some(code) = &review.practice {
                <p><a class="btn btn-primary" href={format!("#/lesson/{code}")}>{ t::coach_practise().to_string() }</a>
                    { " " }{ t::coach_practise_about().to_string() }</p>
            }
            { checkbox("review-all", t::coach_show_all().to_string(), None, *all, toggle) }
            if shown.is_empty() {
                <p>{ t::coach_none_marked().to_string() }</p>
            } else {
                <ol class="review-decisions">
                    { for shown.into_iter().map(|d| decision(d, review, &props.names, &props.on_step)) }
                </ol>
            }
        </div>
    }
}
