//! The end of a game: the ranking (ties share a rank) with each round's
//! cows, and buttons for a new game with a new or the same seed.

use yew::prelude::*;

use crate::engine::game::Game;
use crate::engine::session::Session;
use crate::engine::take5::{Take5, Take5Event};
use crate::ui::components::{Button, ButtonKind};

/// One line of the ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankLine {
    /// 1 = best; equal totals share a rank.
    pub rank: u32,
    /// The seat.
    pub seat: usize,
    /// Total cows (negative for a disqualified seat).
    pub total: i64,
    /// Cows taken in each round, in order.
    pub rounds: Vec<u32>,
}

/// The ranking of a finished game, best first (`None` while it goes on).
pub fn ranking(session: &Session<Take5>) -> Option<Vec<RankLine>> {
    let outcome = session.state().outcome()?;
    let per_round: Vec<[u32; 4]> = session
        .log()
        .iter()
        .filter_map(|e| match &e.event {
            Take5Event::RoundScored { round_cows, .. } => Some(*round_cows),
            _ => None,
        })
        .collect();
    let mut lines: Vec<RankLine> = (0..outcome.scores.len())
        .map(|seat| RankLine {
            rank: outcome.ranks[seat],
            seat,
            total: outcome.scores[seat],
            rounds: per_round.iter().map(|r| r[seat]).collect(),
        })
        .collect();
    lines.sort_by_key(|line| (line.rank, line.seat));
    Some(lines)
}

/// Properties of [`Ranking`].
#[derive(Properties, PartialEq)]
pub struct RankingProps {
    /// The ranking, best first.
    pub lines: Vec<RankLine>,
    /// Seat names.
    pub names: Vec<String>,
    /// Starts a new game with a new seed.
    pub on_new: Callback<()>,
    /// Starts a new game with the same seed.
    pub on_same: Callback<()>,
}

/// The ranking panel.
#[function_component(Ranking)]
pub fn ranking_view(props: &RankingProps) -> Html {
    let rounds = props.lines.first().map_or(0, |l| l.rounds.len());
    html! {
        <section class="t5-ranking" aria-labelledby="t5-ranking-title">
            <h2 id="t5-ranking-title">{ "Final ranking" }</h2>
            <table class="t5-ranking-table">
                <thead>
                    <tr>
                        <th scope="col">{ "Rank" }</th>
                        <th scope="col">{ "Player" }</th>
                        { for (1..=rounds).map(|r| html! { <th scope="col">{ format!("Round {r}") }</th> }) }
                        <th scope="col">{ "Total cows" }</th>
                    </tr>
                </thead>
                <tbody>
                    { for props.lines.iter().map(|line| html! {
                        <tr class={classes!((line.rank == 1).then_some("is-winner"))}>
                            <td>{ line.rank }</td>
                            <th scope="row">{ props.names.get(line.seat).cloned().unwrap_or_default() }</th>
                            { for line.rounds.iter().map(|c| html! { <td>{ c }</td> }) }
                            <td>{ if line.total < 0 { "out".to_owned() } else { line.total.to_string() } }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <p class="t5-ranking-actions">
                <Button kind={ButtonKind::Primary} onclick={props.on_new.clone()} aria_label="New game">{ "New game" }</Button>
                <Button onclick={props.on_same.clone()} aria_label="New game with the same seed">{ "New game with the same seed" }</Button>
            </p>
        </section>
    }
}
