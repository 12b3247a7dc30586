//! The rules of 6 nimmt! in our own words, with the cow table.

#![cfg(target_arch = "wasm32")]

use yew::prelude::*;

use crate::ui::shell::drawing::game_lesson_links;
use crate::ui::shell::new_game::rule_set_texts;

use crate::engine::take5::{cows, Card, Take5};
use crate::text::t;

/// Each line of the cow table, with an example card.
fn cow_table() -> [(String, Card); 5] {
    [
        ("55".to_owned(), 55),
        (t::ui_take5_rules_elevens().to_string(), 11),
        (t::ui_take5_rules_tens().to_string(), 10),
        (t::ui_take5_rules_fives().to_string(), 5),
        (t::ui_take5_rules_others().to_string(), 1),
    ]
}

/// The rules page content.
pub fn rules() -> Html {
    let text = |msg: crate::text::Msg| msg.to_string();
    html! {
        <article class="t5-rules">
            <p>{ text(t::ui_take5_rules_intro()) }</p>
            <ul class="t5-rule-sets">
                { for rule_set_texts::<Take5>().into_iter().map(|(_, title, summary)| html! {
                    <li><strong>{ title }</strong>{ text(t::ui_take5_rules_colon()) }{ summary }</li>
                }) }
            </ul>
            <h2>{ text(t::ui_take5_rules_cards()) }</h2>
            <p>{ text(t::ui_take5_rules_deck()) }</p>
            <table class="t5-cow-table">
                <thead><tr><th scope="col">{ text(t::ui_take5_rules_cards_column()) }</th><th scope="col">{ text(t::ui_take5_rules_cows_column()) }</th></tr></thead>
                <tbody>
                    { for cow_table().into_iter().map(|(label, example)| html! {
                        <tr><td>{ label }</td><td>{ cows(example) }</td></tr>
                    }) }
                </tbody>
            </table>
            <p>{ text(t::ui_take5_rules_total()) }</p>
            <h2>{ text(t::ui_take5_rules_round()) }</h2>
            <ol>
                <li>{ text(t::ui_take5_rules_deal()) }</li>
                <li>{ text(t::ui_take5_rules_choose()) }</li>
                <li>{ text(t::ui_take5_rules_order()) }</li>
                <li>{ text(t::ui_take5_rules_fit()) }</li>
                <li>{ text(t::ui_take5_rules_sixth()) }</li>
                <li>{ text(t::ui_take5_rules_too_low()) }</li>
            </ol>
            <p>{ text(t::ui_take5_rules_one_choice()) }</p>
            <h2>{ text(t::ui_take5_rules_tips()) }</h2>
            <ul>
                <li>{ text(t::ui_take5_rules_tip_counter()) }</li>
                <li>{ text(t::ui_take5_rules_tip_lengths()) }</li>
                <li>{ text(t::ui_take5_rules_tip_cost()) }</li>
            </ul>
            <h2>{ text(t::ui_take5_rules_see()) }</h2>
            <p>{ text(t::ui_take5_rules_lessons()) }</p>
            { game_lesson_links::<Take5>() }
        </article>
    }
}
