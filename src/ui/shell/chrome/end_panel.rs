//! The end of a game: the headline and its reason in the engine's words,
//! the ranking (ties share a rank), the result against the best the deal
//! allowed, and the ways to go on: play again with
//! a new seed or the same one, or replay the game from its start.

use yew::prelude::*;

use crate::text::t;
use crate::ui::components::{button, ButtonKind};
use crate::ui::shell::game_ui::EndSummary;
use crate::ui::shell::screen::DailyShown;

/// What [`end_panel`] shows and does.
pub struct EndPanelProps {
    /// What to show.
    pub summary: EndSummary,
    /// Seat names.
    pub names: Vec<String>,
    /// The coach's hints each person took.
    pub hints: Option<AttrValue>,
    /// Each part's result against the best the deal allowed (found by
    /// the coach's worker; empty until it answers, or for a game without
    /// a solver).
    pub best: Vec<String>,
    /// A deal of the day's comparison.
    pub daily: Option<DailyShown>,
    /// Opens an AI team's game (its place among the teams).
    pub on_watch: Callback<usize>,
    /// A new game with a new seed.
    pub on_again: Callback<()>,
    /// The same game again (same seed, or the lesson anew).
    pub on_same: Callback<()>,
    /// Plays the finished game back from its start.
    pub on_replay: Callback<()>,
}

/// The end panel.
pub fn end_panel(props: EndPanelProps) -> Html {
    let summary = &props.summary;
    let name = |s: usize| props.names.get(s).cloned().unwrap_or_default();
    html! {
        <section class="end-panel" aria-labelledby="end-title">
            <h2 id="end-title" class="end-title">{ t::shell_end_title(&summary.headline).to_string() }</h2>
            <p class="end-reason">{ summary.reason.clone() }</p>
            <h3 class="end-ranking-title">{ t::shell_end_ranking().to_string() }</h3>
            <table class="end-ranking">
                <thead>
                    <tr>
                        <th scope="col">{ t::shell_end_rank().to_string() }</th>
                        <th scope="col">{ t::shell_end_player().to_string() }</th>
                        { for summary.columns.iter().map(|c| html! { <th scope="col">{ c.clone() }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { for summary.rows.iter().map(|row| html! {
                        <tr class={classes!((row.rank == 1).then_some("is-winner"))}>
                            <td>{ row.rank }</td>
                            <th scope="row">{ name(row.seat) }</th>
                            { for row.cells.iter().map(|c| html! { <td>{ c.clone() }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            { for props.best.iter().map(|line| html! { <p class="end-best">{ line.clone() }</p> }) }
            if let Some(daily) = &props.daily {
                { daily_table(daily, &props.on_watch) }
            }
            if let Some(hints) = props.hints {
                <p class="end-hints">{ hints }</p>
            }
            <div class="end-actions">
                { button(ButtonKind::Primary, t::shell_end_again(), None, false, props.on_again) }
                { button(ButtonKind::Secondary, t::shell_end_same(), Some(AttrValue::from(t::shell_end_same_name().to_string())), false, props.on_same) }
                { button(ButtonKind::Secondary, t::shell_end_replay(), None, false, props.on_replay) }
            </div>
        </section>
    }
}

/// A deal of the day's comparison: the team, each AI team (with its game
/// to watch) and the deal's best.
fn daily_table(daily: &DailyShown, on_watch: &Callback<usize>) -> Html {
    html! {
        <section class="end-daily" aria-labelledby="end-daily-title">
            <h3 id="end-daily-title" class="end-ranking-title">{ t::shell_daily_title().to_string() }</h3>
            <p class="end-daily-deal">{ daily.deal.clone() }</p>
            <table class="end-ranking end-daily-table">
                <tbody>
                    { for daily.lines.iter().map(|line| html! {
                        <tr class={classes!(line.yours.then_some("is-yours"))}>
                            <th scope="row">{ line.who.clone() }</th>
                            <td>{ line.figure.clone() }</td>
                            <td>
                                if let Some(index) = line.watch {
                                    { button(ButtonKind::Secondary, t::shell_daily_watch(),
                                             Some(AttrValue::from(t::shell_daily_watch_name(line.who.clone()).to_string())),
                                             false, on_watch.reform(move |()| index)) }
                                }
                            </td>
                        </tr>
                    }) }
                </tbody>
            </table>
            if let Some(note) = daily.note.clone() {
                <p class="end-daily-note" role="status">{ note }</p>
            }
        </section>
    }
}
