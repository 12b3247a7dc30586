//! The coach's part of a game's rules page (wasm, in the extras module):
//! what a review judges, and the grades' thresholds of each rule set.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::text::t;
use crate::ui::shell::game_ui::GameUi;
use crate::ui::shell::words::capitalized;

use super::thresholds_text::thresholds_by_rule_set;
use crate::engine::coach::Coach;

/// The rules page's section on the coach's grades for game `G`.
pub fn coach_section<G: Coach + GameUi>() -> Html {
    let groups = thresholds_by_rule_set::<G>();
    html! {
        <section class="rules-coach" aria-labelledby="rules-coach">
            <h2 id="rules-coach">{ t::coach_rules_title().to_string() }</h2>
            <p>{ t::coach_rules_about(G::loss_unit()).to_string() }</p>
            <ul>
                { for groups.into_iter().map(|(titles, text)| html! {
                    <li>{ if titles.is_empty() {
                        capitalized(t::coach_rules_marks(text).to_string())
                    } else {
                        t::coach_rules_marks_of(titles.join(", "), text).to_string()
                    } }</li>
                }) }
            </ul>
            <p><a href={format!("#/puzzles/{}", G::ID)}>{ t::coach_puzzles_of(G::name()).to_string() }</a>{
                t::coach_rules_puzzles_about().to_string() }</p>
        </section>
    }
}
