//! The coach's part of a game's rules page (wasm, in the extras module):
//! what a review judges, and the marks' thresholds of each rule set.

use yew::prelude::*;

use crate::ui::shell::words::capitalized;

use super::marks_text::marks_by_rule_set;
use crate::engine::review::Coach;
use crate::engine::tools::GameTools;

/// The rules page's section on the coach's marks for game `G`.
pub fn coach_section<G: Coach + GameTools>() -> Html {
    let groups = marks_by_rule_set::<G>();
    html! {
        <section class="rules-coach" aria-labelledby="rules-coach">
            <h2 id="rules-coach">{ "The coach's marks" }</h2>
            <p>{ format!(
                "After a game, Review on the game's toolbar has the hard AI judge every decision on \
                 what its player could know at the time (a hidden card is never read), in {}: \
                 what the move played lost against the best one. A decision right on what the \
                 player knew is never a mistake, however the cards fell.",
                G::LOSS_UNIT
            ) }</p>
            <ul>
                { for groups.into_iter().map(|(titles, text)| html! {
                    <li>{ if titles.is_empty() {
                        capitalized(text.clone())
                    } else {
                        format!("{}: {text}", titles.join(", "))
                    } }{ "." }</li>
                }) }
            </ul>
            <p><a href={format!("#/puzzles/{}", G::ID)}>{ format!("Puzzles of {}", G::TITLE) }</a>{
                ": moments from the AIs' own games where the coach found a clearly better move, \
                 graded by how many AI levels miss it." }</p>
        </section>
    }
}
