//! The rule sets a game offers besides its default ones, as a section of
//! its rules page: each one's name in the new-game form and what it
//! changes (from the game's [`RuleSet`] data, so the form, the referee's
//! `--preset` and the page say the same).

use yew::prelude::*;

use crate::text::t;

/// The section listing `sets` (the default first: each one's preset name,
/// title and summary); nothing for a game with only its default rules.
pub fn rule_sets(sets: &[(&'static str, String, String)]) -> Html {
    if sets.len() < 2 {
        return Html::default();
    }
    html! {
        <section class="rule-sets" aria-labelledby="rule-sets-title">
            <h2 id="rule-sets-title">{ t::shell_rule_sets().to_string() }</h2>
            <p>{ t::shell_rule_sets_intro().to_string() }</p>
            <dl>
                { for sets.iter().map(|(name, title, summary)| html! {
                    <>
                        <dt>{ title.clone() }<span class="preset-name">{ format!(" (--preset {name})") }</span></dt>
                        <dd>{ summary.clone() }</dd>
                    </>
                }) }
            </dl>
        </section>
    }
}
